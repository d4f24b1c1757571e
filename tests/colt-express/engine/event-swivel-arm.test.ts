import { describe, expect, it } from 'vitest';
import { play } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe('Event: Swivel Arm', () => {
  // 002 GLI EVENTI › Montacarichi: every roof bandit to the caboose roof; inside bandits stay
  it.each([
    ['roof bandits go to the caboose roof', { ghost: { car: 0, floor: 'roof' as const }, doc: { car: 2, floor: 'roof' as const }, tuco: { car: 1 } }, { ghost: 4, doc: 4, tuco: 1 }],
    ['already on the caboose roof', { ghost: { car: 4, floor: 'roof' as const }, doc: { car: 3 }, tuco: { car: 1 } }, { ghost: 4, doc: 3, tuco: 1 }],
  ])('%s', (_n, bandits, cars) => {
    const { state } = play(eventPos('swivel-arm', bandits, { marshal: 0 }), { kind: 'event' });
    for (const [id, car] of Object.entries(cars)) expect(state.bandits[id as 'ghost']!.car).toBe(car);
  });

  // The log narrates each move to the caboose roof (mutation survivors: rule id, kind and fields
  // of the entry; a bandit already on the caboose roof does not move, so gets no entry).
  // 002 GLI EVENTI › Montacarichi
  it.each([
    [
      'two roof bandits moved',
      { ghost: { car: 0, floor: 'roof' as const }, doc: { car: 2, floor: 'roof' as const }, tuco: { car: 1 } },
      [
        { rule: 'events.swivel-arm', kind: 'moved', data: { bandit: 'ghost', from: 0, to: 4, floor: 'roof' } },
        { rule: 'events.swivel-arm', kind: 'moved', data: { bandit: 'doc', from: 2, to: 4, floor: 'roof' } },
      ],
    ],
    [
      'caboose roof bandit not moved',
      { ghost: { car: 4, floor: 'roof' as const }, doc: { car: 3 }, tuco: { car: 1, floor: 'roof' as const } },
      [{ rule: 'events.swivel-arm', kind: 'moved', data: { bandit: 'tuco', from: 1, to: 4, floor: 'roof' } }],
    ],
  ])('log: %s', (_n, bandits, entries) => {
    const { log } = play(eventPos('swivel-arm', bandits, { marshal: 0 }), { kind: 'event' });
    expect(log.filter((e) => e.kind === 'moved')).toEqual(entries);
  });
});
