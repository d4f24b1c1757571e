// 002 I BANDITI › DJANGO: his bullet pushes the target one car away from him, never off the
// train (002 NOTA IMPORTANTE); the target may then meet the Marshal.
import type { CarIndex } from '../types.ts';
import type { CharacterHooks } from '../hooks.ts';
import { banditOf, log, setBandit } from '../ctx.ts';
import { checkMarshal } from '../marshal.ts';
import { lastCar } from '../queries.ts';

export const DJANGO: CharacterHooks = {
  rule: 'characters.django',
  afterHit: (ctx, shooter, target) => {
    const me = banditOf(ctx, shooter);
    const t = banditOf(ctx, target);
    const dir = t.car > me.car ? 1 : -1;
    const to = t.car + dir;
    if (to < 0 || to > lastCar(ctx.s)) {
      log(ctx, 'train.never-leave', 'stayed', { bandit: target, from: t.car, to: t.car, floor: t.floor });
      return;
    }
    setBandit(ctx, target, { car: to as CarIndex, floor: t.floor, loot: t.loot, bulletsLeft: t.bulletsLeft, seat: t.seat });
    log(ctx, 'characters.django', 'pushed', { bandit: shooter, target, from: t.car, to: to as CarIndex, floor: t.floor });
    checkMarshal(ctx, target);
  },
};
