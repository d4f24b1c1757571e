// Log entries → sentences in the page's language, each with its rule id (linked by the widgets).
// The sentences come from src/games/colt-express/narrate.ts (strings in locales/<lang>/narration.json).

import type { GameState, LogEntry } from '../engine/types.ts';
import { isNarrationStrings, narrate, type NarrationStrings } from '../narrate.ts';
import type { Strings } from '../../../i18n/setup.ts';
import { banditName } from '../board/describe.ts';
import type { Translate } from '../../../widgets/i18n.ts';

export type Sentence = { readonly text: string; readonly rule: string; readonly kind: string };

/** Log kinds that only repeat what the board shows or say nothing to a reader. */
const QUIET = new Set<string>(['dealt']);

export function narrationStrings(strings: Strings): NarrationStrings | undefined {
  const n: unknown = strings['narration'];
  if (!isNarrationStrings(n)) return undefined;
  // The widgets link the rule id themselves: the sentence alone.
  return { ...n, withRule: '{{text}}' };
}

export function seatNames(state: GameState, t: Translate): string[] {
  return state.players.map((p) => p.bandits.map((b) => banditName(t, b)).join(' / '));
}

export function sentencesOf(
  log: readonly LogEntry[],
  strings: NarrationStrings | undefined,
  state: GameState,
  t: Translate,
): Sentence[] {
  // `seats` lets a sentence say "Doc plays a Fire card", not "Doc plays Doc's Fire card", when a seat has one bandit.
  const ctx = { carCount: state.cars.length, seatNames: seatNames(state, t), seats: state.players.map((p) => p.bandits) };
  return log
    .filter((e) => !QUIET.has(e.kind))
    .map((e) => ({ text: strings ? narrate(e, strings, ctx) : e.kind, rule: e.rule, kind: e.kind }));
}
