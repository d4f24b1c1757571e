// The Colt Super Express scenario adapter: broken files get file:line diagnostics naming what is
// wrong, a wrong step fails with the legal choices, random edits of a valid file never throw,
// and the CLI runs and explains this game too.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, loadScenario, runScenario } from '../../../src/scenarios/index.ts';
import { adapterForNotation } from '../../../src/scenarios/registry.ts';
import { main } from '../../../src/cli/main.ts';

const fixture = (name: string) => {
  const file = `tests/fixtures/scenarios/${name}`;
  return loadScenario(readFileSync(file, 'utf8'), file);
};

describe('broken files', () => {
  const rows: [string, RegExp][] = [
    ['cse-bad-bandit.yaml', /cse-bad-bandit\.yaml:\d+ steps\[0\]\.by: "tuko" is not a bandit \(did you mean "tuco"\?\)/],
    ['cse-bad-card.yaml', /cse-bad-card\.yaml:\d+ steps\[0\]\.play: "skjutt" is not a card \(did you mean "skjut"\?\)/],
    ['cse-bad-place.yaml', /cse-bad-place\.yaml:\d+ position\.train\["7 roof"\]: the train has 3 wagons behind the locomotive/],
    ['cse-impossible.yaml', /cse-impossible\.yaml:\d+ position\.bandits\.tuco: impossible position: tuco stands in 2 places/],
    ['cse-event.yaml', /cse-event\.yaml:\d+ steps\[0\]\.event: Colt Super Express has no events/],
  ];
  it.each(rows)('%s', (name, pattern) => {
    const r = fixture(name);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const lines = r.diagnostics.map(formatDiagnostic);
    expect(lines.some((l) => pattern.test(l)), lines.join('\n')).toBe(true);
  });

  it('a step naming the wrong card fails with what comes instead', () => {
    const r = fixture('cse-wrong-card.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const report = runScenario(r.scenario);
    expect(report.passed).toBe(false);
    expect(report.failures[0]?.message).toContain("tuco's next card is turn, not fire");
  });
});

describe('robustness', () => {
  const base = parse(readFileSync('content/scenarios/super-express/cards/fire-crowded.yaml', 'utf8')) as Record<string, unknown>;
  const anyValue = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.oneof(fc.string(), fc.integer())), fc.constantFrom('tuco', '2 roof', 'back stunned', 'fire, move', 'reveal', 'cse1.0', 389, 'caboose inside'));
  const paths: (string | number)[][] = [
    ['position'], ['position', 'bandits'], ['position', 'bandits', 'doc'], ['position', 'bandits', 'tuco', 'stack'], ['position', 'train'],
    ['position', 'train', '1 inside'], ['steps', 0, 'resolve'], ['steps', 0, 'expect'], ['steps', 0, 'expect', 'hit'], ['steps', 0, 'expect', 'lines'],
    ['steps', 0, 'expect', 'bandits', 'belle'], ['steps', 0, 'expect', 'excluded'], ['options'], ['rules', 0],
  ];
  it('never throws when a part of a valid file is replaced', () => {
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
        const r = loadScenario(stringify(copy), 'fuzz.yaml');
        if (r.ok) for (const f of runScenario(r.scenario).failures) expect(f.line).toBeGreaterThanOrEqual(1);
        else for (const d of r.diagnostics) expect(d.message).not.toMatch(/\n\s+at /);
      }),
      { numRuns: 150 },
    );
  });
});

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: process.cwd(), root: process.cwd() });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('colt-rules and Colt Super Express', () => {
  it('runs the scenarios of this game', async () => {
    const r = await run('scenarios', 'content/scenarios/super-express');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/✓ cse-card-fire-crowded-line/);
    expect(r.out).toMatch(/\d+ passed, 0 failed/);
  });
  it('narrates a step in the reader\'s language, with rule ids', async () => {
    const r = await run('scenarios', 'content/scenarios/super-express/cards/fire-crowded.yaml', '--verbose', '--lang', 'sv');
    expect(r.out).toContain('Kulorna flyger förbi Doc, som ligger bedövad. (cards.fire.stunned-not-hit)');
  });
  it('explains a position given in the cse1 notation, in Italian', async () => {
    const start = await run('explain', 'content/scenarios/super-express/cards/fire-crowded.yaml');
    const notation = /Position: (\S+)/.exec(start.out)?.[1] ?? '';
    expect(notation).toMatch(/^cse1\./);
    const r = await run('explain', notation, '--lang', 'it');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Doc: Doc è stordito a terra: i proiettili passano oltre (cards.fire.stunned-not-hit)');
  });
  it('answers "what if" with another bandit\'s card', async () => {
    const r = await run('explain', 'content/scenarios/super-express/cards/fire-crowded.yaml', '--bandit', 'belle', '--card', 'fire');
    expect(r.code).toBe(0);
    // Belle faces the locomotive: the bullets fly past the stunned Doc and hit Tuco; Ghost is on the roof
    expect(r.out).toContain("If Belle's Fire card were the next one resolved:");
    expect(r.out).toContain('Doc: Doc lies stunned: the bullets fly past (cards.fire.stunned-not-hit)');
    expect(r.out).toContain('Ghost: Ghost is on the other floor (on the roof) (cards.fire.line-of-fire)');
    expect(r.out).not.toContain('Tuco:');
  });
  it('a broken cse1 notation gets the Colt Super Express message', async () => {
    const r = adapterForNotation('cse1.zz');
    expect('error' in r && r.error.kind === 'unreadable' && r.error.message).toMatch(/^text: expected 8 fields/);
  });
});
