// 004 Händelsekort › Gå: to the next car in the direction the gun points, same floor and facing.
// With bandits already there, stand at the side you came in from (moving forward you enter at the
// rear of the line, moving back at its front). Off the end of the train: out of the game.
import type { BanditId, CarIndex } from '../types.ts';
import { banditOf, log, type Ctx } from '../ctx.ts';
import { insertInLine, lineAt, locate, removeFromLine, stepOf } from '../train.ts';
import { fall } from '../out.ts';

export function move(ctx: Ctx, id: BanditId): void {
  const at = locate(ctx.s, id);
  if (at === null) return;
  const facing = banditOf(ctx, id).facing;
  const to = at.car + stepOf(facing);
  if (to < 0 || to >= ctx.s.train.length) {
    fall(ctx, id, 'walked', 'cards.move.off-train');
    return;
  }
  removeFromLine(ctx, id);
  const others = lineAt(ctx.s.train[to]!, at.floor).length > 0;
  const place = insertInLine(ctx, id, to, at.floor, facing === 'back');
  log(ctx, {
    kind: 'moved',
    rule: others ? 'cards.move.entry-side' : 'cards.move',
    data: { bandit: id, from: at.car, car: to as CarIndex, floor: at.floor, place },
  });
}
