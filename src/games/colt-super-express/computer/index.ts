// The Colt Super Express computer player (issue 23, "The computer"). Pure TypeScript, no DOM; it
// sees only its seat's public channel: `decide` takes a view (view(state, seat)), `decideFor`
// takes the referee's state and makes the view itself.
//
// - "beginner": rates each card it may stack with a few rules of thumb (heuristics.ts) and takes
//   the best (a little randomness breaks ties). Revealing is a single choice.
// - "regular": flat Monte Carlo over sampled worlds (sample.ts): each candidate card is stacked
//   in turn in a fresh world, the game is played to its end with every seat following the rules
//   of thumb (with some random choices), and the result is rated for the seat (a win, a shared
//   win, still on the train, loot cards); the best mean wins. Budget: play-outs, and a clock if given.
//
// Randomness: only the PRNG passed in. The same view, level, budget and PRNG state give the same decision.
import type { Choice, GameState, Seat } from '../engine/types.ts';
import { apply, legalChoices } from '../engine/play.ts';
import { view } from '../engine/view.ts';
import { score } from '../engine/score.ts';
import { flatSearch, type Decision } from '../../shared/computer/search.ts';
import { DEFAULT_BUDGET, beginnerIndex, playOn, playableOf, type ComputerOptionsBase, type Playable } from '../../shared/computer/playout.ts';
import type { RngWork } from '../../shared/rng.ts';
import { sampleState } from './sample.ts';
import { rate, CSE_EXPLANATION_KINDS, type CseExplanationKind } from './heuristics.ts';

export { CSE_EXPLANATION_KINDS, type CseExplanationKind, sampleState, DEFAULT_BUDGET };
export type CseDecision = Decision<Choice, CseExplanationKind>;

export type ComputerOptions = ComputerOptionsBase;

/** Colt Super Express as the shared play-out sees it: the engine's moves and the beginner's rating. */
const CSE: Playable<GameState, Choice, Seat> = playableOf<GameState, Choice, Seat>({ legalChoices, apply, rate });

/** A finished game rated for `seat`, in [0, 1]: a win (shared: its share), else being on the train, loot cards. */
function outcome(s: GameState, seat: Seat): number {
  const f = score(s);
  const id = s.config.bandits[seat]!;
  const b = s.bandits[id];
  const win = f.winners.includes(id) ? 1 / f.winners.length : 0;
  return 0.85 * win + (b && b.out === null ? 0.1 : 0) + 0.01 * Math.min(5, b?.loot.length ?? 0);
}

/** Play on to the end of the game, every seat by the rules of thumb with some noise. */
function rollout(start: GameState, seat: Seat, r: RngWork): number {
  return outcome(playOn(CSE, start, r, 2000), seat);
}

/** The computer's choice for `seat` from its view `v`; null when the seat is not the one asked. Never throws. */
export function decide(v: GameState, seat: Seat, options: ComputerOptions, r: RngWork): CseDecision | null {
  try {
    if (v.pending === null || v.pending.seat !== seat) return null;
    const world = sampleState(v, seat, r);
    const legal = legalChoices(world);
    if (legal.length === 0) return null;
    if (legal.length === 1) return { choice: legal[0]!, explanation: rate(world, seat, legal[0]!).why.kind === 'reveal-card' ? rate(world, seat, legal[0]!).why : { kind: 'only-choice', params: {} } };
    if (options.level === 'beginner') {
      const c = legal[beginnerIndex(CSE, world, seat, legal, r)]!;
      return { choice: c, explanation: rate(world, seat, c).why };
    }
    const res = flatSearch<GameState, Choice>(
      {
        candidates: legal,
        sample: (q) => sampleState(v, seat, q),
        play: CSE.apply,
        rollout: (s, q) => rollout(s, seat, q),
      },
      options.budget ?? DEFAULT_BUDGET,
      r,
    );
    const c = legal[res.index]!;
    return { choice: c, explanation: rate(world, seat, c).why, stats: { playouts: res.playouts, candidates: legal.length, mean: res.means[res.index]! } };
  } catch {
    return null;
  }
}

/** The same, from the referee's state: the computer gets only view(state, seat). */
export function decideFor(state: GameState, seat: Seat, options: ComputerOptions, r: RngWork): CseDecision | null {
  return decide(view(state, seat), seat, options, r);
}
