// A multiset helper both games' samplers use (what is left of a box once the cards or values in
// sight are taken out). Pure; imports nothing of a game.

/** Remove one copy of each of `gone` from `from` (a multiset difference). */
export function without<T>(from: readonly T[], gone: readonly T[]): T[] {
  const out = from.slice();
  for (const g of gone) {
    const i = out.indexOf(g);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}
