// perform: the effect of one legal choice, and everything automatic that follows it (end of
// planning, card returns, round end, next round's shuffle and deal) in the same step.
import type { ActionKind, CharacterId, Choice } from './types.ts';
import type { Ctx } from './ctx.ts';
import { assertNever } from './assert-never.ts';
import { doPlace } from './variants/two-bandits.ts';
import { doPick } from './planning/pick.ts';
import { doPlan } from './planning/play.ts';
import { doCover } from './planning/cover-fire.ts';
import { doKeep } from './planning/keep.ts';
import { doResolve } from './stealing.ts';
import { answerPickpocket, doEvent, startRound } from './round.ts';

/** Perform a legal choice (already validated) on the context. */
export function perform(ctx: Ctx, choice: Choice): void {
  const p = ctx.s.pending!;
  switch (p.kind) {
    case 'place':
      if (doPlace(ctx, p.seat, p.placed, (choice as { kind: 'place'; caboose: CharacterId }).caboose))
        startRound(ctx, 0, ctx.s.round.firstPlayer, true);
      return;
    case 'pick':
      return doPick(ctx, p.seat, choice as { kind: 'pick'; card: ActionKind; bandit?: CharacterId });
    case 'plan':
      return doPlan(ctx, p.seat, choice);
    case 'cover':
      return doCover(ctx, p.seat, choice);
    case 'keep':
      return doKeep(ctx, p.seat, p.kept, choice);
    case 'resolve':
      return doResolve(ctx, p.bandit, p.card, choice);
    case 'event':
      return doEvent(ctx, p.event);
    case 'pickpocket':
      return answerPickpocket(ctx, p.bandit, (choice as { kind: 'pickpocket'; take: boolean }).take);
    default:
      return assertNever(p);
  }
}
