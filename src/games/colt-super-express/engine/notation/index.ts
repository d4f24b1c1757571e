// Position notation: a compact, canonical, URL-safe text for a whole game state.
//
//   cse1.<config>.<rng>.<train>.<bandits>.<players>.<round>.<pending>
//
//  config   <seed base36>-<one digit per option>-<bandit codes, seat order>-<wagon card codes, as set up>
//  rng      four uint32 in base 36, joined by -
//  train    car_car_…  car = <card: L locomotive, 0-7 wagon card><inside line>-<roof line>, lines front to rear
//  bandits  per seat, joined by _: <facing f|b>[s = stunned][x<round><pass><step><how s|w|u> = out]<loot card codes>
//  players  per seat, joined by _: <hand>-<stack, top first>-<revealed, in order>
//  round    <index><first player seat><pass><step>, one base-36 digit each
//  pending  N (game over) | P<seat> (plan) | R<seat> (reveal)
// Bandits b c d o g m t (Belle Cheyenne Django Doc Ghost Mei Tuco); cards t f m x r h (Turn, Floor,
// Move, fire = x, Reflex, Horse), q hidden; wagon cards 0-7 ($301 … $389), q face down (a view).
// Only [A-Za-z0-9_.-] appear. One make/parse pair per field; every number is bounded by what a
// game can reach; equal states give equal strings, and parsePosition accepts only that string.
import type {
  BanditId,
  BanditState,
  CarState,
  FallHow,
  GameState,
  HandCard,
  LootValue,
  NotationError,
  WagonCard,
  NotationField,
  NotationProblem,
  Options,
  Pending,
  PlayerState,
  ResolvedConfig,
  Result,
  RoundState,
  Seat,
} from '../types.ts';
import { BANDIT_IDS, LOOT_VALUES, MAX_PLAYERS, MIN_PLAYERS } from '../data/components.ts';
import { OPTIONS } from '../options.ts';
import { checkPosition } from '../position/check.ts';
import { guarded } from '../../../shared/result.ts';

const PREFIX = 'cse1';
/** Longer texts are refused before reading them (a real position is under 200 characters). */
export const MAX_NOTATION_LENGTH = 1024;
const BANDIT_CODE = 'bcdogmt';
const CARD_CODE = 'tfmxrhq';
const CARDS: readonly HandCard[] = ['turn', 'floor', 'move', 'fire', 'reflex', 'horse', 'hidden'];
const HOW_CODE: { readonly [H in FallHow]: string } = { shot: 's', walked: 'w', uncoupled: 'u' };
const HOWS: readonly FallHow[] = ['shot', 'walked', 'uncoupled'];
const U32 = 0xffffffff;

type P<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: NotationError };
const ok = <T>(value: T): P<T> => ({ ok: true, value });
const no = (field: NotationField, problem: NotationProblem, message: string): P<never> => ({ ok: false, error: { field, problem, message } });

const bandit = (id: BanditId): string => BANDIT_CODE[BANDIT_IDS.indexOf(id)]!;
const card = (c: HandCard): string => CARD_CODE[CARDS.indexOf(c)]!;
const loot = (v: LootValue): string => String(LOOT_VALUES.indexOf(v));
/** A wagon card: its value's code, or q for a coupled wagon's card in a view (face down). */
const WAGON_CODE = '01234567q';
const WAGONS: readonly WagonCard[] = [...LOOT_VALUES, 'hidden'];
const wagon = (v: WagonCard): string => WAGON_CODE[WAGONS.indexOf(v)]!;

/** A base-36 number of at most `width` digits, from 0 to max, without a leading zero. */
function num(text: string, max: number, field: NotationField, what: string, width = 7): P<number> {
  if (!/^[0-9a-z]+$/.test(text) || text.length > width || (text.length > 1 && text[0] === '0'))
    return no(field, 'out-of-range', `${what}: "${text}" is not a base-36 number`);
  const v = parseInt(text, 36);
  return v <= max ? ok(v) : no(field, 'out-of-range', `${what}: ${v} is more than ${max}`);
}

function codes<T>(text: string, alphabet: string, values: readonly T[], field: NotationField, what: string): P<T[]> {
  const out: T[] = [];
  for (let i = 0; i < text.length; i++) {
    const k = alphabet.indexOf(text[i]!);
    if (k < 0) return no(field, 'unknown-code', `${what}[${i}]: unknown code "${text[i]!}" (expected one of ${alphabet})`);
    out.push(values[k]!);
  }
  return ok(out);
}

function split(text: string, sep: string, n: number, field: NotationField, what: string): P<string[]> {
  const parts = text.split(sep);
  return parts.length === n ? ok(parts) : no(field, 'part-count', `${what}: expected ${n} parts separated by "${sep}", found ${parts.length}`);
}

