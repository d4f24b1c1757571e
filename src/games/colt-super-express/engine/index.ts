// Public API of the Colt Super Express rules engine. See README.md and types.ts.
export type * from './types.ts';
export { createGame, apply, replay, randomGame } from './api.ts';
export { legalChoices } from './legal-choices.ts';
export { explain } from './explain.ts';
export { view } from './view.ts';
export { logFor } from './log-for.ts';
export { score } from './end.ts';
export { makePosition, parsePosition, MAX_NOTATION_LENGTH } from './notation.ts';
export { buildPosition } from './position.ts';
export { checkPosition } from './check.ts';
export { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from './choice-fields.ts';
export { RULES, RULE_IDS, isRuleId } from './rules.ts';
export { OPTIONS, OPTION_NAMES, DEFAULT_OPTIONS } from './options.ts';
export { BANDIT_IDS, CARD_KINDS, BASE_CARDS, FACINGS, FLOORS, LOOT_VALUES, MIN_PLAYERS, MAX_PLAYERS, STACK_SIZE } from './data/components.ts';
