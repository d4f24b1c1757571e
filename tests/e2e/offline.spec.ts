import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axe, dist, locale, watch, watchCsp } from './helpers.ts';

// Issue 22, "Offline at the table": once a page of a language was opened with a network, that
// language's pages, examples (both games), questions, sandbox and search work with none; the cache
// stays within the README's budget and holds nothing of the other languages; a new build is offered
// in the page's language and taken on "Reload", never mixed with the old one. With the site's
// Content Security Policy (every violation is a console error, which fails the test).
// Workers: src/site/offline.mjs (Workbox's generateSW, one per language), src/site/offline/*.js.

const BUDGET = 15 * 1024 * 1024;

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

type Strings = { update: { ready: string; reload: string }; offlineReady: string; close: string };

/** What the page's origin holds in Cache Storage: every cached URL path and the bytes of the bodies. */
async function cached(page: Page): Promise<{ paths: string[]; bytes: number }> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    let bytes = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        paths.push(new URL(request.url).pathname);
        bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
      }
    }
    return { paths, bytes };
  });
}

test('Italian: after /it/ was opened once, pages, examples, a question, the sandbox and search work offline', async ({ page, context }) => {
  // About 20 s on this machine (9 of them storing the language); the margin is for a busy machine.
  test.setTimeout(90_000);
  const seen = watch(page);
  await watchCsp(page);
  const t = locale('it', 'offline') as Strings;

  await page.goto('/it/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/it/manifest.webmanifest');
  // The first visit stores the language and says so, in Italian, once it is done.
  const note = page.locator('#offline-note');
  await expect(note).toHaveAttribute('data-kind', 'ready', { timeout: 30_000 });
  await expect(note).toContainText(t.offlineReady);
  await note.getByRole('button', { name: t.close }).click();
  await expect(note).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/it\/sw\.js$/);
  // Installable as Chromium judges it (manifest, icons, worker), the manifest read without errors.
  const cdp = await context.newCDPSession(page);
  // ('in-incognito' is the test's own browser context: Playwright's are off the record.)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const app = await cdp.send('Page.getAppManifest');
  expect(app.errors).toEqual([]);
  expect(JSON.parse(app.data ?? '{}')).toMatchObject({ name: 'Colt Express – Laboratorio delle regole', short_name: 'Regole Colt', lang: 'it', scope: '/it/' });

  // What it stored: within the budget, Italian only (pages and search index), the shell included.
  const store = await cached(page);
  test.info().annotations.push({ type: 'cache', description: `/it/: ${store.paths.length} files, ${(store.bytes / 1024 / 1024).toFixed(2)} MB` });
  expect(store.bytes).toBeLessThanOrEqual(BUDGET);
  expect(store.paths.filter((p) => /^\/(en|nl|ro|sv)\//.test(p))).toEqual([]);
  expect(store.paths.filter((p) => /^\/pagefind\/(index|fragment)\//.test(p) && !/\/it_/.test(p))).toEqual([]);
  expect(store.paths.filter((p) => p.startsWith('/it/embed/'))).toEqual([]);
  for (const p of ['/it/index.html', '/it/sandbox/index.html', '/it/rules/fire/index.html', '/it/super-express/cards/index.html', '/pagefind/pagefind.js', '/pagefind/pagefind-worker.js', '/pagefind/wasm.it.pagefind']) expect(store.paths, p).toContain(p);

  await context.setOffline(true);

  // Five other pages, each from the worker.
  for (const path of ['/it/faq/', '/it/glossary/', '/it/variants/two-bandits/', '/it/super-express/cards/', '/it/rules/fire/']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }

  // A question on the Fire page (001/002: line of sight on the roofs): answered right.
  const question = page.locator('[data-widget="scenario"][data-scenario="fire-line-of-sight-book"]');
  await expect(question).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await question.locator('[data-answer="bandit:tuco"]').click();
  await expect(question.locator('[data-answer-verdict]')).toHaveAttribute('data-answer-verdict', 'right');

  // A Colt Super Express example, stepped.
  await page.goto('/it/super-express/cards/');
  const example = page.locator('[data-widget="scenario"][data-scenario="cse-card-turn"]');
  await expect(example).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await expect(example).toHaveAttribute('data-step', '0');
  await example.locator('[data-action="step"]').click();
  await expect(example).not.toHaveAttribute('data-step', '0');

  // The sandbox: a Colt Express move, then Colt Super Express (its own chunk, fetched only now).
  await page.goto('/it/sandbox/');
  const box = page.locator('[data-widget="sandbox"]');
  await expect(box).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  const before = await box.getAttribute('data-position');
  await box.locator('[data-choice]').first().click();
  await expect(box).not.toHaveAttribute('data-position', before ?? '');
  const s = locale('it', 'sandbox') as { game: { cse: string } };
  await page.getByRole('radio', { name: s.game.cse }).check();
  await expect(box).toHaveAttribute('data-position', /^cse1\./);
  await box.locator('[data-choice]').first().click();
  await expect(box).toHaveAttribute('data-applied', '1');

  // Search, and its first result opens. (Pagefind searches in its own web worker when one starts, else on
  // the page: its designed fallback. Offline, this test browser never asks the service worker for a
  // dedicated worker's script, though the worker stores it, so here the search runs on the page.)
  await page.locator('site-search button[data-open-modal]').click();
  await page.locator('site-search .pagefind-ui__search-input').fill('Sceriffo');
  await expect(page.locator('.pagefind-ui__message')).toHaveText(/^\d+ risultat[oi] per Sceriffo$/, { timeout: 15_000 });
  const first = page.locator('.pagefind-ui__result-link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/it\//);
  await first.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[.?*+^$[\]\\(){}|]/g, '\\$&')));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(seen.problems).toEqual([]);
});

// A new build, cheaply and honestly: the built site served by a server of the test's own, which then
// serves what a new build would change, a home page with other content and the worker whose precache
// lists that page with a new revision (the content hash Workbox writes). Nothing else is touched.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function serve(build: { version: 1 | 2 }, lang: string): Promise<{ server: Server; origin: string }> {
  const home = `/${lang}/index.html`;
  const server = createServer((req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path.endsWith('/')) path += 'index.html';
    const file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': TYPES['.html']! }).end(readFileSync(join(dist, '404.html')));
      return;
    }
    let body: Buffer | string = readFileSync(file);
    if (build.version === 2 && path === home) body = body.toString('utf8').replace('<html ', '<html data-build="2" ');
    if (build.version === 2 && path === `/${lang}/sw.js`) {
      const text = body.toString('utf8');
      const entry = new RegExp(`\\{url:"${home.replace(/\//g, '\\/').replace(/\./g, '\\.')}",revision:"([0-9a-f]+)"\\}`);
      expect(text).toMatch(entry);
      body = text.replace(entry, (_m, rev: string) => `{url:"${home}",revision:"${rev.split('').reverse().join('')}"}`);
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

for (const lang of ['it', 'sv'] as const) {
  test(`${lang}: a new build is offered in ${lang} and taken on Reload, whole`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const seen = watch(page);
    await watchCsp(page);
    const t = locale(lang, 'offline') as Strings;
    const build: { version: 1 | 2 } = { version: 1 };
    const { server, origin } = await serve(build, lang);
    try {
      await page.goto(`${origin}/${lang}/`);
      await expect(page.locator('#offline-note')).toHaveAttribute('data-kind', 'ready', { timeout: 30_000 });

      build.version = 2;
      // The next visit: the browser checks the worker, finds the new one and installs it; this page,
      // served by the old worker, is the old build, whole, and offers the new one.
      await page.reload();
      const note = page.locator('#offline-note');
      await expect(note).toHaveAttribute('data-kind', 'update', { timeout: 20_000 });
      await expect(note).toContainText(t.update.ready);
      await expect(page.locator('html')).not.toHaveAttribute('data-build', '2');
      await page.screenshot({ path: test.info().outputPath(`update-${lang}-390.png`) });
      // On screen and tappable where it is drawn.
      const reload = note.getByRole('button', { name: t.update.reload });
      const r = (await reload.boundingBox())!;
      expect(r.y + r.height).toBeLessThanOrEqual(844);
      expect(r.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent, [r.x + r.width / 2, r.y + r.height / 2])).toBe(t.update.reload);
      // Readable and operable in both themes (WCAG 2.2 AA, as tests/e2e/a11y.spec.ts).
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const { violations } = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('#offline-note').analyze();
        expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
      }

      await reload.click();
      await expect(page.locator('html')).toHaveAttribute('data-build', '2', { timeout: 15_000 });
      await expect(page.locator('#offline-note')).toHaveCount(0);
      expect(seen.problems).toEqual([]);
    } finally {
      server.close();
    }
  });
}