// ---------------------------------------------------------------------------
// config

function makeConfig(c: ResolvedConfig): string {
  const opts = OPTIONS.map((o) => String(o.values.findIndex((v) => v.value === c.options[o.name]))).join('');
  return `${c.seed.toString(36)}-${opts}-${c.bandits.map(bandit).join('')}-${c.cars.map(wagon).join('')}`;
}

function parseConfig(t: string): P<ResolvedConfig> {
  const parts = split(t, '-', 4, 'config', 'config');
  if (!parts.ok) return parts;
  const [seedT, optT, banditT, carT] = parts.value as [string, string, string, string];
  const seed = num(seedT, U32, 'config', 'seed');
  if (!seed.ok) return seed;
  if (optT.length !== OPTIONS.length) return no('config', 'part-count', `options: expected ${OPTIONS.length} digits, found ${optT.length}`);
  const options: { [k: string]: unknown } = {};
  for (let i = 0; i < OPTIONS.length; i++) {
    const o = OPTIONS[i]!;
    const k = num(optT[i]!, o.values.length - 1, 'config', `options.${o.name}`, 1);
    if (!k.ok) return k;
    options[o.name] = o.values[k.value]!.value;
  }
  const bandits = codes(banditT, BANDIT_CODE, BANDIT_IDS, 'config', 'bandits');
  if (!bandits.ok) return bandits;
  const n = bandits.value.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return no('config', 'out-of-range', `bandits: ${n} players (expected ${MIN_PLAYERS} to ${MAX_PLAYERS})`);
  if (new Set(bandits.value).size !== n) return no('config', 'duplicate', 'bandits: a bandit plays twice');
  const cars = codes(carT, WAGON_CODE, WAGONS, 'config', 'cars');
  if (!cars.ok) return cars;
  if (cars.value.length !== n + 1) return no('config', 'part-count', `cars: expected ${n + 1} wagon cards for ${n} players, found ${cars.value.length}`);
  const shown = cars.value.filter((v) => v !== 'hidden');
  if (new Set(shown).size !== shown.length) return no('config', 'duplicate', 'cars: a wagon card appears twice');
  return ok({ seed: seed.value, players: n, bandits: bandits.value, options: options as Options, cars: cars.value });
}

// ---------------------------------------------------------------------------
// rng

function parseRng(t: string): P<GameState['rng']> {
  const parts = split(t, '-', 4, 'rng', 'rng');
  if (!parts.ok) return parts;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    const v = num(parts.value[i]!, U32, 'rng', `rng[${i}]`);
    if (!v.ok) return v;
    out.push(v.value);
  }
  return ok(out as unknown as GameState['rng']);
}

// ---------------------------------------------------------------------------
// train

function makeTrain(train: readonly CarState[]): string {
  return train.map((c) => `${c.card === 'locomotive' ? 'L' : wagon(c.card)}${c.inside.map(bandit).join('')}-${c.roof.map(bandit).join('')}`).join('_');
}

function parseTrain(t: string, cfg: ResolvedConfig): P<CarState[]> {
  const cars = t.split('_');
  if (cars.length > cfg.cars.length + 1) return no('train', 'part-count', `expected at most ${cfg.cars.length + 1} cars, found ${cars.length}`);
  const out: CarState[] = [];
  for (let i = 0; i < cars.length; i++) {
    const parts = split(cars[i]!, '-', 2, 'train', `train[${i}]`);
    if (!parts.ok) return parts;
    const [a, roofT] = parts.value as [string, string];
    const head = a[0] ?? '';
    if ((i === 0) !== (head === 'L')) return no('train', 'unknown-code', `train[${i}]: ${i === 0 ? 'the first car is the locomotive (L)' : 'only the first car is the locomotive'}`);
    const value = head === 'L' ? null : codes(head, WAGON_CODE, WAGONS, 'train', `train[${i}].card`);
    if (value !== null && !value.ok) return value;
    const inside = codes(a.slice(1), BANDIT_CODE, BANDIT_IDS, 'train', `train[${i}].inside`);
    if (!inside.ok) return inside;
    const roof = codes(roofT, BANDIT_CODE, BANDIT_IDS, 'train', `train[${i}].roof`);
    if (!roof.ok) return roof;
    out.push({ card: value === null ? 'locomotive' : value.value[0]!, inside: inside.value, roof: roof.value });
  }
  return ok(out);
}

// ---------------------------------------------------------------------------
// bandits

function makeBandits(s: GameState): string {
  return s.config.bandits
    .map((id) => {
      const b = s.bandits[id]!;
      const o = b.out;
      const out = o === null ? '' : `x${o.round.toString(36)}${o.pass}${o.step.toString(36)}${HOW_CODE[o.how]}`;
      return `${b.facing === 'forward' ? 'f' : 'b'}${b.stunned ? 's' : ''}${out}${b.loot.map(loot).join('')}`;
    })
    .join('_');
}

