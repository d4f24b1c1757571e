// logFor(): the public channel of a step's log for one seat, the log's twin of view().
// apply() returns the referee's log; a widget, a bot or a shared link that plays for one seat shows
// logFor(log, seat) and view(state, seat), never more. In Colt Super Express every entry is public:
// a stack is logged by its size only ('stacked', 'set-aside': count), a card is logged when it is
// revealed face up, a wagon card when its wagon is uncoupled and the card taken loot side up
// (004 Rundans slut). So logFor returns the entries as they are; it exists so that both games offer
// the same channel, and tests/colt-super-express/engine/hidden-info.test.ts proves that it leaks
// nothing (swapping any hidden card or value changes neither the views nor this log).
// Never throws: a log that is not an array comes back empty.
import type { GameState, LogEntry, Seat } from './types.ts';

/** The entries of `log` as `seat` may read them (`state`, any state of the game, is not needed here). */
export function logFor(log: readonly LogEntry[], seat: Seat, state?: Pick<GameState, 'config'>): LogEntry[] {
  void seat;
  void state;
  return Array.isArray(log) ? log.slice() : [];
}
