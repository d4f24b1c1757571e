// 004 Expansion: Reflex. Stunned: stand up without turning AND fire at the first bandit in the line
// of fire. Not stunned: lie down (stunned) where you are.
import type { BanditId } from '../types.ts';
import { banditOf, log, setBandit, type Ctx } from '../ctx.ts';
import { fire } from './fire.ts';

export function reflex(ctx: Ctx, id: BanditId): void {
  const b = banditOf(ctx, id);
  if (b.stunned) {
    setBandit(ctx, id, { ...b, stunned: false });
    log(ctx, { kind: 'stood-up', rule: 'reflex.stunned', data: { bandit: id, card: 'reflex' } });
    fire(ctx, id);
    return;
  }
  setBandit(ctx, id, { ...b, stunned: true });
  log(ctx, { kind: 'lay-down', rule: 'reflex.lie-down', data: { bandit: id } });
}
