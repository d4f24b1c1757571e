import { expect, test } from '@playwright/test';
import { builtHtml, builtPages, watch } from './helpers.ts';

// Issue #5: every <Scenario> on every page in every language runs in the browser with the engine and
// agrees with its assertions; the pages say nothing in the console; one example works by keyboard alone.
const pages = builtPages().filter((path) => builtHtml(path).includes('data-scenario="'));

test('the build has scenario widgets on the rules pages of every language', () => {
  for (const lang of ['en', 'it', 'nl', 'ro', 'sv']) {
    expect(pages.filter((p) => p.startsWith(`/${lang}/`)).length, lang).toBeGreaterThanOrEqual(10);
  }
});

for (const path of pages) {
  test(`${path}: every scenario reaches data-verdict="pass"`, async ({ page }) => {
    const seen = watch(page);
    const ids = [...builtHtml(path).matchAll(/data-scenario="([^"]+)"/g)].map((m) => m[1]!);
    await page.goto(path);
    const widgets = page.locator('[data-widget="scenario"]');
    await expect(widgets).toHaveCount(new Set(ids).size);
    for (const id of new Set(ids)) {
      const widget = page.locator(`[data-widget="scenario"][data-scenario="${id}"]`);
      await expect(widget, id).toHaveAttribute('data-verdict', /^(pass|fail)$/, { timeout: 20_000 });
      await expect(widget, id).toHaveAttribute('data-verdict', 'pass');
    }
    expect(seen.problems).toEqual([]);
  });
}

test('a scenario can be stepped through with the keyboard only', async ({ page }) => {
  await page.goto('/en/rules/fire/');
  const widget = page.locator('[data-scenario="fire-line-of-sight-book"]');
  await expect(widget).toHaveAttribute('data-hydrated', 'true');
  const step = widget.locator('[data-action="step"]');
  // Tab from the top of the page until the Step button of this example has the focus.
  let reached = false;
  for (let i = 0; i < 400 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await step.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Tab reaches the Step button').toBe(true);
  const steps = Number(await widget.getAttribute('data-steps'));
  expect(steps).toBeGreaterThan(0);
  // Each step of this example asks a question: Step first shows the answer, then moves on.
  for (let i = 0; i < steps; i++) {
    await expect(step).toBeFocused();
    await expect(step).toHaveText('Show the answer');
    await page.keyboard.press('Enter');
    await expect(widget.locator('.sc-offer')).toBeVisible();
    await expect(step).toBeFocused();
    await page.keyboard.press(i % 2 ? 'Space' : 'Enter');
    await expect(widget).toHaveAttribute('data-step', String(i + 1));
  }
  await expect(step).toBeFocused();
  // The verdict is for tests; readers see a quiet line, no check mark.
  await expect(widget.locator('[data-verdict-text="pass"]')).toHaveText('Checked by the rules engine');
});
