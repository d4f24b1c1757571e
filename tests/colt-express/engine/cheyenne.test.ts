import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { LootSpec } from '../../../src/games/colt-express/engine/index.ts';
import type { Loot } from '../../../src/games/colt-express/engine/index.ts';
import { CHEYENNE } from '../../../src/games/colt-express/engine/characters/cheyenne.ts';
import { ctxOf } from '../../../src/games/colt-express/engine/ctx.ts';
import { play, pos, rulesOf } from './helpers.ts';

const s0 = (loot: LootSpec[], puncher: 'cheyenne' | 'doc' = 'cheyenne') =>
  pos({
    carCount: 4,
    bandits: { cheyenne: { car: 2 }, doc: { car: 2 }, tuco: { car: 2, loot } },
    pile: [{ bandit: puncher, card: 'punch' }],
  });

describe('Cheyenne', () => {
  // 002 I BANDITI › CHEYENNE: may take the purse the punched bandit just lost
  it('offers take:true only for a dropped purse', () => {
    const ch = legalChoices(s0([300, 'jewel'])).filter((c) => c.kind === 'punch' && c.target === 'tuco');
    expect(ch.filter((c) => c.kind === 'punch' && c.take)).toEqual([
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 1, take: true },
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 3, take: true },
    ]);
  });
  it('takes the purse', () => {
    const { state, log } = play(s0([300]), { kind: 'punch', target: 'tuco', drop: 'purse', push: 1, take: true });
    expect(state.bandits.cheyenne!.loot).toEqual([{ kind: 'purse', value: 300 }]);
    expect(state.cars[2]!.inside).toEqual([]);
    expect(rulesOf(log)).toContain('characters.cheyenne');
    // mutation survivor: the log entry names the puncher, the target, the purse and where it fell from
    expect(log).toContainEqual({
      rule: 'characters.cheyenne',
      kind: 'loot-taken',
      data: { bandit: 'cheyenne', target: 'tuco', loot: { kind: 'purse', value: 300 }, to: 2, floor: 'inside' },
    });
  });
  // 002 CHEYENNE: a jewel or strongbox simply falls
  it('a jewel falls to the floor', () => {
    const { state } = play(s0(['jewel']), { kind: 'punch', target: 'tuco', drop: 'jewel', push: 1 });
    expect(state.cars[2]!.inside).toEqual([{ kind: 'jewel' }]);
    expect(state.bandits.cheyenne!.loot).toEqual([]);
  });
  // 002 CHEYENNE: her ability only; other punchers never get take
  it('other punchers cannot take', () => {
    expect(legalChoices(s0([300], 'doc')).some((c) => c.kind === 'punch' && c.take)).toBe(false);
  });
});

describe('Cheyenne: afterPunchDrop takes a dropped purse and nothing else (hook contract)', () => {
  const rows: [string, Loot, boolean][] = [
    // 002 I BANDITI › CHEYENNE: the purse the punched bandit drops is hers
    ['a purse: taken', { kind: 'purse', value: 300 }, true],
    // 002 CHEYENNE: a purse only; hook contract: given a jewel she takes nothing and says so (false)
    ['a jewel: not taken', { kind: 'jewel' }, false],
    // 002 CHEYENNE: a purse only; hook contract: nor a strongbox
    ['a strongbox: not taken', { kind: 'strongbox' }, false],
  ];
  it.each(rows)('%s', (_n, loot, taken) => {
    const s = s0([]);
    const ctx = ctxOf(s);
    expect(CHEYENNE.afterPunchDrop!(ctx, 'cheyenne', 'tuco', loot, s.bandits.tuco!)).toBe(taken);
    expect(ctx.s.bandits.cheyenne!.loot).toEqual(taken ? [loot] : []);
    expect(ctx.log.map((e) => e.kind)).toEqual(taken ? ['loot-taken'] : []);
  });
});
