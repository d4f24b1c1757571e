import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { LOCALE_CODES } from '../../src/site/locales.mjs';

export const LANGS = LOCALE_CODES;
export type Lang = (typeof LANGS)[number];
export const dist = join(import.meta.dirname, '../../dist');

/**
 * Every built page (URL path with trailing slash), read from dist/: the tests follow the site, not a list.
 * The embed pages (`/<lang>/embed/<id>/`, one per example and language, the same player as the rules
 * pages) are left to tests/e2e/embed.spec.ts, and the examples' source pages (`/<lang>/source/<id>/`,
 * one template) to tests/e2e/source-view.spec.ts; each checks a sample of them.
 */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind' && !((name === 'embed' || name === 'source') && relative(dist, dir).split('/').length === 1)) walk(path);
      } else if (name === 'index.html') {
        out.push(`/${relative(dist, dir).split('\\').join('/')}${dir === dist ? '' : '/'}`);
      }
    }
  };
  if (existsSync(dist)) walk(dist);
  return out.sort();
}

export function builtHtml(path: string): string {
  return readFileSync(join(dist, path, 'index.html'), 'utf8');
}

/**
 * The heading of a rule's paragraph on a built page, as a reader sees it (the name its links must show),
 * or undefined when the page has no such paragraph. `page` is the path under the language (`rules/fire`).
 */
export function ruleHeading(lang: string, page: string, rule: string): string | undefined {
  const html = builtHtml(`/${lang}/${page}/`);
  const at = html.search(new RegExp(`<section class="rule[^>]* id="${rule.replace(/\./g, '\\.')}"`));
  const heading = at < 0 ? undefined : /<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/.exec(html.slice(at))?.[1];
  return heading?.replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

export function locale(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/** Collects console errors, page errors, failed and 4xx/5xx requests, and dialogs while a test runs. */
export function watch(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // The browser cancels what is still loading when the page navigates (a reload, a link): the
    // favicon, a lazy chunk. That is the test's own navigation, not a broken resource (CSP blocks,
    // missing files and refused connections have other codes; a 404 is caught below).
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { problems };
}

/**
 * Makes every Content Security Policy violation of the page a console error, which `watch` records
 * (issue 8, defect 9). Await it before the first `goto`. Chromium also logs most violations itself;
 * the event names the directive and what was blocked, and covers report-only cases too.
 */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.effectiveDirective} refused ${e.blockedURI || 'an inline script or style'} (${e.sourceFile || document.URL}:${e.lineNumber})`);
    });
  });
}

/** Problems with the § links of the page as it is scrolled now: size, off screen, covered. */
export async function anchorProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const a of document.querySelectorAll<HTMLElement>('.rule-anchor')) {
      // Scrolling and hit testing are synchronous (layout is brought up to date by each call): no frame
      // to wait for, which kept the crawler ~1 s a page on pages with many rules.
      a.scrollIntoView({ block: 'center' });
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

/** Waits until every widget of the page is hydrated (some hydrate when they come into view; an island
 * may replace its root while it starts, so the pending ones are looked up afresh each time). */
export async function settle(page: Page, path: string): Promise<void> {
  const pending = page.locator('[data-widget][data-hydrated="false"]');
  for (let i = 0; i < 50 && (await pending.count()) > 0; i++) {
    await pending
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(50);
  }
  await expect(pending, path).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Axe, run in the page itself (legacy mode: the site has no iframes, and the default mode opens a blank
 * page per check to merge frames' results, which cost about a quarter of the crawler's time), reporting
 * every node of every violation but one node of each rule that passed (`resultTypes`): the passes of a
 * page with examples (about 1,300 nodes, 0.75 MB of JSON) cost a second a page to build and send.
 * Set tags and rules on the builder this returns (`options()` would replace these).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * Issue 11, "Every screen": at desktop widths a train of up to locomotive + 6 wagons is drawn as a row.
 * Problems with the examples' boards as laid out now: a board drawn in the vertical (phone) orientation,
 * scaled below 85 % of its size, wider than its box, or taller than 420 px. Measured on the page as
 * built (no step needed: the board keeps its size through the steps).
 */
export async function trainRowProblems(page: Page): Promise<{ problems: string[]; cars: number[] }> {
  const boards = await page.locator('[data-widget="scenario"] [data-board]').evaluateAll((list) =>
    list.map((board) => {
      const pic = [...board.querySelectorAll<HTMLElement>('.tb-pic')].find((p) => getComputedStyle(p).display !== 'none')!;
      const svg = pic.querySelector('svg')!;
      const r = pic.getBoundingClientRect();
      return {
        id: board.closest('[data-scenario]')?.getAttribute('data-scenario') ?? '?',
        cars: Number(board.getAttribute('data-cars')),
        wide: pic.classList.contains('tb-wide'),
        scale: r.width / svg.viewBox.baseVal.width,
        fits: r.right <= board.getBoundingClientRect().right + 0.5,
        height: r.height,
      };
    }),
  );
  const problems: string[] = [];
  for (const b of boards) {
    if (!b.wide) problems.push(`${b.id} (${b.cars} cars): drawn vertically`);
    if (b.scale < 0.85) problems.push(`${b.id}: scaled to ${(b.scale * 100).toFixed(0)} %`);
    if (!b.fits) problems.push(`${b.id}: wider than its box`);
    if (b.height >= 420) problems.push(`${b.id}: ${Math.round(b.height)} px tall`);
  }
  return { problems, cars: boards.map((b) => b.cars) };
}

/** Height of what Starlight keeps fixed at the top of the window (the header; on a phone also "On this page"). */
export async function topInset(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 0;
    for (const el of document.querySelectorAll('header.header, mobile-starlight-toc nav')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && r.top <= bottom + 1) bottom = Math.max(bottom, r.bottom);
    }
    return bottom;
  });
}
