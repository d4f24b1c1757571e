// 002 I BANDITI › CHEYENNE: when she punches a bandit who drops a purse, she may take it.
import type { CharacterHooks } from '../hooks.ts';
import { banditOf, log, setBandit } from '../ctx.ts';
import { insertLoot } from '../cards.ts';

export const CHEYENNE: CharacterHooks = {
  rule: 'characters.cheyenne',
  mayTakePunchDrop: (kind) => kind === 'purse',
  afterPunchDrop: (ctx, puncher, target, loot, at) => {
    if (loot.kind !== 'purse') return false;
    const me = banditOf(ctx, puncher);
    setBandit(ctx, puncher, { ...me, loot: insertLoot(me.loot, loot) });
    log(ctx, 'characters.cheyenne', 'loot-taken', { bandit: puncher, target, loot, to: at.car, floor: at.floor });
    return true;
  },
};
