// A rules page as an ordered list of sections, so two languages can be laid side by side and checked
// against each other: the compare pages (src/site/ComparePage.astro) show them aligned, and the parity
// tests (tests/unit/content-parity.test.ts) compare their keys, levels and order.
//
// Keys are the same in every language by construction: `rule:<rule id>` for a <Rule> block,
// `h:<explicit id>` for a heading outside a rule (`## Round cards {#round-cards}`), `intro` for what
// comes before the first of them. Pure: no file system, no Astro.

import type { LOCALE_CODES } from './locales.mjs';

export type Section = {
  /** `intro`, `rule:<id>` or `h:<id>` (a heading without an explicit id gets `h?:<its text>`) */
  readonly key: string;
  /** 2 or 3 for a heading outside a rule, 3 for a rule (its heading is an h3), 0 for the intro */
  readonly level: number;
  /** the heading's words, without the `{#id}` (empty for the intro or a rule without a heading) */
  readonly heading: string;
  /** the Markdown under the heading, components included, up to the next section */
  readonly body: string;
  /** headings inside the section other than its own, as `level` numbers (a rule should hold one h3) */
  readonly innerHeadings: readonly number[];
};

const HEADING = /^(#{2,6}) (.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** The text after the frontmatter and the import lines. */
export function bodyOf(mdx: string): string {
  const withoutFrontmatter = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  return withoutFrontmatter
    .split('\n')
    .filter((line) => !/^import\s.+from\s/.test(line))
    .join('\n');
}

/** Frontmatter `title:` of an MDX file (plain or quoted). */
export function titleOf(mdx: string): string {
  const m = /^---\n[\s\S]*?^title:\s*(.+?)\s*$/m.exec(mdx);
  if (!m) return '';
  return m[1]!.replace(/^(["'])(.*)\1$/, '$2');
}

export function headingText(raw: string): { text: string; id: string | undefined } {
  const id = EXPLICIT_ID.exec(raw)?.[1];
  return { text: raw.replace(EXPLICIT_ID, ''), id };
}

export function sectionsOf(mdx: string): Section[] {
  const lines = bodyOf(mdx).split('\n');
  const out: Section[] = [];
  let current: { key: string; level: number; heading: string; body: string[]; inner: number[] } = {
    key: 'intro',
    level: 0,
    heading: '',
    body: [],
    inner: [],
  };
  let inRule = false;
  const flush = () => {
    const body = current.body.join('\n').trim();
    if (current.key !== 'intro' || body !== '') {
      out.push({ key: current.key, level: current.level, heading: current.heading, body, innerHeadings: current.inner });
    }
  };
  for (const line of lines) {
    const rule = /^<Rule id="([^"]+)">/.exec(line);
    if (!inRule && rule) {
      flush();
      current = { key: `rule:${rule[1]}`, level: 3, heading: '', body: [], inner: [] };
      inRule = true;
      continue;
    }
    if (inRule) {
      if (line.startsWith('</Rule>')) {
        inRule = false;
        continue;
      }
      const h = HEADING.exec(line);
      if (h) {
        if (current.heading === '' && current.body.join('').trim() === '') {
          current.heading = headingText(h[2]!).text;
          current.level = h[1]!.length;
        } else current.inner.push(h[1]!.length);
        continue;
      }
      current.body.push(line);
      continue;
    }
    const h = HEADING.exec(line);
    if (h && h[1]!.length <= 3) {
      flush();
      const { text, id } = headingText(h[2]!);
      current = { key: id ? `h:${id}` : `h?:${text}`, level: h[1]!.length, heading: text, body: [], inner: [] };
      continue;
    }
    if (h) current.inner.push(h[1]!.length);
    current.body.push(line);
  }
  flush();
  return out;
}

/** The components a section may contain, in order: `Scenario:<id>`, `Example:<id>`, `Edition:<is>`, … */
export function componentsIn(body: string): string[] {
  return [...body.matchAll(/<(Scenario|Example|Edition|TryIt|ComponentFacts)\s+(?:id|is|scenario|show)="([^"]+)"/g)].map(
    (m) => `${m[1]}:${m[2]}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// What a section says besides its rule (issue #19): the edition marks and notes it carries, the worked
// examples it tells in its text, and the readings of this site it marks as ours. A translation says the
// same things in the same sections as English, so the parity tests compare these per section.

/** The `<Edition is="…" />` values of a section, in order (`original`, `revised` and the notes on one book: `revised-it`, `revised-nl`, `original-ro`). */
export function editionMarksIn(body: string): string[] {
  return [...body.matchAll(/<Edition\s+is="([^"]+)"/g)].map((m) => m[1]!);
}

/** The words a section's reader reads: no components, no link targets, no link texts (a link to the readings page is no reading). */
function readerText(body: string): string {
  return body
    .replace(/<[A-Z][A-Za-z]*\b[^>]*>/g, ' ')
    .replace(/<\/[A-Z][A-Za-z]*>/g, ' ')
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ');
}

/** An inline worked example opens with the word "Example" as a label: "**Example.**", "Esempio:", "**Voorbeeld uit het boekje.**". */
const EXAMPLE_LABEL = /(?<!\p{L})(?:Example|Esempio|Voorbeeld|Exemplu|Exempel)(?=\*\*|[.:]| \(| uit )/gu;

/** How many worked examples a section tells in its text (not the embedded `<Scenario>`/`<Example>` boards). */
export function inlineExamplesIn(body: string): number {
  return [...readerText(body).matchAll(EXAMPLE_LABEL)].length;
}

/** How many worked answers a section folds under its examples (`<Answer>…</Answer>`: the book's example told in words). */
export function answersIn(body: string): number {
  return [...body.matchAll(/<Answer>/g)].length;
}

/** How each language marks a reading of ours: "this site", "questo sito", "deze site", "acest site", "här webbplatsen". */
export const READING_MARKERS: Readonly<Record<string, RegExp>> = {
  en: /\b(?:this site|the site)\b|\bour reading/i,
  it: /\b(?:questo sito|del sito|il sito)\b|\bnostra (?:lettura|interpretazione)/i,
  nl: /\b(?:deze site|de site)\b|\bonze (?:lezing|interpretatie)/i,
  ro: /\b(?:acest site|acestui site|site-ul|site-ului)(?![\p{L}-])|\b(?:interpretarea|citirea) noastră/iu,
  sv: /webbplats(?:en|ens)\b|\bvår (?:läsning|tolkning)/i,
} satisfies Record<(typeof LOCALE_CODES)[number], RegExp>; // every language marks its readings

/** How many paragraphs of a section mark a reading of this site (the site chooses where the books are silent or disagree). */
export function readingParagraphsIn(body: string, lang: string): number {
  const marker = READING_MARKERS[lang];
  if (marker === undefined) return 0;
  return readerText(body)
    .split(/\n\s*\n/)
    .filter((p) => marker.test(p)).length;
}
