// buildPosition: any mid-game position from a short readable description (PositionSpec). One
// function per part of the state; a part the spec gets wrong is refused with a problem (a code
// of PROBLEM_CODES and the path in the spec), and the whole position is then checked
// by checkPosition: every position buildPosition returns passes it.
import type {
  BanditSpec,
  BanditState,
  CarIndex,
  CardId,
  CharacterId,
  GameState,
  Loot,
  Options,
  Pending,
  PileCard,
  PlayerState,
  PositionProblem,
  PositionSpec,
  PresetId,
  Result,
  RoundState,
  Seat,
} from '../types.ts';
import { ACTION_KINDS } from '../data/characters.ts';
import { WAGONS, WAGON_BY_ID } from '../data/wagons.ts';
import { NORMAL_ROUND_CARDS, ROUND_CARD_BY_ID, turnsFor } from '../data/round-cards.ts';
import { BULLETS_PER_CHARACTER, NEUTRAL_BULLETS } from '../data/loot.ts';
import { MAX_CARS, MAX_ROUNDS, MIN_CARS, wagonsFor } from '../data/limits.ts';
import { CARD_INFO, actionCard, bulletCard, isCardId, sortCards, NEUTRAL_CARD } from '../cards.ts';
import { rngInt, seedRng, shuffleInPlace, type RngWork } from '../rng.ts';
import { isCharacterId, resolveOptions } from '../setup.ts';
import { planSeat } from '../planning/turn-order.ts';
import { handSize } from '../planning/deal.ts';
import { checkPosition } from './check.ts';
import { playsSoFar } from './check-flow.ts';
import { seatActionCards } from './seat-cards.ts';
import { type LootPool, drawUnknownPurses, lootPool, sortLoot, takeLoot } from './loot-pool.ts';
import { built, refuse, type Built } from './built.ts';

function refused(problems: readonly PositionProblem[]): Result<GameState> {
  const message = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
  return { ok: false, error: { code: 'position', message, path: problems[0]!.path, problems } };
}

/** Never throws: a spec of the wrong shape is refused with 'bad-spec'. */
export function buildPosition(spec: PositionSpec): Result<GameState> {
  try {
    return build(spec);
  } catch (e) {
    return refused([{ code: 'bad-spec', message: `the spec is malformed (${String(e)})`, path: 'spec' }]);
  }
}

type Parts = { preset: PresetId; options: Options; seats: CharacterId[][]; all: CharacterId[]; r: RngWork };

function build(spec: PositionSpec): Result<GameState> {
  const parts = setupOf(spec);
  if (!parts.ok) return refused([parts.problem]);
  const { options, seats, all, r } = parts.value;
  const pool = lootPool();
  const cars = carsOf(spec, options, seats.length, pool);
  if (!cars.ok) return refused([cars.problem]);
  const bandits = banditsOf(spec, all, seats, cars.value.length - 1, pool);
  if (!bandits.ok) return refused([bandits.problem]);
  const unknown = drawUnknownPurses(pool, r);
  if (unknown !== null) return refused([unknown]);
  const phase = spec.phase ?? (spec.pile && spec.pile.length > 0 ? 'stealing' : 'planning');
  const round = roundOf(spec, options, seats.length, phase);
  if (!round.ok) return refused([round.problem]);
  const pile = pileOf(spec, all);
  if (!pile.ok) return refused([pile.problem]);
  const players = playersOf(spec, options, seats, pile.value, r);
  if (!players.ok) return refused([players.problem]);
  const state = assemble(spec, parts.value, { cars: cars.value, bandits: bandits.value, pool, round: round.value, phase, pile: pile.value, players: players.value });
  if (!state.ok) return refused([state.problem]);
  const problems = checkPosition(state.value);
  return problems.length > 0 ? refused(problems) : { ok: true, value: state.value };
}

/** Options, seats (characters or teams) and the bandits the spec places. */
function setupOf(spec: PositionSpec): Built<Parts> {
  if (typeof spec !== 'object' || spec === null) return refuse('bad-spec', 'spec', 'expected an object');
  if (typeof spec.bandits !== 'object' || spec.bandits === null) return refuse('bad-spec', 'bandits', 'expected an object of bandits');
  const ro = resolveOptions(spec.preset, spec.options);
  if (!ro.ok) return refuse('bad-options', ro.error.path ?? 'options', ro.error.message);
  const { preset, options } = ro.value;
  let seats: CharacterId[][];
  if (options.mode === 'standard') seats = (spec.characters ?? (Object.keys(spec.bandits) as CharacterId[])).map((c) => [c]);
  else if (!spec.teams) return refuse('bad-spec', 'teams', 'the two-bandit modes need teams');
  else seats = spec.teams.map((t) => t.slice());
  const all = seats.flat();
  for (let i = 0; i < all.length; i++) if (!isCharacterId(all[i])) return refuse('unknown-character', `characters[${i}]`, `unknown character "${String(all[i])}"`);
  for (const k of Object.keys(spec.bandits)) {
    if (!isCharacterId(k)) return refuse('unknown-character', `bandits.${k}`, 'unknown character');
    if (!all.includes(k)) return refuse('extra-bandit', `bandits.${k}`, `${k} is not among the characters`);
  }
  for (const id of all) if (!spec.bandits[id]) return refuse('missing-bandit', `bandits.${id}`, `no position given for ${id}`);
  return built({ preset, options, seats, all, r: seedRng(spec.seed ?? 0) });
}

