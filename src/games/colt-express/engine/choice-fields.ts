// The fields each choice kind carries, in a fixed order. parseChoice accepts no other key,
// sameChoice compares these, and the sandbox URL writes a choice as `kind.v1.v2…` in this order.
// No imports but types: rules pages bundle it (via the URL encoder) without the rest of the engine.
import type { Choice, ChoiceKind } from './types.ts';

/** The keys of every variant of a union (a plain `keyof` keeps only the shared ones). */
type KeysOf<T> = T extends unknown ? keyof T : never;
export type ChoiceField = Exclude<KeysOf<Choice>, 'kind'>;
/** The fields of one kind (keep: both the action-card and the bullet-card variant). */
type FieldsOf<K extends ChoiceKind> = Exclude<KeysOf<Extract<Choice, { readonly kind: K }>>, 'kind'>;

export const CHOICE_FIELDS: { readonly [K in ChoiceKind]: readonly FieldsOf<K>[] } = {
  play: ['card', 'bandit', 'faceDown'],
  draw: [],
  pass: [],
  cover: ['card', 'bandit'],
  'no-cover': [],
  pick: ['card', 'bandit'],
  place: ['caboose'],
  keep: ['card', 'bandit', 'from'],
  'keep-done': [],
  move: ['to'],
  floor: [],
  marshal: ['to'],
  fire: ['target'],
  rob: ['loot'],
  punch: ['target', 'drop', 'push', 'take'],
  event: [],
  pickpocket: ['take'],
};

export function isChoiceKind(k: unknown): k is ChoiceKind {
  return typeof k === 'string' && Object.prototype.hasOwnProperty.call(CHOICE_FIELDS, k);
}

