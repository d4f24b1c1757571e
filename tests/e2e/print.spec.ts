import { expect, test } from '@playwright/test';
import { LANGS } from './helpers.ts';

// Issue #11, handouts: a rules page prints without controls, answer buttons, raw ids or "who is
// where" lists; each example prints as its starting picture, its question and each step's outcome
// in words. (The Fire page printed as 10 A4 pages of mostly buttons before.)
for (const lang of LANGS) {
  test(`/${lang}/rules/fire/ prints as a handout`, async ({ page }) => {
    await page.goto(`/${lang}/rules/fire/`);
    const widgets = page.locator('[data-widget="scenario"]');
    await expect(page.locator('[data-widget="scenario"]:not([data-verdict])')).toHaveCount(0, { timeout: 20_000 });
    // Play one example forward: the handout still shows its starting position.
    const first = widgets.first();
    await first.locator('[data-action="step"]').click();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.sc-controls', '.sc-links', '.sc-panel', '[data-answer]', '.tb-text', '.tb-hot', '.rule-anchor', 'main button']) {
      await expect(page.locator(hidden).filter({ visible: true }), hidden).toHaveCount(0);
    }
    const count = await widgets.count();
    await expect(page.locator('.sc-print').filter({ visible: true })).toHaveCount(count);
    await expect(page.locator('.tb-pic').filter({ visible: true })).toHaveCount(count);
    // A worked answer in the prose (the Italian page has none) is folded on screen, the example asking
    // first, and printed open.
    const answers = page.locator('[data-prose-answer] .prose-answer-body');
    if (lang === 'en') expect(await answers.count()).toBeGreaterThan(0);
    for (const answer of await answers.all()) {
      await expect(answer).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
      await expect(answer).toBeHidden();
      await page.emulateMedia({ media: 'print' });
    }
    // The question and the outcomes in words, no rule id.
    const book = page.locator('[data-print-of="fire-line-of-sight-book"]');
    await expect(book.locator('.sc-print-question')).toHaveCount(2);
    await expect(book.locator('li p').last()).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\bactions\.fire\.[a-z-]+/);
    if (lang === 'en') {
      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
      expect(pages).toBeGreaterThan(0);
      // 7 pages until issue 19 added the books' notes and readings of ours to the page (and the line-of-sight
      // example its own ending): 8 pages of prose, pictures and outcomes, still no controls (checked above).
      expect(pages, 'A4 pages').toBeLessThanOrEqual(8);
    }
  });
}
