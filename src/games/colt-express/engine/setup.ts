// Game setup: resolve the configuration, build the train, deal the loot, first round.
import type {
  BanditState,
  CarIndex,
  CarState,
  CardId,
  CharacterId,
  GameConfig,
  GameState,
  LogEntry,
  Loot,
  Options,
  PlayerState,
  PresetId,
  ResolvedConfig,
  EngineErrorCode,
  Result,
  RoundCardId,
  Seat,
  WagonId,
} from './types.ts';
import { OPTIONS, PRESETS, PRESET_IDS } from './options.ts';
import { rngInt, seedRng, shuffleInPlace, type RngWork } from './rng.ts';
import {
  ACTION_SET,
  CHARACTER_IDS,
  PAIR_LEADS,
  PAIR_PARTNERS,
  SUGGESTED_TEAMS,
  TEAM_SET_FIRST,
  TEAM_SET_SECOND,
} from './data/characters.ts';
import { WAGONS, WAGON_BY_ID } from './data/wagons.ts';
import { MAX_ROUNDS, PLAYER_COUNTS, wagonsFor } from './data/limits.ts';
import { NORMAL_ROUND_CARDS, ROUND_CARD_BY_ID, STATION_CARDS } from './data/round-cards.ts';
import { BULLETS_PER_CHARACTER, JEWEL_COUNT, NEUTRAL_BULLETS, PURSE_VALUES, STARTING_PURSE } from './data/loot.ts';
import { actionCard, insertLoot, purse, STRONGBOX, JEWEL } from './cards.ts';
import { ctxOf, finish, log, type Ctx } from './ctx.ts';
import { run } from './flow.ts';

export function err<T>(code: EngineErrorCode, message: string, path?: string): Result<T> {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}

const OPTION_BY_NAME = /*#__PURE__*/ new Map(/*#__PURE__*/ OPTIONS.map((o) => [o.name, o]));

export function isCharacterId(x: unknown): x is CharacterId {
  return typeof x === 'string' && (CHARACTER_IDS as readonly string[]).includes(x);
}

/** Full options from a preset and overrides; errors name the option. */
export function resolveOptions(
  presetIn: unknown,
  overrides: unknown,
): Result<{ preset: PresetId; options: Options }> {
  const preset = presetIn === undefined ? 'original' : presetIn;
  if (typeof preset !== 'string' || !(PRESET_IDS as readonly string[]).includes(preset))
    return err('bad-config', `preset: unknown preset ${JSON.stringify(preset)} (expected ${PRESET_IDS.join(', ')})`, 'preset');
  const base: { [k: string]: unknown } = { ...PRESETS[preset as PresetId] };
  if (overrides !== undefined) {
    if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
      return err('bad-config', 'options: expected an object', 'options');
    for (const [k, v] of Object.entries(overrides)) {
      if (v === undefined) continue;
      const info = OPTION_BY_NAME.get(k as keyof Options);
      if (!info) return err('bad-config', `options.${k}: unknown option`, `options.${k}`);
      if (!info.values.some((x) => x.value === v))
        return err(
          'bad-config',
          `options.${k}: ${JSON.stringify(v)} is not one of ${info.values.map((x) => JSON.stringify(x.value)).join(', ')}`,
          `options.${k}`,
        );
      base[k] = v;
    }
  }
  const options = base as Options;
  // 002 REGOLE SPECIALI PER DUE GIOCATORI: the team game is played with the expert variant
  if (options.mode === 'team-two-player' && !options.expert) return { ok: true, value: { preset: preset as PresetId, options: { ...options, expert: true } } };
  return { ok: true, value: { preset: preset as PresetId, options } };
}

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

