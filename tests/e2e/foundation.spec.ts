import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages, dist, watch, watchCsp } from './helpers.ts';

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

  // Each language leads to the next one (en → it → nl → ro → sv → en): every language is picked, and
  // picked from, with one page load each (the picker is one component; site-language.spec.ts checks
  // what it keeps: anchors, examples, the sandbox's position).
  const next = LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length]!;
  test(`language picker on a ${lang} page leads to the same page in ${next}`, async ({ page }) => {
    await page.goto(`/${lang}/rules/overview/`);
    const picker = page.locator('starlight-lang-select select').locator('visible=true').first();
    await picker.selectOption({ label: LABELS[next] });
    await page.waitForURL(`**/${next}/rules/overview/`);
    await expect(page.locator('html')).toHaveAttribute('lang', next);
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

  test('the language of the last page read is remembered over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/sv/rules/fire/');
    await expect(page.locator('starlight-lang-select select').first()).toBeAttached();
    await page.waitForFunction(() => localStorage.getItem('colt-rules:lang') === 'sv');
    await page.goto('/');
    await page.waitForURL('**/sv/');
    await context.close();
  });

  test('a browser language the site lacks stays on the chooser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    // One item per language, each with its Colt Express link and its Colt Super Express link.
    await expect(page.getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('a.lang')).toHaveCount(5);
    await expect(page.locator('a.game[href$="/super-express/overview/"]')).toHaveCount(5);
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

// Issue 8, defect 9: every page states its Content Security Policy before anything else in <head>,
// and the policy names each inline script and style of the page by its hash (the browser side, no
// violation on any page, is checked by the a11y crawl).
test('every built page sets a Content Security Policy that covers its inline scripts and styles', () => {
  const files = [...builtPages().map((p) => join(dist, p, 'index.html')), join(dist, '404.html')];
  expect(files.length).toBeGreaterThan(50);
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  // The host's part of the policy (frame-ancestors) ships with the site.
  expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(readFileSync(join(dist, '../public/_headers'), 'utf8'));
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const meta = /^<!DOCTYPE html><html[^>]*><head><meta charset="utf-8"\/?><meta http-equiv="content-security-policy" content="([^"]*)">/i.exec(html);
    expect(meta, `${file}: no policy right after <meta charset>`).not.toBeNull();
    const policy = new Map((meta?.[1] ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map((d) => [d[0]!, d.slice(1)]));
    expect(policy.get('default-src'), file).toEqual(["'self'"]);
    expect(policy.get('script-src'), file).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src'), file).not.toContain("'unsafe-inline'");
    for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) expect(policy.get('script-src'), `${file}: ${m[1]?.slice(0, 60)}`).toContain(hash(m[1] ?? ''));
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) expect(policy.get('style-src'), `${file}: ${m[1]?.slice(0, 60)}`).toContain(hash(m[1] ?? ''));
  }
});

// Issue 8, defect 8: the 404 page is the site's own, in the five languages (Starlight's looked up a
// docs entry the site does not have, and the build warned about it).
test('an address with no page gets the 404 page in every language, without console errors', async ({ page }) => {
  const seen = watch(page);
  await watchCsp(page);
  const response = await page.goto('/en/no-such-page/');
  expect(response?.status()).toBe(404);
  for (const lang of LANGS) await expect(page.locator(`main nav a[lang="${lang}"][href="/${lang}/"]`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.problems.filter((p) => !p.includes('/en/no-such-page/') && !/404 \(Not Found\)/.test(p))).toEqual([]);
});
