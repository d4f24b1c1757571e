/**
 * What the search box sends to Pagefind (issue 19, "Search that answers questions"). Pagefind returns only
 * the pages that hold every word of the query, and shows a page's sections by how many of the words they
 * hold: a question typed as a player asks it ("can I shoot through the roof", "kan man skjuta genom
 * taket") found nothing when one of its small words was missing from the page that answers it, and
 * ranked the sections with the most "the" and "can" first. So the small words of each language (articles,
 * pronouns, prepositions, "can", "must", "what happens", and "play" and "game", which every page of a
 * rulebook holds) are left out of the query; the words that name
 * a rule (shoot, roof, Marshal, stunned, tunnel…) stay. A query made only of small words is sent whole.
 * A money sign is left out of a word ("$1000" → "1000", as Pagefind indexes the pages), and the currency's
 * names are small words, since the pages always write the sign.
 *
 * Used by the search box (src/site/search-box.ts, loaded when the box is) and by the question test
 * (tests/e2e/search-questions.spec.ts), so both send the same words.
 */
import type { LOCALE_CODES } from './locales.mjs';

/** Every language of the site has its small words (a language added to locales.mjs without them fails `npm run check`). */
const SMALL_WORDS: Readonly<Record<string, string>> = {
  en: `a an the i i'm me my mine we us our you your he him his she her it it's its they them their s
    can could may might must shall should will would do does did is are was were be been am
    to of in on at for with by from into onto about as if when what whats who whom whose how which where why
    there here this that these those and or but not any some someone somebody anyone anybody something anything
    get gets have has had happen happens happened let much many play plays playing game
    dollar dollars`,
  it: `il lo la l i gli le un uno una di a da in con su per tra fra e ed o oppure ma che chi cosa come quando se
    non mi ti si ci vi ne me te io tu lui lei noi voi loro mio mia miei mie tuo tua tuoi tue suo sua suoi sue
    posso puoi può possiamo potete possono devo devi deve dobbiamo devono sono sei è siamo c
    del dello della dei degli delle dell al allo alla ai agli alle all dal dallo dalla dai dagli dalle dall
    nel nello nella nei negli nelle nell sul sullo sulla sui sugli sulle sull col coi
    succede succedono fare faccio qualcuno qualcosa ho hai ha abbiamo avete hanno quanti quante quanto quanta gioca giocare giocano partita
    cui avere aver dollaro dollari`,
  nl: `de het een t ik je jij u we wij ze zij hij hem haar mijn jouw ons onze
    mag mogen kan kun kunnen moet moeten wil is ben bent zijn was er als wat wie hoe waar wanneer welke welk
    van in op aan met voor bij naar om te tot en of maar niet die dat dit deze me mij iemand iets
    gebeurt gebeuren doen doe heb hebt heeft hebben waarin wordt worden werd hoeveel speel spelen speelt gespeeld spel
    dollar dollars`,
  ro: `un o unui unei unor și si sau dar să sa se mă ma îmi imi îți iti își isi mi ți le li
    pe în in la de din cu pentru prin ce cine cum când cand dacă daca nu e este sunt
    pot poți poti poate putem puteți puteti pot am ai are au al a ale lui ei el ea eu tu noi voi
    ceva cineva întâmplă intampla care câți câte cati cate joc joacă juca
    cel cea cei cele dolar dolari`,
  sv: `en ett den det de dem jag mig min mitt mina man du dig din ditt dina vi oss vår han hon hans hennes sig
    kan får måste ska skulle vill är var blir att och eller men i på av till från med för om när vad vem hur
    vilken vilket vilka som inte någon något några händer hända där här har hade ha mycket många spela spelar spelas spelet
    finns dollar dollarn`,
} satisfies Record<(typeof LOCALE_CODES)[number], string>;

const SETS = new Map(Object.entries(SMALL_WORDS).map(([lang, words]) => [lang, new Set(words.split(/\s+/).filter(Boolean))]));

/** The query without its small words (split where Pagefind splits them: spaces, apostrophes, hyphens). */
export function searchTerms(query: string, lang: string): string {
  const small = SETS.get(lang.slice(0, 2).toLowerCase());
  if (!small) return query;
  // The pages write money with its sign ("$1000", "1000$"), which Pagefind indexes as the number alone, and
  // a query word "$1000" finds nothing: the sign is left out, and so are the currency's names (above).
  const words = query.split(/[\s'’-]+/).map((w) => w.replace(/^\$|\$$/g, '')).filter(Boolean);
  const kept = words.filter((w) => !small.has(w.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : query;
}
