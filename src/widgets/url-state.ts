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

// Generic over the game: each game's URL module (sandbox/<game>/url.ts) brings its choices' text and
// its notation's prefix, and names its own types (no game's types here).

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

export type UrlProblem<P extends FoundProblem = FoundProblem> = {
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

export type ChoicesResult<C> = { ok: true; value: C[] } | { ok: false; problem: UrlProblem<never> };

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

export type SandboxUrl<C> = {
  /** position notation, already checked for length and alphabet; undefined = default position */
  readonly p: string | undefined;
  readonly choices: readonly C[];
  /** how many choices are applied */
  readonly n: number;
  readonly problems: readonly UrlProblem<never>[];
};

/** A game's notation prefix (`ce`, `cse`) and the reading of its `c` value. */
export type UrlGame<C> = { readonly prefix: string; decodeChoices(text: string): ChoicesResult<C> };

/** Version of a notation with `prefix` (`ce1.…` → 1), or undefined when the text is not that notation at all. */
export function notationVersionOf(text: string, prefix: string): number | undefined {
  if (!text.startsWith(prefix)) return undefined;
  const m = /^([0-9]{1,3})\./.exec(text.slice(prefix.length));
  return m === null ? undefined : Number(m[1]);
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

export function writeSandboxSearch<C>(p: string, choices: readonly C[], n: number, encode: (c: readonly C[]) => string): string {
  const params = new URLSearchParams();
  params.set('p', p);
  if (choices.length > 0) params.set('c', encode(choices));
  if (n !== choices.length) params.set('n', String(n));
  return `?${params.toString()}`;
}

// ---------------------------------------------------------------------------
// Replaying: the engine decides

export interface EngineForUrl<S, C, P extends FoundProblem> {
  parsePosition(text: string): { ok: true; value: S } | { ok: false; error: { message: string; problems?: readonly P[] | undefined } };
  checkPosition(state: S): readonly P[];
  apply(state: S, choice: C): { ok: true; value: { state: S } } | { ok: false; error: { message: string } };
  /** the shape a parsed state must have before it is checked */
  looksLikeState(s: unknown): boolean;
}

export type Restored<S, C, P extends FoundProblem> = {
  /** undefined: use the default position */
  readonly start: S | undefined;
  /** the states after 0…k choices, k ≤ choices.length (stops at the first illegal one) */
  readonly states: readonly S[];
  readonly choices: readonly C[];
  readonly n: number;
  readonly problems: readonly UrlProblem<P>[];
};

/** Position and history from a read URL, through the engine. Never throws. */
export function restore<S, C, P extends FoundProblem>(url: SandboxUrl<C>, engine: EngineForUrl<S, NoInfer<C>, P>): Restored<S, C, P> {
  const problems: UrlProblem<P>[] = [...url.problems];
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
    if (!engine.looksLikeState(r.value)) return { start: undefined, states: [], choices: [], n: 0, problems: [...problems, { code: 'damaged', param: 'p' }] };
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
