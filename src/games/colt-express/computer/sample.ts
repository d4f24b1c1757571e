// A full state drawn at random among those the seat's view allows: the "what might they hold?"
// of the level "regular" (and the stand-in on which both levels read the legal choices, since
// the engine plays only full states). It reads nothing but the view (view(state, seat)):
// - purses whose value the seat has not seen (on the floors, in the other bandits' loot, out of
//   play) get the values of the box's purses (data/loot.ts) that are not in the seat's own loot;
// - each other player's hand, deck and face-down pile cards get its own action cards not in sight
//   (its pile cards face up, its discard pile) and, for the rest, bullet cards of the shooters
//   who have fired (bullets left on each bandit, neutral bullets given), never its own;
// - the seat's own deck order, the round cards still to come, the PRNG and the placements of the
//   two-bandit modes are drawn the same way.
// With the seat's log (logFor of every step so far, `Knowledge`), the bullet cards each player
// holds are the ones its bandits were dealt at the table (shots and neutral bullets are said aloud),
// and the round cards already played are not drawn again.
import type { ActionKind, CardId, CharacterId, GameConfig, GameState, LogEntry, Loot, PileCard, PlayerState, RoundCardId, Seat } from '../engine/types.ts';
import { createGame } from '../engine/api.ts';
import { BULLETS_PER_CHARACTER, NEUTRAL_BULLETS, PURSE_VALUES } from '../engine/data/loot.ts';
import { ROUND_CARDS } from '../engine/data/round-cards.ts';
import { MAX_ROUNDS } from '../engine/data/limits.ts';
import { rngInt, rngNext, shuffleInPlace, type RngWork } from '../../shared/rng.ts';
import { without } from '../../shared/computer/multiset.ts';

/** What the seat's log adds to its view: the bullet cards each bandit received, the round cards played. */
export type Knowledge = {
  readonly received: { readonly [C in CharacterId]?: readonly CardId[] };
  readonly roundCards: readonly RoundCardId[];
};

/** Read a seat's public log (logFor of each step, oldest first). */
export function knowledgeOf(log: readonly LogEntry[]): Knowledge {
  const received: { [C in CharacterId]?: CardId[] } = {};
  const roundCards: RoundCardId[] = [];
  const give = (id: CharacterId, card: CardId): void => void (received[id] ??= []).push(card);
  for (const e of log) {
    if (e.kind === 'bullet-fired') give(e.data.target, e.data.card);
    else if (e.kind === 'got-bullet') give(e.data.bandit, e.data.card);
    else if (e.kind === 'round-start') roundCards.push(e.data.roundCard);
  }
  return { received, roundCards };
}

/** Each seat's action cards at setup, per game setup (seats, mode, options): read from a new game. */
const setupCards = new Map<string, readonly (readonly CardId[])[]>();

/** The same game's answer by the identity of its seats list (a view keeps the state's), else by value. */
const bySeats = new WeakMap<object, readonly (readonly CardId[])[]>();

function actionCardsOf(v: GameState): readonly (readonly CardId[])[] {
  const c = v.config;
  const known = bySeats.get(c.seats);
  if (known !== undefined) return known;
  const key = JSON.stringify([c.players, c.preset, c.options, c.seats]);
  let cards = setupCards.get(key);
  if (cards === undefined) {
    const standard = c.options.mode === 'standard';
    const cfg: GameConfig = {
      seed: 1,
      players: c.players,
      preset: c.preset,
      options: c.options,
      ...(standard ? { characters: c.seats.map((s) => s[0]!) } : { teams: c.seats }),
    };
    const g = createGame(cfg);
    cards = g.ok ? g.value.players.map((p) => [...p.hand, ...p.deck, ...p.discard]) : c.seats.map(() => []);
    setupCards.set(key, cards);
  }
  bySeats.set(c.seats, cards);
  return cards;
}

const lootRank = (l: Loot): number => (l.kind === 'strongbox' ? 0 : l.kind === 'jewel' ? 1 : 2 + (l.value ?? 100000));
const sortLoot = (l: Loot[]): Loot[] => l.sort((a, b) => lootRank(a) - lootRank(b));
const isBullet = (c: CardId): boolean => c.startsWith('bullet.');

/** Purse values the seat has not seen, dealt to every hidden purse. */
function dealPurses(v: GameState, seat: Seat, r: RngWork): Pick<GameState, 'cars' | 'bandits' | 'box'> {
  const known: number[] = [];
  for (const id of v.config.seats[seat] ?? []) for (const l of v.bandits[id]?.loot ?? []) if (l.kind === 'purse' && l.value !== null) known.push(l.value);
  const pool = without(PURSE_VALUES, known);
  shuffleInPlace(pool, r);
  const next = (): number => pool.pop() ?? 250;
  const fill = (arr: readonly Loot[]): readonly Loot[] =>
    arr.some((l) => l.kind === 'purse' && l.value === null)
      ? sortLoot(arr.map((l) => (l.kind === 'purse' && l.value === null ? { kind: 'purse', value: next() } : l)))
      : arr;
  const cars = v.cars.map((c) => ({ wagon: c.wagon, inside: fill(c.inside), roof: fill(c.roof) }));
  const bandits: { [C in CharacterId]?: GameState['bandits'][C] } = {};
  for (const id of v.config.bandits) {
    const b = v.bandits[id];
    if (b) bandits[id] = { ...b, loot: fill(b.loot) };
  }
  const purses = v.box.purses.map((p) => (p === null ? next() : p)).sort((a, b) => a - b);
  return { cars, bandits, box: { ...v.box, purses } };
}

