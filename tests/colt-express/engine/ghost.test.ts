import { describe, expect, it } from 'vitest';
import { createGame, explain, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, RoundCardId } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const game = (cards: RoundCardId[] = ['braking', 'tunnel', 'bridge', 'swivel-arm', 'pickpocketing']): GameState => {
  const g = createGame({ seed: 7, characters: ['ghost', 'doc', 'tuco'], firstPlayer: 0, roundCards: cards });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

describe('Ghost', () => {
  // 002 I BANDITI › GHOST: first turn of each round, may play face down
  it('first turn: every card may be played face up or face down', () => {
    const s = game();
    const plays = legalChoices(s).filter((c) => c.kind === 'play');
    expect(plays.filter((c) => c.kind === 'play' && c.faceDown).length).toBe(plays.length / 2);
  });
  it('face-down card goes face down on the pile', () => {
    const s = game();
    const c = legalChoices(s).find((x) => x.kind === 'play' && x.faceDown)!;
    const { state, log } = play(s, c);
    expect(state.pile[0]!.faceDown).toBe(true);
    expect(log[0]!.rule).toBe('characters.ghost');
  });
  // 002 GHOST: drawing on the first turn loses the ability for the round
  it('after drawing on the first turn: no face-down card later in the round', () => {
    const s = game();
    const after = play(s, { kind: 'draw' }, legalChoices(s).length ? { kind: 'draw' } : { kind: 'draw' }, { kind: 'draw' }).state;
    expect(after.pending).toMatchObject({ kind: 'plan', seat: 0 });
    expect(legalChoices(after).some((c) => c.kind === 'play' && c.faceDown)).toBe(false);
    // mutation survivor: explain names Ghost's rule and Ghost himself as the reason
    const ex = explain(after).excluded.find((e) => e.choice.kind === 'play' && 'faceDown' in e.choice);
    expect(ex).toMatchObject({ rule: 'characters.ghost', why: 'first-turn-only' });
    expect(ex?.params).toEqual({ bandit: 'ghost' });
    expect(ex?.reason).toContain('ghost');
  });
  // 002 GHOST: only the first turn; the other players never get the option
  it('other players have no face-down option', () => {
    const s = game();
    const after = play(s, { kind: 'draw' }).state;
    expect(legalChoices(after).some((c) => c.kind === 'play' && c.faceDown)).toBe(false);
  });
  // 002 LE CARTE ROUND › Tunnel: in a tunnel everything is face down (no separate option)
  it('tunnel first turn: plays are face down without a faceDown flag', () => {
    const s = game(['tunnel', 'braking', 'bridge', 'swivel-arm', 'pickpocketing']);
    expect(legalChoices(s).some((c) => c.kind === 'play' && c.faceDown)).toBe(true);
  });
});
