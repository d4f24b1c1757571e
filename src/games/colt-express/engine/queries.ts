// Small read-only questions about a state, shared by several rules.
import type { CharacterId, Floor, GameState, Loot, RoundCardInfo, Seat } from './types.ts';
import type { Ctx, StageOutcome } from './ctx.ts';
import { ROUND_CARD_BY_ID } from './data/round-cards.ts';

const FALLBACK_CARD: RoundCardInfo = ROUND_CARD_BY_ID['bridge']!;
export function roundCardInfo(id: string): RoundCardInfo {
  return ROUND_CARD_BY_ID[id] ?? FALLBACK_CARD;
}
export function lastCar(s: GameState): number {
  return s.cars.length - 1;
}
/** Bandits in turn order from the first player (seat order, then team order). */
export function banditsFromFirst(s: GameState): CharacterId[] {
  const n = s.config.players;
  const out: CharacterId[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.round.firstPlayer + k) % n;
    const bs = s.config.seats[seat]!;
    for (let i = 0; i < bs.length; i++) out.push(bs[i]!);
  }
  return out;
}
/** Bandits at one car and floor, canonical bandit order. */
export function banditsAt(s: GameState, car: number, floor: Floor): CharacterId[] {
  const out: CharacterId[] = [];
  for (const id of s.config.bandits) {
    const b = s.bandits[id]!;
    if (b.car === car && b.floor === floor) out.push(id);
  }
  return out;
}
export function lootAt(s: GameState, car: number, floor: Floor): readonly Loot[] {
  const c = s.cars[car]!;
  return floor === 'inside' ? c.inside : c.roof;
}
/** Position of `seat` in turn order from the first player (0 = first player). */
export function turnIndex(s: GameState, seat: number): number {
  const n = s.config.players;
  return (seat - s.round.firstPlayer + n) % n;
}
/**
 * Ask the seats from the k-th in turn order on: `ask(seat)` either asks that seat (true: the
 * flow waits for its answer) or settles it at once (false: the next seat is tried).
 */
export function askSeatsFrom(ctx: Ctx, k: number, ask: (seat: Seat) => boolean): StageOutcome {
  const n = ctx.s.config.players;
  for (; k < n; k++) if (ask(((ctx.s.round.firstPlayer + k) % n) as Seat)) return 'wait';
  return 'next';
}
