// Build time only: the rule index (/<lang>/rules-index/, src/components/RulesIndex.astro) and the line
// under every <Rule> paragraph that leads there (src/components/Rule.astro). Every rule of both games,
// A–Z by its heading in the reader's language, with its page, its edition marks, its examples and its
// related rules. Nothing here is written by hand: the rules come from the engines' tables, the names,
// pages and edition marks from the pages themselves (src/site/rule-names.ts, mdx-sections.ts), the
// examples from the scenario files' `rules:`, the related rules from the three below.
//
// Related rules, at most RELATED_MAX, the same game only, in this order without repeats:
//   1. the rules the paragraph itself links to, in the order written (the English page's links first,
//      then those another language adds: the same related rules on every language's index);
//   2. the rules shown in the same examples, most shared examples first (then the table's order), not
//      counting walkthroughs (an example that names more than WALKTHROUGH_RULES rules shows a whole
//      turn, not one rule: a teacher's review found "Shooting from inside a wagon" related to drawing
//      three cards through "The first turn, resolved");
//   3. the rules of the same part of the same page (## …), nearest first (the one before, then after).

import { RULES as CE_RULES } from '../games/colt-express/engine/rules.ts';
import { RULES as CSE_RULES } from '../games/colt-super-express/engine/rules.ts';
import { LANGS, type Lang } from '../i18n/setup.ts';
import { pageSource } from './compare-pages.ts';
import { componentsIn, sectionsOf, titleOf } from './mdx-sections.ts';
import { linkName, pageRules } from './rule-names.ts';
import { exampleHref, scenarioPages } from './scenario-pages.ts';
import { SIDEBAR_SLUGS } from './sidebar.mjs';
import { allScenarios } from '../widgets/scenario-source.ts';

export type IndexGame = 'colt-express' | 'colt-super-express';

/** The slug of the index page under each language. */
export const INDEX_SLUG = 'rules-index';
export const RELATED_MAX = 5;
/** An example naming more rules than this is a walkthrough: it relates none of them to the others. */
export const WALKTHROUGH_RULES = 4;
/** The edition marks in the order the editions page presents them (src/components/Edition.astro). */
export const EDITION_ORDER = ['original', 'original-ro', 'revised', 'revised-it', 'revised-nl'] as const;

/** A rule of one game: its id and the page (slug under the language) whose <Rule> block explains it. */
export type GameRule = { readonly game: IndexGame; readonly id: string; readonly page: string };

/** Both games' rules, in their tables' order (Colt Super Express's pages live under super-express/). */
export const ALL_RULES: readonly GameRule[] = [
  ...CE_RULES.map((r) => ({ game: 'colt-express' as const, id: r.id, page: r.page })),
  ...CSE_RULES.map((r) => ({ game: 'colt-super-express' as const, id: r.id, page: `super-express/${r.page}` })),
];

/**
 * The anchor of a rule's entry on the index page: its id, as on its rules page. Three ids are rules
 * of both games (`setup.train`); Colt Super Express's entries carry the prefix `super-express.` so no
 * two entries share one.
 */
export function indexAnchor(game: IndexGame, id: string): string {
  return game === 'colt-super-express' ? `super-express.${id}` : id;
}

/** The game whose pages hold `page` (a slug or a path: `super-express/cards`, `/it/super-express/end/`). */
export function gameOfPage(page: string): IndexGame {
  return /(^|\/)super-express\//.test(page) ? 'colt-super-express' : 'colt-express';
}

/** The address of a rule's entry on the index page of `lang`. */
export function indexHref(lang: Lang, game: IndexGame, id: string): string {
  return `/${lang}/${INDEX_SLUG}/#${indexAnchor(game, id)}`;
}

type ScenarioRef = { readonly id: string; readonly game: string; readonly rules: readonly string[]; readonly title: Readonly<Record<string, string | undefined>> };

/** The ids of the scenarios whose `rules:` name `id` of `game`, in the order given. Pure. */
export function examplesOfRule(scenarios: readonly ScenarioRef[], game: IndexGame, id: string): string[] {
  return scenarios.filter((s) => s.game === game && s.rules.includes(id)).map((s) => s.id);
}

