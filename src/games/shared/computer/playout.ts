// What both games' computer players do the same way around the search (search.ts): the options,
// the beginner's pick (best rating, ties broken at random) and the imagined play-out in which every
// seat follows the rules of thumb with some noise. A game hands in its moves as a `Playable`. Pure;
// imports nothing of a game (only the shared seeded PRNG).
import { rngInt, type RngWork } from '../rng.ts';
import { argMax, rngFloat, type Budget, type Level } from './search.ts';

export type ComputerOptionsBase = {
  readonly level: Level;
  /** regular: how long to think (default: 200 play-outs, no clock) */
  readonly budget?: Budget;
};

export const DEFAULT_BUDGET: Budget = { playouts: 200 };
/** Chance that a seat in an imagined game plays at random rather than by the rules of thumb. */
export const PLAYOUT_NOISE = 0.25;

/** A game's moves as the computer sees them (S: a full state, C: a choice, P: a seat). */
export type Playable<S, C, P> = {
  readonly legalChoices: (s: S) => readonly C[];
  /** the state after `c`, or null if the engine refuses it */
  readonly apply: (s: S, c: C) => S | null;
  /** the seat asked to choose, null when the game is over */
  readonly seatToChoose: (s: S) => P | null;
  /** the beginner's rating of `c` for `seat` in `s` (higher is better) */
  readonly rate: (s: S, seat: P, c: C) => number;
};

/** An engine's step: the next state, or a refusal. */
type Stepped<S> = { readonly ok: true; readonly value: { readonly state: S } } | { readonly ok: false };

/**
 * A `Playable` from an engine's own functions (its `apply` refuses with ok: false) and the
 * beginner's rating (its score), for a state whose `pending` names the seat to choose.
 */
export function playableOf<S extends { readonly pending: { readonly seat: P } | null }, C, P>(e: {
  readonly legalChoices: (s: S) => readonly C[];
  readonly apply: (s: S, c: C) => Stepped<S>;
  readonly rate: (s: S, seat: P, c: C) => { readonly score: number };
}): Playable<S, C, P> {
  return {
    legalChoices: e.legalChoices,
    apply: (s, c) => {
      const step = e.apply(s, c);
      return step.ok ? step.value.state : null;
    },
    seatToChoose: (s) => (s.pending === null ? null : s.pending.seat),
    rate: (s, seat, c) => e.rate(s, seat, c).score,
  };
}

/** The beginner's pick among `legal` in world `s`: best rating, ties broken at random. */
export function beginnerIndex<S, C, P>(g: Playable<S, C, P>, s: S, seat: P, legal: readonly C[], r: RngWork): number {
  return argMax(legal.map((c) => g.rate(s, seat, c) + 0.5 * rngFloat(r)));
}

/**
 * Play on from `start` for at most `maxSteps` choices, while the game is not over and `goOn` holds,
 * every seat by the rules of thumb with some noise; the state reached.
 */
export function playOn<S, C, P>(g: Playable<S, C, P>, start: S, r: RngWork, maxSteps: number, goOn: (s: S) => boolean = () => true): S {
  let s = start;
  for (let guard = 0; guard < maxSteps; guard++) {
    const who = g.seatToChoose(s);
    if (who === null || !goOn(s)) break;
    const legal = g.legalChoices(s);
    if (legal.length === 0) break;
    const i = legal.length === 1 ? 0 : rngFloat(r) < PLAYOUT_NOISE ? rngInt(r, legal.length) : beginnerIndex(g, s, who, legal, r);
    const next = g.apply(s, legal[i]!);
    if (next === null) break;
    s = next;
  }
  return s;
}
