import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICONS, SCRIPTS, headTags, isAppPage, manifest, maskableSvg, precacheGlobs, withoutComments } from '../../src/site/offline.mjs';
import { LANGS } from '../../src/i18n/setup.ts';

// Issue 22, "Offline at the table": the pieces of src/site/offline.mjs that decide what a language's app
// is and what its worker stores. The browser side (offline use, the update note, the cache's bytes) is
// tests/e2e/offline.spec.ts.

const root = join(import.meta.dirname, '../..');
const strings = (lang: string) => JSON.parse(readFileSync(join(root, 'locales', lang, 'offline.json'), 'utf8')) as { app: { shortName: string } };

const home = (name: string, description: string) =>
  `<!doctype html><html lang="it" dir="ltr"><head><meta property="og:site_name" content="${name}"><meta name="description" content="${description}"></head></html>`;

describe('manifest: one per language, named as its home page names the site', () => {
  const m = manifest('it', home('Colt Express – Laboratorio delle regole', 'Tutte le regole, casi dubbi e i punti in cui i libri non sono d&#39;accordo'), strings('it'));
  it.each([
    // The app opens on the language's home page and stays in the language (its worker's scope).
    ['id', '/it/'],
    ['start_url', '/it/'],
    ['scope', '/it/'],
    ['lang', 'it'],
    ['dir', 'ltr'],
    // Standalone: on a phone it opens like an app, without the browser's address bar.
    ['display', 'standalone'],
    // The name and description are the page's, entities decoded (the home page writes d&#39;accordo).
    ['name', 'Colt Express – Laboratorio delle regole'],
    ['description', "Tutte le regole, casi dubbi e i punti in cui i libri non sono d'accordo"],
    ['short_name', 'Regole Colt'],
  ])('%s is %s', (key, value) => {
    expect((m as Record<string, unknown>)[key]).toBe(value);
  });

  it('has the PNG icons Chromium needs to offer installing (192 and 512 px) and a maskable one', () => {
    const icons = m.icons as { src: string; sizes: string; type: string; purpose: string }[];
    const png = (size: number, purpose: string) => icons.some((i) => i.type === 'image/png' && i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect([png(192, 'any'), png(512, 'any'), png(512, 'maskable')]).toEqual([true, true, true]);
    // Every icon it lists is one the build renders (or the favicon itself).
    const made = new Set(ICONS.map((i: { file: string }) => `/${i.file}`).concat('/favicon.svg'));
    expect(icons.map((i) => i.src).filter((s) => !made.has(s))).toEqual([]);
  });

  it('refuses a home page without a site name, naming the language', () => {
    expect(() => manifest('sv', '<html><head></head></html>', strings('sv'))).toThrow(/\/sv\//);
  });
});

describe('short names fit under an icon', () => {
  // Android cuts a home-screen label at about 12 characters (issue 22: "in the reader's language").
  it.each(LANGS.map((l) => [l]))('%s', (lang) => {
    const short = strings(lang).app.shortName;
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThanOrEqual(12);
  });
});

describe('which built pages get the manifest and the worker', () => {
  it.each([
    ['it', 'it/index.html', true], // the language's home page
    ['it', 'it/rules/fire/index.html', true], // a rules page
    ['it', 'it/sandbox/index.html', true], // the sandbox
    ['it', 'it/embed/fire-line-of-sight-book/index.html', false], // an embed lives in another site's frame
    ['it', 'en/rules/fire/index.html', false], // another language's page gets its own language's
    ['it', 'index.html', false], // the language chooser belongs to no language
    ['it', '404.html', false], // nor the 404 page at the root
    ['it', 'it/manifest.webmanifest', false], // only pages
  ])('%s: %s → %s', (lang, path, expected) => {
    expect(isAppPage(lang, path)).toBe(expected);
  });

  it("links the page's own language's manifest", () => {
    expect(headTags('sv')).toContain('<link rel="manifest" href="/sv/manifest.webmanifest">');
    expect(headTags('sv')).toContain('<script type="module" src="/offline.js"></script>');
  });
});

describe("a language's worker stores that language only", () => {
  it.each(LANGS.map((l) => [l]))('%s', (lang) => {
    const { globPatterns, globIgnores } = precacheGlobs(lang) as { globPatterns: string[]; globIgnores: string[] };
    const others = LANGS.filter((l) => l !== lang);
    // No pattern names another language (pages, Pagefind's index, its meta and its wasm).
    const foreign = globPatterns.filter((p) => others.some((o) => new RegExp(`(^|[/._])${o}([/._]|$)`).test(p)));
    expect(foreign).toEqual([]);
    // Its pages, its search index, the site's code; not its embeds.
    for (const p of [`${lang}/**/*.{html,json,webmanifest}`, `pagefind/index/${lang}_*`, `pagefind/fragment/${lang}_*`, `pagefind/wasm.${lang}.pagefind`, 'pagefind/pagefind.js', 'pagefind/pagefind-worker.js', '_astro/**/*']) expect(globPatterns).toContain(p);
    expect(globIgnores).toEqual([`${lang}/embed/**`]);
  });
});

describe('browser scripts are written without their comments, code intact', () => {
  it.each([
    ['// a comment\nconst a = 1;\n', 'const a = 1;\n'], // a whole-line comment goes
    ['  // indented\n  f();\n', '  f();\n'], // indented too
    ["const u = 'http://x'; // trailing\n", "const u = 'http://x'; // trailing\n"], // a line with code stays whole
    ['a();\n\n\nb();\n', 'a();\nb();\n'], // blank lines go
  ])('%j', (input, output) => {
    expect(withoutComments(input)).toBe(output);
  });

  // Every page loads the registration: it stays small (README "Offline and on a phone").
  it.each(SCRIPTS.map((s: { from: string }) => [s.from]))('%s is under 1 KB gzip as served', (from) => {
    const served = withoutComments(readFileSync(join(root, from), 'utf8'));
    expect(gzipSync(served, { level: 9 }).length).toBeLessThanOrEqual(1024);
  });
});

describe('maskable icon', () => {
  it('fills the square with the tile and keeps every shape of the favicon inside the safe zone', () => {
    const favicon = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
    const svg = maskableSvg(favicon);
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
    expect(svg).toContain('<rect width="32" height="32" fill="#7a3b12"/>');
    for (const shape of favicon.match(/<(rect|circle)\b[^>]*\/>/g) ?? []) expect(svg).toContain(shape);
    // Scaled into the central 80 %: the drawing's 32 units become at most 25.6, centred.
    const [, dx, scale] = /translate\(([\d.]+) [\d.]+\) scale\(([\d.]+)\)/.exec(svg)!.map(Number);
    expect(32 * scale!).toBeLessThanOrEqual(25.6);
    expect(dx! * 2 + 32 * scale!).toBeCloseTo(32, 5);
  });
});
