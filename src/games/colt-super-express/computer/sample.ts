// A full Colt Super Express state drawn at random among those the seat's view allows (it reads
// nothing but view(state, seat)): each other player's stack and hand get the cards of a full hand
// (base cards, plus Reflex and Horse when in play) it has not revealed this round, in a random
// order; the coupled wagons get the loot values not in sight (taken cards, cards held); the PRNG
// is drawn too.
import type { GameState, HandCard, LootValue, Seat, WagonCard } from '../engine/types.ts';
import { LOOT_VALUES } from '../engine/data/components.ts';
import { fullHand, sortHand } from '../engine/hand.ts';
import { rngNext, shuffleInPlace, type RngWork } from '../../shared/rng.ts';
import { without } from '../../shared/computer/multiset.ts';

/** A full state the view of `seat` allows, drawn with `r`. */
export function sampleState(v: GameState, seat: Seat, r: RngWork): GameState {
  const full = fullHand(v.config.options);
  const players = v.players.map((p) => {
    if (p.seat === seat || (!p.hand.includes('hidden') && !p.stack.includes('hidden'))) return p;
    const pool: HandCard[] = without(full, p.revealed);
    shuffleInPlace(pool, r);
    const take = (): HandCard => pool.pop() ?? 'turn';
    const stack = p.stack.map((c) => (c === 'hidden' ? take() : c));
    const hand = sortHand(p.hand.map((c) => (c === 'hidden' ? take() : c)));
    return { ...p, hand, stack };
  });
  const seen: number[] = v.config.cars.filter((c): c is LootValue => c !== 'hidden');
  for (const id of v.config.bandits) seen.push(...(v.bandits[id]?.loot ?? []));
  const pool = without<number>(LOOT_VALUES, seen) as LootValue[];
  shuffleInPlace(pool, r);
  const cars = v.config.cars.map((c): WagonCard => (c === 'hidden' ? (pool.pop() ?? LOOT_VALUES[0]) : c));
  // train[i] (i ≥ 1) is the wagon of config.cars[i - 1]
  const train = v.train.map((c, i) => (c.card === 'hidden' ? { ...c, card: cars[i - 1]! } : c));
  return {
    ...v,
    config: { ...v.config, cars },
    rng: [rngNext(r), rngNext(r), rngNext(r), rngNext(r) | 1],
    players,
    train,
  };
}
