// Every scenario file is one test, named by its id and file; plus the
// checks that keep the collection honest: unique ids, every engine rule id
// illustrated, failures reported with a readable diff, broken files
// reported with file:line, YAML path and message.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { coverage, duplicateIds, formatDiagnostic, loadScenario, runScenario } from '../../src/scenarios/index.ts';
import type { GameRuntime, GameSteps, Report, Scenario } from '../../src/scenarios/index.ts';

const cwd = process.cwd();
const { files } = findScenarioFiles(['content/scenarios'], cwd);
const loaded = files.map((f) => loadFile(f, cwd));
const scenarios: Scenario[] = loaded.flatMap((l) => (l.scenario === undefined ? [] : [l.scenario]));

function explainReport(r: Report): string {
  return r.failures
    .map((f) => `${r.file}:${f.line} ${f.path}: ${f.message}${f.expected === undefined ? '' : `\n    expected: ${f.expected}\n    actual:   ${f.actual ?? ''}`}`)
    .join('\n');
}

describe('scenarios', () => {
  it('finds the scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const l of loaded) {
    const name = l.scenario === undefined ? `(broken) ${l.file}` : `${l.scenario.id} (${l.file})`;
    it(name, () => {
      if (l.scenario === undefined) expect.fail(l.diagnostics.map(formatDiagnostic).join('\n'));
      const report = runScenario(l.scenario);
      if (!report.passed) expect.fail(explainReport(report));
    });
  }

  it('has unique ids', () => {
    expect(duplicateIds(scenarios).map(formatDiagnostic)).toEqual([]);
  });

  it('illustrates every rule id of the engine', () => {
    const { uncovered } = coverage(scenarios);
    expect(uncovered, `rule ids no scenario names in "rules:": ${uncovered.join(', ')}`).toEqual([]);
  });
});

