// view(): what one seat may see. The stacks of the other players lie face down (and their hands
// would tell which cards they stacked), so both are hidden; the seed and the PRNG too.
// A view is for display: apply() refuses it. Never throws (a non-state comes back as it is).
import type { GameState, HandCard, Seat } from './types.ts';

const hide = (cards: readonly HandCard[]): HandCard[] => cards.map(() => 'hidden');

export function view(s: GameState, seat: Seat): GameState {
  try {
    return {
      ...s,
      config: { ...s.config, seed: 0 },
      rng: [0, 0, 0, 0],
      players: s.players.map((p) => (p.seat === seat ? p : { ...p, hand: hide(p.hand), stack: hide(p.stack) })),
    };
  } catch {
    return s;
  }
}
