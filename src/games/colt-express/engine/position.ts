// buildPosition: any mid-game position from a short readable description.
// checkPosition: what makes a state impossible (bandit with the Marshal, loot or cards not
// conserved, bad counts…).
import type {
  ActionKind,
  BanditState,
  CarIndex,
  CarState,
  CardId,
  CharacterId,
  GameState,
  Loot,
  LootSpec,
  Pending,
  PileCard,
  PlayerState,
  PositionProblem,
  PositionSpec,
  Result,
  RoundCardId,
  Seat,
  WagonId,
} from './types.ts';
import { ACTION_KINDS, ACTION_SET, TEAM_SET_FIRST, TEAM_SET_SECOND } from './data/characters.ts';
import { WAGONS, WAGON_BY_ID } from './data/wagons.ts';
import { NORMAL_ROUND_CARDS, ROUND_CARD_BY_ID, turnsFor } from './data/round-cards.ts';
import { BULLETS_PER_CHARACTER, JEWEL_COUNT, NEUTRAL_BULLETS, PURSE_VALUES, RANSOM, STRONGBOX_COUNT } from './data/loot.ts';
import { CARD_INFO, JEWEL, STRONGBOX, actionCard, bulletCard, insertLoot, isCardId, purse, sortCards, NEUTRAL_CARD } from './cards.ts';
import { rngInt, seedRng, shuffleInPlace } from './rng.ts';
import { isCharacterId, resolveOptions } from './setup.ts';
import { planSeat } from './planning/turn-order.ts';

// ---------------------------------------------------------------------------
// checkPosition
// ---------------------------------------------------------------------------

function expectedCards(s: GameState, seat: number): CardId[] {
  const bs = s.config.seats[seat] ?? [];
  const out: CardId[] = [];
  if (s.config.options.mode === 'standard') {
    for (const a of ACTION_SET) if (bs[0]) out.push(actionCard(bs[0], a));
  } else if (bs.length === 2) {
    for (const a of TEAM_SET_FIRST) out.push(actionCard(bs[0]!, a));
    for (const a of TEAM_SET_SECOND) out.push(actionCard(bs[1]!, a));
  }
  return sortCards(out);
}

