// What both games' computer players share: the shapes of a decision and its explanation, the
// budget, and the flat Monte Carlo search of the level "regular". Pure; imports nothing of a game
// (only the shared seeded PRNG).
import { rngNext, type RngWork } from '../rng.ts';

export const LEVELS = ['beginner', 'regular'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Why the computer chose what it chose: an i18n key of `locales/<lang>/computer.json` (per game)
 * and its parameters (bandit ids, car numbers, loot kinds, numbers). Never English text.
 */
export type Explanation<K extends string = string> = {
  readonly kind: K;
  readonly params: { readonly [name: string]: string | number };
};
/** A choice's score for a computer player, with why (in its game's explanation kinds). */
export type Rated<K extends string = string> = { readonly score: number; readonly why: Explanation<K> };

/**
 * How long the level "regular" may think: at most `playouts` imagined games, and, when a clock is
 * given, no longer than `ms` by that clock (checked between play-outs). Tests pass no clock, so a
 * decision depends only on the view, the level and the random numbers.
 */
export type Budget = {
  readonly playouts: number;
  readonly ms?: number;
  readonly clock?: () => number;
};

/** What the search did: play-outs run, candidates weighed, the chosen candidate's mean result (0..1). */
export type SearchStats = { readonly playouts: number; readonly candidates: number; readonly mean: number };

export type Decision<C, K extends string = string> = {
  readonly choice: C;
  readonly explanation: Explanation<K>;
  /** level "regular" only */
  readonly stats?: SearchStats;
};

/** A fresh seeded PRNG for the computer (four uint32, advanced in place). */
export type ComputerRng = RngWork;

/** A float in [0, 1). */
export function rngFloat(r: RngWork): number {
  return rngNext(r) / 4294967296;
}

/** The index of the largest score; ties go to the first (deterministic). */
export function argMax(scores: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return best;
}

export type SearchSpec<S, C> = {
  readonly candidates: readonly C[];
  /** a full state consistent with what the seat knows, drawn anew for each play-out */
  readonly sample: (r: RngWork) => S;
  /** the state after this candidate, or null if the engine refuses it (never expected) */
  readonly play: (s: S, c: C) => S | null;
  /** play on from `s` and rate the outcome for the searching seat, in [0, 1] */
  readonly rollout: (s: S, r: RngWork) => number;
};

export type SearchResult = { readonly index: number; readonly means: readonly number[]; readonly playouts: number };

/**
 * Flat Monte Carlo over sampled worlds: the candidates take turns (round robin, so that each gets
 * the same number of play-outs, give or take one), each play-out in a newly sampled world; the
 * best mean wins. At least one play-out per candidate, whatever the budget.
 */
export function flatSearch<S, C>(spec: SearchSpec<S, C>, budget: Budget, r: RngWork): SearchResult {
  const k = spec.candidates.length;
  const sums = new Array<number>(k).fill(0);
  const counts = new Array<number>(k).fill(0);
  const t0 = budget.clock ? budget.clock() : 0;
  const limit = Math.max(k, Math.floor(budget.playouts));
  let n = 0;
  for (; n < limit; n++) {
    if (n >= k && budget.clock && budget.ms !== undefined && budget.clock() - t0 >= budget.ms) break;
    const i = n % k;
    const world = spec.sample(r);
    const next = spec.play(world, spec.candidates[i]!);
    const v = next === null ? 0 : spec.rollout(next, r);
    sums[i]! += v;
    counts[i]! += 1;
  }
  const means = sums.map((s, i) => (counts[i]! > 0 ? s / counts[i]! : 0));
  return { index: argMax(means), means, playouts: n };
}
