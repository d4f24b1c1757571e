// The player's data: each step of the scenario as positions before and after, the engine's log, and
// what the game offered before it. Two ways to the same model:
// - the build walks the scenario with the game's full steps runtime (its words and its assertions:
//   `walkedModel`) and records the engine choices each step applied;
// - the browser replays those choices with the game's engine (`replayModel`) and must reach the very
//   positions the build checked (`verdictOf`): the same engine, without the scenario vocabulary.

import type { GameSteps, Report, Scenario, Walkthrough } from '../../scenarios/types.ts';
import { reportOf, walkScenarioWith } from '../../scenarios/walk.ts';
import type { BuildCheck, ExampleData } from './data.ts';
import { fingerprint } from './fingerprint.ts';
import type { Explanation, KitExclusion, PlayerKit } from './kit.ts';

export type StepView<S, C, X extends KitExclusion, L> = {
  readonly before: S;
  readonly after: S;
  /** what the engine logged while applying the step */
  readonly log: readonly L[];
  /** why the step could not be applied (later steps were not run) */
  readonly error: string | undefined;
  /** what the game offered before the step; undefined when nobody was deciding */
  readonly explanation: Explanation<C, X> | undefined;
  /** the engine choices the step applied (none for `check` steps or a failed step) */
  readonly choices: readonly C[];
};

export type Model<S, C, X extends KitExclusion, L> = {
  readonly initial: S | undefined;
  /** why the scenario could not start */
  readonly startError: string | undefined;
  /** every step applied (and, on the build's walk, every assertion held) */
  readonly passed: boolean;
  readonly steps: readonly StepView<S, C, X, L>[];
};

/** Browser: replays the engine choices the build found, step by step, from the build's starting state. */
export function replayModel<S, C, X extends KitExclusion, L>(kit: PlayerKit<S, C, X, L>, data: ExampleData): Model<S, C, X, L> {
  const initial = data.start as S;
  const steps: StepView<S, C, X, L>[] = [];
  let state = initial;
  for (const choices of data.choices) {
    let after = state;
    const log: L[] = [];
    let error: string | undefined;
    for (const choice of choices as readonly C[]) {
      const r = kit.apply(after, choice);
      if (!r.ok) {
        error = r.message;
        break;
      }
      after = r.state;
      log.push(...r.log);
    }
    steps.push({ before: state, after, log, error, explanation: kit.explain(state), choices: error === undefined ? (choices as readonly C[]) : [] });
    if (error !== undefined) return { initial, startError: undefined, passed: false, steps };
    state = after;
  }
  return { initial, startError: undefined, passed: true, steps };
}

/** Build: walks the scenario with the game's steps runtime (with its assertions) from `start`. */
export function walkedModel<S, C, X extends KitExclusion, L>(
  kit: PlayerKit<S, C, X, L>,
  runtime: GameSteps<S, unknown, unknown, L>,
  scenario: Scenario,
  start: S,
): { readonly model: Model<S, C, X, L>; readonly walk: Walkthrough<S, L>; readonly report: Report } {
  const walk = walkScenarioWith(runtime, scenario, start) as Walkthrough<S, L>;
  const report = reportOf(walk);
  const steps = walk.frames.map((frame) => ({
    before: frame.before,
    after: frame.after,
    log: frame.log,
    error: frame.error?.message,
    explanation: kit.explain(frame.before),
    choices: frame.error === undefined ? (frame.choices as readonly C[]) : [],
  }));
  return { model: { initial: walk.initial, startError: walk.startError?.message, passed: report.passed, steps }, walk, report };
}

/** Fingerprints of the positions a walk reached, step by step. */
export function printsOf(model: Model<unknown, unknown, KitExclusion, unknown>): string[] {
  return model.steps.map((s) => fingerprint([s.after, s.log]));
}

/**
 * Whether the example matches the rules: the build ran it with its assertions and they passed, and
 * this walk (the browser's) reached exactly the positions the build checked, step by step.
 */
export function verdictOf(model: Model<unknown, unknown, KitExclusion, unknown>, check: BuildCheck): boolean {
  const prints = printsOf(model);
  return check.passed && model.passed && prints.length === check.prints.length && prints.every((p, i) => p === check.prints[i]);
}

/** The sandbox's parameters for a walk: the start, every choice, and how many are applied before each step. */
export function sandboxOf<C>(model: Model<unknown, C, KitExclusion, unknown>, notation: string, encode: (choices: readonly C[]) => string): ExampleData['sandbox'] {
  const choices: C[] = [];
  const n: number[] = [];
  for (const s of model.steps) {
    n.push(choices.length);
    choices.push(...s.choices);
  }
  n.push(choices.length);
  return { p: notation, c: encode(choices), n };
}

/** "Open in sandbox" at step `pos`: `?p=…&c=…&n=…` (`n` left out when every choice is applied). */
export function sandboxSearch(sandbox: ExampleData['sandbox'], pos: number): string | undefined {
  if (sandbox === undefined) return undefined;
  const params = new URLSearchParams();
  params.set('p', sandbox.p);
  if (sandbox.c !== '') params.set('c', sandbox.c);
  const applied = sandbox.n[Math.min(pos, sandbox.n.length - 1)] ?? 0;
  if (applied !== sandbox.n[sandbox.n.length - 1]) params.set('n', String(applied));
  return `?${params.toString()}`;
}

/** Every rule id the walk can show (log entries, exclusions, the scenario's own list). */
export function ruleIdsOf<S, L>(model: Model<S, unknown, KitExclusion, L>, steps: { ruleIdsOf(log: readonly L[]): readonly string[] }, rules: readonly string[]): string[] {
  const ids = new Set<string>(rules);
  for (const s of model.steps) {
    for (const id of steps.ruleIdsOf(s.log)) ids.add(id);
    for (const e of s.explanation?.excluded ?? []) ids.add(e.rule);
  }
  return [...ids].sort();
}

/** The state shown at position `pos` (0 = the start, n = after step n). */
export function stateAt<S>(model: Model<S, unknown, KitExclusion, unknown>, pos: number): S | undefined {
  return pos === 0 ? model.initial : model.steps[pos - 1]?.after;
}
