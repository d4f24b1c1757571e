// Untrusted choice input: its shape first ('malformed-choice'), its legality next (apply).
import type { Choice, EngineError } from './types.ts';
import { CARD_KINDS } from './data/components.ts';
import { CHOICE_FIELDS, isChoiceKind } from './choice-fields.ts';
import { isCardKind } from './hand.ts';

type R = { readonly ok: true; readonly value: Choice } | { readonly ok: false; readonly error: EngineError };

function bad(message: string, path: string): R {
  return { ok: false, error: { code: 'malformed-choice', message, path } };
}

/** Parse a choice; unknown keys are refused. */
export function parseChoice(input: unknown): R {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return bad('choice: expected an object with a "kind" field', 'choice');
  const o = input as { readonly [k: string]: unknown };
  const kind = o['kind'];
  if (!isChoiceKind(kind)) return bad(`choice.kind: expected "stack" or "reveal", got ${JSON.stringify(kind) ?? 'undefined'}`, 'choice.kind');
  const allowed: readonly string[] = CHOICE_FIELDS[kind];
  for (const k of Object.keys(o)) if (k !== 'kind' && !allowed.includes(k)) return bad(`choice.${k}: unexpected field for a "${kind}" choice`, `choice.${k}`);
  if (kind === 'reveal') return { ok: true, value: { kind } };
  const card = o['card'];
  if (!isCardKind(card)) return bad(`choice.card: expected one of ${CARD_KINDS.join(', ')}`, 'choice.card');
  return { ok: true, value: { kind, card } };
}

export function sameChoice(a: Choice, b: Choice): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === 'reveal' || a.card === (b as typeof a).card;
}
