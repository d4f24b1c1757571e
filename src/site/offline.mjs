// Offline and on a phone (issue 22; README "Offline and on a phone"). After the build, once every other
// integration has written its files (Pagefind's index, the pages' final HTML), this integration makes
// each language an installable web app that works with no network:
//
// - icons: public/favicon.svg rendered to PNG (192 and 512 px, a maskable 512 px one with the drawing
//   in the safe zone, and a 180 px one for iOS, which fills transparency with black);
// - /<lang>/manifest.webmanifest: the site's name and description as that language's home page gives
//   them, a short name from locales/<lang>/offline.json, the language's scope and start page;
// - /<lang>/offline.json: the strings of the offline notes (/offline-note.js, src/site/offline/note.js);
// - every page of the language (not the embeds, which live in other sites' frames) links its manifest
//   and loads /offline.js (src/site/offline/register.js), which registers the language's service worker
//   once the page is idle;
// - /<lang>/sw.js: a service worker made by Workbox (workbox-build's generateSW), one per language,
//   whose scope is /<lang>/ and whose precache holds what that language needs and nothing of the other
//   languages: its pages, the site's scripts and styles, Pagefind's code and that language's index.
//   Each file is listed with a revision (its content hash; files under /_astro/ carry it in their
//   name), so a new build's worker downloads only what changed, waits until the reader takes it
//   (skipWaiting: false) and meanwhile the old one keeps serving one build, whole.
//
// The build fails when a language's precache exceeds OFFLINE_BUDGET.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './module-graph.mjs';
import { LOCALE_CODES } from './locales.mjs';

/** The most a language may store on a reader's device (the sum of its precached files). */
export const OFFLINE_BUDGET = 15 * 1024 * 1024;

/** The colour of public/favicon.svg's tile. */
const TILE = '#7a3b12';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The icons (path under dist/, size, what the manifest says of it); made from public/favicon.svg. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', maskable: false },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', maskable: false },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable', maskable: true },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: null, maskable: true },
];

/**
 * The favicon as an icon that may be cut to any shape (a circle on Android, a rounded square on iOS):
 * the tile fills the square and the drawing shrinks into the central safe zone (80 % of the size).
 */
export function maskableSvg(svg) {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TILE}"/><g transform="translate(5.6 5.6) scale(0.65)">${inner}</g></svg>`;
}

/** The head tags of a language's page: its manifest, the iOS icon, and the worker's registration. */
export function headTags(lang) {
  return `<link rel="manifest" href="/${lang}/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"><script type="module" src="/offline.js"></script>`;
}

/** Does this built page (path under dist/, with `/`) get the manifest and the worker? */
export function isAppPage(lang, path) {
  return path.startsWith(`${lang}/`) && !path.startsWith(`${lang}/embed/`) && path.endsWith('.html');
}

const attr = (html, re) => {
  const m = re.exec(html);
  return m ? m[1].replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"') : null;
};

