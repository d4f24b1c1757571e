import { describe, expect, it } from 'vitest';
import type { BanditSpec, CharacterId } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos, rulesOf } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
const shoot = (bandits: Bs, target: CharacterId, marshal = 0) =>
  play(pos({ carCount: 5, marshal, bandits, pile: [{ bandit: 'django', card: 'fire' }] }), { kind: 'fire', target });

describe('Django', () => {
  const rows: [string, Bs, number, number, string][] = [
    // 002 I BANDITI › DJANGO: the target moves one car further in the direction of the shot
    ['inside, pushed towards the caboose', { django: { car: 2 }, doc: { car: 3 }, ghost: { car: 0, floor: 'roof' } }, 4, 4, 'characters.django'],
    ['inside, pushed towards the locomotive', { django: { car: 3 }, doc: { car: 2 }, ghost: { car: 0, floor: 'roof' } }, 4, 1, 'characters.django'],
    // 002 NOTA IMPORTANTE: nobody leaves the train: at the end he stays
    ['roof, target on the caboose roof stays', { django: { car: 1, floor: 'roof' }, doc: { car: 4, floor: 'roof' }, ghost: { car: 0 } }, 2, 4, 'train.never-leave'],
    ['roof, target on the locomotive roof stays', { django: { car: 3, floor: 'roof' }, doc: { car: 0, floor: 'roof' }, ghost: { car: 4 } }, 2, 0, 'train.never-leave'],
  ];
  it.each(rows)('%s', (_n, bandits, marshal, endCar, rule) => {
    const { state, log } = shoot(bandits, 'doc', marshal);
    expect(state.bandits.doc!.car).toBe(endCar);
    expect(rulesOf(log)).toContain(rule);
  });
  // mutation survivor: the log entry of the push (or of the stay at the end of the train) names who, from where, to where
  const logRows: [string, Bs, number, unknown][] = [
    // 002 I BANDITI › DJANGO
    ['pushed one car away', { django: { car: 2 }, doc: { car: 3 }, ghost: { car: 0, floor: 'roof' } }, 0,
      { rule: 'characters.django', kind: 'pushed', data: { bandit: 'django', target: 'doc', from: 3, to: 4, floor: 'inside' } }],
    // 002 NOTA IMPORTANTE: nobody leaves the train
    ['stays on the locomotive roof', { django: { car: 3, floor: 'roof' }, doc: { car: 0, floor: 'roof' }, ghost: { car: 4 } }, 2,
      { rule: 'train.never-leave', kind: 'stayed', data: { bandit: 'doc', from: 0, to: 0, floor: 'roof' } }],
  ];
  it.each(logRows)('log: %s', (_n, bandits, marshal, entry) => {
    expect(shoot(bandits, 'doc', marshal).log).toContainEqual(entry);
  });
  // 002 LO SCERIFFO: pushed inside into the Marshal's car
  it('pushed into the Marshal car: flees to the roof with a bullet', () => {
    const { state, log } = shoot({ django: { car: 1 }, doc: { car: 2 }, ghost: { car: 4, floor: 'roof' } }, 'doc', 3);
    expect(state.bandits.doc).toMatchObject({ car: 3, floor: 'roof' });
    expect(rulesOf(log)).toContain('marshal.neutral-bullet');
  });
});
