// Public API of the Colt Express rules engine. See README.md and types.ts.
export type * from './types.ts';
export { createGame, apply, replay, randomGame, type RandomGame } from './api.ts';
export { legalChoices } from './legal-choices.ts';
export { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from './choice-fields.ts';
export { explain } from './explain.ts';
export { view } from './view.ts';
export { logFor } from './log-for.ts';
export { makePosition, parsePosition } from './notation.ts';
export { buildPosition, checkPosition } from './position.ts';
export { stateProblem } from './playable.ts';
export { NOTATION_ERROR_CODES, POSITION_PROBLEM_CODES } from './problem-codes.ts';
export { ANY_PLAYER_COUNT, MAX_CARS, MAX_ROUNDS, MIN_CARS, PLAYER_COUNTS } from './data/limits.ts';
export { score } from './score.ts';
export { RULES, RULE_BY_ID } from './rules.ts';
export { OPTIONS, PRESETS, PRESET_IDS } from './options.ts';
export { OPTION_SOURCES } from './option-sources.ts';
export { mayTakePunchDrop } from './hooks.ts';
export {
  ACTION_KINDS,
  CHARACTER_IDS,
  EVENT_IDS,
  EXCLUSION_WHYS,
  FLOORS,
  LOOT_KINDS,
  MODES,
  ROUND_CARD_IDS,
  TURN_KINDS,
  WAGON_IDS,
} from './types.ts';
export { CHARACTERS } from './data/characters.ts';
export { ROUND_CARDS } from './data/round-cards.ts';
export { WAGONS } from './data/wagons.ts';
