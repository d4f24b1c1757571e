// 002 GLI EVENTI › Montacarichi: every bandit on a roof goes to the caboose roof.
import type { CarIndex } from '../types.ts';
import type { EventHandler } from '../hooks.ts';
import { banditOf, log, setBandit } from '../ctx.ts';
import { lastCar } from '../queries.ts';

export const swivelArm: EventHandler = (ctx) => {
  const s = ctx.s;
  const last = lastCar(s);
  for (const id of s.config.bandits) {
    const b = banditOf(ctx, id);
    if (b.floor !== 'roof' || b.car === last) continue;
    setBandit(ctx, id, { ...b, car: last as CarIndex });
    log(ctx, 'events.swivel-arm', 'moved', { bandit: id, from: b.car, to: last as CarIndex, floor: 'roof' });
  }
  return 'round-over';
};
