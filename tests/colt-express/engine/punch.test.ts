import { describe, expect, it } from 'vitest';
import { explain, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos, rulesOf } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
const punch = (puncher: CharacterId, bandits: Bs, marshal = 0) =>
  pos({ carCount: 4, marshal, bandits, pile: [{ bandit: puncher, card: 'punch' }] });

describe('Punch card', () => {
  // 002 PUGNO: target at the same car and floor; drop a token kind; push to an adjacent car
  it('choices: kinds held × adjacent cars', () => {
    const s = punch('doc', { doc: { car: 2 }, ghost: { car: 2, loot: [250, 'jewel'] }, tuco: { car: 3 } });
    expect(legalChoices(s)).toEqual([
      { kind: 'punch', target: 'ghost', drop: 'jewel', push: 1 },
      { kind: 'punch', target: 'ghost', drop: 'jewel', push: 3 },
      { kind: 'punch', target: 'ghost', drop: 'purse', push: 1 },
      { kind: 'punch', target: 'ghost', drop: 'purse', push: 3 },
    ]);
  });
  const pushRows: [string, number, number[]][] = [
    // 002 PUGNO: only backwards from the locomotive, only forwards from the caboose
    ['from the locomotive only back', 0, [1]],
    ['from the caboose only forward', 3, [2]],
    ['middle car both ways', 1, [0, 2]],
  ];
  it.each(pushRows)('%s', (_n, car, pushes) => {
    const s = punch('doc', { doc: { car, floor: 'roof' }, ghost: { car, floor: 'roof' }, tuco: { car: 3 === car ? 0 : 3, floor: 'roof' } }, 2);
    expect(legalChoices(s).map((c) => (c.kind === 'punch' ? c.push : -1))).toEqual(pushes);
  });
  // 002 PUGNO: no loot → nothing drops, the push still happens
  it('target without loot: push only', () => {
    const s = punch('doc', { doc: { car: 2 }, ghost: { car: 2 }, tuco: { car: 3 } });
    const { state, log } = play(s, { kind: 'punch', target: 'ghost', drop: null, push: 1 });
    expect(state.bandits.ghost!.car).toBe(1);
    expect(rulesOf(log)).toEqual(['actions.punch.push-direction']);
  });
  // 002 PUGNO: the token falls where the target stood
  it('dropped loot lands on the floor of the punch', () => {
    const s = punch('doc', { doc: { car: 2, floor: 'roof' }, ghost: { car: 2, floor: 'roof', loot: ['jewel'] }, tuco: { car: 3 } });
    const { state, log } = play(s, { kind: 'punch', target: 'ghost', drop: 'jewel', push: 3 });
    expect(state.cars[2]!.roof).toEqual([{ kind: 'jewel' }]);
    expect(state.bandits.ghost).toMatchObject({ car: 3, floor: 'roof', loot: [] });
    expect(rulesOf(log)).toEqual(['actions.punch.drop-loot', 'actions.punch.push-direction']);
  });
  // 002 LO SCERIFFO: pushed inside into the Marshal's car → roof + bullet
  it('pushed into the Marshal car', () => {
    const s = punch('doc', { doc: { car: 2 }, ghost: { car: 2 }, tuco: { car: 3 } }, 1);
    const { state, log } = play(s, { kind: 'punch', target: 'ghost', drop: null, push: 1 });
    expect(state.bandits.ghost).toMatchObject({ car: 1, floor: 'roof' });
    expect(rulesOf(log)).toContain('marshal.neutral-bullet');
  });
  // 002 PUGNO: nobody there → no effect
  it('nobody to punch', () => {
    const s = punch('doc', { doc: { car: 2 }, ghost: { car: 1 }, tuco: { car: 3 } });
    expect(legalChoices(s)).toEqual([{ kind: 'punch', target: null, drop: null, push: null }]);
    expect(explain(s).excluded.map((e) => e.rule)).toEqual(['actions.punch.same-position', 'actions.punch.same-position']);
    const { state, log } = play(s, { kind: 'punch', target: null, drop: null, push: null });
    expect(log.filter((e) => e.rule.startsWith('actions.punch.'))).toEqual([{ rule: 'actions.punch.no-target', kind: 'no-effect', data: { bandit: 'doc' } }]);
    expect(state.bandits.ghost).toMatchObject({ car: 1, floor: 'inside' });
  });
  // 002 PUGNO: the puncher chooses the kind of loot that falls (a mutant that dropped the first
  // token held survived the suite: issue 21's mutation run; a bandit's loot is kept strongbox
  // first, so the jewel is named); the log says who, what, from where to where
  it('the kind named falls, not the first token held', () => {
    const s = punch('doc', { doc: { car: 2 }, ghost: { car: 2, loot: ['jewel', 'strongbox'] }, tuco: { car: 3 } });
    expect(s.bandits.ghost!.loot[0]).toEqual({ kind: 'strongbox' });
    const { state, log } = play(s, { kind: 'punch', target: 'ghost', drop: 'jewel', push: 1 });
    expect(state.cars[2]!.inside).toEqual([{ kind: 'jewel' }]);
    expect(state.bandits.ghost).toMatchObject({ car: 1, floor: 'inside', loot: [{ kind: 'strongbox' }] });
    expect(log.filter((e) => e.rule.startsWith('actions.punch.'))).toEqual([
      { rule: 'actions.punch.drop-loot', kind: 'loot-dropped', data: { bandit: 'doc', target: 'ghost', loot: { kind: 'jewel' }, to: 2, floor: 'inside' } },
      { rule: 'actions.punch.push-direction', kind: 'pushed', data: { bandit: 'doc', target: 'ghost', from: 2, to: 1, floor: 'inside' } },
    ]);
  });
});
