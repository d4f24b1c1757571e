// The five languages of the site, in the order the language chooser lists them: the only place their
// codes are written (CONTRIBUTING.md, "Adding a language"). Plain .mjs so astro.config.mjs, Astro
// pages, the CLI, the scenario loader and the tests can all import it; the JSDoc `const` keeps each
// code a literal type, so TypeScript sees `Lang` as 'en' | 'it' | 'nl' | 'ro' | 'sv' (src/i18n/setup.ts).
// `name` is the language's English name, for the scenario loader's messages to authors.
export const LOCALES = /** @type {const} */ ([
  { code: 'en', label: 'English', lang: 'en', name: 'English' },
  { code: 'it', label: 'Italiano', lang: 'it', name: 'Italian' },
  { code: 'nl', label: 'Nederlands', lang: 'nl', name: 'Dutch' },
  { code: 'ro', label: 'Română', lang: 'ro', name: 'Romanian' },
  { code: 'sv', label: 'Svenska', lang: 'sv', name: 'Swedish' },
]);

/**
 * The codes of a list of locales, as a tuple of literals.
 * @template {readonly { readonly code: string }[]} T
 * @typedef {{ readonly [K in keyof T]: T[K]['code'] }} CodesOf
 */

/** The language codes, in the chooser's order: `readonly ['en', 'it', 'nl', 'ro', 'sv']`. */
export const LOCALE_CODES = /** @type {CodesOf<typeof LOCALES>} */ (/** @type {unknown} */ (Object.freeze(LOCALES.map((l) => l.code))));

export const DEFAULT_LOCALE = 'en';
