// Colt Express: the same state with everything `seat` cannot see swapped (the swaps of
// tests/colt-express/engine/hidden-info.test.ts, for a state where no step follows: every purse
// value the seat has not held, on the floors too, every other hand and deck, and in planning a
// face-down pile card of another player traded with a card of its hand), and the log's hidden parts.
import { logFor } from '../../src/games/colt-express/engine/index.ts';
import type { CardId, GameState, LogEntry, Loot, PileCard, PlayerState, Seat } from '../../src/games/colt-express/engine/index.ts';
import { compareLoot, purse as pursed, sortCards } from '../../src/games/colt-express/engine/cards.ts';

/** A seeded shuffle (a failing case replays). */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = xs.slice();
  let x = seed | 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function swapPurses(s: GameState, seat: Seat, seed: number): Pick<GameState, 'cars' | 'bandits' | 'box'> {
  const mine = new Set(s.config.seats[seat] ?? []);
  const values: number[] = [];
  const take = (l: readonly Loot[]): void => void l.forEach((x) => x.kind === 'purse' && x.value !== null && values.push(x.value));
  for (const c of s.cars) (take(c.inside), take(c.roof));
  for (const id of s.config.bandits) if (!mine.has(id)) take(s.bandits[id]!.loot);
  for (const v of s.box.purses) if (v !== null) values.push(v);
  const pool = shuffled(values, seed);
  const deal = (l: readonly Loot[]): Loot[] => l.map((x) => (x.kind === 'purse' && x.value !== null ? pursed(pool.shift()!) : x)).sort(compareLoot);
  const cars = s.cars.map((c) => ({ ...c, inside: deal(c.inside), roof: deal(c.roof) }));
  const bandits: { [k: string]: GameState['bandits'][keyof GameState['bandits']] } = { ...s.bandits };
  for (const id of s.config.bandits) if (!mine.has(id)) bandits[id] = { ...s.bandits[id]!, loot: deal(s.bandits[id]!.loot) };
  const purses = s.box.purses.map(() => pool.shift()!).sort((a, b) => a - b);
  return { cars, bandits: bandits as GameState['bandits'], box: { ...s.box, purses } };
}

function swapCards(s: GameState, seat: Seat, seed: number): Pick<GameState, 'players' | 'pile'> {
  let pile: PileCard[] = s.pile.slice();
  const players = s.players.map((p): PlayerState => {
    if (p.seat === seat) return { ...p, deck: shuffled(p.deck, seed) }; // its own deck order is hidden from it too
    const pool = shuffled([...p.hand, ...p.deck], seed + p.seat);
    let hand: CardId[] = sortCards(pool.slice(0, p.hand.length));
    const deck = pool.slice(p.hand.length);
    if (s.phase === 'planning') {
      const k = pile.findIndex((c) => c.faceDown && c.card !== null && s.config.seats[p.seat]!.includes(c.bandit));
      const pc = pile[k];
      const h = pc === undefined ? -1 : hand.findIndex((c) => c.startsWith(`${pc.bandit}.`) && c !== `${pc.bandit}.${pc.card!}`);
      if (pc !== undefined && h >= 0) {
        const action = hand[h]!.slice(pc.bandit.length + 1) as NonNullable<PileCard['card']>;
        hand = sortCards([...hand.slice(0, h), `${pc.bandit}.${pc.card!}` as CardId, ...hand.slice(h + 1)]);
        pile = pile.map((c, i) => (i === k ? { ...c, card: action } : c));
      }
    }
    return { ...p, hand, deck };
  });
  return { players, pile };
}

/** The state with every hidden card and value swapped, plus the PRNG and the round cards to come. */
export function swapHiddenCe(s: GameState, seat: Seat, seed: number): GameState {
  return {
    ...s,
    ...swapPurses(s, seat, seed),
    ...swapCards(s, seat, seed),
    rng: [seed >>> 0, 7, 11, 13],
    config: { ...s.config, seed: seed + 1 },
    round: { ...s.round, deck: shuffled(s.round.deck, seed) },
  };
}

/**
 * The referee's log with what `seat` may not read changed (the entries logFor hides part of: the
 * card another seat picked or kept, the value of a purse the seat's bandits never held).
 */
export function scrambleLog(log: readonly LogEntry[], seat: Seat, s: GameState): LogEntry[] {
  return log.map((e): LogEntry => {
    if (logFor([e], seat, s)[0] === e) return e; // logFor hands back what it does not hide
    const other = (l: Loot): Loot => (l.kind === 'purse' ? pursed(l.value === 250 ? 500 : 250) : l);
    switch (e.kind) {
      case 'picked':
        return { ...e, data: { ...e.data, card: e.data.card === 'fire' ? 'move' : 'fire' } };
      case 'kept':
        return { ...e, data: { ...e.data, card: e.data.card === 'bullet.neutral' ? 'ghost.move' : 'bullet.neutral' } };
      case 'loot-taken':
        return { ...e, data: { ...e.data, loot: other(e.data.loot) } };
      case 'loot-dropped':
        return { ...e, data: { ...e.data, loot: other(e.data.loot) } };
      case 'purse-lost':
        return { ...e, data: { ...e.data, loot: other(e.data.loot) } };
      default:
        return e;
    }
  });
}
