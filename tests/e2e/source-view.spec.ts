import { expect, test } from '@playwright/test';
import { axe, builtHtml, locale, watch } from './helpers.ts';

// Issue #11, "Open to reviewers": every example links to its source page, `/<lang>/source/<id>/`,
// with the scenario file highlighted at build time (readable without JavaScript), its path and the
// books it cites by name, and the way back to the example. (The file is not inlined in the rules
// page: the Characters page's 15 files cost 13 KB gzip of its 40 KB budget.)

const ID = 'fire-line-of-sight-book';

test('the source page works without JavaScript, in the page language, books named in words', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it/rules/fire/');
  const strings = locale('it', 'examples') as { books: Record<string, string>; source: { summary: string } };
  const link = page.locator(`a[data-scenario-source="${ID}"]`);
  await expect(link).toHaveText(strings.source.summary);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/it/source/${ID}/$`));
  const source = page.locator(`[data-scenario-source="${ID}"]`);
  await expect(source).toContainText('content/scenarios/fire/line-of-sight-book.yaml');
  await expect(source).toContainText(strings.books['002']!);
  await expect(source).toContainText(strings.books['003']!);
  await expect(source.locator('.ss-books')).not.toContainText(/seed|\b00\d\b/);
  const code = source.locator('pre.ss-code');
  await expect(code).toContainText(`id: ${ID}`);
  await expect(code.locator('span.k').first()).toBeVisible();
  // The way back lands on the example.
  await page.locator('[data-source-back]').click();
  await expect(page).toHaveURL(new RegExp(`/it/rules/fire/#scenario-${ID}$`));
  await context.close();
});

test('every example of every rules page links to its source page, which exists in that language', () => {
  for (const path of ['/en/rules/characters/', '/sv/rules/fire/', '/ro/variants/two-bandits/']) {
    const html = builtHtml(path);
    const examples = [...html.matchAll(/data-scenario="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(examples).size, path).toBeGreaterThan(1);
    const lang = path.split('/')[1]!;
    for (const id of new Set(examples)) {
      expect(html, `${path}: ${id}`).toContain(`href="/${lang}/source/${id}/"`);
      expect(builtHtml(`/${lang}/source/${id}/`)).toContain(`data-scenario-source="${id}"`);
    }
    // The highlighted file is not in the rules page itself.
    expect(html).not.toContain('class="ss-code');
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`a source page passes axe, no console error (${theme})`, async ({ page }) => {
    const seen = watch(page);
    await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    await page.goto(`/${theme === 'light' ? 'en' : 'ro'}/source/${ID}/`);
    await expect(page.locator('pre.ss-code')).toBeVisible();
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
}
