// view(): what one seat may see. The stacks of the other players lie face down (and their hands
// would tell which cards they stacked), so both are hidden; the seed and the PRNG too; and the
// cards of the wagons still coupled, which lie loot side down until their wagon is uncoupled
// (004 Förberedelser and Rundans slut: the card is turned loot side up only when it is taken).
// A view is for display: apply() refuses it. Never throws (a non-state comes back as it is).
import type { CarState, GameState, HandCard, Seat, WagonCard } from './types.ts';

const hide = (cards: readonly HandCard[]): HandCard[] => cards.map(() => 'hidden');

export function view(s: GameState, seat: Seat): GameState {
  try {
    // config.cars runs from wagon 1 back: the first train.length - 1 are still coupled
    const coupled = s.train.length - 1;
    return {
      ...s,
      config: { ...s.config, seed: 0, cars: s.config.cars.map((c, i): WagonCard => (i < coupled ? 'hidden' : c)) },
      rng: [0, 0, 0, 0],
      train: s.train.map((c): CarState => (c.card === 'locomotive' ? c : { ...c, card: 'hidden' })),
      players: s.players.map((p) => (p.seat === seat ? p : { ...p, hand: hide(p.hand), stack: hide(p.stack) })),
    };
  } catch {
    return s;
  }
}
