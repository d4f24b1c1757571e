import { describe, expect, it } from 'vitest';
import { play } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe('Event: Hostage-Taking of the Conductor', () => {
  const bandits = { ghost: { car: 0 }, doc: { car: 0, floor: 'roof' as const }, tuco: { car: 1 } };
  // 002 Prendere in ostaggio il conducente: $250 to each bandit in or on the locomotive
  it('original: a $250 ransom each', () => {
    const { state } = play(eventPos('hostage-conductor', bandits, { marshal: 2 }), { kind: 'event' });
    expect(state.bandits.ghost!.loot).toEqual([{ kind: 'purse', value: 250 }]);
    expect(state.bandits.doc!.loot).toEqual([{ kind: 'purse', value: 250 }]);
    expect(state.bandits.tuco!.loot).toEqual([]);
    expect(state.box.minted).toBe(2);
  });
  // 000 Conducente in Ostaggio: a $250 purse from the tokens out of play
  it('revised: from the box, none when none is left', () => {
    const all250 = [250, 250, 250, 250, 250, 250, 250];
    const s = eventPos('hostage-conductor', { ...bandits, tuco: { car: 1, loot: all250 } }, { marshal: 2, preset: 'revised-advanced' });
    expect(s.box.purses.filter((v) => v === 250)).toHaveLength(1);
    const { state } = play(s, { kind: 'event' });
    const got = [state.bandits.ghost!.loot.length, state.bandits.doc!.loot.length];
    expect(got.sort()).toEqual([0, 1]);
    expect(state.box.minted).toBe(0);
  });
});
