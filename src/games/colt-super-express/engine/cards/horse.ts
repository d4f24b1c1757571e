// 004 Expansion: Häst. Stand inside the locomotive facing forward; with bandits already there, at
// the very front of the locomotive. Revealed as the next card after falling off the train (this
// round only), it saves the bandit, who comes back the same way, standing.
import type { BanditId, CarIndex } from '../types.ts';
import { banditOf, log, setBandit, type Ctx } from '../ctx.ts';
import { insertInLine, removeFromLine } from '../train.ts';

export function ride(ctx: Ctx, id: BanditId): void {
  removeFromLine(ctx, id);
  const place = insertInLine(ctx, id, 0, 'inside', true);
  setBandit(ctx, id, { ...banditOf(ctx, id), facing: 'forward', stunned: false, out: null });
  log(ctx, { kind: 'horse', rule: 'horse.locomotive', data: { bandit: id, car: 0 as CarIndex, floor: 'inside', place } });
}