/** The web app manifest of a language, from its built home page and locales/<lang>/offline.json. */
export function manifest(lang, homeHtml, strings) {
  const name = attr(homeHtml, /<meta property="og:site_name" content="([^"]*)"/);
  const description = attr(homeHtml, /<meta name="description" content="([^"]*)"/);
  const dir = attr(homeHtml, /<html[^>]*\sdir="([^"]*)"/) ?? 'ltr';
  if (!name || !description) throw new Error(`offline: /${lang}/ has no site name or description to name its app`);
  return {
    id: `/${lang}/`,
    name,
    short_name: strings.app.shortName,
    description,
    lang,
    dir,
    start_url: `/${lang}/`,
    scope: `/${lang}/`,
    display: 'standalone',
    background_color: TILE,
    theme_color: TILE,
    icons: [
      ...ICONS.filter((i) => i.purpose !== null).map((i) => ({ src: `/${i.file}`, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * What a language's worker precaches, as workbox-build globs over dist/. Pagefind: its code and this
 * language's index (meta, wasm, index chunks, fragments), not the other languages' and not
 * its stock UIs or its highlighter (the site's search box is Starlight's, bundled under /_astro/).
 */
export function precacheGlobs(lang) {
  return {
    globPatterns: [
      `${lang}/**/*.{html,json,webmanifest}`,
      '_astro/**/*',
      'pagefind/pagefind.js',
      'pagefind/pagefind-entry.json',
      // Pagefind searches in this worker when the browser has workers (else on the page, more slowly).
      'pagefind/pagefind-worker.js',
      `pagefind/pagefind.${lang}_*.pf_meta`,
      `pagefind/wasm.${lang}.pagefind`,
      `pagefind/index/${lang}_*`,
      `pagefind/fragment/${lang}_*`,
      'icons/*.png',
      'favicon.svg',
      'offline.js',
      'offline-note.js',
    ],
    globIgnores: [`${lang}/embed/**`],
  };
}

/** The browser scripts, written to dist/ without their comment lines (they are read here, not there). */
export const SCRIPTS = [
  { from: 'src/site/offline/register.js', to: 'offline.js' },
  { from: 'src/site/offline/note.js', to: 'offline-note.js' },
];

/** A script without its whole-line comments and blank lines. */
export function withoutComments(js) {
  return js
    .split('\n')
    .filter((line) => !/^\s*(\/\/.*)?$/.test(line))
    .join('\n')
    .concat('\n');
}

/** Renders the icons into dist/icons/. */
async function writeIcons(dist) {
  const { default: sharp } = await import('sharp');
  const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
  mkdirSync(join(dist, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const source = icon.maskable ? maskableSvg(svg) : svg;
    // The SVG's viewBox is 32 units: a density of 72 dpi × size / 32 draws it at `size` pixels, sharp.
    await sharp(Buffer.from(source), { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(join(dist, icon.file));
  }
}

/** The integration (last in astro.config.mjs: it hashes the pages as the other integrations leave them). */
export function offlineApp() {
  return {
    name: 'colt-rules:offline',
    hooks: {
      'astro:build:done': async (/** @type {{ dir: URL, logger: import('astro').AstroIntegrationLogger }} */ { dir, logger }) => {
        const dist = fileURLToPath(dir);
        await writeIcons(dist);
        for (const { from, to } of SCRIPTS) writeFileSync(join(dist, to), withoutComments(readFileSync(join(root, from), 'utf8')));
        for (const lang of LOCALE_CODES) {
          const strings = JSON.parse(readFileSync(join(root, 'locales', lang, 'offline.json'), 'utf8'));
          const home = readFileSync(join(dist, lang, 'index.html'), 'utf8');
          writeFileSync(join(dist, lang, 'manifest.webmanifest'), `${JSON.stringify(manifest(lang, home, strings), null, 2)}\n`);
          writeFileSync(join(dist, lang, 'offline.json'), `${JSON.stringify(strings)}\n`);
        }
        for (const file of htmlFiles(dist)) {
          const path = file.slice(dist.length).replace(/^[\\/]/, '').split('\\').join('/');
          const lang = LOCALE_CODES.find((l) => isAppPage(l, path));
          if (lang === undefined) continue;
          const html = readFileSync(file, 'utf8');
          if (!html.includes('</head>')) continue;
          writeFileSync(file, html.replace('</head>', `${headTags(lang)}</head>`));
        }
        const { generateSW } = await import('workbox-build');
        for (const lang of LOCALE_CODES) {
          const { count, size, warnings } = await generateSW({
            globDirectory: dist,
            ...precacheGlobs(lang),
            // The manifest's URLs are absolute: the worker lives at /<lang>/sw.js.
            modifyURLPrefix: { '': '/' },
            // Astro's files carry their content hash in their name: no revision needed.
            dontCacheBustURLsMatching: /^\/_astro\//,
            // The sandbox's export worker is the largest file (0.4 MB); nothing comes near 2 MB.
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
            swDest: join(dist, lang, 'sw.js'),
            cacheId: `colt-rules-${lang}`,
            // /<lang>/rules/fire/ is /<lang>/rules/fire/index.html; an address's query (a sandbox
            // position, ?p=…) is read by the page, the file is the same.
            directoryIndex: 'index.html',
            ignoreURLParametersMatching: [/./],
            // The first visit's page is controlled at once (its later chunks come from the cache);
            // a new version waits for the reader (src/site/offline/note.js).
            clientsClaim: true,
            skipWaiting: false,
            cleanupOutdatedCaches: true,
            inlineWorkboxRuntime: true,
            sourcemap: false,
            mode: 'production',
            disableDevLogs: true,
          });
          if (warnings.length > 0) throw new Error(`offline: Workbox, /${lang}/: ${warnings.join('; ')}`);
          const mb = (size / 1024 / 1024).toFixed(2);
          if (size > OFFLINE_BUDGET) throw new Error(`offline: /${lang}/ would store ${mb} MB, over the ${OFFLINE_BUDGET / 1024 / 1024} MB budget`);
          logger.info(`/${lang}/sw.js precaches ${count} files, ${mb} MB`);
        }
      },
    },
  };
}
