// Colt Super Express: the same state with everything `seat` cannot see swapped (as in
// tests/colt-super-express/engine/hidden-info.test.ts, for a state where no step follows): the
// other players' hands and stacks dealt anew from their cards, every coupled wagon's value drawn
// anew from the values not in sight, the seed and the PRNG.
import { LOOT_VALUES } from '../../../src/games/colt-super-express/engine/data/components.ts';
import type { GameState, HandCard, LootValue, PlayerState, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { shuffled } from '../../unit/seeded-shuffle.ts';

const ORDER = ['turn', 'floor', 'move', 'fire', 'reflex', 'horse'];

export function swapHiddenCse(s: GameState, seat: Seat, seed: number): GameState {
  const players = s.players.map((p): PlayerState => {
    if (p.seat === seat) return p;
    const pool = shuffled([...p.stack, ...p.hand], seed + p.seat);
    const n = p.stack.length;
    const hand = pool.slice(n).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)) as HandCard[];
    return { ...p, stack: pool.slice(0, n), hand };
  });
  const coupled = s.train.length - 1;
  const seen = new Set<number>(s.config.cars.slice(coupled) as number[]);
  for (const id of s.config.bandits) for (const v of s.bandits[id]!.loot) seen.add(v);
  const free = LOOT_VALUES.filter((v) => !seen.has(v));
  const drawn = shuffled(free, seed).slice(0, coupled) as LootValue[];
  const cars = s.config.cars.map((v, i) => (i < coupled ? drawn[i]! : v));
  const train = s.train.map((c, i) => (i === 0 ? c : { ...c, card: cars[i - 1]! }));
  return { ...s, config: { ...s.config, cars, seed: seed + 1 }, rng: [seed >>> 0, 3, 5, 9], train, players };
}
