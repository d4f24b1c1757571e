import { describe, expect, it } from 'vitest';
import { score } from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId, Options } from '../../../src/games/colt-express/engine/index.ts';
import { pos } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
const sc = (bandits: Bs, options: Partial<Options> = {}) => score(pos({ carCount: 4, options, bandits }));

describe('Scoring', () => {
  // 002 FINE DELLA PARTITA: loot total + Gunslinger $1000 to whoever fired most (ties all get it)
  it('loot and Gunslinger', () => {
    const r = sc({
      ghost: { car: 1, loot: [250, 'jewel'], bulletsLeft: 4 },
      doc: { car: 2, loot: ['strongbox'], bulletsLeft: 5, received: ['ghost'] },
      tuco: { car: 3, loot: [300], received: ['ghost', 'doc'] },
    });
    expect(r.players.map((p) => [p.loot, p.gunslinger, p.total, p.bulletsReceived])).toEqual([
      [750, 1000, 1750, 0],
      [1000, 0, 1000, 1],
      [300, 0, 300, 2],
    ]);
    expect(r.winners).toEqual([0]);
    expect(r.decidedBy).toEqual(['end.loot-total', 'end.gunslinger', 'end.winner']);
  });
  // 002 FINE DELLA PARTITA: Gunslinger ties → every tied player gets it
  it('Gunslinger tie: both get $1000', () => {
    const r = sc({
      ghost: { car: 1, bulletsLeft: 5 },
      doc: { car: 2, bulletsLeft: 5, received: ['ghost'] },
      tuco: { car: 3, received: ['doc'] },
    });
    expect(r.players.map((p) => p.gunslinger)).toEqual([1000, 1000, 0]);
  });
  // books silent on zero shots: no bonus (our reading)
  it('nobody fired: no Gunslinger', () => {
    const r = sc({ ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 3 } });
    expect(r.players.every((p) => p.gunslinger === 0)).toBe(true);
  });
  // 002 FINE DELLA PARTITA: tie → fewest bullet cards received
  it('tie broken by bullets received', () => {
    const r = sc({ ghost: { car: 1, loot: [500] }, doc: { car: 2, loot: [500], received: ['neutral'] }, tuco: { car: 3 } });
    expect(r.winners).toEqual([0]);
    expect(r.tie).toBe('broken-by-bullets');
  });
  // 000 (shared) vs 002 (book silent)
  it.each([
    ['shared', 'shared'],
    ['unresolved', 'unresolved'],
  ] as const)('still tied: %s', (finalTie, tie) => {
    const r = sc({ ghost: { car: 1, loot: [500] }, doc: { car: 2, loot: [500] }, tuco: { car: 3 } }, { finalTie });
    expect(r.winners).toEqual([0, 1]);
    expect(r.tie).toBe(tie);
    if (tie === 'unresolved') expect(r.note).toBeTruthy();
  });
  // 000 vs 001: Gunslinger with two bandits per player
  it.each([
    ['per-bandit', [1000, 0]],
    ['player-total-own-colour-penalty', [0, 1000]],
  ] as const)('two bandits, %s', (twoBanditGunslinger, gun) => {
    const r = score(
      pos({
        options: { mode: 'two-bandits', twoBanditGunslinger },
        teams: [['ghost', 'tuco'], ['doc', 'django']],
        carCount: 4,
        bandits: {
          ghost: { car: 1, bulletsLeft: 2, received: ['doc', 'doc', 'doc'] },
          tuco: { car: 1, received: ['django', 'django', 'django'] },
          doc: { car: 2, bulletsLeft: 3, received: ['ghost', 'ghost', 'ghost', 'ghost'] },
          django: { car: 3, bulletsLeft: 3 },
        },
      }),
    );
    // 000: Ghost alone fired most (4) → seat 0; 001: seat totals 4 vs 6, no own-colour cards → seat 1
    expect(r.players.map((p) => p.gunslinger)).toEqual(gun);
  });
});