/** Resolve the configuration (validating it), drawing what is left random from `r`. */
export function resolveConfig(config: GameConfig, r: RngWork): Result<ResolvedConfig> {
  if (typeof config !== 'object' || config === null) return err('bad-config', 'config: expected an object', 'config');
  if (typeof config.seed !== 'number' || !Number.isFinite(config.seed))
    return err('bad-config', 'seed: expected a finite number', 'seed');
  const ro = resolveOptions(config.preset, config.options);
  if (!ro.ok) return ro;
  const { preset, options } = ro.value;
  const mode = options.mode;
  let seats: CharacterId[][];
  if (mode === 'standard') {
    let players: number;
    if (config.characters !== undefined) {
      if (!Array.isArray(config.characters)) return err('bad-config', 'characters: expected an array', 'characters');
      players = config.characters.length;
      if (config.players !== undefined && config.players !== players)
        return err('bad-config', `players: ${String(config.players)} does not match ${players} characters`, 'players');
    } else players = config.players ?? 4;
    const { min, max } = PLAYER_COUNTS.standard;
    if (!isInt(players) || players < min || players > max)
      return err('bad-config', `players: standard rules are for ${min} to ${max} players, got ${String(players)}`, 'players');
    let chars: CharacterId[];
    if (config.characters !== undefined) {
      chars = [];
      for (let i = 0; i < config.characters.length; i++) {
        const c = config.characters[i];
        if (!isCharacterId(c)) return err('bad-config', `characters[${i}]: unknown character ${JSON.stringify(c)}`, `characters[${i}]`);
        if (chars.includes(c)) return err('bad-config', `characters[${i}]: ${c} chosen twice`, `characters[${i}]`);
        chars.push(c);
      }
    } else {
      const pool = CHARACTER_IDS.slice();
      shuffleInPlace(pool, r);
      chars = pool.slice(0, players);
    }
    seats = chars.map((c) => [c]);
  } else {
    const players = config.players ?? (config.teams ? config.teams.length : 2);
    const { min, max } = PLAYER_COUNTS[mode];
    if (mode === 'team-two-player' && players !== min)
      return err('bad-config', `players: the original team rules are for ${min} players, got ${String(players)}`, 'players');
    if (mode === 'two-bandits' && (!isInt(players) || players < min || players > max))
      return err('bad-config', `players: two bandits per player is for ${min} or ${max} players, got ${String(players)}`, 'players');
    if (config.teams !== undefined) {
      if (!Array.isArray(config.teams) || config.teams.length !== players)
        return err('bad-config', `teams: expected ${players} teams`, 'teams');
      seats = [];
      const used: CharacterId[] = [];
      for (let i = 0; i < config.teams.length; i++) {
        const t = config.teams[i];
        if (!Array.isArray(t) || t.length !== 2) return err('bad-config', `teams[${i}]: expected two characters`, `teams[${i}]`);
        for (let j = 0; j < 2; j++) {
          const c: unknown = t[j];
          if (!isCharacterId(c)) return err('bad-config', `teams[${i}][${j}]: unknown character ${JSON.stringify(c)}`, `teams[${i}][${j}]`);
          if (used.includes(c)) return err('bad-config', `teams[${i}][${j}]: ${c} chosen twice`, `teams[${i}][${j}]`);
          used.push(c);
        }
        seats.push([t[0]!, t[1]!]);
      }
    } else if (mode === 'team-two-player') {
      seats = SUGGESTED_TEAMS.map((t) => t.slice());
    } else {
      // 000 2 BANDITI: Ghost, Doc and Belle each get a random partner among Tuco, Cheyenne, Django
      const partners = PAIR_PARTNERS.slice();
      shuffleInPlace(partners, r);
      const teams = PAIR_LEADS.map((l, i) => [l, partners[i]!]);
      shuffleInPlace(teams, r);
      seats = teams.slice(0, players);
    }
  }
  const players = seats.length;
  return {
    ok: true,
    value: { seed: config.seed, players, preset, options, seats, bandits: seats.flat() },
  };
}

export type SetupResult = { state: GameState; log: LogEntry[] };

