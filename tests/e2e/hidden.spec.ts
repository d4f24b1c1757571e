import { expect, test } from '@playwright/test';
import { LANGS, locale } from './helpers.ts';

// Issue #11, hidden information stays hidden: purses lie face down and only their owner knows their
// value, so an example never draws nor narrates a purse's value while the game is on; scoring turns
// them face up, so a finished game shows them.
for (const lang of LANGS) {
  test(`${lang}: the punch on the locomotive never shows the purse's value`, async ({ page }) => {
    await page.goto(`/${lang}/rules/punch/`);
    const widget = page.locator('[data-scenario="punch-push-from-the-locomotive"]');
    await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
    const step = widget.locator('[data-action="step"]');
    await step.click(); // show the answer
    await step.click(); // the punch
    await expect(widget).toHaveAttribute('data-step', '1');
    await expect(widget.locator('.sc-log li').first()).toBeVisible();
    await expect(widget).not.toContainText('400');
    const hidden = (locale(lang, 'widgets') as { board: { purseHidden: string } }).board.purseHidden;
    await expect(widget.locator('.tb-text')).toContainText(hidden);
  });
}

test('a finished game shows the purses face up', async ({ page }) => {
  await page.goto('/en/rules/end-of-game/');
  const widget = page.locator('[data-scenario="end-tie-break-bullets"]');
  await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await expect(widget.locator('.tb-text')).not.toContainText('$250');
  await widget.locator('[data-answer]').nth(1).click();
  await widget.locator('[data-action="step"]').click();
  await expect(widget).toHaveAttribute('data-step', '1');
  await widget.locator('.tb-text summary').click();
  await expect(widget.locator('.tb-text')).toContainText('purse $250');
});
