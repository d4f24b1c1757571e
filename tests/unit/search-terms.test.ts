import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../src/site/search-terms.ts';

// What the search box sends to Pagefind (issue 19): a question without its small words, the words that
// name a rule kept. Rows: [query, page language, words sent, source].
const ROWS: [string, string, string, string][] = [
  ['can I shoot through the roof', 'en', 'shoot through roof', 'issue 19: the reported question'],
  ['posso sparare attraverso il tetto', 'it', 'sparare attraverso tetto', 'issue 19: landed on Belle'],
  ['kan man skjuta genom taket', 'sv', 'skjuta genom taket', 'found nothing: no page holds "man"'],
  ['skottlinje', 'sv', 'skottlinje', 'issue 19: one word, sent as it is'],
  ["posso sparare all'altro mio bandito", 'it', 'sparare altro bandito', 'an apostrophe splits as Pagefind splits'],
  ['pot să-mi împușc celălalt bandit', 'ro', 'împușc celălalt bandit', 'a hyphen splits as Pagefind splits'],
  ['wat gebeurt er als ik geen kogels meer heb', 'nl', 'geen kogels meer', '"geen" names the rule (no bullets left)'],
  ['how do you play with two players', 'en', 'two players', '"play" is on every page'],
  ['what can I do', 'en', 'what can I do', 'only small words: sent whole, not emptied'],
  ['Belle', 'en-GB', 'Belle', 'a regional language tag reads as its language'],
  ['can I shoot', 'xx', 'can I shoot', 'a language without a list: unchanged'],
];

describe('searchTerms', () => {
  for (const [query, lang, sent, source] of ROWS) {
    it(`${lang} "${query}" → "${sent}" (${source})`, () => {
      expect(searchTerms(query, lang)).toBe(sent);
    });
  }
});
