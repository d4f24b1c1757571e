// The colt-rules command line: called through main() with a fake terminal,
// and once through the real bin launcher.

import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

  // Issue 8, defect 3: the notation reads, but Ghost is inside the locomotive with the Marshal.
  const impossible =
    'ce1.0-0000000000000-gtco.BybTXNDRod-yBNx6B-BKXygv.0-_1-_2-_3-_4-.0i6_2r6_2r6_4r6.0d0.26aaaaaaaabbccddeeff-0.-EDAFEBABC--0_-WSVWUSTXT--0_-QQNRMMNPOP--0_-igieehhjff--0.0500050128.t.gxtx.R0gx';
  it('refuses a notation whose position the engine finds impossible, with its problems', async () => {
    const r = await run('explain', impossible);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^This position cannot occur in a game:\n {2}- .*\bghost\b.*\(bandits\.ghost[.\w]*\)/);
    const sv = await run('explain', impossible, '--lang', 'sv');
    expect(sv.err).toMatch(/^Den här positionen kan inte uppstå i ett spel:/);
  });

  it('reports a scenario file with an impossible notation as file:line path', async () => {
    const r = await run('scenarios', 'tests/fixtures/scenarios/bad-notation.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/tests\/fixtures\/scenarios\/bad-notation\.yaml:10 position: impossible position: /);
  });
});

// Issue 8, defect 4: paths and odd entries in scenario folders.
describe('colt-rules files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'colt-rules-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const good = resolve('content/scenarios/fire/line-of-sight-book.yaml');

  /** A folder holding one good scenario and `extra(folder)`'s entries. */
  function folder(name: string, extra: (at: string) => void): string {
    const at = join(dir, name);
    mkdirSync(at);
    copyFileSync(good, join(at, 'good.yaml'));
    extra(at);
    return at;
  }

  it('explains a scenario given by an absolute path', async () => {
    const r = await run('explain', good);
    expect(r.code).toBe(0);
    expect(r.out).toContain('At the start of fire-line-of-sight-book');
  });

  it('runs a folder given by an absolute path outside the working folder', async () => {
    const at = folder('plain', () => {});
    const r = await run('scenarios', at);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`✓ fire-line-of-sight-book  ${join(at, 'good.yaml')}`);
  });

  const odd: [string, (at: string) => void, RegExp][] = [
    ['a broken symbolic link', (at) => symlinkSync(join(at, 'nowhere.yaml'), join(at, 'broken.yaml')), /^Skipped .*broken\.yaml: the symbolic link points to nothing\.$/m],
    ['a symbolic link to itself', (at) => symlinkSync(join(at, 'self.yaml'), join(at, 'self.yaml')), /^Skipped .*self\.yaml: the symbolic links go round in a loop\.$/m],
    ['a link back to its own folder', (at) => symlinkSync(at, join(at, 'again')), /^Skipped .*again: the symbolic links go round in a loop\.$/m],
    ['a named pipe', (at) => execFileSync('mkfifo', [join(at, 'pipe.yaml')]), /^Skipped .*pipe\.yaml: not a regular file/m],
  ];
  for (const [what, make, line] of odd) {
    it(`reports ${what} in a scenario folder, skips it and runs the rest`, async () => {
      const at = folder(what.replace(/\W+/g, '-'), make);
      const r = await run('scenarios', at);
      expect(r.err).toMatch(line);
      expect(r.out).toMatch(/1 passed, 0 failed/);
      expect(r.code).toBe(0);
    });
  }

  it('says what it skipped in the reader\'s language and in the JSON report', async () => {
    const at = folder('localized', (f) => symlinkSync(join(f, 'nowhere.yaml'), join(f, 'broken.yaml')));
    const it_ = await run('scenarios', at, '--lang', 'it');
    expect(it_.err).toMatch(/^Saltato .*broken\.yaml: il collegamento simbolico non punta a nulla\.$/m);
    const json = JSON.parse((await run('scenarios', at, '--json')).out) as { skipped: { file: string; problem: string }[] };
    expect(json.skipped).toEqual([expect.objectContaining({ file: join(at, 'broken.yaml'), problem: 'broken-link' })]);
  });

  it('refuses to explain a named pipe instead of waiting on it', async () => {
    const pipe = join(dir, 'alone.yaml');
    execFileSync('mkfifo', [pipe]);
    const r = await run('explain', pipe);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not a regular file/);
  });

  it('finishes through the real launcher when a folder holds a pipe and a loop', () => {
    const at = folder('launcher', (f) => {
      execFileSync('mkfifo', [join(f, 'pipe.yaml')]);
      symlinkSync(join(f, 'loop.yaml'), join(f, 'loop.yaml'));
    });
    const r = spawnSync(process.execPath, ['bin/colt-rules.mjs', 'scenarios', at], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/1 passed, 0 failed/);
  });
});

describe('bin/colt-rules.mjs', () => {
  it('runs as a program', () => {
    const out = execFileSync(process.execPath, ['bin/colt-rules.mjs', 'scenarios', 'content/scenarios/rob'], { encoding: 'utf8' });
    expect(out).toMatch(/\d+ passed, 0 failed/);
  });
});
