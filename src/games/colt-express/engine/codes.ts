// Closed lists of problem codes (issue 8): why parsePosition refuses a text, and why
// checkPosition / buildPosition find a position impossible. Widgets and the CLI localize by
// code; the union types in types.ts are derived from these lists. Append only: a code is part
// of the public API.

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
export const POSITION_PROBLEM_CODES = [
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
