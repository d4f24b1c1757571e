// The closed lists of codes, as values (issue 21, "closed lists as values"): why an entry point
// refuses (ERROR_CODES), why parsePosition refuses a text (NOTATION_CODES), why checkPosition /
// buildPosition find a position impossible (PROBLEM_CODES), why the rules exclude an option
// (WHY_CODES). Widgets, narrators, the CLI and tests import these lists instead of restating
// them; the union types in types.ts are derived from them. Append only: a code is part of the
// public API. This module imports nothing.

/** Every error code of the public API. */
export const ERROR_CODES = [
  /** apply: a well-formed choice the rules do not allow now (`rule` names the excluding rule) */
  'illegal-choice',
  /** apply: not a choice (wrong shape, unknown kind or card) */
  'malformed-choice',
  /** apply: nobody is asked anything, the game is over */
  'game-over',
  /** the state argument is not a game state, or hides cards (a view()) */
  'bad-state',
  /** createGame: the config is not one a game can start from */
  'bad-config',
  /** parsePosition: the text is not a position (`notation` says what is wrong) */
  'parse',
  /** buildPosition: the spec is not a possible position (`problems` lists why) */
  'position',
  /** replay: the choices are not a list, or one is refused */
  'replay',
  /** a bug in the engine (an exception was caught) */
  'internal',
] as const;

/** parsePosition: what is wrong with the text (`EngineError.notation.problem`). */
export const NOTATION_CODES = [
  'too-long',
  'bad-character',
  'prefix',
  'field-count',
  'part-count',
  'unknown-code',
  'out-of-range',
  'duplicate',
  'not-canonical',
] as const;

/** checkPosition / buildPosition: why a position cannot happen (`PositionProblem.code`). */
export const PROBLEM_CODES = [
  'player-count',
  'bad-option',
  'unknown-bandit',
  'duplicate-bandit',
  'bad-seat',
  'bad-facing',
  'bandit-twice',
  'bandit-missing',
  'out-on-train',
  'stunned-out',
  'train-length',
  'bad-car-card',
  'loot-not-conserved',
  'cards-not-conserved',
  'expansion-card',
  'stack-size',
  'bad-round',
  'bad-pending',
  'game-over-state',
  'hidden-information',
  /** a bandit out of the game left at a time the game has not reached, or in a way that time rules out */
  'out-time',
  /** a bandit out of the game holds the card of a wagon uncoupled after it left */
  'out-loot',
  /** a bandit out of the game has not the revealed and stacked cards it had when it left */
  'out-cards',
  /** round 1's planning differs from the setup */
  'not-setup',
] as const;

/** Every reason the rules exclude an option (locales/<lang>/narration-cse.json words each one; types.ts WhyParams its parameters). */
export const WHY_CODES = ['already-stacked', 'not-in-play', 'behind', 'other-floor', 'blocked', 'lying-stunned', 'shooter-stunned'] as const;
