// Which rule ids no scenario illustrates. A rule counts as illustrated when
// a scenario of its game names it in `rules:`.

import { adapterFor, gameIds } from './registry.ts';
import type { Scenario } from './types.ts';

/** Covered and uncovered rule ids, over one game or (by default) every registered game. */
export function coverage(scenarios: readonly Scenario[], games: readonly string[] = gameIds()): { covered: string[]; uncovered: string[] } {
  const covered: string[] = [];
  const uncovered: string[] = [];
  for (const game of games) {
    const all = adapterFor(game)?.ruleIds() ?? [];
    const named = new Set(scenarios.filter((s) => s.game === game).flatMap((s) => s.rules));
    for (const id of all) (named.has(id) ? covered : uncovered).push(id);
  }
  return { covered, uncovered };
}
