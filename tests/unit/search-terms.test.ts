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
  ['who gets the $1000 for shooting the most', 'en', '1000 shooting most', 'found nothing: Pagefind indexes "$1000" as 1000'],
  ['chi prende i 1000 dollari per aver sparato di più', 'it', 'prende 1000 sparato più', 'found nothing: the pages write "$1000", never "dollari"'],
  ['wie krijgt de 1000 dollar voor de meeste schoten', 'nl', 'krijgt 1000 meeste schoten', 'found nothing: no page says "dollar"'],
  ['cine primește 1000 de dolari pentru cele mai multe gloanțe', 'ro', 'primește 1000 mai multe gloanțe', 'found nothing: the pages write "1000$"'],
  ['vem får 1000 dollar för flest skott', 'sv', '1000 flest skott', 'found nothing: the pages write "$1000"'],
  ["perdo un proiettile se non c'è nessuno a cui sparare", 'it', 'perdo proiettile nessuno sparare', '"cui" is a relative pronoun'],
  ['förlorar jag en kula om det inte finns någon att skjuta på', 'sv', 'förlorar kula skjuta', '"finns" is "there is"'],
];

describe('searchTerms', () => {
  for (const [query, lang, sent, source] of ROWS) {
    it(`${lang} "${query}" → "${sent}" (${source})`, () => {
      expect(searchTerms(query, lang)).toBe(sent);
    });
  }
});
