// What each turn of a round card changes (002 LE CARTE ROUND): standard = one card face up,
// tunnel = face down, speeding-up = two cards in a row, switching = counter-clockwise.
import type { GameState, RuleId, TurnKind } from '../types.ts';
import { assertNever } from '../assert-never.ts';
import { turnsFor } from '../data/round-cards.ts';
import { roundCardInfo } from '../queries.ts';

export function turnPattern(s: GameState): readonly TurnKind[] {
  return turnsFor(roundCardInfo(s.round.card), s.config.players);
}
export function currentTurnKind(s: GameState): TurnKind {
  return turnPattern(s)[s.round.turn] ?? 'standard';
}
/** Tunnel: every card of the turn is face down. */
export function playsFaceDown(kind: TurnKind): boolean {
  return kind === 'tunnel';
}
/** Speeding-up: each player plays twice in a row. */
export function playsPerTurn(kind: TurnKind | undefined): number {
  return kind === 'speeding-up' ? 2 : 1;
}
/** Switching: the turn goes counter-clockwise from the first player. */
export function seatAtStep(kind: TurnKind | undefined, first: number, step: number, players: number): number {
  return kind === 'switching' ? (first - step + players * 2) % players : (first + step) % players;
}
/** The rule a face-up or tunnel play is logged with: the turn kind, so a log shows which turn rule applied. */
export function playRule(kind: TurnKind): RuleId {
  switch (kind) {
    case 'standard':
      return 'planning.play-card';
    case 'tunnel':
      return 'turns.tunnel';
    case 'speeding-up':
      return 'turns.speeding-up';
    case 'switching':
      return 'turns.switching';
    default:
      return assertNever(kind);
  }
}
