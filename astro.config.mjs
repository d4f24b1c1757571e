// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { LOCALES, DEFAULT_LOCALE } from './src/site/locales.mjs';
import { SIDEBAR } from './src/site/sidebar.mjs';
import { embedPages } from './src/site/embed-pages.mjs';

// Starlight reads its pages from `<srcDir>/content/docs/`. The project keeps rules text out of the code
// folder, under the top-level `content/`, so srcDir is the project root; code stays in `src/`.
export default defineConfig({
  srcDir: '.',
  site: 'https://colt-rules.example',
  trailingSlash: 'always',
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
      customCss: ['./src/styles/site.css'],
      lastUpdated: false,
      head: [
        {
          // Remember the language the reader is reading, so `/` sends them back to it next time.
          tag: 'script',
          content: "try{localStorage.setItem('colt-rules:lang',document.documentElement.lang.split('-')[0])}catch(e){}",
        },
      ],
      pagination: true,
      // Starlight's 404 speaks only the default language here (no root locale): ours speaks the
      // language of the address (src/site/NotFound.astro, injected below).
      disable404Route: true,
      // The language picker keeps the reader on the same rule anchor (src/site/rule-anchor.ts).
      components: { LanguageSelect: './src/site/overrides/LanguageSelect.astro' },
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
        },
      },
    },
  ],
});
