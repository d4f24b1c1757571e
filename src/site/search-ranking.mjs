/**
 * Pagefind's ranking for the site's search (issue 19), passed to Starlight's `pagefind.ranking` (the
 * search box applies it in the browser) and to the question test (tests/e2e/search-questions.spec.ts),
 * which searches through Pagefind's own API. Starlight's defaults are termFrequency 0.1, pageLength 0.1,
 * termSaturation 2, termSimilarity 9.
 */
export const SEARCH_RANKING = {
  termFrequency: 0.1,
  pageLength: 0.1,
  termSaturation: 2,
  termSimilarity: 9,
};
