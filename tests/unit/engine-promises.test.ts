// Both engines keep the same promises (issue 21, "Both engines satisfy one Engine type"; engine
// READMEs, "Conventions"; src/games/shared/engine.ts): no entry point throws, whatever it is given,
// and every refusal is a typed `{ code, message }` whose code is one of that engine's ERROR_CODES.
// The table is every game's `engine` object × every entry point × a list of junk inputs.
import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/games/shared/engine.ts';
import { engine as ce } from '../../src/games/colt-express/engine/index.ts';
import { engine as cse } from '../../src/games/colt-super-express/engine/index.ts';

// one row per game (src/games/<game>/engine/index.ts exports `engine`)
const ENGINES: readonly [game: string, engine: AnyEngine][] = [
  ['colt-express', ce],
  ['colt-super-express', cse],
];

/** A real state of each game, used as junk for the other (a state of the wrong game). */
const realState = (e: AnyEngine): unknown => {
  const g = e.createGame({ seed: 7, players: 3 });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};
const states = new Map(ENGINES.map(([game, e]) => [game, realState(e)]));
const otherState = (game: string): unknown => [...states].find(([g]) => g !== game)![1];

const trap = (): never => {
  throw new Error('trap');
};
// junk inputs; each row names what it stands for (the bugs of issue 8, defect 5, and their like)
const junk = (game: string): [string, unknown][] => [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['NaN', NaN],
  ['a string', 'ce1.cse1.abc'],
  ['an empty string', ''],
  ['an array', [1, 2, 3]],
  ['a function', () => 1],
  ['an empty object', {}],
  ['a frozen empty object', Object.freeze({})],
  ['a pending with no seat', { config: {}, players: [{}], pending: { kind: 'plan' } }],
  ['a state of the other game', otherState(game)],
  ['a state with players as an object', { ...(states.get(game) as object), players: { 0: 1 } }],
  ['a proxy that throws on every read', new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap })],
];

/** How each entry point of the Engine type is called with a junk `x`; `result`: it returns a Result. */
const CALLS: { readonly [K in keyof AnyEngine]?: { readonly call: (e: AnyEngine, x: never) => unknown; readonly result: boolean } } = {
  createGame: { call: (e, x) => e.createGame(x), result: true },
  legalChoices: { call: (e, x) => e.legalChoices(x), result: false },
  apply: { call: (e, x) => e.apply(x, x), result: true },
  explain: { call: (e, x) => e.explain(x), result: false },
  view: { call: (e, x) => e.view(x, 0), result: false },
  logFor: { call: (e, x) => e.logFor(x, 0, x), result: false },
  score: { call: (e, x) => e.score(x), result: false },
  replay: { call: (e, x) => e.replay(x, x), result: true },
  makePosition: { call: (e, x) => e.makePosition(x), result: false },
  parsePosition: { call: (e, x) => e.parsePosition(x), result: true },
  buildPosition: { call: (e, x) => e.buildPosition(x), result: true },
  checkPosition: { call: (e, x) => e.checkPosition(x), result: false },
  randomGame: { call: (e, x) => e.randomGame(1, x), result: true },
};
// Result entry points that must refuse every junk input (randomGame may play a game from a junk
// config; buildPosition may read a whole state of its own game as a spec: its bandits and train)
const MUST_REFUSE = new Set(['createGame', 'apply', 'replay', 'parsePosition', 'buildPosition']);
const MAY_BUILD = 'a state with players as an object';

/** A Result: `{ ok: true, value }`, or `{ ok: false, error }` with a code of `codes` and an English message. */
function expectTyped(r: unknown, codes: readonly string[], where: string): void {
  expect(r, where).toBeTypeOf('object');
  const x = r as { ok: unknown; error?: { code?: unknown; message?: unknown } };
  expect(typeof x.ok, where).toBe('boolean');
  if (x.ok === true) return;
  expect(codes, `${where}: code ${String(x.error?.code)}`).toContain(x.error?.code);
  expect(x.error?.message, where).toBeTypeOf('string');
  expect(String(x.error?.message).length, where).toBeGreaterThan(5);
}

describe('every engine offers the same entry points (src/games/shared/engine.ts)', () => {
  it('the engine objects have the same keys, and every key has a row here', () => {
    const keys = ENGINES.map(([, e]) => Object.keys(e).sort());
    expect(keys[1]).toEqual(keys[0]);
    const functions = Object.entries(ce).filter(([, v]) => typeof v === 'function').map(([k]) => k).sort();
    expect(functions).toEqual(Object.keys(CALLS).sort());
  });
  it.each(ENGINES)('%s: its closed lists are lists of distinct codes', (_game, e) => {
    for (const list of [e.ERROR_CODES, e.PROBLEM_CODES, e.WHY_CODES]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(e.ERROR_CODES).toContain('internal');
  });
});

describe.each(ENGINES)('%s: no entry point throws on junk, refusals are typed (issue 8, defect 5)', (game, e) => {
  const rows = junk(game).flatMap(([what, x]) => Object.entries(CALLS).map(([fn, c]) => [fn, what, x, c!] as const));
  it.each(rows)('%s(%s)', (fn, what, x, c) => {
    let r: unknown;
    expect(() => (r = c.call(e, x as never))).not.toThrow();
    if (c.result) {
      expectTyped(r, e.ERROR_CODES, fn);
      if (MUST_REFUSE.has(fn) && !(fn === 'buildPosition' && what === MAY_BUILD)) expect((r as { ok: boolean }).ok, fn).toBe(false);
    }
  });
  it.each(junk(game))('plain answers to %s are empty or name a closed problem', (_what, x) => {
    expect(e.legalChoices(x as never)).toEqual([]);
    expect(e.explain(x as never).legal).toEqual([]);
    expect(e.makePosition(x as never)).toBe('');
    expect(e.score(x as never).winners).toEqual([]);
    const problems = e.checkPosition(x as never);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(e.PROBLEM_CODES).toContain(p.code);
  });
  it('a real game: every exclusion has a closed why, a junk choice a closed error code', () => {
    const g = e.randomGame(11);
    if (!g.ok) throw new Error(g.error.message);
    const c = e.createGame(g.value.state.config as never);
    expect(c.ok).toBe(true);
    const r = e.replay({ seed: 11, players: 4 } as never, g.value.choices);
    if (!r.ok) throw new Error(r.error.message);
    let whys = 0;
    let state = (c.ok ? c.value : null) as unknown;
    for (const choice of g.value.choices.slice(0, 60)) {
      for (const x of e.explain(state as never).excluded) {
        expect(e.WHY_CODES).toContain(x.why);
        whys++;
      }
      expectTyped(e.apply(state as never, { kind: 'no-such-choice' }), e.ERROR_CODES, 'apply');
      const next = e.apply(state as never, choice);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    expect(whys).toBeGreaterThan(0);
  });
});
