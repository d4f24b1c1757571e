// 002 FASE 2: FURTO: the pile is turned over and resolved in the order played; each action is
// mandatory if still possible (one choice is still asked when forced). The resolved card goes
// back to its owner's deck (expert: discard pile).
import type { ActionKind, CharacterId, Choice, GameState } from './types.ts';
import { log, setPlayer, type Ctx, type StageOutcome } from './ctx.ts';
import { actionCard } from './cards.ts';
import { assertNever } from './assert-never.ts';
import { moveChoices, doMove } from './actions/move.ts';
import { floorChoices, doFloorChange } from './actions/floor-change.ts';
import { marshalChoices, doMarshal } from './actions/marshal.ts';
import { fireChoices, doFire } from './actions/fire.ts';
import { robChoices, doRob } from './actions/rob.ts';
import { punchChoices, doPunch } from './actions/punch.ts';
import { discardResolvedCard } from './variants/expert.ts';

export function startStealing(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  s.phase = 'stealing';
  log(ctx, 'stealing.order', 'stealing-start', { amount: s.pile.length });
  return nextCard(ctx);
}

/** Ask for the top card of the pile; an empty pile ends the stealing phase. */
function nextCard(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  if (s.pile.length === 0) return 'next';
  const top = s.pile[0]!;
  const b = s.bandits[top.bandit]!;
  s.pending = { kind: 'resolve', seat: b.seat, bandit: top.bandit, card: top.card ?? 'floor' };
  return 'wait';
}

export function resolveChoices(s: GameState, id: CharacterId, card: ActionKind): readonly Choice[] {
  const me = s.bandits[id]!;
  const last = s.cars.length - 1;
  switch (card) {
    case 'move':
      return moveChoices(me, last);
    case 'floor':
      return floorChoices();
    case 'marshal':
      return marshalChoices(s, last);
    case 'fire':
      return fireChoices(s, id);
    case 'rob':
      return robChoices(s, me);
    case 'punch':
      return punchChoices(s, id, last);
    default:
      return assertNever(card);
  }
}

export function doResolve(ctx: Ctx, id: CharacterId, card: ActionKind, ch: Choice): StageOutcome {
  switch (ch.kind) {
    case 'move':
      doMove(ctx, id, ch.to);
      break;
    case 'floor':
      doFloorChange(ctx, id);
      break;
    case 'marshal':
      doMarshal(ctx, id, ch.to);
      break;
    case 'fire':
      doFire(ctx, id, ch.target);
      break;
    case 'rob':
      doRob(ctx, id, ch.loot);
      break;
    case 'punch':
      doPunch(ctx, id, ch.target, ch.drop, ch.push, ch.take === true);
      break;
    default:
      break;
  }
  const s = ctx.s;
  s.pile = s.pile.slice(1);
  returnResolvedCard(ctx, id, card);
  return nextCard(ctx);
}

function returnResolvedCard(ctx: Ctx, id: CharacterId, card: ActionKind): void {
  const s = ctx.s;
  const seat = s.bandits[id]!.seat;
  const cid = actionCard(id, card);
  if (s.config.options.expert) {
    discardResolvedCard(ctx, seat, cid);
    return;
  }
  const p = s.players[seat]!;
  const deck = p.deck.slice();
  deck.push(cid);
  setPlayer(ctx, seat, { ...p, deck });
}
