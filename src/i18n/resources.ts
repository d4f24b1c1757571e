import { createI18n, keyedT, type KeyedT, type Lang, type Strings } from './setup.ts';

// Build-time only (Vite): every locales/<lang>/<namespace>.json, used by the server render, never shipped whole.
const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { eager: true, import: 'default' });

/** The strings of one language, limited to the namespaces asked for (islands get only what they use). */
export function stringsFor(lang: Lang, namespaces: readonly string[]): Strings {
  const out: Strings = {};
  for (const ns of namespaces) {
    const file = files[`/locales/${lang}/${ns}.json`];
    if (file) out[ns] = file;
  }
  return out;
}

function allNamespaces(lang: Lang): string[] {
  const prefix = `/locales/${lang}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length));
}

const cache = new Map<Lang, KeyedT>();

/** i18next's `t` for one language, for Astro components rendered at build time. */
export function tFor(lang: Lang): KeyedT {
  let t = cache.get(lang);
  if (!t) {
    t = keyedT(createI18n(lang, stringsFor(lang, allNamespaces(lang))));
    cache.set(lang, t);
  }
  return t;
}
