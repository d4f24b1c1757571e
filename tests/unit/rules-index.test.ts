import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/i18n/setup.ts';
import { RULES } from '../../src/games/colt-express/engine/rules.ts';
import { RULES as CSE_RULES } from '../../src/games/colt-super-express/engine/rules.ts';
import { byLetter, exampleCount, headingQualifiers, indexAnchor, linkedRules, relatedRules, rulesIndex, RELATED_MAX, WALKTHROUGH_RULES, type IndexEntry } from '../../src/site/rules-index.ts';
import { SIDEBAR_SLUGS } from '../../src/site/sidebar.mjs';

// Issue #19, "Questions at the table": the rule index (/<lang>/rules-index/) lists every rule of both
// games A–Z by its heading in the reader's language, with its page, its edition marks, the examples
// whose `rules:` name it and its related rules; nothing in it is written by hand. The expectations
// here are read from the sources themselves (the engines' tables, the MDX files, the scenario files
// through node:fs and the YAML parser), not from the module under test.

const root = join(import.meta.dirname, '../..');
const docs = join(root, 'content/docs');

const walk = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));

type ScenarioFile = { id: string; game: string; rules: string[] };
const SCENARIOS: ScenarioFile[] = walk(join(root, 'content/scenarios'), '.yaml').map((f) => parse(readFileSync(f, 'utf8')) as ScenarioFile);

/** Every rule of both games with the page (under the language) that explains it: the engines' tables. */
const EXPECTED = [
  ...RULES.map((r) => ({ game: 'colt-express', id: r.id as string, page: r.page as string })),
  ...CSE_RULES.map((r) => ({ game: 'colt-super-express', id: r.id as string, page: `super-express/${r.page}` })),
];

const mdx = (lang: string, page: string) => readFileSync(join(docs, lang, `${page}.mdx`), 'utf8');

/** The text of `<Rule id>` … `</Rule>` on a page, or undefined. */
function ruleBlock(text: string, id: string): string | undefined {
  const start = text.indexOf(`<Rule id="${id}">`);
  if (start < 0) return undefined;
  return text.slice(start, text.indexOf('</Rule>', start));
}

/** The first heading inside a rule block, without Markdown, typographic quotes made plain. */
function blockHeading(block: string): string {
  const line = /^#{2,4} (.+)$/m.exec(block)?.[1] ?? '';
  return line
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '')
    .replace(/(^|\s)_([^_]+)_/g, '$1$2')
    .trim();
}
const plainQuotes = (s: string) => s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');

/** lang → scenario id → the page (slug) of that language that first embeds it. */
function embeddingPages(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of walk(join(docs, lang), '.mdx').sort()) {
    const slug = file.slice(join(docs, lang).length + 1, -'.mdx'.length).replace(/(^|\/)index$/, '');
    for (const m of readFileSync(file, 'utf8').matchAll(/<Scenario\s+id="([^"]+)"/g)) if (!out.has(m[1]!)) out.set(m[1]!, slug);
  }
  return out;
}

