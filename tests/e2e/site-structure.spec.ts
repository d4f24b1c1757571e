import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGS, builtHtml, builtPages, dist, ruleHeading } from './helpers.ts';
import { SECTIONS, sectionGroups } from '../../src/site/sections.mjs';
import { RULES } from '../../src/games/colt-express/engine/rules.ts';
import { RULES as CSE_RULES } from '../../src/games/colt-super-express/engine/rules.ts';

// Issue #9, on the built site (no browser needed: these read dist/): every internal link and anchor
// lands on a page and an element that exist, and the sidebar names every page by the page's own title.
// tests/unit/content-parity.test.ts checks the MDX sources before the build; this catches what the
// components generate (example links, sandbox links, compare pages, tables rendered from data).

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

const pages = builtPages().filter((p) => p !== '/' && !p.startsWith('/404'));
const ids = new Map<string, Set<string>>();
function idsOf(path: string): Set<string> {
  let set = ids.get(path);
  if (!set) {
    set = new Set([...builtHtml(path).matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));
    ids.set(path, set);
  }
  return set;
}
const exists = (path: string) => existsSync(join(dist, path, 'index.html'));

test('every internal link and anchor of the built site resolves', () => {
  expect(pages.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const page of pages) {
    const html = builtHtml(page);
    for (const m of html.matchAll(/\shref="([^"]+)"/g)) {
      const href = decode(m[1]!);
      if (/^(https?:|mailto:|data:)/.test(href) || href.startsWith('/_astro/') || href.startsWith('/pagefind/')) continue;
      if (/\.(css|js|svg|png|ico|xml|json|webmanifest)(\?|$)/.test(href)) continue;
      const [beforeHash, anchor] = href.split('#') as [string, string | undefined];
      const path = beforeHash.split('?')[0]!;
      const target = path === '' ? page : path;
      if (!target.startsWith('/')) continue;
      if (!exists(target)) {
        problems.push(`${page}: ${href} (no page ${target})`);
        continue;
      }
      if (anchor === undefined || anchor === '' || anchor === '_top') continue;
      if (!idsOf(target).has(decodeURIComponent(anchor))) problems.push(`${page}: ${href} (no #${anchor} on ${target})`);
    }
  }
  expect(problems.slice(0, 40), `${problems.length} broken links`).toEqual([]);
});

