// Planning turn outcomes of planning/play.ts: pass, draw and play, with the log entries the site
// narrates (mutation survivors of play.ts).
import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { LogEntry } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos } from './helpers.ts';

const ALL = ['move', 'move', 'fire', 'fire', 'rob', 'rob', 'floor', 'floor', 'punch', 'marshal'] as const;
// Ghost (seat 0) holds only a bullet card: his ten action cards are on the pile, his deck is empty
const stuck = pos({
  carCount: 4,
  phase: 'planning',
  round: { card: 'bridge', turn: 2 },
  pile: ALL.map((card) => ({ bandit: 'ghost' as const, card })),
  bandits: { ghost: { car: 1, hand: ['bullet.tuco'], deck: [] }, doc: { car: 2 }, tuco: { car: 3, bulletsLeft: 5 } },
});
const fresh = pos({ carCount: 4, bandits: { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 3 } } });
const twoBandits = pos({
  options: { mode: 'two-bandits' },
  teams: [['ghost', 'tuco'], ['doc', 'django']],
  carCount: 4,
  bandits: { ghost: { car: 1, hand: ['fire', 'move'] }, tuco: { car: 1, hand: ['punch', 'rob'] }, doc: { car: 2 }, django: { car: 3 } },
});

describe('Planning: pass when neither playing nor drawing is possible', () => {
  // 002 FASE 1: PIANIFICAZIONE: bullet cards cannot be played; with no card to play and none to draw, he passes
  it('the only choice offered is pass', () => {
    expect(stuck.pending).toMatchObject({ kind: 'plan', seat: 0 });
    expect(legalChoices(stuck)).toEqual([{ kind: 'pass' }]);
  });
  // 002 FASE 1: the pass uses up the turn: logged as a pass (not a draw of no card), next seat asked
  it('passing is logged, counts as a turn, and the next seat plays', () => {
    const before = stuck.players[0]!.turns;
    const { state, log } = play(stuck, { kind: 'pass' });
    expect(log).toContainEqual({ rule: 'planning.turn', kind: 'passed', data: { seat: 0 } });
    expect(log.some((e) => e.kind === 'drew')).toBe(false);
    expect(state.players[0]!.turns).toBe(before + 1);
    expect(state.players[0]!.hand).toEqual(['bullet.tuco']);
    expect(state.pending).toMatchObject({ kind: 'plan', seat: 1 });
  });
});

describe('Planning log entries', () => {
  const rows: [string, () => LogEntry[], LogEntry][] = [
    // 002 FASE 1: draw 3 cards from the deck (mutation survivor: the drew entry names seat and amount)
    ['draw three', () => play(fresh, { kind: 'draw' }).log,
      { rule: 'planning.draw-three', kind: 'drew', data: { seat: 0, amount: 3 } } as LogEntry],
    // 002 FASE 1: a card played face up (mutation survivor: the played entry names seat, bandit, card)
    ['play face up', () => play(fresh, { kind: 'play', card: 'move' }).log,
      { rule: 'planning.play-card', kind: 'played', data: { seat: 0, bandit: 'ghost', card: 'move', faceDown: false } } as LogEntry],
  ];
  it.each(rows)('%s', (_n, run, entry) => {
    expect(run()).toContainEqual(entry);
  });
});

describe('Planning: a face-up Fire of a two-bandit player asks for cover fire', () => {
  // 000 REGOLA DEL FUOCO DI COPERTURA: after a face-up Fire, the other bandit may add a card
  it('Fire face up → cover asked for Tuco', () => {
    const { state } = play(twoBandits, { kind: 'play', card: 'fire', bandit: 'ghost' });
    expect(state.pending).toEqual({ kind: 'cover', seat: 0, bandit: 'tuco', fired: 'ghost' });
  });
  // 000 REGOLA DEL FUOCO DI COPERTURA: any other card: no cover, the next seat plays
  it('Move face up → no cover, next seat', () => {
    const { state } = play(twoBandits, { kind: 'play', card: 'move', bandit: 'ghost' });
    expect(state.pending).toMatchObject({ kind: 'plan', seat: 1 });
  });
});
