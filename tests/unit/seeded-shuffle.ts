// A seeded shuffle for the tests that swap what a seat cannot see (both games' hidden-information
// tests and the computer's): a failing case replays from its seed.

/** `xs` in an order drawn from `seed` (a small LCG, Fisher–Yates); `xs` is left as it is. */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = xs.slice();
  let x = seed | 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
