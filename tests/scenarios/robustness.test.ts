// The loader and runner never throw on user input: random text, random YAML
// values, and valid scenarios with random parts replaced all come back as
// diagnostics or failures with a line number.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadScenario, runScenario } from '../../src/scenarios/index.ts';

const base = parse(readFileSync('content/scenarios/fire/line-of-sight-book.yaml', 'utf8')) as Record<string, unknown>;

function check(text: string): void {
  const r = loadScenario(text, 'fuzz.yaml');
  if (r.ok) {
    const report = runScenario(r.scenario);
    for (const f of report.failures) expect(f.line).toBeGreaterThanOrEqual(1);
  } else {
    expect(r.diagnostics.length).toBeGreaterThan(0);
    for (const d of r.diagnostics) {
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.message).not.toMatch(/\n\s+at /);
    }
  }
}

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.string(), fc.integer())),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
  fc.constantFrom('tuco', '2 roof', 'purse 300', 'fire: tuco', 'caboose', 'ce1.0-', 'move: 9 back', 'punch: doc, drop purse 300'),
);

describe('robustness', () => {
  it('never throws on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (t) => check(t)), { numRuns: 300 });
  });

  it('never throws when a part of a valid scenario is replaced', () => {
    const paths: (string | number)[][] = [
      ['id'], ['game'], ['edition'], ['rules'], ['rules', 0], ['source'], ['title'], ['caption', 'sv'], ['position'],
      ['position', 'bandits'], ['position', 'bandits', 'ghost'], ['position', 'bandits', 'doc', 'at'], ['position', 'pile'],
      ['position', 'pile', 0], ['steps'], ['steps', 0], ['steps', 0, 'resolve'], ['steps', 0, 'by'], ['steps', 0, 'expect'],
      ['steps', 0, 'expect', 'targets'], ['steps', 0, 'expect', 'bandits', 'tuco'], ['steps', 1, 'expect', 'excluded'], ['options'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), anyValue, (path, value) => {
        const copy = structuredClone(base);
        let o: Record<string | number, unknown> = copy;
        for (const seg of path.slice(0, -1)) {
          const next = o[seg];
          if (next === null || typeof next !== 'object') return;
          o = next as Record<string | number, unknown>;
        }
        o[path[path.length - 1] ?? ''] = value;
        check(stringify(copy));
      }),
      { numRuns: 400 },
    );
  });
});
