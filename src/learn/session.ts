// The learn page's controller (issue 23, "The page"): pure, no DOM. A session is the reader's setup
// and every choice so far (all seats, the computer's with its explanation); everything else is
// derived by replaying it through the game's engine (rules.ts): the referee's state, the reader's
// view and log (view/logFor of seat 0: what the reader's seat sees and nothing more), whose turn it
// is, the reader's offered choices with the engine's reasons for the others, the rules met, the
// final score. A session is saved as JSON (versioned, checked when read: a broken save is a clear
// error, never a broken page).

import { seedRng } from '../games/shared/rng.ts';
import { GAME_IDS, GUIDE_SEED, LEVELS, computerSeed, type AnyRules, type Ask, type FinalLines, type GameId, type LearnSetup, type Said } from './rules.ts';

export const SAVE_VERSION = 1;
/** The reader's seat. */
export const READER = 0;

export type Move = {
  readonly seat: number;
  readonly choice: unknown;
  /** a computer's move: why it chose it (computer.json key and parameters) */
  readonly said?: Said;
};

export type LearnSession = {
  readonly version: typeof SAVE_VERSION;
  readonly setup: LearnSetup;
  readonly moves: readonly Move[];
  /** guide prompts already shown (learn.json keys) */
  readonly guideSeen: readonly string[];
  /** the reader skipped the guide */
  readonly guideOff: boolean;
};

export type Step = {
  readonly seat: number;
  readonly choice: unknown;
  readonly before: unknown;
  readonly after: unknown;
  /** the step's log as the reader's seat reads it */
  readonly readerLog: readonly unknown[];
  /** the referee's log of the step ("Show everything" after the game) */
  readonly log: readonly unknown[];
  /** the computer's explanation, said now (a hidden card's only once it is revealed) */
  readonly said?: Said;
};

export type Derived = {
  readonly rules: AnyRules;
  readonly session: LearnSession;
  readonly start: unknown;
  /** the setup's log as the reader reads it */
  readonly startLog: readonly unknown[];
  readonly steps: readonly Step[];
  /** the referee's state now */
  readonly state: unknown;
  /** the referee's whole log (the computer gets logFor of it) */
  readonly log: readonly unknown[];
  /** explanations of hidden choices, waiting for their reveal */
  readonly queues: ReadonlyMap<string, readonly (Said | null)[]>;
  /** rule ids of the reader's log, in order, each the first time */
  readonly met: readonly string[];
};

export type LearnError = { readonly code: 'json' | 'version' | 'shape' | 'setup' | 'move'; readonly message: string; readonly path: string };
export type Res<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LearnError };
const fail = (code: LearnError['code'], path: string, message: string): { ok: false; error: LearnError } => ({ ok: false, error: { code, path, message } });

/** A new session. A guided game is dealt from the fixed shuffle (GUIDE_SEED). */
export function newSession(setup: LearnSetup): LearnSession {
  return { version: SAVE_VERSION, setup: setup.guide ? { ...setup, seed: GUIDE_SEED } : setup, moves: [], guideSeen: [], guideOff: false };
}

/** Whether `setup` fits the game: its player range and bandits. */
export function checkSetup(rules: AnyRules, setup: LearnSetup): LearnError | undefined {
  if (setup.game !== rules.game) return { code: 'setup', path: 'setup.game', message: `expected ${rules.game}` };
  if (!Number.isInteger(setup.players) || setup.players < rules.players.min || setup.players > rules.players.max)
    return { code: 'setup', path: 'setup.players', message: `expected ${rules.players.min} to ${rules.players.max}` };
  if (!rules.bandits.includes(setup.bandit)) return { code: 'setup', path: 'setup.bandit', message: `unknown bandit "${String(setup.bandit)}"` };
  return undefined;
}

function addMet(met: string[], seen: Set<string>, rules: AnyRules, log: readonly unknown[]): void {
  for (const e of log) {
    const id = rules.ruleOf(e);
    if (!seen.has(id)) {
      seen.add(id);
      met.push(id);
    }
  }
}

/** The session replayed: every move must be legal where it was made (else the move's index says which). */
export function derive(rules: AnyRules, session: LearnSession): Res<Derived> {
  const bad = checkSetup(rules, session.setup);
  if (bad) return { ok: false, error: bad };
  const s = rules.start(session.setup);
  if (!s.ok) return fail('setup', 'setup', s.message);
  const startLog = rules.logFor(s.log, READER, s.state);
  const met: string[] = [];
  addMet(met, new Set(), rules, startLog);
  let d: Derived = { rules, session: { ...session, moves: [] }, start: s.state, startLog, steps: [], state: s.state, log: s.log, queues: new Map(), met };
  for (let i = 0; i < session.moves.length; i++) {
    const r = advance(d, session.moves[i]!, i);
    if (!r.ok) return r;
    d = r.value;
  }
  return { ok: true, value: { ...d, session } };
}

