// What both games' reasons.ts share (issue 21: one copy): a reason's sentence is the template of its
// `why` code in the loaded reasons namespace, agreeing with the bandit it is about, its parameters each
// worded by the kind of value it holds (a bandit's name, a car's, a card's…). Each game says which
// kind each parameter is and how each kind is said. Pure and DOM-free.

import { interpolate } from './interpolate.ts';
import { agreeingGender, pickTemplate } from './gender.ts';

/** Each parameter worded by its kind; a parameter of no kind, with no value or a kind not said, is left out. */
export function wordParams<P extends string, K extends string>(
  params: Readonly<Partial<Record<P, string | number>>>,
  kinds: { readonly [Q in P]: K },
  say: { readonly [L in K]?: (value: string | number) => string },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params) as [P, string | number | undefined][]) {
    const sayer = kinds[name] === undefined ? undefined : say[kinds[name]];
    if (sayer !== undefined && value !== undefined) out[name] = sayer(value);
  }
  return out;
}

/**
 * The sentence of `why` in `sentences` (the content of a reasons namespace), agreeing with the bandit it is
 * about, filled with `vars(params)`; undefined when the sentences have none for that code.
 */
export function reasonSentence(
  why: string,
  params: Readonly<Record<string, unknown>>,
  sentences: Readonly<Record<string, unknown>>,
  vars: (params: Readonly<Record<string, unknown>>) => Record<string, string>,
): string | undefined {
  const own = Object.fromEntries(Object.entries(sentences).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const text = pickTemplate(own, [why], agreeingGender(params));
  return text === undefined ? undefined : interpolate(text, vars(params));
}