type CarParts = { wagon: GameState['cars'][number]['wagon']; inside: Loot[]; roof: Loot[] };

/** The train: `carCount` cars (default: the setup's train for the mode), their wagons and loot. */
function carsOf(spec: PositionSpec, options: Options, n: number, pool: LootPool): Built<CarParts[]> {
  const carCount = spec.carCount ?? (spec.cars ? spec.cars.length : spec.wagons ? spec.wagons.length + 1 : wagonsFor(options.mode, n) + 1);
  if (!Number.isInteger(carCount) || carCount < MIN_CARS || carCount > MAX_CARS)
    return refuse('car-count', 'carCount', `expected ${MIN_CARS} to ${MAX_CARS} cars (locomotive included)`);
  const wagons = spec.wagons ? spec.wagons.slice() : WAGONS.slice(0, carCount - 1).map((w) => w.id);
  if (wagons.length !== carCount - 1) return refuse('car-count', 'wagons', `expected ${carCount - 1} wagons`);
  for (let i = 0; i < wagons.length; i++) if (!WAGON_BY_ID[wagons[i]!]) return refuse('bad-wagon', `wagons[${i}]`, 'unknown wagon');
  const cars: CarParts[] = [];
  for (let i = 0; i < carCount; i++) {
    const cs = spec.cars?.[i];
    const inside = takeLoot(pool, cs?.inside, `cars[${i}].inside`);
    if (!inside.ok) return inside;
    const roof = takeLoot(pool, cs?.roof, `cars[${i}].roof`);
    if (!roof.ok) return roof;
    cars.push({ wagon: i === 0 ? 'locomotive' : wagons[i - 1]!, inside: inside.value, roof: roof.value });
  }
  return built(cars);
}

/** Each bandit's place and loot (bullets left: given, or derived from the bullet cards placed). */
function banditsOf(spec: PositionSpec, all: readonly CharacterId[], seats: readonly CharacterId[][], last: number, pool: LootPool): Built<{ [C in CharacterId]?: BanditState }> {
  const out: { [C in CharacterId]?: BanditState } = {};
  for (const id of all) {
    const bs: BanditSpec = spec.bandits[id]!;
    if (!Number.isInteger(bs.car) || bs.car < 0 || bs.car > last) return refuse('bad-car', `bandits.${id}.car`, `car must be 0 to ${last}`);
    if (bs.floor !== undefined && bs.floor !== 'inside' && bs.floor !== 'roof') return refuse('bad-floor', `bandits.${id}.floor`, 'floor must be inside or roof');
    const loot = takeLoot(pool, bs.loot, `bandits.${id}.loot`);
    if (!loot.ok) return loot;
    const seat = seats.findIndex((t) => t.includes(id)) as Seat;
    out[id] = { car: bs.car as CarIndex, floor: bs.floor ?? 'inside', loot: loot.value, bulletsLeft: bs.bulletsLeft ?? BULLETS_PER_CHARACTER, seat };
  }
  return built(out);
}

/** The round card, the round deck (default: what is left of a 5-round game) and the turn. */
function roundOf(spec: PositionSpec, options: Options, n: number, phase: GameState['phase']): Built<RoundState> {
  const rs = spec.round ?? {};
  const index = rs.index ?? 0;
  const card = rs.card ?? 'tunnel';
  if (!ROUND_CARD_BY_ID[card]) return refuse('bad-round', 'round.card', 'unknown round card');
  if (!Number.isInteger(index) || index < 0 || index >= MAX_ROUNDS) return refuse('round-count', 'round.index', `a game has ${MAX_ROUNDS} rounds (index 0 to ${MAX_ROUNDS - 1})`);
  let deck = rs.deck?.slice();
  if (deck === undefined) {
    const rest = NORMAL_ROUND_CARDS.filter((c) => c !== card);
    const left = MAX_ROUNDS - 1 - index;
    deck = options.roundDeck === 'five' ? rest.slice(0, left) : left > 0 ? rest.slice(0, left - 1).concat(['pickpocketing']) : [];
  }
  const firstPlayer = rs.firstPlayer ?? 0;
  if (!Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= n) return refuse('bad-seat', 'round.firstPlayer', `expected a seat from 0 to ${n - 1}`);
  const turn = rs.turn ?? (phase === 'planning' ? 0 : turnsFor(ROUND_CARD_BY_ID[card]!, n).length);
  return built({ index, card, deck, turn, step: rs.step ?? 0, sub: rs.sub ?? 0, firstPlayer: firstPlayer as Seat });
}