function parseBandit(t: string, seat: number, cfg: ResolvedConfig): P<BanditState> {
  const what = `bandits[${seat}]`;
  const f = t[0];
  if (f !== 'f' && f !== 'b') return no('bandits', 'unknown-code', `${what}.facing: expected f or b, found "${f ?? ''}"`);
  let i = 1;
  const stunned = t[i] === 's';
  if (stunned) i++;
  let out: BanditState['out'] = null;
  if (t[i] === 'x') {
    const round = num(t[i + 1] ?? '', cfg.cars.length - 1, 'bandits', `${what}.out.round`, 1);
    if (!round.ok) return round;
    const pass = num(t[i + 2] ?? '', 3, 'bandits', `${what}.out.pass`, 1);
    if (!pass.ok) return pass;
    const step = num(t[i + 3] ?? '', cfg.players - 1, 'bandits', `${what}.out.step`, 1);
    if (!step.ok) return step;
    const how = HOWS.find((h) => HOW_CODE[h] === t[i + 4]);
    if (how === undefined) return no('bandits', 'unknown-code', `${what}.out.how: expected s, w or u`);
    out = { round: round.value, pass: pass.value, step: step.value, how };
    i += 5;
  }
  const lootT = codes(t.slice(i), '01234567', LOOT_VALUES, 'bandits', `${what}.loot`);
  if (!lootT.ok) return lootT;
  return ok({ seat: seat as Seat, facing: f === 'f' ? 'forward' : 'back', stunned, out, loot: lootT.value });
}

function parseBandits(t: string, cfg: ResolvedConfig): P<GameState['bandits']> {
  const parts = split(t, '_', cfg.players, 'bandits', 'bandits');
  if (!parts.ok) return parts;
  const out: { [B in BanditId]?: BanditState } = {};
  for (let seat = 0; seat < cfg.players; seat++) {
    const b = parseBandit(parts.value[seat]!, seat, cfg);
    if (!b.ok) return b;
    out[cfg.bandits[seat]!] = b.value;
  }
  return ok(out);
}

// ---------------------------------------------------------------------------
// players

function makePlayers(s: GameState): string {
  return s.players.map((p) => `${p.hand.map(card).join('')}-${p.stack.map(card).join('')}-${p.revealed.map(card).join('')}`).join('_');
}

function parsePlayers(t: string, cfg: ResolvedConfig): P<PlayerState[]> {
  const parts = split(t, '_', cfg.players, 'players', 'players');
  if (!parts.ok) return parts;
  const out: PlayerState[] = [];
  for (let seat = 0; seat < cfg.players; seat++) {
    const three = split(parts.value[seat]!, '-', 3, 'players', `players[${seat}]`);
    if (!three.ok) return three;
    const lists: HandCard[][] = [];
    for (const [k, name] of ['hand', 'stack', 'revealed'].entries()) {
      const text = three.value[k]!;
      if (text.length > CARDS.length - 1) return no('players', 'out-of-range', `players[${seat}].${name}: more cards than a hand holds`);
      const c = codes(text, CARD_CODE, CARDS, 'players', `players[${seat}].${name}`);
      if (!c.ok) return c;
      lists.push(c.value);
    }
    if (lists[2]!.includes('hidden')) return no('players', 'unknown-code', `players[${seat}].revealed: a revealed card is face up`);
    out.push({ seat: seat as Seat, bandit: cfg.bandits[seat]!, hand: lists[0]!, stack: lists[1]!, revealed: lists[2] as PlayerState['revealed'] });
  }
  return ok(out);
}

// ---------------------------------------------------------------------------
// round and pending

function makeRound(r: RoundState): string {
  return [r.index, r.firstPlayer, r.pass, r.step].map((x) => x.toString(36)).join('');
}

function parseRound(t: string, cfg: ResolvedConfig): P<RoundState> {
  if (t.length !== 4) return no('round', 'part-count', `round: expected 4 digits, found ${t.length}`);
  const limits: [string, number][] = [['index', cfg.cars.length - 1], ['firstPlayer', cfg.players - 1], ['pass', 2], ['step', cfg.players - 1]];
  const v: number[] = [];
  for (let i = 0; i < 4; i++) {
    const x = num(t[i]!, limits[i]![1], 'round', `round.${limits[i]![0]}`, 1);
    if (!x.ok) return x;
    v.push(x.value);
  }
  return ok({ index: v[0]!, firstPlayer: v[1]! as Seat, pass: v[2]!, step: v[3]! });
}

function makePending(p: Pending | null): string {
  return p === null ? 'N' : `${p.kind === 'plan' ? 'P' : 'R'}${p.seat.toString(36)}`;
}