/** The wagons of the train: the config's, checked, or drawn at random. */
function chooseWagons(config: GameConfig, nw: number, r: RngWork): Result<WagonId[]> {
  if (config.wagons === undefined) {
    const pool = WAGONS.map((w) => w.id);
    shuffleInPlace(pool, r);
    return { ok: true, value: pool.slice(0, nw) };
  }
  if (!Array.isArray(config.wagons) || config.wagons.length !== nw) return err('bad-config', `wagons: expected ${nw} wagons`, 'wagons');
  const wagons: WagonId[] = [];
  for (let i = 0; i < nw; i++) {
    const w = config.wagons[i];
    if (typeof w !== 'string' || !WAGON_BY_ID[w]) return err('bad-config', `wagons[${i}]: unknown wagon ${JSON.stringify(w)}`, `wagons[${i}]`);
    if (wagons.includes(w as WagonId)) return err('bad-config', `wagons[${i}]: ${w} used twice`, `wagons[${i}]`);
    wagons.push(w as WagonId);
  }
  return { ok: true, value: wagons };
}

/** The round deck: the config's, checked, or drawn (five cards, or four and a Train Station card). */
function chooseRoundDeck(config: GameConfig, cfg: ResolvedConfig, r: RngWork): Result<RoundCardId[]> {
  if (config.roundCards === undefined) {
    const pool = NORMAL_ROUND_CARDS.slice();
    shuffleInPlace(pool, r);
    if (cfg.options.roundDeck === 'five') return { ok: true, value: pool.slice(0, MAX_ROUNDS) };
    return { ok: true, value: pool.slice(0, MAX_ROUNDS - 1).concat([STATION_CARDS[rngInt(r, STATION_CARDS.length)]!]) };
  }
  if (!Array.isArray(config.roundCards) || config.roundCards.length < 1 || config.roundCards.length > MAX_ROUNDS)
    return err('bad-config', `roundCards: expected 1 to ${MAX_ROUNDS} round cards`, 'roundCards');
  const deck: RoundCardId[] = [];
  for (let i = 0; i < config.roundCards.length; i++) {
    const c = config.roundCards[i];
    if (typeof c !== 'string' || !ROUND_CARD_BY_ID[c]) return err('bad-config', `roundCards[${i}]: unknown round card ${JSON.stringify(c)}`, `roundCards[${i}]`);
    deck.push(c as RoundCardId);
  }
  return { ok: true, value: deck };
}

/** The first player: the config's seat, checked, or one at random. */
function chooseFirst(config: GameConfig, n: number, r: RngWork): Result<number> {
  if (config.firstPlayer === undefined) return { ok: true, value: rngInt(r, n) };
  if (!isInt(config.firstPlayer) || config.firstPlayer < 0 || config.firstPlayer >= n)
    return err('bad-config', `firstPlayer: expected a seat from 0 to ${n - 1}`, 'firstPlayer');
  return { ok: true, value: config.firstPlayer };
}

/** The train with its loot: a $250 purse per bandit aside, the wagon purses at random from the rest. */
function loadTrain(wagons: readonly WagonId[], cfg: ResolvedConfig, r: RngWork): { cars: CarState[]; jewels: number; pool: number[] } {
  const pool = PURSE_VALUES.slice();
  for (let i = 0; i < cfg.bandits.length; i++) pool.splice(pool.indexOf(STARTING_PURSE), 1);
  shuffleInPlace(pool, r);
  let jewels = JEWEL_COUNT;
  const cars: CarState[] = [{ wagon: 'locomotive', inside: [STRONGBOX], roof: [] }];
  for (const w of wagons) {
    const info = WAGON_BY_ID[w]!;
    let inside: Loot[] = [];
    for (let k = 0; k < info.purses; k++) inside = insertLoot(inside, purse(pool.shift()!));
    for (let k = 0; k < info.jewels; k++) inside = insertLoot(inside, JEWEL);
    jewels -= info.jewels;
    cars.push({ wagon: w, inside, roof: [] });
  }
  pool.sort((a, b) => a - b);
  return { cars, jewels, pool };
}

