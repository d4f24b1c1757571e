import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A `:has()` rule whose subject is the page itself (`html:has(.x)`, `body:has(.x)`, `.sl-markdown-content:has(.x)`)
// makes the browser check, at every node the parser or an example inserts, whether the page's style
// changed, and restyle the whole page when it may have: measured on /en/rules/characters/ (Chromium
// trace, style recalculation until every example had run: 332 ms with four such rules, 202 ms without).
// Page-wide styles belong to the component or page template that needs them, which ships them only there.
const root = join(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(css|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const PAGE_WIDE_HAS = /(?:^|[\s,{}>])(?:html|body|:root|main|\.sl-markdown-content|\.main-frame|\.sl-container)\s*:has\(/g;

describe('no page-wide :has() rule in the site styles', () => {
  const sources = files('src');
  it('finds the stylesheets and components', () => {
    expect(sources.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(2);
    expect(sources.filter((f) => f.endsWith('.astro')).length).toBeGreaterThan(10);
  });
  it.each(sources)('%s', (file) => {
    // Comments may name the rule they replaced.
    const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*(\/\/|\*).*$/gm, '');
    expect(text.match(PAGE_WIDE_HAS) ?? []).toEqual([]);
  });
  it('the pattern catches the rules it is for', () => {
    for (const bad of ['html:has(.sc-controls) {', 'body:has(.qref) h1{', '}.sl-markdown-content:has(.example-link) h3 {']) expect(bad.match(PAGE_WIDE_HAS)).not.toBeNull();
    for (const fine of ['.rule:has(> .level-h2) > .rule-anchor {', '.compare:has(#cmp-a-en:checked) .cmp-cell']) expect(fine.match(PAGE_WIDE_HAS)).toBeNull();
  });
});

// An animation that never stops on a property the compositor cannot run (the legal-target marks pulsed
// their stroke-opacity forever) restyles and repaints at every frame for as long as the page is open:
// battery on a phone, and CPU taken from the examples still loading. Pulses are counted.
describe('no endless animation in the site styles', () => {
  const sources = files('src');
  it.each(sources)('%s', (file) => {
    const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(text.match(/animation(?:-iteration-count)?\s*:[^;}]*\binfinite\b/g) ?? []).toEqual([]);
  });
});
