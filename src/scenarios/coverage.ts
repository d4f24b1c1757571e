// Which rule ids no scenario illustrates. A rule counts as illustrated when
// a scenario of its game names it in `rules:`.

import type { Adapters } from './adapters.ts';
import type { Scenario } from './types.ts';

/** Covered and uncovered rule ids, over the named games or (by default) every game of the set. */
export function coverage(scenarios: readonly Scenario[], adapters: Adapters, games: readonly string[] = adapters.gameIds()): { covered: string[]; uncovered: string[] } {
  const covered: string[] = [];
  const uncovered: string[] = [];
  for (const game of games) {
    const all = adapters.adapterFor(game)?.ruleIds() ?? [];
    const named = new Set(scenarios.filter((s) => s.game === game).flatMap((s) => s.rules));
    for (const id of all) (named.has(id) ? covered : uncovered).push(id);
  }
  return { covered, uncovered };
}
