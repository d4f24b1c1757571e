// Issue 19, "The same in every language": each language uses its books' terms and reads naturally.
// Every text a reader meets in a language is searched: its pages (prose, not code, links or tags),
// its entries in the scenario files, its glossary and its UI strings (the CLI, for developers, aside).
// Each row names where its rule comes from; a row that matches nothing would prove nothing, so each
// term row is also checked against a sentence that must fail it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './mdx-blocks.ts';
import type { LOCALE_CODES } from '../../src/site/locales.mjs';

const root = join(import.meta.dirname, '../..');
/** The languages translated from English. */
type Lang = Exclude<(typeof LOCALE_CODES)[number], 'en'>;
type Text = { where: string; text: string };

/** A page's prose: no frontmatter keys but title and description, no imports, code, link targets, tags or expressions. */
function prose(mdx: string): string[] {
  const out: string[] = [];
  let front = 0;
  let code = false;
  for (const line of mdx.split('\n')) {
    if (line.trim() === '---' && front < 2) { front++; continue; }
    if (line.trimStart().startsWith('```')) { code = !code; continue; }
    if (code || /^(import|export) /.test(line)) continue;
    if (front === 1 && !/^\s*(title|description):/.test(line)) continue;
    out.push(line.replace(/`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^}]*\}|https?:\/\/\S+/g, ' '));
  }
  return out;
}

function stringsUnder(value: unknown, lang: string, inLang = false): string[] {
  if (typeof value === 'string') return inLang ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => stringsUnder(v, lang, inLang));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsUnder(v, lang, inLang || k === lang));
  return [];
}

function textsOf(lang: Lang): Text[] {
  const texts: Text[] = [];
  for (const file of filesUnder(join(root, 'content/docs', lang), '.mdx')) {
    prose(readFileSync(file, 'utf8')).forEach((text, i) => texts.push({ where: `${file.slice(root.length + 1)}:${i + 1}`, text }));
  }
  for (const file of filesUnder(join(root, 'content/scenarios'), '.yaml')) {
    for (const text of stringsUnder(parse(readFileSync(file, 'utf8')), lang)) texts.push({ where: file.slice(root.length + 1), text });
  }
  const glossary = parse(readFileSync(join(root, 'content/glossary', `${lang}.yaml`), 'utf8')) as Record<string, Record<string, unknown>>;
  for (const [id, entry] of Object.entries(glossary)) {
    for (const key of ['term', 'definition', 'note']) if (typeof entry?.[key] === 'string') texts.push({ where: `glossary/${lang}.yaml ${id}.${key}`, text: entry[key] as string });
  }
  for (const file of readdirSync(join(root, 'locales', lang)).filter((f) => f.endsWith('.json') && f !== 'cli.json')) {
    for (const text of stringsUnder({ [lang]: JSON.parse(readFileSync(join(root, 'locales', lang, file), 'utf8')) }, lang)) texts.push({ where: `locales/${lang}/${file}`, text });
  }
  return texts;
}

// [language, what is wrong, pattern (never to be found), a sentence it must catch — the old wording]
const ROWS: readonly [Lang, string, RegExp, string][] = [
  // The Italian books (002, 000) and our glossary capitalise these; Colt Super Express wrote them in lower case.
  ['it', 'Bandito, Vagone, Round, Locomotiva are capitalised', /\b(?:bandit[oi]|vagon[ei]|round|locomotiva)\b/, 'Ogni round costa al treno un vagone.'],
  // 003 shoots with "a împușca" ("puteți împușca", "îl poate împușca pe Tuco"); "a trage" is for drawing cards.
  ['ro', 'shooting is "a împușca", not "a trage în"', /\b(?:trage|trag|tragă|trageți|trăgând)\s+(?:în(?!\s+mân)|într-|prin acoperiș|spre|de pe jos|de-a lungul)/i, 'Belle trage în Doc.'],
  ['ro', 'no "tras" bullets or shots', /(?<!le-)\b(?:au|a|ați|ar fi) tras\b(?! (?:trei |\d+ )?cărți)|gloanțe(?:le)? trase de|glonț tras/i, 'banditul care a tras cele mai multe gloanțe'],
  ['ro', 'the Super Express line of fire is "linia de foc"', /(?<!pachet\w*(?:\s+lui)?\s+)\bde tragere\b|trăgător|direcția tragerii/i, 'primul bandit din linia de tragere'],
  // 001 puts the loot on the "karakterblad"; "karakter" is the character a player picks.
  ['nl', 'loot lies on the karakterblad', /\b(?:op|van) (?:je|zijn|het) (?:eigen )?karakter\b(?!s?(?:blad|kaart))/, 'Leg het op je karakter.'],
  // The site's readings are interpretations (issue 19).
  ['it', 'a reading of the site is an "interpretazione"', /\blettur[ae]\b/i, 'Le letture del sito'],
  ['nl', 'a reading of the site is an "interpretatie"', /\blezing(?:en)?\b/i, 'De lezingen van deze site'],
  ['sv', 'a reading of the site is a "tolkning"', /\bläsning\w*/i, 'Webbplatsens läsningar'],
  // Awkward phrases a reviewer flagged, each once rewritten (issue 19).
  ['it', 'awkward phrase', /realizzazioni indipendenti|giocano tutti coperto/i, 'diverse realizzazioni indipendenti del gioco'],
  ['nl', 'awkward phrase', /Wees de laatste bandiet|geplande Verplaatsing moet verplaatsen|konden we niet lezen/i, 'Wees de laatste bandiet op de trein.'],
  ['ro', 'awkward phrase', /exemplu lucrat|îl costă pe tren|Trebuie să plecați/i, 'Fiecare rundă îl costă pe tren un vagon.'],
  ['sv', 'awkward phrase', /genomgånget exempel|\bPå din tur\b|är tvingande/i, 'Handlingarna är tvingande'],
];

describe('each language uses its books’ terms and natural phrasing (issue 19)', () => {
  const cache = new Map<Lang, Text[]>();
  const texts = (lang: Lang) => cache.get(lang) ?? (cache.set(lang, textsOf(lang)), cache.get(lang)!);
  for (const [lang, what, pattern, old] of ROWS) {
    it(`${lang}: ${what}`, () => {
      expect(pattern.test(old), `the row must catch the old wording "${old}"`).toBe(true);
      expect(texts(lang).length).toBeGreaterThan(500);
      const found = texts(lang).filter((t) => pattern.test(t.text.replace(/\{\{[^}]*\}\}/g, ' '))).map((t) => `${t.where}: ${t.text.match(pattern)?.[0]} — ${t.text.slice(0, 120)}`);
      expect(found).toEqual([]);
    });
  }
  it('ro: drawing cards still says "a trage" (the shooting rows leave it alone)', () => {
    const drawing = texts('ro').filter((t) => /\btrage(?:ți)? (?:trei|3|6|șase) cărți\b/.test(t.text));
    expect(drawing.length).toBeGreaterThan(3);
  });
});