/** Stealing: the cards still to resolve, next first; planning: the cards played so far. */
function pileOf(spec: PositionSpec, all: readonly CharacterId[]): Built<PileCard[]> {
  const pile: PileCard[] = [];
  const given = spec.pile ?? [];
  for (let i = 0; i < given.length; i++) {
    const pc = given[i]!;
    if (!all.includes(pc.bandit)) return refuse('extra-bandit', `pile[${i}].bandit`, `${String(pc.bandit)} is not in the game`);
    if (!(ACTION_KINDS as readonly string[]).includes(pc.card)) return refuse('bad-spec', `pile[${i}].card`, 'unknown action');
    pile.push({ bandit: pc.bandit, card: pc.card, faceDown: pc.faceDown ?? false });
  }
  return built(pile);
}

type SeatCards = { hand: CardId[]; deck: CardId[]; discard: CardId[]; received: CardId[]; dealt: boolean };

/** Every seat's cards: the ones the spec places, the rest of its action cards in the deck (shuffled). */
function playersOf(spec: PositionSpec, options: Options, seats: readonly CharacterId[][], pile: readonly PileCard[], r: RngWork): Built<SeatCards[]> {
  const out: SeatCards[] = [];
  for (const bs of seats) {
    const cards = seatCardsOf(spec, options, bs, pile, r);
    if (!cards.ok) return cards;
    out.push(cards.value);
  }
  return built(out);
}

function seatCardsOf(spec: PositionSpec, options: Options, bs: readonly CharacterId[], pile: readonly PileCard[], r: RngWork): Built<SeatCards> {
  const rest = seatActionCards(options.mode, bs);
  const take = (c: CardId, path: string): Built<CardId> => {
    if (CARD_INFO[c]?.bullet) return built(c);
    const k = rest.indexOf(c);
    if (k < 0) return refuse('cards-not-conserved', path, `${c} is not (or no longer) in this player's cards`);
    rest.splice(k, 1);
    return built(c);
  };
  for (const pc of pile) {
    const t = bs.includes(pc.bandit) ? take(actionCard(pc.bandit, pc.card!), 'pile') : built(null);
    if (!t.ok) return t;
  }
  const out: SeatCards = { hand: [], deck: [], discard: [], received: [], dealt: false };
  let deckGiven = false;
  for (const b of bs) {
    const bsp = spec.bandits[b]!;
    for (const [list, path] of [[bsp.hand, 'hand'], [bsp.discard, 'discard'], [bsp.deck, 'deck']] as const) {
      for (let i = 0; i < (list ?? []).length; i++) {
        const c = cardOf(list![i], b, `bandits.${b}.${path}[${i}]`);
        const t = c.ok ? take(c.value, `bandits.${b}.${path}[${i}]`) : c;
        if (!t.ok) return t;
        out[path].push(t.value);
      }
    }
    deckGiven ||= bsp.deck !== undefined;
    out.dealt ||= bsp.hand !== undefined;
    for (const x of bsp.received ?? []) {
      if (x !== 'neutral' && !isCharacterId(x)) return refuse('bad-spec', `bandits.${b}.received`, `unknown shooter "${String(x)}"`);
      out.received.push(x === 'neutral' ? NEUTRAL_CARD : bulletCard(x));
    }
  }
  shuffleInPlace(rest, r);
  // the cards the spec does not place: in the deck (expert: on the discard pile when a deck is given)
  if (deckGiven && options.expert) out.discard.push(...rest);
  else out.deck.push(...rest);
  return built(out);
}

function cardOf(x: unknown, owner: CharacterId, path: string): Built<CardId> {
  const c = (ACTION_KINDS as readonly unknown[]).includes(x) ? actionCard(owner, x as (typeof ACTION_KINDS)[number]) : isCardId(x) ? x : null;
  return c === null || c === 'hidden' ? refuse('unknown-card', path, `unknown card "${String(x)}"`) : built(c);
}

type Pieces = {
  cars: CarParts[];
  bandits: { [C in CharacterId]?: BanditState };
  pool: LootPool;
  round: RoundState;
  phase: GameState['phase'];
  pile: PileCard[];
  players: SeatCards[];
};

