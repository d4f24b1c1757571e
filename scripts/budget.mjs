#!/usr/bin/env node
// JavaScript budget of the built site: for every page in dist/, the gzip size of all the JavaScript
// the page loads on its own (before any click): module scripts (<script type="module" src>), inline
// scripts, <link rel="modulepreload">, the islands' component-url and renderer-url, and every static
// import of those files, recursively. Dynamic import() targets that are not island entries (search UI,
// code loaded on a click) are not counted.
//
//   node scripts/budget.mjs            # table, biggest first
//   node scripts/budget.mjs --json     # [{ page, islands, files, raw, gzip, islandGzip, widgets }]
//   node scripts/budget.mjs --dist other/dist
//
// `gzip` is the total for the page; `islandGzip` the part loaded for its islands (components, renderer
// and their imports: Preact, engine, widgets, strings inside the bundles); `widgets` = islands present.
// Run after `npm run build`.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { STATIC_IMPORT, htmlFiles, moduleGraph } from '../src/site/module-graph.mjs';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const json = args.includes('--json');
const distArg = args.indexOf('--dist');
const dist = resolve(distArg >= 0 ? (args[distArg + 1] ?? 'dist') : 'dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`budget: no build in ${dist}. Run \`npm run build\` first.`);
  process.exit(1);
}


const gzipCache = new Map();
function sizes(file) {
  let s = gzipCache.get(file);
  if (!s) {
    const buf = readFileSync(file);
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    gzipCache.set(file, s);
  }
  return s;
}

const { toFile, closure } = moduleGraph(dist);

const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return m ? (m[2] ?? m[3] ?? '').replace(/&amp;/g, '&') : null;
};

const rows = [];
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8');
  const pageUrl = '/' + relative(dist, file).split('\\').join('/');
  const entries = [];
  const islandEntries = [];
  let inlineRaw = 0;
  let inlineGzip = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = m[1];
    const type = attr(tag, 'type');
    if (type && !/^(?:module|text\/javascript|application\/javascript)$/i.test(type)) continue; // JSON, speculationrules…
    const src = attr(tag, 'src');
    if (src) {
      const f = toFile(src, pageUrl);
      if (f) entries.push(f);
    } else if (m[2].trim() !== '') {
      const buf = Buffer.from(m[2]);
      inlineRaw += buf.length;
      inlineGzip += gzipSync(buf, { level: 9 }).length;
      if (type === 'module') {
        for (const im of m[2].matchAll(STATIC_IMPORT)) {
          const f = toFile(im[1], pageUrl);
          if (f) entries.push(f);
        }
      }
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel\s*=\s*["']?modulepreload/i.test(m[0])) {
      const f = toFile(attr(m[0], 'href'), pageUrl);
      if (f) entries.push(f);
    }
  }
  const widgets = new Set();
  let islands = 0;
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    islands++;
    for (const name of ['component-url', 'renderer-url']) {
      const f = toFile(attr(m[0], name), pageUrl);
      if (f) {
        entries.push(f);
        islandEntries.push(f);
      }
    }
    const exp = attr(m[0], 'component-export');
    const url = attr(m[0], 'component-url') ?? '';
    widgets.add(posix.basename(url).replace(/\.[\w-]+\.js$/, '').replace(/\.js$/, '') + (exp && exp !== 'default' ? `#${exp}` : ''));
  }
  const all = closure(entries);
  const islandFiles = closure(islandEntries);
  let raw = inlineRaw;
  let gzip = inlineGzip;
  for (const e of all.values()) {
    const s = sizes(e.file);
    raw += s.raw;
    gzip += s.gzip;
  }
  let islandGzip = 0;
  for (const e of islandFiles.values()) islandGzip += sizes(e.file).gzip;
  rows.push({
    page: pageUrl.replace(/index\.html$/, ''),
    islands,
    widgets: [...widgets].sort(),
    files: [...all.values()].map((e) => e.urlPath).sort(),
    raw,
    gzip,
    islandGzip,
  });
}

rows.sort((a, b) => b.gzip - a.gzip || a.page.localeCompare(b.page));

if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log(`${'page'.padEnd(42)} ${'islands'.padStart(7)} ${'files'.padStart(5)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)} ${'island gz'.padStart(9)}  widgets`);
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(42)} ${String(r.islands).padStart(7)} ${String(r.files.length).padStart(5)} ${kb(r.raw)} ${kb(r.gzip)} ${kb(r.islandGzip).padStart(9)}  ${r.widgets.join(', ')}`,
    );
  }
  const withWidgets = rows.filter((r) => r.islands > 0);
  if (withWidgets.length > 0) {
    const max = withWidgets[0];
    console.log(`\n${withWidgets.length} page(s) with islands; largest: ${max.page} ${(max.gzip / 1024).toFixed(1)} KB gzip (${dirname(max.files[0] ?? '')})`);
  }
}
