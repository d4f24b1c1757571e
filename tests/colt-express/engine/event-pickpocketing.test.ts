import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe('Event: Pickpocketing', () => {
  // 002 GLI EVENTI › Borseggiare: each bandit alone at his position may take a purse there
  const s = eventPos(
    'pickpocketing',
    { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 2 } },
    { cars: [{}, { inside: [300, 'jewel'] }, { inside: [450] }] },
  );
  it('asks only the lone bandit with a purse', () => {
    const after = play(s, { kind: 'event' }).state;
    expect(after.pending).toMatchObject({ kind: 'pickpocket', bandit: 'ghost' });
    expect(legalChoices(after)).toEqual([{ kind: 'pickpocket', take: true }, { kind: 'pickpocket', take: false }]);
  });
  it.each([
    [true, [{ kind: 'purse', value: 300 }]],
    [false, []],
  ])('take: %s', (take, loot) => {
    const { state } = play(s, { kind: 'event' }, { kind: 'pickpocket', take });
    expect(state.bandits.ghost!.loot).toEqual(loot);
    expect(state.bandits.doc!.loot).toEqual([]);
  });
  // 002 Borseggiare: the log entry of each answer, which the site narrates
  // (mutation survivor: rule, kind and data of 'loot-taken' and 'no-effect')
  it.each([
    [true, { rule: 'events.pickpocketing', kind: 'loot-taken', data: { bandit: 'ghost', target: null, loot: { kind: 'purse', value: 300 }, to: 1, floor: 'inside' } }],
    [false, { rule: 'events.pickpocketing', kind: 'no-effect', data: { bandit: 'ghost' } }],
  ] as const)('take: %s, the log entry', (take, entry) => {
    const { log } = play(s, { kind: 'event' }, { kind: 'pickpocket', take });
    expect(log.filter((e) => e.kind === entry.kind)).toEqual([entry]);
  });
});
