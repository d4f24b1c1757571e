// The embed pages (`/<lang>/embed/<scenario-id>/`, src/site/Embed.astro): their route, and keeping
// them out of the sitemap. They are noindex and Pagefind skips them; a sitemap listing 465 pages
// that ask not to be indexed would be noise. Starlight adds @astrojs/sitemap itself (after the user's
// integrations), so the trimming runs in an integration added last, once the sitemap is written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** A sitemap without the `<url>` entries of embed pages and of the examples' source pages. */
export function withoutEmbeds(xml) {
  return xml.replace(/<url>(?:(?!<\/url>)[\s\S])*?<loc>[^<]*\/(?:embed|source)\/[^<]*<\/loc>[\s\S]*?<\/url>/g, '');
}

const trimSitemap = {
  name: 'colt-rules:embed-sitemap',
  hooks: {
    'astro:build:done': ({ dir }) => {
      const out = fileURLToPath(dir);
      for (const name of readdirSync(out).filter((n) => /^sitemap-\d+\.xml$/.test(n))) {
        const path = join(out, name);
        writeFileSync(path, withoutEmbeds(readFileSync(path, 'utf8')));
      }
    },
  },
};

export function embedPages() {
  return {
    name: 'colt-rules:embed-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute, updateConfig }) => {
        injectRoute({ pattern: '/[lang]/embed/[id]', entrypoint: './src/site/Embed.astro' });
        updateConfig({ integrations: [trimSitemap] });
      },
    },
  };
}
