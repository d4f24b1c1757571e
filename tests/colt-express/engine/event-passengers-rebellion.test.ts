import { describe, expect, it } from 'vitest';
import { holds, play, rulesOf } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

describe("Event: Passengers' Rebellion", () => {
  // 002 GLI EVENTI › Ribellione dei passeggeri: every bandit inside gets a neutral bullet
  it('bandits inside get one each, roof bandits none', () => {
    const s = eventPos('passengers-rebellion', { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 4, floor: 'roof' } });
    const { state } = play(s, { kind: 'event' });
    expect([0, 1, 2].map((i) => holds(state, i, 'bullet.neutral'))).toEqual([1, 1, 0]);
  });
  // 002 NOTA IMPORTANTE: not enough for everybody → nobody
  it('shortage: nobody gets one', () => {
    const s = eventPos('passengers-rebellion', {
      ghost: { car: 1, received: Array(12).fill('neutral') },
      doc: { car: 2 },
      tuco: { car: 4 },
    }, { neutralBullets: 1 });
    const { state, log } = play(s, { kind: 'event' });
    expect(state.neutralBullets).toBe(1);
    expect(rulesOf(log)).toContain('marshal.bullets-run-out');
  });
});
