// Every public function of the engine keeps one promise: it never throws, whatever it is given
// (README "Conventions"). Results come back as errors; plain answers come back empty.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as engine from '../../../src/games/colt-super-express/engine/index.ts';

const junk = [null, undefined, 0, -1, NaN, 'cse1', '', {}, [], { pending: {} }, { config: {}, players: [{}], train: [{}], pending: { kind: 'reveal', seat: 0 } }, () => 1];

describe('never throws', () => {
  it.each(junk.map((j) => [String(j), j] as const))('on %s', (_n, j) => {
    const x = j as never;
    expect(() => engine.createGame(x)).not.toThrow();
    expect(() => engine.apply(x, x)).not.toThrow();
    expect(() => engine.legalChoices(x)).not.toThrow();
    expect(() => engine.explain(x)).not.toThrow();
    expect(() => engine.view(x, 0 as engine.Seat)).not.toThrow();
    expect(() => engine.logFor(x, 0 as engine.Seat, x)).not.toThrow();
    expect(() => engine.replay(x, x)).not.toThrow();
    expect(() => engine.randomGame(1, x)).not.toThrow();
    expect(() => engine.makePosition(x)).not.toThrow();
    expect(() => engine.parsePosition(x)).not.toThrow();
    expect(() => engine.buildPosition(x)).not.toThrow();
    expect(() => engine.checkPosition(x)).not.toThrow();
    expect(() => engine.score(x)).not.toThrow();
  });
  it('on random values', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(engine.createGame(a as never).ok === false || typeof a === 'object').toBe(true);
        expect(engine.apply(a as never, b).ok).toBe(false);
        expect(engine.buildPosition(a as never).ok).toBe(false);
        engine.explain(a as never);
        engine.score(a as never);
        engine.checkPosition(a as never);
      }),
      { numRuns: 500 },
    );
  });
});