/** One more move on a derived session (the session's moves grow by it). */
export function advance(d: Derived, move: Move, index = d.steps.length): Res<Derived> {
  const { rules } = d;
  const seat = rules.pendingSeat(d.state);
  if (seat === null) return fail('move', `moves[${index}]`, 'the game is over');
  if (move.seat !== seat) return fail('move', `moves[${index}].seat`, `seat ${seat} is to choose, not ${move.seat}`);
  const a = rules.apply(d.state, move.choice);
  if (!a.ok) return fail('move', `moves[${index}].choice`, a.message);
  const queues = new Map(d.queues);
  const mine = seat === READER;
  let said: Said | undefined = mine ? undefined : move.said;
  const q = rules.hiddenQueue(d.state, seat, move.choice);
  if (q !== undefined) {
    if (q !== 'never') queues.set(q, [...(queues.get(q) ?? []), mine ? null : (move.said ?? null)]);
    said = undefined;
  }
  const r = rules.reveals(d.state, seat, move.choice);
  if (r !== undefined) {
    const [first, ...rest] = queues.get(r) ?? [];
    queues.set(r, rest);
    if (first) said = first;
  }
  const readerLog = rules.logFor(a.log, READER, a.state);
  const met = d.met.slice();
  addMet(met, new Set(met), rules, readerLog);
  const step: Step = { seat, choice: move.choice, before: d.state, after: a.state, readerLog, log: a.log, ...(said ? { said } : {}) };
  return {
    ok: true,
    value: {
      ...d,
      session: { ...d.session, moves: [...d.session.moves, move] },
      steps: [...d.steps, step],
      state: a.state,
      log: [...d.log, ...a.log],
      queues,
      met,
    },
  };
}

export type Turn = 'reader' | 'computer' | 'over';
export function turnOf(d: Derived): Turn {
  const seat = d.rules.pendingSeat(d.state);
  return seat === null ? 'over' : seat === READER ? 'reader' : 'computer';
}

/** What the reader's seat sees now. */
export const readerView = (d: Derived): unknown => d.rules.view(d.state, READER);

/** The reader's choices (from the referee's state: a view has none) and the engine's reasons for the others. */
export function offered(d: Derived): { readonly legal: readonly unknown[]; readonly excluded: readonly unknown[] } {
  return turnOf(d) === 'reader' ? d.rules.explain(d.state) : { legal: [], excluded: [] };
}

/** What the computer at the pending seat is handed: its view and log, and its random numbers for this move. */
export function computerAsk(d: Derived): Ask<unknown, unknown> | undefined {
  const seat = d.rules.pendingSeat(d.state);
  if (seat === null || seat === READER) return undefined;
  const { setup } = d.session;
  return {
    view: d.rules.view(d.state, seat),
    seat,
    seatLog: d.rules.logFor(d.log, seat, d.state),
    level: setup.level,
    rng: seedRng(computerSeed(setup.seed, d.steps.length)),
  };
}

/** The guide's prompts for the reader's decision now (none once skipped or when it is off). */
export function guideKeys(d: Derived): readonly string[] {
  const s = d.session;
  if (!s.setup.guide || s.guideOff || turnOf(d) !== 'reader') return [];
  return d.rules.guideKeys(d.state, READER, new Set(s.guideSeen));
}

/** The reader's choice: a new session (the guide's prompts of this decision count as seen). */
export function choose(d: Derived, choice: unknown): LearnSession {
  const shown = guideKeys(d);
  const s = d.session;
  return { ...s, moves: [...s.moves, { seat: READER, choice }], guideSeen: shown.length === 0 ? s.guideSeen : [...s.guideSeen, ...shown] };
}

export function skipGuide(s: LearnSession): LearnSession {
  return { ...s, guideOff: true };
}

/** The computer's move, with its explanation. */
export function computerMove(d: Derived, choice: unknown, said: Said | undefined): Move {
  return { seat: d.rules.pendingSeat(d.state) ?? -1, choice, ...(said ? { said } : {}) };
}

