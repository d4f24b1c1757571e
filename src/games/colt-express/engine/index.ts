// Public API of the Colt Express rules engine. See README.md and types.ts.
export type * from './types.ts';
export { createGame, apply, replay, randomGame, type RandomGame } from './api.ts';
export { legalChoices } from './legal-choices.ts';
export { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from './choice-fields.ts';
export { explain } from './explain.ts';
export { view } from './view.ts';
export { logFor } from './log-for.ts';
export { makePosition, parsePosition } from './notation/index.ts';
export { buildPosition } from './position/build.ts';
export { checkPosition } from './position/check.ts';
export { stateProblem } from './playable.ts';
export { ERROR_CODES, NOTATION_ERROR_CODES, PROBLEM_CODES, WHY_CODES } from './codes.ts';
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

import type { Engine } from '../../shared/engine.ts';
import type { Choice, EngineErrorCode, ExclusionWhy, Explanation, FinalScore, GameConfig, GameState, LogEntry, PositionProblemCode, PositionSpec, Seat } from './types.ts';
import { createGame, apply, replay, randomGame } from './api.ts';
import { legalChoices } from './legal-choices.ts';
import { explain } from './explain.ts';
import { view } from './view.ts';
import { logFor } from './log-for.ts';
import { makePosition, parsePosition } from './notation/index.ts';
import { buildPosition } from './position/build.ts';
import { checkPosition } from './position/check.ts';
import { score } from './score.ts';
import { ERROR_CODES, PROBLEM_CODES, WHY_CODES } from './codes.ts';

/** The types this engine speaks in (src/games/shared/engine.ts). */
export type ColtExpressTypes = {
  readonly state: GameState; readonly choice: Choice; readonly config: GameConfig; readonly log: LogEntry; readonly seat: Seat; readonly explanation: Explanation;
  readonly score: FinalScore; readonly spec: PositionSpec; readonly errorCode: EngineErrorCode; readonly problemCode: PositionProblemCode; readonly whyCode: ExclusionWhy;
};

/** The engine as one object: the shared Engine type's entry points and closed lists. */
export const engine = {
  createGame, legalChoices, apply, explain, view, logFor, score, replay, randomGame,
  makePosition, parsePosition, buildPosition, checkPosition, ERROR_CODES, PROBLEM_CODES, WHY_CODES,
} satisfies Engine<ColtExpressTypes>;
