// The closed lists of codes, as values (issue 8; issue 21, "closed lists as values"): why an entry
// point refuses (ERROR_CODES), why parsePosition refuses a text (NOTATION_ERROR_CODES), why
// checkPosition / buildPosition find a position impossible (PROBLEM_CODES), why the rules exclude
// an option (WHY_CODES). Widgets, narrators, the CLI and tests import these lists instead of
// restating them; the union types in types.ts are derived from them. Append only: a code is part
// of the public API. This module imports nothing.

/** Every error code of the public API: apply's, then createGame's, parsePosition's, buildPosition's, replay's. */
export const ERROR_CODES = [
  /** a well-formed choice the rules do not allow now (`rule` names the excluding rule when known) */
  'illegal-choice',
  /** not a choice: wrong shape, unknown kind or field */
  'malformed-choice',
  /** nobody is asked anything: the game is over */
  'game-over',
  /** the state argument is not a game state */
  'bad-state',
  /** the state hides information (a view(), or a position with hidden values): only a full state plays */
  'hidden-information',
  /** a bug in the engine (an exception was caught) */
  'internal',
  /** createGame: the config is not one a game can start from */
  'bad-config',
  /** parsePosition: the text is not a position */
  'parse',
  /** buildPosition: the spec is not a possible position */
  'position',
  /** replay: the choices are not a list */
  'replay',
] as const;

/** Every reason the rules exclude an option (locales/<lang>/reasons.json words each one). */
export const WHY_CODES = [
  'no-bullets',
  'protected',
  'same-position',
  'other-floor',
  'inside-to-roof',
  'inside-too-far',
  'roof-to-inside',
  'line-of-sight',
  'not-here',
  'must-move',
  'inside-one-car',
  'roof-three-cars',
  'marshal-one-car',
  'marshal-must-move',
  'own-floor',
  'bullet-card',
  'deck-empty',
  'first-turn-only',
  'face-up-turn',
  'cover-not-marshal',
] as const;

/** parsePosition: what is wrong with the text (`EngineError.notation`; `path` names the field). */
export const NOTATION_ERROR_CODES = [
  /** the input is not a string */
  'not-text',
  /** a character outside A-Z a-z 0-9 . _ ~ - */
  'bad-characters',
  /** not a Colt Express position, or another version of the notation */
  'bad-prefix',
  /** the wrong number of fields or parts */
  'field-count',
  /** a value is missing */
  'missing',
  /** not a number in the expected digits */
  'bad-number',
  /** a number beyond what a game can reach */
  'out-of-range',
  /** a list longer than a game can hold */
  'too-long',
  /** an unknown code for a character, action, card, loot, phase or pending choice */
  'unknown-code',
  /** a character that is not in this game, or not of that seat */
  'not-in-game',
  /** a character named twice */
  'duplicate',
  /** a second spelling of a position (unsorted list, leading zero…): one position, one text */
  'not-canonical',
] as const;

/** checkPosition / buildPosition: why a position cannot happen (`PositionProblem.code`). */
export const PROBLEM_CODES = [
  /** not a game state at all (or a spec of the wrong shape) */
  'malformed',
  /** buildPosition: a field of the spec has the wrong type */
  'bad-spec',
  /** an unknown preset or option value */
  'bad-options',
  'unknown-character',
  'duplicate-character',
  /** bandits per seat, or seats and players, do not match */
  'bandit-count',
  /** too few or too many players for the mode */
  'player-count',
  /** too few or too many cars */
  'car-count',
  /** the locomotive not first, an unknown wagon, or a wagon twice */
  'bad-wagon',
  /** a bandit or the Marshal outside the train */
  'bad-car',
  'bad-floor',
  'bad-seat',
  'missing-bandit',
  'extra-bandit',
  /** a bandit inside the Marshal's car (he flees to the roof) */
  'bandit-with-marshal',
  /** a revolver holds 0 to 6 bullet cards */
  'bullets-range',
  /** loot tokens do not add up to the box's contents */
  'loot-not-conserved',
  /** the box holds a count it cannot hold (negative strongboxes, more ransoms than paid…) */
  'box-count',
  'unknown-card',
  /** a player's action cards are not his ten (or his team's eleven) */
  'cards-not-conserved',
  /** bullet cards do not match the revolvers and the neutral deck */
  'bullets-not-conserved',
  /** expert: a card kept that the hand does not hold */
  'kept-not-in-hand',
  /** an unknown round card, or a turn that the card does not have */
  'bad-round',
  /** more rounds than a game has (round deck and round index) */
  'round-count',
  /** the pending choice does not fit the phase, the turn, the seat or the pile */
  'pending-mismatch',
  /** cards on the pile when the phase has none (before planning, after stealing) */
  'bad-pile',
  /** a choice is pending but none is legal: the game could not go on */
  'no-legal-choice',
  /** hidden values (a view()): allowed only with { allowHidden: true } */
  'hidden-information',
  /** a value the notation cannot write, or a list out of its canonical order */
  'not-canonical',
  /** a bullet card no shot can have put there: of a bandit not playing, or a bandit's own */
  'bad-bullet',
  /** a round card in the game twice (each exists once) */
  'round-card-twice',
  /** a discard pile outside the expert variant */
  'no-discard',
  /** more cards in hand than the deal gives before the player's first action of the round */
  'hand-size',
] as const;
