// The site's languages are written once, in src/site/locales.mjs (issue 21, "One list of languages"):
// six places kept their own copy (i18n/setup.ts, scenarios/types.ts, cli/strings.ts, export-text.ts,
// zod-helpers.ts' language names, and the tests), so adding a language meant finding them all.
// TypeScript sees the codes as literals, so a table per language (`satisfies Record<Lang, …>`) fails
// `npm run check` when one is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES } from '../../src/site/locales.mjs';
import { LANGS, isLang } from '../../src/i18n/setup.ts';
import { LANGS as SCENARIO_LANGS } from '../../src/scenarios/types.ts';
import { CLI_LANGS } from '../../src/cli/strings.ts';
import { EXPORT_LANGS } from '../../src/widgets/sandbox/export-text.ts';

const root = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' ? [] : files(join(dir, e.name))) : /\.(ts|tsx|mjs|js|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** A literal list of three or more language codes in a row: `['en', 'it', 'nl'…]`, `"it", "ro", "sv"`. */
const LIST = /(['"])(?:en|it|nl|ro|sv)\1\s*,\s*(['"])(?:en|it|nl|ro|sv)\2\s*,\s*(['"])(?:en|it|nl|ro|sv)\3/;

// Files that may write the codes as a list: the list itself, and tests that check the list as a reader sees it.
const ALLOWED = new Set([
  'src/site/locales.mjs', // the one list
  'tests/e2e/foundation.spec.ts', // the language chooser shows these five, with these labels
  'tests/unit/one-language-list.test.ts', // this file's own rows
]);

describe('one list of languages', () => {
  it('every list of languages is the one in locales.mjs', () => {
    // the lists each module used to keep, now the same array
    for (const list of [LANGS, SCENARIO_LANGS, CLI_LANGS, EXPORT_LANGS]) expect(list).toBe(LOCALE_CODES);
    expect(LOCALE_CODES).toEqual(LOCALES.map((l) => l.code));
    expect(LOCALE_CODES).toContain(DEFAULT_LOCALE);
  });

  it('isLang accepts exactly the listed codes', () => {
    for (const code of LOCALE_CODES) expect(isLang(code), code).toBe(true);
    for (const other of ['EN', 'de', '', 'en-GB', undefined]) expect(isLang(other), String(other)).toBe(false);
  });

  it('each language has a distinct code, a label in itself and an English name', () => {
    expect(new Set(LOCALE_CODES).size).toBe(LOCALE_CODES.length);
    for (const l of LOCALES) {
      expect(l.label.length, l.code).toBeGreaterThan(0);
      expect(l.name, l.code).toMatch(/^[A-Z][a-z]+$/);
      expect(l.lang.startsWith(l.code), l.code).toBe(true);
    }
  });

  it('no other source, script or test writes the codes as a list of its own', () => {
    const found = ['src', 'scripts', 'bin', 'tests']
      .flatMap((d) => files(join(root, d)))
      .concat([join(root, 'astro.config.mjs'), join(root, 'content.config.ts')])
      .map((f) => relative(root, f).split('\\').join('/'))
      .filter((f) => !ALLOWED.has(f) && LIST.test(readFileSync(join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the search for a list finds one (the guard can fail)', () => {
    // rows: what a copied list looks like in the files this test walks
    for (const text of ["const LANGS = ['en', 'it', 'nl', 'ro', 'sv'] as const;", 'for (const l of ["it", "nl", "ro"])', "['sv','ro','en']"]) expect(LIST.test(text), text).toBe(true);
    for (const text of ["['en', 'sv'] as const", "{ en: 'x', it: 'y', nl: 'z' }"]) expect(LIST.test(text), text).toBe(false);
  });
});
