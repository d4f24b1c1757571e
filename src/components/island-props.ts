// Build-time data shared by the scenario player (Scenario.astro) and the sandbox (Sandbox.astro).

import { RULE_BY_ID } from '../games/colt-express/engine/rules.ts';
import { stringsFor } from '../i18n/resources.ts';
import { ruleLinkName } from '../site/rule-names.ts';
import type { Lang, Strings } from '../i18n/setup.ts';
import type { RulePages } from '../widgets/rule-pages.ts';
import { pickStrings } from '../widgets/i18n.ts';

/** What both islands show: the board, choices, cards, events, what is pending, why an option is excluded, and the narration. */
const SHARED_STRINGS = [
  'widgets:board',
  'widgets:characters',
  'widgets:scenario',
  'widgets:choice',
  'widgets:cards',
  'widgets:events',
  'widgets:pending',
  'reasons',
  'narration',
];

/**
 * This language's strings for an island: the shared ones (unless `shared` is false: another game's
 * island) and `extra` (`ns` or `ns:path`), no more.
 */
export function islandStrings(lang: Lang, extra: readonly string[], shared = true): Strings {
  const paths = shared ? [...SHARED_STRINGS, ...extra] : [...extra];
  const namespaces = [...new Set(paths.map((p) => p.split(':')[0] as string))];
  return pickStrings(stringsFor(lang, namespaces), paths);
}

/** A rule's name in `lang`: its heading on its page (src/site/rule-names.ts). */
export function ruleName(lang: Lang, rule: string): string | undefined {
  const info = RULE_BY_ID[rule];
  return info === undefined ? undefined : ruleLinkName(lang, info.page, rule);
}

/**
 * Rule id → rules page and name in the page's language, for the links an island shows (the islands
 * do not ship the engine's rule table). `lang` defaults to English for callers that have no page.
 */
export function rulePagesFor(rules: Iterable<string>, lang: Lang = 'en'): RulePages {
  const pages: Record<string, { page: string; name: string }> = {};
  for (const rule of rules) {
    const info = RULE_BY_ID[rule];
    const name = ruleName(lang, rule);
    if (info && name !== undefined) pages[rule] = { page: info.page, name };
  }
  return pages;
}
