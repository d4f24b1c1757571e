// 004 Händelsekort › Byta våning: climb to the roof or go inside, keeping the facing. With bandits
// already there, stand with your back at the edge of the card: facing forward, your back is at the
// rear edge (the rear end of the line); facing back, at the front edge (place 0).
import type { BanditId } from '../types.ts';
import { banditOf, log, type Ctx } from '../ctx.ts';
import { insertInLine, lineAt, otherFloor, removeFromLine } from '../train.ts';

export function changeFloor(ctx: Ctx, id: BanditId): void {
  const from = removeFromLine(ctx, id);
  if (from === null) return;
  const floor = otherFloor(from.floor);
  const others = lineAt(ctx.s.train[from.car]!, floor).length > 0;
  const place = insertInLine(ctx, id, from.car, floor, banditOf(ctx, id).facing === 'back');
  log(ctx, { kind: 'climbed', rule: others ? 'cards.floor.back-to-edge' : 'cards.floor', data: { bandit: id, car: from.car, floor, place } });
}
