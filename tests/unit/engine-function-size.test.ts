// No engine function over 80 lines, in every game's engine (issue 8, "Small functions"; issue 21:
// the Colt Super Express README makes the same promise). A function listed in WAITING is being
// split in its own change; an entry that has become small enough fails the test until it is
// taken off the list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 80;

// one row per game engine (src/games/<game>/engine), with the functions waiting to be split
const ENGINES: readonly [game: string, waiting: readonly string[]][] = [
  ['colt-express', []],
  ['colt-super-express', []],
];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every function (declared, expression, arrow, method) of one source longer than `max` lines: name → lines. */
export function longFunctionsIn(file: string, source: string, max = MAX_LINES): Map<string, number> {
  const out = new Map<string, number>();
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (p: number): number => sf.getLineAndCharacterOfPosition(p).line;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n)) {
      const lines = lineOf(n.getEnd()) - lineOf(n.getStart()) + 1;
      const name = 'name' in n && n.name !== undefined ? n.name.getText(sf) : `(line ${lineOf(n.getStart()) + 1})`;
      if (lines > max) out.set(`${file} ${name}`, lines);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function longFunctions(root: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const file of tsFiles(root)) for (const [f, n] of longFunctionsIn(relative(root, file), readFileSync(file, 'utf8'))) out.set(f, n);
  return out;
}

describe('engine function size', () => {
  it('finds a long function, arrow or method, and leaves a short one', () => {
    const body = (n: number): string => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
    const src = [
      `function long(x: number) {\n${body(79)}\n}`, // 81 lines
      `function short(x: number) {\n${body(78)}\n}`, // 80 lines
      `const arrow = (x: number) => {\n${body(79)}\n};`,
      `class C { method(x: number) {\n${body(79)}\n} }`,
    ].join('\n');
    expect([...longFunctionsIn('a.ts', src)]).toEqual([['a.ts long', 81], ['a.ts (line 162)', 81], ['a.ts method', 81]]);
  });
  describe.each(ENGINES)('%s', (game, waiting) => {
    const root = join(import.meta.dirname, `../../src/games/${game}/engine`);
    const long = longFunctions(root);
    it(`has no function over ${MAX_LINES} lines`, () => {
      expect(tsFiles(root).length).toBeGreaterThan(10);
      expect([...long].filter(([f]) => !waiting.includes(f)).map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
    });
    it('lists only functions that are still too long as waiting', () => {
      expect(waiting.filter((f) => !long.has(f))).toEqual([]);
    });
  });
});
