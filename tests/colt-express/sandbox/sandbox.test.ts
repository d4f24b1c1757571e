// The sandbox's pure parts: editing a position through the engine's PositionSpec, and
// "Export as scenario" (the YAML must load with the scenario parser and pass when run).
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, checkPosition, createGame, legalChoices, makePosition } from '../../../src/games/colt-express/engine/index.ts';
import type { CharacterId, Choice, GameConfig, GameState, LogEntry } from '../../../src/games/colt-express/engine/types.ts';
import { formatDiagnostic, loadScenario, runScenario } from '../../../src/scenarios/index.ts';
import { exportScenario, type ExportTexts } from '../../../src/games/colt-express/sandbox/export.ts';
import { edits, specOf, toPositionSpec, type EditableSpec } from '../../../src/games/colt-express/sandbox/spec.ts';

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
    // issue 8, defect 2f: the six jewels are all on the train here, so a seventh is refused…
    expect(mid.box.jewels).toBe(0);
    const seventh = buildPosition(toPositionSpec(edits.addLoot(spec, { car: 1, floor: 'roof' }, 'jewel')));
    expect(!seventh.ok && seventh.error.problems?.map((p) => p.code)).toEqual(['loot-not-conserved']);
    // …and one put back in the box first can be added
    const inside = spec.cars[3]!.inside.indexOf('jewel');
    const added = build(edits.addLoot(edits.removeLoot(spec, { car: 3, floor: 'inside', index: inside }), { car: 1, floor: 'roof' }, 'jewel'));
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

// ---------------------------------------------------------------------------
// Issue #8: the sandbox shell's history as pure data (history.ts), the undo keys, the URL lines.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { at, canRedo, canUndo, current, fresh, pushed } from '../../../src/widgets/sandbox/history.ts';
import { undoKeyOf } from '../../../src/widgets/sandbox/use-undo-keys.ts';
import { appliedIn, placeOnLine } from '../../../src/widgets/sandbox/use-history.ts';
import { buildRefusal, positionProblemText } from '../../../src/games/colt-express/sandbox/problems.ts';
import { registry } from '../../../src/scenarios/registry.ts';
import { checkedExport } from '../../../src/widgets/sandbox/export-check.ts';
import { LANGS, type Lang } from '../../../src/i18n/setup.ts';
import { liteT } from '../../../src/widgets/i18n.ts';
import { PROBLEM_CODES } from '../../../src/games/colt-express/engine/codes.ts';

describe('sandbox history (history.ts)', () => {
  it('push applies, drops what could be redone; at() moves within the line', () => {
    let h = fresh<string, string, string>('s0');
    h = pushed(h, 'a', 's1', 'log a');
    h = pushed(h, 'b', 's2', 'log b');
    expect([h.n, current(h), canUndo(h), canRedo(h)]).toEqual([2, 's2', true, false]);
    h = at(h, 1);
    expect([current(h), canRedo(h)]).toEqual(['s1', true]);
    // A new choice after an undo replaces the undone one.
    h = pushed(h, 'c', 's2c', 'log c');
    expect([h.choices, h.states, h.logs, h.n]).toEqual([['a', 'c'], ['s0', 's1', 's2c'], ['log a', 'log c'], 2]);
    expect(at(h, 99).n).toBe(2);
    expect(at(h, -3).n).toBe(0);
    expect(canUndo(at(h, 0))).toBe(false);
  });
});

describe('undo keys (use-undo-keys.ts)', () => {
  const input = { tagName: 'INPUT', type: 'number' } as unknown as EventTarget;
  const check = { tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget;
  const area = { tagName: 'TEXTAREA' } as unknown as EventTarget;
  const button = { tagName: 'BUTTON' } as unknown as EventTarget;
  const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}, target: EventTarget | null = button) => ({
    key: k,
    ctrlKey: mods.ctrl ?? false,
    metaKey: mods.meta ?? false,
    shiftKey: mods.shift ?? false,
    altKey: mods.alt ?? false,
    target,
  });
  const rows: [string, ReturnType<typeof key>, 'undo' | 'redo' | undefined][] = [
    ['Ctrl+Z undoes', key('z', { ctrl: true }), 'undo'],
    ['⌘Z undoes (Mac)', key('z', { meta: true }), 'undo'],
    ['Ctrl+Shift+Z redoes (the key reads "Z")', key('Z', { ctrl: true, shift: true }), 'redo'],
    ['Ctrl+Y redoes', key('y', { ctrl: true }), 'redo'],
    ['Z alone is a letter', key('z'), undefined],
    ['Ctrl+Alt+Z is not ours', key('z', { ctrl: true, alt: true }), undefined],
    ['typing in the seed field keeps its own undo', key('z', { ctrl: true }, input), undefined],
    ['typing in the export text keeps its own undo', key('y', { ctrl: true }, area), undefined],
    ['a checkbox is not a text field', key('z', { ctrl: true }, check), 'undo'],
  ];
  for (const [name, event, want] of rows) it(name, () => expect(undoKeyOf(event)).toBe(want));
});

