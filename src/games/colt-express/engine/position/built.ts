// A part of a position built from a PositionSpec, or the problem that refuses the spec.
import type { PositionProblem, PositionProblemCode } from '../types.ts';

export type Refused = { readonly ok: false; readonly problem: PositionProblem };
export type Built<T> = { readonly ok: true; readonly value: T } | Refused;
export const built = <T>(value: T): Built<T> => ({ ok: true, value });
export const refuse = (code: PositionProblemCode, path: string, message: string): Refused => ({ ok: false, problem: { code, path, message } });
