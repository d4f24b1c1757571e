// Build time only (Vite): the glossary of every language, content/glossary/<lang>.yaml, the same keys in each.
import { parse } from 'yaml';
import { LANGS, type Lang } from '../i18n/setup.ts';

export type GlossaryEntry = { term?: string; definition?: string; note?: string; source?: string };
export type Glossary = Readonly<Record<string, GlossaryEntry>>;

const raw = import.meta.glob<string>('/content/glossary/*.yaml', { query: '?raw', import: 'default', eager: true });

let cache: Record<Lang, Glossary> | undefined;

/** lang → key → entry. */
export function glossaries(): Record<Lang, Glossary> {
  cache ??= Object.fromEntries(
    LANGS.map((code) => {
      const text = raw[`/content/glossary/${code}.yaml`];
      return [code, ((text ? parse(text) : null) as Glossary | null) ?? {}];
    }),
  ) as Record<Lang, Glossary>;
  return cache;
}

/** The term of `key` in `lang` (the English term when that language lacks it). */
export function term(lang: Lang, key: string): string {
  const all = glossaries();
  return all[lang][key]?.term ?? all.en[key]?.term ?? key;
}
