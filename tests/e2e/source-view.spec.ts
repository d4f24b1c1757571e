import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { locale } from './helpers.ts';

// Issue #11, "Open to reviewers": under every example a folded "Source" view with the scenario file
// highlighted at build time (readable without JavaScript), its path and the books it cites by name.

const ID = 'fire-line-of-sight-book';

test('the Source view works without JavaScript, in the page language, books named in words', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it/rules/fire/');
  const source = page.locator(`details[data-scenario-source="${ID}"]`);
  const strings = locale('it', 'examples') as { books: Record<string, string>; source: { summary: string } };
  await source.locator('summary').click();
  await expect(source.locator('summary')).toHaveText(strings.source.summary);
  await expect(source).toContainText('content/scenarios/fire/line-of-sight-book.yaml');
  await expect(source).toContainText(strings.books['002']!);
  await expect(source).toContainText(strings.books['003']!);
  await expect(source.locator('.ss-books')).not.toContainText(/seed|\b00\d\b/);
  const code = source.locator('pre.ss-code');
  await expect(code).toContainText(`id: ${ID}`);
  await expect(code.locator('span.k').first()).toBeVisible();
  await context.close();
});

test('every example of a page has its Source view', async ({ page }) => {
  await page.goto('/en/rules/characters/');
  const examples = await page.locator('[data-widget="scenario"]').count();
  expect(examples).toBeGreaterThan(5);
  await expect(page.locator('details[data-scenario-source]')).toHaveCount(examples);
});

for (const theme of ['light', 'dark'] as const) {
  test(`an open Source view passes axe (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    await page.goto('/en/rules/fire/');
    const source = page.locator(`details[data-scenario-source="${ID}"]`);
    await source.locator('summary').click();
    await expect(source.locator('pre')).toBeVisible();
    const results = await new AxeBuilder({ page }).include(`details[data-scenario-source="${ID}"]`).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}
