// Choices as short URL-safe text (`fire.tuco~move.3~play.fire..t`): the encoding half of the sandbox URL.
// Its own module because every rules page's scenario player writes "Open in sandbox" links with it,
// while reading a URL (url-state.ts) is only the sandbox's business: this keeps that code off rules pages.

import type { Choice, LootKind } from '../engine/types.ts';
// The engine's own field table, imported directly: the engine's index would bring the whole engine.
import { CHOICE_FIELDS, type ChoiceField } from '../engine/choice-fields.ts';

function encodeValue(field: ChoiceField, value: unknown): string {
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
  const c: { readonly [k: string]: unknown } = choice;
  const fields: readonly ChoiceField[] = CHOICE_FIELDS[choice.kind];
  const values = fields.map((f) => encodeValue(f, c[f]));
  while (values.length > 0 && values[values.length - 1] === '') values.pop();
  return [choice.kind, ...values].join('.');
}

export function encodeChoices(choices: readonly Choice[]): string {
  return choices.map(encodeChoice).join('~');
}

