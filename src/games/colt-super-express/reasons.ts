// Why an option is excluded, in the reader's language. The engine's explain() gives each
// exclusion a closed code (`why`, engine/codes.ts WHY_CODES) with typed parameters;
// locales/<lang>/reasons-cse.json has one sentence per code (the shape of Colt Express's
// reasons.json: code → sentence, `_female` twins). The CLI, the scenario player and the sandbox
// all word a reason through here: nobody reads the engine's English `reason` text. Pure and DOM-free.

import type { BanditId, CardKind, Floor, WhyCode, WhyParams } from './engine/types.ts';
import { WHY_CODES } from './engine/codes.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { agreeingGender, pickTemplate } from '../../i18n/gender.ts';

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
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = PARAM_KINDS[name as ReasonParam];
    if (kind === undefined || value === undefined) continue;
    if (kind === 'bandit') out[name] = words.bandit(value as BanditId);
    else if (kind === 'card') out[name] = words.card(value as CardKind);
    else out[name] = words.floor(value === 'roof' ? 'roof' : 'inside');
  }
  return out;
}

/**
 * An exclusion's reason from its `why` code and params, in the language of `sentences` (the
 * content of a reasons-cse.json), agreeing with the bandit it is about; undefined when the
 * sentences have none for that code.
 */
export function reason(why: string, params: Readonly<Record<string, unknown>>, sentences: Readonly<Record<string, unknown>>, words: ReasonWords): string | undefined {
  const text = pickTemplate(strings(sentences), [why], agreeingGender(params));
  return text === undefined ? undefined : interpolate(text, reasonVars(params as Readonly<Partial<Record<ReasonParam, string>>>, words));
}

/** The sentences of a loaded reasons namespace (its string values). */
function strings(tree: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