function parsePending(t: string, cfg: ResolvedConfig): P<Pending | null> {
  if (t === 'N') return ok(null);
  const k = t[0];
  if ((k !== 'P' && k !== 'R') || t.length !== 2) return no('pending', 'unknown-code', 'pending: expected N, P<seat> or R<seat>');
  const seat = num(t[1]!, cfg.players - 1, 'pending', 'pending.seat', 1);
  if (!seat.ok) return seat;
  return ok({ kind: k === 'P' ? 'plan' : 'reveal', seat: seat.value as Seat, bandit: cfg.bandits[seat.value]! });
}

// ---------------------------------------------------------------------------
// the whole text

const FIELDS: readonly NotationField[] = ['prefix', 'config', 'rng', 'train', 'bandits', 'players', 'round', 'pending'];

/** The notation of a state. Never throws ('' for something that is not a state). */
export function makePosition(s: GameState): string {
  try {
    const rng = s.rng.map((x) => (x >>> 0).toString(36)).join('-');
    return [PREFIX, makeConfig(s.config), rng, makeTrain(s.train), makeBandits(s), makePlayers(s), makeRound(s.round), makePending(s.pending)].join('.');
  } catch {
    return '';
  }
}

function parseFields(f: readonly string[]): P<GameState> {
  const config = parseConfig(f[1]!);
  if (!config.ok) return config;
  const cfg = config.value;
  const rng = parseRng(f[2]!);
  if (!rng.ok) return rng;
  const train = parseTrain(f[3]!, cfg);
  if (!train.ok) return train;
  const bandits = parseBandits(f[4]!, cfg);
  if (!bandits.ok) return bandits;
  const players = parsePlayers(f[5]!, cfg);
  if (!players.ok) return players;
  const round = parseRound(f[6]!, cfg);
  if (!round.ok) return round;
  const pending = parsePending(f[7]!, cfg);
  if (!pending.ok) return pending;
  const phase = pending.value === null ? 'game-over' : pending.value.kind === 'plan' ? 'planning' : 'revealing';
  return ok({ config: cfg, rng: rng.value, train: train.value, bandits: bandits.value, players: players.value, round: round.value, phase, pending: pending.value });
}

/** Hands in card order and loot by value: the one spelling of a state. */
function unsorted(s: GameState): P<never> | null {
  for (const p of s.players)
    for (let i = 1; i < p.hand.length; i++)
      if (CARDS.indexOf(p.hand[i - 1]!) > CARDS.indexOf(p.hand[i]!)) return no('players', 'not-canonical', `players[${p.seat}].hand: cards are listed in the order ${CARD_CODE}`);
  for (const id of s.config.bandits) {
    const l = s.bandits[id]!.loot;
    for (let i = 1; i < l.length; i++) if (l[i - 1]! >= l[i]!) return no('bandits', 'not-canonical', `${id}'s loot: cards are listed once each, by value`);
  }
  return null;
}

function parseText(text: unknown): P<GameState> {
  if (typeof text !== 'string') return no('text', 'bad-character', 'expected a string');
  if (text.length > MAX_NOTATION_LENGTH) return no('text', 'too-long', `${text.length} characters; a position has at most ${MAX_NOTATION_LENGTH}`);
  if (!/^[A-Za-z0-9_.-]*$/.test(text)) return no('text', 'bad-character', 'only the characters A-Z a-z 0-9 _ . - are used');
  const f = text.split('.');
  if (f[0] !== PREFIX) return no('prefix', 'prefix', `expected "${PREFIX}" (Colt Super Express, notation version 1), found "${f[0] ?? ''}"`);
  if (f.length !== FIELDS.length) return no('text', 'field-count', `expected ${FIELDS.length} fields separated by ".", found ${f.length}`);
  const s = parseFields(f);
  if (!s.ok) return s;
  const order = unsorted(s.value);
  if (order !== null) return order;
  const again = makePosition(s.value).split('.');
  const i = f.findIndex((x, k) => x !== again[k]);
  if (i >= 0) return no(FIELDS[i] ?? 'text', 'not-canonical', `${FIELDS[i] ?? 'text'}: not the canonical spelling (expected "${again[i] ?? ''}")`);
  return s;
}

/** Text → state: the notation, then checkPosition (an impossible position is refused). Never throws. */
export function parsePosition(text: string): Result<GameState> {
  return guarded(() => {
    const r = parseText(text);
    if (!r.ok) return { ok: false, error: { code: 'parse', message: `${r.error.field}: ${r.error.message}`, path: r.error.field, notation: r.error } };
    const problems = checkPosition(r.value);
    if (problems.length > 0)
      return { ok: false, error: { code: 'position', message: `impossible position: ${problems.map((p) => p.message).join('; ')}`, path: problems[0]!.path, problems } };
    return { ok: true, value: r.value };
  });
}
