import { expect, test, type Page } from '@playwright/test';
import { builtHtml, LANGS, locale, watch } from './helpers.ts';

// Issue #11: search and the 404 page speak the page's language; the language picker keeps the reader
// on the same rule anchor (rule ids are shared across languages, heading slugs are not).

const LABELS = { en: 'English', it: 'Italiano', nl: 'Nederlands', ro: 'Română', sv: 'Svenska' } as const;

test('search on the Italian site answers in Italian', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/it/');
  await page.locator('site-search button[data-open-modal]').click();
  const input = page.locator('site-search .pagefind-ui__search-input');
  await input.fill('Sceriffo');
  const message = page.locator('.pagefind-ui__message');
  await expect(message).toHaveText(/^\d+ risultat[oi] per Sceriffo$/, { timeout: 15_000 });
  await expect(message).not.toContainText('results for');
  expect(seen.problems).toEqual([]);
});

for (const lang of LANGS) {
  test(`the 404 page under /${lang}/ speaks ${lang}`, async ({ page }) => {
    const strings = locale(lang, 'errors') as { notFound: { title: string; home: string } };
    const response = await page.goto(`/${lang}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // One file holds the five languages' words; the reader sees (and hears) only the address's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.notFound.title, { useInnerText: true });
    await expect(page).toHaveTitle(new RegExp(`^${strings.notFound.title}`));
    const home = page.getByRole('link', { name: strings.notFound.home });
    await expect(home).toHaveAttribute('href', `/${lang}/`);
    // Issue 22: the site's frame in that language: its header (title and home), search, language picker.
    const common = locale(lang, 'common') as { chooser: { title: string } };
    await expect(page.locator('header .site-title')).toHaveText(common.chooser.title);
    await expect(page.locator('header .site-title')).toHaveAttribute('href', `/${lang}/`);
    const search = page.locator('header site-search button[data-open-modal]');
    await expect(search).toBeEnabled();
    // the same name as on that language's home page (Starlight's words)
    const name = /<button data-open-modal[^>]*aria-label="([^"]+)"/.exec(builtHtml(`/${lang}/`))![1]!;
    await expect(search).toHaveAttribute('aria-label', name);
    if (lang !== 'en') expect(name).not.toBe('Search');
    await expect(page.locator('header starlight-lang-select select').first()).toHaveValue(`/${lang}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('the 404 page under /it/ searches the Italian pages, in Italian, in the site\'s font', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/it/no-such-page/');
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.locator('site-search button[data-open-modal]').click();
  await page.locator('site-search .pagefind-ui__search-input').fill('Sceriffo');
  const message = page.locator('.pagefind-ui__message');
  await expect(message).toHaveText(/^\d+ risultat[oi] per Sceriffo$/, { timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__result-link').first()).toHaveAttribute('href', /^\/it\//);
  await page.goto('/it/rules/fire/');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(font);
  expect(seen.problems.filter((p) => !p.includes('/it/no-such-page/') && !/404 \(Not Found\)/.test(p))).toEqual([]);
});

test('without JavaScript the 404 page is English, with a way home in every language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', { useInnerText: true });
  for (const lang of LANGS) await expect(page.locator(`main nav a[href="/${lang}/"]`)).toHaveText(LABELS[lang]);
  await context.close();
});

async function switchTo(page: Page, lang: keyof typeof LABELS) {
  const picker = page.locator('starlight-lang-select select').locator('visible=true').first();
  await picker.selectOption({ label: LABELS[lang] });
  await page.waitForURL(`**/${lang}/**`);
}

test('the language picker keeps a rule anchor', async ({ page }) => {
  await page.goto('/it/rules/fire/#actions.fire.roof-line-of-sight');
  await switchTo(page, 'en');
  expect(new URL(page.url()).pathname).toBe('/en/rules/fire/');
  expect(new URL(page.url()).hash).toBe('#actions.fire.roof-line-of-sight');
  await expect(page.locator('[id="actions.fire.roof-line-of-sight"]')).toBeInViewport();
});

test('the language picker keeps an example anchor', async ({ page }) => {
  await page.goto('/sv/rules/fire/#scenario-fire-line-of-sight-book');
  await switchTo(page, 'ro');
  expect(new URL(page.url()).hash).toBe('#scenario-fire-line-of-sight-book');
});

test('a section heading keeps its anchor: its id is the same in every language', async ({ page }) => {
  await page.goto('/it/rules/fire/#powers-that-change-a-shot');
  await switchTo(page, 'nl');
  expect(new URL(page.url()).hash).toBe('#powers-that-change-a-shot');
  await expect(page.locator('[id="powers-that-change-a-shot"]')).toBeInViewport();
});

test('a heading inside a rule becomes the rule anchor around it', async ({ page }) => {
  // "Sparare dall'interno di un Vagone" is the heading of the rule on shooting from inside a wagon; its slug is Italian only.
  await page.goto('/it/rules/fire/#sparare-dallinterno-di-un-vagone');
  const expected = await page.evaluate(() => document.getElementById('sparare-dallinterno-di-un-vagone')?.closest('section.rule[id]')?.id ?? '');
  expect(expected).toBe('actions.fire.inside-adjacent');
  await switchTo(page, 'nl');
  expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(expected);
  await expect(page.locator(`[id="${expected}"]`)).toBeInViewport();
});

test('an anchor the page does not have (an old heading slug) leads to the top of the other page', async ({ page }) => {
  await page.goto('/it/rules/move/#movimento');
  await switchTo(page, 'en');
  expect(page.url()).toMatch(/\/en\/rules\/move\/$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('switching language on the sandbox keeps its position', async ({ page }) => {
  await page.goto('/en/sandbox/');
  const box = page.locator('[data-widget="sandbox"]');
  await box.locator('[data-choice]').first().click();
  const position = await box.getAttribute('data-position');
  await switchTo(page, 'ro');
  await expect(page.locator('[data-widget="sandbox"]')).toHaveAttribute('data-position', position ?? '');
});
