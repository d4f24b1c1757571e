import { describe, expect, it } from 'vitest';
import { explain, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId } from '../../../src/games/colt-express/engine/index.ts';
import { holds, play, pos, rulesOf } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
const fire = (shooter: CharacterId, bandits: Bs, carCount = 5) =>
  pos({ carCount, marshal: 0, bandits, pile: [{ bandit: shooter, card: 'fire' }] });
const targets = (shooter: CharacterId, bandits: Bs): (string | null)[] =>
  legalChoices(fire(shooter, bandits)).map((c) => (c.kind === 'fire' ? c.target : 'x'));

describe('Fire card: who can be hit', () => {
  const rows: [string, CharacterId, Bs, (string | null)[]][] = [
    // 002 LE CARTE AZIONE › FUOCO: inside, a bandit inside an adjacent car (front or back)
    ['inside: both adjacent cars', 'doc', { doc: { car: 2 }, ghost: { car: 1 }, cheyenne: { car: 3 } }, ['ghost', 'cheyenne']],
    // 002 FUOCO: not more than one car away
    ['inside: two cars away is out of range', 'doc', { doc: { car: 1 }, ghost: { car: 3 }, cheyenne: { car: 4, floor: 'roof' } }, [null]],
    // 002 FUOCO: inside shooter cannot hit roofs
    ['inside: roof of the adjacent car is not a target', 'doc', { doc: { car: 2 }, ghost: { car: 3, floor: 'roof' }, cheyenne: { car: 1 } }, ['cheyenne']],
    // 002 FUOCO: not a bandit at your own position
    ['same position is never a target', 'doc', { doc: { car: 2 }, ghost: { car: 2 }, cheyenne: { car: 4 } }, [null]],
    // 002 FUOCO example: Ghost can hit Tuco or Cheyenne (side by side) but not Doc behind them
    ['roof: side by side, nearest roof only', 'ghost', { ghost: { car: 1, floor: 'roof' }, tuco: { car: 2, floor: 'roof' }, cheyenne: { car: 2, floor: 'roof' }, doc: { car: 4, floor: 'roof' } }, ['cheyenne', 'tuco']],
    // 002 FUOCO: on the roofs, any distance, both directions
    ['roof: both directions, any distance', 'doc', { doc: { car: 2, floor: 'roof' }, ghost: { car: 0, floor: 'roof' }, cheyenne: { car: 4, floor: 'roof' } }, ['ghost', 'cheyenne']],
    // 002 FUOCO: roof shooter does not hit bandits inside
    ['roof: bandits inside are not targets', 'doc', { doc: { car: 2, floor: 'roof' }, ghost: { car: 1 }, cheyenne: { car: 3 } }, [null]],
    // 002 FUOCO: the same roof is the same position
    ['roof: same roof is not a target', 'doc', { doc: { car: 2, floor: 'roof' }, ghost: { car: 2, floor: 'roof' }, cheyenne: { car: 4 } }, [null]],
  ];
  it.each(rows)('%s', (_n, shooter, bandits, expected) => {
    const got = targets(shooter, bandits);
    expect([...got].sort()).toEqual([...expected].sort());
  });
});

describe('Fire card: effects', () => {
  // 002 FUOCO: the target gets one of the shooter's bullet cards on top of his deck
  it('bullet card goes on top of the target deck, revolver loses one', () => {
    const s = fire('doc', { doc: { car: 2 }, ghost: { car: 1 }, cheyenne: { car: 4, floor: 'roof' } });
    const { state, log } = play(s, { kind: 'fire', target: 'ghost' });
    expect(state.bandits.doc!.bulletsLeft).toBe(5);
    expect(holds(state, 1, 'bullet.doc')).toBe(1);
    expect(rulesOf(log)).toContain('actions.fire.bullet-on-deck');
  });
  // 002 FUOCO: no target → the bullet is kept, no effect
  it('no target: no effect, bullet kept', () => {
    const s = fire('doc', { doc: { car: 1 }, ghost: { car: 3 }, cheyenne: { car: 4 } });
    const { state, log } = play(s, { kind: 'fire', target: null });
    expect(state.bandits.doc!.bulletsLeft).toBe(6);
    expect(rulesOf(log)).toContain('actions.fire.no-target');
  });
  // 002 FUOCO: no bullet cards left → Fire has no effect
  it('no bullets left: the only choice is no target', () => {
    const s = fire('doc', { doc: { car: 2, bulletsLeft: 0 }, ghost: { car: 1, received: ['doc', 'doc', 'doc'] }, cheyenne: { car: 3, received: ['doc', 'doc', 'doc'] } });
    expect(legalChoices(s)).toEqual([{ kind: 'fire', target: null }]);
    const { log } = play(s, { kind: 'fire', target: null });
    expect(rulesOf(log)).toContain('actions.fire.no-bullets');
  });
});

