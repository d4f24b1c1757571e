// Colt Express's narrator as every game gives it (GameNarration, src/scenarios/types.ts): its log in
// sentences from locales/<lang>/narration.json, its exclusions' reasons from reasons.json, its bandits'
// names. The words are ./narrate.ts's and ./reasons.ts's; this is how a caller that knows no game (the
// CLI) reaches them, through the game's object (./game.ts).
import type { GameNarration } from '../../scenarios/types.ts';
import type { LogEntry } from './engine/types.ts';
import { isNarrationStrings, narrate, reasonWords, type NarrationStrings } from './narrate.ts';
import { reason, REASONS_NS } from './reasons.ts';

/** Strings that are not narration.json's (a missing file reads as {}): no sentence, the caller's fallback. */
const wordsOf = (strings: unknown): NarrationStrings | undefined => (isNarrationStrings(strings) ? strings : undefined);

export const narrator: GameNarration<LogEntry> = {
  namespace: 'narration',
  reasonsNamespace: REASONS_NS,
  sentence(entry, strings, ctx) {
    const s = wordsOf(strings);
    if (s === undefined) return entry.rule;
    const seats = ctx.seats ?? [];
    // A seat is named by its bandits ("Belle/Doc" in the two-bandits variant).
    const seatNames = seats.map((seat) => seat.map((b) => s.bandit[b] ?? b).join('/'));
    return narrate(entry, s, { carCount: ctx.carCount, seatNames, seats });
  },
  reason(why, params, reasons, strings) {
    const s = wordsOf(strings);
    return s === undefined || typeof reasons !== 'object' || reasons === null ? undefined : reason(why, params, reasons as Readonly<Record<string, unknown>>, reasonWords(s));
  },
  name: (id, strings) => wordsOf(strings)?.bandit[id] ?? id,
};
