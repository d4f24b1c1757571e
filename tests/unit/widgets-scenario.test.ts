// The scenario player's model: every scenario file runs to "pass" through the same path the
// island takes in the browser (the page's JSON data → walk → report), the applied engine choice of
// every step is found, and the "Open in sandbox" link reproduces the scenario's positions.
import { describe, expect, it } from 'vitest';
import { apply, checkPosition, makePosition, parsePosition } from '../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../src/games/colt-express/engine/types.ts';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { PLAYER_GAMES, playerFor } from '../../src/games/players.ts';
import { islandStrings } from '../../src/components/island-props.ts';
import { exampleData } from '../../src/widgets/player/build.ts';
import type { ExampleData } from '../../src/widgets/player/data.ts';
import { buildModel, sandboxSearch, verdictOf } from '../../src/widgets/player/model.ts';
import { notationVersion, readSandboxSearch, restore } from '../../src/widgets/url-state.ts';

const cwd = process.cwd();
const { files } = findScenarioFiles(['content/scenarios'], cwd);
const all = files.flatMap((f) => {
  const l = loadFile(f, cwd);
  return l.scenario === undefined ? [] : [l.scenario];
});
// Every game's scenarios run through its player (src/games/players.ts); the sandbox plays Colt Express.
const scenarios = all;

describe('scenario player model', () => {
  it('finds scenarios of every game with a player', () => {
    for (const game of PLAYER_GAMES) expect(scenarios.filter((s) => s.game === game).length, game).toBeGreaterThan(0);
    expect(scenarios.filter((s) => playerFor(s.game) === undefined).map((s) => s.id)).toEqual([]);
  });

  for (const scenario of scenarios) {
    it(`${scenario.game} ${scenario.id}: passes from its JSON form${scenario.game === 'colt-express' ? ', and its sandbox link replays it' : ''}`, () => {
      const player = playerFor(scenario.game)!;
      const built = exampleData(scenario, 'it', '/it/rules/x/', player, islandStrings('it', player.strings, player.shared !== false));
      if (!built.ok) expect.fail(built.message);
      // What the build hands to the island is plain JSON with only the page's language.
      const data = JSON.parse(JSON.stringify(built.data)) as ExampleData;
      expect(data.title).toBe(scenario.title.it);
      expect(JSON.stringify(data)).not.toMatch(/"(en|nl|ro|sv)":/);
      // The build ran the assertions; the browser's walk (no assertions) reaches the same positions.
      expect(data.check.failures).toEqual([]);
      expect(data.check.passed).toBe(true);
      const model = buildModel(player.kit, data);
      expect(verdictOf(model, data.check)).toBe(true);
      expect(model.report.failures).toEqual([]);
      expect(model.report.passed).toBe(true);
      for (const step of model.steps) {
        if (step.frame.step.kind !== 'check') expect(step.choices.length, `step ${step.frame.step.index}`).toBeGreaterThan(0);
      }
      // A rule is linked by its Italian name, never by its id.
      for (const info of Object.values(data.rulePages)) expect(info.name).not.toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
      if (scenario.game !== 'colt-express') {
        // Colt Super Express: its rules pages are on another branch; the sandbox does not open it yet.
        expect(data.sandbox).toBeUndefined();
        return;
      }
      // Every rule the example illustrates is linked by its Italian name.
      for (const id of scenario.rules) expect(data.rulePages[id]?.name, id).toMatch(/\S/);

      const initial = model.initial as GameState;
      const version = notationVersion(makePosition(initial)) ?? 1;
      const search = sandboxSearch(data.sandbox, model.steps.length);
      expect(data.sandbox?.p).toBe(makePosition(initial));
      expect(search).toBeDefined();
      const restored = restore(readSandboxSearch(search as string, version), { parsePosition, checkPosition, apply });
      expect(restored.problems).toEqual([]);
      const last = (model.steps.at(-1)?.after ?? initial) as GameState;
      expect(makePosition(restored.states[restored.n] as GameState)).toBe(makePosition(last));

      const atStart = readSandboxSearch(sandboxSearch(data.sandbox, 0) as string, version);
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
