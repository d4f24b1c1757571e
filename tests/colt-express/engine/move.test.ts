import { describe, expect, it } from 'vitest';
import { holds, legal, play, pos, rulesOf } from './helpers.ts';
import type { CharacterId, Floor } from '../../../src/games/colt-express/engine/index.ts';

// filler bandits far from the action keep the positions at 3+ players
const base = (car: number, floor: Floor, marshal = 0) =>
  pos({
    carCount: 5,
    marshal,
    bandits: { ghost: { car, floor }, doc: { car: 4, floor: 'roof' }, django: { car: 4, floor: 'roof' } },
    pile: [{ bandit: 'ghost', card: 'move' }],
  });

describe('Move card', () => {
  const rows: [string, number, Floor, number[]][] = [
    // 002 LE CARTE AZIONE › MOVIMENTO: inside, one car forward or back
    ['inside middle car', 2, 'inside', [1, 3]],
    // 002 MOVIMENTO: the locomotive counts as a car (inside it or on it)
    ['inside car 1 may enter the locomotive', 1, 'inside', [0, 2]],
    // 002 MOVIMENTO: from the caboose only forward
    ['inside caboose', 4, 'inside', [3]],
    // 002 MOVIMENTO: on the roof 1 to 3 cars either way
    ['roof car 2', 2, 'roof', [0, 1, 3, 4]],
    ['roof locomotive', 0, 'roof', [1, 2, 3]],
    ['roof caboose', 4, 'roof', [1, 2, 3]],
  ];
  it.each(rows)('%s', (_n, car, floor, to) => {
    const s = base(car, floor, car === 0 ? 4 : 0);
    expect(legal(s)).toEqual(to.map((t) => ({ kind: 'move', to: t })));
  });

  // 002 MOVIMENTO: the bandit cannot stay where he is
  it('must move: staying is excluded', () => {
    const s = base(2, 'inside');
    expect(legal(s).some((c) => c.kind === 'move' && c.to === 2)).toBe(false);
  });

  // 002 LO SCERIFFO: entering the Marshal's car inside → roof + neutral bullet
  it('moving inside into the Marshal car: flees to the roof with a neutral bullet', () => {
    const s = base(2, 'inside', 1);
    const { state, log } = play(s, { kind: 'move', to: 1 });
    expect(state.bandits.ghost).toMatchObject({ car: 1, floor: 'roof' });
    expect(holds(state, 0, 'bullet.neutral')).toBe(1);
    expect(state.neutralBullets).toBe(12);
    expect(rulesOf(log)).toEqual(expect.arrayContaining(['actions.move.inside', 'marshal.flee-to-roof', 'marshal.neutral-bullet']));
  });

  // 002 LO SCERIFFO: on the roof the Marshal does not matter
  it('moving on the roof over the Marshal: nothing happens', () => {
    const s = base(2, 'roof', 1);
    const { state } = play(s, { kind: 'move', to: 1 });
    expect(state.bandits.ghost).toMatchObject({ car: 1, floor: 'roof' });
    expect(state.neutralBullets).toBe(13);
  });

  // 002 MOVIMENTO: the entry names the floor's rule, the bandit, where from and where to
  // (mutation survivor: rule, kind and data of the 'moved' entry)
  it.each([
    ['inside', 2, 3, 'actions.move.inside'],
    ['roof', 2, 0, 'actions.move.roof'],
  ] as const)('the log entry of a move %s', (floor, from, to, rule) => {
    const { log } = play(base(from, floor, 4), { kind: 'move', to });
    expect(log.find((e) => e.kind === 'moved')).toEqual({ rule, kind: 'moved', data: { bandit: 'ghost', from, to, floor } });
  });

  // 002 NOTA IMPORTANTE: nobody leaves the train (no choice beyond the ends)
  it.each([0, 4] as const)('never beyond the ends from car %i', (car) => {
    const s = base(car, 'roof', car === 0 ? 4 : 0);
    for (const c of legal(s)) expect((c as { to: number }).to).toBeGreaterThanOrEqual(0);
    for (const c of legal(s)) expect((c as { to: number }).to).toBeLessThanOrEqual(4);
  });
  void (null as unknown as CharacterId);
});
