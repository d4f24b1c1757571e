// Public API of the scenario runner. No Node or browser imports: callers read files themselves and
// pass the text with the file name. Each function works on the site's games (registry.ts, from
// src/games/index.ts) unless it is given other games (`Adapters`, adapters.ts: registry.ts
// `adaptersFor(games)`). Code that runs in a page or a worker imports load.ts and runner.ts with
// its own adapters instead: this module brings in every game.
import type { Adapters } from './adapters.ts';
import { coverage as coverageIn } from './coverage.ts';
import { loadScenario as loadIn, type LoadResult } from './load.ts';
import { registry } from './registry.ts';
import { reportOf, runScenario as runIn, walkScenario as walkIn, walkScenarioWith } from './runner.ts';
import type { Report, Scenario, Walkthrough } from './types.ts';

export { formatDiagnostic, duplicateIds } from './load.ts';
export type { LoadResult } from './load.ts';
export { reportOf, walkScenarioWith };
export { adapterFor, adaptersFor, gameIds, registry } from './registry.ts';
export { adaptersOf, type Adapters, type AnyAdapter } from './adapters.ts';
export type * from './types.ts';

/** A scenario file's text, checked and read for its game (`game:`). */
export function loadScenario(text: string, file: string, games: Adapters = registry()): LoadResult {
  return loadIn(text, file, games);
}

/** Runs a scenario step by step, keeping every state. Never throws on scenario content. */
export function walkScenario(scenario: Scenario, games: Adapters = registry()): Walkthrough {
  return walkIn(scenario, games);
}

export function runScenario(scenario: Scenario, games: Adapters = registry()): Report {
  return runIn(scenario, games);
}

/** Covered and uncovered rule ids, over the named games (default: every game). */
export function coverage(scenarios: readonly Scenario[], gameIds?: readonly string[], games: Adapters = registry()): { covered: string[]; uncovered: string[] } {
  return coverageIn(scenarios, games, gameIds);
}
