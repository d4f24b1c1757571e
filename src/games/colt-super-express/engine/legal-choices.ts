// legalChoices: what the pending player may choose now, canonical order, no duplicates.
import type { Choice, GameState } from './types.ts';
import { frozen } from '../../shared/frozen.ts';
import { pendingChoices } from './flow.ts';
import { shapeProblem } from './playable.ts';

const EMPTY: readonly Choice[] = frozen([]);

/** The legal choices: a fresh array of frozen choice objects (editing it changes nothing). Never throws. */
export function legalChoices(s: GameState): readonly Choice[] {
  try {
    return choicesOf(s).slice();
  } catch {
    return [];
  }
}

/** The choices as shared frozen objects (apply() finds the caller's choice among them by identity first). */
export function choicesOf(s: GameState): readonly Choice[] {
  if (shapeProblem(s) !== null) return EMPTY; // a non-state (or another game's state) gets no choice
  const p = s.pending;
  return p === null ? EMPTY : pendingChoices(s, p);
}
