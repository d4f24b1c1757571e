// The bandits' colours (as on the game's pawns) and a text colour on each with at least
// 4.5:1 contrast, the same in the light and the dark theme (the token carries its own fill).
import type { CharacterId } from '../engine/types.ts';

export const BANDIT_COLOURS: { readonly [C in CharacterId]: { readonly fill: string; readonly text: string } } = {
  ghost: { fill: '#e9e9ea', text: '#1a1a1a' }, // white / light grey
  belle: { fill: '#7b2d8e', text: '#ffffff' }, // purple (8.1:1)
  cheyenne: { fill: '#1e6e34', text: '#ffffff' }, // green (6.4:1)
  tuco: { fill: '#b3261e', text: '#ffffff' }, // red (6.5:1)
  django: { fill: '#1f1f1f', text: '#ffffff' }, // black (16:1)
  doc: { fill: '#1559b0', text: '#ffffff' }, // blue (6.6:1)
};

/** Loot tokens: own fill + text colour (contrast ≥ 4.5:1), outline from the theme. */
export const LOOT_COLOURS = {
  purse: { fill: '#f0c453', text: '#2b1d00' },
  jewel: { fill: '#8fe3f0', text: '#06323a' },
  strongbox: { fill: '#6b4d12', text: '#ffffff' },
  marshal: { fill: '#f2c230', text: '#2b1d00' },
} as const;
