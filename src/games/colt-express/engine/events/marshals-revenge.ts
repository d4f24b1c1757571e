// 002 GLI EVENTI › Vendetta dello Sceriffo: each bandit on the Marshal's roof loses his cheapest
// purse; option revengePurse says where it goes (000: onto that roof; 002/003/001: discarded).
import type { EventHandler } from '../hooks.ts';
import { banditOf, log, setBandit, setLootAt } from '../ctx.ts';
import { insertLoot, removeLootAt } from '../cards.ts';
import { banditsAt } from '../queries.ts';

const RULE = 'events.marshals-revenge';

export const marshalsRevenge: EventHandler = (ctx) => {
  const s = ctx.s;
  for (const id of banditsAt(s, s.marshal, 'roof')) {
    const b = banditOf(ctx, id);
    let idx = -1;
    for (let i = 0; i < b.loot.length; i++) {
      const l = b.loot[i]!;
      if (l.kind === 'purse') {
        idx = i; // loot is sorted: the first purse is the lowest
        break;
      }
    }
    if (idx < 0) {
      log(ctx, RULE, 'no-effect', { bandit: id });
      continue;
    }
    const l = b.loot[idx]!;
    setBandit(ctx, id, { ...b, loot: removeLootAt(b.loot, idx) });
    if (s.config.options.revengePurse === 'roof') {
      setLootAt(ctx, b.car, 'roof', insertLoot(s.cars[b.car]!.roof, l));
      log(ctx, 'options.revenge-purse', 'purse-lost', { bandit: id, loot: l, to: b.car, floor: 'roof', option: 'roof' });
    } else {
      s.box = { ...s.box, purses: insertNumber(s.box.purses, l.kind === 'purse' ? l.value : null) };
      log(ctx, RULE, 'purse-lost', { bandit: id, loot: l, to: b.car, floor: 'roof', option: 'discard' });
    }
  }
  return 'round-over';
};

/** Insert into the box's sorted purse values (null = unknown value, kept last). Exported for its unit test only. */
export function insertNumber(arr: readonly (number | null)[], v: number | null): (number | null)[] {
  const out = arr.slice();
  let i = 0;
  while (i < out.length && out[i] !== null && (v === null || out[i]! <= v)) i++;
  out.splice(i, 0, v);
  return out;
}
