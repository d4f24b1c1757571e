// Position notation: a compact, canonical, URL-safe text for a whole game state.
//
//   ce1.<config>.<rng>.<cars>.<bandits>.<misc>.<box>.<players>.<round>.<phase>.<pile>.<pending>
//
// Only [A-Za-z0-9._~-] are used. Equal states give equal strings (hands, discards and loot are
// kept sorted in the state), and parsePosition(makePosition(s)) deep-equals s. Each field has
// its make/parse pair in notation/ (the field's format is described there); every parser
// returns a typed error naming the field (code: NOTATION_ERROR_CODES) and refuses any number or
// list beyond what a game can reach (notation/bounds.ts) before reading it. A text may carry
// hidden information (a view()): parsePosition reads it, checkPosition reports it.
import type { GameState, Result } from '../types.ts';
import { isShaped } from '../playable.ts';
import { compareLoot } from '../cards.ts';
import { type NotationError, fail, ok, type Parsed } from './parsed.ts';
import { makeConfig, parseConfig } from './config.ts';
import { makeBandits, makeBox, makeCars, makeMisc, makeRng, parseBandits, parseBox, parseCars, parseMisc, parseRng } from './board.ts';
import { makePlayers, parsePlayers } from './players.ts';
import { makePhase, makePile, makeRound, parsePhase, parsePile, parseRound } from './round.ts';
import { makePending, parsePending } from './pending.ts';

const PREFIX = 'ce1';
const FIELD_NAMES = ['prefix', 'config', 'rng', 'cars', 'bandits', 'misc', 'box', 'players', 'round', 'phase', 'pile', 'pending'] as const;

/** The notation of `s`; '' when `s` is not a game state (never throws). */
export function makePosition(s: GameState): string {
  try {
    return isShaped(s) ? makeFields(s).join('.') : '';
  } catch {
    return '';
  }
}

function makeFields(s: GameState): string[] {
  return [
    PREFIX,
    makeConfig(s.config),
    makeRng(s.rng),
    makeCars(s.cars),
    makeBandits(s),
    makeMisc(s),
    makeBox(s.box),
    makePlayers(s.players),
    makeRound(s.round),
    makePhase(s.phase),
    makePile(s.pile),
    makePending(s.pending),
  ];
}

export function parsePosition(text: string): Result<GameState> {
  let r: Parsed<GameState>;
  try {
    r = parseText(text);
  } catch (e) {
    r = fail('bad-characters', 'text', String(e)); // not reached: the parsers return their errors
  }
  if (r.ok) return r;
  const e: NotationError = r.error;
  return { ok: false, error: { code: 'parse', message: `${e.path}: ${e.message}`, path: e.path, notation: e.code } };
}

function parseText(text: string): Parsed<GameState> {
  if (typeof text !== 'string') return fail('not-text', 'text', 'expected a string');
  if (!/^[A-Za-z0-9._~-]*$/.test(text)) return fail('bad-characters', 'text', 'only the characters A-Z a-z 0-9 . _ ~ - are allowed');
  const f = text.split('.', FIELD_NAMES.length + 1);
  if (f[0] !== PREFIX) return fail('bad-prefix', 'prefix', `expected "${PREFIX}" (game + notation version), found "${(f[0] ?? '').slice(0, 12)}"`);
  if (f.length !== FIELD_NAMES.length) return fail('field-count', 'fields', `expected ${FIELD_NAMES.length} fields separated by ".", found ${f.length > FIELD_NAMES.length ? 'more' : f.length}`);
  const state = parseFields(f as string[]);
  if (!state.ok) return state;
  const canonical = canonicalProblem(text, state.value);
  return canonical ?? state;
}

function parseFields(f: readonly string[]): Parsed<GameState> {
  const config = parseConfig(f[1]!);
  if (!config.ok) return config;
  const { seed, preset, options, seats } = config.value;
  const rng = parseRng(f[2]!);
  if (!rng.ok) return rng;
  const cars = parseCars(f[3]!);
  if (!cars.ok) return cars;
  const last = cars.value.length - 1;
  const bandits = parseBandits(f[4]!, seats, last);
  if (!bandits.ok) return bandits;
  const misc = parseMisc(f[5]!, last);
  if (!misc.ok) return misc;
  const box = parseBox(f[6]!);
  if (!box.ok) return box;
  const players = parsePlayers(f[7]!, seats);
  if (!players.ok) return players;
  const round = parseRound(f[8]!, seats.length);
  if (!round.ok) return round;
  const phase = parsePhase(f[9]!);
  if (!phase.ok) return phase;
  const all = seats.flat();
  const pile = parsePile(f[10]!, all);
  if (!pile.ok) return pile;
  const pending = parsePending(f[11]!, seats);
  if (!pending.ok) return pending;
  return ok({
    config: { seed, players: seats.length, preset, options, seats, bandits: all },
    rng: rng.value,
    cars: cars.value,
    bandits: bandits.value,
    ...misc.value,
    box: box.value,
    players: players.value,
    round: round.value,
    phase: phase.value,
    pile: pile.value,
    pending: pending.value,
  });
}

/**
 * Only the canonical text of a state is accepted (Audit A3): sorted hands, discards, kept cards
 * and loot (the engine relies on it: legal choices are deduplicated on sorted hands), and no
 * second spelling of a number, so that one state has exactly one text.
 */
function canonicalProblem(text: string, s: GameState): Parsed<never> | null {
  const order = unsortedIn(s);
  if (order !== null) return fail('not-canonical', order, 'must be listed in sorted order');
  const again = makeFields(s);
  const fields = text.split('.');
  const i = again.findIndex((x, k) => x !== fields[k]);
  if (i < 0) return null;
  return fail('not-canonical', FIELD_NAMES[i]!, `not the canonical spelling (expected "${again[i]!.slice(0, 40)}")`);
}

/** The path of the first list of `s` out of its canonical order, or null (checkPosition asks too). */
export function unsortedIn(s: GameState): string | null {
  const cards = (arr: readonly string[]): number => arr.findIndex((c, i) => i > 0 && arr[i - 1]! > c);
  const loot = (arr: GameState['cars'][number]['inside']): number => arr.findIndex((l, i) => i > 0 && compareLoot(arr[i - 1]!, l) > 0);
  for (let i = 0; i < s.cars.length; i++) {
    const c = s.cars[i]!;
    if (loot(c.inside) > 0) return `cars[${i}].inside[${loot(c.inside)}]`;
    if (loot(c.roof) > 0) return `cars[${i}].roof[${loot(c.roof)}]`;
  }
  for (const id of s.config.bandits) {
    const k = loot(s.bandits[id]!.loot);
    if (k > 0) return `bandits.${id}.loot[${k}]`;
  }
  const bp = s.box.purses;
  const outOfOrder = (a: number | null, b: number | null): boolean => (a === null) !== (b === null) || (a !== null && b !== null && a > b);
  const k = bp.findIndex((b, i) => i > 0 && outOfOrder(bp[i - 1] as number | null, b));
  if (k > 0) return `box.purses[${k}]`;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    if (cards(p.hand) > 0) return `players[${i}].hand[${cards(p.hand)}]`;
    if (cards(p.discard) > 0) return `players[${i}].discard[${cards(p.discard)}]`;
  }
  if (s.pending !== null && s.pending.kind === 'keep' && cards(s.pending.kept) > 0) return `pending.kept[${cards(s.pending.kept)}]`;
  return null;
}