describe('scenario failures and broken files', () => {
  const fixture = (name: string) => {
    const file = `tests/fixtures/scenarios/${name}`;
    return loadScenario(readFileSync(file, 'utf8'), file);
  };

  it('reports a wrong expectation as a failure with expected and actual values', () => {
    const r = fixture('must-fail.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const report = runScenario(r.scenario);
    expect(report.passed).toBe(false);
    const targets = report.failures.find((f) => f.path === 'steps[0].expect.targets');
    expect(targets).toMatchObject({ expected: '[cheyenne, doc, tuco]', actual: '[cheyenne, tuco]' });
    expect(targets?.line).toBeGreaterThan(1);
    const at = report.failures.find((f) => f.path === 'steps[0].expect.bandits.tuco.at');
    expect(at).toMatchObject({ expected: '1 roof', actual: '2 roof' });
  });

  it('reports an illegal step with the legal choices and stops there', () => {
    const r = fixture('illegal-step.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const report = runScenario(r.scenario);
    expect(report.passed).toBe(false);
    expect(report.stepsRun).toBe(0);
    const f = report.failures.find((x) => x.path === 'steps[0].resolve');
    expect(f?.message).toContain('"fire: doc" is not a legal choice');
    expect(f?.message).toContain('actions.fire.roof-line-of-sight');
    expect(f?.message).toContain('fire: tuco');
  });

  const broken: [string, RegExp][] = [
    ['bad-target.yaml', /^tests\/fixtures\/scenarios\/bad-target\.yaml:\d+ steps\[0\]\.expect\.targets\[0\]: "tucco" is not a character \(did you mean "tuco"\?\)$/],
    ['bad-key.yaml', /^tests\/fixtures\/scenarios\/bad-key\.yaml:\d+ steps\[0\]\.expcet: unknown step field "expcet" \(did you mean "expect"\?\)/],
    ['bad-place.yaml', /^tests\/fixtures\/scenarios\/bad-place\.yaml:\d+ position\.bandits\.tuco: "roff" is not a floor \(did you mean "roof"\?\)/],
    ['bad-rule.yaml', /^tests\/fixtures\/scenarios\/bad-rule\.yaml:\d+ rules\[0\]: "actions\.fire\.line-of-sight" is not a rule id of the engine \(did you mean "actions\.fire\.roof-line-of-sight"\?\)$/],
    ['bad-yaml.yaml', /^tests\/fixtures\/scenarios\/bad-yaml\.yaml:\d+: YAML syntax: /],
    ['bad-language.yaml', /^tests\/fixtures\/scenarios\/bad-language\.yaml:\d+ caption: missing or empty text in Swedish \(sv\)$/],
    ['bad-position.yaml', /^tests\/fixtures\/scenarios\/bad-position\.yaml:\d+ position\.bandits\.doc(\.at)?: impossible position: /],
    // Issue 8, defect 3: a notation that reads but describes an impossible position (Ghost inside with the Marshal).
    ['bad-notation.yaml', /^tests\/fixtures\/scenarios\/bad-notation\.yaml:10 position: impossible position: .*\bghost\b.* \(at bandits\.ghost[.\w]*\)$/],
    ['bad-phrase.yaml', /^tests\/fixtures\/scenarios\/bad-phrase\.yaml:\d+ steps\[0\]\.resolve: "pnch" is not an action \(did you mean "punch"\?\)/],
  ];
  for (const [name, pattern] of broken) {
    it(`reports ${name} with file:line, YAML path and message`, () => {
      const r = fixture(name);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const lines = r.diagnostics.map(formatDiagnostic);
      expect(lines.some((l) => pattern.test(l)), lines.join('\n')).toBe(true);
      for (const l of lines) expect(l).not.toMatch(/\n\s+at /);
    });
  }

  it('points at the line of the broken value', () => {
    const r = fixture('bad-target.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = readFileSync('tests/fixtures/scenarios/bad-target.yaml', 'utf8').split('\n');
    const d = r.diagnostics[0];
    expect(text[(d?.line ?? 0) - 1]).toContain('tucco');
  });
});

describe('content/scenarios/README.md', () => {
  it('shows a complete example that is a real, passing scenario', () => {
    const readme = readFileSync('content/scenarios/README.md', 'utf8');
    const block = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(block).toBe(readFileSync('content/scenarios/fire/line-of-sight-book.yaml', 'utf8'));
    const r = loadScenario(block, 'README.md');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    expect(runScenario(r.scenario).passed).toBe(true);
  });
});

describe('the browser path (steps only, from JSON)', () => {
  it('gives the same results from a JSON copy of each scenario and of its starting state', async () => {
    const { coltExpressRuntime } = await import('../../src/games/colt-express/scenarios/runtime.ts');
    const { coltExpressSteps } = await import('../../src/games/colt-express/scenarios/steps.ts');
    const { coltSuperExpressRuntime } = await import('../../src/games/colt-super-express/scenarios/runtime.ts');
    const { coltSuperExpressSteps } = await import('../../src/games/colt-super-express/scenarios/steps.ts');
    const { reportOf, walkScenarioWith } = await import('../../src/scenarios/walk.ts');
    // Each game's start half (build time) and steps half (browser); loaded scenarios are untyped in their game parts.
    const halves: Record<string, { start: (sc: Scenario) => ReturnType<GameRuntime['start']>; steps: GameSteps }> = {
      'colt-express': { start: (sc) => coltExpressRuntime.start(sc as never), steps: coltExpressSteps as unknown as GameSteps },
      'colt-super-express': { start: (sc) => coltSuperExpressRuntime.start(sc as never), steps: coltSuperExpressSteps as unknown as GameSteps },
    };
    for (const sc of scenarios) {
      const half = halves[sc.game];
      if (half === undefined) throw new Error(`${sc.file}: no runtime for ${sc.game}`);
      const started = half.start(sc);
      if (!started.ok) throw new Error(`${sc.file}: ${started.error.map((i) => i.message).join('; ')}`);
      const { lineOf: _l, ...rest } = sc;
      void _l;
      const plain = { ...(JSON.parse(JSON.stringify(rest)) as Omit<typeof sc, 'lineOf'>), lineOf: () => 0 };
      const initial: unknown = JSON.parse(JSON.stringify(started.value));
      const report = reportOf(walkScenarioWith(half.steps, plain, initial));
      expect(report.passed, `${sc.file}: ${report.failures.map((f) => `${f.path}: ${f.message}`).join('; ')}`).toBe(true);
    }
  });
});

// Issue 8, scenario format: `excluded:` names a Marshal or Move destination the way `choices:`
// does ("marshal: to 2"), and an excluded "stay" prints as "marshal: stay", not "marshal: back".
describe('excluded Marshal and Move options', () => {
  const text = (expect: string, resolve: string, pile: string): string => `id: excluded-destinations
game: colt-express
edition: original
rules: [actions.marshal.move]
title: { en: t, it: t, nl: t, ro: t, sv: t }
caption: { en: c, it: c, nl: c, ro: c, sv: c }
position:
  bandits: { django: 1 inside, ghost: 3 roof, belle: 4 roof, cheyenne: 2 roof }
  marshal: 2
  pile: [${pile}]
steps:
  - resolve: "${resolve}"
    expect:
${expect}
`;
  const run = (yaml: string): Report => {
    const r = loadScenario(yaml, 'inline.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    return runScenario(r.scenario);
  };
  const rows: readonly [string, string, string, string, boolean][] = [
    // 002 LE CARTE AZIONE › SCERIFFO: one car either way; staying or going two cars is excluded
    ['marshal: stay', 'marshal: back', 'django marshal', '      excluded: { "marshal: stay": actions.marshal.move }', true],
    ['marshal: to loco', 'marshal: back', 'django marshal', '      excluded: { "marshal: to loco": actions.marshal.move, "marshal: to caboose": actions.marshal.move }', true],
    ['marshal: 2 forward', 'marshal: back', 'django marshal', '      excluded: { "marshal: 2 forward": actions.marshal.move }', true],
    // a destination the Marshal may reach is not excluded
    ['marshal: to 3 (legal)', 'marshal: back', 'django marshal', '      excluded: { "marshal: to 3": actions.marshal.move }', false],
    ['choices: marshal: to 1', 'marshal: to 3', 'django marshal', '      choices: ["marshal: to 1", "marshal: to 3"]', true],
    // 002 MOVIMENTO: inside one car; the bandit must move
    ['move: to 3', 'move: forward', 'django move', '      excluded: { "move: to 3": actions.move.inside, "move: stay": actions.move.must-move }', true],
    ['move: to 2 (legal)', 'move: forward', 'django move', '      excluded: { "move: to 2": actions.move.inside }', false],
  ];
  it.each(rows)('%s', (_name, resolve, pile, expectation, passes) => {
    const report = run(text(expectation, resolve, pile));
    expect(report.passed, report.failures.map((f) => `${f.path}: ${f.message} (${f.actual ?? ''})`).join('; ')).toBe(passes);
  });

  it('prints an excluded stay as "marshal: stay" and a far car with its distance', async () => {
    const { coltExpressRuntime } = await import('../../src/games/colt-express/scenarios/runtime.ts');
    const r = loadScenario(text('      marshal: 1', 'marshal: back', 'django marshal'), 'inline.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const started = coltExpressRuntime.start(r.scenario as Parameters<typeof coltExpressRuntime.start>[0]);
    if (!started.ok) throw new Error('start');
    const offer = coltExpressRuntime.offer(started.value);
    expect(offer.choices).toEqual(['marshal: forward', 'marshal: back']);
    expect(offer.excluded.map((e) => e.phrase)).toEqual(['marshal: 2 forward', 'marshal: stay', 'marshal: 2 back']);
  });
});
