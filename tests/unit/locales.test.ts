import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/setup.ts';
import { WHY_CODES } from '../../src/games/colt-express/engine/codes.ts';
import { REASON_PLACEHOLDERS, REASONS_NS as CE_REASONS_NS } from '../../src/games/colt-express/reasons.ts';
import { WHY_CODES as CSE_WHY_CODES } from '../../src/games/colt-super-express/engine/codes.ts';
import { REASON_PLACEHOLDERS as CSE_REASON_PLACEHOLDERS, REASONS_NS as CSE_REASONS_NS } from '../../src/games/colt-super-express/reasons.ts';
import { parse } from 'yaml';
import { MONEY, strayAmounts } from './money-forms.ts';
import { FEMALE_SUFFIX } from '../../src/i18n/gender.ts';

// Every UI string exists, non-empty, in every language: a missing key would show a raw key to a reader.
const root = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, unknown> {
  return leaves(JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Tree);
}

const namespaces = readdirSync(join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();

describe('UI strings (locales/<lang>/*.json)', () => {
  it('has at least the foundation namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'widgets', 'errors']));
  });

  for (const lang of LANGS) {
    it(`${lang}: has the same namespace files as en`, () => {
      const files = readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
      expect(files).toEqual(namespaces);
    });
    for (const ns of namespaces) {
      it(`${lang}/${ns}.json: same keys as en, no empty string`, () => {
        expect(existsSync(join(root, lang, `${ns}.json`)), `locales/${lang}/${ns}.json is missing`).toBe(true);
        // a `_female` twin is the language's own business (tests/unit/gender.test.ts checks it has its base key),
        // and so is a place's form after "to" or "from" (`locomotive_into`: "nella Locomotiva"; board/describe.ts)
        const own = (k: string) => k.endsWith(FEMALE_SUFFIX) || /_(?:into|from)$/.test(k);
        const base = (m: Map<string, unknown>) => new Map([...m].filter(([k]) => !own(k)));
        const en = base(load('en', ns));
        const other = load(lang, ns);
        const orphans = [...other.keys()].filter((k) => /_(?:into|from)$/.test(k) && !other.has(k.replace(/_(?:into|from)$/, '')));
        expect(orphans, `${lang}/${ns}: a place form without its plain name`).toEqual([]);
        const missing = [...en.keys()].filter((k) => !other.has(k));
        const extra = [...base(other).keys()].filter((k) => !en.has(k));
        const empty = [...other].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect({ missing, extra, empty }, `locales/${lang}/${ns}.json`).toEqual({ missing: [], extra: [], empty: [] });
      });
    }
  }
});

// Issue 8: one localized reasons namespace says why an option is excluded, for the CLI, the
// scenario player and the sandbox alike; the exclusion codes are the engine's closed list.
// Issue 21: one such namespace per game, shaped alike (code → sentence, `_female` twins), each
// worded through its game's reasons.ts. One row per game: its namespace, its engine's closed list
// of codes, the placeholders its reasons.ts fills.
const REASONS: readonly [game: string, ns: string, codes: readonly string[], placeholders: readonly string[]][] = [
  ['colt-express', CE_REASONS_NS, WHY_CODES, REASON_PLACEHOLDERS],
  ['colt-super-express', CSE_REASONS_NS, CSE_WHY_CODES, CSE_REASON_PLACEHOLDERS],
];
describe.each(REASONS)('%s reasons namespace (locales/<lang>/%s.json)', (_game, ns, codes, placeholders) => {
  it('is a namespace of every language', () => {
    expect(namespaces).toContain(ns);
  });
  const en = JSON.parse(readFileSync(join(root, 'en', `${ns}.json`), 'utf8')) as Record<string, unknown>;
  it('has one sentence per exclusion code of the engine, no more', () => {
    expect(Object.keys(en).filter((k) => !k.endsWith(FEMALE_SUFFIX)).sort()).toEqual([...codes].sort());
  });
  for (const lang of LANGS) {
    const reasons = JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
    it(`${lang}: a flat table of sentences, using only the placeholders the callers fill, and shows no id`, () => {
      for (const [why, text] of Object.entries(reasons)) {
        expect(typeof text, `${lang} ${why}`).toBe('string');
        for (const m of String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(placeholders, `${lang} ${why}: {{${m[1]}}}`).toContain(m[1]);
        // no rule id (actions.fire.…) and no option value (remove-deck, token-from-box…) in a reader's sentence
        expect(text, `${lang} ${why}`).not.toMatch(/\b[a-z]+\.[a-z-]+\b|\b[a-z]+-[a-z]+-[a-z]+\b/);
      }
    });
    it(`${lang}: cli.json, widgets.json and the narrations do not repeat the reasons`, () => {
      const other = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, lang, `${name}.json`), 'utf8')) as Record<string, unknown>;
      expect(other('cli')['reasons']).toBeUndefined();
      expect(other('widgets')['reason']).toBeUndefined();
      expect(other('narration')['why']).toBeUndefined();
      expect(other('narration-cse')['why']).toBeUndefined();
    });
  }
});

// Native reviews of Colt Super Express: the UI strings and the glossary use the words of the pages.
// Each row: a language, the namespaces it covers ('glossary' is content/glossary/<lang>.yaml), what
// must not appear, and what the pages write instead. (Buttons keep a short imperative: in Romanian, the
// "voi" form of the pages and of the Romanian book: 003, setup and the actions described, "Așezați", "Alegeți".)
const RO_SINGULAR_IMPERATIVE =
  /(?:^|[.:!?]\s+)(?:Nu (?:mai )?(?:lua|lovi|păstra|trage|juca|muta)|Joacă|Trage|Alege|Păstrează|Deplasează|Schimbă|Mută|Ia(?! totul!)|Lovește|Rezolvă|Rezolv|Arată|Rulează|Copiază|Deschide|Citește|Modifică|Începe|Anulează|Refă|Adaugă|Pune|Primește|Dă|Treci|Exportă|Descarcă|Urcă|Intră|Culcă|Ridică|Scoate|Mergi|Apasă|Dezvăluie|Caută|Șterge|Selectează|Sari|Încearcă|Folosește)(?!\p{L})/u;

