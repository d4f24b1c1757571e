import { describe, expect, it } from 'vitest';
import { apply, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { LootSpec, PresetId } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos, rulesOf } from './helpers.ts';

const robAt = (inside: LootSpec[], roof: LootSpec[], floor: 'inside' | 'roof', preset: PresetId = 'original') =>
  pos({
    preset,
    carCount: 4,
    cars: [{}, {}, { inside, roof }],
    bandits: { tuco: { car: 2, floor }, ghost: { car: 3 }, doc: { car: 3 } },
    pile: [{ bandit: 'tuco', card: 'rob' }],
  });

describe('Rob card', () => {
  const rows: [string, LootSpec[], LootSpec[], 'inside' | 'roof', PresetId, unknown[]][] = [
    // 002 RAPINA: a token of your choice on your own floor; 002 PREPARAZIONE: purses lie face
    // down, so the choice names the kind only (original and revised alike)
    ['original: kinds only', [300, 250, 'jewel'], [], 'inside', 'original', [{ kind: 'rob', loot: { kind: 'jewel' } }, { kind: 'rob', loot: { kind: 'purse' } }]],
    // 000 FURTO: without looking at the value (revised: only the kind)
    ['revised: kinds only', [300, 250, 'jewel'], [], 'inside', 'revised', [{ kind: 'rob', loot: { kind: 'jewel' } }, { kind: 'rob', loot: { kind: 'purse' } }]],
    // 002 RAPINA: on the roof you cannot rob inside
    ['roof cannot rob inside', [300], [], 'roof', 'original', [{ kind: 'rob', loot: null }]],
    ['roof robs the roof', [300], ['strongbox'], 'roof', 'original', [{ kind: 'rob', loot: { kind: 'strongbox' } }]],
    // 002 RAPINA: nothing there → no effect
    ['nothing there', [], [], 'inside', 'original', [{ kind: 'rob', loot: null }]],
  ];
  it.each(rows)('%s', (_n, inside, roof, floor, preset, expected) => {
    expect(legalChoices(robAt(inside, roof, floor, preset))).toEqual(expected);
  });

  it('original: a purse cannot be named by its value (face down)', () => {
    const r = apply(robAt([300, 250], [], 'inside'), { kind: 'rob', loot: { kind: 'purse', value: 300 } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('illegal-choice');
      expect(r.error.rule).toBe('options.rob-pick');
    }
  });
  it('original and revised take the same purse (same seed, same PRNG draw)', () => {
    const orig = play(robAt([300, 250, 450], [], 'inside'), { kind: 'rob', loot: { kind: 'purse' } });
    const rev = play(robAt([300, 250, 450], [], 'inside', 'revised'), { kind: 'rob', loot: { kind: 'purse' } });
    expect(orig.state.bandits.tuco!.loot).toHaveLength(1);
    expect(orig.state.cars[2]!.inside).toHaveLength(2);
    expect(orig.state.bandits.tuco!.loot).toEqual(rev.state.bandits.tuco!.loot);
    expect(rulesOf(orig.log)).toContain('actions.rob.same-floor');
  });
  it('revised: takes a random purse (deterministic per rng)', () => {
    const { state } = play(robAt([300, 250], [], 'inside', 'revised'), { kind: 'rob', loot: { kind: 'purse' } });
    expect(state.bandits.tuco!.loot).toHaveLength(1);
    expect(state.cars[2]!.inside).toHaveLength(1);
  });
  it('nothing: no effect logged', () => {
    const { log } = play(robAt([], [], 'inside'), { kind: 'rob', loot: null });
    expect(rulesOf(log)).toContain('actions.rob.nothing');
    // mutation survivor: kind and data of the 'no-effect' entry
    expect(log.find((e) => e.rule === 'actions.rob.nothing')).toEqual({ rule: 'actions.rob.nothing', kind: 'no-effect', data: { bandit: 'tuco' } });
  });
  // 002 RAPINA: the entry names the robber, the token and where it lay (mutation survivor: data of 'loot-taken')
  it.each([
    ['inside', ['jewel', 300] as LootSpec[], [] as LootSpec[], 'jewel'],
    ['roof', [300] as LootSpec[], ['strongbox'] as LootSpec[], 'strongbox'],
  ] as const)('the log entry of a rob %s', (floor, inside, roof, kind) => {
    const { log } = play(robAt(inside, roof, floor), { kind: 'rob', loot: { kind } });
    expect(log.find((e) => e.rule === 'actions.rob.same-floor')).toEqual({
      rule: 'actions.rob.same-floor',
      kind: 'loot-taken',
      data: { bandit: 'tuco', target: null, loot: { kind }, to: 2, floor },
    });
  });
});
