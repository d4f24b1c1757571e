// Islands that hydrate at once (`client:load`, `client:only`) start as soon as the parser reaches
// them, but their modules arrive in a waterfall: the island's file, then the files it imports, then
// theirs, each fetched only once the previous one is parsed, while the main thread is busy laying out
// the page. On the Fire page at 4× CPU that waterfall cost about 0.5 s of the time to the first
// interactive example (scripts/tti.mjs). This integration lists, in each page's <head>, every module
// those islands need (their static import closure) as <link rel="modulepreload">: the browser fetches
// and compiles them while it parses, and the island runs as soon as it is parsed.
// Islands that wait (`client:idle`, `client:visible`) are not preloaded: they must not compete with
// the first one. The JavaScript budget (scripts/budget.mjs) already counts these files.

import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, moduleGraph } from './module-graph.mjs';

const EAGER = new Set(['load', 'only']);

/** @param {string} tag @param {string} name */
const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? (m[1] ?? '').replace(/&amp;/g, '&') : null;
};

/**
 * One page: the modulepreload links its eager islands need, inserted at the end of <head> (after the
 * stylesheets, which the first paint needs more). Files the page already preloads are not repeated.
 * @param {string} html
 * @param {string} pageUrl the page's URL path (`/en/rules/fire/index.html`)
 * @param {ReturnType<typeof moduleGraph>} graph
 */
export function withIslandPreloads(html, pageUrl, graph) {
  const entries = [];
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (!EAGER.has(attr(m[0], 'client') ?? '')) continue;
    for (const name of ['component-url', 'renderer-url']) {
      const f = graph.toFile(attr(m[0], name), pageUrl);
      if (f) entries.push(f);
    }
  }
  if (entries.length === 0) return html;
  const already = new Set([...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)].map((m) => attr(m[0], 'href')));
  const links = [...graph.closure(entries).values()]
    .map((e) => e.urlPath)
    .filter((u) => !already.has(u))
    .map((u) => `<link rel="modulepreload" href="${u}">`)
    .join('');
  return links === '' ? html : html.replace(/<\/head>/i, `${links}</head>`);
}


/** The integration: preloads the eager islands' modules on every built page. */
export function islandPreloads() {
  return {
    name: 'colt-rules:island-preloads',
    hooks: {
      'astro:build:done': (/** @type {{ dir: URL }} */ { dir }) => {
        const dist = fileURLToPath(dir);
        const graph = moduleGraph(dist);
        for (const file of htmlFiles(dist)) {
          const html = readFileSync(file, 'utf8');
          const done = withIslandPreloads(html, '/' + relative(dist, file).split('\\').join('/'), graph);
          if (done !== html) writeFileSync(file, done);
        }
      },
    },
  };
}