for (const lang of LANGS) {
  test(`${lang}: the sidebar names every page by the page's own title`, () => {
    const html = builtHtml(`/${lang}/rules/overview/`);
    const nav = /<nav[^>]*aria-label="[^"]*"[^>]*class="sidebar[\s\S]*?<\/nav>|<div class="sidebar-content[\s\S]*?<\/ul>\s*<\/div>/.exec(html)?.[0] ?? html;
    const links = [...nav.matchAll(/<a href="(\/[a-z]{2}\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
      .map((m) => ({ href: m[1]!, label: decode(m[2]!) }))
      .filter((l) => l.href.startsWith(`/${lang}/`));
    expect(links.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const { href, label } of links) {
      if (!exists(href)) {
        problems.push(`${href}: no such page`);
        continue;
      }
      const h1 = /<h1[^>]*id="_top"[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(href))?.[1];
      if (h1 === undefined) problems.push(`${href}: no title`);
      else if (decode(h1) !== label) problems.push(`${href}: sidebar says "${label}", the page says "${decode(h1)}"`);
    }
    expect(problems).toEqual([]);
  });
}

// A rule link (an example's reasons and narration, the sandbox) reads as the heading it opens, at most
// followed by its context in brackets: a Dutch reader found 95 of 133 links named otherwise
// ("§ Een lege cylinder" → "Geen kogels meer"). Read from the names every example and sandbox carries.
for (const lang of LANGS) {
  test(`${lang}: every rule link is named by the heading it opens`, () => {
    const problems: string[] = [];
    let checked = 0;
    for (const path of pages.filter((p) => p.startsWith(`/${lang}/`))) {
      // An example's data is JSON; the sandbox's island props are Astro's (`[0, value]`), in an attribute.
      const text = builtHtml(path).replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
      const links = [
        ...text.matchAll(/"([a-z][\w.-]*)":\{"page":"([^"]+)","name":"((?:[^"\\]|\\.)*)"\}/g),
        ...text.matchAll(/"([a-z][\w.-]*)":\[0,\{"page":\[0,"([^"]+)"\],"name":\[0,"((?:[^"\\]|\\.)*)"\]\}\]/g),
      ];
      for (const [, rule, page, raw] of links) {
        const name = JSON.parse(`"${raw}"`) as string;
        const heading = ruleHeading(lang, page!, rule!);
        checked++;
        if (heading === undefined) problems.push(`${path} ${rule}: no heading on /${lang}/${page}/`);
        else if (name !== heading && !name.startsWith(`${heading} (`)) problems.push(`${path} ${rule}: "${name}" opens "${heading}"`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
}

// A shortened address (/it/rules/) opens that part's contents: every page of its sidebar groups,
// linked by the page's own title, under the group names the sidebar shows.
for (const lang of LANGS) {
  test(`${lang}: each part's folder address lists its pages by their titles`, () => {
    const problems: string[] = [];
    for (const section of SECTIONS) {
      const html = builtHtml(`/${lang}/${section}/`);
      expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], section).toBe(lang);
      const groups = sectionGroups(section);
      const name = (g: (typeof groups)[number]) => (lang === 'en' ? g.label : (g.translations[lang] ?? g.label));
      const h1 = decode(/<h1[^>]*id="_top"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      if (h1 !== name(groups[0]!)) problems.push(`/${lang}/${section}/: title "${h1}"`);
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const h2s = [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => decode(m[1]!));
      expect(h2s, section).toEqual(groups.slice(1).map(name));
      const links = [...main.matchAll(/<a href="(\/[a-z]{2}\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ href: m[1]!, label: decode(m[2]!) }));
      expect(links.map((l) => l.href), section).toEqual(groups.flatMap((g) => g.items.map((i) => `/${lang}/${i.slug}/`)));
      for (const { href, label } of links) {
        const title = decode(/<h1[^>]*id="_top"[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(href))?.[1] ?? '');
        if (title !== label) problems.push(`/${lang}/${section}/ links "${label}" to ${href}, titled "${title}"`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('every language has the pages for the table, the compare pages and the glossary', () => {
  const missing: string[] = [];
  for (const lang of LANGS) {
    for (const page of ['faq', 'quick-reference', 'setup-by-player-count', 'compare', 'glossary', 'compare/rules/fire']) {
      if (!exists(`/${lang}/${page}/`)) missing.push(`/${lang}/${page}/`);
    }
  }
  expect(missing).toEqual([]);
});

// Issue 11 ("words for readers"): no tooltip or accessible name shows a rule id; the § link said
// `actions.fire.roof-line-of-sight` on hover.
test('no title or aria-label of the built pages is a rule id', () => {
  const problems: string[] = [];
  for (const path of pages) {
    for (const m of builtHtml(path).matchAll(/\s(?:title|aria-label)="([a-z-]+(?:\.[a-z0-9-]+)+)"/g)) problems.push(`${path}: ${m[1]}`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
});

// The compare pages are built from the pages' MDX text: a component tag that is not turned into HTML
// would reach the page as an unknown element (<QuickReference> did, once it wrapped the quick reference).
test('no MDX component tag is left in a built page', () => {
  const problems: string[] = [];
  for (const path of pages) {
    const html = builtHtml(path).replace(/<script[\s\S]*?<\/script>/g, '').replace(/<svg[\s\S]*?<\/svg>/g, '');
    for (const m of html.matchAll(/<\/?([A-Z][A-Za-z]*)[\s/>]/g)) problems.push(`${path}: <${m[1]}>`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
});

// A Dutch review: every heading's link was named "Section titled …" in English for screen readers on
// the Dutch and Swedish pages (Starlight's own translations lack that string; content/i18n/ has it).
test('a translated page names its heading links in its own language', () => {
  const problems = pages.filter((p) => !p.startsWith('/en/') && builtHtml(p).includes('Section titled'));
  expect(problems.slice(0, 10)).toEqual([]);
});

// A Dutch review: searching "Sheriff" showed the glossary as "furiosRO 2014Svenska Arg sheriff": its
// terms, book marks and languages had no space between them for the search index (nor screen readers).
test('the glossary keeps its words apart', () => {
  for (const lang of LANGS) {
    const html = builtHtml(`/${lang}/glossary/`);
    const entries = html.match(/<dt[\s>][\s\S]*?<\/dt>|<dd class="gl-others">[\s\S]*?<\/dd>/g) ?? [];
    expect(entries.length, lang).toBeGreaterThan(40);
    // The text as the search index reads it: tags add no space.
    const text = entries.map((e) => e.replace(/<[^>]+>/g, '')).join('\n');
    expect(text, lang).not.toMatch(/\p{Ll}(?:RO|IT|NL|SV|EN)\b|\b(?:2014|herz\.|rev\.)(?=\p{Lu})/u);
  }
});

// Issue 19, the rule index: on the built site, /<lang>/rules-index/ lists every rule of both games (the
// engines' tables) once; each entry's page link lands on the rule's paragraph, whose heading is the
// entry's heading; and the line under every rule's paragraph leads to that rule's entry. (The links'
// targets all exist: the first test of this file.)
for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: the rule index lists every rule, and its links land on the rules' headings`, () => {
    const html = builtHtml(`/${lang}/rules-index/`);
    const entries = [...html.matchAll(/<h3 id="([^"]+)" data-rule-entry="([^"]+)"[^>]*>([\s\S]*?)<\/h3>[\s\S]*?class="ri-page"[^>]*href="([^"]+)"/g)].map((m) => ({
      anchor: m[1]!,
      rule: m[2]!,
      // The qualifier of a shared heading (" — Horse") is not part of the rule's heading.
      heading: decode(m[3]!.replace(/<span class="ri-where"[^>]*>[\s\S]*?<\/span>/, '')),
      href: decode(m[4]!),
    }));
    expect(entries.map((e) => `${e.href.includes('/super-express/') ? 'cse' : 'ce'} ${e.rule}`).sort()).toEqual(
      [...RULES.map((r) => `ce ${r.id}`), ...CSE_RULES.map((r) => `cse ${r.id}`)].sort(),
    );
    const problems: string[] = [];
    for (const e of entries) {
      const m = new RegExp(`^/${lang}/(.+)/#(.+)$`).exec(e.href);
      if (!m || m[2] !== e.rule) {
        problems.push(`${e.rule}: page link ${e.href}`);
        continue;
      }
      const heading = ruleHeading(lang, m[1]!, e.rule);
      if (heading !== e.heading) problems.push(`${e.rule}: the index says "${e.heading}", the page's heading is "${heading}"`);
    }
    // Every rule paragraph of every rules page links to its own entry.
    const byAnchor = new Map(entries.map((e) => [e.anchor, e]));
    for (const page of pages.filter((p) => p.startsWith(`/${lang}/`))) {
      const rules = (builtHtml(page).match(/<section class="rule[\s"]/g) ?? []).length;
      const lines = (builtHtml(page).match(/<p class="rule-more[\s"]/g) ?? []).length;
      if (rules !== lines) problems.push(`${page}: ${rules} rule paragraphs, ${lines} lines to the index`);
      for (const m of builtHtml(page).matchAll(/<section class="rule[^"]*" id="([^"]+)"[\s\S]*?<p class="rule-more[^"]*"[^>]*><a href="([^"]+)"/g)) {
        const [path, anchor = ''] = decode(m[2]!).split('#');
        const entry = byAnchor.get(decodeURIComponent(anchor));
        if (path !== `/${lang}/rules-index/` || entry?.rule !== m[1]) problems.push(`${page}#${m[1]}: its line leads to ${m[2]}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
