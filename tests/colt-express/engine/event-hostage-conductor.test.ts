import { describe, expect, it } from 'vitest';
import { play, pos } from './helpers.ts';
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

  // The log narrates each ransom (mutation survivors: rule id, kind and every field of the entry).
  // 002 Prendere in ostaggio il conducente: one $250 ransom per bandit in or on the locomotive.
  it('original: one ransom entry per locomotive bandit', () => {
    const { log } = play(eventPos('hostage-conductor', bandits, { marshal: 2 }), { kind: 'event' });
    const ransoms = log.filter((e) => e.kind === 'ransom');
    expect(ransoms).toHaveLength(2);
    for (const bandit of ['ghost', 'doc']) {
      expect(ransoms).toContainEqual({
        rule: 'events.hostage-conductor',
        kind: 'ransom',
        data: { bandit, loot: { kind: 'purse', value: 250 }, amount: 250, option: 'ransom' },
      });
    }
  });

  // 000 Conducente in Ostaggio: the purse comes from the tokens out of play. With one $250 purse
  // left, the bandits are served from the first player on (our reading: the book gives no order),
  // and the one left without gets a no-effect entry under the option's rule (mutation survivors).
  it.each([
    ['first player ghost', 0, 'ghost', 'doc'],
    ['first player doc', 1, 'doc', 'ghost'],
  ])('revised, %s: the last purse and the log', (_n, firstPlayer, paid, unpaid) => {
    const all250 = [250, 250, 250, 250, 250, 250, 250];
    const s = pos({
      carCount: 5,
      preset: 'revised-advanced',
      marshal: 2,
      round: { card: 'hostage-conductor', index: 4, deck: [], firstPlayer },
      phase: 'end-of-round',
      bandits: { ...bandits, tuco: { car: 1, loot: all250 } },
    });
    const purses = s.box.purses.slice();
    expect(purses.filter((v) => v === 250)).toHaveLength(1);
    const { state, log } = play(s, { kind: 'event' });
    expect(state.bandits[paid as 'ghost']!.loot).toEqual([{ kind: 'purse', value: 250 }]);
    expect(state.bandits[unpaid as 'ghost']!.loot).toEqual([]);
    expect(state.box.purses.filter((v) => v === 250)).toHaveLength(0);
    expect(log.filter((e) => e.kind === 'ransom' || e.kind === 'no-effect')).toEqual([
      { rule: 'events.hostage-conductor', kind: 'ransom', data: { bandit: paid, loot: { kind: 'purse', value: 250 }, amount: 250, option: 'token-from-box' } },
      { rule: 'options.hostage-ransom', kind: 'no-effect', data: { bandit: unpaid } },
    ]);
    // mutation survivor: the purse is taken from a copy of the box, the position played from is unchanged
    expect(s.box.purses).toEqual(purses);
  });
});
