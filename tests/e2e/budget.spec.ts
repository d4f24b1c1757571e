import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtHtml, builtPages } from './helpers.ts';

// Issue #5 budget (bytes are stable, so this is a test; load time is not, so scripts/tti.mjs reports it):
// a rules page with widgets loads at most 45 KB of JavaScript (gzip) — engine, Preact, widgets and
// strings together — and a page without widgets loads no more than Starlight's own scripts.
type Row = { page: string; gzip: number; islandGzip: number; widgets: string[] };
const LIMIT = 45 * 1024;
// (The player replays the engine choices the build found instead of shipping the scenario vocabulary:
// src/widgets/player/model.ts `replayModel`; that brought the pages from 47.7 KB back under 45 KB.)

test('JavaScript per page stays within the budget', () => {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, '../../scripts/budget.mjs'), '--json'], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const rows = JSON.parse(run.stdout) as Row[];
  const rules = rows.filter((r) => /^\/(en|it|nl|ro|sv)\//.test(r.page));
  expect(rules.length).toBeGreaterThan(80);
  // A page without widgets loads Starlight's own scripts and nothing of ours.
  const plain = rules.filter((r) => r.widgets.length === 0);
  expect(plain.length).toBeGreaterThan(0);
  expect(plain.filter((r) => r.islandGzip > 0).map((r) => r.page)).toEqual([]);
  const starlight = Math.max(...plain.map((r) => r.gzip));
  const over = rules
    .filter((r) => r.widgets.length > 0 && !r.page.endsWith('/sandbox/'))
    .filter((r) => r.gzip > LIMIT)
    .map((r) => `${r.page}: ${(r.gzip / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
  expect(starlight).toBeLessThan(LIMIT);
});

// Issue #11, light pages: every rules page's HTML is at most 40 KB gzip (the Characters page was
// 108 KB: its 15 examples carried the whole starting state and every string as island props). The
// examples' data and the page's strings travel once, as JSON scripts (src/widgets/player/page-data.ts).
const HTML_LIMIT = 40 * 1024;

test('HTML per rules page stays within 40 KB gzip', () => {
  const pages = builtPages().filter((p) => /^\/(en|it|nl|ro|sv)\/(rules|variants|editions|super-express)\//.test(p));
  expect(pages.length).toBeGreaterThan(60);
  const sizes = pages.map((p) => ({ page: p, gzip: gzipSync(builtHtml(p), { level: 9 }).length }));
  expect(sizes.filter((s) => s.gzip > HTML_LIMIT).map((s) => `${s.page}: ${(s.gzip / 1024).toFixed(1)} KB`)).toEqual([]);
  // The page's strings are written once, whatever the number of examples.
  for (const p of pages) {
    const html = builtHtml(p);
    const examples = (html.match(/<astro-island[^>]*ScenarioIsland/g) ?? []).length;
    const strings = (html.match(/id="sc-strings-/g) ?? []).length;
    expect(strings, p).toBe(examples > 0 ? 1 : 0);
  }
});

// Issue #11, time to the first interactive example: the modules of the islands that hydrate at once
// (the first example of a page, the sandbox) are listed in <head> as modulepreload links, the whole
// static import closure (src/site/island-preload.mjs). Without them the browser found each level of
// imports only after parsing the previous one (a three-step waterfall on the Fire page, ~0.5 s at 4× CPU).
test('eager islands preload every module they import, from the head', async () => {
  const { moduleGraph } = await import('../../src/site/module-graph.mjs');
  const graph = moduleGraph(join(import.meta.dirname, '../../dist'));
  // A rules page of each game, the sandbox and an embed page, in every language.
  const pages = ['en', 'it', 'nl', 'ro', 'sv'].flatMap((l) => ['rules/fire', 'super-express/cards', 'sandbox', 'embed/fire-line-of-sight-book'].map((p) => `/${l}/${p}/`));
  for (const p of pages) {
    const html = builtHtml(p);
    const head = html.slice(0, html.indexOf('</head>'));
    const preloaded = new Set([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]));
    const eager = [...html.matchAll(/<astro-island\b[^>]*\sclient="(?:load|only)"[^>]*>/g)];
    expect(eager.length, p).toBeGreaterThan(0);
    const entries = eager.flatMap((m) =>
      [...m[0].matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((u) => graph.toFile(u[1], `${p}index.html`)).filter((f) => f !== null),
    );
    const needed = [...graph.closure(entries).values()].map((e) => e.urlPath);
    expect(needed.length, p).toBeGreaterThan(3);
    expect(needed.filter((u) => !preloaded.has(u)), p).toEqual([]);
  }
});
