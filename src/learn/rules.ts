// What the learn page's controller (session.ts) needs from a game (issue 23, "The page"): its engine
// (start, apply, the per-seat view and log, explain), its computer player, its final score as lines
// to explain, its guide prompts and its sandbox address. One object per game (ce.ts, cse.ts), each
// loaded on demand, so a Colt Express game never fetches the Colt Super Express engine. Pure: no DOM.

export type GameId = 'colt-express' | 'colt-super-express';
export const GAME_IDS: readonly GameId[] = ['colt-express', 'colt-super-express'];
export const LEVELS = ['beginner', 'regular'] as const;
export type Level = (typeof LEVELS)[number];

/** What the reader picks before a game. The reader always sits at seat 0. */
export type LearnSetup = {
  readonly game: GameId;
  readonly players: number;
  /** the reader's bandit (an engine id) */
  readonly bandit: string;
  readonly level: Level;
  readonly guide: boolean;
  readonly seed: number;
};

/** An i18n key of learn.json (or computer.json) with its parameters; bandit ids are named by the page. */
export type Said = { readonly key: string; readonly params: { readonly [name: string]: string | number } };

/** One line of the final score, with the rule it applies (linked by the page) when there is one. */
export type ScoreLine = Said & { readonly rule?: string };
export type FinalLines = { readonly lines: readonly ScoreLine[]; readonly winners: readonly string[]; readonly readerWon: boolean };

export type Applied<S, L> = { readonly ok: true; readonly state: S; readonly log: readonly L[] } | { readonly ok: false; readonly message: string };

export type Budget = { readonly playouts: number; readonly ms?: number; readonly clock?: () => number };

/** What the computer is handed: its seat's view and log only (never the referee's state). */
export type Ask<S, L> = { readonly view: S; readonly seat: number; readonly seatLog: readonly L[]; readonly level: Level; readonly rng: readonly number[] };
export type Answer<C> = { readonly choice: C; readonly explanation: Said } | null;
/** A game's computer player (computer-ce.ts, computer-cse.ts): the worker runs it, the tests call it directly. */
export type Decide<S, C, L> = (ask: Ask<S, L>, budget?: Budget) => Answer<C>;

export interface LearnRules<S, C, L, X = unknown> {
  readonly game: GameId;
  readonly players: { readonly min: number; readonly max: number };
  /** the bandits a reader may pick */
  readonly bandits: readonly string[];
  /** every rule id of the game (the "of M" of "Rules you have met") */
  readonly ruleIds: readonly string[];
  /** the engine's configuration for a setup (the reader at seat 0) */
  start(setup: LearnSetup): Applied<S, L>;
  apply(s: S, c: C): Applied<S, L>;
  view(s: S, seat: number): S;
  logFor(log: readonly L[], seat: number, s: S): readonly L[];
  explain(s: S): { readonly legal: readonly C[]; readonly excluded: readonly X[] };
  /** the seat asked to choose, null when the game is over */
  pendingSeat(s: S): number | null;
  ruleOf(entry: L): string;
  sameChoice(a: C, b: C): boolean;
  /**
   * When a computer's choice is hidden from the other seats (a card played face down, a card
   * stacked): the queue its explanation waits in until `reveals` says it is shown ('never': it is
   * never said, as it would tell what the seat cannot know); undefined: said at once.
   */
  hiddenQueue(before: S, seat: number, c: C): string | undefined;
  /** the queue a choice reveals the next card of (its explanation is said then) */
  reveals(before: S, seat: number, c: C): string | undefined;
  /** the final score, line by line; undefined while the game goes on */
  finalLines(s: S): FinalLines | undefined;
  /** the guide's prompts for the reader's pending decision (learn.json keys), those not yet seen */
  guideKeys(s: S, seat: number, seen: ReadonlySet<string>): readonly string[];
  /** `?p=…&c=…&n=…` of the sandbox: the starting position and the choices so far */
  sandboxSearch(start: S, choices: readonly C[]): string;
  /** the bandit of each seat */
  banditsOf(s: S): readonly (readonly string[])[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = LearnRules<any, any, any, any>;

/** The fixed seed of a guided first game (issue 23: "the first round is dealt from a fixed shuffle"). */
export const GUIDE_SEED = 23;

/** The computer's PRNG seed for move number `index` of a game: a resumed game decides the same way. */
export function computerSeed(seed: number, index: number): number {
  return (Math.imul(seed >>> 0, 2654435761) ^ Math.imul(index + 1, 40503)) >>> 0;
}

type EngineStep<S, L> = { readonly ok: true; readonly value: { readonly state: S; readonly log: readonly L[] } } | { readonly ok: false; readonly error: { readonly message: string } };

/** A game engine as the learn page uses it (both engines have these entry points; seats as plain numbers here). */
export type LearnEngine<S, C, L, X, Cfg, P extends number> = {
  replay(config: Cfg, choices: readonly C[]): EngineStep<S, L>;
  apply(s: S, c: C): EngineStep<S, L>;
  view(s: S, seat: P): S;
  logFor(log: readonly L[], seat: P, s: S): readonly L[];
  explain(s: S): { readonly legal: readonly C[]; readonly excluded: readonly X[] };
};

const stepOf = <S, L>(r: EngineStep<S, L>): Applied<S, L> => (r.ok ? { ok: true, state: r.value.state, log: r.value.log } : { ok: false, message: r.error.message });

/** The parts of a game's LearnRules that only call its engine, the same for every game: `config` is the engine's configuration of a setup. */
export function engineParts<S extends { readonly pending: { readonly seat: number } | null }, C, L extends { readonly rule: string }, X, Cfg, P extends number>(
  e: LearnEngine<S, C, L, X, Cfg, P>,
  config: (setup: LearnSetup) => Cfg,
): Pick<LearnRules<S, C, L, X>, 'start' | 'apply' | 'view' | 'logFor' | 'explain' | 'pendingSeat' | 'ruleOf' | 'sameChoice'> {
  return {
    start: (setup) => stepOf(e.replay(config(setup), [])),
    apply: (s, c) => stepOf(e.apply(s, c)),
    view: (s, seat) => e.view(s, seat as P),
    logFor: (log, seat, s) => e.logFor(log, seat as P, s),
    explain: (s) => (s.pending === null ? { legal: [], excluded: [] } : e.explain(s)),
    pendingSeat: (s) => (s.pending === null ? null : s.pending.seat),
    ruleOf: (entry) => entry.rule,
    sameChoice: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  };
}
