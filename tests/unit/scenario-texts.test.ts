import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { LANGS, type Lang } from '../../src/i18n/setup.ts';
import { OPTIONS } from '../../src/games/colt-express/engine/index.ts';
import { OPTIONS as CSE_OPTIONS } from '../../src/games/colt-super-express/engine/options.ts';
import { MONEY, strayAmounts } from './money-forms.ts';

// Issue #11, words for readers: the examples' texts (titles, captions, explanations, questions,
// answers, notes) use the glossary's terms in every language, not near-synonyms ("wagon", never
// "car"). Each row: a word the glossary replaces, and the glossary's term.
const AVOID: Record<Lang, readonly (readonly [RegExp, string])[]> = {
  en: [[/\bcars?\b/i, 'wagon'], [/\bsheriff\b/i, 'Marshal'], [/\bcarriages?\b/i, 'wagon'], [/\bcoins?\b/i, 'purse']],
  it: [
    [/\bcarrozz\w*/i, 'Vagone'], [/\bMarshal\b/, 'Sceriffo'], [/\bsceriffo\b/, 'Sceriffo (with a capital)'],
    // native review of Colt Super Express: the Horse gallops (galoppa), as on the pages and in the glossary
    [/\bcavalc\w*/i, 'galoppare'],
  ],
  nl: [
    [/\bsheriff\b/i, 'Marshal'], [/\bwagen\b/i, 'wagon'], [/\brijtuig\w*/i, 'wagon'], [/\bcaboose\b/i, 'laatste wagon'],
    // native review: the last wagon is losgekoppeld (glossary: loskoppelen)
    [/\bafgekoppeld\w*/i, 'losgekoppeld'],
  ],
  ro: [
    [/\bMarshal\b/, 'ofițer federal'], [/(?<!\p{L})șerif\p{L}*/iu, 'ofițer federal'], [/\bcaboose\b/i, 'ultimul vagon'],
    // native review: "în fața locomotivei" reads as outside, ahead of it; the Horse takes you to its front end
    [/(?:până|chiar|Cal:) în fața locomotivei/i, 'în capătul din față al locomotivei'],
    // native review: the pages speak to the reader as "voi", never "tu"
    [/(?<!\p{L})(?:tu|tine|te|ți|îți|ești|stai|poți|tău|ta)(?!\p{L})/iu, 'the "voi" register of the pages'],
  ],
  sv: [
    [/\bMarshal\b/, 'sheriffen'], [/\bmarskalk\w*/i, 'sheriffen'], [/\bcaboose\b/i, 'kabyss'],
    // native review: "riktad framåt" is the book's own phrase; our pages say "vänd framåt"
    [/\briktad\b/i, 'vänd'],
    // review of the translations: the book's card is "Första Spelare-kortet" (004, Förberedelser), also across a line break
    [/(?<!\p{L})[Ff]örsta\s+spelare-?kort/u, 'Första Spelare-kortet'],
  ],
};

const cwd = process.cwd();
const files = findScenarioFiles(['content/scenarios'], cwd).files;

function texts(file: string): [string, Record<string, string>][] {
  const y = parse(readFileSync(join(cwd, file), 'utf8')) as Record<string, unknown>;
  const out: [string, Record<string, string>][] = [];
  for (const k of ['title', 'caption', 'explanation']) if (y[k]) out.push([k, y[k] as Record<string, string>]);
  ((y['steps'] as Record<string, unknown>[] | undefined) ?? []).forEach((st, i) => {
    for (const k of ['ask', 'note']) if (st[k]) out.push([`steps[${i}].${k}`, st[k] as Record<string, string>]);
    ((st['answers'] as Record<string, string>[] | undefined) ?? []).forEach((a, j) => out.push([`steps[${i}].answers[${j}]`, a]));
  });
  return out;
}

describe('scenario texts use the glossary terms and the words of the pages', () => {
  it('finds the scenario files', () => expect(files.length).toBeGreaterThan(80));
  for (const lang of LANGS) {
    it(lang, () => {
      const problems: string[] = [];
      for (const file of files) {
        if (loadFile(file, cwd).scenario === undefined) continue;
        for (const [where, loc] of texts(file)) {
          for (const [re, term] of AVOID[lang]) {
            const m = re.exec(loc[lang] ?? '');
            if (m) problems.push(`${file} ${where}.${lang}: "${m[0]}" (write: ${term})`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

// Reader text never shows an engine option: neither its name (revengePurse), nor a value with a hyphen
// (far-side), nor a label quoted after the word "option" (native review of Colt Super Express: 'with the
// option "far side"' read like engine talk; the examples now say how another table could read the rule).
const ALL_OPTIONS: readonly { name: string; values: readonly { value: unknown }[] }[] = [...OPTIONS, ...CSE_OPTIONS];
const OPTION_NAMES = ALL_OPTIONS.map((o) => o.name).filter((n) => n !== 'mode' && n !== 'expert');
const DISTINCTIVE_VALUES = ALL_OPTIONS.flatMap((o) => o.values.map((v) => String(v.value))).filter((v) => v.includes('-') && v !== 'two-bandits');
const QUOTED_OPTION = /\b(?:options?|opzion[ei]|opties?|opțiun(?:ea|i|ile)?|alternativet?)\s*["“”„«']/i;

describe('scenario texts name no engine option', () => {
  it('knows the options of both games', () => {
    expect(OPTION_NAMES).toContain('revengePurse');
    expect(OPTION_NAMES).toContain('shotLanding');
    expect(DISTINCTIVE_VALUES).toContain('far-side');
  });
  for (const lang of LANGS) {
    it(lang, () => {
      const problems: string[] = [];
      for (const file of files) {
        for (const [where, loc] of texts(file)) {
          const text = loc[lang] ?? '';
          for (const name of OPTION_NAMES) if (new RegExp(`\\b${name}\\b`).test(text)) problems.push(`${file} ${where}.${lang}: option name ${name}`);
          for (const value of DISTINCTIVE_VALUES) if (text.includes(value)) problems.push(`${file} ${where}.${lang}: option value ${value}`);
          const m = QUOTED_OPTION.exec(text);
          if (m) problems.push(`${file} ${where}.${lang}: a quoted option label after "${m[0]}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

// Typography of each language (native reviews): Swedish quotes are ”…”, Romanian „…”, never the
// typewriter "…". Amounts: each language's form, its rulebook's (money-forms.ts, with the sources).
const TYPOGRAPHY: Partial<Record<Lang, readonly (readonly [RegExp, string])[]>> = {
  sv: [[/"/, 'quotes as ”…”']],
  ro: [[/"/, 'quotes as „…”']],
};

describe('scenario texts follow the typography of their language', () => {
  for (const [lang, rows] of Object.entries(TYPOGRAPHY)) {
    it(lang, () => {
      const problems: string[] = [];
      for (const file of files) {
        for (const [where, loc] of texts(file)) {
          for (const [re, rule] of rows) {
            const m = re.exec(loc[lang] ?? '');
            if (m) problems.push(`${file} ${where}.${lang}: "${m[0]}" (write ${rule})`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('scenario texts write amounts in their language\'s form', () => {
  for (const lang of LANGS) {
    it(`${lang}: every amount as "${MONEY[lang].example}"`, () => {
      const problems: string[] = [];
      for (const file of files) {
        for (const [where, loc] of texts(file)) for (const a of strayAmounts(lang, loc[lang] ?? '')) problems.push(`${file} ${where}.${lang}: "${a}"`);
      }
      expect(problems).toEqual([]);
    });
  }
});
