import { expect, test, type Page } from '@playwright/test';
import { builtHtml } from './helpers.ts';

// Issue #11, search that finds edge cases: widget text (the board's text description, the round
// line, the outcomes of the steps) is not indexed; example titles and questions are, titles with a
// high weight. Checked on the markup, then against the built Pagefind index in the browser.

test('widget text is kept out of the index; titles and questions are in it', () => {
  const html = builtHtml('/en/rules/fire/');
  const boards = html.match(/<div class="tb"[^>]*>/g) ?? [];
  expect(boards.length).toBeGreaterThan(0);
  for (const b of boards) expect(b).toContain('data-pagefind-ignore');
  for (const r of html.match(/<p class="sb-round"[^>]*>/g) ?? []) expect(r).toContain('data-pagefind-ignore');
  const titles = html.match(/<h4 class="sc-title"[^>]*>/g) ?? [];
  expect(titles.length).toBe(boards.length);
  for (const t of titles) expect(t).toMatch(/data-pagefind-weight="\d+"/);
  // The handout's questions are indexed; its outcomes are answers and are not.
  expect(html).toMatch(/<p class="sc-print-question"><strong>Question:<\/strong> Whom can Ghost shoot\?<\/p>/);
  for (const p of html.match(/<p data-pagefind-ignore=""><strong>Step \d+:<\/strong>/g) ?? []) expect(p).toBeTruthy();
  expect(html).not.toMatch(/<p><strong>Step \d+:/);
});

async function search(page: Page, query: string): Promise<{ url: string; sub: string[] }[]> {
  return page.evaluate(async (q) => {
    const pagefind = (await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`)) as {
      init(): Promise<void>;
      search(q: string): Promise<{ results: { data(): Promise<{ url: string; sub_results: { url: string }[] }> }[] }>;
    };
    await pagefind.init();
    const found = await pagefind.search(q);
    return Promise.all(found.results.slice(0, 5).map(async (r) => {
      const d = await r.data();
      return { url: d.url, sub: d.sub_results.map((s) => s.url) };
    }));
  }, query);
}

// Questions ("can I shoot through the roof") are tests/e2e/search-questions.spec.ts's (issue 19: the FAQ
// answer or the rule's paragraph among the first three results, in five languages).
test('"Belle" lands on the Characters page first', async ({ page }) => {
  await page.goto('/en/rules/overview/');
  const belle = await search(page, 'Belle');
  expect(belle[0]?.url).toBe('/en/rules/characters/');
});