export function checkPosition(s: GameState): readonly PositionProblem[] {
  const out: PositionProblem[] = [];
  const add = (code: string, message: string, path: string): void => {
    out.push({ code, message, path });
  };
  try {
    const cfg = s.config;
    const mode = cfg.options.mode;
    const n = cfg.players;
    // characters and players
    const seen = new Set<string>();
    cfg.seats.forEach((t, i) =>
      t.forEach((c, j) => {
        if (!isCharacterId(c)) add('unknown-character', `unknown character "${String(c)}"`, `config.seats[${i}][${j}]`);
        if (seen.has(c)) add('duplicate-character', `${c} plays twice`, `config.seats[${i}][${j}]`);
        seen.add(c);
      }),
    );
    const per = mode === 'standard' ? 1 : 2;
    if (cfg.seats.some((t) => t.length !== per))
      add('bandit-count', `each player runs ${per} bandit(s) in mode ${mode}`, 'config.seats');
    if (n !== cfg.seats.length || n !== s.players.length)
      add('bandit-count', `players (${n}) does not match seats (${cfg.seats.length}) / players (${s.players.length})`, 'config.players');
    if (mode === 'standard' && (n < 3 || n > 6)) add('player-count', `the standard rules are for 3 to 6 players, not ${n}`, 'config.players');
    if (mode === 'two-bandits' && (n < 2 || n > 3)) add('player-count', `two bandits per player is for 2 or 3 players, not ${n}`, 'config.players');
    if (mode === 'team-two-player' && n !== 2) add('player-count', `the original team game is for 2 players, not ${n}`, 'config.players');
    // bandits
    const last = s.cars.length - 1;
    if (last < 1) add('car-count', 'the train needs the locomotive and at least one wagon', 'cars');
    if (!Number.isInteger(s.marshal) || s.marshal < 0 || s.marshal > last) add('bad-car', `the Marshal is in car ${s.marshal}, outside the train`, 'marshal');
    for (const id of cfg.bandits) {
      const b = s.bandits[id];
      if (!b) {
        add('missing-bandit', `${id} is in the game but has no pawn`, `bandits.${id}`);
        continue;
      }
      if (!Number.isInteger(b.car) || b.car < 0 || b.car > last) add('bad-car', `${id} is in car ${b.car}, outside the train`, `bandits.${id}.car`);
      if (b.floor !== 'inside' && b.floor !== 'roof') add('bad-floor', `${id} has floor "${String(b.floor)}"`, `bandits.${id}.floor`);
      if (!Number.isInteger(b.bulletsLeft) || b.bulletsLeft < 0 || b.bulletsLeft > BULLETS_PER_CHARACTER)
        add('bullets-range', `${id} has ${b.bulletsLeft} bullets left: a revolver holds 0 to 6 bullet cards`, `bandits.${id}.bulletsLeft`);
      if (b.floor === 'inside' && b.car === s.marshal && s.phase !== 'setup')
        add('bandit-with-marshal', `${id} is inside the Marshal's car: he should have fled to the roof`, `bandits.${id}`);
      const seat = cfg.seats.findIndex((t) => t.includes(id));
      if (b.seat !== seat) add('bad-seat', `${id} belongs to seat ${seat}, not ${b.seat}`, `bandits.${id}.seat`);
    }
    for (const k of Object.keys(s.bandits)) if (!cfg.bandits.includes(k as CharacterId)) add('extra-bandit', `${k} is not in the game`, `bandits.${k}`);
    // loot conservation
    let strongboxes = s.box.strongboxes;
    let jewels = s.box.jewels;
    const purses: (number | null)[] = s.box.purses.slice();
    const count = (arr: readonly Loot[]): void => {
      for (const l of arr) {
        if (l.kind === 'strongbox') strongboxes++;
        else if (l.kind === 'jewel') jewels++;
        else purses.push(l.value);
      }
    };
    for (const c of s.cars) {
      count(c.inside);
      count(c.roof);
    }
    for (const id of cfg.bandits) if (s.bandits[id]) count(s.bandits[id]!.loot);
    if (strongboxes !== STRONGBOX_COUNT) add('loot-not-conserved', `${strongboxes} strongboxes in the game, expected ${STRONGBOX_COUNT}`, 'box.strongboxes');
    if (jewels !== JEWEL_COUNT) add('loot-not-conserved', `${jewels} jewels in the game, expected ${JEWEL_COUNT}`, 'box.jewels');
    if (!purses.includes(null)) {
      const expect = PURSE_VALUES.slice();
      for (let i = 0; i < s.box.minted; i++) expect.push(RANSOM);
      const got = (purses as number[]).slice().sort((a, b) => a - b);
      expect.sort((a, b) => a - b);
      if (got.length !== expect.length || got.some((v, i) => v !== expect[i]))
        add('loot-not-conserved', `purses in the game (${got.join(',')}) differ from the 18 purses${s.box.minted ? ` + ${s.box.minted} ransom(s)` : ''}`, 'box.purses');
    }
    // cards
    const shots: { [k: string]: number } = {};
    let neutral = 0;
    s.players.forEach((p, seat) => {
      const mine: CardId[] = [];
      let hidden = false;
      for (const arr of [p.hand, p.deck, p.discard]) {
        for (const c of arr) {
          const info = CARD_INFO[c];
          if (!info) {
            add('unknown-card', `unknown card "${String(c)}"`, `players[${seat}]`);
            continue;
          }
          if (c === 'hidden') hidden = true;
          else if (info.bullet) {
            if (info.bandit === null) neutral++;
            else shots[info.bandit] = (shots[info.bandit] ?? 0) + 1;
          } else mine.push(c);
        }
      }
      for (const pc of s.pile) if (s.bandits[pc.bandit]?.seat === seat && pc.card !== null) mine.push(actionCard(pc.bandit, pc.card));
      if (!hidden && s.pile.every((pc) => pc.card !== null)) {
        sortCards(mine);
        const exp = expectedCards(s, seat);
        if (mine.length !== exp.length || mine.some((c, i) => c !== exp[i]))
          add('cards-not-conserved', `seat ${seat} holds ${mine.length} action cards (${mine.join(' ')}), expected ${exp.length}`, `players[${seat}]`);
      }
    });
    for (const id of cfg.bandits) {
      const b = s.bandits[id];
      if (!b) continue;
      const fired = BULLETS_PER_CHARACTER - b.bulletsLeft;
      if ((shots[id] ?? 0) !== fired)
        add('bullets-not-conserved', `${id} fired ${fired} bullet(s) but ${shots[id] ?? 0} of his bullet cards are in decks`, `bandits.${id}.bulletsLeft`);
    }
    if (neutral + s.neutralBullets !== NEUTRAL_BULLETS)
      add('bullets-not-conserved', `${neutral} neutral bullets in decks + ${s.neutralBullets} in the pile, expected ${NEUTRAL_BULLETS}`, 'neutralBullets');
    // round and pending
    const info = ROUND_CARD_BY_ID[s.round.card];
    if (!info) add('bad-round', `unknown round card "${String(s.round.card)}"`, 'round.card');
    const p = s.pending;
    if (s.phase === 'game-over' && p !== null) add('pending-mismatch', 'the game is over but a choice is pending', 'pending');
    if (s.phase !== 'game-over' && p === null) add('pending-mismatch', 'nothing is pending but the game is not over', 'pending');
    if (p !== null && (p.seat < 0 || p.seat >= n)) add('pending-mismatch', `pending seat ${p.seat} does not exist`, 'pending.seat');
    if (p !== null && p.kind === 'resolve') {
      const top = s.pile[0];
      if (s.phase !== 'stealing') add('pending-mismatch', 'a card is being resolved outside the stealing phase', 'pending');
      if (!top || top.bandit !== p.bandit || (top.card !== null && top.card !== p.card))
        add('pending-mismatch', 'the card being resolved is not the top of the pile', 'pending');
      if (s.bandits[p.bandit] && s.bandits[p.bandit]!.seat !== p.seat) add('pending-mismatch', `${p.bandit} is not run by seat ${p.seat}`, 'pending.seat');
    }
    if (p !== null && (p.kind === 'plan' || p.kind === 'pick' || p.kind === 'cover' || p.kind === 'keep') && s.phase !== 'planning')
      add('pending-mismatch', `a ${p.kind} choice outside the planning phase`, 'pending');
    if (p !== null && p.kind === 'plan' && info) {
      const pattern = turnsFor(info, n);
      if (s.round.turn >= pattern.length) add('bad-round', `turn ${s.round.turn} does not exist on ${s.round.card}`, 'round.turn');
      else if (planSeat(s, s.round.turn, s.round.step) !== p.seat) add('pending-mismatch', `it is not seat ${p.seat}'s turn`, 'pending.seat');
    }
  } catch (e) {
    add('malformed', `the state is malformed: ${String(e)}`, 'state');
  }
  return out;
}

