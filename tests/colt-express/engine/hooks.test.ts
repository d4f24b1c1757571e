import { describe, expect, it } from 'vitest';
import { createGame, explain, mayTakePunchDrop } from '../../../src/games/colt-express/engine/index.ts';
import type { CharacterId, GameState } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const game = (characters: CharacterId[]): GameState => {
  const g = createGame({ seed: 7, characters, firstPlayer: 0, roundCards: ['braking', 'tunnel', 'bridge', 'swivel-arm', 'pickpocketing'] });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

describe('hooks: why a card may not be played face down in a face-up turn', () => {
  // each row: the game, how many draws before the question, the seat asked, the rule and reason named
  const rows: [string, CharacterId[], number, number, string, string, Record<string, unknown>][] = [
    // 002 LE CARTE ROUND: a face-up turn; mutation survivor: a player without Ghost gets the common reason
    ['first turn, a player without Ghost', ['doc', 'ghost', 'tuco'], 0, 0, 'turns.standard', 'face-up-turn', {}],
    // 002 GHOST: the other players never get the option; the reason is the turn, not Ghost's ability
    ['Ghost in the game, another player asked', ['ghost', 'doc', 'tuco'], 1, 1, 'turns.standard', 'face-up-turn', {}],
    // 002 GHOST: after his first turn, Ghost's own rule names why
    ['Ghost after his first turn', ['ghost', 'doc', 'tuco'], 3, 0, 'characters.ghost', 'first-turn-only', { bandit: 'ghost' }],
  ];
  it.each(rows)('%s', (_n, characters, draws, seat, rule, why, params) => {
    const s = play(game(characters), ...Array.from({ length: draws }, () => ({ kind: 'draw' }))).state;
    expect(s.pending).toMatchObject({ kind: 'plan', seat });
    const ex = explain(s).excluded.find((e) => e.choice.kind === 'play' && 'faceDown' in e.choice);
    expect(ex).toMatchObject({ rule, why });
    expect(ex?.params).toEqual(params);
  });
});

describe('hooks: mayTakePunchDrop (scenario vocabulary)', () => {
  const rows: [string, unknown, 'purse' | 'jewel' | 'strongbox' | null, boolean][] = [
    // 002 CHEYENNE: she takes a purse her Punch makes drop
    ['Cheyenne, a purse', 'cheyenne', 'purse', true],
    // 002 CHEYENNE: a purse only
    ['Cheyenne, a jewel', 'cheyenne', 'jewel', false],
    // 002 PUGNO: anyone else leaves the loot on the floor
    ['Doc, a purse', 'doc', 'purse', false],
    // mutation survivor: an unknown id or a non-string is no Cheyenne, and never an exception
    ['unknown id', 'wyatt', 'purse', false],
    ['inherited key', 'toString', 'purse', false],
    ['not a string', 42, 'purse', false],
  ];
  it.each(rows)('%s', (_n, puncher, kind, want) => {
    expect(mayTakePunchDrop(puncher as CharacterId, kind)).toBe(want);
  });
});
