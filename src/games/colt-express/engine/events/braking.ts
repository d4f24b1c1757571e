// 002 GLI EVENTI › Frenata: every bandit on a roof moves one car toward the locomotive;
// 000: the locomotive roof stays (nobody leaves the train).
import type { CarIndex } from '../types.ts';
import type { EventHandler } from '../hooks.ts';
import { banditOf, log, setBandit } from '../ctx.ts';

export const braking: EventHandler = (ctx) => {
  for (const id of ctx.s.config.bandits) {
    const b = banditOf(ctx, id);
    if (b.floor !== 'roof') continue;
    if (b.car === 0) {
      log(ctx, 'train.never-leave', 'stayed', { bandit: id, from: b.car, to: b.car, floor: 'roof' });
      continue;
    }
    setBandit(ctx, id, { ...b, car: (b.car - 1) as CarIndex });
    log(ctx, 'events.braking', 'moved', { bandit: id, from: b.car, to: (b.car - 1) as CarIndex, floor: 'roof' });
  }
  return 'round-over';
};
