// Build time only: what Scenario.astro needs to render a Colt Super Express example (the kit runs
// the scenario once at build time, with the assertions; the island entry is ScenarioIsland.tsx).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringsFor } from '../../i18n/resources.ts';
import type { Lang } from '../../i18n/setup.ts';
import type { RulePages } from '../../widgets/rule-pages.ts';
import type { PlayerBuild } from '../../widgets/player/build.ts';
import { encodeChoices } from '../../widgets/sandbox/colt-super-express/url.ts';
import { RULES } from './engine/rules.ts';
import type { Choice, Exclusion, GameState, LogEntry } from './engine/types.ts';
import { coltSuperExpressKit } from './player-kit.ts';
import { coltSuperExpressSteps } from './scenarios/steps.ts';

/** Where this game's rules pages live, under each language. */
export const PAGES_DIR = 'super-express';

const pageText = new Map<string, string | undefined>();
function page(lang: Lang, slug: string): string | undefined {
  const key = `${lang}/${slug}`;
  if (!pageText.has(key)) {
    const file = [join('content/docs', lang, PAGES_DIR, `${slug}.mdx`), join('content/docs', lang, PAGES_DIR, `${slug}.md`)].find((f) => existsSync(f));
    pageText.set(key, file === undefined ? undefined : readFileSync(file, 'utf8'));
  }
  return pageText.get(key);
}

/**
 * A rule links to its paragraph only when the page exists and holds the rule's anchor, and the rule
 * has a name in the reader's language (locales/<lang>/rules-cse.json, read at build time only): a reader never meets a dead link or an id.
 */
export function cseRulePages(rules: readonly string[], lang: Lang, read: (lang: Lang, slug: string) => string | undefined = page): RulePages {
  const names = (stringsFor(lang, ['rules-cse'])['rules-cse'] ?? {}) as Readonly<Record<string, unknown>>;
  const out: Record<string, { page: string; name: string }> = {};
  for (const rule of rules) {
    const info = RULES.find((r) => r.id === rule);
    const name = typeof names[rule] === 'string' ? (names[rule] as string) : undefined;
    if (info === undefined || name === undefined || !read(lang, info.page)?.includes(`"${rule}"`)) continue;
    out[rule] = { page: `${PAGES_DIR}/${info.page}`, name };
  }
  return out;
}

export const coltSuperExpressPlayer: PlayerBuild<GameState, Choice, Exclusion, LogEntry> = {
  kit: coltSuperExpressKit,
  checkedSteps: coltSuperExpressSteps,
  // Only what this game's island reads: not Colt Express's board, cards, events or narration.
  strings: ['board-cse', 'narration-cse', 'widgets:scenario', 'widgets:board.status', 'widgets:board.statusNote'],
  shared: false,
  rulePages: (rules, lang) => cseRulePages(rules, lang),
  // "Open in sandbox": the sandbox reads `cse1.…` positions and these choices (its URL format).
  encodeChoices,
};
