// Build time only: what Scenario.astro needs to render a Colt Super Express example (the kit runs
// the scenario once at build time, with the assertions; the island entry is ScenarioIsland.tsx).

import type { Lang } from '../../i18n/setup.ts';
import { rulePagesOf, type RuleNamer, type RulePages } from '../../widgets/rule-pages.ts';
import type { PlayerBuild } from '../../widgets/player/build.ts';
import { encodeChoices } from './sandbox/url.ts';
import { RULES } from './engine/rules.ts';
import type { Choice, Exclusion, GameState, LogEntry } from './engine/types.ts';
import { coltSuperExpressKit } from './player-kit.ts';
import { coltSuperExpressSteps } from './scenarios/steps.ts';

/** Where this game's rules pages live, under each language. */
export const PAGES_DIR = 'super-express';

/**
 * A rule links to its paragraph only when its page exists and holds the rule's heading; the link's
 * name is that heading in the reader's language (`name`: the site's src/site/rule-names.ts, build
 * time only, passed in by the page): a reader never meets a dead link or an id.
 */
export function cseRulePages(rules: readonly string[], lang: Lang, name: RuleNamer): RulePages {
  return rulePagesOf(rules, lang, (rule) => {
    const info = RULES.find((r) => r.id === rule);
    return info === undefined ? undefined : `${PAGES_DIR}/${info.page}`;
  }, name);
}

export const coltSuperExpressPlayer: PlayerBuild<GameState, Choice, Exclusion, LogEntry> = {
  kit: coltSuperExpressKit,
  checkedSteps: coltSuperExpressSteps,
  // Only what this game's island reads: not Colt Express's board, cards, events or narration.
  strings: ['board-cse', 'narration-cse', 'reasons-cse', 'widgets:scenario', 'widgets:board.status', 'widgets:board.statusNote'],
  shared: false,
  rulePages: (rules, lang, name) => cseRulePages(rules, lang, name),
  // "Open in sandbox": the sandbox reads `cse1.…` positions and these choices (its URL format).
  encodeChoices,
};
