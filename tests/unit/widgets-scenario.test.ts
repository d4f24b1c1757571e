// The scenario player's model: every scenario file runs to "pass" through the same path the
// island takes in the browser (the page's JSON data → walk → report), the applied engine choice of
// every step is found, and the "Open in sandbox" link reproduces the scenario's positions.
import { describe, expect, it } from 'vitest';
import { apply, checkPosition, makePosition, parsePosition } from '../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../src/games/colt-express/engine/types.ts';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { loadedPlayers, playerGames } from '../../src/games/players.ts';
import { islandStrings } from '../../src/components/island-props.ts';
import { exampleData } from '../../src/widgets/player/build.ts';
import { ruleLinkName } from '../../src/site/rule-names.ts';
import type { ExampleData } from '../../src/widgets/player/data.ts';
import { replayModel, sandboxSearch, verdictOf } from '../../src/widgets/player/model.ts';
import { restore } from '../../src/widgets/url-state.ts';
import { looksLikeState, notationVersion, readSandboxSearch } from '../../src/games/colt-express/sandbox/url.ts';
import { makePosition as cseMakePosition } from '../../src/games/colt-super-express/engine/index.ts';
import type { GameState as CseState } from '../../src/games/colt-super-express/engine/types.ts';
import { cseNotationVersion, readSearch as cseReadSearch } from '../../src/games/colt-super-express/sandbox/url.ts';
import { GAMES } from '../../src/games/index.ts';
import { gameOfSearch } from '../../src/widgets/sandbox/GamePicker.tsx';

const players = await loadedPlayers();

const cwd = process.cwd();
const { files } = findScenarioFiles(['content/scenarios'], cwd);
const all = files.flatMap((f) => {
  const l = loadFile(f, cwd);
  return l.scenario === undefined ? [] : [l.scenario];
});
// Every game's scenarios run through its player (src/games/players.ts); the sandbox plays both games.
const scenarios = all;

describe('scenario player model', () => {
  it('finds scenarios of every game with a player', () => {
    for (const game of playerGames()) expect(scenarios.filter((s) => s.game === game).length, game).toBeGreaterThan(0);
    expect(scenarios.filter((s) => players.get(s.game) === undefined).map((s) => s.id)).toEqual([]);
  });

  for (const scenario of scenarios) {
    it(`${scenario.game} ${scenario.id}: passes from its JSON form, and its sandbox link replays it`, () => {
      const player = players.get(scenario.game)!;
      const built = exampleData(scenario, 'it', '/it/rules/x/', player, islandStrings('it', player.strings, player.shared !== false), ruleLinkName);
      if (!built.ok) expect.fail(built.message);
      // What the build hands to the island is plain JSON with only the page's language.
      const data = JSON.parse(JSON.stringify(built.data)) as ExampleData;
      expect(data.title).toBe(scenario.title.it);
      expect(JSON.stringify(data)).not.toMatch(/"(en|nl|ro|sv)":/);
      // The build ran the assertions; the browser replays the engine choices it found and reaches the same positions.
      expect(data.check.failures).toEqual([]);
      expect(data.check.passed).toBe(true);
      const model = replayModel(player.kit, data);
      expect(verdictOf(model, data.check)).toBe(true);
      expect(model.steps.map((s) => s.error)).toEqual(model.steps.map(() => undefined));
      expect(model.passed).toBe(true);
      expect(model.steps).toHaveLength(scenario.steps.length);
      scenario.steps.forEach((step, i) => {
        if (step.kind !== 'check') expect(model.steps[i]?.choices.length, `step ${step.index}`).toBeGreaterThan(0);
      });
      // A rule is linked by its Italian name, never by its id.
      for (const info of Object.values(data.rulePages)) expect(info.name).not.toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
      if (scenario.game === 'colt-super-express') {
        // "Open in sandbox" opens this game (the `cse` prefix) at the example's start, and at every
        // step the position the example shows there, with the rest of its choices left to redo.
        const initial = model.initial as CseState;
        const version = cseNotationVersion(initial);
        expect(data.sandbox?.p).toBe(cseMakePosition(initial));
        for (let pos = 0; pos <= model.steps.length; pos++) {
          const search = sandboxSearch(data.sandbox, pos);
          expect(search).toBeDefined();
          expect(gameOfSearch(search as string, GAMES)).toBe('colt-super-express');
          const { hist, restored } = cseReadSearch(search as string, version);
          expect(restored.problems, `step ${pos}`).toEqual([]);
          expect(hist?.choices).toEqual(model.steps.flatMap((s) => s.choices));
          const shown = (pos === 0 ? initial : model.steps[pos - 1]?.after) as CseState;
          expect(cseMakePosition(hist?.states[hist.n] as CseState), `step ${pos}`).toBe(cseMakePosition(shown));
        }
        return;
      }
      // Every rule the example illustrates is linked by its Italian name.
      for (const id of scenario.rules) expect(data.rulePages[id]?.name, id).toMatch(/\S/);

      const initial = model.initial as GameState;
      const version = notationVersion(makePosition(initial)) ?? 1;
      const search = sandboxSearch(data.sandbox, model.steps.length);
      expect(data.sandbox?.p).toBe(makePosition(initial));
      expect(search).toBeDefined();
      const restored = restore(readSandboxSearch(search as string, version), { parsePosition, checkPosition, apply, looksLikeState });
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
