// Walking a scenario with a given game runtime, keeping every state: the
// core of the runner, free of the registry (and so of zod and YAML) so the
// build (and the sandbox page) can run it from a starting state with only the steps half of a game.

import { formatPath } from './path.ts';
import type { AssertionResult, Failure, Frame, GameRuntime, GameSteps, Issue, Offer, Refusal, Report, Scenario, Walkthrough } from './types.ts';

export const NO_OFFER: Offer = { actor: undefined, about: 'nothing', choices: [], excluded: [] };

/**
 * Runs a scenario step by step with `runtime`, keeping every state. With
 * `initial` (a state built elsewhere, e.g. at build time) the runtime only
 * needs its steps half. Never throws on scenario content.
 */
export function walkScenarioWith(runtime: GameSteps | GameRuntime, scenario: Scenario, initial?: unknown): Walkthrough {
  try {
    return walk(runtime, scenario, initial);
  } catch (e) {
    // Only a bug in an adapter or the engine gets here; report it like any failure.
    return {
      scenario,
      initial: undefined,
      frames: [],
      startError: { path: '', line: 1, message: `internal error while running: ${e instanceof Error ? e.message : String(e)}` },
    };
  }
}

/** Why a refused start does not match `refused:` (undefined: it matches). */
export function refusalMismatch(refused: Refusal, issues: readonly Issue[] | null): string | undefined {
  const want = `code ${refused.code}${refused.message === undefined ? '' : ` saying "${refused.message}"`}`;
  if (issues === null) return `the engine accepts this start; expected it to be refused with ${want}`;
  const hit = issues.some((i) => i.code === refused.code && (refused.message === undefined || i.message.includes(refused.message)));
  if (hit) return undefined;
  return `the engine refuses it otherwise (expected ${want}): ${issues.map((i) => `${i.code ?? 'no code'}: ${i.message}`).join('; ')}`;
}

/** A scenario with `refused:`: the start must fail as said; no frames. */
function walkRefused(runtime: GameSteps | GameRuntime, scenario: Scenario, refused: Refusal): Walkthrough {
  const started = 'start' in runtime ? runtime.start(scenario) : null;
  const why = started === null ? 'this runtime cannot build a start' : refusalMismatch(refused, started.ok ? null : started.error);
  const startError = why === undefined ? undefined : { path: 'refused', line: scenario.lineOf(['refused']), message: why };
  return { scenario, initial: undefined, frames: [], startError };
}

function startOf(runtime: GameSteps | GameRuntime, scenario: Scenario, initial: unknown): { state: unknown } | { error: Failure } {
  if (initial !== undefined) return { state: initial };
  if (!('start' in runtime)) {
    return { error: { path: 'position', line: scenario.lineOf(['position']), message: 'no starting state given and this runtime cannot build one' } };
  }
  const started = runtime.start(scenario);
  if (started.ok) return { state: started.value };
  const first = started.error[0];
  return {
    error: {
      path: first === undefined ? 'position' : formatPath(first.path),
      line: scenario.lineOf(first?.path ?? ['position']),
      message: started.error.map((i) => i.message).join('; '),
    },
  };
}

function walk(runtime: GameSteps | GameRuntime, scenario: Scenario, initial: unknown): Walkthrough {
  if (scenario.refused !== undefined) return walkRefused(runtime, scenario, scenario.refused);
  const started = startOf(runtime, scenario, initial);
  if ('error' in started) return { scenario, initial: undefined, frames: [], startError: started.error };
  const frames: Frame[] = [];
  let state: unknown = started.state;
  for (const step of scenario.steps) {
    const offer = runtime.offer(state);
    let after: unknown = state;
    let log: readonly unknown[] = [];
    let applied: readonly string[] = [];
    let choices: readonly unknown[] = [];
    let error: Failure | undefined;
    if (step.kind !== 'check') {
      const r = runtime.perform(state, step);
      if (r.ok) {
        after = r.value.state;
        log = r.value.log;
        applied = r.value.applied;
        choices = r.value.choices ?? [];
      } else {
        error = {
          path: formatPath(['steps', step.index, step.kind]),
          line: scenario.lineOf(['steps', step.index, step.kind]),
          message: r.error,
          key: 'step-failed',
          step: step.index,
        };
      }
    }
    // Expectations about what was offered are checked even when the step
    // itself failed: they often explain why it failed.
    const checks = runtime.check(step, { before: state, after, offer, log });
    const assertions: AssertionResult[] = checks
      .filter((c) => error === undefined || c.path[3] === 'choices' || c.path[3] === 'targets' || c.path[3] === 'excluded')
      .map((c) => ({
        path: formatPath(c.path),
        line: scenario.lineOf(c.path),
        passed: c.passed,
        expected: c.expected,
        actual: c.actual,
        ...(c.message === undefined ? {} : { message: c.message }),
        ...(c.key === undefined ? {} : { key: c.key }),
        ...(c.vars === undefined ? {} : { vars: c.vars }),
      }));
    frames.push({ step, before: state, offer, applied, choices, log, after, assertions, error });
    if (error !== undefined) break;
    state = after;
  }
  return { scenario, initial: started.state, frames, startError: undefined };
}

/** Pass/fail with the expected and actual value of every failed assertion. */
export function reportOf(walk: Walkthrough): Report {
  const failures: Failure[] = [];
  if (walk.startError !== undefined) failures.push(walk.startError);
  for (const f of walk.frames) {
    for (const a of f.assertions) {
      if (!a.passed) {
        failures.push({
          path: a.path,
          line: a.line,
          message: a.message ?? 'not as expected',
          expected: a.expected,
          actual: a.actual,
          step: f.step.index,
          ...(a.key === undefined ? {} : { key: a.key }),
          ...(a.vars === undefined ? {} : { vars: a.vars }),
        });
      }
    }
    if (f.error !== undefined) failures.push(f.error);
  }
  const stepsTotal = walk.scenario.steps.length;
  const stepsRun = walk.frames.filter((f) => f.error === undefined).length;
  return { id: walk.scenario.id, file: walk.scenario.file, passed: failures.length === 0, failures, stepsRun, stepsTotal };
}

