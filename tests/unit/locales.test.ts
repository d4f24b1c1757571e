import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/setup.ts';

// Every UI string exists, non-empty, in every language: a missing key would show a raw key to a reader.
const root = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, unknown> {
  return leaves(JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Tree);
}

const namespaces = readdirSync(join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();

describe('UI strings (locales/<lang>/*.json)', () => {
  it('has at least the foundation namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'widgets', 'errors']));
  });

  for (const lang of LANGS) {
    it(`${lang}: has the same namespace files as en`, () => {
      const files = readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
      expect(files).toEqual(namespaces);
    });
    for (const ns of namespaces) {
      it(`${lang}/${ns}.json: same keys as en, no empty string`, () => {
        expect(existsSync(join(root, lang, `${ns}.json`)), `locales/${lang}/${ns}.json is missing`).toBe(true);
        const en = load('en', ns);
        const other = load(lang, ns);
        const missing = [...en.keys()].filter((k) => !other.has(k));
        const extra = [...other.keys()].filter((k) => !en.has(k));
        const empty = [...other].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect({ missing, extra, empty }, `locales/${lang}/${ns}.json`).toEqual({ missing: [], extra: [], empty: [] });
      });
    }
  }
});
