// How big a game can get: players per mode, train length, rounds. The one copy of these
// numbers: setup, positions, the notation's bounds and the widgets read them from here.
// Provenance: 002 PREPARAZIONE (one wagon per player, 3-6 players; 4 round cards + a Train
// Station card), 002/003 REGOLE SPECIALI PER DUE GIOCATORI (2 players, 4 wagons), 000 2 BANDITI
// PER GIOCATORE (2-3 players, one wagon more than players), 000 PREPARAZIONE (5 round cards).
import type { Mode } from '../types.ts';
import { CHARACTER_IDS } from './characters.ts';
import { WAGONS } from './wagons.ts';

/** Players at the table, per mode. */
export const PLAYER_COUNTS: { readonly [M in Mode]: { readonly min: number; readonly max: number } } = {
  standard: { min: 3, max: 6 },
  'team-two-player': { min: 2, max: 2 },
  'two-bandits': { min: 2, max: 3 },
};

/** Every player count some mode is for (2 to 6), in order: a "players" menu. */
export const ANY_PLAYER_COUNT: readonly number[] = /*#__PURE__*/ playerCounts();
function playerCounts(): number[] {
  const all = Object.values(PLAYER_COUNTS);
  const out: number[] = [];
  for (let n = Math.min(...all.map((c) => c.min)); n <= Math.max(...all.map((c) => c.max)); n++) out.push(n);
  return out;
}

/** Bandits in one game at most: every character. */
export const MAX_BANDITS = CHARACTER_IDS.length;

/** The locomotive and at least one wagon. */
export const MIN_CARS = 2;
/** The locomotive and the six wagons of the box (no wagon twice). */
export const MAX_CARS = 1 + WAGONS.length;

/** Round cards in one game: 4 + a Train Station card, or 5 (first game of the revised rules). */
export const MAX_ROUNDS = 5;

/** Wagons behind the locomotive at setup, per mode and player count. */
export function wagonsFor(mode: Mode, players: number): number {
  if (mode === 'team-two-player') return 4;
  if (mode === 'two-bandits') return players + 1;
  return players;
}

/**
 * Ransoms paid without a token (option hostageRansom 'ransom'): one per bandit in the
 * locomotive at a Hostage-Taking of the Conductor, at most one such event per round.
 */
export const MAX_RANSOMS = MAX_BANDITS * MAX_ROUNDS;
