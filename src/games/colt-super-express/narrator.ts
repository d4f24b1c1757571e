// Colt Super Express's narrator as every game gives it (GameNarration, src/scenarios/types.ts): its log
// in sentences from locales/<lang>/narration-cse.json, its exclusions' reasons from reasons-cse.json, its
// bandits' names. The words are ./narrate.ts's and ./reasons.ts's; this is how a caller that knows no
// game (the CLI) reaches them, through the game's object (./game.ts).
import type { GameNarration } from '../../scenarios/types.ts';
import type { LogEntry } from './engine/types.ts';
import { narrate, reasonWords, type NarrationStrings } from './narrate.ts';
import { reason, REASONS_NS } from './reasons.ts';

export const narrator: GameNarration<LogEntry> = {
  namespace: 'narration-cse',
  reasonsNamespace: REASONS_NS,
  sentence: (entry, strings, ctx) => narrate(entry, strings as NarrationStrings, ctx),
  reason: (why, params, reasons, strings) => reason(why, params, reasons as Readonly<Record<string, unknown>>, reasonWords(strings as NarrationStrings)),
  name: (id, strings) => (strings as NarrationStrings).bandit?.[id] ?? id,
};
