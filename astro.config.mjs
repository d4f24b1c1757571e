// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { LOCALES, DEFAULT_LOCALE } from './src/site/locales.mjs';
import { SIDEBAR } from './src/site/sidebar.mjs';
import { CSP_CONFIG, cspInlineHashes } from './src/site/csp.mjs';
import { satteri } from '@astrojs/markdown-satteri';
import { KEEP_ANCHOR_SCRIPT } from './src/site/keep-anchor.mjs';
import { SCROLL_TABLES_SCRIPT } from './src/site/scroll-tables.mjs';
import { embedPages } from './src/site/embed-pages.mjs';
import { islandPreloads } from './src/site/island-preload.mjs';
import { pageScripts } from './src/site/page-scripts.mjs';
import { SECTIONS } from './src/site/sections.mjs';
import { offlineApp } from './src/site/offline.mjs';
import { searchBox } from './src/site/search-box-plugin.mjs';
import { SEARCH_RANKING } from './src/site/search-ranking.mjs';
import { minify } from 'terser';

/** A path pattern written with `/`, matching either separator. */
const dir = (/** @type {string} */ path) => path.replaceAll('/', String.raw`[\\/]`);
const paths = (/** @type {string[]} */ ...alternatives) => new RegExp(alternatives.map(dir).join('|'));

/** Chunks by what loads them (see `codeSplitting` below), highest priority first. */
const CHUNK_GROUPS = [
  // Every island of both games: Preact and Astro's renderer, the strings lookup (and keys.ts's isOneOf),
  // the board's shared pieces (hot spots, rule links, pawn colours, grammatical gender), and the engines' shared kernel
  // both games' play reaches (seeded random numbers, Result, frozen lists, the flow walk): in a game's
  // group, the other game's pages would load that whole group for it (a Colt Super Express rules page
  // took Colt Express's 24 KB ce-kit for shared/result.ts).
  {
    name: 'preact',
    priority: 50,
    test: paths('node_modules/(preact|@astrojs/preact)/', 'src/widgets/(i18n\\.ts|board-hot\\.tsx|RuleLink\\.tsx)$', 'src/i18n/(interpolate|gender|keys|reason-sentence)\\.ts$', 'src/games/shared/(pawn-colours|rng|result|frozen|flow)\\.ts$'),
  },
  // What a Colt Express example runs: the engine's play, the board, the narration, and the player's kit
  // (player-kit.ts: alone, a chunk of its own on every rules page, since the Learn page imports it too;
  // the sandbox loads 0.3 KB more for it, rules pages about 0.3 KB less). Not the notation,
  // the position checks or the setup, which only the sandbox and its editor need; nor view, logFor
  // and the rule table, which the Learn page's game imports (in this group, every rules page loaded
  // them: +3.5 KB).
  {
    name: 'ce-kit',
    priority: 30,
    test: (/** @type {string} */ id) =>
      paths('src/games/colt-express/(engine|board)/', 'src/games/colt-express/widgets/(choices|exclusions|narration)\\.ts$', 'src/games/colt-express/widgets/RoundInfo\\.tsx$', 'src/games/colt-express/(narrate|reasons|player-kit)\\.ts$').test(id) &&
      !paths('src/games/colt-express/engine/(notation|position|options\\.ts|setup\\.ts|api\\.ts|index\\.ts|view\\.ts|log-for\\.ts|rules\\.ts|data/characters\\.ts)').test(id),
  },
  // The sandbox shell, for both games (no Colt Express code: each game's url.ts reads its own choices).
  { name: 'sandbox', priority: 20, test: paths('src/widgets/sandbox/(GamePicker|Sandbox|SharePanel|LogPanel|NoticeView|HistoryControls)\\.tsx$', 'src/widgets/sandbox/(history|use-history|use-undo-keys|ask-worker)\\.ts$', 'src/widgets/url-state\\.ts$') },
  // The Colt Express sandbox: its panels, the position notation, its choices in the address.
  {
    name: 'ce-sandbox',
    priority: 15,
    test: paths('src/games/colt-express/sandbox/(ColtExpressSandbox|Stage|StartPanel|PlayPanel|kit|url)\\.tsx?$', 'src/games/colt-express/widgets/choice-text\\.ts$', 'src/games/colt-express/engine/(notation|options\\.ts$|data/characters\\.ts$)'),
  },
  // Only for a shared Colt Express position: the engine's position checks.
  { name: 'ce-link', priority: 10, test: paths('src/games/colt-express/sandbox/restore\\.ts$', 'src/games/colt-express/engine/position/(check|seat-cards)') },
];

/**
 * A second pass over the browser's chunks, after Rolldown's minifier: terser's compressor inlines
 * functions called once, folds constants and joins statements, which Rolldown's minifier does not (a
 * rules page with examples: 0.45 KB gzip less; its budget is 45 KB, tests/e2e/budget.spec.ts). Same
 * behaviour, fewer bytes: the chunks keep the names Rolldown hashed from its own output.
 * @returns {import('vite').Plugin}
 */
function terserPass() {
  return {
    name: 'colt-rules:terser-pass',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const out = await minify(chunk.code, { module: true, compress: { passes: 2 } });
        if (out.code !== undefined && out.code.length < chunk.code.length) chunk.code = out.code;
      }
    },
  };
}

