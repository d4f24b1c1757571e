import { describe, expect, it } from 'vitest';
import { deepFreeze, play } from './helpers.ts';
import { eventPos } from './events-helpers.ts';
import type { PresetId } from '../../../src/games/colt-express/engine/index.ts';
import { insertNumber } from '../../../src/games/colt-express/engine/events/marshals-revenge.ts';

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
  // 002 Vendetta (discard) / 000 Vendetta (on the roof): the log entries the site narrates
  // (mutation survivor: rule, kind and data of 'purse-lost' and 'no-effect')
  it.each([
    ['original', 'events.marshals-revenge', 'discard'],
    ['revised-advanced', 'options.revenge-purse', 'roof'],
  ] as const)('%s: the log names who lost which purse, and the option', (preset: PresetId, rule, option) => {
    const { log } = play(eventPos('marshals-revenge', bandits, { marshal: 2, preset }), { kind: 'event' });
    expect(log.find((e) => e.kind === 'purse-lost')).toEqual({
      rule,
      kind: 'purse-lost',
      data: { bandit: 'ghost', loot: { kind: 'purse', value: 300 }, to: 2, floor: 'roof', option },
    });
    expect(log.filter((e) => e.kind === 'purse-lost')).toHaveLength(1);
    // doc, above the Marshal with a jewel only: an entry saying nothing happened to him
    expect(log.find((e) => e.rule === 'events.marshals-revenge' && e.kind === 'no-effect')).toEqual({
      rule: 'events.marshals-revenge',
      kind: 'no-effect',
      data: { bandit: 'doc' },
    });
  });
  // 002 Vendetta: the purse goes back to the box, kept sorted (position check of box.purses order;
  // the second $300 of 002 CONTENUTO beside the first);
  // mutation survivor: the box of the state played stays as it was (no change in place)
  it.each([[[250, 350, 400]], [[300, 500]], [[]]] as const)('original: box %j gets the $300 purse in order, the given state unchanged', (box) => {
    const s0 = eventPos('marshals-revenge', bandits, { marshal: 2 });
    const s = deepFreeze({ ...s0, box: { ...s0.box, purses: box.slice() } });
    const { state } = play(s, { kind: 'event' });
    expect(state.box.purses).toEqual([...box, 300].sort((a, b) => a - b));
    expect(s.box.purses).toEqual(box);
  });
});

describe("Marshal's Revenge: insertNumber keeps the box's purse values sorted, hidden (null) ones last (its contract)", () => {
  const rows: [string, (number | null)[], number | null, (number | null)[]][] = [
    // 002 GLI EVENTI › Vendetta dello Sceriffo: the purse goes back to the box, between the lower and higher values
    ['between', [250, 350, 400], 300, [250, 300, 350, 400]],
    // 002 Vendetta: below every value, and into an empty box
    ['first', [350, 400], 300, [300, 350, 400]],
    ['empty box', [], 300, [300]],
    // 002 Vendetta: above every value
    ['last', [250], 500, [250, 500]],
    // 002 CONTENUTO (two $300 purses): a tie sits beside the same value
    ['tie', [300, 500], 300, [300, 300, 500]],
    // its contract: a known value goes before the hidden values (view() states), never after one
    ['before a hidden value', [100, null], 200, [100, 200, null]],
    // its contract: a hidden value goes after every known value
    ['hidden, after the known ones', [100, 300], null, [100, 300, null]],
    ['hidden, beside the hidden ones', [100, null], null, [100, null, null]],
  ];
  it.each(rows)('%s', (_n, box, v, expected) => {
    const given = deepFreeze(box.slice());
    expect(insertNumber(given, v)).toEqual(expected);
    // its contract: a new list, the given one unchanged
    expect(given).toEqual(box);
  });
});
