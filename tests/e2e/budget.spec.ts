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