// ---------------------------------------------------------------------------
// buildPosition
// ---------------------------------------------------------------------------

/** Planning actions (play, draw or pass) each seat has taken so far in the round. */
function playsSoFar(s: GameState): number[] {
  const n = s.config.players;
  const info = ROUND_CARD_BY_ID[s.round.card];
  const pattern = info ? turnsFor(info, n) : [];
  const out = new Array<number>(n).fill(0);
  const per = (t: number): number => (pattern[t] === 'speeding-up' ? 2 : 1);
  for (let t = 0; t < s.round.turn && t < pattern.length; t++) for (let i = 0; i < n; i++) out[i] = out[i]! + per(t);
  if (s.round.turn < pattern.length) {
    for (let k = 0; k < n; k++) {
      const seat = planSeat(s, s.round.turn, k);
      if (k < s.round.step) out[seat] = out[seat]! + per(s.round.turn);
      else if (k === s.round.step) out[seat] = out[seat]! + s.round.sub;
    }
  }
  return out;
}

function bad(message: string, path: string): Result<GameState> {
  return { ok: false, error: { code: 'position', message: `${path}: ${message}`, path } };
}

export function buildPosition(spec: PositionSpec): Result<GameState> {
  try {
    return build(spec);
  } catch (e) {
    return { ok: false, error: { code: 'position', message: `spec: ${String(e)}`, path: 'spec' } };
  }
}

