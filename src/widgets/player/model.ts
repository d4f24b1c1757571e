// The player's data: the walk through the scenario, run with the game's steps runtime from the
// starting state built at build time, and what the game offered before each step. The same code
// runs on the server (static picture, build-time checks) and in the browser (data-verdict).

import type { Frame, GameSteps, Report, Walkthrough } from '../../scenarios/types.ts';
import { reportOf, walkScenarioWith } from '../../scenarios/walk.ts';
import { walkable, type BuildCheck, type ExampleData } from './data.ts';
import { fingerprint } from './fingerprint.ts';
import type { Explanation, KitExclusion, PlayerKit } from './kit.ts';

export type StepView<S, C, X extends KitExclusion, L> = {
  readonly frame: Frame<S, L>;
  readonly before: S;
  readonly after: S;
  /** what the game offered before the step; undefined when nobody was deciding */
  readonly explanation: Explanation<C, X> | undefined;
  /** the engine choices the step applied (none for `check` steps or a failed step) */
  readonly choices: readonly C[];
};

export type Model<S, C, X extends KitExclusion, L> = {
  readonly walk: Walkthrough<S, L>;
  readonly report: Report;
  readonly initial: S | undefined;
  readonly steps: readonly StepView<S, C, X, L>[];
};

/** Runs the whole scenario (with `steps`' assertions when given: the build passes the full runtime). */
export function buildModel<S, C, X extends KitExclusion, L>(kit: PlayerKit<S, C, X, L>, data: ExampleData, steps: GameSteps<S, unknown, unknown, L> = kit.steps): Model<S, C, X, L> {
  const walk = walkScenarioWith(steps, walkable(data), data.start) as Walkthrough<S, L>;
  const views = walk.frames.map((frame) => ({
    frame,
    before: frame.before,
    after: frame.after,
    explanation: kit.explain(frame.before),
    choices: frame.error === undefined ? (frame.choices as readonly C[]) : [],
  }));
  return { walk, report: reportOf(walk), initial: walk.initial, steps: views };
}

/** Fingerprints of the positions a walk reached, step by step. */
export function printsOf(model: Model<unknown, unknown, KitExclusion, unknown>): string[] {
  return model.steps.map((s) => fingerprint([s.after, s.frame.log]));
}

/**
 * Whether the example matches the rules: the build ran it with its assertions and they passed, and
 * this walk (the browser's) reached exactly the positions the build checked, step by step.
 */
export function verdictOf(model: Model<unknown, unknown, KitExclusion, unknown>, check: BuildCheck): boolean {
  const prints = printsOf(model);
  return check.passed && model.report.passed && prints.length === check.prints.length && prints.every((p, i) => p === check.prints[i]);
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
    for (const id of steps.ruleIdsOf(s.frame.log)) ids.add(id);
    for (const e of s.explanation?.excluded ?? []) ids.add(e.rule);
  }
  return [...ids].sort();
}

/** The state shown at position `pos` (0 = the start, n = after step n). */
export function stateAt<S>(model: Model<S, unknown, KitExclusion, unknown>, pos: number): S | undefined {
  return pos === 0 ? model.initial : model.steps[pos - 1]?.after;
}
