// The built site's pages (`htmlFiles`) and the static import graph of its JavaScript (dist/_astro/*.js): which files a module needs
// before it can run. Shared by the JavaScript budget (scripts/budget.mjs) and the island preloads
// (src/site/island-preload.mjs), so both read the same graph the same way.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

// Static imports in (minified or not) ES modules: `import x from "./a.js"`, `import"./a.js"`,
// `export{a}from"./a.js"`. Dynamic `import("…")` is deliberately left out: it loads later, on demand.
export const STATIC_IMPORT = /(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/**
 * The graph of one build folder.
 * @param {string} dist absolute path of the build folder
 */
export function moduleGraph(dist) {
  /** @type {Map<string, {file: string, urlPath: string}[]>} */
  const importCache = new Map();

  /**
   * A URL found in a page or a script → a file in dist, or null (external, data:, missing).
   * @param {string | null | undefined} url
   * @param {string} fromUrlPath the URL path of the page or script that names it
   */
  function toFile(url, fromUrlPath) {
    if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
    const clean = url.split(/[?#]/)[0] ?? '';
    const urlPath = clean.startsWith('/') ? clean : posix.join(posix.dirname(fromUrlPath), clean);
    const file = join(dist, decodeURIComponent(urlPath));
    return existsSync(file) && statSync(file).isFile() ? { file, urlPath } : null;
  }

  /** @param {{file: string, urlPath: string}} entry */
  function staticImports(entry) {
    let list = importCache.get(entry.file);
    if (!list) {
      const code = readFileSync(entry.file, 'utf8');
      list = [];
      for (const m of code.matchAll(STATIC_IMPORT)) {
        const dep = toFile(m[1], entry.urlPath);
        if (dep) list.push(dep);
      }
      importCache.set(entry.file, list);
    }
    return list;
  }

  /**
   * Every file the entries need, the entries included, in a stable order (depth first, entries first).
   * @param {{file: string, urlPath: string}[]} entries
   */
  function closure(entries) {
    /** @type {Map<string, {file: string, urlPath: string}>} */
    const seen = new Map();
    const visit = (/** @type {{file: string, urlPath: string}} */ e) => {
      if (seen.has(e.file)) return;
      seen.set(e.file, e);
      for (const dep of staticImports(e)) visit(dep);
    };
    for (const e of entries) visit(e);
    return seen;
  }

  return { toFile, staticImports, closure };
}

/**
 * Every .html file under a build folder (the pages the post-build steps rewrite or measure).
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...htmlFiles(p));
    else if (name.endsWith('.html')) out.push(p);
  }
  return out;
}