describe('rule index: every rule, once, A–Z, with what the sources say of it', () => {
  for (const lang of LANGS) {
    const entries = rulesIndex(lang);
    const key = (e: { game: string; id: string }) => `${e.game} ${e.id}`;

    it(`${lang}: every rule id of both games appears exactly once`, () => {
      expect(entries.map(key).sort()).toEqual(EXPECTED.map(key).sort());
      expect(new Set(entries.map((e) => e.anchor)).size).toBe(entries.length);
    });

    it(`${lang}: sorted A–Z by heading, in the language's own order (Intl.Collator)`, () => {
      const collator = new Intl.Collator(lang);
      const out = entries.slice(1).flatMap((e, i) => (collator.compare(entries[i]!.heading, e.heading) > 0 ? [`${entries[i]!.heading} before ${e.heading}`] : []));
      expect(out).toEqual([]);
    });

    it(`${lang}: each heading is the rule's heading on its page, and the page link lands on the rule`, () => {
      const problems: string[] = [];
      for (const want of EXPECTED) {
        const e = entries.find((x) => key(x) === key(want))!;
        if (e.href !== `/${lang}/${want.page}/#${want.id}`) problems.push(`${want.id}: links to ${e.href}`);
        const file = join(docs, lang, `${want.page}.mdx`);
        const block = existsSync(file) ? ruleBlock(mdx(lang, want.page), want.id) : undefined;
        if (block === undefined) {
          problems.push(`${want.id}: no <Rule> block on ${lang}/${want.page}`);
          continue;
        }
        if (plainQuotes(e.heading) !== blockHeading(block)) problems.push(`${want.id}: "${e.heading}" is not the heading "${blockHeading(block)}"`);
        const marks = [...new Set([...block.matchAll(/<Edition is="([^"]+)"/g)].map((m) => m[1]!))].sort();
        if ([...e.editions].sort().join() !== marks.join()) problems.push(`${want.id}: edition marks ${e.editions.join()} ≠ the page's ${marks.join()}`);
        const title = /^title:\s*"?(.+?)"?\s*$/m.exec(mdx(lang, want.page))?.[1];
        if (e.pageTitle !== title) problems.push(`${want.id}: page title "${e.pageTitle}" ≠ "${title}"`);
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: the examples are exactly the scenarios whose rules: name the rule, each linked where the page shows it`, () => {
      const pages = embeddingPages(lang);
      const problems: string[] = [];
      for (const e of entries) {
        const want = SCENARIOS.filter((s) => s.game === e.game && s.rules.includes(e.id))
          .map((s) => s.id)
          .sort();
        const got = e.examples.map((x) => x.id).sort();
        if (got.join() !== want.join()) problems.push(`${e.id}: examples ${got.join(', ')} ≠ scenario files ${want.join(', ')}`);
        for (const x of e.examples) {
          const slug = pages.get(x.id);
          if (x.href !== `/${lang}/${slug ? `${slug}/` : ''}#scenario-${x.id}`) problems.push(`${e.id}: ${x.id} links to ${x.href}, shown on ${slug}`);
          if (x.title.trim() === '') problems.push(`${e.id}: ${x.id} has no title`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: related rules are at most ${RELATED_MAX}, of the same game, never the rule itself, and each has its entry`, () => {
      const anchors = new Set(entries.map((e) => e.anchor));
      const problems: string[] = [];
      for (const e of entries) {
        if (e.related.length > RELATED_MAX) problems.push(`${e.id}: ${e.related.length} related`);
        if (e.related.length === 0) problems.push(`${e.id}: no related rule`);
        for (const r of e.related) {
          if (r.anchor === e.anchor) problems.push(`${e.id}: related to itself`);
          if (!anchors.has(r.anchor)) problems.push(`${e.id}: related ${r.anchor} has no entry`);
          if ((e.game === 'colt-super-express') !== r.anchor.startsWith('super-express.')) problems.push(`${e.id}: related ${r.anchor} of the other game`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('the related rules are the same whatever the language of the page (the same links, examples and parts)', () => {
    const ids = (lang: Lang) => new Map(rulesIndex(lang).map((e) => [e.anchor, e.related.map((r) => r.anchor).join()]));
    const en = ids('en');
    const differ = LANGS.flatMap((lang) => [...ids(lang)].filter(([a, rel]) => en.get(a) !== rel).map(([a, rel]) => `${lang} ${a}: ${rel} (en: ${en.get(a)})`));
    expect(differ).toEqual([]);
  });
});

describe('rule index: the pieces', () => {
  const known = new Set(['actions.fire.no-target', 'actions.fire.side-by-side', 'cards.turn']);
  it.each([
    // A link to another page of the same game counts; the anchor is the rule's id.
    ['See [no target](/en/rules/fire/#actions.fire.no-target).', 'colt-express', ['actions.fire.no-target']],
    // A bare `#id` stays on the paragraph's own page.
    ['[side by side](#actions.fire.side-by-side) and [again](#actions.fire.side-by-side)', 'colt-express', ['actions.fire.side-by-side']],
    // An example's anchor or a heading's is not a rule.
    ['[the example](#scenario-fire-no-target), [round cards](/en/rules/round/#round-cards)', 'colt-express', []],
    // A Colt Express rule linked from a Colt Super Express page belongs to the other game.
    ['[no target](/it/rules/fire/#actions.fire.no-target), [turn](/it/super-express/cards/#cards.turn)', 'colt-super-express', ['cards.turn']],
  ] as const)('linked rules of %s (%s)', (body, game, want) => {
    expect(linkedRules(body, game, known)).toEqual(want);
  });

  it('related: the paragraph\'s links first, then the most shared examples, then the neighbours in its part', () => {
    const table = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    // `a` links to `g`; shares two examples with `c`, one with `b`; its part is [e, a, f, d].
    const got = relatedRules('a', ['g', 'a'], [['a', 'b'], ['a', 'c'], ['c', 'a', 'a'], ['d', 'e']], table, ['e', 'a', 'f', 'd']);
    expect(got).toEqual(['g', 'c', 'b', 'e', 'f']);
    expect(got.length).toBe(RELATED_MAX);
  });

  it('related: a walkthrough (an example naming many rules) relates none of them', () => {
    // A teacher's review: "Shooting from inside a wagon" was related to drawing three cards and moving
    // only through "The first turn, resolved", which shows a whole turn.
    const table = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const walkthrough = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(walkthrough.length).toBeGreaterThan(WALKTHROUGH_RULES);
    expect(relatedRules('a', [], [walkthrough, ['a', 'g']], table, [])).toEqual(['g']);
  });

  it('a rule of both games gets two entries: Colt Super Express\'s anchor says which', () => {
    expect(indexAnchor('colt-express', 'setup.train')).toBe('setup.train');
    expect(indexAnchor('colt-super-express', 'setup.train')).toBe('super-express.setup.train');
  });

  it("letters follow the language's alphabet: Swedish Å, Ä, Ö after Z, not with A and O", () => {
    const e = (heading: string) => ({ heading }) as unknown as IndexEntry;
    const groups = byLetter('sv', [e('Att'), e('Zon'), e('Åka'), e('Ärr'), e('Öga'), e('Ödla')]);
    expect(groups.map((g) => `${g.letter}${g.entries.length}`)).toEqual(['A1', 'Z1', 'Å1', 'Ä1', 'Ö2']);
  });

  // A reader's review (Italian): four entries "Dove partono i Banditi" in a row, told apart only further down.
  it('entries that share a heading are told apart on their title line, in every language', () => {
    for (const lang of LANGS) {
      const entries = rulesIndex(lang);
      const q = headingQualifiers(entries);
      const shown = entries.map((e) => (q.has(e.anchor) ? `${e.heading} — ${q.get(e.anchor)}` : e.heading));
      const twice = shown.filter((t, i) => shown.indexOf(t) !== i);
      expect(twice, lang).toEqual([]);
      for (const e of entries) if (!entries.some((o) => o !== e && o.heading === e.heading)) expect(q.has(e.anchor), `${lang} ${e.anchor}`).toBe(false);
    }
  });

  it('the index page is in the sidebar, in every language', () => {
    expect(SIDEBAR_SLUGS).toContain('rules-index');
    for (const lang of LANGS) expect(existsSync(join(docs, lang, 'rules-index.mdx')), lang).toBe(true);
  });
});

describe('rule index: the line under every rule paragraph', () => {
  it('counts the examples its entry lists, in every language', () => {
    for (const lang of LANGS) {
      for (const e of rulesIndex(lang)) expect(exampleCount(lang, e.game, e.id), `${lang} ${e.anchor}`).toBe(SCENARIOS.filter((s) => s.game === e.game && s.rules.includes(e.id)).length);
    }
  });
});