/** Bullet cards fired so far and not in sight (the seat's own cards, every discard pile). */
function bulletPool(v: GameState, seat: Seat): CardId[] {
  const fired: CardId[] = [];
  for (const id of v.config.bandits) {
    const b = v.bandits[id];
    for (let i = b ? BULLETS_PER_CHARACTER - b.bulletsLeft : 0; i > 0; i--) fired.push(`bullet.${id}`);
  }
  for (let i = NEUTRAL_BULLETS - v.neutralBullets; i > 0; i--) fired.push('bullet.neutral');
  const seen: CardId[] = [];
  for (const p of v.players) {
    seen.push(...p.discard.filter(isBullet));
    if (p.seat === seat) seen.push(...p.hand.filter(isBullet), ...p.deck.filter(isBullet));
  }
  return without(fired, seen);
}

type Dealt = { player: PlayerState; pile: (ActionKind | null)[] };

/** One other player's hidden cards: its face-down pile cards first (its own action cards), then hand and deck. */
function dealPlayer(v: GameState, p: PlayerState, all: readonly CardId[], bullets: CardId[], r: RngWork, know: Knowledge | null): Dealt {
  const own = new Set<string>(p.bandits);
  const inSight: CardId[] = [...p.discard, ...p.hand.filter((c) => c !== 'hidden'), ...p.deck.filter((c) => c !== 'hidden')];
  for (const c of v.pile) if (own.has(c.bandit) && c.card !== null) inSight.push(`${c.bandit}.${c.card}` as CardId);
  const actions = without(all, inSight);
  shuffleInPlace(actions, r);
  const pile = v.pile.map((c): ActionKind | null => {
    if (!own.has(c.bandit) || c.card !== null) return c.card;
    const i = actions.findIndex((a) => a.startsWith(`${c.bandit}.`));
    const card = i >= 0 ? actions.splice(i, 1)[0]! : `${c.bandit}.move`;
    return card.slice(c.bandit.length + 1) as ActionKind;
  });
  const handHidden = p.hand.filter((c) => c === 'hidden').length;
  const slots = handHidden + p.deck.filter((c) => c === 'hidden').length;
  // the bullets it was dealt (from the log), but those on its discard pile; then its action cards
  const dealt = know === null ? [] : without(p.bandits.flatMap((b) => know.received[b] ?? []), p.discard.filter(isBullet));
  const cards = [...dealt.slice(0, slots), ...actions.slice(0, Math.max(0, slots - dealt.length))];
  while (cards.length < slots) {
    const i = bullets.findIndex((b) => !own.has(b.slice(7)));
    cards.push(i >= 0 ? bullets.splice(i, 1)[0]! : 'bullet.neutral');
  }
  shuffleInPlace(cards, r);
  const hand = [...p.hand.filter((c) => c !== 'hidden'), ...cards.slice(0, handHidden)].sort();
  const deck = [...p.deck.filter((c) => c !== 'hidden'), ...cards.slice(handHidden)];
  return { player: { ...p, hand, deck }, pile };
}

/** The round cards still to come: as many as the rounds left, none of them the current card, a Train Station card last when the option says so. */
function dealRoundDeck(v: GameState, r: RngWork, know: Knowledge | null): RoundCardId[] {
  const left = Math.max(0, MAX_ROUNDS - 1 - v.round.index);
  if (left === 0) return [];
  const played = know?.roundCards ?? [];
  const normal = ROUND_CARDS.filter((c) => !c.station && c.id !== v.round.card && !played.includes(c.id)).map((c) => c.id);
  shuffleInPlace(normal, r);
  if (v.config.options.roundDeck === 'five') return normal.slice(0, left);
  const station = ROUND_CARDS.filter((c) => c.station).map((c) => c.id);
  return [...normal.slice(0, left - 1), station[rngInt(r, station.length)]!];
}

/** A full state the view of `seat` allows (and its log, when known), drawn with `r` (reads nothing but `v` and `know`). */
export function sampleState(v: GameState, seat: Seat, r: RngWork, know: Knowledge | null = null): GameState {
  const all = actionCardsOf(v);
  const bullets = bulletPool(v, seat);
  shuffleInPlace(bullets, r);
  let pileCards: (ActionKind | null)[] = v.pile.map((c) => c.card);
  const players = v.players.map((p) => {
    if (p.seat === seat) {
      const deck = p.deck.slice();
      shuffleInPlace(deck, r);
      return { ...p, deck };
    }
    const d = dealPlayer({ ...v, pile: v.pile.map((c, i) => ({ ...c, card: pileCards[i]! })) }, p, all[p.seat] ?? [], bullets, r, know);
    pileCards = d.pile;
    return d.player;
  });
  const pile: PileCard[] = v.pile.map((c, i) => (c.card === pileCards[i] ? c : { ...c, card: pileCards[i] ?? 'move' }));
  let pending = v.pending;
  if (pending !== null && pending.kind === 'place') {
    // the seats before the asked one (clockwise from the first player) have chosen, face down
    const placed = pending.placed.slice();
    const n = v.config.players;
    for (let k = 0, s = v.round.firstPlayer as number; s !== pending.seat && k < n; k++, s = (s + 1) % n)
      if (placed[s] === null) placed[s] = v.config.seats[s]?.[rngInt(r, 2)] ?? null;
    pending = { ...pending, placed };
  }
  if (pending !== null && pending.kind === 'keep' && pending.seat !== seat) pending = { ...pending, kept: [] };
  return {
    ...v,
    ...dealPurses(v, seat, r),
    rng: [rngNext(r), rngNext(r), rngNext(r), rngNext(r) | 1],
    players,
    pile,
    round: { ...v.round, deck: dealRoundDeck(v, r, know) },
    pending,
  };
}
