// play.ts, the lean entry for the browser: the same step functions as index.ts, and its imports
// do not reach setup, options, notation, position, check or the rule table. No import cycle and no
// function over 80 lines: tests/unit/engine-import-graph.test.ts and engine-function-size.test.ts.
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
    expect(files).toContain('flow.ts'); // the walk does follow imports
    // setup, options, the rule table, and the folders of the notation and of positions (build, check)
    expect(files.filter((f) => /^(setup|options|rules)\.ts$|^(notation|position)\//.test(f))).toEqual([]);
  });
});
