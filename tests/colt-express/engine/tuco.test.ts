import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId } from '../../../src/games/colt-express/engine/index.ts';
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
