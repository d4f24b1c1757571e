// Colt Express: the same state with everything `seat` cannot see swapped (the swaps of
// tests/colt-express/engine/hidden-info.test.ts, for a state where no step follows: every purse
// value the seat has not held, on the floors too, every other hand and deck, and in planning a
// face-down pile card of another player traded with a card of its hand), and the log's hidden parts.
import { logFor } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, LogEntry, Loot, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { purse as pursed } from '../../../src/games/colt-express/engine/cards.ts';
import { redealPlayers, swapPurses } from '../engine/hidden-info-helpers.ts';
import { shuffled } from '../../unit/seeded-shuffle.ts';

/** The state with every hidden card and value swapped, plus the PRNG and the round cards to come. */
export function swapHiddenCe(s: GameState, seat: Seat, seed: number): GameState {
  return {
    ...s,
    ...swapPurses(s, seat, seed, { floors: true, box: true }),
    // its own deck order is hidden from it too
    ...redealPlayers(s, seed, 0, (p) => (p.seat === seat ? { ...p, deck: shuffled(p.deck, seed) } : null)),
    rng: [seed >>> 0, 7, 11, 13],
    config: { ...s.config, seed: seed + 1 },
    round: { ...s.round, deck: shuffled(s.round.deck, seed) },
  };
}

/**
 * The referee's log with what `seat` may not read changed (the entries logFor hides part of: the
 * card another seat picked or kept, the value of a purse the seat's bandits never held).
 */
export function scrambleLog(log: readonly LogEntry[], seat: Seat, s: GameState): LogEntry[] {
  return log.map((e): LogEntry => {
    if (logFor([e], seat, s)[0] === e) return e; // logFor hands back what it does not hide
    const other = (l: Loot): Loot => (l.kind === 'purse' ? pursed(l.value === 250 ? 500 : 250) : l);
    switch (e.kind) {
      case 'picked':
        return { ...e, data: { ...e.data, card: e.data.card === 'fire' ? 'move' : 'fire' } };
      case 'kept':
        return { ...e, data: { ...e.data, card: e.data.card === 'bullet.neutral' ? 'ghost.move' : 'bullet.neutral' } };
      case 'loot-taken':
        return { ...e, data: { ...e.data, loot: other(e.data.loot) } };
      case 'loot-dropped':
        return { ...e, data: { ...e.data, loot: other(e.data.loot) } };
      case 'purse-lost':
        return { ...e, data: { ...e.data, loot: other(e.data.loot) } };
      default:
        return e;
    }
  });
}
