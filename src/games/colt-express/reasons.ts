// Why an option is excluded, in the reader's language. The engine's explain() gives each
// exclusion a closed code (`why`) with typed parameters; locales/<lang>/reasons.json has one
// sentence per code. The CLI, the scenario player and the sandbox all word a reason through
// here: nobody reads the engine's English `reason` text. Pure and DOM-free.

import type { CharacterId, ExclusionWhy, ReasonParam } from './engine/types.ts';
import { WHY_CODES } from './engine/codes.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { agreeingGender, pickTemplate } from '../../i18n/gender.ts';

/** The i18next namespace of the reason sentences (`reasons:<why>`). */
export const REASONS_NS = 'reasons';

/**
 * How each parameter is said: every name has one kind of value (types.ts ReasonParams). A floor
 * is not said: the option next to the reason names it already, and the CLI has no floor words
 * (tests/unit/locales.test.ts keeps reasons.json to the placeholders filled here).
 */
const PARAM_KINDS: { readonly [P in ReasonParam]: 'bandit' | 'car' | 'floor' | 'number' } = {
  bandit: 'bandit',
  target: 'bandit',
  other: 'bandit',
  blocker: 'bandit',
  only: 'bandit',
  to: 'car',
  floor: 'floor',
  distance: 'number',
  count: 'number',
};

/** The words a caller has for the parameters: bandit names and car names. */
export interface ReasonWords {
  bandit(id: CharacterId): string;
  car(index: number): string;
}

/** The placeholders a sentence of reasons.json may use. */
export const REASON_PLACEHOLDERS: readonly ReasonParam[] = /*#__PURE__*/ (Object.keys(PARAM_KINDS) as ReasonParam[]).filter(
  (p) => PARAM_KINDS[p] !== 'floor',
);

export function isExclusionWhy(why: unknown): why is ExclusionWhy {
  return typeof why === 'string' && (WHY_CODES as readonly string[]).includes(why);
}

/** The values a reason sentence interpolates, each already in the reader's language. */
export function reasonVars(params: Readonly<Partial<Record<ReasonParam, string | number>>>, words: ReasonWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = PARAM_KINDS[name as ReasonParam];
    if (kind === undefined || value === undefined) continue;
    if (kind === 'bandit') out[name] = words.bandit(value as CharacterId);
    else if (kind === 'car') out[name] = words.car(Number(value));
    else if (kind === 'number') out[name] = String(value);
  }
  return out;
}

/**
 * An exclusion's reason from its `why` code and params, in the language of `sentences` (the
 * content of a reasons.json), agreeing with the bandit it is about; undefined when the sentences
 * have none for that code.
 */
export function reason(why: string, params: Readonly<Record<string, unknown>>, sentences: Readonly<Record<string, unknown>>, words: ReasonWords): string | undefined {
  const text = pickTemplate(strings(sentences), [why], agreeingGender(params));
  return text === undefined ? undefined : interpolate(text, reasonVars(params as Readonly<Partial<Record<ReasonParam, string | number>>>, words));
}

/** The sentences of a loaded reasons namespace (its string values). */
function strings(tree: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
