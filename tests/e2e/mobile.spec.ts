import { expect, test } from '@playwright/test';
import { LANGS } from './helpers.ts';

// Issue #5: the train board fits a 360 px wide phone without scrolling the page sideways.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const lang of LANGS) {
  for (const page of ['rules/fire', 'rules/events', 'variants/two-bandits', 'sandbox']) {
    test(`/${lang}/${page}/ fits 360 px`, async ({ page: tab }) => {
      await tab.goto(`/${lang}/${page}/`);
      await expect(tab.locator('[data-widget]').first()).toHaveAttribute('data-hydrated', 'true');
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
