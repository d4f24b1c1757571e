// 002 INIZIO DI UN ROUND: each player shuffles his deck and draws 6 cards (Doc 7, two-bandit
// mode +1). Expert variant: no shuffle, the hand is refilled up to that size.
import type { CardId, GameState, Seat } from '../types.ts';
import { log, rngOf, setPlayer, type Ctx, type StageOutcome } from '../ctx.ts';
import { sortCards } from '../cards.ts';
import { shuffleInPlace } from '../rng.ts';
import { handSizeOf } from '../hooks.ts';
import { handSizeBonus } from '../variants/two-bandits.ts';
import { discardDrawnBullets, reshuffleDiscard } from '../variants/expert.ts';

/** 002 INIZIO DI UN ROUND: a hand is 6 cards. */
const HAND_SIZE = 6;

export function handSize(s: GameState, seat: number): number {
  return handSizeOf(s.players[seat]!, HAND_SIZE) + handSizeBonus(s);
}

/** Round start: every seat, in turn order from the first player, draws its hand. */
export function dealAll(ctx: Ctx): StageOutcome {
  const n = ctx.s.config.players;
  const first = ctx.s.round.firstPlayer;
  for (let k = 0; k < n; k++) deal(ctx, (first + k) % n);
  return 'next';
}

/** Shuffle (standard) and draw the round's hand; expert: draw up to the hand size. */
export function deal(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  const expert = s.config.options.expert;
  const target = handSize(s, seat);
  let deck = p.deck.slice();
  let discard: readonly CardId[] = p.discard;
  const hand = p.hand.slice();
  if (!expert) shuffleInPlace(deck, rngOf(ctx));
  let drawn = 0;
  while (hand.length < target) {
    if (deck.length === 0) {
      if (expert && discard.length > 0) {
        deck = reshuffleDiscard(ctx, seat as Seat, discard);
        discard = [];
      } else break;
    }
    hand.push(deck.shift()!);
    drawn++;
  }
  sortCards(hand);
  let finalHand: readonly CardId[] = hand;
  log(ctx, expert ? 'variants.expert.refill' : 'round.start-draw', 'dealt', { seat: seat as Seat, amount: drawn });
  if (expert && s.config.options.expertDiscardDrawnBullets) {
    const d = discardDrawnBullets(ctx, seat as Seat, hand, discard);
    if (d !== null) {
      finalHand = d.hand;
      discard = d.discard;
    }
  }
  setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: finalHand, deck, discard, turns: 0 });
}
