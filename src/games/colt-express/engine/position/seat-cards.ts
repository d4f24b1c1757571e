// The action cards a seat owns: a bandit's ten (002 PREPARAZIONE), or a team's eleven in the
// two-bandit modes (one Marshal card, run by the first bandit).
import type { CardId, CharacterId, Mode } from '../types.ts';
import { ACTION_SET, TEAM_SET_FIRST, TEAM_SET_SECOND } from '../data/characters.ts';
import { actionCard } from '../cards.ts';

/** In the order of ACTION_SET (buildPosition shuffles it from there); empty for a seat without the right number of bandits. */
export function seatActionCards(mode: Mode, bandits: readonly CharacterId[]): CardId[] {
  const out: CardId[] = [];
  if (mode === 'standard' && bandits.length === 1) for (const a of ACTION_SET) out.push(actionCard(bandits[0]!, a));
  if (mode !== 'standard' && bandits.length === 2) {
    for (const a of TEAM_SET_FIRST) out.push(actionCard(bandits[0]!, a));
    for (const a of TEAM_SET_SECOND) out.push(actionCard(bandits[1]!, a));
  }
  return out;
}

/** How many of each item (card, purse value) `items` holds. */
export function countOf<T>(items: Iterable<T>): Map<T, number> {
  const out = new Map<T, number>();
  for (const c of items) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}
