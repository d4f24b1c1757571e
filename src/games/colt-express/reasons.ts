// Why an option is excluded, in the reader's language. The engine's explain() gives each
// exclusion a closed code (`why`) with typed parameters; locales/<lang>/reasons.json has one
// sentence per code. The CLI, the scenario player and the sandbox all word a reason through
// here: nobody reads the engine's English `reason` text. Pure and DOM-free.

import type { CharacterId, ExclusionWhy, ReasonParam } from './engine/types.ts';
import { WHY_CODES } from './engine/codes.ts';
import { reasonSentence, wordParams } from '../../i18n/reason-sentence.ts';

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
  return wordParams(params, PARAM_KINDS, { bandit: (v) => words.bandit(v as CharacterId), car: (v) => words.car(Number(v)), number: String });
}

/**
 * An exclusion's reason from its `why` code and params, in the language of `sentences` (the
 * content of a reasons.json), agreeing with the bandit it is about; undefined when the sentences
 * have none for that code.
 */
export function reason(why: string, params: Readonly<Record<string, unknown>>, sentences: Readonly<Record<string, unknown>>, words: ReasonWords): string | undefined {
  return reasonSentence(why, params, sentences, (p) => reasonVars(p as Readonly<Partial<Record<ReasonParam, string | number>>>, words));
}
