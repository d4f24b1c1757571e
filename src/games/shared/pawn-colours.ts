// The bandits' colours (as on the games' pawns) and a text colour on each with at least 4.5:1
// contrast, the same in the light and the dark theme (a token carries its own fill). Both games'
// boards draw the same bandit in the same colour; Mei plays only in Colt Super Express.

export const PAWN_COLOURS = {
  ghost: { fill: '#e9e9ea', text: '#1a1a1a' }, // white / light grey
  belle: { fill: '#7b2d8e', text: '#ffffff' }, // purple (8.1:1)
  cheyenne: { fill: '#1e6e34', text: '#ffffff' }, // green (6.4:1)
  tuco: { fill: '#b3261e', text: '#ffffff' }, // red (6.5:1)
  django: { fill: '#1f1f1f', text: '#ffffff' }, // black (16:1)
  doc: { fill: '#1559b0', text: '#ffffff' }, // blue (6.6:1)
  mei: { fill: '#a34700', text: '#ffffff' }, // orange-brown (6.1:1)
} as const satisfies { readonly [id: string]: { readonly fill: string; readonly text: string } };