/** The rules a paragraph links to (`[…](/it/rules/fire/#actions.fire.no-target)`, `[…](#id)`), of `game`, in order. Pure. */
export function linkedRules(body: string, game: IndexGame, known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)) {
    const path = m[1]!;
    const id = decodeURIComponent(m[2]!);
    // A bare `#id` stays on the paragraph's own page, so in its own game.
    if (path !== '' && gameOfPage(path) !== game) continue;
    if (known.has(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * The related rules of `rule` (ids of its game), from what the paragraph links to, the examples it
 * shares, and its neighbours in its part of the page (header of this file). Pure.
 */
export function relatedRules(
  rule: string,
  linked: readonly string[],
  coExamples: readonly (readonly string[])[],
  tableOrder: readonly string[],
  sameSection: readonly string[],
): string[] {
  const out: string[] = [];
  const add = (id: string) => {
    if (id !== rule && !out.includes(id) && out.length < RELATED_MAX) out.push(id);
  };
  linked.forEach(add);
  const shared = new Map<string, number>();
  for (const rules of coExamples) {
    const named = new Set(rules);
    if (!named.has(rule) || named.size > WALKTHROUGH_RULES) continue;
    for (const r of named) if (r !== rule) shared.set(r, (shared.get(r) ?? 0) + 1);
  }
  [...shared]
    .sort((a, b) => b[1] - a[1] || tableOrder.indexOf(a[0]) - tableOrder.indexOf(b[0]))
    .forEach(([r]) => add(r));
  const at = sameSection.indexOf(rule);
  if (at >= 0) for (let d = 1; d < sameSection.length; d += 1) for (const i of [at - d, at + d]) if (i >= 0 && i < sameSection.length) add(sameSection[i]!);
  return out;
}

export type IndexExample = { readonly id: string; readonly title: string; readonly href: string };
export type IndexEntry = {
  readonly game: IndexGame;
  readonly id: string;
  readonly anchor: string;
  /** the rule's heading on its page, as the page shows it (the entry's title, sorted A–Z) */
  readonly heading: string;
  /** the rule's name as every link names it: its heading, with its page or part where it needs one */
  readonly name: string;
  readonly page: string;
  readonly pageTitle: string;
  /** the paragraph on its page: `/<lang>/<page>/#<id>` */
  readonly href: string;
  /** the `<Edition is>` marks inside the rule's block on the page of this language, once each (EDITION_ORDER) */
  readonly editions: readonly string[];
  readonly examples: readonly IndexExample[];
  readonly related: readonly { readonly anchor: string; readonly name: string }[];
};

type PageParts = { readonly title: string; readonly bodies: ReadonlyMap<string, string>; readonly parts: readonly (readonly string[])[] };

/** A page's title, each rule's block and its rules grouped by part (## …), in page order. Pure. */
export function partsOfPage(text: string): PageParts {
  const bodies = new Map<string, string>();
  const parts: string[][] = [[]];
  for (const s of sectionsOf(text)) {
    if (s.key.startsWith('rule:')) {
      const id = s.key.slice('rule:'.length);
      bodies.set(id, `${s.heading}\n${s.body}`);
      parts[parts.length - 1]!.push(id);
    } else if (s.level === 2) parts.push([]);
  }
  return { title: titleOf(text), bodies, parts: parts.filter((p) => p.length > 0) };
}

let scenariosCache: readonly ScenarioRef[] | undefined;
let pagesCache: Map<string, Map<string, string>> | undefined;
const docs = import.meta.glob<string>('/content/docs/*/**/*.mdx', { query: '?raw', import: 'default', eager: true });

/** Every scenario that loads, in the order a reader meets them: by page (sidebar order), then on the page. */
function scenarios(): readonly ScenarioRef[] {
  if (scenariosCache) return scenariosCache;
  pagesCache ??= scenarioPages(docs);
  const where = pagesCache.get('en') ?? new Map<string, string>();
  const order = (id: string): [number, number] => {
    const slug = where.get(id);
    if (slug === undefined) return [Number.MAX_SAFE_INTEGER, 0];
    const at = SIDEBAR_SLUGS.indexOf(slug);
    const text = pageSource('en', slug) ?? '';
    return [at === -1 ? SIDEBAR_SLUGS.length : at, text.indexOf(`<Scenario id="${id}"`)];
  };
  scenariosCache = [...allScenarios()].sort((a, b) => {
    const [pa, ia] = order(a.id);
    const [pb, ib] = order(b.id);
    return pa - pb || ia - ib || a.id.localeCompare(b.id);
  });
  return scenariosCache;
}

/** How many examples the index lists for `id` of `game` in `lang` (the line under each <Rule> paragraph). */
export function exampleCount(lang: Lang, game: IndexGame, id: string): number {
  const anchor = indexAnchor(game, id);
  return rulesIndex(lang).find((e) => e.anchor === anchor)?.examples.length ?? 0;
}

const built = new Map<Lang, readonly IndexEntry[]>();

/** Every rule of both games in `lang`, A–Z by name in that language's order. */
export function rulesIndex(lang: Lang): readonly IndexEntry[] {
  const done = built.get(lang);
  if (done) return done;
  const all = scenarios();
  pagesCache ??= scenarioPages(docs);
  const pages = new Map<string, PageParts>();
  const partsOf = (page: string): PageParts => {
    let p = pages.get(page);
    if (!p) {
      const text = pageSource(lang, page);
      if (text === undefined) throw new Error(`rule index (${lang}): no page ${lang}/${page}`);
      p = partsOfPage(text);
      pages.set(page, p);
    }
    return p;
  };
  const nameOf = (r: GameRule): string => {
    const rules = pageRules(lang, r.page);
    const name = rules === undefined ? undefined : linkName(rules, r.id);
    if (name === undefined) throw new Error(`rule index (${lang}): ${r.id} has no heading on ${lang}/${r.page}`);
    return name;
  };
  const headingOf = (r: GameRule): string => pageRules(lang, r.page)?.headings.get(r.id)?.heading ?? nameOf(r);
  const linksOf = (r: GameRule, known: ReadonlySet<string>): string[] => [
    ...new Set(
      LANGS.flatMap((l) => {
        const text = pageSource(l, r.page);
        return text === undefined ? [] : linkedRules(partsOfPage(text).bodies.get(r.id) ?? '', r.game, known);
      }),
    ),
  ];
  const entries = ALL_RULES.map((r): IndexEntry => {
    const game = ALL_RULES.filter((o) => o.game === r.game);
    const ids = game.map((o) => o.id);
    const page = partsOf(r.page);
    const body = page.bodies.get(r.id) ?? '';
    // An example that no page of this language shows yet gets no entry (no dead link); the unit test
    // (tests/unit/rules-index.test.ts) requires every example of a rule to be listed.
    const examples = examplesOfRule(all, r.game, r.id).flatMap((id): IndexExample[] => {
      const sc = all.find((s) => s.id === id)!;
      const href = exampleHref(pagesCache!, lang, id);
      return href === undefined ? [] : [{ id, title: sc.title[lang] ?? sc.title['en'] ?? id, href }];
    });
    const related = relatedRules(
      r.id,
      linksOf(r, new Set(ids)),
      all.filter((s) => s.game === r.game).map((s) => s.rules),
      ids,
      page.parts.find((p) => p.includes(r.id)) ?? [],
    ).map((id) => ({ anchor: indexAnchor(r.game, id), name: nameOf(game.find((o) => o.id === id)!) }));
    return {
      game: r.game,
      id: r.id,
      anchor: indexAnchor(r.game, r.id),
      heading: headingOf(r),
      name: nameOf(r),
      page: r.page,
      pageTitle: page.title,
      href: `/${lang}/${r.page}/#${r.id}`,
      editions: EDITION_ORDER.filter((is) => componentsIn(body).includes(`Edition:${is}`)),
      examples,
      related,
    };
  });
  const collator = new Intl.Collator(lang);
  // Two rules with one heading ("Setup" of two variants) follow the name that says which.
  const sorted = entries.sort((a, b) => collator.compare(a.heading, b.heading) || collator.compare(a.name, b.name) || a.game.localeCompare(b.game) || a.id.localeCompare(b.id));
  built.set(lang, sorted);
  return sorted;
}

/**
 * What tells apart entries that share a heading ("Where the bandits start" on the setup page, in Colt
 * Super Express and in two variants: a reader saw four alike entries in a row): what their link name
 * adds to the heading ("Horse"), else their page's title ("Colt Super Express" before that game's). Keyed by anchor; entries with a heading of their own get none.
 */
export function headingQualifiers(entries: readonly IndexEntry[]): ReadonlyMap<string, string> {
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.heading, (count.get(e.heading) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const e of entries) {
    if ((count.get(e.heading) ?? 0) < 2) continue;
    // The name every link gives it says which ("… (Horse)"); else its page does.
    const said = e.name.startsWith(e.heading) ? e.name.slice(e.heading.length).trim().replace(/^\((.*)\)$/, '$1') : '';
    out.set(e.anchor, said !== '' ? said : e.game === 'colt-super-express' && !e.pageTitle.includes('Colt Super Express') ? `Colt Super Express · ${e.pageTitle}` : e.pageTitle);
  }
  return out;
}

/** The entries grouped under their first letter, as the language's alphabet has it (Swedish Å, Ä, Ö apart). */
export function byLetter(lang: Lang, entries: readonly IndexEntry[]): { letter: string; entries: IndexEntry[] }[] {
  const base = new Intl.Collator(lang, { sensitivity: 'base' });
  const groups: { letter: string; entries: IndexEntry[] }[] = [];
  for (const e of entries) {
    const first = (Array.from(e.heading)[0] ?? '').toLocaleUpperCase(lang);
    const last = groups[groups.length - 1];
    if (last && base.compare(last.letter, first) === 0) last.entries.push(e);
    else groups.push({ letter: first, entries: [e] });
  }
  return groups;
}
