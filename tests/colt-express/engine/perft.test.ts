import { describe, expect, it } from 'vitest';
import { apply, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../../src/games/colt-express/engine/index.ts';
import { pos } from './helpers.ts';

/** Number of distinct choice sequences of length `depth` (shorter if the game ends). */
function perft(s: GameState, depth: number): number {
  if (depth === 0 || s.pending === null) return 1;
  let n = 0;
  for (const c of legalChoices(s)) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    n += perft(r.value.state, depth - 1);
  }
  return n;
}

// Position A: stealing, pile = Ghost Move (inside car 2: to 1 or 3), Doc Fire, Tuco Punch.
// Counted by hand: depth 1 = 2 (Ghost to car 1 or 3); depth 2 = 2 (Doc's floor change is forced);
// depth 3: Ghost in car 3 is with Tuco → Tuco punches Ghost (no loot, push to 2 or 4) = 2,
// Ghost in car 1 → Tuco alone, punch has no target = 1; total 3.
const A = () =>
  pos({
    carCount: 5,
    marshal: 0,
    bandits: { ghost: { car: 2 }, doc: { car: 2, floor: 'roof' }, tuco: { car: 3, loot: [300] } },
    pile: [
      { bandit: 'ghost', card: 'move' },
      { bandit: 'doc', card: 'floor' },
      { bandit: 'tuco', card: 'punch' },
    ],
    round: { deck: [] },
  });
// Position B: a roof fight with Django and Belle, then the round's event (Braking).
// By hand: Django (roof 1) sees Belle and Cheyenne side by side on roof 2; Belle is protected
// → 1 choice; Cheyenne is pushed to roof 3 and is then alone (punch: 1); Ghost inside the
// caboose can only move to car 3 (1). Depth 3 = 1.
const B = () =>
  pos({
    carCount: 5,
    marshal: 2,
    round: { card: 'braking', deck: ['tunnel'] },
    bandits: {
      django: { car: 1, floor: 'roof' },
      belle: { car: 2, floor: 'roof', loot: ['jewel', 250] },
      cheyenne: { car: 2, floor: 'roof' },
      ghost: { car: 4 },
    },
    pile: [
      { bandit: 'django', card: 'fire' },
      { bandit: 'cheyenne', card: 'punch' },
      { bandit: 'ghost', card: 'move' },
    ],
  });
// Position C: the start of a fixed 3-player game's planning (hands dealt from seed 5).
// By hand from the hands: Ghost holds all 6 kinds → 6 face up + 6 face down + draw = 13;
// Doc (7 cards) 6 kinds + draw = 7; Tuco 4 kinds + draw = 5 → depth 3 = 13 × 7 × 5 = 455.
const C = () =>
  pos({ bandits: { ghost: { car: 3 }, doc: { car: 2 }, tuco: { car: 3 } }, round: { card: 'braking' }, seed: 5 });

describe('perft (pinned counts)', () => {
  it('A by hand: depth 1 = 2, depth 2 = 2 (floor card is forced)', () => {
    expect(perft(A(), 1)).toBe(2);
    expect(perft(A(), 2)).toBe(2);
  });
  it.each([
    ['A', A, 3, 3],
    ['B', B, 1, 1],
    ['B', B, 3, 1],
    ['B', B, 4, 1],
    ['C', C, 1, 13],
    ['C', C, 3, 455],
    // depth 4: Ghost's 12 plays leave 5 kinds + draw = 6 each (72), his draw leaves 6 kinds + draw = 7 → 35 × 79
    ['C', C, 4, 2765],
  ] as const)('%s depth %i', (_n, make, depth, expected) => {
    expect(perft(make(), depth)).toBe(expected);
  });
});
