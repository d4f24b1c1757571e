// The bandits' colours: the pawns' colours shared by both games' boards (src/games/shared/pawn-colours.ts).
import type { CharacterId } from '../engine/types.ts';
import { PAWN_COLOURS } from '../../shared/pawn-colours.ts';

export const BANDIT_COLOURS: { readonly [C in CharacterId]: { readonly fill: string; readonly text: string } } = PAWN_COLOURS;

/** Loot tokens: own fill + text colour (contrast ≥ 4.5:1), outline from the theme. */
export const LOOT_COLOURS = {
  purse: { fill: '#f0c453', text: '#2b1d00' },
  jewel: { fill: '#8fe3f0', text: '#06323a' },
  strongbox: { fill: '#6b4d12', text: '#ffffff' },
  marshal: { fill: '#f2c230', text: '#2b1d00' },
} as const;
