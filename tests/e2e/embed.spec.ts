import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axe, builtHtml, dist, LANGS, locale, watch } from './helpers.ts';

// Issue #11: an embed page per example, /<lang>/embed/<scenario-id>/: the example alone (no site
// navigation), sized for an iframe, with a link back to the rules page that shows it, and ?step=N.
// Out of search: noindex, Pagefind skips it, the sitemap leaves it out.

const ID = 'fire-line-of-sight-book';

for (const lang of LANGS) {
  test(`/${lang}/embed/${ID}/: the example alone, checked by the engine, with the way back`, async ({ page }) => {
    const seen = watch(page);
    const examples = locale(lang, 'examples') as { embed: { back: string } };
    await page.goto(`/${lang}/embed/${ID}/`);
    const widget = page.locator(`[data-widget="scenario"][data-scenario="${ID}"]`);
    await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // No site navigation: no header, sidebar, search, language picker, table of contents.
    await expect(page.locator('header, nav, site-search, starlight-lang-select, #starlight__sidebar')).toHaveCount(0);
    const back = page.locator('[data-embed-back]');
    await expect(back).toHaveAttribute('href', `/${lang}/rules/fire/#scenario-${ID}`);
    await expect(back).toContainText(examples.embed.back.split('{{page}}')[0]!.trim());
    // The example's source, in the page's language too.
    const source = page.locator(`a[data-scenario-source="${ID}"]`);
    await expect(source).toHaveAttribute('href', `/${lang}/source/${ID}/`);
    await expect(source).toHaveText((locale(lang, 'examples') as { source: { summary: string } }).source.summary);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('body')).toHaveAttribute('data-pagefind-ignore', 'all');
    expect(seen.problems).toEqual([]);
  });
}

test('the back link reaches the example on its rules page', async ({ page }) => {
  await page.goto(`/it/embed/${ID}/`);
  const href = (await page.locator('[data-embed-back]').getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator(`#scenario-${ID}`)).toBeInViewport();
});

test('?step=N opens the example at that step', async ({ page }) => {
  await page.goto(`/en/embed/${ID}/?step=1`);
  const widget = page.locator(`[data-widget="scenario"][data-scenario="${ID}"]`);
  await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await expect(widget).toHaveAttribute('data-step', '1');
  // A step the example does not have stops at its last one.
  await page.goto(`/en/embed/${ID}/?step=99`);
  await expect(widget).toHaveAttribute('data-step', (await widget.getAttribute('data-steps')) ?? 'x');
});

// A teacher's review: "Source of this example", a rule link or "Open in sandbox" clicked in a slide's
// frame replaced the example with the whole site, inside the frame.
test("in a frame, the example's links open outside it", async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/en/embed/${ID}/" width="640" height="820"></iframe>`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-widget="scenario"]')).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  const popup = page.waitForEvent('popup');
  await frame.locator(`a[data-scenario-source="${ID}"]`).click();
  expect((await popup).url()).toContain(`/en/source/${ID}/`);
  expect(page.frames()[1]?.url()).toContain(`/en/embed/${ID}/`);
});

test('an embed page fits a 480×360 iframe without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 360 });
  await page.goto(`/en/embed/${ID}/`);
  await expect(page.locator('[data-widget="scenario"]')).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
});

