// What both engines' api.ts share (pure; imports only the shared kernel): the replay loop and the
// random play-out behind replay() and randomGame(). Each engine passes its own step functions.
import type { Result } from './result.ts';
import { rngInt, seedRng } from './rng.ts';

/** One game's step functions, as the loops below need them. */
export type Stepper<S, C, L, E> = {
  /** the legal choices of a state (the engine's shared frozen objects) */
  readonly legal: (state: S) => readonly C[];
  readonly apply: (state: S, choice: C) => Result<{ readonly state: S; readonly log: readonly L[] }, E>;
  /** null when the game is over */
  readonly pending: (state: S) => unknown;
};

/**
 * Apply `choices` in order from `start` (a new game and its log). The first refused choice stops
 * the replay: `refused(error, i)` words the error (the engine names the index in its message).
 */
export function replayChoices<S, C, L, E>(
  start: { readonly state: S; readonly log: readonly L[] },
  choices: readonly C[],
  step: Stepper<S, C, L, E>,
  refused: (error: E, index: number) => E,
): Result<{ state: S; log: readonly L[] }, E> {
  let state = start.state;
  const log: L[] = start.log.slice();
  for (let i = 0; i < choices.length; i++) {
    const r = step.apply(state, choices[i]!);
    if (!r.ok) return { ok: false, error: refused(r.error, i) };
    state = r.value.state;
    for (const e of r.value.log) log.push(e);
  }
  return { ok: true, value: { state, log } };
}

/**
 * Uniformly random legal choices from `start` to the end of the game, seeded (the same seed plays
 * the same game). `limit` bounds a broken engine only: every game ends long before it.
 */
export function randomPlayOut<S, C, L, E>(
  start: S,
  seed: number,
  step: Stepper<S, C, L, E>,
  limit: number,
): Result<{ readonly state: S; readonly choices: readonly C[] }, E> {
  const r = seedRng(seed ^ 0x5bd1e995);
  let state = start;
  const choices: C[] = [];
  for (let guard = 0; guard < limit && step.pending(state) !== null; guard++) {
    const legal = step.legal(state);
    const c = legal.length === 1 ? legal[0]! : legal[rngInt(r, legal.length)]!;
    const res = step.apply(state, c);
    if (!res.ok) return res;
    choices.push(c);
    state = res.value.state;
  }
  return { ok: true, value: { state, choices } };
}