const REVIEW: readonly (readonly [string, readonly string[], RegExp, string])[] = [
  ['ro', ['narration-cse', 'board-cse'], /banditț/, 'bandiții (typo)'],
  ['ro', ['narration-cse', 'board-cse', 'reasons', 'glossary'], /(?<!\p{L})(?:tu|tine|te|ți|îți|ești|stai|poți|tău|ta|ai)(?!\p{L})/iu, 'the "voi" register, or an impersonal phrase'],
  // Review of the translations: buttons and instructions said "Alege", "Copiază", "Deschide" (singular) beside
  // "Alegeți", "Copiați" (the "voi" of the pages). A string or sentence opening with a singular imperative
  // (or "Nu" + infinitive, its negative) is one of those; "Ia totul!" is the book's name of an event.
  ['ro', ['widgets', 'sandbox', 'common', 'examples', 'errors', 'board-cse', 'starlight'], RO_SINGULAR_IMPERATIVE, 'the "voi" imperative: "Alegeți", "Copiați linkul", "Nu luați nimic"'],
  ['ro', ['glossary', 'narration-cse'], /(?:până|chiar) în fața locomotivei/, '"în capătul din față al locomotivei" (not outside, ahead of it)'],
  ['nl', ['narration-cse', 'board-cse', 'sandbox', 'glossary'], /afgekoppeld/i, 'losgekoppeld (glossary: loskoppelen)'],
  ['it', ['narration-cse', 'board-cse', 'glossary'], /cavalc/i, 'galoppa, as the pages and the glossary'],
  // A Dutch review: "Belle legt de niet gespeelde kaarten terug boven op zijn stapel". A seat is a player:
  // Belle's, or a player of two bandits; a sentence about a seat takes no "zijn" or "haar".
  ['nl', ['narration', 'widgets', 'sandbox'], /\{\{seat\}\}.*(?<!\p{L})(?<!er )(?:zijn|haar)(?!\p{L})/u, '"de eigen stapel": the seat may be Belle, or two bandits'],
  // The Swedish book names the card "Första Spelare-kortet" (004, Förberedelser and Spelets mål), as the pages do.
  ['sv', [...namespaces, 'glossary'], /(?<!\p{L})[Ff]örsta\s+spelare-?kort/u, '"Första Spelare-kortet", as the Swedish book and pages'],
];

function reviewTexts(lang: string, ns: string): Map<string, unknown> {
  // 'starlight' is content/i18n/<lang>.json: Starlight's own buttons (search, skip link) where we override them.
  if (ns === 'starlight') return leaves(JSON.parse(readFileSync(join(root, '..', 'content', 'i18n', `${lang}.json`), 'utf8')) as Tree);
  if (ns !== 'glossary') return load(lang, ns);
  const g = parse(readFileSync(join(root, '..', 'content', 'glossary', `${lang}.yaml`), 'utf8')) as Tree;
  return leaves(g);
}

describe('UI strings and glossary use the words of the pages (native reviews)', () => {
  for (const [lang, nss, re, instead] of REVIEW) {
    it(`${lang} ${nss.join(', ')}: not ${re} (write ${instead})`, () => {
      const found: string[] = [];
      for (const ns of nss) {
        for (const [key, value] of reviewTexts(lang, ns)) if (typeof value === 'string' && re.test(value)) found.push(`${ns} ${key}: ${value}`);
      }
      expect(found).toEqual([]);
    });
  }
});

// Review of the translations: each language writes an amount one way, its rulebook's (money-forms.ts), in every
// UI string, the glossary and Starlight's strings; a template is read as rendered ("{{value}} $" is "250 $").
// The Italian board of Colt Super Express wrote "389 $"; the Romanian strings mixed "250$", "250 $" and "$250".
describe('UI strings and glossary write amounts in their language\'s form', () => {
  for (const lang of LANGS) {
    it(`${lang}: every amount as "${MONEY[lang].example}"`, () => {
      const found: string[] = [];
      for (const ns of [...namespaces, 'glossary', 'starlight']) {
        for (const [key, value] of reviewTexts(lang, ns)) {
          if (typeof value === 'string') for (const a of strayAmounts(lang, value)) found.push(`${ns} ${key}: "${a}" in ${value}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});

// ComponentFacts wrote its purse values as `$${n}` in every language, so the Romanian setup page showed "$250"
// beside "250$" in its prose. Code that renders for readers leaves the amount to a UI string (the checks above).
describe('amounts are written by the UI strings, never by the code that renders them', () => {
  const src = join(root, '..', 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|astro|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  // Everything a reader sees; the engines and the scenario checkers speak English to authors and tests.
  const readerCode = ['components', 'site', 'widgets', 'i18n', 'cli', 'games']
    .flatMap((d) => files(join(src, d)))
    .filter((f) => !/[/\\]games[/\\][^/\\]+[/\\](engine|scenarios)[/\\]/.test(f));
  const SIGN_BY_CODE = /\$\$\{|['"`]\$['"`]\s*\+|\+\s*['"`]\$['"`]|\}\s?\$`/;
  it('no reader-facing module puts a dollar sign beside a number itself', () => {
    expect(readerCode.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const f of readerCode) {
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (SIGN_BY_CODE.test(line)) found.push(`${f.slice(src.length + 1)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
