// The sandbox's pure parts: editing a position through the engine's PositionSpec, and
// "Export as scenario" (the YAML must load with the scenario parser and pass when run).
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, checkPosition, createGame, legalChoices, makePosition } from '../../src/games/colt-express/engine/index.ts';
import type { CharacterId, Choice, GameConfig, GameState, LogEntry } from '../../src/games/colt-express/engine/types.ts';
import { formatDiagnostic, loadScenario, runScenario } from '../../src/scenarios/index.ts';
import { exportScenario, type ExportTexts } from '../../src/widgets/sandbox/colt-express/export.ts';
import { edits, specOf, toPositionSpec, type EditableSpec } from '../../src/widgets/sandbox/colt-express/spec.ts';

function game(config: Partial<GameConfig> = {}): GameState {
  const g = createGame({ seed: 11, players: 4, ...config });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function play(start: GameState, steps: number) {
  const states = [start];
  const choices: Choice[] = [];
  const logs: LogEntry[][] = [];
  for (let i = 0; i < steps; i++) {
    const s = states[states.length - 1] as GameState;
    if (s.pending === null) break;
    const legal = legalChoices(s);
    const c = legal[(i * 5) % legal.length] as Choice;
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    choices.push(c);
    logs.push([...r.value.log]);
  }
  return { states, choices, logs };
}

function build(spec: EditableSpec): GameState {
  const r = buildPosition(toPositionSpec(spec));
  if (!r.ok) throw new Error(r.error.message);
  expect(checkPosition(r.value)).toEqual([]);
  return r.value;
}

const L = (word: string) => ({ en: word, it: word, nl: word, ro: word, sv: word });
const texts: ExportTexts = { title: L('Sandbox position'), caption: L('Exported from the sandbox.') };

describe('editing a position (spec ↔ engine)', () => {
  const mid = play(game(), 25).states.at(-1) as GameState;

  it('specOf rebuilds the same train, bandits, cards and pile', () => {
    const again = build(specOf(mid));
    expect(again.cars).toEqual(mid.cars);
    expect(again.bandits).toEqual(mid.bandits);
    expect(again.marshal).toBe(mid.marshal);
    expect(again.pile).toEqual(mid.pile);
    expect(again.pending).toEqual(mid.pending);
    expect(again.players.map((p) => [p.hand, p.deck, p.discard])).toEqual(mid.players.map((p) => [p.hand, p.deck, p.discard]));
  });

  it('moves a bandit, the Marshal and loot; adds and removes loot', () => {
    const id = mid.config.bandits[0]!;
    const spec = specOf(mid);
    expect(build(edits.moveBandit(spec, id, { car: 1, floor: 'roof' })).bandits[id]).toMatchObject({ car: 1, floor: 'roof' });
    const freeCar = [...mid.cars.keys()].find((c) => !mid.config.bandits.some((b) => mid.bandits[b]!.car === c && mid.bandits[b]!.floor === 'inside'))!;
    expect(build(edits.moveMarshal(spec, freeCar)).marshal).toBe(freeCar);
    const added = build(edits.addLoot(spec, { car: 1, floor: 'roof' }, 'jewel'));
    expect(added.cars[1]!.roof.filter((l) => l.kind === 'jewel').length).toBe(mid.cars[1]!.roof.filter((l) => l.kind === 'jewel').length + 1);
    const given = build(edits.addLoot(spec, { bandit: id }, 'purse'));
    expect(given.bandits[id]!.loot.length).toBe(mid.bandits[id]!.loot.length + 1);
    const removed = build(edits.removeLoot(spec, { bandit: id, index: 0 }));
    expect(removed.bandits[id]!.loot.length).toBe(mid.bandits[id]!.loot.length - 1);
  });

  it('a bullet card given and taken back keeps every bullet accounted for', () => {
    const [a, b] = mid.config.bandits as [CharacterId, CharacterId];
    const spec = specOf(mid);
    const shot = build(edits.giveBullet(spec, a, b));
    expect(shot.bandits[a]!.bulletsLeft).toBe(mid.bandits[a]!.bulletsLeft - 1);
    const neutral = build(edits.giveBullet(spec, 'neutral', b));
    expect(neutral.neutralBullets).toBe(mid.neutralBullets - 1);
    const back = build(edits.takeBullet(edits.giveBullet(spec, 'neutral', b), b));
    expect(back.neutralBullets).toBe(mid.neutralBullets);
  });

  it('the next card, an event, a new round: the engine says what is pending', () => {
    const id = mid.config.bandits[1]!;
    const spec = specOf(mid);
    expect(build(edits.nextCard(spec, id, 'fire')).pending).toMatchObject({ kind: 'resolve', bandit: id, card: 'fire' });
    expect(build(edits.event(spec, 'braking')).pending).toMatchObject({ kind: 'event', event: 'braking' });
    const round = build(edits.round(spec, 'tunnel'));
    expect(round.phase).toBe('planning');
    expect(round.pending?.kind).toBe('plan');
    expect(round.players.every((p) => p.hand.length >= 6)).toBe(true);
  });

  it('an edit the rules forbid comes back as the engine’s problems', () => {
    const id = mid.config.bandits[0]!;
    const spec = edits.moveBandit(edits.moveMarshal(specOf(mid), 2), id, { car: 2, floor: 'inside' });
    const r = buildPosition(toPositionSpec(spec));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.map((p) => p.code)).toContain('bandit-with-marshal');
  });
});

