// Build time only (Vite): the pages a reviewer can compare, and each page's sections in every language.
import { LANGS, type Lang } from '../i18n/setup.ts';
import { sectionsOf, titleOf, type Section } from './mdx-sections.ts';

const files = import.meta.glob<string>('/content/docs/*/**/*.mdx', { query: '?raw', import: 'default', eager: true });

/** Pages with nothing to compare (a widget or a table rendered from data) or the compare page itself. */
const SKIP = new Set(['compare', 'sandbox', 'learn', 'glossary', 'rules-index']);

const slugOf = (path: string, lang: string) => path.slice(`/content/docs/${lang}/`.length, -'.mdx'.length).replace(/(^|\/)index$/, '');

/** Every comparable page slug ('' for the home page), in the order of the English files. */
export function comparableSlugs(): string[] {
  return Object.keys(files)
    .filter((p) => p.startsWith('/content/docs/en/'))
    .map((p) => slugOf(p, 'en'))
    .filter((s) => !SKIP.has(s))
    .sort();
}

export function pageSource(lang: Lang, slug: string): string | undefined {
  return files[`/content/docs/${lang}/${slug === '' ? 'index' : slug}.mdx`];
}

export type AlignedPage = {
  readonly slug: string;
  readonly titles: Readonly<Record<Lang, string | undefined>>;
  /** rows in the English order (then keys found only elsewhere), one cell per language */
  readonly rows: readonly { readonly key: string; readonly cells: Readonly<Record<Lang, Section | undefined>> }[];
};

export function alignedPage(slug: string): AlignedPage {
  const byLang = Object.fromEntries(
    LANGS.map((lang) => {
      const src = pageSource(lang, slug);
      return [lang, src === undefined ? undefined : { title: titleOf(src), sections: sectionsOf(src) }];
    }),
  ) as Record<Lang, { title: string; sections: Section[] } | undefined>;
  const keys: string[] = [];
  for (const lang of LANGS) for (const s of byLang[lang]?.sections ?? []) if (!keys.includes(s.key)) keys.push(s.key);
  const rows = keys.map((key) => ({
    key,
    cells: Object.fromEntries(LANGS.map((lang) => [lang, byLang[lang]?.sections.find((s) => s.key === key)])) as Record<
      Lang,
      Section | undefined
    >,
  }));
  const titles = Object.fromEntries(LANGS.map((lang) => [lang, byLang[lang]?.title])) as Record<Lang, string | undefined>;
  return { slug, titles, rows };
}
