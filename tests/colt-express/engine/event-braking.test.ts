import { describe, expect, it } from 'vitest';
import { play, rulesOf } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe('Event: Braking', () => {
  // 002 GLI EVENTI › Frenata: roof bandits move one car towards the locomotive
  // 000 Frenata: those on the locomotive roof do not move (002 NOTA IMPORTANTE: nobody leaves the train)
  it.each([
    ['roof bandits one car forward', { ghost: { car: 3, floor: 'roof' as const }, doc: { car: 2 }, tuco: { car: 1, floor: 'roof' as const } }, { ghost: 2, doc: 2, tuco: 0 }],
    ['locomotive roof stays', { ghost: { car: 0, floor: 'roof' as const }, doc: { car: 2 }, tuco: { car: 4 } }, { ghost: 0, doc: 2, tuco: 4 }],
  ])('%s', (_n, bandits, cars) => {
    const { state, log } = play(eventPos('braking', bandits, { marshal: 1 }), { kind: 'event' });
    for (const [id, car] of Object.entries(cars)) expect(state.bandits[id as 'ghost']!.car).toBe(car);
    expect(rulesOf(log)).toContain('events.braking');
  });

  // The log narrates each bandit's move (mutation survivors: rule id, kind, bandit, cars and floor
  // of every entry, one entry per moved bandit, in seat order).
  // 002 GLI EVENTI › Frenata; 000 Frenata: the locomotive roof bandit does not move, and the log
  // says so under the never-leave rule (002 NOTA IMPORTANTE).
  it.each([
    [
      'two roof bandits move, inside bandit silent',
      { ghost: { car: 3, floor: 'roof' as const }, doc: { car: 2 }, tuco: { car: 1, floor: 'roof' as const } },
      [
        { rule: 'events.braking', kind: 'moved', data: { bandit: 'ghost', from: 3, to: 2, floor: 'roof' } },
        { rule: 'events.braking', kind: 'moved', data: { bandit: 'tuco', from: 1, to: 0, floor: 'roof' } },
      ],
    ],
    [
      'locomotive roof bandit stays, the next one moves',
      { ghost: { car: 0, floor: 'roof' as const }, doc: { car: 4, floor: 'roof' as const }, tuco: { car: 2 } },
      [
        { rule: 'train.never-leave', kind: 'stayed', data: { bandit: 'ghost', from: 0, to: 0, floor: 'roof' } },
        { rule: 'events.braking', kind: 'moved', data: { bandit: 'doc', from: 4, to: 3, floor: 'roof' } },
      ],
    ],
  ])('log: %s', (_n, bandits, entries) => {
    const { log } = play(eventPos('braking', bandits, { marshal: 1 }), { kind: 'event' });
    // without the entry that reveals the event card and without the round bookkeeping
    const mine = log.filter((e) => e.kind !== 'event' && ['events.braking', 'train.never-leave'].includes(e.rule));
    expect(mine).toEqual(entries);
  });
});
