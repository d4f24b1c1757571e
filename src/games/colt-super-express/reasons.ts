// Why an option is excluded, in the reader's language. The engine's explain() gives each
// exclusion a closed code (`why`, engine/codes.ts WHY_CODES) with typed parameters;
// locales/<lang>/reasons-cse.json has one sentence per code (the shape of Colt Express's
// reasons.json: code → sentence, `_female` twins). The CLI, the scenario player and the sandbox
// all word a reason through here: nobody reads the engine's English `reason` text. Pure and DOM-free.

import type { BanditId, CardKind, Floor, WhyCode, WhyParams } from './engine/types.ts';
import { WHY_CODES } from './engine/codes.ts';
import { reasonSentence, wordParams } from '../../i18n/reason-sentence.ts';

/** The i18next namespace of the reason sentences (`reasons-cse:<why>`). */
export const REASONS_NS = 'reasons-cse';

/** Every parameter name a reason has (types.ts WhyParams). */
export type ReasonParam = { [W in WhyCode]: keyof WhyParams[W] }[WhyCode];

/** How each parameter is said: every name has one kind of value (types.ts WhyParams). */
const PARAM_KINDS: { readonly [P in ReasonParam]: 'bandit' | 'card' | 'floor' } = {
  target: 'bandit',
  blocker: 'bandit',
  shooter: 'bandit',
  card: 'card',
  floor: 'floor',
};

/** The words a caller has for the parameters: bandit, card and floor names. */
export interface ReasonWords {
  bandit(id: BanditId): string;
  card(kind: CardKind): string;
  floor(floor: Floor): string;
}

/** The placeholders a sentence of reasons-cse.json may use. */
export const REASON_PLACEHOLDERS: readonly ReasonParam[] = /*#__PURE__*/ Object.keys(PARAM_KINDS) as ReasonParam[];

export function isExclusionWhy(why: unknown): why is WhyCode {
  return typeof why === 'string' && (WHY_CODES as readonly string[]).includes(why);
}

/** The values a reason sentence interpolates, each already in the reader's language. */
export function reasonVars(params: Readonly<Partial<Record<ReasonParam, string | number>>>, words: ReasonWords): Record<string, string> {
  return wordParams(params, PARAM_KINDS, {
    bandit: (v) => words.bandit(v as BanditId),
    card: (v) => words.card(v as CardKind),
    floor: (v) => words.floor(v === 'roof' ? 'roof' : 'inside'),
  });
}

/**
 * An exclusion's reason from its `why` code and params, in the language of `sentences` (the
 * content of a reasons-cse.json), agreeing with the bandit it is about; undefined when the
 * sentences have none for that code.
 */
export function reason(why: string, params: Readonly<Record<string, unknown>>, sentences: Readonly<Record<string, unknown>>, words: ReasonWords): string | undefined {
  return reasonSentence(why, params, sentences, (p) => reasonVars(p as Readonly<Partial<Record<ReasonParam, string>>>, words));
}
