// Build time only (the pages' text comes through compare-pages.ts). A rule's name, wherever a link shows it (an example's reasons and narration, the
// sandbox), is the heading of its <Rule> block on its page in the reader's language: the link and the
// paragraph it opens can never name the rule differently, and there is no list of names to keep in step
// with the pages. A variant's rule and an edition difference also carry their page's title
// ("Setup (Two bandits per player)"), an expansion's rule the name of its part of the page ("One more
// card in every hand (Reflex)"): their headings are written for a reader already there, and a link from
// the sandbox must say which setup it means.

import type { Lang } from '../i18n/setup.ts';
import { pageSource } from './compare-pages.ts';
import { sectionsOf, titleOf } from './mdx-sections.ts';

type PageRules = {
  readonly title: string;
  /** rule id → its heading, and the heading of the part (## …) of the page it is in ('' before any) */
  readonly headings: ReadonlyMap<string, { readonly heading: string; readonly part: string }>;
};

/** Rules whose heading a link follows with its context: the page's title or the part's heading. */
const CONTEXT: readonly (readonly [RegExp, 'page' | 'part'])[] = [
  [/^(?:variants|options)\./, 'page'],
  [/^(?:reflex|horse)\./, 'part'],
];

/**
 * Markdown in a heading, as the page shows it: link texts, no emphasis marks or code ticks, and the
 * typographic quotes the Markdown renderer sets ("L'ordine" is shown "L’ordine").
 */
export function plainHeading(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$|[.,:;!?])/g, '$1$2')
    .replace(/"([^"]*)"/g, '\u201c$1\u201d')
    .replace(/(^|[\s(])'/g, '$1\u2018')
    .replace(/'/g, '\u2019')
    .trim();
}

/** A page's title and the heading of each rule on it; `text` is the page's MDX. Pure. */
export function rulesOfPage(text: string): PageRules {
  const headings = new Map<string, { heading: string; part: string }>();
  let part = '';
  for (const s of sectionsOf(text)) {
    if (s.key.startsWith('rule:')) {
      if (s.heading !== '') headings.set(s.key.slice('rule:'.length), { heading: plainHeading(s.heading), part });
    } else if (s.level === 2) part = plainHeading(s.heading);
  }
  return { title: titleOf(text), headings };
}

/** The name a link gives `rule`, from its page's rules; undefined when the page has no heading for it. Pure. */
export function linkName(rules: PageRules, rule: string): string | undefined {
  const found = rules.headings.get(rule);
  if (found === undefined) return undefined;
  const from = CONTEXT.find(([ids]) => ids.test(rule))?.[1];
  const context = from === 'page' ? rules.title : from === 'part' ? found.part : '';
  // In brackets, a title's own brackets become a comma: "Setup (Two players with teams, original 2014)".
  return context === '' ? found.heading : `${found.heading} (${context.replace(/\s*\(([^()]*)\)$/, ', $1')})`;
}

const pages = new Map<string, PageRules | undefined>();

/** `page` is the path under the language (`rules/fire`, `super-express/cards`). */
export function pageRules(lang: Lang, page: string): PageRules | undefined {
  const key = `${lang}/${page}`;
  if (!pages.has(key)) {
    const text = pageSource(lang, page);
    pages.set(key, text === undefined ? undefined : rulesOfPage(text));
  }
  return pages.get(key);
}

/** The name of `rule` on `page` in `lang`; undefined when that page has no heading for it (no dead link). */
export function ruleLinkName(lang: Lang, page: string, rule: string): string | undefined {
  const rules = pageRules(lang, page);
  return rules === undefined ? undefined : linkName(rules, rule);
}
