// Every public function of the engine keeps one promise: it never throws, whatever it is given
// (README "Conventions"). Results come back as errors; plain answers come back empty.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as engine from '../../../src/games/colt-super-express/engine/index.ts';

// The closed list of error codes: the engine's own (engine/codes.ts), not a copy of it.
const CODES: readonly string[] = engine.ERROR_CODES;

/** A Result: `{ ok: true, value }`, or `{ ok: false, error }` whose code is in the closed list and whose message says something. */
function expectResult(r: unknown, where: string): void {
  expect(r, where).toBeTypeOf('object');
  const x = r as { ok: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (x.ok === true) {
    expect(Object.keys(x).sort(), where).toEqual(['ok', 'value']);
    return;
  }
  expect(x.ok, where).toBe(false);
  expect(Object.keys(x).sort(), where).toEqual(['error', 'ok']);
  expect(CODES, `${where}: ${String(x.error?.code)}`).toContain(x.error?.code);
  expect(x.error?.message, where).toBeTypeOf('string');
  expect((x.error!.message as string).length, where).toBeGreaterThan(5);
}

/** The same, and it must be an error. */
function expectError(r: unknown, where: string): void {
  expectResult(r, where);
  expect((r as { ok: boolean }).ok, where).toBe(false);
}

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
    // and the answers are typed errors or empty answers
    for (const [name, r] of [
      ['createGame', engine.createGame(x)],
      ['apply', engine.apply(x, x)],
      ['replay', engine.replay(x, x)],
      ['parsePosition', engine.parsePosition(x)],
      ['buildPosition', engine.buildPosition(x)],
    ] as const)
      expectError(r, name);
    expectResult(engine.randomGame(1, x), 'randomGame');
    expect(engine.makePosition(x)).toBe('');
    expect(engine.score(x).over).toBe(false);
  });
  it('on random values', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const g = engine.createGame(a as never);
        expectResult(g, 'createGame');
        // 004 Förberedelser needs a seed: without a finite number seed there is no game
        const seed = typeof a === 'object' && a !== null ? (a as { seed?: unknown }).seed : undefined;
        if (typeof seed !== 'number' || !Number.isFinite(seed)) expect(!g.ok && g.error.code).toBe('bad-config');
        expectError(engine.apply(a as never, b), 'apply');
        expectError(engine.buildPosition(a as never), 'buildPosition');
        expectError(engine.parsePosition(a as never), 'parsePosition');
        expectError(engine.replay(a as never, b as never), 'replay');
        expect(engine.score(a as never).over).toBe(false);
        const e = engine.explain(a as never);
        expect(e.legal).toEqual([]);
        expect(Array.isArray(engine.checkPosition(a as never))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
