// The part of "Export as scenario" every game shares (src/widgets/sandbox/export-text.ts, export-check.ts):
// the file's head and steps around a game's own steps, the check by the site's loader and runner
// before a file is offered, and the worker's answer. Each game's own export: widgets-sandbox.test.ts
// (Colt Express) and sandbox-cse-export.test.ts (Colt Super Express).
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createGame } from '../../src/games/colt-super-express/engine/index.ts';
import { apply } from '../../src/games/colt-super-express/engine/play.ts';
import type { Choice, GameState, LogEntry } from '../../src/games/colt-super-express/engine/types.ts';
import { exportScenario } from '../../src/games/colt-super-express/sandbox/export.ts';
import { coltSuperExpress } from '../../src/games/colt-super-express/scenarios/adapter.ts';
import { registry } from '../../src/scenarios/registry.ts';
import { checkedExport, serveExportCheck, type ExportHist } from '../../src/widgets/sandbox/export-check.ts';
import { EXPORT_LANGS, scenarioFile, type ExportStep, type ScenarioFile } from '../../src/widgets/sandbox/export-text.ts';
import type { ExportFile } from '../../src/widgets/sandbox/kit.ts';

const texts = { title: { en: 'A title', sv: 'En titel' }, caption: { en: 'A caption: "quoted"' } };

/** A file of a made-up game whose states are strings: only the layout is under test. */
function file(over: Partial<ScenarioFile<string>> = {}): ScenarioFile<string> {
  return {
    game: 'some-game',
    notation: 'sg1.abc',
    choices: [],
    settings: [],
    books: 'the book shows',
    sourceHint: 'Where the book shows this example.',
    seed: '004',
    fallbackRule: 'position.line',
    texts,
    start: 'S0',
    steps: [],
    pin: (state, indent) => [`${indent}where: ${state}`],
    ...over,
  };
}
const step = (kind: string, text: string, by: string | undefined, rules: string[], after: string): ExportStep<string> => ({ kind, text, by, rules, after });