describe('the browser history mirrors the line (use-history.ts)', () => {
  it('an entry behind (its choices a prefix of the line) stands on the line; another start or choice does not', () => {
    const line = '?p=ce1.x&c=a~b~c';
    expect(placeOnLine(line, '?p=ce1.x&c=a~b')).toBe(2); // pushed when b was applied
    expect(placeOnLine(line, '?p=ce1.x')).toBe(0);
    expect(placeOnLine(line, '?p=ce1.x&c=a~b~c&n=1')).toBe(1);
    expect(placeOnLine(line, '?p=ce1.y&c=a~b')).toBeUndefined();
    expect(placeOnLine(line, '?p=ce1.x&c=a~d')).toBeUndefined();
    expect(placeOnLine('?p=ce1.x&c=a', '?p=ce1.x&c=a~b')).toBeUndefined();
    expect(appliedIn('?p=x&c=a~b&n=1', 2)).toBe(1);
    expect(appliedIn('?p=x&c=a~b', 2)).toBe(2);
    expect(appliedIn('?p=x&c=a~b&n=9', 2)).toBe(2);
  });
});

// ---------------------------------------------------------------------------
// Issue #11: engine refusals in the reader's language, with names, not ids; the English folded away.

const localeDir = join(import.meta.dirname, '../../../locales');
function tOf(lang: Lang) {
  const strings: Record<string, Record<string, unknown>> = {};
  for (const ns of ['widgets', 'errors', 'sandbox']) strings[ns] = JSON.parse(readFileSync(join(localeDir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  return liteT(strings, 'sandbox');
}

/** Every problem code checkPosition can give: its exported list when the engine has one, else its source. */
function positionCodes(): string[] {
  return [...PROBLEM_CODES];
}

describe('engine refusals in the reader’s language (colt-express/problems.ts)', () => {
  const codes = positionCodes();
  it('finds the codes checkPosition gives', () => expect(codes).toEqual(expect.arrayContaining(['bandit-with-marshal', 'bullets-range', 'loot-not-conserved'])));

  for (const lang of LANGS) {
    it(`${lang}: every code has its own sentence, naming the bandit where it is about one`, () => {
      const t = tOf(lang);
      const general = t('errors:position.other');
      for (const code of codes) {
        const text = positionProblemText({ code: code as never, message: 'English detail', path: 'bandits.tuco.bulletsLeft' }, t);
        expect(text, code).not.toBe(general);
        expect(text, code).not.toMatch(/errors:|\{\{|English detail/);
      }
      expect(positionProblemText({ code: 'bandit-with-marshal', message: '', path: 'bandits.doc' }, t)).toContain('Doc');
      expect(positionProblemText({ code: 'something-new' as never, message: 'x', path: 'y' }, t)).toBe(general);
    });
  }

  it('the refusal of "Give a bullet card from Tuco" with an empty revolver, on an Italian page (issue #11)', () => {
    const start = game();
    const spec = specOf(start);
    const tuco = spec.bandits.tuco!;
    tuco.bulletsLeft = 0; // he has fired all six (where they went does not matter: the edit is refused first)
    const r = buildPosition(toPositionSpec(edits.giveBullet(spec, 'tuco', 'doc')));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const t = tOf('it');
    const notice = buildRefusal(t('sandbox:edit.rejected'), r.error, t, start);
    const said = [notice.text, ...(notice.items ?? [])].join(' ');
    expect(said).toContain('Tuco');
    expect(said).toContain('tamburo');
    expect(said).not.toMatch(/bullets left|Engine|tuco has/);
    expect(JSON.stringify(notice)).not.toContain(r.error.message); // not even folded away (issue 19)
  });

  it('a bandit inside with the Marshal, refused in Italian with the Sceriffo and the name', () => {
    const start = game();
    const id = start.config.bandits[0]!;
    const spec = edits.moveBandit(edits.moveMarshal(specOf(start), 2), id, { car: 2, floor: 'inside' });
    const r = buildPosition(toPositionSpec(spec));
    if (r.ok) expect.fail('the engine accepted a bandit inside with the Marshal');
    const t = tOf('it');
    const notice = buildRefusal(t('sandbox:edit.rejected'), r.error, t, start);
    expect(notice.text).toContain('Sceriffo');
    expect(notice.text).toContain(t(`widgets:characters.${id}`));
    expect(notice.text).not.toContain("Marshal's car");
  });
});

describe('the export offered to the reader (export-check.ts, with Colt Express\'s file)', () => {
  it('is complete, loads with the scenario loader and passes, with an id for its file name', () => {
    const { states, choices, logs } = play(game(), 9);
    const r = checkedExport(exportScenario, { start: states[0]!, states, choices, logs }, texts, registry());
    if (!r.ok) expect.fail(r.problems.join('\n'));
    expect(r.id).toMatch(/^sandbox-[a-z0-9]+$/);
    for (const lang of LANGS) expect(r.yaml).toMatch(new RegExp(`^  ${lang}: "`, 'm'));
    expect(r.yaml).toMatch(/^# source:$/m);
    expect(r.yaml).toContain('CONTRIBUTING.md');
    const loaded = loadScenario(r.yaml, `${r.id}.yaml`);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.scenario.steps).toHaveLength(choices.length);
  });
});
