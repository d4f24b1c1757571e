import { describe, expect, it } from 'vitest';
import { play } from './helpers.ts';
import { eventPos } from './events-helpers.ts';
import type { PresetId } from '../../../src/games/colt-express/engine/index.ts';

describe("Event: Marshal's Revenge", () => {
  const bandits = {
    ghost: { car: 2, floor: 'roof' as const, loot: [450, 300, 'jewel' as const] },
    doc: { car: 2, floor: 'roof' as const, loot: ['jewel' as const] },
    tuco: { car: 3, floor: 'roof' as const, loot: [250] },
  };
  // 002 Vendetta (original, discard) / 001 Wraak (handed in) / 000 Vendetta (revised Italian: on that roof)
  it.each([
    ['original: discarded', 'original', [], 1],
    ['revised (000): on the roof', 'revised-advanced', [{ kind: 'purse', value: 300 }], 0],
  ] as const)('%s', (_n, preset: PresetId, roof, inBox) => {
    const s = eventPos('marshals-revenge', bandits, { marshal: 2, preset });
    const box0 = s.box.purses.length;
    const { state } = play(s, { kind: 'event' });
    expect(state.bandits.ghost!.loot).toEqual([{ kind: 'jewel' }, { kind: 'purse', value: 450 }]);
    // no purse: nothing lost, even with a jewel
    expect(state.bandits.doc!.loot).toEqual([{ kind: 'jewel' }]);
    // not above the Marshal
    expect(state.bandits.tuco!.loot).toEqual([{ kind: 'purse', value: 250 }]);
    expect(state.cars[2]!.roof).toEqual(roof);
    expect(state.box.purses.length - box0).toBe(inBox);
  });
});
