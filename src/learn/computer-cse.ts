// The Colt Super Express computer for the learn page: handed its seat's view only (rules.ts `Ask`).
import { decide } from '../games/colt-super-express/computer/index.ts';
import type { Choice, GameState, LogEntry, Seat } from '../games/colt-super-express/engine/types.ts';
import type { Answer, Ask, Budget, Decide } from './rules.ts';

export const decideCse: Decide<GameState, Choice, LogEntry> = (ask: Ask<GameState, LogEntry>, budget?: Budget): Answer<Choice> => {
  const d = decide(ask.view, ask.seat as Seat, { level: ask.level, ...(budget ? { budget } : {}) }, ask.rng.slice());
  return d === null ? null : { choice: d.choice, explanation: { key: `computer:colt-super-express.${d.explanation.kind}`, params: d.explanation.params } };
};
