// Every game's engine imports without a cycle (issue 8, "The phase flow is one table, not a
// five-module import cycle"; issue 21: the Colt Super Express README makes the same promise), and
// reaches nothing outside its own folder but the shared kernel (src/games/shared/): no other
// game, no site code, no package (engine READMEs, "Conventions"). Type-only imports are left out:
// they vanish at run time (characters/*.ts import the hook types from hooks.ts, which lists them).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES = join(import.meta.dirname, '../../src/games');

// one row per game engine: a module of its flow and one the flow must import (the table's anchor)
const ENGINES: readonly [game: string, flow: string, stage: string][] = [
  ['colt-express', 'flow.ts', 'round.ts'],
  ['colt-super-express', 'flow.ts', 'reveal.ts'],
];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The modules a file needs at run time: `import … from`, `export … from`, not `import type`. */
export function valueImports(source: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gms;
  for (const m of source.matchAll(re)) {
    const [, , typeOnly, clause = '', spec = ''] = m;
    if (typeOnly !== undefined) continue;
    // `import { type A, type B } from` is type-only too
    const names = /^\{([^}]*)\}$/.exec(clause.trim());
    if (names !== null && names[1]!.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    out.push(spec);
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  return out;
}

/** The value imports of every module under `root`, as paths relative to `root` (bare names stay bare). */
function graph(root: string): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const file of tsFiles(root)) {
    const deps = valueImports(readFileSync(file, 'utf8')).map((s) => (s.startsWith('.') ? relative(root, resolve(dirname(file), s)) : s));
    g.set(relative(root, file), deps);
  }
  return g;
}

/** Every cycle found by a depth-first walk, each as the path that closes it. */
function cycles(g: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string): void => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of g.get(n) ?? []) {
      if (state.get(d) === 'open') found.push([...stack.slice(stack.indexOf(d)), d]);
      else if (state.get(d) === undefined) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...g.keys()].sort()) if (state.get(n) === undefined) visit(n);
  return found;
}

/** The imports that leave the engine folder for anything but the shared kernel (src/games/shared/, not its computer/): `module → import`. */
function outside(g: Map<string, string[]>): string[] {
  const kernel = (d: string): boolean => d.startsWith('../../shared/') && !d.startsWith('../../shared/computer/');
  return [...g].flatMap(([f, deps]) => deps.filter((d) => !(kernel(d) || (!d.startsWith('..') && d.endsWith('.ts')))).map((d) => `${f} → ${d}`));
}

describe('engine import graph', () => {
  it('reads value imports and skips type-only ones', () => {
    const src = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { d, type E } from './d.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "import {\n  h,\n  i,\n} from './h.ts';",
    ].join('\n');
    expect(valueImports(src)).toEqual(['./d.ts', './f.ts', './h.ts']);
  });

  it('finds a cycle when there is one', () => {
    const g = new Map([
      ['round.ts', ['planning/pick.ts']],
      ['planning/pick.ts', ['stealing.ts']],
      ['stealing.ts', ['round.ts']],
    ]);
    expect(cycles(g)).toEqual([['planning/pick.ts', 'stealing.ts', 'round.ts', 'planning/pick.ts']]);
  });

  it('finds an import of another game, of site code or of a package', () => {
    const g = new Map([
      ['a.ts', ['b.ts', 'data/c.ts', '../../shared/rng.ts']],
      ['b.ts', ['../../colt-express/engine/types.ts', '../../../components/x.ts', 'yaml', '../../shared/computer/search.ts']],
    ]);
    expect(outside(g)).toEqual([
      'b.ts → ../../colt-express/engine/types.ts',
      'b.ts → ../../../components/x.ts',
      'b.ts → yaml',
      'b.ts → ../../shared/computer/search.ts',
    ]);
  });

  describe.each(ENGINES)('%s', (game, flow, stage) => {
    const g = graph(join(GAMES, game, 'engine'));
    it('has no cycle among its modules', () => {
      expect(g.size).toBeGreaterThan(20);
      expect(g.get(flow)).toContain(stage);
      expect(cycles(g).map((c) => c.join(' → '))).toEqual([]);
    });
    it('reaches nothing outside its folder but src/games/shared', () => {
      expect(outside(g)).toEqual([]);
    });
  });

  it('the shared kernel imports no game and no package: only its own modules', () => {
    const g = graph(join(GAMES, 'shared'));
    expect(g.has('result.ts') && g.has('frozen.ts') && g.has('random-game.ts')).toBe(true);
    expect([...g].flatMap(([f, deps]) => deps.filter((d) => d.startsWith('..') || !d.endsWith('.ts')).map((d) => `${f} → ${d}`))).toEqual([]);
  });
});
