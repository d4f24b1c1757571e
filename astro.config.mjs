// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { LOCALES, DEFAULT_LOCALE } from './src/site/locales.mjs';
import { SIDEBAR } from './src/site/sidebar.mjs';
import { satteri } from '@astrojs/markdown-satteri';
import { KEEP_ANCHOR_SCRIPT } from './src/site/keep-anchor.mjs';

// Starlight reads its pages from `<srcDir>/content/docs/`. The project keeps rules text out of the code
// folder, under the top-level `content/`, so srcDir is the project root; code stays in `src/`.
export default defineConfig({
  srcDir: '.',
  site: 'https://colt-rules.example',
  trailingSlash: 'always',
  markdown: { processor: satteri({ features: { headingAttributes: true } }) },
  server: { host: '127.0.0.1', port: 4321 },
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
        {
          // Remember the language the reader is reading, so `/` sends them back to it next time.
          tag: 'script',
          content: "try{localStorage.setItem('colt-rules:lang',document.documentElement.lang.split('-')[0])}catch(e){}",
        },
      ],
      pagination: true,
    }),
    preact(),
    {
      // The root `/` is a small language chooser (no Starlight page lives there).
      name: 'colt-rules:language-chooser',
      hooks: {
        'astro:config:setup': ({ injectRoute }) => {
          injectRoute({ pattern: '/', entrypoint: './src/site/LanguageChooser.astro' });
          // One rules page in every language, aligned by rule id, two languages side by side. One route per
          // language with a fixed prefix (a `[lang]` parameter here made Starlight's 404 page lose its sidebar).
          for (const { code } of LOCALES) {
            injectRoute({ pattern: `/${code}/compare/[...page]`, entrypoint: './src/site/ComparePage.astro' });
          }
        },
      },
    },
  ],
});
