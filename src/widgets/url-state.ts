// The sandbox's state in its URL: `?p=<position>&c=<choices>&n=<applied>`.
//
//  - `p`: the position the history starts from, in the engine's notation (`makePosition`);
//  - `c`: every choice of the history, compactly (`fire.tuco~move.3~play.fire..t`), including the
//    ones undone (so Redo survives a reload);
//  - `n`: how many of them are applied (default: all).
//
// Reading a URL is defensive: the value comes from anyone. Nothing from it is executed or
// inserted as HTML; it is parsed as data, its length and alphabet are checked first, the
// engine parses the position and checks it, and every choice is replayed through `apply`.
// A problem yields a `UrlProblem` (a code the page turns into a localized message) and the
// sandbox starts from its default position.

import type { Choice, ChoiceKind, GameState, PositionProblem } from '../games/colt-express/engine/types.ts';
import { ACTION_KINDS as ACTIONS, CHARACTER_IDS, LOOT_KINDS } from '../games/colt-express/engine/types.ts';
import { MAX_CARS, MIN_CARS } from '../games/colt-express/engine/data/limits.ts';

export const LIMITS = {
  /** a position in the engine's notation is a few hundred characters; a long game's history a few thousand */
  position: 12_000,
  choices: 24_000,
  history: 3_000,
} as const;

const SAFE = /^[A-Za-z0-9._~-]*$/;

export type UrlProblemCode =
  | 'too-long'
  | 'bad-characters'
  | 'not-a-position'
  | 'outdated'
  | 'unknown-version'
  | 'damaged'
  | 'impossible'
  | 'bad-history'
  | 'illegal-history'
  | 'bad-count'
  | 'history-without-position';

/** What a game's `checkPosition` found wrong with a position (each game has its own codes). */
export type FoundProblem = { readonly code: string; readonly message: string; readonly path: string };

export type UrlProblem<P extends FoundProblem = PositionProblem> = {
  readonly code: UrlProblemCode;
  /** which parameter: p, c or n */
  readonly param: 'p' | 'c' | 'n';
  /** 1-based index of the bad choice in the history */
  readonly index?: number;
  /** engine detail (English): for reviewers, folded under the localized message */
  readonly detail?: string;
  /** `impossible`: what the engine's checkPosition found (each localized by its code) */
  readonly found?: readonly P[];
};

// ---------------------------------------------------------------------------
// Choices ↔ text

