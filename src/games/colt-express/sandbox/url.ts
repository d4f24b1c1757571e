// Colt Express in the sandbox URL: `?p=<ce notation>&c=<choices>&n=<applied>`. The choices are the
// engine's fields in order (`fire.tuco~move.3~play.fire..t`: choice-text.ts writes them, rules pages
// too); reading goes through the shared defensive reader (url-state.ts: length, alphabet, version)
// and then through the engine (parse, check, replay: restore.ts). The Colt Super Express twin:
// ../colt-super-express/url.ts.

import type { Choice, ChoiceKind, GameState } from '../engine/types.ts';
import { ACTION_KINDS as ACTIONS, CHARACTER_IDS, LOOT_KINDS } from '../engine/types.ts';
import { MAX_CARS, MIN_CARS } from '../engine/data/limits.ts';
import { CHOICE_FIELDS, isChoiceKind, type ChoiceField } from '../engine/choice-fields.ts';
import { decodeChoiceList, notationVersionOf, readGameSearch, writeSandboxSearch, type ChoicesResult, type SandboxUrl, type UrlGame } from '../../../widgets/url-state.ts';
import { encodeChoices } from '../widgets/choice-text.ts';

export { encodeChoice, encodeChoices } from '../widgets/choice-text.ts';

type Decoded = { ok: true; value: unknown } | { ok: false };
const bad: Decoded = { ok: false };
const val = (value: unknown): Decoded => ({ ok: true, value });

function decodeValue(field: ChoiceField, text: string, kind: ChoiceKind): Decoded {
  switch (field) {
    case 'card':
      if ((ACTIONS as readonly string[]).includes(text)) return val(text);
      return text === 'bullet' && kind === 'keep' ? val(text) : bad;
    case 'bandit':
    case 'caboose':
      return (CHARACTER_IDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'from':
      return text === 'neutral' || (CHARACTER_IDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'target':
      if (text === '-') return val(null);
      return (CHARACTER_IDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'to':
    case 'push':
      if (text === '-' && field === 'push') return val(null);
      return /^[0-9]{1,2}$/.test(text) ? val(Number(text)) : bad;
    case 'faceDown':
      return text === 't' ? val(true) : bad;
    case 'take':
      return text === 't' ? val(true) : text === 'f' && kind === 'pickpocket' ? val(false) : bad;
    case 'drop':
      if (text === '-') return val(null);
      return (LOOT_KINDS as readonly string[]).includes(text) ? val(text) : bad;
    case 'loot': {
      if (text === '-') return val(null);
      if (text === 'j') return val({ kind: 'jewel' });
      if (text === 's') return val({ kind: 'strongbox' });
      const m = /^p([0-9]{3,4})?$/.exec(text);
      if (m === null) return bad;
      return val(m[1] === undefined ? { kind: 'purse' } : { kind: 'purse', value: Number(m[1]) });
    }
  }
}

/** One choice from its text, or undefined when it is not well formed. */
export function decodeChoice(text: string): Choice | undefined {
  const [kind, ...values] = text.split('.');
  if (!isChoiceKind(kind)) return undefined;
  const fields: readonly ChoiceField[] = CHOICE_FIELDS[kind];
  if (values.length > fields.length) return undefined;
  const out: Record<string, unknown> = { kind };
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as string;
    if (v === '') continue;
    const d = decodeValue(fields[i] as ChoiceField, v, kind);
    if (!d.ok) return undefined;
    out[fields[i] as ChoiceField] = d.value;
  }
  // Fields the engine requires even when their value is "none".
  if ((kind === 'fire' || kind === 'punch') && !('target' in out)) return undefined;
  if (kind === 'punch') {
    if (!('drop' in out)) out['drop'] = null;
    if (!('push' in out)) out['push'] = null;
  }
  if (kind === 'rob' && !('loot' in out)) return undefined;
  if ((kind === 'move' || kind === 'marshal') && !('to' in out)) return undefined;
  if (kind === 'pickpocket' && !('take' in out)) return undefined;
  if ((kind === 'play' || kind === 'cover' || kind === 'pick' || kind === 'keep') && !('card' in out)) return undefined;
  if (kind === 'place' && !('caboose' in out)) return undefined;
  return out as Choice;
}

export function decodeChoices(text: string): ChoicesResult<Choice> {
  return decodeChoiceList(text, decodeChoice);
}

/** Colt Express: `ce<version>.…` positions and its choices. */
export const COLT_EXPRESS_URL: UrlGame<Choice> = { prefix: 'ce', decodeChoices };

/** Version of a Colt Express notation (`ce1.…` → 1), or undefined when it is not one. */
export function notationVersion(text: string): number | undefined {
  return notationVersionOf(text, COLT_EXPRESS_URL.prefix);
}

/**
 * Reads `?p=…&c=…&n=…` (a `location.search` string). Checks only the form; the engine then parses
 * the position (`checkPosition`) and replays the choices (see `restore`).
 */
export function readSandboxSearch(search: string, currentVersion: number): SandboxUrl<Choice> {
  return readGameSearch(search, currentVersion, COLT_EXPRESS_URL);
}

/** The shape of a Colt Express state, checked before the engine's position checks run on it. */
export function looksLikeState(s: unknown): s is GameState {
  if (s === null || typeof s !== 'object') return false;
  const o = s as Record<string, unknown>;
  return (
    Array.isArray(o['cars']) &&
    (o['cars'] as unknown[]).length >= MIN_CARS &&
    (o['cars'] as unknown[]).length <= MAX_CARS &&
    typeof o['bandits'] === 'object' &&
    o['bandits'] !== null &&
    typeof o['config'] === 'object' &&
    o['config'] !== null &&
    Array.isArray((o['config'] as Record<string, unknown>)['bandits']) &&
    Array.isArray(o['players']) &&
    typeof o['marshal'] === 'number' &&
    typeof o['neutralBullets'] === 'number'
  );
}

/** The search of a sandbox history: `?p=<position>&c=<choices>&n=<applied>`. */
export function writeSearch(p: string, choices: readonly Choice[], n: number): string {
  return writeSandboxSearch(p, choices, n, encodeChoices);
}
