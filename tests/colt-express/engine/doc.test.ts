import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';

describe('Doc', () => {
  // 002 I BANDITI › DOC: draws seven cards instead of six at the start of each round
  it.each([
    ['standard', { characters: ['doc', 'ghost', 'tuco'] as const }, 7, 6],
    // 000 CHIARIMENTI: Doc's team in two bandits per player: 7 + the picked card = 8 (here before the pick)
  ])('%s', (_n, cfg, docHand, other) => {
    const g = createGame({ seed: 3, ...cfg, characters: [...cfg.characters] });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.players[0]!.hand).toHaveLength(docHand);
    expect(g.value.players[1]!.hand).toHaveLength(other);
  });
});
