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
});
