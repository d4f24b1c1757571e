// legalChoices (legal-choices.ts) on a value that has the shape of a game state but that the
// rules cannot read (issue 8: never throws): nothing is legal, and apply() refuses any choice as
// illegal instead of failing inside (mutation survivor: the catch of safeChoices).
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalChoices, stateProblem } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../../src/games/colt-express/engine/index.ts';

const game = (): GameState => {
  const g = createGame({ seed: 1, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

describe('legalChoices of a malformed state that has the shape of one', () => {
  // rows: name, the state changed from a new game
  const rows: [string, (s: GameState) => unknown][] = [
    // mutation survivor: a pending question of a kind the flow does not know
    ['a pending question of no known kind', (s) => ({ ...s, pending: { kind: 'dance', seat: 0 } })],
    // an action to resolve that is no action card: the switch over the cards ends in assertNever,
    // which returns no list (legalChoices threw a TypeError on it before the fix in safeChoices)
    ['an action to resolve that is no action', (s) => ({ ...s, phase: 'stealing', pending: { kind: 'resolve', seat: 0, bandit: 'doc', card: 'dance' } })],
  ];
  it.each(rows)('%s: no choice, and a choice is refused as illegal', (_name, change) => {
    const s = change(game()) as GameState;
    expect(stateProblem(s)).toBeNull(); // the shape passes: only the rules cannot read it
    expect(legalChoices(s)).toEqual([]);
    const r = apply(s, { kind: 'draw' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal-choice');
  });
});
