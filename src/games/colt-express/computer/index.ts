// The Colt Express computer player (issue 23, "The computer"). Pure TypeScript, no DOM; it sees
// only its seat's public channel: `decide` takes a view (view(state, seat)), and `decideFor`
// takes the referee's state (and log) and makes the view (and logFor) itself, so nothing else can leak in.
//
// - "beginner": rates each legal choice with a few rules of thumb (heuristics.ts) and takes the
//   best (a little randomness breaks ties).
// - "regular": flat Monte Carlo over sampled worlds (sample.ts: hidden cards and purse values
//   drawn consistently with the view). Each candidate is played in turn in a fresh world, the
//   game goes on to the end of the round with every seat playing the beginner's rules (with some
//   random choices), and the outcome is rated for the seat (loot, bullets fired, the final score
//   when the game ends there); the best mean wins. Budget: play-outs, and a clock if given.
//
// Randomness: only the PRNG passed in (four uint32, advanced in place). The same view, level,
// budget and PRNG state give the same decision.
import type { Choice, GameState, LogEntry, Seat } from '../engine/types.ts';
import { apply, legalChoices, score } from '../engine/play.ts';
import { view } from '../engine/view.ts';
import { logFor } from '../engine/log-for.ts';
import { flatSearch, type Decision } from '../../shared/computer/search.ts';
import { DEFAULT_BUDGET, beginnerIndex, playOn, playableOf, type ComputerOptionsBase, type Playable } from '../../shared/computer/playout.ts';
import type { RngWork } from '../../shared/rng.ts';
import { knowledgeOf, sampleState, type Knowledge } from './sample.ts';
import { rate, CE_EXPLANATION_KINDS, type CeExplanationKind } from './heuristics.ts';

export { CE_EXPLANATION_KINDS, type CeExplanationKind, sampleState, knowledgeOf, type Knowledge, DEFAULT_BUDGET };
export type CeDecision = Decision<Choice, CeExplanationKind>;

export type ComputerOptions = ComputerOptionsBase & {
  /** regular: at most this many candidates, the best rated by the beginner's rules (default 8) */
  readonly maxCandidates?: number;
};

/** Colt Express as the shared play-out sees it: the engine's moves and the beginner's rating. */
const CE: Playable<GameState, Choice, Seat> = playableOf<GameState, Choice, Seat>({ legalChoices, apply, rate });

/** Rate a position for `seat`, in [0, 1]: the final result when the game is over, else a lead in loot. */
function outcome(s: GameState, seat: Seat): number {
  const worth = (id: string): number => {
    const b = s.bandits[id as keyof GameState['bandits']];
    if (!b) return 0;
    let v = 120 * (6 - b.bulletsLeft);
    for (const l of b.loot) v += l.kind === 'strongbox' ? 1000 : l.kind === 'jewel' ? 500 : (l.value ?? 300);
    return v;
  };
  if (s.pending === null) {
    const f = score(s);
    const win = f.winners.includes(seat) ? 1 / f.winners.length : 0;
    const me = f.players[seat]?.total ?? 0;
    const best = Math.max(...f.players.filter((p) => p.seat !== seat).map((p) => p.total));
    return 0.8 * win + 0.2 / (1 + Math.exp(-(me - best) / 500));
  }
  let me = 0;
  let best = -Infinity;
  for (let p = 0; p < s.config.players; p++) {
    let v = 0;
    for (const id of s.config.seats[p] ?? []) v += worth(id);
    if (p === seat) me = v;
    else best = Math.max(best, v);
  }
  return 1 / (1 + Math.exp(-(me - best) / 500));
}

/** Play on to the end of the round (or of the game), every seat by the rules of thumb with some noise. */
function rollout(start: GameState, seat: Seat, r: RngWork): number {
  const round = start.round.index;
  return outcome(playOn(CE, start, r, 400, (s) => s.round.index === round), seat);
}

/**
 * The computer's choice for `seat` from its view `v` (view(state, seat)) and, optionally, its log
 * so far (logFor(log, seat, state) of every step, oldest first); null when the seat is not the one
 * asked (or the game is over). Never throws.
 */
export function decide(v: GameState, seat: Seat, options: ComputerOptions, r: RngWork, seatLog?: readonly LogEntry[]): CeDecision | null {
  try {
    if (v.pending === null || v.pending.seat !== seat) return null;
    const know: Knowledge | null = seatLog === undefined ? null : knowledgeOf(seatLog);
    const world = sampleState(v, seat, r, know);
    const legal = legalChoices(world);
    if (legal.length === 0) return null;
    if (legal.length === 1) return { choice: legal[0]!, explanation: { kind: 'only-choice', params: {} } };
    if (options.level === 'beginner') {
      const c = legal[beginnerIndex(CE, world, seat, legal, r)]!;
      return { choice: c, explanation: rate(world, seat, c).why };
    }
    const ranked = legal
      .map((c, i) => ({ c, i, score: rate(world, seat, c).score }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, options.maxCandidates ?? 8)
      .map((x) => x.c);
    const res = flatSearch<GameState, Choice>(
      {
        candidates: ranked,
        sample: (q) => sampleState(v, seat, q, know),
        play: CE.apply,
        rollout: (s, q) => rollout(s, seat, q),
      },
      options.budget ?? DEFAULT_BUDGET,
      r,
    );
    const c = ranked[res.index]!;
    return {
      choice: c,
      explanation: rate(world, seat, c).why,
      stats: { playouts: res.playouts, candidates: ranked.length, mean: res.means[res.index]! },
    };
  } catch {
    return null;
  }
}

/**
 * The same, from the referee's state and log (every step's log so far, oldest first): the computer
 * gets only view(state, seat) and logFor(log, seat, state).
 */
export function decideFor(state: GameState, seat: Seat, options: ComputerOptions, r: RngWork, log?: readonly LogEntry[]): CeDecision | null {
  return decide(view(state, seat), seat, options, r, log === undefined ? undefined : logFor(log, seat, state));
}
