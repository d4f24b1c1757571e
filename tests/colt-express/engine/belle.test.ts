import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { ActionKind, BanditSpec, CharacterId } from '../../../src/games/colt-express/engine/index.ts';
import { BELLE } from '../../../src/games/colt-express/engine/characters/belle.ts';
import { pos } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
const targets = (actor: CharacterId, card: ActionKind, bandits: Bs) =>
  [...new Set(legalChoices(pos({ carCount: 4, bandits, pile: [{ bandit: actor, card }] })).map((c) => (c as { target: string | null }).target))];

describe('Belle', () => {
  const rows: [string, CharacterId, ActionKind, Bs, (string | null)[]][] = [
    // 002 I BANDITI › BELLE: not a Fire target while another bandit can be targeted
    ['fire: Belle and Tuco adjacent → only Tuco', 'doc', 'fire', { doc: { car: 2 }, belle: { car: 1 }, tuco: { car: 3 } }, ['tuco']],
    // 002 BELLE: if she is the only possible target she can be hit
    ['fire: Belle alone → Belle', 'doc', 'fire', { doc: { car: 2 }, belle: { car: 1 }, tuco: { car: 3, floor: 'roof' } }, ['belle']],
    // 002 BELLE: also for Punch
    ['punch: Belle and Tuco together → only Tuco', 'doc', 'punch', { doc: { car: 2 }, belle: { car: 2 }, tuco: { car: 2 } }, ['tuco']],
    ['punch: Belle alone → Belle', 'doc', 'punch', { doc: { car: 2 }, belle: { car: 2 }, tuco: { car: 3 } }, ['belle']],
    // 002 FUOCO + BELLE: a blocked bandit is not "targetable", so it does not protect Belle
    ['fire: roof, Belle in front hides nobody', 'doc', 'fire', { doc: { car: 0, floor: 'roof' }, belle: { car: 1, floor: 'roof' }, tuco: { car: 3, floor: 'roof' } }, ['belle']],
  ];
  it.each(rows)('%s', (_n, actor, card, bandits, expected) => {
    expect(targets(actor, card, bandits)).toEqual(expected);
  });
});

describe('Belle: whyFiltered answers only for Belle left out while a target is left (hook contract)', () => {
  const rows: [string, CharacterId, CharacterId[], unknown][] = [
    // 002 I BANDITI › BELLE: she was left out because another bandit (the first left) can be targeted
    ['Belle left out, Tuco left', 'belle', ['tuco', 'doc'], { why: 'protected', params: { target: 'belle', other: 'tuco' } }],
    // hook contract: another target asked about is none of Belle's doing (pins `target === self`)
    ['another target, Doc left', 'tuco', ['doc'], null],
    // hook contract: a target still legal was not filtered by her either
    ['another target, itself left', 'tuco', ['tuco'], null],
    // 002 BELLE: with no other target she is the target, so nothing protected her (pins `legal[0] !== undefined`)
    ['Belle, no legal target left', 'belle', [], null],
  ];
  it.each(rows)('%s', (_n, target, legal, expected) => {
    expect(BELLE.whyFiltered!(target, 'belle', legal)).toEqual(expected);
  });
});
