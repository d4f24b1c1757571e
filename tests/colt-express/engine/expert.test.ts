import { describe, expect, it } from 'vitest';
import { createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, Options } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos } from './helpers.ts';

const game = (opts: Partial<Options> = {}): GameState => {
  const g = createGame({ seed: 9, characters: ['ghost', 'belle', 'tuco'], firstPlayer: 0, roundCards: ['bridge', 'braking'], options: { expert: true, ...opts } });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};
const toKeep = (s0: GameState): GameState => {
  let s = s0;
  while (s.pending?.kind === 'plan') s = play(s, legalChoices(s).find((c) => c.kind === 'play') ?? legalChoices(s)[0]!).state;
  return s;
};

describe('Expert variant', () => {
  // 002 VARIANTE PER ESPERTI: keep chosen cards at the end of planning, the rest to the discard pile
  it('keep phase: non-decreasing order, then discard the rest', () => {
    const s = toKeep(game());
    expect(s.pending).toMatchObject({ kind: 'keep', seat: 0 });
    const hand = s.players[0]!.hand;
    const first = legalChoices(s)[0]!;
    const s1 = play(s, first, { kind: 'keep-done' }).state;
    expect(s1.players[0]!.hand).toHaveLength(1);
    expect(s1.players[0]!.discard.length).toBe(hand.length - 1);
  });
  // 002 VARIANTE: resolved cards go face up to the owner's discard
  it('resolved cards go to the discard pile', () => {
    let s = toKeep(game());
    while (s.pending?.kind === 'keep') s = play(s, { kind: 'keep-done' }).state;
    expect(s.phase).toBe('stealing');
    const owner = s.bandits[s.pile[0]!.bandit]!.seat;
    const before = s.players[owner]!.discard.length;
    s = play(s, legalChoices(s)[0]!).state;
    expect(s.players[owner]!.discard.length).toBe(before + 1);
  });
  // 002 VARIANTE: round start: draw up to six
  it('refill up to six at the next round', () => {
    let s = toKeep(game());
    while (s.round.index === 0) s = play(s, legalChoices(s)[0]!).state;
    expect(s.players[1]!.hand).toHaveLength(6);
  });
  // 003 VARIANTA PENTRU EXPERTI: drawn bullet cards are discarded at the start of planning
  it('Romanian option: drawn bullets discarded', () => {
    let s = toKeep(game({ expertDiscardDrawnBullets: true }));
    while (s.round.index === 0) s = play(s, legalChoices(s)[0]!).state;
    for (const p of s.players) expect(p.hand.some((c) => c.startsWith('bullet.'))).toBe(false);
  });
  // 002 (actions only) vs 000 (any card) for keeping bullets
  it.each([
    ['actions-only', false],
    ['any', true],
  ] as const)('expertKeep %s: bullet keep offered = %s', (expertKeep, offered) => {
    const s = toKeep(game({ expertKeep }));
    // no bullets in hand in round 1: the option only changes what is offered when bullets are held
    expect(legalChoices(s).some((c) => c.kind === 'keep' && c.card === 'bullet')).toBe(false);
    void offered;
  });
});

// ENGINE-REQUESTS R3: the resolved card going to the discard pile is logged
describe('Expert discard pile log', () => {
  it('variants.expert.discard-pile names the seat and the card', () => {
    let s = toKeep(game());
    while (s.pending?.kind === 'keep') s = play(s, { kind: 'keep-done' }).state;
    const top = s.pile[0]!;
    const { log } = play(s, legalChoices(s)[0]!);
    expect(log).toContainEqual({
      rule: 'variants.expert.discard-pile',
      kind: 'card-discarded',
      data: { seat: s.bandits[top.bandit]!.seat, card: `${top.bandit}.${top.card}` },
    });
  });
});

// mutation survivors: the log entries of the reshuffle and of the drawn bullets put aside
describe('Expert variant: reshuffle and drawn-bullet log', () => {
  // 002 VARIANTE PER ESPERTI: the draw deck is empty, the discard pile shuffled is the new deck
  it('drawing from an empty deck logs the reshuffle of that seat', () => {
    const s = pos({ options: { expert: true }, carCount: 4, bandits: { ghost: { car: 1, hand: ['move'], deck: [], discard: ['fire', 'punch', 'rob'] }, doc: { car: 2 }, tuco: { car: 3 } } });
    const { log } = play(s, { kind: 'draw' });
    expect(log).toContainEqual({ rule: 'variants.expert.reshuffle', kind: 'reshuffled', data: { seat: 0 } });
  });
  // 003 VARIANTA PENTRU EXPERTI: bullets drawn at the round start go to the discard pile; the
  // expert deck is not shuffled, so Ghost draws the two bullets on top of his deck
  const bullets = pos({
    options: { expert: true, expertDiscardDrawnBullets: true },
    carCount: 4,
    round: { card: 'bridge', deck: ['braking'] },
    bandits: {
      ghost: { car: 1, hand: [], deck: ['bullet.tuco', 'move', 'bullet.doc', 'fire', 'punch', 'rob', 'floor', 'marshal'] },
      doc: { car: 2 },
      tuco: { car: 3 },
    },
    pile: [{ bandit: 'ghost', card: 'move' }],
  });
  it('one entry, for the seat that drew bullets, with how many', () => {
    const { state, log } = play(bullets, { kind: 'move', to: 2 });
    expect(state.round.index).toBe(1);
    // seats 1 and 2 drew no bullet: no entry for them
    expect(log.filter((e) => e.rule === 'variants.expert.discard-drawn-bullets')).toEqual([
      { rule: 'variants.expert.discard-drawn-bullets', kind: 'discarded', data: { seat: 0, amount: 2 } },
    ]);
    expect(state.players[0]!.hand.some((c) => c.startsWith('bullet.'))).toBe(false);
  });
});