describe('export as scenario', () => {
  const configs: Partial<GameConfig>[] = [
    { players: 4 },
    { players: 5, preset: 'revised-advanced' },
    { players: 3, preset: 'revised', options: { mode: 'two-bandits' } },
    { players: 4, options: { expert: true, robPick: 'blind' } },
  ];
  for (const config of configs) {
    it(`parses back and passes (${JSON.stringify(config)})`, () => {
      const { states, choices, logs } = play(game(config), 45);
      const yaml = exportScenario({ start: states[0]!, states, choices, logs, texts });
      const loaded = loadScenario(yaml, 'sandbox-export.yaml');
      if (!loaded.ok) expect.fail(`${loaded.diagnostics.map(formatDiagnostic).join('\n')}\n${yaml}`);
      expect(loaded.scenario.steps).toHaveLength(choices.length);
      const report = runScenario(loaded.scenario);
      expect(report.failures).toEqual([]);
      expect(report.passed).toBe(true);
    });
  }

  it('a position without moves becomes a checking step', () => {
    const start = game();
    const yaml = exportScenario({ start, states: [start], choices: [], logs: [], texts });
    expect(yaml).toContain(`position: "${makePosition(start)}"`);
    const loaded = loadScenario(yaml, 'x.yaml');
    if (!loaded.ok) expect.fail(loaded.diagnostics.map(formatDiagnostic).join('\n'));
    expect(runScenario(loaded.scenario).passed).toBe(true);
  });

  it('an export that no longer matches the engine fails (it is a real test)', () => {
    const { states, choices, logs } = play(game(), 12);
    const yaml = exportScenario({ start: states[0]!, states, choices, logs, texts }).replace(/bullets: 6/, 'bullets: 2');
    const loaded = loadScenario(yaml, 'x.yaml');
    if (!loaded.ok) expect.fail(loaded.diagnostics.map(formatDiagnostic).join('\n'));
    expect(runScenario(loaded.scenario).passed).toBe(false);
  });

  it('texts with quotes and colons stay valid YAML', () => {
    const start = game();
    const tricky: ExportTexts = { title: L('Ghost: "the" #1 — it\'s'), caption: L('a: b\nc') };
    const loaded = loadScenario(exportScenario({ start, states: [start], choices: [], logs: [], texts: tricky }), 'x.yaml');
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.scenario.title.en).toBe('Ghost: "the" #1 — it\'s');
  });
});