import { encodeChoices } from './choice-text.ts';
import { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from '../games/colt-express/engine/choice-fields.ts';

export { encodeChoice, encodeChoices } from './choice-text.ts';

type Decoded = { ok: true; value: unknown } | { ok: false };
const bad: Decoded = { ok: false };
const val = (value: unknown): Decoded => ({ ok: true, value });

function decodeValue(field: ChoiceField, text: string, kind: ChoiceKind): Decoded {
  switch (field) {
    case 'card':
      if ((ACTIONS as readonly string[]).includes(text)) return val(text);
      return text === 'bullet' && kind === 'keep' ? val(text) : bad;
    case 'bandit':
    case 'caboose':
      return (CHARACTER_IDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'from':
      return text === 'neutral' || (CHARACTER_IDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'target':
      if (text === '-') return val(null);
      return (CHARACTER_IDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'to':
    case 'push':
      if (text === '-' && field === 'push') return val(null);
      return /^[0-9]{1,2}$/.test(text) ? val(Number(text)) : bad;
    case 'faceDown':
      return text === 't' ? val(true) : bad;
    case 'take':
      return text === 't' ? val(true) : text === 'f' && kind === 'pickpocket' ? val(false) : bad;
    case 'drop':
      if (text === '-') return val(null);
      return (LOOT_KINDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'loot': {
      if (text === '-') return val(null);
      if (text === 'j') return val({ kind: 'jewel' });
      if (text === 's') return val({ kind: 'strongbox' });
      const m = /^p([0-9]{3,4})?$/.exec(text);
      if (m === null) return bad;
      return val(m[1] === undefined ? { kind: 'purse' } : { kind: 'purse', value: Number(m[1]) });
    }
  }
}

/** One choice from its text, or undefined when it is not well formed. */
export function decodeChoice(text: string): Choice | undefined {
  const [kind, ...values] = text.split('.');
  if (!isChoiceKind(kind)) return undefined;
  const fields: readonly ChoiceField[] = CHOICE_FIELDS[kind];
  if (values.length > fields.length) return undefined;
  const out: Record<string, unknown> = { kind };
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as string;
    if (v === '') continue;
    const d = decodeValue(fields[i] as ChoiceField, v, kind);
    if (!d.ok) return undefined;
    out[fields[i] as ChoiceField] = d.value;
  }
  // Fields the engine requires even when their value is "none".
  if ((kind === 'fire' || kind === 'punch') && !('target' in out)) return undefined;
  if (kind === 'punch') {
    if (!('drop' in out)) out['drop'] = null;
    if (!('push' in out)) out['push'] = null;
  }
  if (kind === 'rob' && !('loot' in out)) return undefined;
  if ((kind === 'move' || kind === 'marshal') && !('to' in out)) return undefined;
  if (kind === 'pickpocket' && !('take' in out)) return undefined;
  if ((kind === 'play' || kind === 'cover' || kind === 'pick' || kind === 'keep') && !('card' in out)) return undefined;
  if (kind === 'place' && !('caboose' in out)) return undefined;
  return out as Choice;
}

export type ChoicesResult<C = Choice> = { ok: true; value: C[] } | { ok: false; problem: UrlProblem<never> };

export function decodeChoices(text: string): ChoicesResult {
  return decodeChoiceList(text, decodeChoice);
}

/** Any game's `c` value: `~`-separated choices, each read by `one` (undefined: not well formed). */
export function decodeChoiceList<C>(text: string, one: (part: string) => C | undefined): ChoicesResult<C> {
  if (text === '') return { ok: true, value: [] };
  if (text.length > LIMITS.choices) return { ok: false, problem: { code: 'too-long', param: 'c' } };
  if (!SAFE.test(text)) return { ok: false, problem: { code: 'bad-characters', param: 'c' } };
  const parts = text.split('~');
  if (parts.length > LIMITS.history) return { ok: false, problem: { code: 'too-long', param: 'c' } };
  const out: C[] = [];
  for (let i = 0; i < parts.length; i++) {
    const c = one(parts[i] as string);
    if (c === undefined) return { ok: false, problem: { code: 'bad-history', param: 'c', index: i + 1 } };
    out.push(c);
  }
  return { ok: true, value: out };
}

// ---------------------------------------------------------------------------
// The whole query string

export type SandboxUrl<C = Choice> = {
  /** position notation, already checked for length and alphabet; undefined = default position */
  readonly p: string | undefined;
  readonly choices: readonly C[];
  /** how many choices are applied */
  readonly n: number;
  readonly problems: readonly UrlProblem<never>[];
};

/** A game's notation prefix (`ce`, `cse`) and the reading of its `c` value. */
export type UrlGame<C> = { readonly prefix: string; decodeChoices(text: string): ChoicesResult<C> };

/** Colt Express: `ce<version>.…` positions and its choices. */
export const COLT_EXPRESS_URL: UrlGame<Choice> = { prefix: 'ce', decodeChoices };

/** Version of a notation with `prefix` (`ce1.…` → 1), or undefined when the text is not that notation at all. */
export function notationVersionOf(text: string, prefix: string): number | undefined {
  if (!text.startsWith(prefix)) return undefined;
  const m = /^([0-9]{1,3})\./.exec(text.slice(prefix.length));
  return m === null ? undefined : Number(m[1]);
}

/** Version of a Colt Express notation (`ce1.…` → 1), or undefined when it is not one. */
export function notationVersion(text: string): number | undefined {
  return notationVersionOf(text, COLT_EXPRESS_URL.prefix);
}

/**
 * Reads `?p=…&c=…&n=…` (a `location.search` string). Checks only the form; the engine then parses
 * the position (`checkPosition`) and replays the choices (see `restore`).
 */
export function readSandboxSearch(search: string, currentVersion: number): SandboxUrl {
  return readGameSearch(search, currentVersion, COLT_EXPRESS_URL);
}

/** `readSandboxSearch` for any game: its notation prefix and its choices. */
export function readGameSearch<C>(search: string, currentVersion: number, game: UrlGame<C>): SandboxUrl<C> {
  const problems: UrlProblem<never>[] = [];
  if (search.length > LIMITS.position + LIMITS.choices + 200) {
    return { p: undefined, choices: [], n: 0, problems: [{ code: 'too-long', param: 'p' }] };
  }
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { p: undefined, choices: [], n: 0, problems: [{ code: 'bad-characters', param: 'p' }] };
  }
  const rawP = params.get('p');
  let p: string | undefined;
  if (rawP !== null) {
    const version = notationVersionOf(rawP, game.prefix);
    if (rawP.length > LIMITS.position) problems.push({ code: 'too-long', param: 'p' });
    else if (!SAFE.test(rawP)) problems.push({ code: 'bad-characters', param: 'p' });
    else if (version === undefined) problems.push({ code: 'not-a-position', param: 'p' });
    else if (version < currentVersion) problems.push({ code: 'outdated', param: 'p', detail: `${game.prefix}${version}` });
    else if (version > currentVersion) problems.push({ code: 'unknown-version', param: 'p', detail: `${game.prefix}${version}` });
    else p = rawP;
  }
  let choices: C[] = [];
  const rawC = params.get('c');
  if (rawP === null && (rawC !== null || params.get('n') !== null)) {
    return { p: undefined, choices: [], n: 0, problems: [...problems, { code: 'history-without-position', param: 'c' }] };
  }
  if (rawC !== null && problems.length === 0) {
    const r = game.decodeChoices(rawC);
    if (r.ok) choices = r.value;
    else problems.push(r.problem);
  }
  let n = choices.length;
  const rawN = params.get('n');
  if (rawN !== null && problems.length === 0) {
    if (/^[0-9]{1,4}$/.test(rawN) && Number(rawN) <= choices.length) n = Number(rawN);
    else problems.push({ code: 'bad-count', param: 'n' });
  }
  return { p, choices, n, problems };
}

export function writeSandboxSearch<C = Choice>(p: string, choices: readonly C[], n: number, encode: (c: readonly C[]) => string = encodeChoices as (c: readonly C[]) => string): string {
  const params = new URLSearchParams();
  params.set('p', p);
  if (choices.length > 0) params.set('c', encode(choices));
  if (n !== choices.length) params.set('n', String(n));
  return `?${params.toString()}`;
}

// ---------------------------------------------------------------------------
// Replaying: the engine decides

export interface EngineForUrl<S = GameState, C = Choice, P extends FoundProblem = PositionProblem> {
  parsePosition(text: string): { ok: true; value: S } | { ok: false; error: { message: string; problems?: readonly P[] | undefined } };
  checkPosition(state: S): readonly P[];
  apply(state: S, choice: C): { ok: true; value: { state: S } } | { ok: false; error: { message: string } };
  /** the shape a parsed state must have before it is checked (default: a Colt Express state) */
  looksLikeState?(s: unknown): boolean;
}

export type Restored<S = GameState, C = Choice, P extends FoundProblem = PositionProblem> = {
  /** undefined: use the default position */
  readonly start: S | undefined;
  /** the states after 0…k choices, k ≤ choices.length (stops at the first illegal one) */
  readonly states: readonly S[];
  readonly choices: readonly C[];
  readonly n: number;
  readonly problems: readonly UrlProblem<P>[];
};

function looksLikeState(s: unknown): s is GameState {
  if (s === null || typeof s !== 'object') return false;
  const o = s as Record<string, unknown>;
  return (
    Array.isArray(o['cars']) &&
    (o['cars'] as unknown[]).length >= MIN_CARS &&
    (o['cars'] as unknown[]).length <= MAX_CARS &&
    typeof o['bandits'] === 'object' &&
    o['bandits'] !== null &&
    typeof o['config'] === 'object' &&
    o['config'] !== null &&
    Array.isArray((o['config'] as Record<string, unknown>)['bandits']) &&
    Array.isArray(o['players']) &&
    typeof o['marshal'] === 'number' &&
    typeof o['neutralBullets'] === 'number'
  );
}

/** Position and history from a read URL, through the engine. Never throws. */
export function restore<S = GameState, C = Choice, P extends FoundProblem = PositionProblem>(url: SandboxUrl<C>, engine: EngineForUrl<S, NoInfer<C>, P>): Restored<S, C, P> {
  const problems: UrlProblem<P>[] = [...url.problems];
  const looks = engine.looksLikeState ?? looksLikeState;
  if (url.p === undefined) return { start: undefined, states: [], choices: [], n: 0, problems };
  let start: S;
  try {
    const r = engine.parsePosition(url.p);
    if (!r.ok) {
      // A notation that reads but describes an impossible position (the engine may check while parsing).
      const found = r.error.problems ?? [];
      const problem: UrlProblem<P> = found.length > 0 ? { code: 'impossible', param: 'p', detail: r.error.message, found } : { code: 'damaged', param: 'p', detail: r.error.message };
      return { start: undefined, states: [], choices: [], n: 0, problems: [...problems, problem] };
    }
    if (!looks(r.value)) return { start: undefined, states: [], choices: [], n: 0, problems: [...problems, { code: 'damaged', param: 'p' }] };
    const found = engine.checkPosition(r.value);
    if (found.length > 0) {
      return {
        start: undefined,
        states: [],
        choices: [],
        n: 0,
        problems: [...problems, { code: 'impossible', param: 'p', detail: found.map((x) => `${x.path}: ${x.message}`).join('\n'), found }],
      };
    }
    start = r.value;
  } catch (e) {
    return { start: undefined, states: [], choices: [], n: 0, problems: [...problems, { code: 'damaged', param: 'p', detail: String(e) }] };
  }
  const states: S[] = [start];
  const kept: C[] = [];
  for (let i = 0; i < url.choices.length; i++) {
    const choice = url.choices[i] as C;
    let r: ReturnType<EngineForUrl<S, C, P>['apply']>;
    try {
      r = engine.apply(states[states.length - 1] as S, choice);
    } catch (e) {
      r = { ok: false, error: { message: String(e) } };
    }
    if (!r.ok) {
      problems.push({ code: 'illegal-history', param: 'c', index: i + 1, detail: r.error.message });
      break;
    }
    states.push(r.value.state);
    kept.push(choice);
  }
  return { start, states, choices: kept, n: Math.min(url.n, kept.length), problems };
}
