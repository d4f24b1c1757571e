// Issue 8, "Small functions": no engine function over 80 lines. The functions listed in
// WAITING are being split in their own change (position and notation: parse/make per field);
// an entry that has become small enough fails the test until it is taken off the list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../src/games/colt-express/engine');
const MAX_LINES = 80;
const WAITING = new Set<string>([]);

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every function (declared, expression, arrow, method) longer than MAX_LINES: `file name` → lines. */
function longFunctions(): Map<string, number> {
  const out = new Map<string, number>();
  for (const file of tsFiles(root)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n)) {
        const lines = sf.getLineAndCharacterOfPosition(n.getEnd()).line - sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
        const name = 'name' in n && n.name !== undefined ? n.name.getText(sf) : `(line ${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1})`;
        if (lines > MAX_LINES) out.set(`${relative(root, file)} ${name}`, lines);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

describe('engine function size', () => {
  const long = longFunctions();
  it(`has no function over ${MAX_LINES} lines`, () => {
    expect([...long].filter(([f]) => !WAITING.has(f)).map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
  });
  it('lists only functions that are still too long as waiting', () => {
    expect([...WAITING].filter((f) => !long.has(f))).toEqual([]);
  });
});