test('every example has an embed page in every language, none in the sitemap', () => {
  const ids = [...builtHtml('/en/rules/fire/').matchAll(/data-scenario="([^"]+)"/g)].map((m) => m[1]!);
  expect(ids.length).toBeGreaterThan(3);
  for (const lang of LANGS) {
    for (const id of ids) {
      const html = builtHtml(`/${lang}/embed/${id}/`);
      expect(html).toContain(`data-scenario="${id}"`);
      // Every link stays in the page's language (the source link once went to /en/ from every embed).
      const elsewhere = [...html.matchAll(/href="\/([a-z]{2})\//g)].map((m) => m[1]).filter((l) => l !== lang);
      expect(elsewhere, `/${lang}/embed/${id}/`).toEqual([]);
    }
  }
  const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain('/en/rules/fire/');
  expect(sitemap).not.toContain('/embed/');
});

for (const theme of ['light', 'dark'] as const) {
  test(`embed pages have no axe violation (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    // The markup is the same in every language (the crawler checks a translation's words): two languages,
    // one with the longest words, in each theme.
    for (const lang of ['en', 'ro'] as const) {
      await page.goto(`/${lang}/embed/${ID}/`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('[data-widget="scenario"]')).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
      const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${lang} ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    }
  });
}

// Issue 22 (teachers): the copied embed code's fixed 820 px clipped long examples. The embed page
// posts its height; the lines copied with the <iframe> set it, frame by frame; "Copy link" inside an
// embed gives the rules page at that step, not the embed page.
test.describe('copied from a rules page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the copied embed code grows each frame to its example, two on one page without mixing', async ({ context }) => {
    const rules = await context.newPage();
    await rules.goto('/en/rules/fire/');
    const widget = rules.locator(`[data-scenario="${ID}"]`);
    await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
    await widget.locator('[data-action="embed"]').click();
    await expect(widget.locator('.sc-copy-status')).not.toBeEmpty();
    const code = await rules.evaluate(() => navigator.clipboard.readText());
    // A teacher's page (a blank page of another origin than the site's, without the site's policy) with
    // the same code twice, a narrow slide column and a wide one: each frame gets its own example's height.
    const page = await context.newPage();
    // Side by side: both in view (the frames load lazily).
    await page.setContent(`<div style="display:flex;align-items:flex-start"><div style="width:340px">${code}</div><div style="width:900px">${code}</div></div>`);
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(2);
    const heights = async () => {
      const out: { frame: number; content: number }[] = [];
      for (let i = 0; i < 2; i++) {
        const frame = frames.nth(i).contentFrame();
        await expect(frame.locator('[data-widget="scenario"]')).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
        const content = await frame.locator('body').evaluate((b) => Math.ceil(b.getBoundingClientRect().height));
        out.push({ frame: await frames.nth(i).evaluate((f) => f.getBoundingClientRect().height), content });
      }
      return out;
    };
    await expect.poll(async () => (await heights()).every((h) => Math.abs(h.frame - h.content) <= 1), { timeout: 10_000 }).toBe(true);
    const [narrow, wide] = await heights();
    // The narrow column's example is taller than the old fixed 820 px (it was clipped), the wide one's shorter.
    expect(narrow!.frame).toBeGreaterThan(820);
    expect(wide!.frame).toBeLessThan(narrow!.frame);
    // Nothing scrolls inside a frame.
    for (const inner of page.frames().slice(1)) expect(await inner.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1)).toBe(true);
    // A step that adds text grows its own frame only.
    const before = await frames.nth(1).evaluate((f) => f.getBoundingClientRect().height);
    await frames.nth(0).contentFrame().locator('[data-action="step"]').click();
    await expect.poll(async () => { const [n] = await heights(); return Math.abs(n!.frame - n!.content) <= 1 && n!.frame !== narrow!.frame; }).toBe(true);
    expect(await frames.nth(1).evaluate((f) => f.getBoundingClientRect().height)).toBe(before);
  });

  test('"Copy link" inside an embed gives the rules page at that step', async ({ page, baseURL }) => {
    await page.goto(`/it/embed/${ID}/`);
    const widget = page.locator(`[data-widget="scenario"][data-scenario="${ID}"]`);
    await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
    // The first step is a question: Step shows its answer, then goes on.
    await widget.locator('[data-action="step"]').click();
    await widget.locator('[data-action="step"]').click();
    await expect(widget).toHaveAttribute('data-step', '1');
    await widget.locator('[data-action="copy"]').click();
    await expect(widget.locator('.sc-copy-status')).not.toBeEmpty();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(`${link.origin}${link.pathname}`).toBe(`${baseURL}/it/rules/fire/`);
    expect(link.searchParams.get('example')).toBe(ID);
    expect(link.searchParams.get('step')).toBe('1');
    expect(link.hash).toBe(`#scenario-${ID}`);
  });
});
