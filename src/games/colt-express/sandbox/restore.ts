// A sandbox link's position and history, read through the engine: the position parsed and checked
// (an impossible one is refused), the choices replayed. Loaded only when the address holds a position
// (kit.tsx): the position checks are a third of the sandbox's own code, and a visitor who opens the
// sandbox without a link does not need them (its JavaScript budget: tests/e2e/budget.spec.ts).

import { apply } from '../engine/play.ts';
import { parsePosition } from '../engine/notation/index.ts';
import { checkPosition } from '../engine/position/check.ts';
import type { Choice, GameState, LogEntry, PositionProblem } from '../engine/types.ts';
import { restore, type SandboxUrl, type UrlProblem } from '../../../widgets/url-state.ts';
import { looksLikeState } from './url.ts';
import { restoredHist, type Hist } from '../../../widgets/sandbox/history.ts';

export function restoreHistory(read: SandboxUrl<Choice>): { hist: Hist<GameState, Choice, readonly LogEntry[]> | undefined; problems: readonly UrlProblem<PositionProblem>[] } {
  const r = restore(read, { parsePosition, checkPosition, apply, looksLikeState });
  if (r.start === undefined) return { hist: undefined, problems: r.problems };
  // restore() keeps the states; the logs come from one more replay.
  const hist = restoredHist<GameState, Choice, readonly LogEntry[]>({ ...r, start: r.start }, (state, choice) => {
    const a = apply(state, choice);
    return a.ok ? a.value.log : undefined;
  });
  return { hist, problems: r.problems };
}
