// Small fast seeded PRNG (sfc32), kept in a game state as four uint32. Shared by both games' engines
// (pure, imports nothing). Functions here work on a mutable 4-number array (a working copy of state.rng).

export type RngWork = number[];

export function rngNext(r: RngWork): number {
  const a = r[0]! | 0;
  const b = r[1]! | 0;
  let c = r[2]! | 0;
  const d = r[3]! | 0;
  const t = (((a + b) | 0) + d) | 0;
  r[3] = (d + 1) | 0;
  r[0] = b ^ (b >>> 9);
  r[1] = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  r[2] = (c + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n). */
export function rngInt(r: RngWork, n: number): number {
  return Math.floor((rngNext(r) / 4294967296) * n);
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(arr: T[], r: RngWork): void {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = rngInt(r, i + 1);
    const x = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = x;
  }
}

/** Seed the generator from any number (splitmix32 expansion, then warm-up). */
export function seedRng(seed: number): [number, number, number, number] {
  let s = (Math.floor(seed) >>> 0) ^ 0x9e3779b9;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z = z ^ (z >>> 16);
    out.push(z);
  }
  for (let i = 0; i < 12; i++) rngNext(out);
  return [out[0]! >>> 0, out[1]! >>> 0, out[2]! >>> 0, out[3]! >>> 0];
}
