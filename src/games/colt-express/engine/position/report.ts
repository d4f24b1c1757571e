// What every check of checkPosition is given: the state, whether hidden values are allowed, and
// where to report a problem (a code of PROBLEM_CODES, an English message, a path).
import type { GameState, PositionProblemCode } from '../types.ts';

export type Report = (code: PositionProblemCode, message: string, path: string) => void;
export type CheckContext = { readonly s: GameState; readonly allowHidden: boolean; readonly report: Report };
/** One rule of what a position can be; named after it, reports what breaks it. */
export type Check = (c: CheckContext) => void;
