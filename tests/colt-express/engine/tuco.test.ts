import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId } from '../../../src/games/colt-express/engine/index.ts';
import { TUCO } from '../../../src/games/colt-express/engine/characters/tuco.ts';
import { pos } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
const targets = (shooter: CharacterId, bandits: Bs) =>
  legalChoices(pos({ carCount: 5, bandits, pile: [{ bandit: shooter, card: 'fire' }] }))
    .map((c) => (c as { target: string | null }).target)
    .sort();

describe('Tuco', () => {
  const rows: [string, CharacterId, Bs, (string | null)[]][] = [
    // 002 I BANDITI › TUCO: shoots through the roof of his own car (inside → roof)
    ['inside: hits the roof of his car', 'tuco', { tuco: { car: 2 }, ghost: { car: 2, floor: 'roof' }, doc: { car: 4 } }, ['ghost']],
    // 002 TUCO: and from the roof downwards
    ['roof: hits inside his car', 'tuco', { tuco: { car: 2, floor: 'roof' }, ghost: { car: 2 }, doc: { car: 4 } }, ['ghost', 'doc'].slice(0, 1)],
    // 002 TUCO: plus his normal targets
    ['roof: own car inside + line of sight', 'tuco', { tuco: { car: 2, floor: 'roof' }, ghost: { car: 2 }, doc: { car: 4, floor: 'roof' } }, ['doc', 'ghost']],
    // 002 FUOCO: the same position is still excluded for Tuco
    ['same position still excluded', 'tuco', { tuco: { car: 2 }, ghost: { car: 2 }, doc: { car: 4 } }, [null]],
    // 002 TUCO: others cannot shoot through the roof
    ['Doc cannot', 'doc', { doc: { car: 2 }, ghost: { car: 2, floor: 'roof' }, tuco: { car: 4 } }, [null]],
  ];
  it.each(rows)('%s', (_n, shooter, bandits, expected) => {
    expect(targets(shooter, bandits)).toEqual([...expected].sort());
  });
});

describe('Tuco: extraFireTarget is true only for a bandit in his car on the other floor (hook contract)', () => {
  const rows: [string, BanditSpec, boolean][] = [
    // 002 I BANDITI › TUCO: through the roof of his own car, inside → roof
    ['his car, on the roof above him', { car: 2, floor: 'roof' }, true],
    // hook contract: another car, other floor: the roof of his car only (pins `o.car === me.car`)
    ['the next car, on the roof', { car: 3, floor: 'roof' }, false],
    // hook contract: his car, his floor: the same position, no shot through the roof (pins `o.floor !== me.floor`)
    ['his car, inside with him', { car: 2 }, false],
    // hook contract: another car, his floor: a normal target or none, never his ability's
    ['the next car, inside', { car: 3 }, false],
  ];
  it.each(rows)('%s', (_n, ghost, expected) => {
    const s = pos({ carCount: 5, bandits: { tuco: { car: 2 }, ghost, doc: { car: 4 } } });
    expect(TUCO.extraFireTarget!(s, 'tuco', 'ghost')).toBe(expected);
  });
  // 002 TUCO: from the roof downwards too
  it('his car, inside below him on the roof', () => {
    const s = pos({ carCount: 5, bandits: { tuco: { car: 2, floor: 'roof' }, ghost: { car: 2 }, doc: { car: 4 } } });
    expect(TUCO.extraFireTarget!(s, 'tuco', 'ghost')).toBe(true);
  });
});
