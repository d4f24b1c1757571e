// Issue #10, weight: a Colt Express page does not download the Colt Super Express code, and the
// reverse. Each game's island entry (src/games/<game>/ScenarioIsland.tsx) reaches, through its
// static imports (types erased), no module of the other game. The built pages are checked by
// `node scripts/budget.mjs` (islands per page); this pins the source graph that decides it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');

/** Every module a file reaches through its value imports and re-exports (relative paths only). */
function reach(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
      const target = resolve(dirname(file), m[1]!);
      if (existsSync(target) && /\.(ts|tsx)$/.test(target)) visit(target);
    }
  };
  visit(resolve(entry));
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

describe('each game’s island reaches none of the other game’s modules', () => {
  const rows: [string, string, string][] = [
    ['src/games/colt-express/ScenarioIsland.tsx', 'src/games/colt-super-express/', 'src/games/colt-express/board/TrainBoard.tsx'],
    ['src/games/colt-super-express/ScenarioIsland.tsx', 'src/games/colt-express/', 'src/games/colt-super-express/board/TrainBoard.tsx'],
  ];
  for (const [entry, other, own] of rows) {
    it(entry, () => {
      const files = reach(entry);
      // the walk follows the imports: the game's own board is reached
      expect(files.has(own)).toBe(true);
      expect([...files].filter((f) => f.startsWith(other))).toEqual([]);
    });
  }
});