function build(spec: PositionSpec): Result<GameState> {
  if (typeof spec !== 'object' || spec === null) return bad('expected an object', 'spec');
  if (typeof spec.bandits !== 'object' || spec.bandits === null) return bad('expected an object of bandits', 'bandits');
  const ro = resolveOptions(spec.preset, spec.options);
  if (!ro.ok) return { ok: false, error: { ...ro.error, code: 'position' } };
  const { preset, options } = ro.value;
  const mode = options.mode;
  const r = seedRng(spec.seed ?? 0);
  // seats
  let seats: CharacterId[][];
  if (mode === 'standard') {
    const chars = spec.characters ?? (Object.keys(spec.bandits) as CharacterId[]);
    seats = chars.map((c) => [c]);
  } else {
    if (!spec.teams) return bad('the two-bandit modes need teams', 'teams');
    seats = spec.teams.map((t) => t.slice());
  }
  const all = seats.flat();
  for (let i = 0; i < all.length; i++) if (!isCharacterId(all[i])) return bad(`unknown character "${String(all[i])}"`, `characters[${i}]`);
  for (const k of Object.keys(spec.bandits)) {
    if (!isCharacterId(k)) return bad('unknown character', `bandits.${k}`);
    if (!all.includes(k)) return bad(`${k} is not among the characters`, `bandits.${k}`);
  }
  for (const id of all) if (!spec.bandits[id]) return bad(`no position given for ${id}`, `bandits.${id}`);
  const n = seats.length;
  // cars
  const carCount =
    spec.carCount ??
    (spec.cars ? spec.cars.length : spec.wagons ? spec.wagons.length + 1 : mode === 'team-two-player' ? 5 : mode === 'two-bandits' ? n + 2 : n + 1);
  if (!Number.isInteger(carCount) || carCount < 2 || carCount > 7) return bad('expected 2 to 7 cars (locomotive included)', 'carCount');
  const wagons: WagonId[] = spec.wagons ? spec.wagons.slice() : WAGONS.slice(0, carCount - 1).map((w) => w.id);
  if (wagons.length !== carCount - 1) return bad(`expected ${carCount - 1} wagons`, 'wagons');
  for (let i = 0; i < wagons.length; i++) if (!WAGON_BY_ID[wagons[i]!]) return bad('unknown wagon', `wagons[${i}]`);
  // loot pool
  const pool = PURSE_VALUES.slice();
  let jewels = JEWEL_COUNT;
  let strongboxes = STRONGBOX_COUNT;
  const unknownPurses: { arr: Loot[]; path: string }[] = [];
  const lootOf = (arr: readonly LootSpec[] | undefined, path: string): Loot[] | string => {
    const out: Loot[] = [];
    if (arr === undefined) return out;
    if (!Array.isArray(arr)) return `${path}: expected an array`;
    for (let i = 0; i < arr.length; i++) {
      const x = arr[i]!;
      let l: Loot;
      if (x === 'jewel' || (typeof x === 'object' && x.kind === 'jewel')) l = JEWEL;
      else if (x === 'strongbox' || (typeof x === 'object' && x.kind === 'strongbox')) l = STRONGBOX;
      else if (x === 'purse') {
        unknownPurses.push({ arr: out, path: `${path}[${i}]` });
        continue;
      } else {
        const v = typeof x === 'number' ? x : typeof x === 'object' && x.kind === 'purse' ? x.value : NaN;
        if (typeof v !== 'number' || !PURSE_VALUES.includes(v)) return `${path}[${i}]: a purse is worth 250, 300, 350, 400, 450 or 500`;
        l = purse(v);
      }
      if (l.kind === 'jewel') jewels--;
      else if (l.kind === 'strongbox') strongboxes--;
      else {
        const k = pool.indexOf(l.value!);
        if (k >= 0) pool.splice(k, 1);
        else return `${path}[${i}]: no $${l.value} purse left (the game has 8 x $250 and 2 of each other value)`;
      }
      out.push(l);
    }
    return out;
  };
  const cars: { wagon: CarState['wagon']; inside: Loot[]; roof: Loot[] }[] = [];
  for (let i = 0; i < carCount; i++) {
    const cs = spec.cars?.[i];
    const inside = lootOf(cs?.inside, `cars[${i}].inside`);
    if (typeof inside === 'string') return bad(inside.slice(inside.indexOf(': ') + 2), inside.slice(0, inside.indexOf(':')));
    const roof = lootOf(cs?.roof, `cars[${i}].roof`);
    if (typeof roof === 'string') return bad(roof.slice(roof.indexOf(': ') + 2), roof.slice(0, roof.indexOf(':')));
    cars.push({ wagon: i === 0 ? 'locomotive' : wagons[i - 1]!, inside, roof });
  }
  const last = carCount - 1;
  // bandits
  const bandits: { [C in CharacterId]?: BanditState } = {};
  const banditLoot: { [C in CharacterId]?: Loot[] } = {};
  for (const id of all) {
    const bs = spec.bandits[id]!;
    if (!Number.isInteger(bs.car) || bs.car < 0 || bs.car > last) return bad(`car must be 0 to ${last}`, `bandits.${id}.car`);
    if (bs.floor !== undefined && bs.floor !== 'inside' && bs.floor !== 'roof') return bad('floor must be inside or roof', `bandits.${id}.floor`);
    const loot = lootOf(bs.loot, `bandits.${id}.loot`);
    if (typeof loot === 'string') return bad(loot.slice(loot.indexOf(': ') + 2), loot.slice(0, loot.indexOf(':')));
    banditLoot[id] = loot;
  }
  // purses of unknown value: drawn from what is left
  shuffleInPlace(pool, r);
  for (const u of unknownPurses) {
    const v = pool.shift();
    if (v === undefined) return bad('no purse left', u.path);
    u.arr.push(purse(v));
  }
  const sortLoot = (arr: Loot[]): Loot[] => arr.reduce<Loot[]>((acc, l) => insertLoot(acc, l), []);
  for (const id of all) {
    const bs = spec.bandits[id]!;
    const seat = seats.findIndex((t) => t.includes(id)) as Seat;
    bandits[id] = {
      car: bs.car as CarIndex,
      floor: bs.floor ?? 'inside',
      loot: sortLoot(banditLoot[id]!),
      bulletsLeft: bs.bulletsLeft ?? BULLETS_PER_CHARACTER, // not given: derived below from the cards placed
      seat,
    };
  }
  // round
  const rs = spec.round ?? {};
  const phase = spec.phase ?? (spec.pile && spec.pile.length > 0 ? 'stealing' : 'planning');
  const index = rs.index ?? 0;
  const card: RoundCardId = rs.card ?? 'tunnel';
  if (!ROUND_CARD_BY_ID[card]) return bad('unknown round card', 'round.card');
  const info = ROUND_CARD_BY_ID[card]!;
  const pattern = turnsFor(info, n);
  let deck: RoundCardId[];
  if (rs.deck) deck = rs.deck.slice();
  else {
    const rest = NORMAL_ROUND_CARDS.filter((c) => c !== card);
    const left = Math.max(0, 4 - index);
    deck = options.roundDeck === 'five' ? rest.slice(0, left) : left > 0 ? rest.slice(0, left - 1).concat(['pickpocketing']) : [];
  }
  const firstPlayer = (rs.firstPlayer ?? 0) as Seat;
  if (!Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= n) return bad(`expected a seat from 0 to ${n - 1}`, 'round.firstPlayer');
  const round = {
    index,
    card,
    deck,
    turn: rs.turn ?? (phase === 'planning' ? 0 : pattern.length),
    step: rs.step ?? 0,
    sub: rs.sub ?? 0,
    firstPlayer,
  };
  // pile
  const pile: PileCard[] = [];
  for (let i = 0; i < (spec.pile ?? []).length; i++) {
    const pc = spec.pile![i]!;
    if (!all.includes(pc.bandit)) return bad(`${String(pc.bandit)} is not in the game`, `pile[${i}].bandit`);
    if (!(ACTION_KINDS as readonly string[]).includes(pc.card)) return bad('unknown action', `pile[${i}].card`);
    pile.push({ bandit: pc.bandit, card: pc.card, faceDown: pc.faceDown ?? false });
  }
  // players' cards
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) {
    const bs = seats[seat]!;
    const full: CardId[] = [];
    if (mode === 'standard') for (const a of ACTION_SET) full.push(actionCard(bs[0]!, a));
    else {
      for (const a of TEAM_SET_FIRST) full.push(actionCard(bs[0]!, a));
      for (const a of TEAM_SET_SECOND) full.push(actionCard(bs[1]!, a));
    }
    const take = (c: CardId, path: string): string | null => {
      const info2 = CARD_INFO[c];
      if (info2?.bullet) return null;
      const k = full.indexOf(c);
      if (k < 0) return `${path}: ${c} is not (or no longer) in this player's cards`;
      full.splice(k, 1);
      return null;
    };
    const cardsOf = (arr: readonly (ActionKind | CardId)[] | undefined, owner: CharacterId, path: string): CardId[] | string => {
      const out: CardId[] = [];
      for (let i = 0; i < (arr ?? []).length; i++) {
        const x = arr![i]!;
        const c: CardId | null = (ACTION_KINDS as readonly string[]).includes(x) ? actionCard(owner, x as ActionKind) : isCardId(x) ? x : null;
        if (c === null || c === 'hidden') return `${path}[${i}]: unknown card "${String(x)}"`;
        const e = take(c, `${path}[${i}]`);
        if (e) return e;
        out.push(c);
      }
      return out;
    };
    for (const pc of pile) if (bs.includes(pc.bandit)) {
      const e = take(actionCard(pc.bandit, pc.card!), 'pile');
      if (e) return bad(e.slice(e.indexOf(': ') + 2), 'pile');
    }
    let hand: CardId[] = [];
    let deckC: CardId[] | null = null;
    let discard: CardId[] = [];
    const received: CardId[] = [];
    for (const b of bs) {
      const bsp = spec.bandits[b]!;
      const h = cardsOf(bsp.hand, b, `bandits.${b}.hand`);
      if (typeof h === 'string') return bad(h.slice(h.indexOf(': ') + 2), h.slice(0, h.indexOf(':')));
      hand = hand.concat(h);
      const di = cardsOf(bsp.discard, b, `bandits.${b}.discard`);
      if (typeof di === 'string') return bad(di.slice(di.indexOf(': ') + 2), di.slice(0, di.indexOf(':')));
      discard = discard.concat(di);
      if (bsp.deck) {
        const d = cardsOf(bsp.deck, b, `bandits.${b}.deck`);
        if (typeof d === 'string') return bad(d.slice(d.indexOf(': ') + 2), d.slice(0, d.indexOf(':')));
        deckC = deckC === null ? d : deckC.concat(d);
      }
      for (const x of bsp.received ?? []) {
        if (x !== 'neutral' && !isCharacterId(x)) return bad(`unknown shooter "${String(x)}"`, `bandits.${b}.received`);
        received.push(x === 'neutral' ? NEUTRAL_CARD : bulletCard(x));
      }
    }
    shuffleInPlace(full, r);
    let deck: CardId[];
    if (deckC !== null) {
      deck = deckC;
      if (options.expert) discard = discard.concat(full);
      else deck = deck.concat(full);
    } else deck = full;
    if (phase === 'planning' && hand.length === 0 && !bs.some((b) => spec.bandits[b]!.hand !== undefined)) {
      const size = (bs.includes('doc') ? 7 : 6) + (mode === 'two-bandits' ? 1 : 0);
      hand = deck.slice(0, size);
      deck = deck.slice(size);
    }
    deck = received.concat(deck);
    players.push({ seat: seat as Seat, bandits: bs, hand: sortCards(hand), deck, discard: sortCards(discard), turns: 0 });
  }
  // Bullets left / neutral bullets not given: every bullet card placed anywhere (hand, deck,
  // discard, received) has left its revolver or the neutral pile (ENGINE-REQUESTS R1).
  const placedBullets: { [shooter: string]: number } = {};
  for (const p of players)
    for (const cards of [p.hand, p.deck, p.discard])
      for (const c of cards) {
        const ci = CARD_INFO[c];
        if (ci?.bullet) placedBullets[ci.bandit ?? 'neutral'] = (placedBullets[ci.bandit ?? 'neutral'] ?? 0) + 1;
      }
  for (const id of all)
    if (spec.bandits[id]!.bulletsLeft === undefined)
      bandits[id] = { ...bandits[id]!, bulletsLeft: BULLETS_PER_CHARACTER - (placedBullets[id] ?? 0) };
  const neutralUsed = placedBullets['neutral'] ?? 0;
  // pending
  let pending: Pending | null;
  if (phase === 'planning') pending = { kind: 'plan', seat: 0 as Seat };
  else if (phase === 'stealing') {
    const top = pile[0];
    if (!top) return bad('the stealing phase needs at least one card still to resolve', 'pile');
    pending = { kind: 'resolve', seat: bandits[top.bandit]!.seat, bandit: top.bandit, card: top.card! };
  } else {
    if (!info.event || !options.roundEvents) return bad(`round card ${card} has no event to resolve (or events are off)`, 'phase');
    pending = { kind: 'event', seat: firstPlayer, event: info.event };
  }
  pool.sort((a, b) => a - b);
  const state: GameState = {
    config: { seed: spec.seed ?? 0, players: n, preset, options, seats, bandits: all },
    rng: [rngInt(r, 2 ** 32) >>> 0, rngInt(r, 2 ** 32) >>> 0, rngInt(r, 2 ** 32) >>> 0, rngInt(r, 2 ** 32) >>> 0],
    cars: cars.map((c) => ({ wagon: c.wagon, inside: sortLoot(c.inside), roof: sortLoot(c.roof) })),
    bandits,
    marshal: (spec.marshal ?? 0) as CarIndex,
    neutralBullets: spec.neutralBullets ?? NEUTRAL_BULLETS - neutralUsed,
    neutralDeckRemoved: spec.neutralDeckRemoved ?? false,
    box: { strongboxes, jewels, purses: pool, minted: 0 },
    players,
    round,
    phase,
    pile,
    pending,
  };
  if (pending !== null && pending.kind === 'plan') {
    (state as { pending: Pending }).pending = { kind: 'plan', seat: planSeat(state, round.turn, round.step) };
    // PlayerState.turns = planning actions already taken this round (Ghost's face-down card
    // needs 0): whole turns before this one, plus this turn for the seats already asked (Audit A2).
    const turns = playsSoFar(state);
    (state as { players: readonly PlayerState[] }).players = players.map((p, i) => ({ ...p, turns: turns[i]! }));
  }
  const problems = checkPosition(state);
  if (problems.length > 0)
    return {
      ok: false,
      error: { code: 'position', message: problems.map((p) => `${p.path}: ${p.message}`).join('; '), path: problems[0]!.path, problems },
    };
  return { ok: true, value: state };
}

