// logFor(): the public channel of a step's log for one seat, the log's twin of view().
// apply() returns the referee's log (everything that happened, values included); a widget, a bot
// or a shared link that plays for one seat shows logFor(log, seat, state) and view(state, seat),
// never more. What it hides is what view() hides:
// - a purse's value (purses lie face down: 002/000 "Borse"), except to the seat whose bandit takes,
//   drops or loses it (he has held it);
// - the card picked into the hand in the two-bandit modes (a hand is secret), except to its seat;
// - the card an expert keeps for the next round, except to its seat.
// Everything else in the log is said aloud at the table (cards played face up, shots, moves, events).
// Never throws: a log that is not an array comes back empty.
import type { CharacterId, GameState, LogEntry, Loot, Seat } from './types.ts';
import { HIDDEN_PURSE } from './cards.ts';

const hidePurse = (l: Loot): Loot => (l.kind === 'purse' ? HIDDEN_PURSE : l);

/** One entry as `seat` may read it (`mine` says whether a bandit is one of the seat's). */
function entryFor(e: LogEntry, seat: Seat, mine: (b: CharacterId | null) => boolean): LogEntry {
  switch (e.kind) {
    case 'picked':
      return e.data.seat === seat ? e : { ...e, data: { ...e.data, card: null } };
    case 'kept':
      return e.data.seat === seat ? e : { ...e, data: { ...e.data, card: 'hidden' } };
    case 'loot-taken':
      return mine(e.data.bandit) || mine(e.data.target) ? e : { ...e, data: { ...e.data, loot: hidePurse(e.data.loot) } };
    case 'loot-dropped':
      return mine(e.data.target) ? e : { ...e, data: { ...e.data, loot: hidePurse(e.data.loot) } };
    case 'purse-lost':
      return mine(e.data.bandit) ? e : { ...e, data: { ...e.data, loot: hidePurse(e.data.loot) } };
    default:
      return e;
  }
}

/**
 * The entries of `log` as `seat` may read them. `state` is any state of the same game (only who
 * sits where is read: config.seats), for instance the state before or after the step.
 */
export function logFor(log: readonly LogEntry[], seat: Seat, state: Pick<GameState, 'config'>): LogEntry[] {
  try {
    if (!Array.isArray(log)) return [];
    const own = new Set<CharacterId>(state.config.seats[seat] ?? []);
    const mine = (b: CharacterId | null): boolean => b !== null && own.has(b);
    return log.map((e) => entryFor(e, seat, mine));
  } catch {
    return [];
  }
}
