// The five languages of the site, in the order the language chooser lists them.
// Plain .mjs so astro.config.mjs, Astro pages and the tests can all import it.
export const LOCALES = [
  { code: 'en', label: 'English', lang: 'en' },
  { code: 'it', label: 'Italiano', lang: 'it' },
  { code: 'nl', label: 'Nederlands', lang: 'nl' },
  { code: 'ro', label: 'Română', lang: 'ro' },
  { code: 'sv', label: 'Svenska', lang: 'sv' },
];
export const LOCALE_CODES = LOCALES.map((l) => l.code);
export const DEFAULT_LOCALE = 'en';
