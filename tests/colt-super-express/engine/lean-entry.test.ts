// play.ts, the lean entry for the browser: the same step functions as index.ts, and its imports
// do not reach setup, options, notation, position, check or the rule table.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, explain, legalChoices } from '../../../src/games/colt-super-express/engine/play.ts';
import * as full from '../../../src/games/colt-super-express/engine/index.ts';

const ENGINE = 'src/games/colt-super-express/engine';

/** Every module a file reaches through its value imports (type-only imports excluded). */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms)) reach(join(dirname(file), m[1]!), seen);
  return seen;
}

describe('play.ts', () => {
  it('exports the same step functions as index.ts', () => {
    expect(apply).toBe(full.apply);
    expect(legalChoices).toBe(full.legalChoices);
    expect(explain).toBe(full.explain);
  });
  it('does not reach setup, options, notation, position, check or rules', () => {
    const files = [...reach(`${ENGINE}/play.ts`)].map((f) => f.replace(`${ENGINE}/`, ''));
    for (const f of ['setup.ts', 'options.ts', 'notation.ts', 'position.ts', 'check.ts', 'rules.ts']) expect(files).not.toContain(f);
  });
  it('has no import cycle', () => {
    const graph = new Map<string, string[]>();
    for (const f of reach(`${ENGINE}/index.ts`)) {
      const text = readFileSync(f, 'utf8');
      graph.set(f, [...text.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms)].map((m) => join(dirname(f), m[1]!)));
    }
    const state = new Map<string, 'open' | 'done'>();
    const cycle: string[] = [];
    const visit = (f: string, path: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycle.push([...path, f].join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const g of graph.get(f) ?? []) visit(g, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of graph.keys()) visit(f, []);
    expect(cycle).toEqual([]);
  });
  it('no function over 80 lines', () => {
    const long: string[] = [];
    for (const f of reach(`${ENGINE}/index.ts`)) {
      const lines = readFileSync(f, 'utf8').split('\n');
      let start = -1;
      lines.forEach((l, i) => {
        if (/^(export )?function /.test(l)) start = i;
        if (start >= 0 && l === '}') {
          if (i - start > 80) long.push(`${f}:${start + 1} (${i - start} lines)`);
          start = -1;
        }
      });
    }
    expect(long).toEqual([]);
  });
});
