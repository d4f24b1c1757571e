// createGame: 004 Förberedelser. The locomotive plus one wagon card per player plus one extra; a
// random bandit's player takes the First Player card and stands in the second-to-last wagon, the
// next player clockwise one wagon nearer the locomotive, and so on (the last wagon starts empty).
// The rear half of the bandits (rounded up) faces the locomotive, the others the rear.
import type { BanditId, CarIndex, CarState, GameConfig, GameState, LogEntry, Options, ResolvedConfig, Result, Seat } from './types.ts';
import { BANDIT_IDS, LOOT_VALUES, MAX_PLAYERS, MIN_PLAYERS, isBanditId, isLootValue } from './data/components.ts';
import { resolveOptions } from './options.ts';
import { rngInt, seedRng, shuffleInPlace, type RngWork } from '../../shared/rng.ts';
import { ctxOf, log, type Ctx } from './ctx.ts';
import { startRound } from './flow.ts';

type R<T> = Result<T>;
const bad = <T>(message: string, path: string): R<T> => ({ ok: false, error: { code: 'bad-config', message, path } });


/** A list of distinct known ids of the right length, or an error naming the entry. */
function distinct<T>(list: unknown, n: number, ok: (x: unknown) => x is T, what: string, path: string): R<readonly T[]> {
  if (!Array.isArray(list)) return bad(`${path}: expected a list of ${n} ${what}`, path);
  if (list.length !== n) return bad(`${path}: expected ${n} ${what}, found ${list.length}`, path);
  for (let i = 0; i < list.length; i++) {
    if (!ok(list[i])) return bad(`${path}[${i}]: ${JSON.stringify(list[i]) ?? 'undefined'} is not one of the ${what}`, `${path}[${i}]`);
    if (list.indexOf(list[i]) !== i) return bad(`${path}[${i}]: ${String(list[i])} appears twice`, `${path}[${i}]`);
  }
  return { ok: true, value: list as T[] };
}

function pick<T>(all: readonly T[], n: number, r: RngWork): T[] {
  const copy = all.slice();
  shuffleInPlace(copy, r);
  return copy.slice(0, n);
}

/** Checks the config and draws what it leaves to chance (bandits, wagon cards, first player). */
export function resolveConfig(c: GameConfig, r: RngWork): R<{ config: ResolvedConfig; first: Seat }> {
  if (typeof c !== 'object' || c === null) return bad('config: expected an object', 'config');
  if (typeof c.seed !== 'number' || !Number.isFinite(c.seed)) return bad('seed: expected a finite number', 'seed');
  const n = c.players ?? (Array.isArray(c.bandits) ? c.bandits.length : 4);
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS)
    return bad(`players: ${String(n)} players; the components allow ${MIN_PLAYERS} to ${MAX_PLAYERS}`, 'players');
  const options: R<Options> = resolveOptions(c.options);
  if (!options.ok) return options;
  const bandits = c.bandits === undefined ? { ok: true as const, value: pick(BANDIT_IDS, n, r) } : distinct(c.bandits, n, isBanditId, 'bandits', 'bandits');
  if (!bandits.ok) return bandits;
  const cars = c.cars === undefined ? { ok: true as const, value: pick(LOOT_VALUES, n + 1, r) } : distinct(c.cars, n + 1, isLootValue, 'wagon cards', 'cars');
  if (!cars.ok) return cars;
  const f = c.firstPlayer ?? rngInt(r, n);
  if (!Number.isInteger(f) || f < 0 || f >= n) return bad(`firstPlayer: expected a seat from 0 to ${n - 1}`, 'firstPlayer');
  const config: ResolvedConfig = { seed: Math.floor(c.seed) >>> 0, players: n, bandits: bandits.value, options: options.value, cars: cars.value };
  return { ok: true, value: { config, first: f as Seat } };
}

/** The train of a new game with the bandits placed (004 Förberedelser). */
function placeBandits(ctx: Ctx, first: Seat): void {
  const { players: n, bandits, cars } = ctx.s.config;
  const train: CarState[] = [{ card: 'locomotive', inside: [], roof: [] }, ...cars.map((card) => ({ card, inside: [], roof: [] }))];
  const rearHalf = Math.ceil(n / 2);
  for (let k = 0; k < n; k++) {
    const seat = ((first + k) % n) as Seat;
    const bandit = bandits[seat]!;
    const car = n - k; // wagon n is the second-to-last of the n + 1 wagons
    const facing = k < rearHalf ? 'forward' : 'back';
    train[car] = { card: train[car]!.card, inside: [bandit], roof: [] };
    (ctx.s.bandits as { [B in BanditId]?: GameState['bandits'][B] })[bandit] = { seat, facing, stunned: false, out: null, loot: [] };
    log(ctx, { kind: 'placed', rule: 'setup.placement', data: { bandit, facing, car: car as CarIndex, floor: 'inside', place: 0 } });
  }
  ctx.s.train = train;
}

export function createGameWithLog(c: GameConfig): R<{ state: GameState; log: readonly LogEntry[] }> {
  const r: RngWork = [...seedRng(typeof c?.seed === 'number' && Number.isFinite(c.seed) ? c.seed : 0)];
  const rc = resolveConfig(c, r);
  if (!rc.ok) return rc;
  const { config, first } = rc.value;
  const ctx = ctxOf({
    config,
    rng: [r[0]! >>> 0, r[1]! >>> 0, r[2]! >>> 0, r[3]! >>> 0],
    train: [],
    bandits: {},
    players: config.bandits.map((bandit, seat) => ({ seat: seat as Seat, bandit, hand: [], stack: [], revealed: [] })),
    round: { index: 0, firstPlayer: first, pass: 0, step: 0 },
    phase: 'planning',
    pending: null,
  });
  // one record per seat, in seat order (placement fills them from the first player on)
  ctx.s.bandits = Object.fromEntries(config.bandits.map((id, seat) => [id, { seat: seat as Seat, facing: 'forward', stunned: false, out: null, loot: [] }]));
  log(ctx, { kind: 'game-start', rule: 'setup.train', data: { players: config.players, wagons: config.cars.length } });
  if (config.options.reflex) log(ctx, { kind: 'expansion', rule: 'reflex.setup', data: { card: 'reflex' } });
  if (config.options.horse) log(ctx, { kind: 'expansion', rule: 'horse.setup', data: { card: 'horse' } });
  log(ctx, { kind: 'first-player', rule: 'setup.first-player', data: { seat: first, bandit: config.bandits[first]!, skipped: [] } });
  placeBandits(ctx, first);
  startRound(ctx);
  return { ok: true, value: { state: ctx.s, log: ctx.log } };
}