// Starlight reads its pages from `<srcDir>/content/docs/`. The project keeps rules text out of the code
// folder, under the top-level `content/`, so srcDir is the project root; code stays in `src/`.
export default defineConfig({
  srcDir: '.',
  site: 'https://colt-rules.example',
  trailingSlash: 'always',
  server: { host: '127.0.0.1', port: 4321 },
  // Content Security Policy: see src/site/csp.mjs (the <meta> policy) and public/_headers (the host's headers).
  security: { csp: CSP_CONFIG },
  // Code blocks, if any, go through Starlight's Expressive Code; Astro's own Shiki (inline styles,
  // which the policy refuses) is not used.
  // Explicit heading ids (`## Title {#id}`): the same anchors in every language.
  // Stylesheets are files, cached from page to page, not repeated inline in every page's HTML (the
  // rules pages' HTML budget is 40 KB gzip: tests/e2e/budget.spec.ts).
  build: { inlineStylesheets: 'never' },
  // No link prefetching (Starlight turns it on for every link): it costs every page 1.1 KB of
  // JavaScript (the budget is 45 KB with the examples) and downloads pages a reader on a phone may
  // never open; the pages are small and static.
  prefetch: false,
  markdown: { processor: satteri({ features: { headingAttributes: true } }), syntaxHighlight: false },
  vite: {
    // The search box leaves the small words out of a question (issue 19): src/site/search-box-plugin.mjs.
    plugins: [searchBox(), terserPass()],
    build: {
      rolldownOptions: {
        onLog(level, log, handler) {
          // Astro marks MDX modules with a directive Rolldown cannot keep and says so once per page
          // (withastro/astro#18087, harmless); every other message goes through.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && String(log.message).includes('astro:head-inject')) return;
          handler(level, log);
        },
        output: {
          // Modules that are always loaded together travel as one file: one gzip stream compresses
          // better than several (the same names and strings recur), and the page makes fewer requests.
          // Each group lists the modules it starts from; Rolldown adds what they import that no group
          // of higher priority took. A module must not join a group that a page needing it loads
          // with code it does not need: the budgets in tests/e2e/budget.spec.ts catch that (every
          // rules page ≤ 45 KB, the sandbox ≤ 55 KB).
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
  },
  integrations: [
    starlight({
      title: {
        en: 'Colt Express Rules Lab',
        it: 'Colt Express – Laboratorio delle regole',
        nl: 'Colt Express – Regellab',
        ro: 'Colt Express – Laboratorul regulilor',
        sv: 'Colt Express – Regellabb',
      },
      defaultLocale: DEFAULT_LOCALE,
      locales: Object.fromEntries(LOCALES.map((l) => [l.code, { label: l.label, lang: l.lang }])),
      sidebar: SIDEBAR,
      customCss: ['./src/styles/site.css', './src/styles/reference.css'],
      lastUpdated: false,
      head: [
        { tag: 'script', content: KEEP_ANCHOR_SCRIPT },
        // A table wider than the column scrolls in its box; this makes that box reachable by keyboard.
        { tag: 'script', content: SCROLL_TABLES_SCRIPT },
      ],
      pagination: true,
      // Pagefind's ranking, shared with the search question test (src/site/search-ranking.mjs, issue 19).
      pagefind: { ranking: SEARCH_RANKING },
      // Starlight's 404 speaks only the default language here (no root locale): ours speaks the
      // language of the address (src/site/NotFound.astro, injected below).
      disable404Route: true,
      // The language picker keeps the reader on the same rule anchor (src/site/rule-anchor.ts).
      // The header offers the picker on a phone also on the pages without a sidebar (the home pages).
      components: { LanguageSelect: './src/site/overrides/LanguageSelect.astro', Header: './src/site/overrides/Header.astro' },
    }),
    preact(),
    // One example alone, for an iframe (slides, learning platforms): /<lang>/embed/<scenario-id>/.
    embedPages(),
    {
      // The root `/` is a small language chooser (no Starlight page lives there).
      name: 'colt-rules:language-chooser',
      hooks: {
        'astro:config:setup': ({ injectRoute }) => {
          injectRoute({ pattern: '/', entrypoint: './src/site/LanguageChooser.astro' });
          injectRoute({ pattern: '/404', entrypoint: './src/site/NotFound.astro' });
          // One rules page in every language, aligned by rule id, two languages side by side. One route per
          // language with a fixed prefix (a `[lang]` parameter here made Starlight's 404 page lose its sidebar).
          for (const { code } of LOCALES) {
            injectRoute({ pattern: `/${code}/compare/[...page]`, entrypoint: './src/site/ComparePage.astro' });
            // The source of each example (its scenario file, highlighted), linked from under the example.
            injectRoute({ pattern: `/${code}/source/[id]`, entrypoint: './src/site/SourcePage.astro' });
            // A part's contents at its folder's address (/<lang>/rules/): the table of contents, not the 404.
            for (const section of SECTIONS) injectRoute({ pattern: `/${code}/${section}`, entrypoint: './src/site/SectionPage.astro' });
          }
        },
      },
    },
    // The first example's modules are fetched while the page is parsed (src/site/island-preload.mjs).
    islandPreloads(),
    pageScripts(),
    cspInlineHashes(),
    // Installable, and each language works offline once opened (README "Offline and on a phone"). Last:
    // its service workers list the pages as the integrations above leave them.
    offlineApp(),
  ],
});
