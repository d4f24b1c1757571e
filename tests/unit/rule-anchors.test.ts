import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/games/colt-express/engine/index.ts';
import { RULES as CSE_RULES } from '../../src/games/colt-super-express/engine/rules.ts';
import { LANGS } from '../../src/i18n/setup.ts';

// Every rule id the engine can log is an anchor on the page that explains it, in every language,
// exactly once: a log entry's link must land on a paragraph, never on the top of a page (or two places).
// Each game has its own pages: Colt Super Express under super-express/ (its rules' `page` is the file
// name there), Colt Express everywhere else; an id of one game on the other's pages is an error.
const docs = join(import.meta.dirname, '../../content/docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? mdxFiles(join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [join(dir, entry.name)] : [],
  );
}

function anchorsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/<Rule\s+id="([^"]+)"/g)].map((m) => m[1]!);
}

const CSE_DIR = 'super-express/';
type Game = { name: string; rules: readonly { id: string; page: string }[]; owns: (page: string) => boolean; file: (page: string) => string };
const GAMES: readonly Game[] = [
  { name: 'Colt Express', rules: RULES, owns: (page: string) => !page.startsWith(CSE_DIR), file: (p: string) => `${p}.mdx` },
  { name: 'Colt Super Express', rules: CSE_RULES, owns: (page: string) => page.startsWith(CSE_DIR), file: (p: string) => `${CSE_DIR}${p}.mdx` },
];

describe('rule anchors on the rules pages', () => {
  const enPages = mdxFiles(join(docs, 'en')).map((f) => relative(join(docs, 'en'), f)).sort();

  for (const lang of LANGS) {
    it(`${lang}: has the same pages as en`, () => {
      const pages = existsSync(join(docs, lang)) ? mdxFiles(join(docs, lang)).map((f) => relative(join(docs, lang), f)).sort() : [];
      expect(pages).toEqual(enPages);
    });

    for (const game of GAMES) {
      it(`${lang}: every ${game.name} rule id is an anchor on its page, exactly once`, () => {
        const problems: string[] = [];
        const seen = new Map<string, string[]>();
        for (const file of existsSync(join(docs, lang)) ? mdxFiles(join(docs, lang)) : []) {
          if (!game.owns(relative(join(docs, lang), file))) continue;
          for (const id of anchorsIn(file)) seen.set(id, [...(seen.get(id) ?? []), relative(docs, file)]);
        }
        for (const rule of game.rules) {
          const expected = `${lang}/${game.file(rule.page)}`;
          const where = seen.get(rule.id) ?? [];
          if (where.length === 0) problems.push(`${rule.id}: missing (expected in ${expected})`);
          else if (where.length > 1) problems.push(`${rule.id}: ${where.length} times (${where.join(', ')})`);
          else if (where[0] !== expected) problems.push(`${rule.id}: in ${where[0]}, expected in ${expected}`);
        }
        const known = new Set<string>(game.rules.map((r) => r.id));
        for (const id of seen.keys()) if (!known.has(id)) problems.push(`${id}: not a rule id of ${game.name}`);
        expect(problems).toEqual([]);
      });
    }
  }
});
