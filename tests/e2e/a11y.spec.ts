import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages, watch, watchCsp } from './helpers.ts';

// Issue #5: zero axe violations (WCAG 2.2 AA tags) on every page of every language, sandbox included,
// in the light and the dark theme; and no console error, failed request or Content Security Policy
// violation (issue 8) on any page.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The compare pages (/<lang>/compare/<page>/, one per page and language) are built from one template:
// one of them per language is enough here, and keeps CI time in budget.
const pages = builtPages().filter((p) => !/\/compare\/./.test(p) || p.endsWith('/compare/rules/fire/'));

test('every language has its pages built', () => {
  for (const lang of ['en', 'it', 'nl', 'ro', 'sv']) {
    expect(pages.filter((p) => p.startsWith(`/${lang}/`)).length, lang).toBeGreaterThanOrEqual(18);
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} (${theme}): no axe violation, no console error`, async ({ page }) => {
      const seen = watch(page);
      await watchCsp(page);
      // Starlight keeps the reader's theme in localStorage; the chooser page follows the system setting.
      await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      await page.emulateMedia({ colorScheme: theme });
      // `/` sends a browser to its language; `/?choose` is the chooser itself.
      await page.goto(path === '/' ? '/?choose' : path);
      if (path !== '/') await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Let the islands hydrate (and the scenarios finish) so the tested DOM is the one readers get.
      await page.waitForLoadState('networkidle');
      const pending = page.locator('[data-widget="scenario"]:not([data-verdict])');
      await expect(pending).toHaveCount(0, { timeout: 20_000 });
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const violations = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ') ?? ''} — ${v.help}`,
      );
      expect(violations).toEqual([]);
      expect(seen.problems).toEqual([]);
    });
  }
}
