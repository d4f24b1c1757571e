// The Colt Express computer for the learn page: handed its seat's view and log only (rules.ts `Ask`).
import { decide } from '../games/colt-express/computer/index.ts';
import type { Choice, GameState, LogEntry, Seat } from '../games/colt-express/engine/types.ts';
import type { Answer, Ask, Budget, Decide } from './rules.ts';

export const decideCe: Decide<GameState, Choice, LogEntry> = (ask: Ask<GameState, LogEntry>, budget?: Budget): Answer<Choice> => {
  const d = decide(ask.view, ask.seat as Seat, { level: ask.level, ...(budget ? { budget } : {}) }, ask.rng.slice(), ask.seatLog);
  return d === null ? null : { choice: d.choice, explanation: { key: `computer:colt-express.${d.explanation.kind}`, params: d.explanation.params } };
};
