// What each card does for a bandit standing on the train: one entry per card, the one list a
// new card is added to. Stunned bandits and bandits out of the game are handled by reveal.ts.
import type { BanditId, CardKind } from '../types.ts';
import type { Ctx } from '../ctx.ts';
import { turnAround } from './turn.ts';
import { changeFloor } from './floor.ts';
import { move } from './move.ts';
import { fire } from './fire.ts';
import { reflex } from './reflex.ts';
import { ride } from './horse.ts';

export const CARD_EFFECTS: { readonly [K in CardKind]: (ctx: Ctx, id: BanditId) => void } = {
  turn: turnAround,
  floor: changeFloor,
  move,
  fire,
  reflex,
  horse: ride,
};
