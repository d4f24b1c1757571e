// The Engine type: the entry points every game's rules engine offers, with the same promises
// (issue 21, "Both engines satisfy one Engine type"). Each engine's index.ts exports
// `export const engine = { … } satisfies Engine<…>`; tests/unit/engine-promises.test.ts holds
// every engine to the promises below. Types only: this module has no run-time value.
//
// The promises:
// - no entry point throws, whatever it is given (an exception is an engine bug, returned as the
//   'internal' error);
// - an entry point returning a Result refuses with `{ code, message }`, the code one of the
//   engine's ERROR_CODES; plain answers (legalChoices, explain, view, score, makePosition,
//   checkPosition) come back empty or neutral for a non-state;
// - the same config (its seed inside) and the same choices replay the same game, bit for bit.
import type { EngineErrorOf, Result } from './result.ts';

/** The types one game's engine speaks in (its types.ts). */
export type EngineTypes = {
  /** a plain, readonly, JSON-serialisable game state */
  readonly state: { readonly config: unknown; readonly pending: unknown };
  /** a choice a player makes: a discriminated union on `kind` */
  readonly choice: { readonly kind: string };
  /** what createGame needs: a seed at least */
  readonly config: { readonly seed: number };
  /** one log entry: a rule and a kind */
  readonly log: { readonly kind: string; readonly rule: string };
  /** a seat (0-based, clockwise) */
  readonly seat: number;
  /** what explain() returns: the legal choices and the excluded ones with their reasons */
  readonly explanation: { readonly legal: readonly unknown[]; readonly excluded: readonly { readonly why: string }[] };
  /** what score() returns */
  readonly score: { readonly winners: readonly unknown[] };
  /** what buildPosition reads */
  readonly spec: object;
  /** every error code an entry point may return (ERROR_CODES) */
  readonly errorCode: string;
  /** every problem code checkPosition may report (PROBLEM_CODES) */
  readonly problemCode: string;
  /** every reason an explanation may give (WHY_CODES) */
  readonly whyCode: string;
};

/** A problem checkPosition finds: a closed code, an English message, the path of the field. */
export type PositionProblemOf<C extends string> = { readonly code: C; readonly message: string; readonly path: string };

export type Engine<T extends EngineTypes> = {
  /** A new game from a config (the seed inside decides everything left random). */
  readonly createGame: (config: T['config']) => Result<T['state'], EngineErrorOf<T['errorCode']>>;
  /** The choices the pending player may make; [] when the game is over or for a non-state. */
  readonly legalChoices: (state: T['state']) => readonly T['choice'][];
  /** One choice (an object of legalChoices, or an equal one); the next state and what happened. */
  readonly apply: (
    state: T['state'],
    choice: unknown,
  ) => Result<{ readonly state: T['state']; readonly log: readonly T['log'][] }, EngineErrorOf<T['errorCode']>>;
  /** The legal choices and the excluded ones, each with its rule and a closed `why`. */
  readonly explain: (state: T['state']) => T['explanation'];
  /** What one seat may see: every hidden value replaced (for display, not for play). */
  readonly view: (state: T['state'], seat: T['seat']) => T['state'];
  /** The log as one seat may read it. */
  readonly logFor: (log: readonly T['log'][], seat: T['seat'], state: Pick<T['state'], 'config'>) => readonly T['log'][];
  /** The final (or current) standing: winners and how the result was decided. */
  readonly score: (state: T['state']) => T['score'];
  /** The same config and the same choices: the same game, bit for bit. */
  readonly replay: (
    config: T['config'],
    choices: readonly T['choice'][],
  ) => Result<{ readonly state: T['state']; readonly log: readonly T['log'][] }, EngineErrorOf<T['errorCode']>>;
  /** One position, one text ('' for a non-state). */
  readonly makePosition: (state: T['state']) => string;
  /** The state a text of makePosition writes. */
  readonly parsePosition: (text: string) => Result<T['state'], EngineErrorOf<T['errorCode']>>;
  /** A state from a readable spec (scenarios, the sandbox), checked by checkPosition. */
  readonly buildPosition: (spec: T['spec']) => Result<T['state'], EngineErrorOf<T['errorCode']>>;
  /** Why a state cannot happen in a game: [] for a possible one. */
  readonly checkPosition: (
    state: T['state'],
    options?: { readonly allowHidden?: boolean },
  ) => readonly PositionProblemOf<T['problemCode']>[];
  /** Uniformly random legal choices from a new game to its end (tests, fuzzing, the bench). */
  readonly randomGame: (
    seed: number,
    config?: Partial<T['config']>,
  ) => Result<{ readonly state: T['state']; readonly choices: readonly T['choice'][] }, EngineErrorOf<T['errorCode']>>;
  /** The closed lists, as values: tests and narrators import them instead of restating them. */
  readonly ERROR_CODES: readonly T['errorCode'][];
  readonly PROBLEM_CODES: readonly T['problemCode'][];
  readonly WHY_CODES: readonly T['whyCode'][];
};

/** Any game's engine (a registry of games holds these). */
export type AnyEngine = Engine<any>;

/** What every game's state holds, besides what the game adds (its train, its bandits…). */
export type StateBase<Config, Player, Round, Phase, Pending> = {
  readonly config: Config;
  /** sfc32 state, four uint32 (src/games/shared/rng.ts) */
  readonly rng: readonly [number, number, number, number];
  readonly players: readonly Player[];
  readonly round: Round;
  readonly phase: Phase;
  /** what is asked and of whom; null when the game is over */
  readonly pending: Pending | null;
};
