import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  checkPosition,
  createGame,
  legalChoices,
  makePosition,
  parsePosition,
  replay,
} from '../../../src/games/colt-express/engine/index.ts';
import type { Choice, GameConfig, GameState } from '../../../src/games/colt-express/engine/index.ts';
import { randomPlay } from './helpers.ts';

const configs: [string, Partial<GameConfig>][] = [
  ['3p', { players: 3 }],
  ['4p', { players: 4 }],
  ['5p', { players: 5, preset: 'revised-advanced' }],
  ['6p', { players: 6 }],
  ['4p revised', { players: 4, preset: 'revised' }],
  ['4p expert', { players: 4, options: { expert: true } }],
  ['3p expert ro', { players: 3, options: { expert: true, expertDiscardDrawnBullets: true, expertKeep: 'any' } }],
  ['team 2p', { players: 2, options: { mode: 'team-two-player' } }],
  ['two-bandits 2p', { players: 2, options: { mode: 'two-bandits' } }],
  ['two-bandits 3p', { players: 3, options: { mode: 'two-bandits', expert: true } }],
];

const sameish = (a: Choice, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function walk(seed: number, cfg: Partial<GameConfig>, each: (s: GameState, c: Choice) => void): GameState {
  const g = randomPlay(seed, cfg);
  const c0 = createGame({ players: 4, ...cfg, seed } as GameConfig);
  if (!c0.ok) throw new Error(c0.error.message);
  let s = c0.value;
  for (const c of g.choices) {
    each(s, c);
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  expect(s.phase).toBe('game-over');
  return s;
}

describe.each(configs)('random games: %s', (_name, cfg) => {
  it('conservation, train, Marshal, legality and notation hold at every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const end = walk(seed, cfg, (s) => {
          // loot, cards and bullets conserved; nobody inside with the Marshal; everybody on the train
          expect(checkPosition(s)).toEqual([]);
          const p = parsePosition(makePosition(s));
          expect(p.ok && p.value).toEqual(s);
          const legal = legalChoices(s);
          expect(new Set(legal.map((c) => JSON.stringify(c))).size).toBe(legal.length);
        });
        expect(checkPosition(end)).toEqual([]);
        expect(legalChoices(end)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });

  it('every legal choice applies; random other inputs are rejected', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constantFrom('move', 'marshal'), to: fc.integer({ min: -1, max: 8 }) }),
            fc.record({ kind: fc.constant('fire'), target: fc.constantFrom(null, 'ghost', 'belle', 'doc', 'tuco', 'django', 'cheyenne', 'zorro') }),
            fc.record({ kind: fc.constant('play'), card: fc.constantFrom('move', 'fire', 'rob', 'punch', 'floor', 'marshal') }),
            fc.record({ kind: fc.constantFrom('draw', 'pass', 'floor', 'event', 'keep-done', 'no-cover') }),
            fc.record({ kind: fc.constant('punch'), target: fc.constantFrom(null, 'ghost', 'doc'), drop: fc.constantFrom(null, 'purse'), push: fc.constantFrom(null, 1, 2) }),
            fc.anything(),
          ),
          { minLength: 5, maxLength: 5 },
        ),
        (seed, randoms) => {
          let k = 0;
          walk(seed, cfg, (s) => {
            const legal = legalChoices(s);
            if (k++ % 7 === 0) for (const c of legal) expect(apply(s, c).ok).toBe(true);
            for (const x of randoms) {
              const r = apply(s, x);
              expect(r.ok).toBe(legal.some((c) => sameish(c, x)));
            }
          });
        },
      ),
      { numRuns: 3 },
    );
  });

  it('replay is bit-identical', () => {
    for (const seed of [1, 2]) {
      const g = randomPlay(seed, cfg);
      const r = replay({ players: 4, ...cfg, seed } as GameConfig, g.choices);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(g.state));
        const r2 = replay({ players: 4, ...cfg, seed } as GameConfig, g.choices);
        expect(r2.ok && JSON.stringify(r2.value)).toBe(JSON.stringify(r.value));
      }
    }
  });
});
