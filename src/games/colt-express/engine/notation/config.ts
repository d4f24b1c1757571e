// config  <seed>-<preset><option digits>-<characters>
//   seed: base 36 (a safe integer ≥ 0), or X<number text> (P = point, M = minus, E = exponent)
//   preset and options: the index of the value in PRESET_IDS / OPTIONS[].values, one digit each
//   characters: seat by seat (two per seat in the two-bandit modes)
import type { CharacterId, Options, PresetId, ResolvedConfig } from '../types.ts';
import { OPTIONS, PRESET_IDS } from '../options.ts';
import { MAX_BANDITS, PLAYER_COUNTS } from '../data/limits.ts';
import { charCode, parseCharacter } from './codes.ts';
import { base36, fail, ok, parts, type Parsed } from './parsed.ts';
import { BOUNDS } from './bounds.ts';

export function makeSeed(x: number): string {
  if (Number.isSafeInteger(x) && x >= 0) return x.toString(36);
  return 'X' + String(x).replace('.', 'P').replace('-', 'M').replace('-', 'M').replace('+', '').replace('e', 'E');
}
export function parseSeed(text: string, path: string): Parsed<number> {
  if (text.startsWith('X')) {
    if (text.length > BOUNDS.seedText) return fail('out-of-range', path, `a seed of ${text.length} characters`);
    const seed = Number(text.slice(1).replace('P', '.').replace(/M/g, '-').replace('E', 'e'));
    return Number.isFinite(seed) ? ok(seed) : fail('bad-number', path, `not a number "${text}"`);
  }
  const seed = base36(text, path, Number.MAX_SAFE_INTEGER);
  return seed;
}

export function makeConfig(cfg: ResolvedConfig): string {
  const opts = OPTIONS.map((o) => String(o.values.findIndex((v) => v.value === cfg.options[o.name]))).join('');
  const seats = cfg.seats.map((t) => t.map(charCode).join('')).join('');
  return `${makeSeed(cfg.seed)}-${PRESET_IDS.indexOf(cfg.preset)}${opts}-${seats}`;
}

export type ParsedConfig = { readonly seed: number; readonly preset: PresetId; readonly options: Options; readonly seats: CharacterId[][] };

export function parseConfig(text: string): Parsed<ParsedConfig> {
  const p = parts(text, '-', 3, 'config');
  if (!p.ok) return p;
  const [seedT, optT, seatT] = p.value as [string, string, string];
  const seed = parseSeed(seedT, 'config.seed');
  if (!seed.ok) return seed;
  const opts = parseOptions(optT);
  if (!opts.ok) return opts;
  const seats = parseSeats(seatT, opts.value.options.mode === 'standard' ? 1 : 2);
  if (!seats.ok) return seats;
  return ok({ seed: seed.value, ...opts.value, seats: seats.value });
}

function parseOptions(text: string): Parsed<{ preset: PresetId; options: Options }> {
  if (text.length !== OPTIONS.length + 1) return fail('field-count', 'config.options', `expected ${OPTIONS.length + 1} digits, found ${text.length}`);
  const preset = base36(text[0], 'config.preset', PRESET_IDS.length - 1);
  if (!preset.ok) return preset;
  const options: { [k: string]: unknown } = {};
  for (let i = 0; i < OPTIONS.length; i++) {
    const o = OPTIONS[i]!;
    const v = base36(text[i + 1], `config.options.${o.name}`, o.values.length - 1);
    if (!v.ok) return v;
    options[o.name] = o.values[v.value]!.value;
  }
  return ok({ preset: PRESET_IDS[preset.value]!, options: options as Options });
}

function parseSeats(text: string, per: number): Parsed<CharacterId[][]> {
  const maxPlayers = Math.max(...Object.values(PLAYER_COUNTS).map((c) => c.max));
  if (text.length === 0 || text.length % per !== 0) return fail('field-count', 'config.characters', 'wrong number of characters for the mode');
  if (text.length > Math.min(MAX_BANDITS, maxPlayers * per)) return fail('too-long', 'config.characters', `${text.length} characters: a game has at most ${MAX_BANDITS}`);
  const seats: CharacterId[][] = [];
  const seen: CharacterId[] = [];
  for (let i = 0; i < text.length; i += per) {
    const seat: CharacterId[] = [];
    for (let j = 0; j < per; j++) {
      const c = parseCharacter(text[i + j], `config.characters[${i + j}]`);
      if (!c.ok) return c;
      if (seen.includes(c.value)) return fail('duplicate', `config.characters[${i + j}]`, `${c.value} appears twice`);
      seen.push(c.value);
      seat.push(c.value);
    }
    seats.push(seat);
  }
  return ok(seats);
}
