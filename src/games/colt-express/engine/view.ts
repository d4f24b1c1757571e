// view(): what one seat may see. Hides purse values (others' and on the floors, and in the
// box), others' hands and face-down pile cards, all deck orders, the round deck, rng and seed.
// A view is for display: apply() and legalChoices() refuse it (hidden information), and
// checkPosition accepts it only with { allowHidden: true }.
import type { CardId, GameState, Loot, PlayerState, Seat, BanditState, CharacterId, Pending } from './types.ts';
import { HIDDEN_PURSE, sortCards } from './cards.ts';
import { isShaped } from './playable.ts';

function hideLoot(arr: readonly Loot[]): readonly Loot[] {
  let any = false;
  for (const l of arr) if (l.kind === 'purse') any = true;
  if (!any) return arr;
  return arr.map((l) => (l.kind === 'purse' ? HIDDEN_PURSE : l));
}
const hidden = (n: number): CardId[] => new Array<CardId>(n).fill('hidden');

/** Never throws: a value that is not a game state is returned as it is (issue 8). */
export function view(s: GameState, seat: Seat): GameState {
  try {
    if (isShaped(s)) return viewOf(s, seat);
  } catch {
    // a malformed state that has the shape of one
  }
  return s;
}

function viewOf(s: GameState, seat: Seat): GameState {
  const mine = (b: CharacterId): boolean => s.bandits[b]?.seat === seat;
  const bandits: { [C in CharacterId]?: BanditState } = {};
  for (const id of s.config.bandits) {
    const b = s.bandits[id];
    if (!b) continue;
    bandits[id] = mine(id) ? b : { ...b, loot: hideLoot(b.loot) };
  }
  const players: PlayerState[] = s.players.map((p) =>
    p.seat === seat
      ? { ...p, deck: sortCards(p.deck.slice()) }
      : { ...p, hand: hidden(p.hand.length), deck: hidden(p.deck.length) },
  );
  let pending: Pending | null = s.pending;
  if (pending !== null && pending.kind === 'place')
    pending = { ...pending, placed: pending.placed.map((c, i) => (i === seat ? c : null)) };
  if (pending !== null && pending.kind === 'keep' && pending.seat !== seat)
    pending = { ...pending, kept: hidden(pending.kept.length) };
  return {
    ...s,
    config: { ...s.config, seed: 0 },
    rng: [0, 0, 0, 0],
    cars: s.cars.map((c) => ({ wagon: c.wagon, inside: hideLoot(c.inside), roof: hideLoot(c.roof) })),
    bandits,
    box: { ...s.box, purses: s.box.purses.map(() => null) },
    players,
    round: { ...s.round, deck: [] },
    pile: s.pile.map((c) => (c.faceDown && !mine(c.bandit) ? { ...c, card: null } : c)),
    pending,
  };
}
