// Issue #11: the embed pages find the rules page that shows each example, and stay out of the sitemap.
import { describe, expect, it } from 'vitest';
import { pagePathOf, pageShowing } from '../../src/site/embed-links.ts';
import { withoutEmbeds } from '../../src/site/embed-pages.mjs';
import { LANGS } from '../../src/i18n/setup.ts';

describe('the page that shows an example (embed-links.ts)', () => {
  it('turns a page file into its address', () => {
    expect(pagePathOf('/content/docs/it/rules/fire.mdx')).toBe('/it/rules/fire/');
    expect(pagePathOf('/content/docs/sv/index.mdx')).toBe('/sv/');
    expect(pagePathOf('/content/docs/nl/variants/expert.mdx')).toBe('/nl/variants/expert/');
  });
  it('finds the rules page of an example in every language, with its title in that language', () => {
    for (const lang of LANGS) expect(pageShowing(lang, 'fire-line-of-sight-book')?.path).toBe(`/${lang}/rules/fire/`);
    expect(pageShowing('it', 'fire-line-of-sight-book')?.title).toBe('Fuoco');
    expect(pageShowing('en', 'no-such-example')).toBeUndefined();
  });
});

describe('the sitemap without the embed pages (embed-pages.mjs)', () => {
  const url = (loc: string) => `<url><loc>${loc}</loc><xhtml:link rel="alternate" hreflang="it" href="${loc.replace('/en/', '/it/')}"/></url>`;
  it('drops exactly the embed pages', () => {
    const xml = `<urlset>${url('https://x/en/rules/fire/')}${url('https://x/en/embed/a-b/')}${url('https://x/en/sandbox/')}${url('https://x/it/embed/c/')}</urlset>`;
    const out = withoutEmbeds(xml);
    expect(out).not.toContain('/embed/');
    expect(out).toContain('https://x/en/rules/fire/');
    expect(out).toContain('https://x/en/sandbox/');
    expect(out.match(/<url>/g)).toHaveLength(2);
  });
  it('drops the source pages of the examples too, and keeps a page merely named like them', () => {
    const xml = `<urlset>${url('https://x/en/source/fire-no-target/')}${url('https://x/en/rules/sources/')}</urlset>`;
    const out = withoutEmbeds(xml);
    expect(out).not.toContain('/source/');
    expect(out).toContain('/en/rules/sources/');
  });
});
