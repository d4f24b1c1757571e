// 004 Händelsekort › Skjut: the first bandit in the line of fire is hit: in front of you, on your
// floor, in your wagon or another, nobody standing between. A stunned bandit cannot be shot: the
// bullets fly past it. The target moves to the next car in the direction of the shot, same floor,
// and lies down stunned without turning; pushed off the train, it is out of the game.
import type { BanditId, CarIndex, GameState } from '../types.ts';
import { banditOf, log, setBandit, type Ctx } from '../ctx.ts';
import { inFront, insertInLine, lineAt, locate, removeFromLine, stepOf } from '../train.ts';
import { fall } from '../out.ts';

/** The line of fire: the stunned bandits the bullets fly past, then the bandit hit (null = nobody). */
export function lineOfFire(s: GameState, shooter: BanditId): { passed: BanditId[]; target: BanditId | null } {
  const at = locate(s, shooter);
  const passed: BanditId[] = [];
  if (at === null) return { passed, target: null };
  for (const id of inFront(s, at, s.bandits[shooter]!.facing)) {
    if (!s.bandits[id]!.stunned) return { passed, target: id };
    passed.push(id);
  }
  return { passed, target: null };
}

export function fire(ctx: Ctx, shooter: BanditId): void {
  const { passed, target } = lineOfFire(ctx.s, shooter);
  for (const id of passed) log(ctx, { kind: 'bullet-passed', rule: 'cards.fire.stunned-not-hit', data: { bandit: shooter, target: id } });
  if (target === null) {
    log(ctx, { kind: 'no-target', rule: 'cards.fire.no-target', data: { bandit: shooter } });
    return;
  }
  log(ctx, { kind: 'hit', rule: 'cards.fire.line-of-fire', data: { bandit: shooter, target } });
  push(ctx, target, banditOf(ctx, shooter).facing === 'forward');
}

/** The hit bandit goes one car further in the direction of the shot and lies down stunned. */
function push(ctx: Ctx, target: BanditId, forward: boolean): void {
  const at = locate(ctx.s, target)!;
  const to = at.car + stepOf(forward ? 'forward' : 'back');
  if (to < 0 || to >= ctx.s.train.length) {
    fall(ctx, target, 'shot', 'cards.fire.off-train');
    return;
  }
  removeFromLine(ctx, target);
  const others = lineAt(ctx.s.train[to]!, at.floor).length > 0;
  // entry-side: pushed forward, the bandit enters the car from its rear (like Gå)
  const atFront = (ctx.s.config.options.shotLanding === 'entry-side') !== forward;
  const place = insertInLine(ctx, target, to, at.floor, atFront);
  setBandit(ctx, target, { ...banditOf(ctx, target), stunned: true });
  log(ctx, {
    kind: 'pushed',
    rule: others ? 'options.shot-landing' : 'cards.fire.push',
    data: { bandit: target, from: at.car, car: to as CarIndex, floor: at.floor, place },
  });
}
