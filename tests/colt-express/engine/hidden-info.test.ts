// What a player may see (issue 20): view(state, seat) and logFor(log, seat, state) are one seat's
// public channel. Property: swapping anything that seat cannot see (another player's hand and deck
// order, another player's face-down card on the pile, the values of purses lying on the floors or
// held by other players: purses lie face down, 002/000) changes neither its view before a step, nor
// the step's logFor, nor its view after, at any step of random games (but the last, where the score
// turns every purse over), in every mode (fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, createGame, logFor, view } from '../../../src/games/colt-express/engine/index.ts';
import type { CardId, Choice, GameConfig, GameState, LogEntry, Loot, PileCard, PlayerState, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { compareLoot, purse as pursed, sortCards } from '../../../src/games/colt-express/engine/cards.ts';
import { randomPlay } from './helpers.ts';

const configs: [string, Partial<GameConfig>][] = [
  ['4p original', { players: 4, preset: 'original' }],
  ['5p revised-advanced', { players: 5, preset: 'revised-advanced' }],
  ['4p expert', { players: 4, options: { expert: true } }],
  ['two-bandits 3p', { players: 3, options: { mode: 'two-bandits' } }],
  ['two-bandits 2p expert', { players: 2, options: { mode: 'two-bandits', expert: true } }],
  ['team 2p', { players: 2, options: { mode: 'team-two-player' } }],
];

function walk(seed: number, cfg: Partial<GameConfig>): { states: GameState[]; choices: readonly Choice[] } {
  const g = randomPlay(seed, cfg);
  const c = createGame({ players: 4, ...cfg, seed } as GameConfig);
  if (!c.ok) throw new Error(c.error.message);
  const states = [c.value];
  for (const ch of g.choices) {
    const r = apply(states[states.length - 1]!, ch);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
  }
  return { states, choices: g.choices };
}

/** A seeded shuffle (a failing case replays). */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = xs.slice();
  let x = seed | 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Purse values hidden from `seat`: on every floor (unless its bandit is the one choosing: he may take one) and in the other bandits' loot, dealt anew. */
function swapPurses(s: GameState, seat: Seat, seed: number): Pick<GameState, 'cars' | 'bandits'> {
  const chooser = s.pending !== null && 'seat' in s.pending ? s.pending.seat : null;
  const floors = chooser !== seat;
  const mine = new Set(s.config.seats[seat] ?? []);
  const values: number[] = [];
  const take = (l: readonly Loot[]): void => void l.forEach((x) => x.kind === 'purse' && x.value !== null && values.push(x.value));
  if (floors) for (const c of s.cars) (take(c.inside), take(c.roof));
  for (const id of s.config.bandits) if (!mine.has(id)) take(s.bandits[id]!.loot);
  const pool = shuffled(values, seed);
  const deal = (l: readonly Loot[]): Loot[] => l.map((x) => (x.kind === 'purse' && x.value !== null ? pursed(pool.shift()!) : x)).sort(compareLoot);
  const cars = floors ? s.cars.map((c) => ({ ...c, inside: deal(c.inside), roof: deal(c.roof) })) : s.cars;
  const bandits: { [k: string]: GameState['bandits'][keyof GameState['bandits']] } = { ...s.bandits };
  for (const id of s.config.bandits) if (!mine.has(id)) bandits[id] = { ...s.bandits[id]!, loot: deal(s.bandits[id]!.loot) };
  return { cars, bandits: bandits as GameState['bandits'] };
}

/** Another player's cards: hand and deck dealt anew (only the deck of the player choosing), and in planning one of its face-down pile cards traded with its hand. */
function swapCards(s: GameState, seat: Seat, seed: number): Pick<GameState, 'players' | 'pile'> {
  const chooser = s.pending !== null && 'seat' in s.pending ? s.pending.seat : null;
  let pile: PileCard[] = s.pile.slice();
  const players = s.players.map((p): PlayerState => {
    if (p.seat === seat) return p;
    // expert: a player with nothing it may keep is not asked (the engine skips a choice of one), so
    // what a hand holds shows in the flow; there only the deck order is swapped (README)
    if (p.seat === chooser || s.config.options.expert) return { ...p, deck: shuffled(p.deck, seed + p.seat) };
    const pool = shuffled([...p.hand, ...p.deck], seed + p.seat);
    let hand: CardId[] = sortCards(pool.slice(0, p.hand.length));
    const deck = pool.slice(p.hand.length);
    if (s.phase === 'planning') {
      // not the first card of the pile: it is turned over as stealing starts, which this step may do
      const k = pile.findIndex((c, i) => i > 0 && c.faceDown && c.card !== null && s.config.seats[p.seat]!.includes(c.bandit));
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

const swapHidden = (s: GameState, seat: Seat, seed: number): GameState => ({ ...s, ...swapPurses(s, seat, seed), ...swapCards(s, seat, seed) });

describe.each(configs)('hidden information (issue 20), %s', (_name, cfg) => {
  it('swapping what a seat cannot see changes neither its view nor its logFor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(), fc.nat({ max: 5 }), fc.nat(), (gameSeed, at, who, seed) => {
        const w = walk(gameSeed, cfg);
        const i = at % (w.choices.length - 1); // not the last step: the score shows every purse
        const s = w.states[i]!;
        const seat = (who % s.config.players) as Seat;
        const t = swapHidden(s, seat, seed);
        expect(view(t, seat)).toEqual(view(s, seat));
        const a = apply(s, w.choices[i]!);
        const b = apply(t, w.choices[i]!);
        if (!a.ok || !b.ok) throw new Error(`the same choice is legal in both: ${JSON.stringify(w.choices[i])}`);
        expect(logFor(b.value.log, seat, t)).toEqual(logFor(a.value.log, seat, s));
        expect(view(b.value.state, seat)).toEqual(view(a.value.state, seat));
      }),
      { numRuns: 100 },
    );
  });
});

describe('logFor', () => {
  const purse = (value: number | null): Loot => ({ kind: 'purse', value });
  const g = createGame({ seed: 2, players: 3, options: { mode: 'two-bandits' } });
  if (!g.ok) throw new Error(g.error.message);
  const s = g.value;
  const [a1, a2] = s.config.seats[0]!;
  const b1 = s.config.seats[1]![0]!;
  const rows: [string, LogEntry, Seat, LogEntry['data']][] = [
    // 002/000 two bandits: the card picked goes into a secret hand
    ['the card picked, for another seat', { kind: 'picked', rule: 'variants.two-bandits.card-choice', data: { seat: 0 as Seat, bandit: a1!, card: 'fire' } }, 1 as Seat, { seat: 0 as Seat, bandit: a1!, card: null }],
    ['the card picked, for its seat', { kind: 'picked', rule: 'variants.two-bandits.card-choice', data: { seat: 0 as Seat, bandit: a1!, card: 'fire' } }, 0 as Seat, { seat: 0 as Seat, bandit: a1!, card: 'fire' }],
    // expert: the cards kept lie in the player's hand
    ['the card kept, for another seat', { kind: 'kept', rule: 'variants.expert.keep-cards', data: { seat: 1 as Seat, card: `${b1}.rob` as CardId } }, 0 as Seat, { seat: 1 as Seat, card: 'hidden' }],
    // purses lie face down: a robbed purse's value is its taker's
    ['a purse taken, for another seat', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: b1, target: null, loot: purse(450), to: 1 as never, floor: 'inside' } }, 0 as Seat, { bandit: b1, target: null, loot: purse(null), to: 1 as never, floor: 'inside' }],
    ['a purse taken, for the taker (second bandit of the seat)', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: a2!, target: null, loot: purse(450), to: 1 as never, floor: 'inside' } }, 0 as Seat, { bandit: a2!, target: null, loot: purse(450), to: 1 as never, floor: 'inside' }],
    ['a purse dropped, for its former holder', { kind: 'loot-dropped', rule: 'actions.punch.drop-loot', data: { bandit: b1, target: a1!, loot: purse(300), to: 1 as never, floor: 'roof' } }, 0 as Seat, { bandit: b1, target: a1!, loot: purse(300), to: 1 as never, floor: 'roof' }],
    ['a purse dropped, for the puncher', { kind: 'loot-dropped', rule: 'actions.punch.drop-loot', data: { bandit: b1, target: a1!, loot: purse(300), to: 1 as never, floor: 'roof' } }, 1 as Seat, { bandit: b1, target: a1!, loot: purse(null), to: 1 as never, floor: 'roof' }],
    ['a jewel stays a jewel', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: b1, target: null, loot: { kind: 'jewel' }, to: 1 as never, floor: 'inside' } }, 0 as Seat, { bandit: b1, target: null, loot: { kind: 'jewel' }, to: 1 as never, floor: 'inside' }],
  ];
  it.each(rows)('%s', (_n, entry, seat, want) => {
    expect(logFor([entry], seat, s)[0]!.data).toEqual(want);
  });
  it('never throws', () => {
    expect(logFor(null as never, 0 as Seat, s)).toEqual([]);
    expect(logFor([], 0 as Seat, null as never)).toEqual([]);
  });
});
