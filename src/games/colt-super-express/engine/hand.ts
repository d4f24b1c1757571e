// Hands: the cards of each bandit, sorted in CARD_KINDS order (one spelling per hand: the
// notation stays canonical and legal choices come out in a fixed order).
import type { CardKind, HandCard, Options } from './types.ts';
import { BASE_CARDS, CARD_KINDS } from './data/components.ts';

const ORDER: { readonly [K in HandCard]: number } = { turn: 0, floor: 1, move: 2, fire: 3, reflex: 4, horse: 5, hidden: 6 };

export function sortHand(cards: HandCard[]): HandCard[] {
  return cards.sort((a, b) => ORDER[a] - ORDER[b]);
}

export function isCardKind(x: unknown): x is CardKind {
  return typeof x === 'string' && (CARD_KINDS as readonly string[]).includes(x);
}

/** The cards every bandit holds with these options: the base four, plus Reflex and Horse when in play. */
export function fullHand(o: Options): readonly CardKind[] {
  const out: CardKind[] = [...BASE_CARDS];
  if (o.reflex) out.push('reflex');
  if (o.horse) out.push('horse');
  return out;
}

/** Is this card in play with these options? */
export function inPlay(card: CardKind, o: Options): boolean {
  if (card === 'reflex') return o.reflex;
  if (card === 'horse') return o.horse;
  return true;
}
