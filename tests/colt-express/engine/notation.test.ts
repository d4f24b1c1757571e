import { describe, expect, it } from 'vitest';
import { apply, createGame, makePosition, parsePosition, view } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig, GameState, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { randomPlay } from './helpers.ts';

const statesOf = (seed: number, cfg: Partial<GameConfig>): GameState[] => {
  const g = randomPlay(seed, cfg);
  const c = createGame({ players: 4, ...cfg, seed } as GameConfig);
  if (!c.ok) throw new Error(c.error.message);
  const out = [c.value];
  let s = c.value;
  for (const ch of g.choices) {
    const r = apply(s, ch);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    out.push(s);
  }
  return out;
};

describe('Position notation', () => {
  it.each([
    [1, {}],
    [2, { players: 6, preset: 'revised-advanced' }],
    [3, { players: 3, options: { expert: true, expertDiscardDrawnBullets: true } }],
    [4, { players: 2, options: { mode: 'two-bandits' } }],
    [5, { players: 2, options: { mode: 'team-two-player' } }],
  ] as [number, Partial<GameConfig>][])('round-trips every state of game %i', (seed, cfg) => {
    for (const s of statesOf(seed, cfg)) {
      const t = makePosition(s);
      expect(t).toMatch(/^ce1\.[A-Za-z0-9._~-]+$/);
      const p = parsePosition(t);
      expect(p.ok && p.value).toEqual(s);
      // views round-trip too
      const v = view(s, 0 as Seat);
      const pv = parsePosition(makePosition(v));
      expect(pv.ok && pv.value).toEqual(v);
    }
  });
  it('is compact: < 400 chars for 4 players', () => {
    for (const s of statesOf(7, {})) expect(makePosition(s).length).toBeLessThan(400);
  });
  it.each([
    ['xx1.a', 'prefix'],
    ['ce1.a.b', 'fields'],
    ['ce1 with space', 'text'],
  ])('parse error %s → path %s', (text, path) => {
    const p = parsePosition(text);
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.error.code).toBe('parse');
      expect(p.error.path).toBe(path);
      expect(p.error.message).toContain(path);
    }
  });
  it('names the broken field', () => {
    const s = statesOf(1, {})[10]!;
    const parts = makePosition(s).split('.');
    parts[4] = 'Zi6';
    const p = parsePosition(parts.join('.'));
    expect(!p.ok && p.error.path).toBe('bandits');
    parts[4] = makePosition(s).split('.')[4]!.replace(/^./, 'z');
    const q = parsePosition(parts.join('.'));
    expect(!q.ok && q.error.path).toMatch(/^bandits\./);
  });
});
