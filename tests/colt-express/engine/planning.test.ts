import { describe, expect, it } from 'vitest';
import { createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, RoundCardId } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const game = (card: RoundCardId, first = 0): GameState => {
  const g = createGame({ seed: 11, characters: ['tuco', 'belle', 'django', 'cheyenne'], firstPlayer: first, roundCards: [card, 'braking'] });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};
const firstPlay = (s: GameState) => legalChoices(s).find((c) => c.kind === 'play')!;

describe('Planning turns', () => {
  // 002 FASE 1: clockwise from the first player
  it('standard turn: clockwise from the first player, face up', () => {
    let s = game('braking', 1);
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      seats.push(s.pending!.seat);
      s = play(s, firstPlay(s)).state;
    }
    expect(seats).toEqual([1, 2, 3, 0]);
    expect(s.pile.every((c) => !c.faceDown)).toBe(true);
  });
  // 002 LE CARTE ROUND › Inversione: counter-clockwise from the first player (Angry Marshal 4th turn: S S T W)
  it('switching turn goes counter-clockwise', () => {
    let s = game('angry-marshal', 1);
    for (let i = 0; i < 12; i++) s = play(s, firstPlay(s)).state;
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      seats.push(s.pending!.seat);
      s = play(s, firstPlay(s)).state;
    }
    expect(seats).toEqual([1, 0, 3, 2]);
  });
  // 002 Tunnel: face down (Swivel Arm: S T S S)
  it('tunnel turn: cards face down', () => {
    let s = game('swivel-arm');
    for (let i = 0; i < 4; i++) s = play(s, { kind: 'draw' }).state;
    for (let i = 0; i < 4; i++) s = play(s, firstPlay(s)).state;
    expect(s.pile.map((c) => c.faceDown)).toEqual([true, true, true, true]);
  });
  // 002 Accelerazione: each player plays twice in a row (Take It All!: S T D S)
  it('speeding-up: two in a row', () => {
    let s = game('take-it-all');
    for (let i = 0; i < 8; i++) s = play(s, firstPlay(s)).state;
    const seats: number[] = [];
    for (let i = 0; i < 8; i++) {
      seats.push(s.pending!.seat);
      s = play(s, i % 2 ? { kind: 'draw' } : firstPlay(s)).state;
    }
    expect(seats).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
  // 002 FASE 1: draw 3; 002 FASE 2: unplayed cards back on the deck
  it('draw three cards, fewer when the deck is short, none when empty', () => {
    let s = game('passengers-rebellion');
    const p0 = s.players[0]!;
    s = play(s, { kind: 'draw' }).state;
    expect(s.players[0]!.hand.length).toBe(p0.hand.length + 3);
    expect(s.players[0]!.deck.length).toBe(1);
  });
  it('bullet cards cannot be played and a deck-less player without cards passes', () => {
    const s = game('braking');
    expect(legalChoices(s).every((c) => c.kind !== 'pass')).toBe(true);
  });
  // 002 FASE 2: the pile is resolved in the order played
  it('stealing resolves the pile in the order played', () => {
    let s = game('bridge');
    const played: string[] = [];
    while (s.phase === 'planning') {
      const c = firstPlay(s) ?? { kind: 'draw' };
      if (c.kind === 'play') played.push(s.config.seats[s.pending!.seat]![0]!);
      s = play(s, c).state;
    }
    expect(s.phase).toBe('stealing');
    expect(s.pile.map((c) => c.bandit)).toEqual(played);
    expect(s.pending).toMatchObject({ kind: 'resolve', bandit: played[0] });
  });
  // 002 CONCLUSIONE DEL ROUND: the next player on the left becomes first player
  it('first player rotates', () => {
    let s = game('bridge', 2);
    while (s.round.index === 0) s = play(s, legalChoices(s)[0]!).state;
    expect(s.round.firstPlayer).toBe(3);
    expect(s.round.card).toBe('braking');
  });
});

// ENGINE-REQUESTS R2: a play is logged with the rule of its turn (standard: planning.play-card)
describe('Planning log names the turn rule', () => {
  const playsOfRound = (s0: GameState): { turn: number; rule: string }[] => {
    let s = s0;
    const out: { turn: number; rule: string }[] = [];
    while (s.pending?.kind === 'plan') {
      const turn = s.round.turn;
      const step = play(s, firstPlay(s) ?? legalChoices(s)[0]!);
      for (const e of step.log) if (e.kind === 'played') out.push({ turn, rule: e.rule });
      s = step.state;
    }
    return out;
  };
  it('speeding-up: both plays of the turn are logged turns.speeding-up', () => {
    // bridge, 2-4 players: standard, speeding-up, standard
    const plays = playsOfRound(game('bridge'));
    expect(plays.filter((p) => p.turn === 1).map((p) => p.rule)).toEqual(Array(8).fill('turns.speeding-up'));
    expect(new Set(plays.filter((p) => p.turn !== 1).map((p) => p.rule))).toEqual(new Set(['planning.play-card']));
  });
  it('switching and tunnel turns are logged with their rule', () => {
    // angry-marshal, 2-4 players: standard, standard, tunnel, switching
    const plays = playsOfRound(game('angry-marshal'));
    expect(new Set(plays.filter((p) => p.turn === 2).map((p) => p.rule))).toEqual(new Set(['turns.tunnel']));
    expect(new Set(plays.filter((p) => p.turn === 3).map((p) => p.rule))).toEqual(new Set(['turns.switching']));
  });
});
