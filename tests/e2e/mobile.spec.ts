import { expect, test, type Page } from '@playwright/test';
import { LANGS, builtPages } from './helpers.ts';

// Issues #5 and #11: no page scrolls sideways on a 360 px wide phone, in any language, once its widgets
// are hydrated; and every § rule link is a ≥ 24 × 24 px target (WCAG 2.2, 2.5.8), whole on screen and
// covered by nothing (it used to be 9 × 28 px and cut off at the left edge of a phone).

/** Waits until every widget of the page is hydrated (some hydrate when they come into view). */
async function settle(page: Page, path: string): Promise<void> {
  const widgets = page.locator('[data-widget]');
  for (let i = 0; i < (await widgets.count()); i++) {
    const widget = widgets.nth(i);
    if ((await widget.getAttribute('data-hydrated')) === 'true') continue;
    await widget.scrollIntoViewIfNeeded();
    await expect(widget, path).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  }
}

/** Problems with the § links of the page as it is scrolled now: size, off screen, covered. */
async function anchorProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    for (const a of document.querySelectorAll<HTMLElement>('.rule-anchor')) {
      a.scrollIntoView({ block: 'center' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const r = a.getBoundingClientRect();
      const id = a.getAttribute('href');
      if (r.width < 24 || r.height < 24) problems.push(`${id}: ${r.width.toFixed(1)}×${r.height.toFixed(1)} px`);
      if (r.left < 0 || r.right > innerWidth) problems.push(`${id}: off screen (${Math.round(r.left)}…${Math.round(r.right)} px)`);
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      if (hit !== a && !a.contains(hit)) problems.push(`${id}: covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : `nothing (${Math.round(r.top)} px from the top)`}`);
    }
    return problems;
  });
}

test.describe('360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const lang of LANGS) {
    test(`${lang}: every page fits 360 px and its § links are 24 px targets on screen`, async ({ page }) => {
      test.setTimeout(120_000);
      const pages = builtPages().filter((p) => p.startsWith(`/${lang}/`));
      expect(pages.length).toBeGreaterThanOrEqual(18);
      let anchors = 0;
      for (const path of pages) {
        await page.goto(path);
        await settle(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        anchors += await page.locator('.rule-anchor').count();
        expect(await anchorProblems(page), path).toEqual([]);
      }
      expect(anchors, 'rule anchors measured').toBeGreaterThan(50);
    });
  }
});

test.describe('1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the § links sit in the margin of the text column, 24 px targets, covered by nothing', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of ['/en/rules/fire/', '/it/rules/characters/', '/sv/variants/two-bandits/']) {
      await page.goto(path);
      await settle(page, path);
      expect(await anchorProblems(page), path).toEqual([]);
      // In the margin: the heading beside it starts where the text column does.
      const offsets = await page.locator('.rule').evaluateAll((rules) =>
        rules.map((rule) => {
          const a = rule.querySelector('.rule-anchor')!.getBoundingClientRect();
          const h = rule.querySelector('h2, h3, h4')!.getBoundingClientRect();
          return h.left - a.right;
        }),
      );
      expect(offsets.every((o) => o >= 0), path).toBe(true);
    }
  });
});