/** Take back: the reader's last choice and the computer's choices after it are dropped. */
export function takeBack(s: LearnSession): LearnSession {
  let i = s.moves.length - 1;
  while (i >= 0 && s.moves[i]!.seat !== READER) i--;
  return i < 0 ? s : { ...s, moves: s.moves.slice(0, i) };
}

export const canTakeBack = (s: LearnSession): boolean => s.moves.some((m) => m.seat === READER);

export const finalLines = (d: Derived): FinalLines | undefined => d.rules.finalLines(d.state);

/** The sandbox's address of the game so far: its starting position and every choice. */
export function sandboxSearch(d: Derived): string {
  return d.rules.sandboxSearch(d.start, d.session.moves.map((m) => m.choice));
}

// --- Saving --------------------------------------------------------------------------------------

export function serialise(s: LearnSession): string {
  return JSON.stringify(s);
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function parseSaid(x: unknown): Said | undefined | null {
  if (x === undefined) return undefined;
  if (!isObj(x) || typeof x['key'] !== 'string' || !isObj(x['params'])) return null;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(x['params'])) {
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    params[k] = v;
  }
  return { key: x['key'], params };
}

/**
 * A saved session, its form checked (the engine then checks its moves: `derive`). Never throws: a
 * broken save is an error naming what is wrong and where.
 */
export function parseSession(text: string): Res<LearnSession> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('json', '', 'not JSON');
  }
  if (!isObj(raw)) return fail('shape', '', 'expected an object');
  if (raw['version'] !== SAVE_VERSION) return fail('version', 'version', `expected version ${SAVE_VERSION}`);
  const st = raw['setup'];
  if (!isObj(st)) return fail('shape', 'setup', 'expected an object');
  if (!GAME_IDS.includes(st['game'] as GameId)) return fail('setup', 'setup.game', 'unknown game');
  if (typeof st['players'] !== 'number' || !Number.isInteger(st['players'])) return fail('setup', 'setup.players', 'expected a whole number');
  if (typeof st['bandit'] !== 'string') return fail('setup', 'setup.bandit', 'expected a bandit');
  if (!(LEVELS as readonly unknown[]).includes(st['level'])) return fail('setup', 'setup.level', 'unknown level');
  if (typeof st['guide'] !== 'boolean') return fail('setup', 'setup.guide', 'expected true or false');
  if (typeof st['seed'] !== 'number' || !Number.isInteger(st['seed']) || st['seed'] < 0) return fail('setup', 'setup.seed', 'expected a whole number');
  const setup: LearnSetup = { game: st['game'] as GameId, players: st['players'], bandit: st['bandit'], level: st['level'] as LearnSetup['level'], guide: st['guide'], seed: st['seed'] };
  const rawMoves = raw['moves'];
  if (!Array.isArray(rawMoves)) return fail('shape', 'moves', 'expected a list');
  const moves: Move[] = [];
  for (let i = 0; i < rawMoves.length; i++) {
    const m: unknown = rawMoves[i];
    if (!isObj(m) || typeof m['seat'] !== 'number' || !Number.isInteger(m['seat']) || !isObj(m['choice'])) return fail('shape', `moves[${i}]`, 'expected a seat and a choice');
    const said = parseSaid(m['said']);
    if (said === null) return fail('shape', `moves[${i}].said`, 'expected a key and parameters');
    moves.push({ seat: m['seat'], choice: m['choice'], ...(said ? { said } : {}) });
  }
  const seen = raw['guideSeen'];
  if (!Array.isArray(seen) || !seen.every((k) => typeof k === 'string')) return fail('shape', 'guideSeen', 'expected a list of keys');
  if (typeof raw['guideOff'] !== 'boolean') return fail('shape', 'guideOff', 'expected true or false');
  return { ok: true, value: { version: SAVE_VERSION, setup, moves, guideSeen: seen as string[], guideOff: raw['guideOff'] } };
}

/** A saved session replayed, or the error that keeps it from being resumed. */
export function resume(rules: AnyRules, text: string): Res<Derived> {
  const p = parseSession(text);
  return p.ok ? derive(rules, p.value) : p;
}

// --- Rules met across games ----------------------------------------------------------------------

/** The rules met in earlier games (kept in localStorage) with this game's: each once, the old first. */
export function mergeMet(before: readonly string[], now: readonly string[], known: readonly string[]): string[] {
  const ok = new Set(known);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const id of [...before, ...now]) if (ok.has(id) && !seen.has(id)) (seen.add(id), out.push(id));
  return out;
}

/** A stored list of rule ids, or [] when it is not one. */
export function parseMet(text: string | null): string[] {
  if (text === null) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
