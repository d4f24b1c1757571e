// 002 GLI EVENTI › Prendere in ostaggio il conducente: each bandit in or on the locomotive gets
// a $250 purse; option hostageRansom says whether it must come from the box (000) or not (002).
import type { EventHandler } from '../hooks.ts';
import { banditOf, log, setBandit } from '../ctx.ts';
import { insertLoot, purse } from '../cards.ts';
import { RANSOM } from '../data/loot.ts';
import { banditsFromFirst } from '../queries.ts';

export const hostageConductor: EventHandler = (ctx) => {
  const s = ctx.s;
  for (const id of banditsFromFirst(s)) {
    const b = banditOf(ctx, id);
    if (b.car !== 0) continue;
    if (s.config.options.hostageRansom === 'ransom') {
      s.box = { ...s.box, minted: s.box.minted + 1 };
    } else {
      const i = s.box.purses.indexOf(RANSOM);
      if (i < 0) {
        log(ctx, 'options.hostage-ransom', 'no-effect', { bandit: id });
        continue;
      }
      const ps = s.box.purses.slice();
      ps.splice(i, 1);
      s.box = { ...s.box, purses: ps };
    }
    const l = purse(RANSOM);
    setBandit(ctx, id, { ...b, loot: insertLoot(b.loot, l) });
    log(ctx, 'events.hostage-conductor', 'ransom', { bandit: id, loot: l, amount: RANSOM, option: s.config.options.hostageRansom });
  }
  return 'round-over';
};
