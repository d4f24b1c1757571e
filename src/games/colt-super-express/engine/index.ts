// Public API of the Colt Super Express rules engine. See README.md and types.ts.
export type * from './types.ts';
export { createGame, apply, replay, randomGame } from './api.ts';
export { legalChoices } from './legal-choices.ts';
export { explain } from './explain.ts';
export { view } from './view.ts';
export { logFor } from './log-for.ts';
export { score } from './score.ts';
export { makePosition, parsePosition, MAX_NOTATION_LENGTH } from './notation/index.ts';
export { buildPosition } from './position/build.ts';
export { checkPosition } from './position/check.ts';
export { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from './choice-fields.ts';
export { RULES, RULE_IDS, isRuleId } from './rules.ts';
export { OPTIONS, OPTION_NAMES, DEFAULT_OPTIONS } from './options.ts';
export { BANDIT_IDS, CARD_KINDS, BASE_CARDS, FACINGS, FLOORS, LOOT_VALUES, MIN_PLAYERS, MAX_PLAYERS, STACK_SIZE } from './data/components.ts';
export { ERROR_CODES, NOTATION_CODES, PROBLEM_CODES, WHY_CODES } from './codes.ts';

import type { Engine } from '../../shared/engine.ts';
import type { Choice, ErrorCode, Explanation, FinalScore, GameConfig, GameState, LogEntry, PositionSpec, ProblemCode, Seat, WhyCode } from './types.ts';
import { createGame, apply, replay, randomGame } from './api.ts';
import { legalChoices } from './legal-choices.ts';
import { explain } from './explain.ts';
import { view } from './view.ts';
import { logFor } from './log-for.ts';
import { score } from './score.ts';
import { makePosition, parsePosition } from './notation/index.ts';
import { buildPosition } from './position/build.ts';
import { checkPosition } from './position/check.ts';
import { ERROR_CODES, PROBLEM_CODES, WHY_CODES } from './codes.ts';

/** The types this engine speaks in (src/games/shared/engine.ts). */
export type ColtSuperExpressTypes = {
  readonly state: GameState; readonly choice: Choice; readonly config: GameConfig; readonly log: LogEntry; readonly seat: Seat; readonly explanation: Explanation;
  readonly score: FinalScore; readonly spec: PositionSpec; readonly errorCode: ErrorCode; readonly problemCode: ProblemCode; readonly whyCode: WhyCode;
};

/** The engine as one object: the shared Engine type's entry points and closed lists. */
export const engine = {
  createGame, legalChoices, apply, explain, view, logFor, score, replay, randomGame,
  makePosition, parsePosition, buildPosition, checkPosition, ERROR_CODES, PROBLEM_CODES, WHY_CODES,
} satisfies Engine<ColtSuperExpressTypes>;
