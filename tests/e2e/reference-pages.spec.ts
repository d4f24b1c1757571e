import { expect, test } from '@playwright/test';
import { LANGS, builtHtml, builtPages } from './helpers.ts';

// Issue #9: the pages a player reaches for at the table. The quick reference is the whole game on one
// printed A4 page in every language; a FAQ answer's example link lands on that example, on its page.

/** Pages in a PDF: one `/Type /Page` object per page (`/Type /Pages` is the page tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s])/g) ?? []).length;

for (const lang of LANGS) {
  test(`${lang}: the quick reference prints on one A4 page`, async ({ page }) => {
    const response = await page.goto(`/${lang}/quick-reference/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.qref-block')).toHaveCount(7);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.sidebar-pane, nav.sidebar').first()).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
  });
}

test('a FAQ answer links to its example, which opens on the rules page', async ({ page }) => {
  await page.goto('/en/faq/');
  const link = page.locator('.sl-heading-wrapper:has(#shoot-marshal) ~ .example-link').first();
  const id = await link.getAttribute('data-example');
  expect(id).toBe('fire-marshal-not-a-target');
  await link.click();
  await page.waitForURL(`**/en/rules/fire/#scenario-${id}`);
  const example = page.locator(`#scenario-${id}`);
  await expect(example).toBeInViewport();
  await expect(example).toHaveAttribute('data-verdict', 'pass');
});

test('the FAQ and the quick reference fit a phone screen (no sideways scrolling)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const path of ['/en/faq/', '/en/quick-reference/', '/en/setup-by-player-count/']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    // A Dutch review: on the quick reference the headings' link icon covered their last letter.
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('.sl-markdown-content .sl-heading-wrapper')].flatMap((w) => {
        const h = w.querySelector('h2, h3');
        const a = w.querySelector('.sl-anchor-link');
        if (!h || !a) return [];
        const text = document.createRange();
        text.selectNodeContents(h);
        const end = [...text.getClientRects()].at(-1);
        const icon = a.getBoundingClientRect();
        return end && icon.left < end.right - 0.5 && icon.top < end.bottom && icon.bottom > end.top ? [h.textContent] : [];
      }),
    );
    expect(covered, path).toEqual([]);
  }
  await context.close();
});

test('compare: two languages side by side, switched without JavaScript, aligned by rule', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it/compare/rules/fire/');
  const row = page.locator('.cmp-row[data-key="rule:actions.fire.roof-line-of-sight"]');
  // Default pair: the page's language and English.
  await expect(row.locator('.cmp-cell[data-lang="it"]')).toBeVisible();
  await expect(row.locator('.cmp-cell[data-lang="en"]')).toBeVisible();
  await expect(row.locator('.cmp-cell[data-lang="nl"]')).toBeHidden();
  // Pick Dutch on the right: English goes, Dutch comes, in the same row.
  await page.locator('label:has(#cmp-b-nl)').click();
  await expect(row.locator('.cmp-cell[data-lang="nl"]')).toBeVisible();
  await expect(row.locator('.cmp-cell[data-lang="en"]')).toBeHidden();
  // The edition marks are there, in each column's language.
  await expect(page.locator('.cmp-row[data-key="rule:actions.fire.bullet-on-deck"] .cmp-cell[data-lang="nl"] [data-edition="revised-it"]')).toBeVisible();
  await context.close();
});

// Review 2026-11-26: the compare pages of the tables (setup by player count, editions) scrolled
// sideways on a phone. Each English compare page holds the texts of all five languages (the picker
// shows two); with every language shown, no page is wider than a 360 px screen.
test('compare pages fit a 360 px phone with every language shown', async ({ page }) => {
  test.setTimeout(120_000);
  // The pages whose texts hold a table (what widened them); the others are prose (CI time).
  const pages = builtPages().filter((p) => /^\/en\/compare\/./.test(p) && builtHtml(p).includes('<table'));
  expect(pages.length).toBeGreaterThanOrEqual(2);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    // (through the CSSOM: the pages' Content Security Policy refuses a <style> from here)
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.cmp-cell[data-lang]').forEach((c) => c.style.setProperty('display', 'block', 'important')));
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (over > 0) wide.push(`${path} ${over} px too wide`);
  }
  expect(wide).toEqual([]);
});
