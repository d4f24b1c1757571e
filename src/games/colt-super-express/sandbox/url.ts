// Colt Super Express in the sandbox URL: `?p=<cse notation>&c=<choices>&n=<applied>`. The position is
// the engine's notation (`cse1.…`: its prefix tells the page which game to open); the choices are
// `stack.<card>` and `reveal`, joined by `~`. Reading goes through the shared defensive reader
// (url-state.ts: length, alphabet, version) and then through the engine (parse, check, replay).

import { CARD_KINDS, checkPosition, isChoiceKind, makePosition, parsePosition } from '../engine/index.ts';
import { apply } from '../engine/play.ts';
import type { Choice, GameState, LogEntry, PositionProblem } from '../engine/types.ts';
import { decodeChoiceList, notationVersionOf, readGameSearch, restore, writeSandboxSearch, type Restored, type UrlGame } from '../../../widgets/url-state.ts';
import { restoredHist, type Hist } from '../../../widgets/sandbox/history.ts';

export type Log = readonly LogEntry[];
export type CseHist = Hist<GameState, Choice, Log>;

/** The notation's prefix without its version: a `p` starting with it opens this game. */
export const CSE_PREFIX = 'cse';

export function encodeChoice(c: Choice): string {
  return c.kind === 'stack' ? `stack.${c.card}` : 'reveal';
}

/** One choice from its text (its kind and card from the engine's lists), or undefined. */
export function decodeChoice(text: string): Choice | undefined {
  const [kind, card, ...rest] = text.split('.');
  if (rest.length > 0 || !isChoiceKind(kind)) return undefined;
  if (kind === 'reveal') return card === undefined ? { kind } : undefined;
  const known = CARD_KINDS.find((c) => c === card);
  return known === undefined ? undefined : { kind, card: known };
}

/** Choices as the `c` parameter: `stack.fire~reveal~…` (also what an example's "Open in sandbox" link carries). */
export function encodeChoices(choices: readonly Choice[]): string {
  return choices.map(encodeChoice).join('~');
}

export const CSE_URL: UrlGame<Choice> = {
  prefix: CSE_PREFIX,
  decodeChoices: (text) => decodeChoiceList(text, decodeChoice),
};

/** The version the engine writes now (`cse1.…` → 1). */
export function cseNotationVersion(sample: GameState): number {
  return notationVersionOf(makePosition(sample), CSE_PREFIX) ?? 1;
}

export function searchOf(h: Pick<CseHist, 'start' | 'choices' | 'n'>): string {
  return writeSandboxSearch(makePosition(h.start), h.choices, h.n, encodeChoices);
}

const looksLikeState = (s: unknown): boolean => {
  if (s === null || typeof s !== 'object') return false;
  const o = s as Record<string, unknown>;
  return Array.isArray(o['train']) && Array.isArray(o['players']) && typeof o['bandits'] === 'object' && o['bandits'] !== null && typeof o['config'] === 'object';
};

/** The history a search holds, replayed through the engine, with the logs of the replayed choices. */
export function readSearch(search: string, version: number): { hist: CseHist | undefined; restored: Restored<GameState, Choice, PositionProblem> } {
  const restored = restore(readGameSearch(search, version, CSE_URL), { parsePosition, checkPosition, apply, looksLikeState });
  if (restored.start === undefined) return { hist: undefined, restored };
  const hist = restoredHist<GameState, Choice, Log>({ ...restored, start: restored.start }, (state, choice) => {
    const a = apply(state, choice);
    return a.ok ? a.value.log : undefined;
  });
  return { hist, restored };
}
