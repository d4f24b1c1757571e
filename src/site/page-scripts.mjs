// Starlight puts the `head` scripts of astro.config.mjs on every page. Two of them only act on what
// some pages hold: the scroll-box script on a page with a table in its text, the keep-the-anchor
// script on a page whose examples grow above a linked target when they start. After the build, each
// page keeps them only if it holds what they act on: the sandbox, for one, has neither, and its
// JavaScript budget is 55 KB (tests/e2e/budget.spec.ts). The page's Content Security Policy still
// lists their hashes, which allows nothing more than before.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './module-graph.mjs';
import { KEEP_ANCHOR_SCRIPT } from './keep-anchor.mjs';
import { SCROLL_TABLES_SCRIPT } from './scroll-tables.mjs';

/** @type {readonly { script: string; needed: (html: string) => boolean }[]} */
export const PAGE_SCRIPTS = [
  // A table in the page's text (the script's selector is `.sl-markdown-content table`).
  { script: SCROLL_TABLES_SCRIPT, needed: (html) => /<table[\s>]/i.test(html) },
  // An example: the only thing that grows once the page is shown.
  { script: KEEP_ANCHOR_SCRIPT, needed: (html) => /<[a-z][^<>]*\sdata-widget="scenario"/i.test(html) },
];

/**
 * The page without the head scripts it has nothing for.
 * @param {string} html
 */
export function withoutUnusedScripts(html) {
  let out = html;
  for (const { script, needed } of PAGE_SCRIPTS) {
    if (needed(html)) continue;
    out = out.replace(`<script>${script}</script>`, '');
  }
  return out;
}

/** The integration: runs withoutUnusedScripts on every built page. */
export function pageScripts() {
  return {
    name: 'colt-rules:page-scripts',
    hooks: {
      'astro:build:done': (/** @type {{ dir: URL }} */ { dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const done = withoutUnusedScripts(html);
          if (done !== html) writeFileSync(file, done);
        }
      },
    },
  };
}
