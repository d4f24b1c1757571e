import { expect, test } from '@playwright/test';

// Issue #5: one example works by keyboard alone. (That every example of every page reaches
// data-verdict="pass" is checked by the crawler, tests/e2e/a11y.spec.ts, on the same page load as axe.)

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
  await expect(widget.locator('[data-verdict-text="pass"]')).toHaveText('Checked: this example plays out as the rules say');
});