/** Each player's shuffled deck, and each bandit inside one of the last two cars (by seat from the first player). */
function seatPlayers(cfg: ResolvedConfig, first: number, last: number, r: RngWork): { players: PlayerState[]; bandits: { [C in CharacterId]?: BanditState } } {
  const n = cfg.players;
  const two = cfg.options.mode !== 'standard';
  const bandits: { [C in CharacterId]?: BanditState } = {};
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) {
    const bs = cfg.seats[seat]!;
    const deck: CardId[] = [];
    if (two) {
      for (const a of TEAM_SET_FIRST) deck.push(actionCard(bs[0]!, a));
      for (const a of TEAM_SET_SECOND) deck.push(actionCard(bs[1]!, a));
    } else for (const a of ACTION_SET) deck.push(actionCard(bs[0]!, a));
    shuffleInPlace(deck, r);
    players.push({ seat: seat as Seat, bandits: bs, hand: [], deck, discard: [], turns: 0 });
    const pos = ((seat - first + n) % n) + 1; // player number from the first player
    for (let i = 0; i < bs.length; i++) {
      const car = (two ? (i === 0 ? last : last - 1) : pos % 2 === 1 ? last : last - 1) as CarIndex;
      bandits[bs[i]!] = { car, floor: 'inside', loot: [purse(STARTING_PURSE)], bulletsLeft: BULLETS_PER_CHARACTER, seat: seat as Seat };
    }
  }
  return { players, bandits };
}

export function createGameWithLog(config: GameConfig): Result<SetupResult> {
  const r = seedRng(typeof config?.seed === 'number' && Number.isFinite(config.seed) ? config.seed : 0);
  const rc = resolveConfig(config, r);
  if (!rc.ok) return rc;
  const cfg = rc.value;
  const n = cfg.players;
  // the draws happen in this order (wagons, round deck, first player, loot, decks): replays depend on it
  const wagons = chooseWagons(config, wagonsFor(cfg.options.mode, n), r);
  if (!wagons.ok) return wagons;
  const roundDeck = chooseRoundDeck(config, cfg, r);
  if (!roundDeck.ok) return roundDeck;
  const firstR = chooseFirst(config, n, r);
  if (!firstR.ok) return firstR;
  const first = firstR.value;
  const { cars, jewels, pool } = loadTrain(wagons.value, cfg, r);
  const { players, bandits } = seatPlayers(cfg, first, cars.length - 1, r);
  const two = cfg.options.mode !== 'standard';
  const deck = roundDeck.value;
  const state: GameState = {
    config: cfg,
    rng: [0, 0, 0, 0],
    cars,
    bandits,
    marshal: 0 as CarIndex,
    neutralBullets: NEUTRAL_BULLETS,
    neutralDeckRemoved: false,
    box: { strongboxes: 1, jewels, purses: pool, minted: 0 },
    players,
    round: { index: 0, card: deck[0]!, deck, turn: 0, step: 0, sub: 0, firstPlayer: first as Seat },
    phase: two ? 'setup' : 'planning',
    pile: [],
    pending: two ? { kind: 'place', seat: first as Seat, placed: new Array<null>(n).fill(null) } : null,
  };
  const ctx: Ctx = ctxOf(state);
  ctx.rng = r;
  log(ctx, 'setup.train', 'game-start', { amount: cars.length });
  log(ctx, 'setup.first-player', 'first-player', { seat: first as Seat });
  if (!two) {
    for (const id of cfg.bandits) {
      const b = bandits[id]!;
      log(ctx, 'setup.bandit-placement', 'placed', { seat: b.seat, bandit: id, to: b.car, floor: 'inside' });
    }
    run(ctx, 'round-start');
  }
  return { ok: true, value: { state: finish(ctx), log: ctx.log } };
}
