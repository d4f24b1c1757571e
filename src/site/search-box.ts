/**
 * The search box's `processTerm` (Pagefind UI's hook for the query): the query without its small words
 * (src/site/search-terms.ts, issue 19). Starlight builds its search box from the virtual module
 * `virtual:starlight/pagefind-config`; `searchBox()` in astro.config.mjs adds this as a getter to that
 * module's object, read once when the box starts (after the page has gone idle). The word lists come with
 * it in a module of their own, so a page's first load carries none of them.
 */
let strip: ((query: string, lang: string) => string) | undefined;

export function processTerm(): (term: string) => string {
  void import('./search-terms.ts').then((m) => (strip = m.searchTerms));
  return (term) => (strip ? strip(term, document.documentElement.lang) : term);
}
