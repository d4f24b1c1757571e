// 004 Händelsekort › Vänd: face the other way without changing place.
import type { BanditId } from '../types.ts';
import { banditOf, log, setBandit, type Ctx } from '../ctx.ts';
import { flip } from '../train.ts';

export function turnAround(ctx: Ctx, id: BanditId): void {
  const b = banditOf(ctx, id);
  const facing = flip(b.facing);
  setBandit(ctx, id, { ...b, facing });
  log(ctx, { kind: 'turned', rule: 'cards.turn', data: { bandit: id, facing } });
}
