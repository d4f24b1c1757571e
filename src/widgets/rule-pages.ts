// A rule id's rules page and name, and its link: what every game's island needs to link a rule by
// its name. No game code here (src/games/colt-express/widgets/choices.ts, which knows Colt Express, re-exports it).

import type { Lang } from '../i18n/setup.ts';

/**
 * Rule id → its rules page (`rules/fire`, `super-express/cards`) and its name in the page's language;
 * built on the server for the rules an island can show, passed as data.
 */
export type RulePages = { readonly [rule: string]: { readonly page: string; readonly name: string } };

/**
 * A rule's name on its page in `lang` (`page`: the path under the language), undefined when that
 * page has no heading for it. The site's (src/site/rule-names.ts, build time) is passed in by the
 * page that builds an island's data: a game never imports the site.
 */
export type RuleNamer = (lang: Lang, page: string, rule: string) => string | undefined;

/**
 * The pages and names of `rules` in `lang`: `pageOf` gives a rule's page (the game's rule table), `name`
 * its name there. A rule without a page or a heading is left out: a reader never meets a dead link or an id.
 */
export function rulePagesOf(rules: Iterable<string>, lang: Lang, pageOf: (rule: string) => string | undefined, name: RuleNamer): RulePages {
  const out: Record<string, { page: string; name: string }> = {};
  for (const rule of rules) {
    const page = pageOf(rule);
    const words = page === undefined ? undefined : name(lang, page, rule);
    if (page !== undefined && words !== undefined) out[rule] = { page, name: words };
  }
  return out;
}

/** The rules-page link of a rule id, on the current language's page. */
export function ruleHref(lang: string, rule: string, pages: RulePages): string | undefined {
  const info = pages[rule];
  return info === undefined ? undefined : `/${lang}/${info.page}/#${rule}`;
}
