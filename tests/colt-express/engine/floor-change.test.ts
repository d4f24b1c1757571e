import { describe, expect, it } from 'vitest';
import { holds, legal, play, pos, rulesOf } from './helpers.ts';
import type { Floor } from '../../../src/games/colt-express/engine/index.ts';

const at = (car: number, floor: Floor, marshal: number) =>
  pos({
    carCount: 4,
    marshal,
    bandits: { belle: { car, floor }, tuco: { car: 3, floor: 'roof' }, doc: { car: 3, floor: 'roof' } },
    pile: [{ bandit: 'belle', card: 'floor' }],
  });

describe('Floor change card', () => {
  const rows: [string, number, Floor, number, Floor, boolean][] = [
    // 002 LE CARTE AZIONE › CAMBIARE PIANO: inside → roof of the same car
    ['inside to roof', 2, 'inside', 0, 'roof', false],
    // 002 CAMBIARE PIANO: roof → inside of the same car
    ['roof to inside', 2, 'roof', 0, 'inside', false],
    // 002 LO SCERIFFO: coming down into the Marshal's car → back on the roof with a bullet (even if just came down)
    ['roof to inside with the Marshal', 2, 'roof', 2, 'roof', true],
  ];
  it.each(rows)('%s', (_n, car, floor, marshal, endFloor, bullet) => {
    const s = at(car, floor, marshal);
    expect(legal(s)).toEqual([{ kind: 'floor' }]);
    const { state, log } = play(s, { kind: 'floor' });
    expect(state.bandits.belle).toMatchObject({ car, floor: endFloor });
    expect(holds(state, 0, 'bullet.neutral')).toBe(bullet ? 1 : 0);
    expect(rulesOf(log)).toContain('actions.floor-change');
    if (bullet) expect(rulesOf(log)).toContain('marshal.flee-to-roof');
    // mutation survivor: the entry names the bandit, his car and the floor he changed to
    expect(log.find((e) => e.rule === 'actions.floor-change')).toEqual({
      rule: 'actions.floor-change',
      kind: 'floor-changed',
      data: { bandit: 'belle', to: car, floor: floor === 'inside' ? 'roof' : 'inside' },
    });
  });
});
