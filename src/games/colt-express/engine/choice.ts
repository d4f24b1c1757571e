// Validation of untrusted choice input: shape first ('malformed-choice'), legality next.
import type { ActionKind, ApplyError, Choice, LootPick, Result } from './types.ts';
import { ACTION_KINDS, CHARACTER_IDS } from './data/characters.ts';
import { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from './choice-fields.ts';

type R = Result<Choice, ApplyError>;

function bad(message: string, path: string): R {
  return { ok: false, error: { code: 'malformed-choice', message, path } };
}
const isAction = (x: unknown): x is ActionKind => typeof x === 'string' && (ACTION_KINDS as readonly string[]).includes(x);
const isChar = (x: unknown): boolean => typeof x === 'string' && (CHARACTER_IDS as readonly string[]).includes(x);
const isCar = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 64;

/** Parse and normalise a choice. Unknown keys are rejected; `faceDown: false` / `take: false` mean absent. */
export function parseChoice(input: unknown): R {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return bad('choice: expected an object with a "kind" field', 'choice');
  const o = input as { readonly [k: string]: unknown };
  const kind = o['kind'];
  if (!isChoiceKind(kind)) return bad(`choice.kind: unknown kind ${JSON.stringify(kind) ?? 'undefined'}`, 'choice.kind');
  const allowed: readonly string[] = CHOICE_FIELDS[kind];
  for (const k in o) {
    if (k !== 'kind' && !allowed.includes(k)) return bad(`choice.${k}: unexpected field for a "${kind}" choice`, `choice.${k}`);
  }
  if (allowed.length === 0) return { ok: true, value: { kind } as Choice };
  const has = (k: string): boolean => Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;
  switch (kind) {
    case 'play':
    case 'cover':
    case 'pick':
    case 'keep':
      return parseCardChoice(kind, o, has);
    case 'place':
      if (!isChar(o['caboose'])) return bad('choice.caboose: expected a character id', 'choice.caboose');
      return { ok: true, value: { kind, caboose: o['caboose'] } as Choice };
    case 'move':
    case 'marshal':
      if (!isCar(o['to'])) return bad('choice.to: expected a car index (integer, 0 = locomotive)', 'choice.to');
      return { ok: true, value: { kind, to: o['to'] } as Choice };
    case 'fire':
      if (!has('target') && o['target'] !== null) return bad('choice.target: required (a character id or null)', 'choice.target');
      if (o['target'] !== null && !isChar(o['target'])) return bad('choice.target: expected a character id or null', 'choice.target');
      return { ok: true, value: { kind, target: o['target'] } as Choice };
    case 'rob':
      return parseRob(o['loot']);
    case 'punch':
      return parsePunch(o, has);
    case 'pickpocket':
      if (typeof o['take'] !== 'boolean') return bad('choice.take: expected true or false', 'choice.take');
      return { ok: true, value: { kind, take: o['take'] } as Choice };
    default:
      return bad('choice.kind: unknown kind', 'choice.kind');
  }
}

type Fields = { readonly [k: string]: unknown };

/** A card named by a planning choice: play, cover fire, pick, keep (expert: a bullet card too). */
function parseCardChoice(kind: 'play' | 'cover' | 'pick' | 'keep', o: Fields, has: (k: string) => boolean): R {
  const card = o['card'];
  if (kind === 'keep' && card === 'bullet') {
    const from = o['from'];
    if (from !== 'neutral' && !isChar(from)) return bad('choice.from: expected a character id or "neutral"', 'choice.from');
    if (has('bandit')) return bad('choice.bandit: not used for a bullet card', 'choice.bandit');
    return { ok: true, value: { kind: 'keep', card: 'bullet', from } as Choice };
  }
  if (!isAction(card)) return bad(`choice.card: expected one of ${ACTION_KINDS.join(', ')}`, 'choice.card');
  if (has('from')) return bad('choice.from: only for bullet cards', 'choice.from');
  const out: { [k: string]: unknown } = { kind, card };
  if (has('bandit')) {
    if (!isChar(o['bandit'])) return bad('choice.bandit: unknown character', 'choice.bandit');
    out['bandit'] = o['bandit'];
  } else if (kind === 'cover') return bad('choice.bandit: required for a cover card', 'choice.bandit');
  if (kind === 'play' && has('faceDown')) {
    if (typeof o['faceDown'] !== 'boolean') return bad('choice.faceDown: expected true or absent', 'choice.faceDown');
    if (o['faceDown']) out['faceDown'] = true;
  }
  return { ok: true, value: out as Choice };
}

/** Rob names the kind of loot only (null = nothing there). */
function parseRob(l: unknown): R {
  if (l === null) return { ok: true, value: { kind: 'rob', loot: null } };
  if (typeof l !== 'object' || l === undefined || Array.isArray(l)) return bad('choice.loot: expected null or {kind}', 'choice.loot');
  const lo = l as Fields;
  for (const k in lo) if (k !== 'kind' && k !== 'value') return bad(`choice.loot.${k}: unexpected field`, `choice.loot.${k}`);
  const lk = lo['kind'];
  if (lk === 'jewel' || lk === 'strongbox') {
    if (lo['value'] !== undefined) return bad('choice.loot.value: only purses have a value here', 'choice.loot.value');
    return { ok: true, value: { kind: 'rob', loot: { kind: lk } } };
  }
  if (lk !== 'purse') return bad('choice.loot.kind: expected purse, jewel or strongbox', 'choice.loot.kind');
  if (lo['value'] === undefined) return { ok: true, value: { kind: 'rob', loot: { kind: 'purse' } } };
  // 002/000 PREPARAZIONE: purses lie face down, so a Rob names the kind, never a value
  return {
    ok: false,
    error: {
      code: 'illegal-choice',
      message: "choice.loot.value: purses lie face down; name {kind: 'purse'} without a value, the purse taken is picked at random.",
      rule: 'options.rob-pick',
      path: 'choice.loot.value',
    },
  };
}

function parsePunch(o: Fields, has: (k: string) => boolean): R {
  const t = o['target'];
  if (t !== null && !isChar(t)) return bad('choice.target: expected a character id or null', 'choice.target');
  const d = o['drop'] ?? null;
  if (d !== null && d !== 'purse' && d !== 'jewel' && d !== 'strongbox') return bad('choice.drop: expected purse, jewel, strongbox or null', 'choice.drop');
  const p = o['push'] ?? null;
  if (p !== null && !isCar(p)) return bad('choice.push: expected a car index or null', 'choice.push');
  if (has('take') && typeof o['take'] !== 'boolean') return bad('choice.take: expected true or absent', 'choice.take');
  const out: { [k: string]: unknown } = { kind: 'punch', target: t ?? null, drop: d, push: p };
  if (o['take'] === true) out['take'] = true;
  return { ok: true, value: out as Choice };
}

/** Choice equality, for a choice not taken from legalChoices (apply() validation). */
export function sameChoice(a: Choice, b: Choice): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  const x = a as unknown as { readonly [k: string]: unknown };
  const y = b as unknown as { readonly [k: string]: unknown };
  const fields: readonly ChoiceField[] = CHOICE_FIELDS[a.kind];
  return fields.every((f) => sameField(f, x[f], y[f]));
}

function sameField(field: ChoiceField, u: unknown, v: unknown): boolean {
  // `faceDown` and punch's `take` are `true` or absent; pickpocket's `take` is always a boolean.
  if (field === 'faceDown' || field === 'take') return (u === true) === (v === true);
  if (field === 'loot' && u !== null && v !== null) {
    return (u as LootPick).kind === (v as LootPick).kind;
  }
  return u === v;
}
