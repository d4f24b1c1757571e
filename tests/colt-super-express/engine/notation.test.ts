// The 'cse1.' notation: round trip, one spelling per state, typed errors with bounded numbers,
// and any text up to 8 KB read or refused quickly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, createGame, makePosition, parsePosition, randomGame, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { GameConfig, GameState, NotationField, NotationProblem, Seat } from '../../../src/games/colt-super-express/engine/index.ts';

function statesOf(seed: number, cfg: Partial<GameConfig>): GameState[] {
  const g = randomGame(seed, cfg);
  if (!g.ok) throw new Error(g.error.message);
  const c = createGame({ players: 4, ...cfg, seed } as GameConfig);
  if (!c.ok) throw new Error(c.error.message);
  const out = [c.value];
  let s = c.value;
  for (const ch of g.value.choices) {
    const r = apply(s, ch);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    out.push(s);
  }
  return out;
}

const configs: [number, Partial<GameConfig>][] = [
  [1, {}],
  [2, { players: 2 }],
  [3, { players: 7, options: { reflex: true, horse: true } }],
  [4, { players: 5, options: { horse: true, shotLanding: 'far-side', lootTie: 'turn-order', finalTie: 'unresolved' } }],
];

describe('round trip', () => {
  it.each(configs)('every state of game %i', (seed, cfg) => {
    for (const s of statesOf(seed, cfg)) {
      const t = makePosition(s);
      expect(t).toMatch(/^cse1\.[A-Za-z0-9_.-]+$/);
      expect(t.length).toBeLessThan(260);
      const p = parsePosition(t);
      if (!p.ok) throw new Error(`${t}: ${p.error.message}`);
      expect(p.value).toEqual(s);
      expect(makePosition(p.value)).toBe(t);
    }
  });

  it('a view is for display: its text is refused as a position to play', () => {
    const s = statesOf(1, {})[3]!;
    const r = parsePosition(makePosition(view(s, 0 as Seat)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.map((p) => p.code)).toContain('hidden-information');
  });
});

describe('typed errors', () => {
  const good = makePosition(statesOf(1, {})[0]!);
  const f = good.split('.');
  const edit = (i: number, v: string): string => f.map((x, k) => (k === i ? v : x)).join('.');
  const rows: [string, string, NotationField, NotationProblem][] = [
    ['another game', good.replace(/^cse1/, 'ce1'), 'prefix', 'prefix'],
    ['a field missing', f.slice(0, 7).join('.'), 'text', 'field-count'],
    ['a character outside the URL set', `${good}?`, 'text', 'bad-character'],
    ['too long', `${good}${'a'.repeat(2000)}`, 'text', 'too-long'],
    ['a seed beyond 32 bits', edit(1, f[1]!.replace(/^[0-9a-z]+/, 'zzzzzzz')), 'config', 'out-of-range'],
    ['a leading zero', edit(1, `0${f[1]!}`), 'config', 'out-of-range'],
    ['an option value that does not exist', edit(1, f[1]!.replace(/-\d/, '-9')), 'config', 'out-of-range'],
    ['an unknown bandit', edit(1, f[1]!.replace(/-([a-z]+)-/, '-zz-')), 'config', 'unknown-code'],
    ['a bandit twice', edit(1, f[1]!.replace(/-([a-z])([a-z]+)-/, (_m, a: string, b: string) => `-${a}${a}${b.slice(1)}-`)), 'config', 'duplicate'],
    ['an rng word beyond 32 bits', edit(2, 'zzzzzzz-0-0-0'), 'rng', 'out-of-range'],
    ['a car that is no car', edit(3, `${f[3]!}_9-`), 'train', 'part-count'],
    ['a facing that is no facing', edit(4, f[4]!.replace(/^[fb]/, 'z')), 'bandits', 'unknown-code'],
    ['an unknown card', edit(5, f[5]!.replace(/^t/, 'z')), 'players', 'unknown-code'],
    ['a round beyond the last', edit(6, `9${f[6]!.slice(1)}`), 'round', 'out-of-range'],
    ['a pending seat beyond the table', edit(7, 'P9'), 'pending', 'out-of-range'],
    ['cards out of order', edit(5, f[5]!.replace(/^tfmx/, 'ftmx')), 'players', 'not-canonical'],
  ];
  it.each(rows)('%s', (_n, text, field, problem) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('parse');
    expect(r.error.notation).toMatchObject({ field, problem });
  });

  it('an impossible position is refused with its problems', () => {
    // tuco stands in two places: the notation reads, checkPosition refuses
    const s = statesOf(1, {})[0]!;
    const id = s.config.bandits[0]!;
    const twice = { ...s, train: s.train.map((c, i) => (i === 0 ? { ...c, roof: [id] } : c)) };
    const r = parsePosition(makePosition(twice));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'position', problems: [{ code: 'bandit-twice' }] });
  });
});

describe('any text', () => {
  const good = makePosition(statesOf(2, { players: 3 })[5]!);
  // the best of three runs: a garbage collection or another process may pause any single one
  const check = (t: string): void => {
    let best = Infinity;
    let r = parsePosition(t);
    for (let i = 0; i < 3 && best >= 50; i++) {
      const t0 = performance.now();
      r = parsePosition(t);
      best = Math.min(best, performance.now() - t0);
    }
    expect(best).toBeLessThan(50);
    if (r.ok) expect(makePosition(r.value)).toBe(t);
  };
  it('up to 8 KB is read or refused in under 50 ms, never thrown', () => {
    fc.assert(fc.property(fc.string({ maxLength: 8192 }), check), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'cse1._-0123456789abcdefmotxrhLPRN'), maxLength: 8192 }), check), { numRuns: 300 });
  });
  it('a valid text with one character changed is read or refused', () => {
    fc.assert(
      fc.property(fc.nat(good.length - 1), fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzLPRN_.-'), (i, ch) => check(good.slice(0, i) + ch + good.slice(i + 1))),
      { numRuns: 500 },
    );
  });
  it.each([null, undefined, 42, {}, []])('%j', (x) => {
    expect(parsePosition(x as never).ok).toBe(false);
    expect(makePosition(x as never)).toBe('');
  });
});
