import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue #2: every locale is served, the language picker keeps the page, the first island hydrates
// and speaks the page's language, and `/` sends a visitor to a language.
const LANGS = ['en', 'it', 'nl', 'ro', 'sv'] as const;
const LABELS: Record<(typeof LANGS)[number], string> = { en: 'English', it: 'Italiano', nl: 'Nederlands', ro: 'Română', sv: 'Svenska' };
const widgets = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'widgets.json'), 'utf8')) as {
    firstPlayer: { button: string; result: string };
    characters: Record<string, string>;
  };

for (const lang of LANGS) {
  test(`home page of ${lang} is served in ${lang}`, async ({ page }) => {
    const response = await page.goto(`/${lang}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });

  test(`language picker on a ${lang} page leads to the same page in every other language`, async ({ page }) => {
    for (const other of LANGS.filter((l) => l !== lang)) {
      await page.goto(`/${lang}/rules/fire/`);
      const picker = page.locator('starlight-lang-select select').locator('visible=true').first();
      await picker.selectOption({ label: LABELS[other] });
      await page.waitForURL(`**/${other}/rules/fire/`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    }
  });

  test(`first-player island hydrates and answers in ${lang}`, async ({ page }) => {
    const strings = widgets(lang);
    await page.goto(`/${lang}/rules/overview/`);
    const island = page.locator('[data-widget="first-player"]');
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await island.getByRole('button', { name: strings.firstPlayer.button }).click();
    const names = Object.values(strings.characters);
    const prefix = strings.firstPlayer.result.split('{{name}}')[0]!;
    const output = island.locator('output');
    await expect(output).toContainText(prefix);
    const text = (await output.textContent()) ?? '';
    expect(names.some((name) => text === strings.firstPlayer.result.replace('{{name}}', name))).toBe(true);
  });
}

test.describe('language chooser at /', () => {
  test('a first-time visitor goes to the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/nl/');
    await context.close();
  });

  test('an explicit choice is remembered over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/?choose');
    await page.getByRole('link', { name: /Română/ }).click();
    await page.waitForURL('**/ro/');
    await page.goto('/');
    await page.waitForURL('**/ro/');
    await context.close();
  });

  test('a browser language the site lacks stays on the chooser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link')).toHaveCount(5);
    await context.close();
  });

  test('works without JavaScript as plain links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/');
    for (const lang of LANGS) {
      await expect(page.locator(`a[href="/${lang}/"]`)).toHaveText(new RegExp(LABELS[lang]));
    }
    await page.locator('a[href="/sv/"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await context.close();
  });
});
