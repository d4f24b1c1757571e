// Shapes shared by the scenario loader, the runner, the CLI and the page
// widget. Nothing here knows which game is played: the game-specific parts
// (starting position, choice phrases, assertions on positions) live behind
// `GameAdapter`, registered by game id (see `registry.ts`).

import type { z } from 'zod';
import { LOCALE_CODES } from '../site/locales.mjs';

/** The site's languages, from the one list (src/site/locales.mjs): a scenario's texts are in each. */
export const LANGS = LOCALE_CODES;
export type Lang = (typeof LANGS)[number];
export type Localized = Readonly<Record<Lang, string>>;

export type PathSegment = string | number;

/** One problem in a scenario file: `file:line path: message`. */
export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  /** YAML path such as `steps[2].expect.targets[0]` ('' for the whole file). */
  readonly path: string;
  readonly message: string;
}

/** A problem found by an adapter, before it knows lines: the runner/loader adds them. */
export interface Issue {
  readonly path: readonly PathSegment[];
  readonly message: string;
  /** The engine's error code (`bad-config`, `position`, …) when the engine refused the start. */
  readonly code?: string;
}

/** `refused:` a setup or position the engine must refuse, with this error code (and words of its message). */
export interface Refusal {
  readonly code: string;
  readonly message?: string;
}

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** The rulebook files (`000`…`004`, see shared/seeds/README.md) and `ours`, a reading of ours where the books are silent. */
export const SEEDS = ['000', '001', '002', '003', '004', 'ours'] as const;
export type Seed = (typeof SEEDS)[number];

export interface SourceRef {
  /** Seed file number, `000`…`004` (see shared/seeds/README.md), or `ours` for a reading of ours. */
  readonly seed: Seed;
  /** Section heading in that book, as printed there. */
  readonly section: string;
}

