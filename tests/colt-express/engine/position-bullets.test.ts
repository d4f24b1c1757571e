// ENGINE-REQUESTS R1: buildPosition derives bullets left and neutral bullets from every bullet
// card placed (hand, deck, discard, received) when the spec does not give them.
import { describe, expect, it } from 'vitest';
import { buildPosition, checkPosition } from '../../../src/games/colt-express/engine/index.ts';
import { pos } from './helpers.ts';

describe('buildPosition bullet bookkeeping', () => {
  it('counts bullet cards in hands, decks, discards and received', () => {
    const s = pos({
      options: { expert: true },
      bandits: {
        tuco: { car: 1, hand: ['move', 'bullet.doc', 'bullet.doc', 'bullet.neutral'] },
        doc: { car: 2, deck: ['fire', 'bullet.tuco'], discard: ['bullet.neutral'], received: ['tuco', 'neutral'] },
        belle: { car: 3 },
      },
    });
    expect(s.bandits.doc!.bulletsLeft).toBe(4);
    expect(s.bandits.tuco!.bulletsLeft).toBe(4);
    expect(s.neutralBullets).toBe(13 - 3);
    expect(checkPosition(s)).toEqual([]);
  });
  it('a value given in the spec wins (and is checked)', () => {
    const r = buildPosition({ bandits: { tuco: { car: 1, hand: ['bullet.doc'] }, doc: { car: 2, bulletsLeft: 6 }, belle: { car: 3 } }, neutralBullets: 13 });
    expect(!r.ok && r.error.problems?.map((p) => p.code)).toEqual(['bullets-not-conserved']);
  });
});