describe('Fire card: the log entry', () => {
  // each row: what was played, and the entry the site narrates (rule, kind, data)
  const rows: [string, Bs, CharacterId | null, { rule: string; kind: string; data: Record<string, unknown> }][] = [
    // 002 FUOCO: the hit names shooter, target and the bullet card (mutation survivor: kind and data of 'bullet-fired')
    ['a hit', { doc: { car: 2 }, ghost: { car: 1 }, cheyenne: { car: 4, floor: 'roof' } }, 'ghost',
      { rule: 'actions.fire.bullet-on-deck', kind: 'bullet-fired', data: { bandit: 'doc', target: 'ghost', card: 'bullet.doc' } }],
    // 002 FUOCO: nobody in range, no effect (mutation survivor: kind and data of 'no-effect')
    ['no target', { doc: { car: 1 }, ghost: { car: 3 }, cheyenne: { car: 4 } }, null,
      { rule: 'actions.fire.no-target', kind: 'no-effect', data: { bandit: 'doc' } }],
    // 002 FUOCO: no bullet card left, no effect
    ['no bullets', { doc: { car: 2, bulletsLeft: 0 }, ghost: { car: 1, received: ['doc', 'doc', 'doc'] }, cheyenne: { car: 3, received: ['doc', 'doc', 'doc'] } }, null,
      { rule: 'actions.fire.no-bullets', kind: 'no-effect', data: { bandit: 'doc' } }],
  ];
  it.each(rows)('%s', (_n, bandits, target, entry) => {
    const { log } = play(fire('doc', bandits), { kind: 'fire', target });
    expect(log.find((e) => e.rule === entry.rule)).toEqual(entry);
  });
});

describe('Fire card: explain', () => {
  // each row: the target left out, the rule that leaves it out, and the reason code with its parameters
  const rows: [string, CharacterId, Bs, CharacterId, string, string, Record<string, unknown>][] = [
    // 002 FUOCO: never a bandit at your own position
    ['same position', 'doc', { doc: { car: 2 }, cheyenne: { car: 2 }, ghost: { car: 1 } }, 'cheyenne',
      'actions.fire.not-same-position', 'same-position', { bandit: 'doc', target: 'cheyenne' }],
    // 002 FUOCO: from inside, a bandit inside an adjacent car only
    ['two cars away inside', 'doc', { doc: { car: 1 }, cheyenne: { car: 3 }, ghost: { car: 2 } }, 'cheyenne',
      'actions.fire.inside-adjacent', 'inside-too-far', { target: 'cheyenne', distance: 2 }],
    // 002 FUOCO: from inside, not a bandit on a roof
    ['inside: a roof next door', 'doc', { doc: { car: 2 }, cheyenne: { car: 3, floor: 'roof' }, ghost: { car: 1 } }, 'cheyenne',
      'actions.fire.inside-adjacent', 'inside-to-roof', { target: 'cheyenne' }],
    // 002 FUOCO: from a roof, bandits on other roofs only
    ['roof: a bandit inside', 'doc', { doc: { car: 2, floor: 'roof' }, ghost: { car: 1 }, cheyenne: { car: 3, floor: 'roof' } }, 'ghost',
      'actions.fire.roof-line-of-sight', 'roof-to-inside', { target: 'ghost' }],
    // 002 FUOCO: on the roofs, the nearest bandit in line of sight (Ghost stands between)
    ['line of sight blocked', 'doc', { doc: { car: 0, floor: 'roof' }, ghost: { car: 1, floor: 'roof' }, cheyenne: { car: 3, floor: 'roof' } }, 'cheyenne',
      'actions.fire.roof-line-of-sight', 'line-of-sight', { bandit: 'doc', target: 'cheyenne', blocker: 'ghost' }],
    // 002 FUOCO: no bullet card left, Fire has no effect (Doc's six bullets are in the others' decks)
    ['no bullets left', 'doc', { doc: { car: 2, bulletsLeft: 0 }, ghost: { car: 1, received: ['doc', 'doc', 'doc'] }, cheyenne: { car: 3, received: ['doc', 'doc', 'doc'] } }, 'ghost',
      'actions.fire.no-bullets', 'no-bullets', { bandit: 'doc' }],
    // 002 TUCO: only Tuco shoots through the roof of his own car
    ['the other floor of the same car', 'doc', { doc: { car: 2 }, ghost: { car: 2, floor: 'roof' }, cheyenne: { car: 3 } }, 'ghost',
      'characters.tuco', 'other-floor', { target: 'ghost', only: 'tuco' }],
    // 002 BELLE: not a target while another bandit (Tuco) is one
    ['Belle while Tuco is a target', 'doc', { doc: { car: 2 }, belle: { car: 1 }, tuco: { car: 3 } }, 'belle',
      'characters.belle', 'protected', { target: 'belle', other: 'tuco' }],
  ];
  it.each(rows)('%s', (_n, shooter, bandits, target, rule, why, params) => {
    const ex = explain(fire(shooter, bandits)).excluded.find((e) => e.choice.kind === 'fire' && e.choice['target'] === target);
    expect(ex).toMatchObject({ rule, why });
    expect(ex?.params).toEqual(params);
    // the English sentence names every bandit (and distance) of its parameters
    for (const v of Object.values(params)) expect(ex?.reason).toContain(String(v));
  });
});
