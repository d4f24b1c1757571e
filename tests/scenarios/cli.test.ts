// The colt-rules command line: called through main() with a fake terminal,
// and once through the real bin launcher.

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: process.cwd(), root: process.cwd() });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('colt-rules scenarios', () => {
  it('runs a folder and prints ✓ per scenario', async () => {
    const r = await run('scenarios', 'content/scenarios/fire');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/✓ fire-line-of-sight-book {2}content\/scenarios\/fire\/line-of-sight-book\.yaml/);
    expect(r.out).toMatch(/\d+ passed, 0 failed/);
  });

  it('exits 1 and shows expected and actual for a failing scenario', async () => {
    const r = await run('scenarios', 'tests/fixtures/scenarios/must-fail.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toContain('✗ fixture-must-fail');
    expect(r.out).toMatch(/line \d+ {2}steps\[0\]\.expect\.targets: {2}the legal targets differ/);
    expect(r.out).toContain('expected: [cheyenne, doc, tuco]');
    expect(r.out).toContain('actual:   [cheyenne, tuco]');
    expect(r.out).toContain('(actions.fire.bullet-on-deck)');
    expect(r.out).not.toMatch(/\n\s+at /);
  });

  it('reports a broken file with file:line, path and message', async () => {
    const r = await run('scenarios', 'tests/fixtures/scenarios/bad-target.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/tests\/fixtures\/scenarios\/bad-target\.yaml:\d+ steps\[0\]\.expect\.targets\[0\]: "tucco" is not a character \(did you mean "tuco"\?\)/);
  });

  it('prints the JSON report', async () => {
    const r = await run('scenarios', 'content/scenarios/fire', 'tests/fixtures/scenarios/must-fail.yaml', '--json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { scenarios: { id: string | null; file: string; passed: boolean; failures: unknown[] }[]; uncoveredRules: string[] };
    expect(json.scenarios.find((s) => s.id === 'fire-no-target')).toMatchObject({ passed: true, failures: [] });
    const bad = json.scenarios.find((s) => s.id === 'fixture-must-fail');
    expect(bad?.passed).toBe(false);
    expect(bad?.failures[0]).toMatchObject({ path: 'steps[0].expect.targets', expected: '[cheyenne, doc, tuco]', actual: '[cheyenne, tuco]' });
    expect(json.uncoveredRules).toContain('events.braking');
  });

  it('localizes its output', async () => {
    const r = await run('scenarios', 'tests/fixtures/scenarios/must-fail.yaml', '--lang', 'it');
    expect(r.out).toContain('i bersagli leciti sono diversi');
    expect(r.out).toContain('atteso:');
    expect(r.out).toMatch(/0 superati, 1 falliti/);
  });

  it('rejects an unknown language or option with exit code 2', async () => {
    expect((await run('scenarios', '--lang', 'fr')).code).toBe(2);
    expect((await run('scenarios', '--frobnicate')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });
});

describe('colt-rules explain', () => {
  it('lists legal choices and why the others are excluded', async () => {
    const r = await run('explain', 'content/scenarios/characters/belle-protected.yaml');
    expect(r.code).toBe(0);
    expect(r.out).toContain('fire: tuco');
    expect(r.out).toContain('Belle: Belle cannot be chosen as a target while Tuco can be. (characters.belle)');
  });

  it('answers "what if" for another bandit and card', async () => {
    const r = await run('explain', 'content/scenarios/fire/line-of-sight-book.yaml', '--bandit', 'doc', '--card', 'fire');
    expect(r.code).toBe(0);
    expect(r.out).toContain("If Doc's Fire card were the next one resolved:");
    expect(r.out).toContain('fire: tuco');
    expect(r.out).toContain('Ghost: Tuco stands between Doc and Ghost: no line of sight. (actions.fire.roof-line-of-sight)');
  });

  it('explains a position given in the engine notation, in Romanian', async () => {
    const start = await run('explain', 'content/scenarios/fire/line-of-sight-book.yaml');
    const notation = /Position: (\S+)/.exec(start.out)?.[1] ?? '';
    expect(notation).toMatch(/^ce/);
    const r = await run('explain', notation, '--lang', 'ro');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Alegeri permise:');
    expect(r.out).toContain('Doc: Tuco stă între Ghost și Doc: nu există rază vizuală. (actions.fire.roof-line-of-sight)');
  });

  it('explains the point before a given step', async () => {
    const r = await run('explain', 'content/scenarios/fire/line-of-sight-book.yaml', '--step', '2');
    expect(r.out).toContain('Before step 2');
    expect(r.out).toContain("Cheyenne: Cheyenne is at Tuco's own position (same wagon, same floor). (actions.fire.not-same-position)");
  });

  it('rejects a bad notation without a stack trace', async () => {
    const r = await run('explain', 'ce-nonsense');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Not a position: /);
  });
});

describe('bin/colt-rules.mjs', () => {
  it('runs as a program', () => {
    const out = execFileSync(process.execPath, ['bin/colt-rules.mjs', 'scenarios', 'content/scenarios/rob'], { encoding: 'utf8' });
    expect(out).toMatch(/\d+ passed, 0 failed/);
  });
});
