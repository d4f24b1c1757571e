// `npm run build` fails when the build prints a warning (issue 8, defect 8): the check on the log,
// with the lines the build printed before the fix, and lines that are not warnings.

import { describe, expect, it } from 'vitest';
import { warningLines } from '../../scripts/build.mjs';

const ESC = '\u001b';

describe('warnings in the build log', () => {
  const rows: [string, string, boolean][] = [
    // The 90 lines Rolldown printed, one per MDX page (withastro/astro#18087).
    [
      'module-level directive',
      `03:52:19 [WARN] [vite] ${ESC}[33m[MODULE_LEVEL_DIRECTIVE] ${ESC}[0mThe semantics of the module level directive "use astro:head-inject" in "content/docs/en/rules/overview.mdx?astroPropagatedAssets" may not be preserved when bundling.`,
      true,
    ],
    // Starlight's UI-string collection, absent.
    ['i18n collection', '03:52:28 [WARN] [content] The collection "i18n" does not exist or is empty. Please check your content config file for errors.', true],
    // Starlight's 404 route looking for a docs entry.
    ['404 entry', '03:52:28   ├─ /404.html03:52:28 [WARN] [content] Entry docs → 404 was not found.', true],
    ['shiki and CSP', '03:54:06 [WARN] [config] Shiki syntax highlighting uses inline styles that are not compatible with Content Security Policy (CSP).', true],
    ['a Node warning', '(node:123) Warning: something is deprecated', true],
    ['a Rollup warning', '(!) Some chunks are larger than 500 kB after minification.', true],
    ['a page', '04:01:33   ├─ /en/rules/warning-shots/index.html (+32ms)', false],
    ['the summary', '04:01:57 [build] 92 page(s) built in 1m 4s', false],
    ['a log line naming warnings', "04:01:55 [starlight:pagefind] Finished building search index in 3.48s.", false],
  ];
  for (const [what, line, warns] of rows) {
    it(`${warns ? 'counts' : 'does not count'} ${what}`, () => {
      expect(warningLines(`before\n${line}\nafter\n`)).toHaveLength(warns ? 1 : 0);
    });
  }
});
