import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import { holds, play, rulesOf } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe("Event: Angry Marshal", () => {
  // 002 GLI EVENTI › Sceriffo infuriato: roof bandits above the Marshal get a neutral bullet, then he moves toward the caboose
  it('shoots the roof above him, then moves one car back', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 1, floor: 'roof' }, doc: { car: 1, floor: 'roof' }, tuco: { car: 3, floor: 'roof' } }, { marshal: 1 });
    expect(legalChoices(s)).toEqual([{ kind: 'event' }]);
    const { state, log } = play(s, { kind: 'event' });
    expect(holds(state, 0, 'bullet.neutral') + holds(state, 1, 'bullet.neutral')).toBe(2);
    expect(holds(state, 2, 'bullet.neutral')).toBe(0);
    expect(state.marshal).toBe(2);
    expect(rulesOf(log)).toContain('events.angry-marshal');
  });
  // 002 Sceriffo infuriato: already in the caboose → stays
  it('Marshal in the caboose stays', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 3 } }, { marshal: 4 });
    expect(play(s, { kind: 'event' }).state.marshal).toBe(4);
  });
  // 002 LO SCERIFFO: his move makes bandits inside the new car flee (with a bullet)
  it('moving into a car with a bandit inside', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 3 }, doc: { car: 1 }, tuco: { car: 0 } }, { marshal: 2 });
    const { state } = play(s, { kind: 'event' });
    expect(state.bandits.ghost).toMatchObject({ car: 3, floor: 'roof' });
    expect(holds(state, 0, 'bullet.neutral')).toBe(1);
  });
});
