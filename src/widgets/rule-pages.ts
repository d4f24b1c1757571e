// A rule id's rules page and name, and its link: what every game's island needs to link a rule by
// its name. No game code here (src/games/colt-express/widgets/choices.ts, which knows Colt Express, re-exports it).

/**
 * Rule id → its rules page (`rules/fire`, `super-express/cards`) and its name in the page's language;
 * built on the server for the rules an island can show, passed as data.
 */
export type RulePages = { readonly [rule: string]: { readonly page: string; readonly name: string } };

/** The rules-page link of a rule id, on the current language's page. */
export function ruleHref(lang: string, rule: string, pages: RulePages): string | undefined {
  const info = pages[rule];
  return info === undefined ? undefined : `/${lang}/${info.page}/#${rule}`;
}
