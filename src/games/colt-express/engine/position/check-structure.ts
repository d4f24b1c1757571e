// checkPosition, the table's first part: who plays, with which options, on which train, and
// where the bandits and the Marshal stand. The later checks rely on these.
import type { CharacterId } from '../types.ts';
import type { CheckContext } from './report.ts';
import { OPTIONS, PRESET_IDS } from '../options.ts';
import { CHARACTER_IDS } from '../data/characters.ts';
import { WAGON_BY_ID } from '../data/wagons.ts';
import { BULLETS_PER_CHARACTER } from '../data/loot.ts';
import { MAX_CARS, MIN_CARS, PLAYER_COUNTS } from '../data/limits.ts';

const isCharacter = (x: unknown): x is CharacterId => typeof x === 'string' && (CHARACTER_IDS as readonly string[]).includes(x);
const isInt = (x: unknown, min: number, max: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const same = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** A known preset, and every option one of its values (OPTIONS). */
export function checkOptions({ s, report }: CheckContext): void {
  const cfg = s.config;
  if (!(PRESET_IDS as readonly string[]).includes(cfg.preset)) report('bad-options', `unknown preset "${String(cfg.preset)}"`, 'config.preset');
  for (const o of OPTIONS)
    if (!o.values.some((v) => v.value === cfg.options[o.name]))
      report('bad-options', `"${String(cfg.options[o.name])}" is not a value of option ${o.name}`, `config.options.${o.name}`);
  // 002 REGOLE SPECIALI PER DUE GIOCATORI: the team game is played with the expert variant
  if (cfg.options.mode === 'team-two-player' && cfg.options.expert !== true) report('bad-options', 'the original team game is played with the expert variant', 'config.options.expert');
}

/** Each seat runs one bandit (two in the two-bandit modes); every character at most once. */
export function checkSeats({ s, report }: CheckContext): void {
  const cfg = s.config;
  const per = cfg.options.mode === 'standard' ? 1 : 2;
  const seen = new Set<unknown>();
  cfg.seats.forEach((t, i) => {
    if (!Array.isArray(t) || t.length !== per) report('bandit-count', `each player runs ${per} bandit(s) in mode ${cfg.options.mode}`, `config.seats[${i}]`);
    (Array.isArray(t) ? t : []).forEach((c: unknown, j: number) => {
      if (!isCharacter(c)) report('unknown-character', `unknown character "${String(c)}"`, `config.seats[${i}][${j}]`);
      else if (seen.has(c)) report('duplicate-character', `${c} plays twice`, `config.seats[${i}][${j}]`);
      seen.add(c);
    });
  });
  if (cfg.players !== cfg.seats.length || s.players.length !== cfg.players)
    report('bandit-count', `players (${cfg.players}) does not match seats (${cfg.seats.length}) / players (${s.players.length})`, 'config.players');
  if (!same(cfg.bandits, cfg.seats.flat())) report('bandit-count', 'config.bandits must list the bandits of the seats, in seat order', 'config.bandits');
  s.players.forEach((p, i) => {
    if (p.seat !== i || !same(p.bandits, cfg.seats[i] ?? [])) report('bad-seat', `player ${i} must be seat ${i}, running the bandits of that seat`, `players[${i}]`);
  });
}

/** 3 to 6 players (2 with teams, 2 or 3 with two bandits each): PLAYER_COUNTS. */
export function checkPlayerCount({ s, report }: CheckContext): void {
  const mode = s.config.options.mode;
  const { min, max } = PLAYER_COUNTS[mode];
  const n = s.config.players;
  if (n < min || n > max) report('player-count', `mode ${mode} is for ${min === max ? min : `${min} to ${max}`} players, not ${n}`, 'config.players');
}

/** The locomotive, then 1 to 6 different wagons. */
export function checkTrain({ s, report }: CheckContext): void {
  if (s.cars.length < MIN_CARS || s.cars.length > MAX_CARS)
    report('car-count', `the train has the locomotive and 1 to ${MAX_CARS - 1} wagons, not ${s.cars.length} cars`, 'cars');
  const seen = new Set<string>();
  s.cars.forEach((c, i) => {
    const ok = i === 0 ? c.wagon === 'locomotive' : c.wagon !== 'locomotive' && WAGON_BY_ID[c.wagon] !== undefined && !seen.has(c.wagon);
    if (!ok) report('bad-wagon', i === 0 ? 'car 0 is the locomotive' : `"${String(c.wagon)}" is not a wagon still in the box`, `cars[${i}].wagon`);
    seen.add(c.wagon);
  });
}

/** Every bandit of the game on the train, on a floor, with 0 to 6 bullets, run by his seat. */
export function checkBandits({ s, report }: CheckContext): void {
  const cfg = s.config;
  const last = s.cars.length - 1;
  for (const id of cfg.bandits) {
    const b = s.bandits[id];
    if (!b) {
      report('missing-bandit', `${id} is in the game but has no pawn`, `bandits.${id}`);
      continue;
    }
    if (!isInt(b.car, 0, last)) report('bad-car', `${id} is in car ${b.car}, outside the train`, `bandits.${id}.car`);
    if (b.floor !== 'inside' && b.floor !== 'roof') report('bad-floor', `${id} has floor "${String(b.floor)}"`, `bandits.${id}.floor`);
    if (!isInt(b.bulletsLeft, 0, BULLETS_PER_CHARACTER))
      report('bullets-range', `${id} has ${b.bulletsLeft} bullets left: a revolver holds 0 to ${BULLETS_PER_CHARACTER} bullet cards`, `bandits.${id}.bulletsLeft`);
    const seat = cfg.seats.findIndex((t) => t.includes(id));
    if (b.seat !== seat) report('bad-seat', `${id} belongs to seat ${seat}, not ${b.seat}`, `bandits.${id}.seat`);
  }
  for (const k of Object.keys(s.bandits)) if (!cfg.bandits.includes(k as CharacterId)) report('extra-bandit', `${k} is not in the game`, `bandits.${k}`);
}

/**
 * The Marshal is on the train and nobody is inside with him (002 LO SCERIFFO: a bandit entering
 * his car flees to the roof), in every phase: during the two-bandit placement too, where the
 * bandits are about to be placed inside the caboose and the car before it.
 */
export function checkMarshal({ s, report }: CheckContext): void {
  const last = s.cars.length - 1;
  if (!isInt(s.marshal, 0, last)) {
    report('bad-car', `the Marshal is in car ${s.marshal}, outside the train`, 'marshal');
    return;
  }
  for (const id of s.config.bandits) {
    const b = s.bandits[id]!;
    if (b.floor === 'inside' && b.car === s.marshal) report('bandit-with-marshal', `${id} is inside the Marshal's car: he should have fled to the roof`, `bandits.${id}`);
  }
  if (s.phase === 'setup' && s.marshal >= last - 1)
    report('bandit-with-marshal', `the bandits are placed inside cars ${last - 1} and ${last}: the Marshal cannot be there`, 'marshal');
}
