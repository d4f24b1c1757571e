// legalChoices (legal-choices.ts): what the pending player may choose; anything that is not a whole
// Colt Super Express state gets no choice, and the list returned is the caller's own.
import { describe, expect, it } from 'vitest';
import { apply, legalChoices } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Choice, GameState } from '../../../src/games/colt-super-express/engine/index.ts';
import { game } from './helpers.ts';

describe('no choice for what is not a game (legal-choices.ts)', () => {
  // rows: name, a value that is not a whole state
  const rows: [string, unknown][] = [
    // mutation survivor: a reveal pending in a value without config, players or train is not offered
    ['a pending reveal without a game around it', { pending: { kind: 'reveal', seat: 0, bandit: 'tuco' } }],
    // mutation survivor: a state-shaped value whose seat has no cards gets an empty list, not undefined
    ['a state shape whose player has no hand', { config: {}, players: [{}], train: [{}], pending: { kind: 'plan', seat: 0, bandit: 'tuco' } }],
    ['a state shape without the pending seat', { config: {}, players: [], train: [], pending: { kind: 'plan', seat: 0, bandit: 'tuco' } }],
  ];
  it.each(rows)('%s', (_name, value) => {
    expect(legalChoices(value as GameState)).toEqual([]);
  });
});

describe('the list is the caller\'s own (legal-choices.ts)', () => {
  // mutation survivor: emptying the list returned changes neither the next answer nor the game
  // (004 Fas 1: the base game's 4 cards to choose from; a reveal is the only choice when revealing)
  it.each([
    ['planning', 4],
    ['revealing', 1],
  ] as const)('%s: %i choices, again after the caller empties the list', (phase, n) => {
    let s = game({ seed: 5, players: 2 });
    while (s.phase !== phase) {
      const next = apply(s, legalChoices(s)[0]!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
    }
    const first = legalChoices(s) as Choice[];
    expect(first).toHaveLength(n);
    first.length = 0;
    expect(legalChoices(s)).toHaveLength(n);
  });
});
