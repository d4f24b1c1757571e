// Issue 8, defect 5: "never throws" held for apply, createGame, replay and parsePosition, but
// legalChoices, explain, view, score and makePosition threw on a non-state. The public API now
// keeps one promise (README: "One promise"): no public function throws, whatever it is given.
// The table is every exported function × a list of non-states; a function exported later
// without a row here fails the guard test below.
import { describe, expect, it } from 'vitest';
import * as engine from '../../../src/games/colt-express/engine/index.ts';
import { createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../../src/games/colt-express/engine/index.ts';

const g = createGame({ seed: 3, players: 4 });
if (!g.ok) throw new Error(g.error.message);
const real: GameState = g.value;
const choice = legalChoices(real)[0]!;

const truncated = (keep: readonly string[]): unknown => Object.fromEntries(Object.entries(real).filter(([k]) => keep.includes(k)));
const nonStates: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['a string', 'ce1.abc'],
  ['an array', [1, 2, 3]],
  ['a function', () => 1],
  ['an empty object', {}],
  ['config only', truncated(['config'])],
  ['no players', truncated(['config', 'rng', 'cars', 'bandits', 'marshal', 'pending', 'round', 'phase', 'pile', 'box'])],
  ['no cars', truncated(['config', 'rng', 'players', 'bandits', 'marshal', 'pending', 'round', 'phase', 'pile', 'box'])],
  ['pending without its seat', { ...real, pending: { kind: 'plan' } }],
  ['players as an object', { ...real, players: { 0: 1 } }],
  ['a bandit missing', { ...real, bandits: {} }],
  ['config with no options', { ...real, config: { ...real.config, options: null } }],
  ['a frozen empty object', Object.freeze({})],
  ['a proxy that throws on every read', new Proxy({}, { get: () => { throw new Error('trap'); }, has: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } })],
];

/** How each public function is called with a non-state `x`. */
const calls: { readonly [name: string]: (x: unknown) => unknown } = {
  createGame: (x) => engine.createGame(x as never),
  apply: (x) => engine.apply(x as never, choice),
  replay: (x) => engine.replay(x as never, [choice]),
  randomGame: (x) => engine.randomGame(x as never, x as never),
  legalChoices: (x) => engine.legalChoices(x as never),
  isChoiceKind: (x) => engine.isChoiceKind(x as never),
  explain: (x) => engine.explain(x as never),
  view: (x) => engine.view(x as never, 0 as never),
  logFor: (x) => engine.logFor(x as never, 0 as never, x as never),
  makePosition: (x) => engine.makePosition(x as never),
  parsePosition: (x) => engine.parsePosition(x as never),
  buildPosition: (x) => engine.buildPosition(x as never),
  checkPosition: (x) => engine.checkPosition(x as never),
  stateProblem: (x) => engine.stateProblem(x),
  mayTakePunchDrop: (x) => engine.mayTakePunchDrop(x as never, x as never),
  score: (x) => engine.score(x as never),
};

describe('no public function throws on a non-state (issue 8, defect 5)', () => {
  it('every exported function has a row', () => {
    const functions = Object.entries(engine).filter(([, v]) => typeof v === 'function').map(([k]) => k).sort();
    expect(functions).toEqual(Object.keys(calls).sort());
  });
  for (const [fn, call] of Object.entries(calls)) {
    it.each(nonStates)(`${fn}(%s) does not throw`, (_name, x) => {
      expect(() => call(x)).not.toThrow();
    });
  }
  it('non-states get the neutral answer', () => {
    for (const [, x] of nonStates) {
      expect(engine.legalChoices(x as never)).toEqual([]);
      expect(engine.explain(x as never)).toEqual({ legal: [], excluded: [] });
      expect(engine.makePosition(x as never)).toBe('');
      expect(engine.score(x as never)).toMatchObject({ players: [], winners: [] });
      // mutation survivor (view.ts 20:9): a non-state is handed back as it is, not viewed
      expect(engine.view(x as never, 0 as never)).toBe(x);
      const a = engine.apply(x as never, choice);
      expect(a.ok).toBe(false);
      if (!a.ok) expect(a.error.code).toBe('bad-state');
      expect(engine.stateProblem(x)?.code).toBe('bad-state');
      expect(engine.checkPosition(x as never).map((p) => p.code)).toEqual(['malformed']);
    }
  });
  it('a real state is not refused', () => {
    expect(engine.stateProblem(real)).toBeNull();
    expect(engine.makePosition(real)).toMatch(/^ce1\./);
    expect(engine.explain(real).legal.length).toBeGreaterThan(0);
  });
});
