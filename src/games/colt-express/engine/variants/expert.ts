// 002 VARIANTE PER ESPERTI: hands are refilled, not redealt; resolved cards go to a discard
// pile, shuffled into a new draw deck when it runs out. Keeping cards: planning/keep.ts.
import type { ActionCardId, CardId, Seat } from '../types.ts';
import { log, rngOf, setPlayer, type Ctx } from '../ctx.ts';
import { CARD_INFO, insertCard } from '../cards.ts';
import { shuffleInPlace } from '../rng.ts';

/** The draw deck is empty: the discard pile, shuffled, is the new draw deck. */
export function reshuffleDiscard(ctx: Ctx, seat: Seat, discard: readonly CardId[]): CardId[] {
  const deck = discard.slice();
  shuffleInPlace(deck, rngOf(ctx));
  log(ctx, 'variants.expert.reshuffle', 'reshuffled', { seat });
  return deck;
}

/**
 * 003 VARIANTA PENTRU EXPERTI (option expertDiscardDrawnBullets): bullet cards drawn at the
 * start of planning go straight to the discard pile. Returns null when no bullet was drawn.
 */
export function discardDrawnBullets(
  ctx: Ctx,
  seat: Seat,
  hand: readonly CardId[],
  discard: readonly CardId[],
): { hand: CardId[]; discard: readonly CardId[] } | null {
  const keep: CardId[] = [];
  let d = discard;
  let n = 0;
  for (const c of hand) {
    if (CARD_INFO[c]?.bullet) {
      d = insertCard(d, c);
      n++;
    } else keep.push(c);
  }
  if (n === 0) return null;
  log(ctx, 'variants.expert.discard-drawn-bullets', 'discarded', { seat, amount: n });
  return { hand: keep, discard: d };
}

/** A resolved action card goes face up on its owner's discard pile. */
export function discardResolvedCard(ctx: Ctx, seat: Seat, card: ActionCardId): void {
  const p = ctx.s.players[seat]!;
  setPlayer(ctx, seat, { ...p, discard: insertCard(p.discard, card) });
  log(ctx, 'variants.expert.discard-pile', 'card-discarded', { seat, card });
}