/** The state: hands dealt (planning, when the spec gives none), bullets derived, the pending choice. */
function assemble(spec: PositionSpec, parts: Parts, x: Pieces): Built<GameState> {
  const { preset, options, seats, all, r } = parts;
  const pending = pendingOf(x.phase, x.pile, x.bandits, x.round, options);
  if (!pending.ok) return pending;
  const bandits = withBulletsLeft(spec, all, x.bandits, x.players);
  const state: GameState = {
    config: { seed: spec.seed ?? 0, players: seats.length, preset, options, seats, bandits: all },
    rng: [rngInt(r, 2 ** 32) >>> 0, rngInt(r, 2 ** 32) >>> 0, rngInt(r, 2 ** 32) >>> 0, rngInt(r, 2 ** 32) >>> 0],
    cars: x.cars.map((c) => ({ wagon: c.wagon, inside: sortLoot(c.inside), roof: sortLoot(c.roof) })),
    bandits,
    marshal: (spec.marshal ?? 0) as CarIndex,
    neutralBullets: spec.neutralBullets ?? NEUTRAL_BULLETS - neutralPlaced(x.players),
    neutralDeckRemoved: spec.neutralDeckRemoved ?? false,
    box: { strongboxes: x.pool.strongboxes, jewels: x.pool.jewels, purses: x.pool.purses.slice().sort((a, b) => a - b), minted: 0 },
    players: x.players.map((p, seat) => ({ seat: seat as Seat, bandits: seats[seat]!, hand: p.hand, deck: p.deck, discard: p.discard, turns: 0 })),
    round: x.round,
    phase: x.phase,
    pile: x.pile,
    pending: pending.value,
  };
  return built(planning(dealt(state, x.players)));
}

function pendingOf(phase: GameState['phase'], pile: readonly PileCard[], bandits: { [C in CharacterId]?: BanditState }, round: RoundState, options: Options): Built<Pending> {
  if (phase === 'planning') return built({ kind: 'plan', seat: 0 as Seat }); // the seat: planning() below
  if (phase === 'stealing') {
    const top = pile[0];
    if (!top) return refuse('pending-mismatch', 'pile', 'the stealing phase needs at least one card still to resolve');
    return built({ kind: 'resolve', seat: bandits[top.bandit]!.seat, bandit: top.bandit, card: top.card! });
  }
  const event = ROUND_CARD_BY_ID[round.card]!.event;
  if (!event || !options.roundEvents) return refuse('pending-mismatch', 'phase', `round card ${round.card} has no event to resolve (or events are off)`);
  return built({ kind: 'event', seat: round.firstPlayer, event });
}

/** Planning with no hand given: each seat draws its hand (handSize: Doc 7, two bandits +1); received bullets then go on top. */
function dealt(s: GameState, cards: readonly SeatCards[]): GameState {
  const players = s.players.map((p, seat): PlayerState => {
    const c = cards[seat]!;
    let hand = c.hand;
    let deck = c.deck;
    if (s.phase === 'planning' && hand.length === 0 && !c.dealt) {
      const size = handSize(s, seat);
      hand = deck.slice(0, size);
      deck = deck.slice(size);
    }
    return { ...p, hand: sortCards(hand.slice()), deck: c.received.concat(deck), discard: sortCards(c.discard.slice()) };
  });
  return { ...s, players };
}

/** Planning: the seat whose turn it is, and each seat's planning actions so far (Ghost reads them, Audit A2). */
function planning(s: GameState): GameState {
  if (s.pending === null || s.pending.kind !== 'plan') return s;
  const withSeat: GameState = { ...s, pending: { kind: 'plan', seat: planSeat(s, s.round.turn, s.round.step) } };
  const turns = playsSoFar(withSeat);
  return { ...withSeat, players: withSeat.players.map((p, i) => ({ ...p, turns: turns[i]! })) };
}

/**
 * Bullets left not given: every bullet card placed anywhere (hand, deck, discard, received) has
 * left its revolver (ENGINE-REQUESTS R1).
 */
function withBulletsLeft(spec: PositionSpec, all: readonly CharacterId[], bandits: { [C in CharacterId]?: BanditState }, players: readonly SeatCards[]): { [C in CharacterId]?: BanditState } {
  const out = { ...bandits };
  for (const id of all) {
    if (spec.bandits[id]!.bulletsLeft !== undefined) continue;
    const placed = placedCards(players).filter((c) => c === bulletCard(id)).length;
    out[id] = { ...bandits[id]!, bulletsLeft: BULLETS_PER_CHARACTER - placed };
  }
  for (const id of all) out[id] = { ...out[id]!, loot: sortLoot(out[id]!.loot) };
  return out;
}

function placedCards(players: readonly SeatCards[]): CardId[] {
  return players.flatMap((p) => [...p.hand, ...p.deck, ...p.discard, ...p.received]);
}
function neutralPlaced(players: readonly SeatCards[]): number {
  return placedCards(players).filter((c) => c === NEUTRAL_CARD).length;
}
