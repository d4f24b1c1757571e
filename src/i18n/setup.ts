import i18next, { type i18n, type Resource } from 'i18next';

import { LOCALE_CODES } from '../site/locales.mjs';
import type { I18nKey } from './keys.ts';

/** The site's languages, from the one list (src/site/locales.mjs). */
export const LANGS = LOCALE_CODES;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** One language's strings: namespace → nested keys. */
export type Strings = Record<string, Record<string, unknown>>;

/**
 * A synchronous i18next instance for one language. Islands receive only their own language's strings
 * (as props from the server), so the browser never downloads the other four languages.
 * English is loaded as the fallback only where it is passed in.
 */
export function createI18n(lang: Lang, strings: Strings, fallback?: Strings): i18n {
  const resources: Resource = { [lang]: strings };
  if (fallback && lang !== 'en') resources['en'] = fallback;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: fallback ? 'en' : false,
    resources,
    ns: Object.keys(strings),
    defaultNS: 'common',
    initAsync: false,
    // Widgets render text nodes with Preact, which escapes them: i18next must not escape twice.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** An i18next `t` that takes only keys the English files hold (src/i18n/keys.ts). */
export type KeyedT = (key: I18nKey, options?: Record<string, unknown>) => string;

/** The `t` of an instance made by `createI18n`, typed by the keys. */
export function keyedT(instance: i18n): KeyedT {
  return (key, options = {}) => instance.t(key, options);
}
