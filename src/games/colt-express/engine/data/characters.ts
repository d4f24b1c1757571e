// Characters. Provenance: 002 I BANDITI (abilities: characters/*.ts through hooks.ts, Doc's
// 7 cards included), 002 PREPARAZIONE (10 action cards: Move x2, Floor x2, Fire x2,
// Rob x2, Marshal x1, Punch x1, confirmed by 000 "Movimento (x2) ... Pugno (x1)").
// The id lists live in types.ts (CHARACTER_IDS, ACTION_KINDS); re-exported here for the data modules.
import type { ActionKind, CharacterId, CharacterInfo } from '../types.ts';
import { ACTION_KINDS, CHARACTER_IDS } from '../types.ts';

export { ACTION_KINDS, CHARACTER_IDS };

export const CHARACTERS: readonly CharacterInfo[] = [
  { id: 'ghost', rule: 'characters.ghost' },
  { id: 'belle', rule: 'characters.belle' },
  { id: 'cheyenne', rule: 'characters.cheyenne' },
  { id: 'tuco', rule: 'characters.tuco' },
  { id: 'django', rule: 'characters.django' },
  { id: 'doc', rule: 'characters.doc' },
];

/** The 10 action cards of one character (standard mode). */
export const ACTION_SET: readonly ActionKind[] = [
  'move', 'move', 'floor', 'floor', 'fire', 'fire', 'rob', 'rob', 'marshal', 'punch',
];

/** Two-bandit modes: one of each action per bandit, one Marshal card (002 REGOLE SPECIALI PER DUE GIOCATORI, 000 2 BANDITI). */
export const TEAM_SET_FIRST: readonly ActionKind[] = ['move', 'floor', 'fire', 'rob', 'marshal', 'punch'];
export const TEAM_SET_SECOND: readonly ActionKind[] = ['move', 'floor', 'fire', 'rob', 'punch'];

/** Revised two-bandits pairing (000/001): each of these is paired at random with one of the others. */
export const PAIR_LEADS: readonly CharacterId[] = ['ghost', 'doc', 'belle'];
export const PAIR_PARTNERS: readonly CharacterId[] = ['tuco', 'cheyenne', 'django'];
/** Original two-player teams suggested for a first game (002/003). */
export const SUGGESTED_TEAMS: readonly (readonly CharacterId[])[] = [
  ['tuco', 'cheyenne'],
  ['django', 'doc'],
];
