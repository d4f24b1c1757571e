// The fields each choice kind carries, in a fixed order. parseChoice accepts no other key,
// sameChoice compares these, and a URL may write a choice as `kind.v1…` in this order.
// No imports but types: pages may bundle it without the rest of the engine.
import type { Choice, ChoiceKind } from './types.ts';

type KeysOf<T> = T extends unknown ? keyof T : never;
export type ChoiceField = Exclude<KeysOf<Choice>, 'kind'>;
type FieldsOf<K extends ChoiceKind> = Exclude<KeysOf<Extract<Choice, { readonly kind: K }>>, 'kind'>;

export const CHOICE_FIELDS: { readonly [K in ChoiceKind]: readonly FieldsOf<K>[] } = {
  stack: ['card'],
  reveal: [],
};

export function isChoiceKind(k: unknown): k is ChoiceKind {
  return typeof k === 'string' && Object.prototype.hasOwnProperty.call(CHOICE_FIELDS, k);
}
