import { describe, expect, it } from 'vitest';
import { play } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe('Event: Take It All!', () => {
  // 002 GLI EVENTI › Prendi tutto!: the second strongbox goes inside the Marshal's car
  it('second strongbox inside the Marshal car', () => {
    const s = eventPos('take-it-all', { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 4 } }, { marshal: 3, cars: [{ inside: ['strongbox'] }] });
    expect(s.box.strongboxes).toBe(1);
    const { state, log } = play(s, { kind: 'event' });
    expect(state.cars[3]!.inside).toEqual([{ kind: 'strongbox' }]);
    expect(state.box.strongboxes).toBe(0);
    // mutation survivor: the log names the strongbox and where it went
    expect(log.filter((e) => e.rule === 'events.take-it-all' && e.kind !== 'event')).toEqual([
      { rule: 'events.take-it-all', kind: 'loot-dropped', data: { bandit: null, target: null, loot: { kind: 'strongbox' }, to: 3, floor: 'inside' } },
    ]);
  });
  it('no second strongbox left in the box: nothing', () => {
    const s = eventPos('take-it-all', { ghost: { car: 1, loot: ['strongbox'] }, doc: { car: 2 }, tuco: { car: 4 } }, { marshal: 3, cars: [{ inside: ['strongbox'] }] });
    const { state, log } = play(s, { kind: 'event' });
    expect(state.cars[3]!.inside).toEqual([]);
    // mutation survivor: the log says the event had no effect
    expect(log.filter((e) => e.rule === 'events.take-it-all' && e.kind !== 'event')).toEqual([
      { rule: 'events.take-it-all', kind: 'no-effect', data: { bandit: null } },
    ]);
  });
});
