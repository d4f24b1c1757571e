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
  const twoBandits = (twoBanditGunslinger: Options['twoBanditGunslinger'], bandits: Bs) =>
    score(pos({ options: { mode: 'two-bandits', twoBanditGunslinger }, teams: [['ghost', 'tuco'], ['doc', 'django']], carCount: 4, bandits }));
  // 001 two bandits: only bullet cards of the player's own colours count against it; Marshal (neutral)
  // and rival bullets do not (mutation survivor: the own-colour filter). bulletsFired stays the real
  // count, not the reduced one (mutation survivor: the count array must be a copy).
  it('two bandits, player total: only own-colour bullets are taken off', () => {
    const r = twoBandits('player-total-own-colour-penalty', {
      ghost: { car: 1, bulletsLeft: 2, received: ['neutral', 'neutral', 'doc', 'doc'] },
      tuco: { car: 1, received: ['ghost'] },
      doc: { car: 2, bulletsLeft: 4, received: ['ghost', 'ghost', 'ghost'] },
      django: { car: 3 },
    });
    // seat 0: 4 fired − 1 own-colour card (Ghost's, held by Tuco) = 3; seat 1: 2 fired − 0 = 2
    expect(r.players.map((p) => p.gunslinger)).toEqual([1000, 0]);
    expect(r.players.map((p) => p.bulletsFired)).toEqual([4, 2]);
    expect(r.players.map((p) => p.bulletsReceived)).toEqual([5, 3]);
    expect(r.decidedBy).toEqual(['end.loot-total', 'variants.two-bandits.gunslinger', 'end.gunslinger', 'end.winner']);
  });
  // 000 two bandits, per bandit: nobody fired → no bonus (our reading, as with one bandit), and the
  // log names the variant rule (mutation survivors: the max > 0 guard, the rule id)
  it('two bandits, per bandit: nobody fired → no Gunslinger', () => {
    const r = twoBandits('per-bandit', { ghost: { car: 1 }, tuco: { car: 1 }, doc: { car: 2 }, django: { car: 3 } });
    expect(r.players.map((p) => p.gunslinger)).toEqual([0, 0]);
    expect(r.decidedBy).toEqual(['end.loot-total', 'variants.two-bandits.gunslinger', 'end.winner', 'end.tie-break', 'options.final-tie']);
  });
  // 002 FINE DELLA PARTITA: every player left with $0 is tied at $0 (loot can all be punched away):
  // the tie-break runs, nobody is dropped (mutation survivor: the starting best total)
  it('all at $0: all tied, tie-break then finalTie', () => {
    const r = sc({ ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 3 } }, { finalTie: 'shared' });
    expect(r.winners).toEqual([0, 1, 2]);
    expect(r.tie).toBe('shared');
    expect(r.decidedBy).toEqual(['end.loot-total', 'end.gunslinger', 'end.winner', 'end.tie-break', 'options.final-tie']);
  });
  // House rule (plain JSON state): a score without a note has no `note` key at all, not an undefined
  // one (mutation survivor: the note is added only when there is one)
  it.each([
    ['clear winner', { ghost: { car: 1, loot: [500] }, doc: { car: 2 }, tuco: { car: 3 } }],
    ['tie broken by bullets', { ghost: { car: 1, loot: [500] }, doc: { car: 2, loot: [500], received: ['neutral'] }, tuco: { car: 3 } }],
  ] as const)('no note key: %s', (_, bandits) => {
    expect(Object.keys(sc(bandits as Bs))).not.toContain('note');
  });
  // Never throws (issue 8): a seat naming a bandit the state lacks is scored on its other bandits
  // (mutation survivors: the missing-bandit guards in the loot and per-bandit Gunslinger loops)
  it('seat naming a missing bandit: scored on the others', () => {
    const s = pos({
      options: { mode: 'two-bandits', twoBanditGunslinger: 'per-bandit' },
      teams: [['ghost', 'tuco'], ['doc', 'django']],
      carCount: 4,
      bandits: { ghost: { car: 1, loot: [300] }, tuco: { car: 1 }, doc: { car: 2, bulletsLeft: 5 }, django: { car: 3, received: ['doc'] } },
    });
    const seats = [['nobody', ...s.config.seats[0]!], s.config.seats[1]!] as unknown as typeof s.config.seats;
    const r = score({ ...s, config: { ...s.config, seats } });
    expect(r.players.map((p) => [p.loot, p.gunslinger])).toEqual([
      [300, 0],
      [0, 1000],
    ]);
  });
});