/** The three things a step can do, plus looking at the position without acting. */
export const STEP_KINDS = ['play', 'resolve', 'event', 'check'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export interface Step<A = unknown, E = unknown> {
  readonly index: number;
  readonly kind: StepKind;
  /** The phrase as written (`fire: tuco`), undefined for `check` steps. */
  readonly text: string | undefined;
  /** The phrase as the adapter parsed it. */
  readonly action: A | undefined;
  /** Who must be acting (game-specific name), when the file says so. */
  readonly by: string | undefined;
  /** A question the page asks before the step (the reader answers, then sees the step). */
  readonly ask: Localized | undefined;
  /**
   * How the reader answers `ask`. Absent: by choosing among the options the game offers before the
   * step (the legal ones are right, the excluded ones wrong, each with its rule). `possible`: yes or
   * no, "is this option legal here?", decided by the game. `answers`: one of the given texts.
   */
  readonly answer: QuestionAnswer | undefined;
  readonly note: Localized | undefined;
  readonly expect: E | undefined;
  readonly line: number;
}

/** One answer offered to a question, right or not (the step's `expect:` checks the facts). */
export interface AnswerText {
  readonly text: Localized;
  readonly right: boolean;
}

export type QuestionAnswer =
  | { readonly kind: 'possible'; readonly option: string }
  | { readonly kind: 'answers'; readonly answers: readonly AnswerText[] };

export interface Scenario<P = unknown, A = unknown, E = unknown> {
  readonly file: string;
  readonly id: string;
  readonly game: string;
  readonly edition: string | undefined;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly rules: readonly string[];
  readonly source: readonly SourceRef[];
  readonly title: Localized;
  readonly caption: Localized;
  /** What the example shows, said once the reader has answered its questions (required with `ask`). */
  readonly explanation: Localized | undefined;
  /** The validated starting position (or setup) in the adapter's own terms. */
  readonly start: { readonly kind: 'position' | 'setup'; readonly value: P };
  /** The start is expected to be refused (then there are no steps): a test of the engine's refusals. */
  readonly refused?: Refusal;
  readonly steps: readonly Step<A, E>[];
  /** Line of any YAML path, for failures found while running. */
  readonly lineOf: (path: readonly PathSegment[]) => number;
}

/** One option the game offers at a point, as a player would say it. */
export interface Offered {
  readonly phrase: string;
}

/** An option the rules rule out at this point, with the rule that does. */
export interface Excluded {
  readonly phrase: string;
  readonly ruleId: string;
  /** Why, as the game's closed reason code: callers word it from `locales/<lang>/reasons.json`. */
  readonly why: string;
  /** The reason's parameters (bandit ids, car indexes, numbers), to fill its sentence. */
  readonly params: Readonly<Record<string, string | number>>;
  /** English, for messages in files and logs; never parsed, never shown to a reader of another language. */
  readonly reason: string;
  /** The bandit the option was about (a Fire or Punch target), if any. */
  readonly target?: string;
}

export interface Offer {
  /** Who is to choose (game-specific name), if anyone. */
  readonly actor: string | undefined;
  /** What is being decided, in the adapter's words (`fire`, `planning turn`, …). */
  readonly about: string;
  /** The same as a message id and values (`resolve`, {bandit, card}), for other languages. */
  readonly aboutKey?: string;
  readonly aboutVars?: Readonly<Record<string, string>>;
  readonly choices: readonly string[];
  readonly excluded: readonly Excluded[];
}

/** One check of one expectation. `expected`/`actual` are already readable text. */
export interface AssertionResult {
  readonly path: string;
  readonly line: number;
  readonly passed: boolean;
  readonly expected: string;
  readonly actual: string;
  readonly message?: string;
  /** Message id and values, for callers that word the message in another language. */
  readonly key?: string;
  readonly vars?: Readonly<Record<string, string>>;
}

/** An assertion as the adapter reports it: the runner adds the line. */
export interface Check {
  readonly path: readonly PathSegment[];
  readonly passed: boolean;
  readonly expected: string;
  readonly actual: string;
  /** English message. */
  readonly message?: string;
  readonly key?: string;
  readonly vars?: Readonly<Record<string, string>>;
}

export interface CheckContext<S, L> {
  readonly before: S;
  readonly after: S;
  readonly offer: Offer;
  readonly log: readonly L[];
}

export interface Failure {
  readonly path: string;
  readonly line: number;
  readonly message: string;
  readonly expected?: string;
  readonly actual?: string;
  readonly key?: string;
  readonly vars?: Readonly<Record<string, string>>;
  /** The step the failure belongs to (0-based), if any. */
  readonly step?: number;
}

/** What applying one step did: the widget steps through these. */
export interface Frame<S = unknown, L = unknown> {
  readonly step: Step;
  readonly before: S;
  readonly offer: Offer;
  /** The engine choices applied, as phrases, in order (a step may need several). */
  readonly applied: readonly string[];
  /** The same engine choices as the engine's own values (for replay links). */
  readonly choices: readonly unknown[];
  readonly log: readonly L[];
  readonly after: S;
  readonly assertions: readonly AssertionResult[];
  /** Set when the step could not be applied; later steps were not run. */
  readonly error: Failure | undefined;
}

export interface Walkthrough<S = unknown, L = unknown> {
  readonly scenario: Scenario;
  /** Undefined when the starting position itself could not be built. */
  readonly initial: S | undefined;
  readonly frames: readonly Frame<S, L>[];
  readonly startError: Failure | undefined;
}

export interface Report {
  readonly id: string;
  readonly file: string;
  readonly passed: boolean;
  readonly failures: readonly Failure[];
  /** Steps actually run (a step that cannot be applied stops the run). */
  readonly stepsRun: number;
  readonly stepsTotal: number;
}

/** What the adapter needs from the loader to validate the game-specific fields. */
export interface AdapterSchemas {
  /** The `position:` field (a mapping or the engine's notation). */
  readonly position: z.ZodType;
  /** The `setup:` field (a new game from the setup rules). */
  readonly setup: z.ZodType;
  /** One phrase per step kind (`play`, `resolve`, `event`). */
  readonly action: Readonly<Record<Exclude<StepKind, 'check'>, z.ZodType>>;
  readonly by: z.ZodType;
  readonly expect: z.ZodType;
  readonly options: z.ZodType;
  readonly edition: z.ZodType;
  readonly rule: z.ZodType;
}

/**
 * A game's narration, from its namespaces of `locales/<lang>/`: one sentence per log entry, with its
 * rule id, and an exclusion's reason from its `why` code. Each game's object gives its own
 * (`narrator`, src/games/<game>/narrator.ts). Pure functions: the CLI passes the strings it loaded.
 */
export interface GameNarration<L = unknown> {
  /** the narration's namespace (`narration-cse`): `strings` below */
  readonly namespace: string;
  /** the reasons' namespace (`reasons-cse`): one sentence per exclusion code, `reasons` below */
  readonly reasonsNamespace: string;
  /** `ctx.seats`: the bandits of each seat (a game whose sentences name a seat by its bandits reads them) */
  sentence(entry: L, strings: unknown, ctx: { readonly carCount: number; readonly seats?: readonly (readonly string[])[] }): string;
  reason(why: string, params: Readonly<Record<string, unknown>>, reasons: unknown, strings: unknown): string | undefined;
  /** A bandit's name in these strings. */
  name(id: string, strings: unknown): string;
}

/**
 * The steps half of a game's runtime: enough to run a scenario's steps and
 * check its expectations from a given state. No zod, no YAML, no position
 * building: this is what the page widget ships to the browser.
 * `S` is the engine state, `A` a parsed step phrase, `E` a parsed `expect:`
 * block, `L` a log entry.
 */
export interface GameSteps<S = unknown, A = unknown, E = unknown, L = unknown> {
  readonly game: string;
  /** What the game offers now. */
  offer(state: S): Offer;
  /** Applies a step's phrase (possibly several engine choices). */
  perform(
    state: S,
    step: Step<A, E>,
  ): Result<{ state: S; log: readonly L[]; applied: readonly string[]; choices?: readonly unknown[] }, string>;
  /** Checks a step's expectations. `offer` is what was offered before the step. */
  check(step: Step<A, E>, ctx: CheckContext<S, L>): readonly Check[];
  /** Rule ids named by log entries. */
  ruleIdsOf(log: readonly L[]): readonly string[];
  /** Train length and the bandits of each seat, for narrating log entries. */
  narrationContext(state: S): { readonly carCount: number; readonly seats: readonly (readonly string[])[] };
  /** An engine choice as a player says it (`fire: tuco`). */
  choiceText(choice: unknown, state: S): string;
}

/** The whole runtime: the steps plus building the starting state. */
/** Why a position notation is refused: the text does not read, or the position it reads cannot occur. */
export type NotationError =
  | { readonly kind: 'unreadable'; readonly message: string }
  | { readonly kind: 'impossible'; readonly problems: readonly { readonly message: string; readonly path: string }[] };

export interface GameRuntime<S = unknown, P = unknown, A = unknown, E = unknown, L = unknown> extends GameSteps<S, A, E, L> {
  /** Builds the starting state; engine position checks become issues. */
  start(s: Scenario<P, A, E>): Result<S, readonly Issue[]>;
  /** The engine's notation of a state (links, `explain`). */
  notation(state: S): string;
  /**
   * Parses the engine's notation (for `colt-rules explain <notation>`) and runs the engine's position
   * checks: a notation that reads but describes a position no game can reach is refused too.
   */
  fromNotation(text: string): Result<S, NotationError>;
  /** The notation's prefix (`cse1`): a text with it is this game's, so its errors are the ones to show. */
  readonly notationPrefix?: string;
  /** "What if this bandit's card were resolved next here?" (`explain --bandit X --card Y`). */
  whatIf(state: S, bandit: string, card: string): Result<S, string>;
}

/** Everything game-specific: the runtime plus what validating a hand-written file needs. */
export interface GameAdapter<S = unknown, P = unknown, A = unknown, E = unknown, L = unknown> extends GameRuntime<S, P, A, E, L> {
  readonly schemas: AdapterSchemas;
  /** Every rule id of the game (coverage is measured against it). */
  ruleIds(): readonly string[];
  /** Checks that need several fields at once (names used in steps are in play…). */
  crossCheck(s: Scenario<P, A, E>): readonly Issue[];
}
