// One runner for vitest, the CLI and the sandbox's export check: the scenario's game is looked up
// in the given games (the site's: index.ts), then walked (walk.ts). `walkScenario` keeps
// every intermediate state for the widget; `runScenario` reduces a walk to a
// pass/fail report.

import type { Adapters } from './adapters.ts';
import { reportOf, walkScenarioWith } from './walk.ts';
import type { Report, Scenario, Walkthrough } from './types.ts';

/** Runs a scenario step by step, keeping every state. Never throws on scenario content. */
export function walkScenario(scenario: Scenario, games: Adapters): Walkthrough {
  const adapter = games.adapterFor(scenario.game);
  if (adapter === undefined) {
    return {
      scenario,
      initial: undefined,
      frames: [],
      startError: { path: 'game', line: scenario.lineOf(['game']), message: `no adapter for game "${scenario.game}"` },
    };
  }
  return walkScenarioWith(adapter, scenario);
}

export function runScenario(scenario: Scenario, games: Adapters): Report {
  return reportOf(walkScenario(scenario, games));
}

export { reportOf, walkScenarioWith };
export { NO_OFFER } from './walk.ts';
