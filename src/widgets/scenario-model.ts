// The scenario player's data: the walk through the scenario, run in the browser with the steps half
// of the Colt Express runtime (offer / perform / check: engine + assertions) from a starting state
// built at build time by the same engine (src/widgets/scenario-source.ts → coltExpressRuntime.start).
// No zod, no YAML, no buildPosition in the island.

// The engine module itself, not index.ts: see REQUESTS.md R6/R7 (a rules page's JS budget).
import { explain } from '../games/colt-express/engine/explain.ts';
import type { Choice, Explanation, GameState, LogEntry } from '../games/colt-express/engine/types.ts';
import { coltExpressSteps } from '../games/colt-express/scenarios/steps.ts';
import type { Frame, Report, Scenario, Walkthrough } from '../scenarios/types.ts';
import { reportOf, walkScenarioWith } from '../scenarios/walk.ts';
import { encodeChoices } from './choice-text.ts';

/** A loaded scenario as the build passes it to the island: JSON, without the `lineOf` function. */
export type PlainScenario = Omit<Scenario, 'lineOf'>;

export function toPlainScenario(s: Scenario, lang?: string): PlainScenario {
  const { lineOf: _lineOf, ...rest } = s;
  void _lineOf;
  const plain = JSON.parse(JSON.stringify(rest)) as PlainScenario;
  if (lang === undefined) return plain;
  // Only the page's language of the texts (the island never shows the others).
  const only = <T>(loc: T): T => (loc && typeof loc === 'object' && lang in loc ? ({ [lang]: (loc as Record<string, string>)[lang] } as T) : loc);
  return {
    ...plain,
    title: only(plain.title),
    caption: only(plain.caption),
    steps: plain.steps.map((st) => ({ ...st, ask: only(st.ask), note: only(st.note) })),
  };
}

export function fromPlainScenario(p: PlainScenario): Scenario {
  return { ...p, lineOf: () => 0 };
}

export type StepView = {
  readonly frame: Frame<GameState, LogEntry>;
  readonly before: GameState;
  readonly after: GameState;
  readonly explanation: Explanation;
  /** the engine choices the step applied (none for `check` steps or a failed step) */
  readonly choices: readonly Choice[];
  /** the first of them: the decision a question asks about */
  readonly choice: Choice | undefined;
};

export type ScenarioModel = {
  readonly walk: Walkthrough<GameState, LogEntry>;
  readonly report: Report;
  readonly initial: GameState | undefined;
  readonly steps: readonly StepView[];
};

/** Runs the whole scenario and its assertions from `initial` (the engine's starting state). */
export function buildModel(plain: PlainScenario, initial: GameState | undefined): ScenarioModel {
  const walk = walkScenarioWith(coltExpressSteps, fromPlainScenario(plain), initial) as Walkthrough<GameState, LogEntry>;
  const report = reportOf(walk);
  const steps = walk.frames.map((frame) => {
    const before = frame.before;
    const explanation: Explanation = before.pending === null ? { legal: [], excluded: [] } : explain(before);
    const choices = frame.error === undefined ? (frame.choices as readonly Choice[]) : [];
    return { frame, before, after: frame.after, explanation, choices, choice: choices[0] };
  });
  return { walk, report, initial: walk.initial, steps };
}

/**
 * Sandbox link of the scenario at step `upTo` (the whole history kept, so the sandbox can redo).
 * `startNotation` = makePosition(initial), computed on the server (the island ships no notation writer).
 */
export function sandboxSearch(model: ScenarioModel, upTo: number, startNotation: string | undefined): string | undefined {
  if (model.initial === undefined || startNotation === undefined) return undefined;
  const choices: Choice[] = [];
  let applied = 0;
  model.steps.forEach((s, i) => {
    choices.push(...s.choices);
    if (i < upTo) applied += s.choices.length;
  });
  const params = new URLSearchParams();
  params.set('p', startNotation);
  if (choices.length > 0) params.set('c', encodeChoices(choices));
  if (applied !== choices.length) params.set('n', String(applied));
  return `?${params.toString()}`;
}

/** Every rule id the walk can show (log entries, exclusions, the scenario's own list). */
export function ruleIdsOf(model: ScenarioModel, scenario: PlainScenario): string[] {
  const ids = new Set<string>(scenario.rules);
  for (const s of model.steps) {
    for (const e of s.frame.log) ids.add(e.rule);
    for (const e of s.explanation.excluded) ids.add(e.rule);
  }
  return [...ids].sort();
}
