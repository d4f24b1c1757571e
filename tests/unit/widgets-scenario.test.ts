// The scenario player's model: every scenario file runs to "pass" through the same path the
// island takes in the browser (plain JSON → walk → report), the applied engine choice of every
// step is found, and the "Open in sandbox" link reproduces the scenario's positions.
import { describe, expect, it } from 'vitest';
import { apply, checkPosition, makePosition, parsePosition } from '../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../src/games/colt-express/engine/types.ts';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { buildModel, ruleIdsOf, sandboxSearch, toPlainScenario } from '../../src/widgets/scenario-model.ts';
import { startState } from '../../src/widgets/scenario-source.ts';
import { notationVersion, readSandboxSearch, restore } from '../../src/widgets/url-state.ts';

const cwd = process.cwd();
const { files } = findScenarioFiles(['content/scenarios'], cwd);
const all = files.flatMap((f) => {
  const l = loadFile(f, cwd);
  return l.scenario === undefined ? [] : [l.scenario];
});
// The player's model runs Colt Express; Colt Super Express scenarios run in tests/scenarios until its board exists.
const scenarios = all.filter((s) => s.game === 'colt-express');

describe('scenario player model', () => {
  it('finds scenarios', () => {
    expect(scenarios.length).toBeGreaterThan(0);
  });

  for (const scenario of scenarios) {
    it(`${scenario.id}: passes from its JSON form, and its sandbox link replays it`, () => {
      const plain = toPlainScenario(scenario, 'it');
      // What the build hands to the island is plain JSON with only the page's language.
      expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
      expect(Object.keys(plain.title)).toEqual(['it']);
      const started = startState(scenario);
      if (!started.ok) expect.fail(started.message);
      // The island gets the starting state as JSON, too.
      const model = buildModel(plain, JSON.parse(JSON.stringify(started.state)) as GameState);
      expect(model.report.failures).toEqual([]);
      expect(model.report.passed).toBe(true);
      for (const step of model.steps) {
        if (step.frame.step.kind !== 'check') expect(step.choices.length, `step ${step.frame.step.index}`).toBeGreaterThan(0);
      }
      const rules = ruleIdsOf(model, plain);
      for (const id of scenario.rules) expect(rules).toContain(id);

      const initial = model.initial as GameState;
      const version = notationVersion(makePosition(initial)) ?? 1;
      const search = sandboxSearch(model, model.steps.length, makePosition(initial));
      expect(search).toBeDefined();
      const restored = restore(readSandboxSearch(search as string, version), { parsePosition, checkPosition, apply });
      expect(restored.problems).toEqual([]);
      const last = model.steps.at(-1)?.after ?? initial;
      expect(makePosition(restored.states[restored.n] as GameState)).toBe(makePosition(last));

      const atStart = readSandboxSearch(sandboxSearch(model, 0, makePosition(initial)) as string, version);
      expect(atStart.n).toBe(0);
    });
  }
});

describe('<Scenario id> lookup at build time', () => {
  it('finds every scenario by id', async () => {
    const { findScenario, scenarioIds } = await import('../../src/widgets/scenario-source.ts');
    expect(scenarioIds().length).toBe(all.length);
    for (const s of all) expect(findScenario(s.id).ok, s.id).toBe(true);
  });
  it('an unknown id gets a message naming it, with the closest ids', async () => {
    const { findScenario } = await import('../../src/widgets/scenario-source.ts');
    const id = scenarios[0]!.id;
    const typo = `${id.slice(0, -1)}x`;
    const r = findScenario(typo);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain(`"${typo}"`);
      expect(r.message).toContain(id);
    }
  });
});
