// Issue #11, "Open to reviewers": every example's "Source" view (ScenarioSource.astro) shows its file
// highlighted at build time. The colours must pass WCAG AA (axe checks them on the pages too), every
// token of every scenario file must get one of the stylesheet's classes, and every book a scenario
// cites must have its name in every language.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedBooks, findScenario, scenarioIds } from '../../src/widgets/scenario-source.ts';
import { tFor } from '../../src/i18n/resources.ts';
import { DEFAULT_COLORS, highlightYaml, TOKEN_CLASSES } from '../../src/components/yaml-highlight.ts';
import { LANGS } from '../../src/i18n/setup.ts';

const root = join(import.meta.dirname, '../..');
const css = readFileSync(join(root, 'src/styles/scenario-source.css'), 'utf8').toLowerCase();

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? yamlFiles(path) : name.endsWith('.yaml') ? [path] : [];
  });
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.replace('#', '').slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('the Source view’s colours', () => {
  const pairs = [DEFAULT_COLORS, ...Object.keys(TOKEN_CLASSES)].map((p) => p.split('|') as [string, string]);
  it('pass WCAG AA (4.5:1) on the light and the dark background', () => {
    for (const [light, dark] of pairs) {
      expect(contrast(light, '#ffffff'), light).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark, '#0a0c10'), dark).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('are the stylesheet’s, class by class', () => {
    for (const [pair, cls] of Object.entries(TOKEN_CLASSES)) {
      const [light, dark] = pair.toLowerCase().split('|');
      expect(css).toContain(`.ss-code .${cls} { color: ${light}; }`);
      expect(css).toContain(`:root[data-theme='dark'] .ss-code .${cls} { color: ${dark}; }`);
    }
  });
});

describe('every scenario file, highlighted', () => {
  const files = yamlFiles(join(root, 'content/scenarios'));
  it('finds the scenario files', () => expect(files.length).toBeGreaterThan(50));
  it('uses only the classes of the table (no inline colour left) and keeps the text', async () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const html = await highlightYaml(text);
      expect(html, file).not.toContain('style=');
      const shown = html
        .replace(/<[^>]+>/g, '')
        .replace(/&#x3C;/g, '<')
        .replace(/&#x26;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"');
      expect(shown, file).toBe(text.replace(/\s+$/, ''));
    }
  }, 60_000);
});

describe('the books a scenario cites, by name', () => {
  const seeds = new Set(
    yamlFiles(join(root, 'content/scenarios')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/seed:\s*"?(\d{3})"?/g)].map((m) => m[1]!)),
  );
  for (const lang of LANGS) {
    it(`${lang}: every cited seed file has its book's name, in words`, () => {
      const books = (JSON.parse(readFileSync(join(root, 'locales', lang, 'examples.json'), 'utf8')) as { books: Record<string, string> }).books;
      for (const seed of seeds) expect(books[seed], `${lang} ${seed}`).toMatch(/[a-z]{4,}/);
      for (const name of Object.values(books)) expect(name).not.toMatch(/\b00\d\b/);
    });
  }
});

// A Dutch review: the Source view of the examples that show a reading of ours printed
// "books.ours, section “options.all-out: no-winner (engine CHANGES.md)”" (a missing key, an option value).
describe('the Source view names a reading of ours in words', () => {
  const scenarios = scenarioIds().map((id) => findScenario(id)).flatMap((f) => (f.ok ? [f.scenario] : []));
  const ours = scenarios.filter((sc) => sc.source.some((s) => s.seed === 'ours'));
  it('finds the examples that cite a reading of ours', () => expect(ours.length).toBeGreaterThan(3));
  for (const lang of LANGS) {
    it(`${lang}: every example's books in words, no key, no option value`, () => {
      const t = tFor(lang);
      for (const sc of scenarios) {
        const line = citedBooks(sc.source, t);
        expect(line, sc.id).toMatch(/\p{L}{4,}/u);
        expect(line, sc.id).not.toMatch(/\b(?:books|source)\.|options\.|CHANGES/);
      }
      for (const sc of ours) expect(citedBooks(sc.source, t), sc.id).toContain(t('examples:source.ours'));
    });
  }
});
