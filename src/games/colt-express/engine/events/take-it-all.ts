// 002 GLI EVENTI › Prendi tutto!: the second strongbox goes inside the Marshal's car (if still in the box).
import type { Loot } from '../types.ts';
import type { EventHandler } from '../hooks.ts';
import { log, setLootAt } from '../ctx.ts';
import { insertLoot } from '../cards.ts';

const RULE = 'events.take-it-all';

export const takeItAll: EventHandler = (ctx) => {
  const s = ctx.s;
  if (s.box.strongboxes > 0) {
    s.box = { ...s.box, strongboxes: s.box.strongboxes - 1 };
    const l: Loot = { kind: 'strongbox' };
    setLootAt(ctx, s.marshal, 'inside', insertLoot(s.cars[s.marshal]!.inside, l));
    log(ctx, RULE, 'loot-dropped', { bandit: null, target: null, loot: l, to: s.marshal, floor: 'inside' });
  } else log(ctx, RULE, 'no-effect', { bandit: null });
  return 'round-over';
};
