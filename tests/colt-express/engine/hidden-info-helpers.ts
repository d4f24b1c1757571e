// Colt Express: the modes of the hidden-information test and the swaps of what a seat cannot see,
// shared by tests/colt-express/engine/hidden-info.test.ts (a step follows the swap) and
// tests/colt-express/computer/ce-swap.ts (no step follows: the computer only decides).
import type { CardId, GameConfig, GameState, Loot, PileCard, PlayerState, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { compareLoot, purse as pursed, sortCards } from '../../../src/games/colt-express/engine/cards.ts';
import { shuffled } from '../../unit/seeded-shuffle.ts';

/** Every mode and preset family of the engine, one setup each. */
export const CE_MODES: readonly [string, Partial<GameConfig>][] = [
  ['4p original', { players: 4, preset: 'original' }],
  ['5p revised-advanced', { players: 5, preset: 'revised-advanced' }],
  ['4p expert', { players: 4, options: { expert: true } }],
  ['two-bandits 3p', { players: 3, options: { mode: 'two-bandits' } }],
  ['two-bandits 2p expert', { players: 2, options: { mode: 'two-bandits', expert: true } }],
  ['team 2p', { players: 2, options: { mode: 'team-two-player' } }],
];

/**
 * Purse values hidden from `seat` (purses lie face down, 002/000), dealt anew: those in the other
 * bandits' loot unless `others` is false; those on the floors when `floors`; the box's when `box`.
 */
export function swapPurses(s: GameState, seat: Seat, seed: number, where: { readonly floors: boolean; readonly box: boolean; readonly others?: boolean }): Pick<GameState, 'cars' | 'bandits' | 'box'> {
  const others = where.others ?? true;
  const mine = new Set(s.config.seats[seat] ?? []);
  const values: number[] = [];
  const take = (l: readonly Loot[]): void => void l.forEach((x) => x.kind === 'purse' && x.value !== null && values.push(x.value));
  if (where.floors) for (const c of s.cars) (take(c.inside), take(c.roof));
  if (others) for (const id of s.config.bandits) if (!mine.has(id)) take(s.bandits[id]!.loot);
  if (where.box) for (const v of s.box.purses) if (v !== null) values.push(v);
  const pool = shuffled(values, seed);
  const deal = (l: readonly Loot[]): Loot[] => l.map((x) => (x.kind === 'purse' && x.value !== null ? pursed(pool.shift()!) : x)).sort(compareLoot);
  const cars = where.floors ? s.cars.map((c) => ({ ...c, inside: deal(c.inside), roof: deal(c.roof) })) : s.cars;
  const bandits: { [k: string]: GameState['bandits'][keyof GameState['bandits']] } = { ...s.bandits };
  if (others) for (const id of s.config.bandits) if (!mine.has(id)) bandits[id] = { ...s.bandits[id]!, loot: deal(s.bandits[id]!.loot) };
  const box = where.box ? { ...s.box, purses: s.box.purses.map(() => pool.shift()!).sort((a, b) => a - b) } : s.box;
  return { cars, bandits: bandits as GameState['bandits'], box };
}

/**
 * Another player's hand and deck dealt anew from its cards, and in planning one of its face-down
 * pile cards (at index `from` or later) traded with a card of its hand; the pile as it is then.
 */
function redealPlayer(s: GameState, p: PlayerState, pile: readonly PileCard[], seed: number, from: number): { player: PlayerState; pile: PileCard[] } {
  const pool = shuffled([...p.hand, ...p.deck], seed + p.seat);
  let hand: CardId[] = sortCards(pool.slice(0, p.hand.length));
  const deck = pool.slice(p.hand.length);
  let out = pile.slice();
  if (s.phase === 'planning') {
    const k = out.findIndex((c, i) => i >= from && c.faceDown && c.card !== null && s.config.seats[p.seat]!.includes(c.bandit));
    const pc = out[k];
    const h = pc === undefined ? -1 : hand.findIndex((c) => c.startsWith(`${pc.bandit}.`) && c !== `${pc.bandit}.${pc.card!}`);
    if (pc !== undefined && h >= 0) {
      const action = hand[h]!.slice(pc.bandit.length + 1) as NonNullable<PileCard['card']>;
      hand = sortCards([...hand.slice(0, h), `${pc.bandit}.${pc.card!}` as CardId, ...hand.slice(h + 1)]);
      out = out.map((c, i) => (i === k ? { ...c, card: action } : c));
    }
  }
  return { player: { ...p, hand, deck }, pile: out };
}

/**
 * Every player's cards swapped: `other(p)` is what becomes of a player that is not dealt anew, or
 * null to deal its hand and deck anew (and trade a face-down pile card from index `from` on).
 */
export function redealPlayers(s: GameState, seed: number, from: number, other: (p: PlayerState) => PlayerState | null): Pick<GameState, 'players' | 'pile'> {
  let pile: PileCard[] = s.pile.slice();
  const players = s.players.map((p): PlayerState => {
    const kept = other(p);
    if (kept !== null) return kept;
    const d = redealPlayer(s, p, pile, seed, from);
    pile = d.pile;
    return d.player;
  });
  return { players, pile };
}