describe('the scenario file around a game\'s steps (export-text.ts scenarioFile)', () => {
  const rows: [string, Partial<ScenarioFile<string>>, (doc: Record<string, unknown>, yaml: string) => void][] = [
    // content/scenarios/README.md: a file needs at least one step; a position alone is a checking step pinning the start
    ['no step: one checking step pins the start', {}, (doc) => expect(doc['steps']).toEqual([{ expect: { where: 'S0' } }])],
    // a file needs a rule: with none in the history, the game's fallback and a comment asking for the right one
    ['no rule in the history: the fallback, and a comment', {}, (doc, yaml) => {
      expect(doc['rules']).toEqual(['position.line']);
      expect(yaml).toMatch(/^# rules: name the rule ids/m);
    }],
    // every rule the steps show, once, in order
    ['rules from every step, once', { steps: [step('play', 'fire', 'belle', ['a.x', 'b.y'], 'S1'), step('resolve', 'fire', 'doc', ['b.y', 'c.z'], 'S2')] }, (doc) => expect(doc['rules']).toEqual(['a.x', 'b.y', 'c.z'])],
    // each step: its phrase, who acts, the rule ids of its log; only the last pins where everything ends up
    ['steps: phrase, actor, log; the last pins the end', { steps: [step('play', 'fire, move', 'belle', ['a.x'], 'S1'), step('resolve', 'move', 'doc', [], 'S2')] }, (doc) =>
      expect(doc['steps']).toEqual([{ play: 'fire, move', by: 'belle', expect: { log: ['a.x'] } }, { resolve: 'move', by: 'doc', expect: { where: 'S2' } }])],
    // a step with no single actor (Colt Express: two bandits at once) and no log writes no `by:` and no `expect:`
    ['no actor, no log, not last: the phrase alone', { steps: [step('play', 'a', undefined, [], 'S1'), step('play', 'b', '', [], 'S2')] }, (doc) =>
      expect(doc['steps']).toEqual([{ play: 'a' }, { play: 'b', expect: { where: 'S2' } }])],
    // the game's settings (Colt Express: edition, options) right after `game:`
    ['settings after the game', { settings: ['edition: revised', 'options: { expert: true }'] }, (doc, yaml) => {
      expect(doc['edition']).toBe('revised');
      expect(doc['options']).toEqual({ expert: true });
      expect(yaml.split('\n').slice(4, 7)).toEqual(['game: some-game', 'edition: revised', 'options: { expert: true }']);
    }],
    // every language gets a title and caption: a missing one is the English text (the contributor translates it)
    ['title and caption in every language, English when missing', {}, (doc) => {
      expect(Object.keys(doc['title'] as object)).toEqual([...EXPORT_LANGS]);
      expect(doc['title']).toMatchObject({ en: 'A title', sv: 'En titel', it: 'A title' });
      expect((doc['caption'] as Record<string, string>)['ro']).toBe('A caption: "quoted"');
    }],
    // the source stub names the game's seed, commented out for the contributor to fill
    ['a commented source stub', { seed: '002', sourceHint: 'Where a rulebook shows it.' }, (doc, yaml) => {
      expect(doc['source']).toBeUndefined();
      expect(yaml).toContain('# Where a rulebook shows it.\n# source:\n#   - { seed: "002", section: "…" }');
    }],
    ['the position as the engine wrote it', { notation: 'sg1.a-b_c' }, (doc) => expect(doc['position']).toBe('sg1.a-b_c')],
  ];
  for (const [name, over, check] of rows) {
    it(name, () => {
      const yaml = scenarioFile(file(over));
      check(parse(yaml) as Record<string, unknown>, yaml);
    });
  }

  it('the id is stable for a history and differs for another', () => {
    const id = (over: Partial<ScenarioFile<string>>) => (parse(scenarioFile(file(over))) as { id: string }).id;
    expect(id({})).toMatch(/^sandbox-[a-z0-9]+$/);
    expect(id({})).toBe(id({ texts: { title: {}, caption: {} } }));
    expect(id({ choices: ['x'] })).not.toBe(id({}));
    expect(id({ notation: 'sg1.abd' })).not.toBe(id({}));
  });
});

// A short Colt Super Express history: the shared check needs a game the loader knows.
function history(count: number): ExportHist<GameState, Choice, LogEntry> {
  const g = createGame({ seed: 3, players: 3 });
  if (!g.ok) throw new Error(g.error.message);
  const states: GameState[] = [g.value];
  const choices: Choice[] = [];
  const logs: (readonly LogEntry[])[] = [];
  for (const card of ['fire', 'move', 'turn'].slice(0, count)) {
    const r = apply(states[states.length - 1]!, { kind: 'stack', card } as Choice);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    choices.push({ kind: 'stack', card } as Choice);
    logs.push(r.value.log);
  }
  return { start: g.value, states, choices, logs };
}

describe('the export offered to the reader (export-check.ts checkedExport)', () => {
  const rows: [string, (yaml: string) => string, (r: ExportFile) => void][] = [
    // the game's file as written: offered, with its id for the file name
    ['a file that loads and passes is offered', (y) => y, (r) => expect(r.ok && r.id).toMatch(/^sandbox-/)],
    // a file the loader refuses is never offered: the loader's diagnostics say why
    ['a file that does not load is refused', (y) => y.replace(/^game: .*$/m, 'game: [unclosed'), (r) => expect(r.ok ? [] : r.problems).not.toEqual([])],
    // a file whose expectations the engine contradicts is never offered: the runner's failures say where
    ['a file that does not pass is refused', (y) => y.replace(/facing: (forward|back)/, (_m, f: string) => `facing: ${f === 'forward' ? 'back' : 'forward'}`), (r) =>
      expect(r.ok ? [] : r.problems.join('\n')).toMatch(/steps\[\d+\]/)],
  ];
  for (const [name, spoil, check] of rows) {
    it(name, () => {
      const r = checkedExport((input) => spoil(exportScenario(input)), history(2), texts, registry());
      check(r);
    });
  }

  it('the game writes from the applied history and the texts', () => {
    let seen: unknown;
    const h = history(3);
    checkedExport((input) => ((seen = input), exportScenario(input)), h, texts, registry());
    expect(seen).toEqual({ start: h.start, states: h.states, choices: h.choices, logs: h.logs, texts });
  });
});

describe('the export worker (export-check.ts serveExportCheck)', () => {
  const g = globalThis as unknown as { self?: unknown };
  const had = g.self;
  afterEach(() => {
    g.self = had;
  });
  /** The worker's answer to one request, with `self` standing in for the worker scope. */
  function ask(write: Parameters<typeof serveExportCheck<GameState, Choice, LogEntry>>[0], request: unknown): ExportFile[] {
    const sent: ExportFile[] = [];
    const scope: { onmessage?: (e: { data: unknown }) => void; postMessage: (a: ExportFile) => void } = { postMessage: (a) => sent.push(a) };
    g.self = scope;
    serveExportCheck(write, coltSuperExpress);
    scope.onmessage?.({ data: request });
    return sent;
  }
  it('answers a request with the checked file', () => {
    const sent = ask(exportScenario, [history(1), texts]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.ok).toBe(true);
  });
  it('a writer that throws is an answer with the problem, never silence', () => {
    const sent = ask(() => {
      throw new Error('boom');
    }, [history(0), texts]);
    expect(sent).toEqual([{ ok: false, problems: ['Error: boom'] }]);
  });
});
