// The head scripts a page has nothing for are left out of it (src/site/page-scripts.mjs): the
// sandbox's JavaScript budget (issue #11, 55 KB) counts every inline script.
import { describe, expect, it } from 'vitest';
import { withoutUnusedScripts } from '../../src/site/page-scripts.mjs';
import { KEEP_ANCHOR_SCRIPT } from '../../src/site/keep-anchor.mjs';
import { SCROLL_TABLES_SCRIPT } from '../../src/site/scroll-tables.mjs';

const LANG_SCRIPT = "<script>try{localStorage.setItem('x','y')}catch(e){}</script>";
const page = (body: string) =>
  `<html><head><meta charset="utf-8"><script>${KEEP_ANCHOR_SCRIPT}</script><script>${SCROLL_TABLES_SCRIPT}</script>${LANG_SCRIPT}</head><body>${body}</body></html>`;
const EXAMPLE = '<section data-widget="scenario" id="scenario-fire-line-of-sight-book"></section>';
const TABLE = '<div class="sl-markdown-content"><table><tr><td>1</td></tr></table></div>';

describe('head scripts by what the page holds', () => {
  const rows: [name: string, body: string, keepAnchor: boolean, scrollTables: boolean][] = [
    // the sandbox page: one island, no example, no table
    ['neither', '<astro-island></astro-island><h2 id="x">X</h2>', false, false],
    // the language picker's script names the examples' selector: that is not an example
    ['a script naming an example', '<script type="module">q(`[data-widget="scenario"][id]`);t.querySelectorAll(`table`)</script>', false, false],
    // a rules page with examples and no table (Punch)
    ['an example', EXAMPLE, true, false],
    // the setup page: tables, no example
    ['a table', TABLE, false, true],
    // the Fire page: both
    ['both', EXAMPLE + TABLE, true, true],
  ];
  for (const [name, body, keepAnchor, scrollTables] of rows) {
    it(name, () => {
      const out = withoutUnusedScripts(page(body));
      expect(out.includes(KEEP_ANCHOR_SCRIPT)).toBe(keepAnchor);
      expect(out.includes(SCROLL_TABLES_SCRIPT)).toBe(scrollTables);
      // nothing else is touched
      expect(out).toContain(LANG_SCRIPT);
      expect(out).toContain(body);
    });
  }
});
