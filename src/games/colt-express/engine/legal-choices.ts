// legalChoices: what the pending player may choose now, canonical order, no duplicates.
import type { Choice, GameState } from './types.ts';
import { frozen } from '../../shared/frozen.ts';
import { pendingChoices } from './flow.ts';
import { stateProblem } from './playable.ts';

const EMPTY: readonly Choice[] = frozen([]);

// Two-slot memo (the usual pattern is legalChoices(s) then apply(s, c)); cheaper than a WeakMap.
let memoState0: GameState | null = null;
let memoChoices0: readonly Choice[] = [];
let memoState1: GameState | null = null;
let memoChoices1: readonly Choice[] = [];

/**
 * The legal choices, canonical order. The caller gets its own array of frozen choice objects:
 * the memoised list that apply() searches is never handed out, so editing a returned list or
 * choice cannot change what is legal (Audit A1).
 */
export function legalChoices(s: GameState): readonly Choice[] {
  return choicesOf(s).slice();
}

/** Memoised internal list (never exposed; see legalChoices). */
export function choicesOf(s: GameState): readonly Choice[] {
  if (s === memoState0) return memoChoices0;
  if (s === memoState1) return memoChoices1;
  const c = stateProblem(s) === null ? safeChoices(s) : EMPTY; // issue 8: a non-state or a view gets no choice
  memoState1 = memoState0;
  memoChoices1 = memoChoices0;
  memoState0 = s;
  memoChoices0 = c;
  return c;
}

function safeChoices(s: GameState): readonly Choice[] {
  try {
    // a card or kind no switch knows ends in assertNever, which returns undefined: no list, no choice
    return computeChoices(s) ?? EMPTY;
  } catch {
    return EMPTY; // a malformed state that has the shape of one: nothing is legal, nothing throws
  }
}

function computeChoices(s: GameState): readonly Choice[] {
  const p = s.pending;
  return p === null ? EMPTY : pendingChoices(s, p);
}
