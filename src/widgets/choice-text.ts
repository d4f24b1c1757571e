// Choices as short URL-safe text (`fire.tuco~move.3~play.fire..t`): the encoding half of the sandbox URL.
// Its own module because every rules page's scenario player writes "Open in sandbox" links with it,
// while reading a URL (url-state.ts) is only the sandbox's business: this keeps that code off rules pages.

import type { Choice, ChoiceKind, LootKind } from '../engine/types.ts';

export type Field = 'card' | 'bandit' | 'faceDown' | 'caboose' | 'from' | 'to' | 'target' | 'loot' | 'drop' | 'push' | 'take';

/** Field order per choice kind: a choice is `kind.v1.v2…`, trailing empty values left out. */
export const FIELDS: { readonly [K in ChoiceKind]: readonly Field[] } = {
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

export function isKind(k: string): k is ChoiceKind {
  return Object.prototype.hasOwnProperty.call(FIELDS, k);
}

function encodeValue(field: Field, value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '-';
  if (value === true) return 't';
  if (value === false) return 'f';
  if (typeof value === 'number') return String(value);
  if (field === 'loot' && typeof value === 'object') {
    const l = value as { kind: LootKind; value?: number };
    return l.kind === 'purse' ? `p${l.value ?? ''}` : l.kind === 'jewel' ? 'j' : 's';
  }
  return String(value);
}

export function encodeChoice(choice: Choice): string {
  const c = choice as unknown as Record<string, unknown>;
  const values = FIELDS[choice.kind].map((f) => encodeValue(f, c[f]));
  while (values.length > 0 && values[values.length - 1] === '') values.pop();
  return [choice.kind, ...values].join('.');
}

export function encodeChoices(choices: readonly Choice[]): string {
  return choices.map(encodeChoice).join('~');
}

