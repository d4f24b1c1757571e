// Characters. Provenance: 002 I BANDITI (abilities), 002 INIZIO DI UN ROUND (hand of 6),
// 002 DOC (7 cards), 002 PREPARAZIONE (10 action cards: Move x2, Floor x2, Fire x2,
// Rob x2, Marshal x1, Punch x1, confirmed by 000 "Movimento (x2) ... Pugno (x1)").
import type { ActionKind, CharacterId, CharacterInfo } from '../types.ts';

export const CHARACTER_IDS: readonly CharacterId[] = ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'];

export const CHARACTERS: readonly CharacterInfo[] = [
  { id: 'ghost', rule: 'characters.ghost', handSize: 6 },
  { id: 'belle', rule: 'characters.belle', handSize: 6 },
  { id: 'cheyenne', rule: 'characters.cheyenne', handSize: 6 },
  { id: 'tuco', rule: 'characters.tuco', handSize: 6 },
  { id: 'django', rule: 'characters.django', handSize: 6 },
  { id: 'doc', rule: 'characters.doc', handSize: 7 },
];

export const ACTION_KINDS: readonly ActionKind[] = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'];

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
