// buildPosition's loot: tokens a spec places are taken from the box (002 CONTENUTO: 18 purses,
// 6 jewels, 2 strongboxes); a token the box no longer holds refuses the spec (issue 8: a third
// strongbox left the box at -1). Purses of unknown value ('purse') are drawn from what is left.
import type { Loot, LootSpec, PositionProblem } from '../types.ts';
import { JEWEL_COUNT, PURSE_VALUES, STRONGBOX_COUNT } from '../data/loot.ts';
import { JEWEL, STRONGBOX, insertLoot, purse } from '../cards.ts';
import { shuffleInPlace, type RngWork } from '../rng.ts';
import { built, refuse, type Built } from './built.ts';

export type LootPool = {
  /** purse values still in the box */
  purses: number[];
  jewels: number;
  strongboxes: number;
  /** lists that get a purse of unknown value, drawn once every known token is taken */
  readonly unknown: { readonly arr: Loot[]; readonly path: string }[];
};

export function lootPool(): LootPool {
  return { purses: PURSE_VALUES.slice(), jewels: JEWEL_COUNT, strongboxes: STRONGBOX_COUNT, unknown: [] };
}

/** The tokens of one list (a floor, a bandit's loot), taken from the pool. */
export function takeLoot(pool: LootPool, arr: readonly LootSpec[] | undefined, path: string): Built<Loot[]> {
  const out: Loot[] = [];
  if (arr === undefined) return built(out);
  if (!Array.isArray(arr)) return refuse('bad-spec', path, 'expected an array');
  for (let i = 0; i < arr.length; i++) {
    const x: unknown = arr[i];
    if (x === 'purse') {
      pool.unknown.push({ arr: out, path: `${path}[${i}]` });
      continue;
    }
    const l = lootOf(x);
    if (l === null) return refuse('bad-spec', `${path}[${i}]`, 'a purse is worth 250, 300, 350, 400, 450 or 500');
    const taken = take(pool, l);
    if (taken !== null) return refuse('loot-not-conserved', `${path}[${i}]`, taken);
    out.push(l);
  }
  return built(out);
}

function lootOf(x: unknown): Loot | null {
  const kind = typeof x === 'object' && x !== null ? (x as { kind?: unknown }).kind : x;
  if (kind === 'jewel') return JEWEL;
  if (kind === 'strongbox') return STRONGBOX;
  const v = typeof x === 'number' ? x : kind === 'purse' ? (x as { value?: unknown }).value : NaN;
  return typeof v === 'number' && PURSE_VALUES.includes(v) ? purse(v) : null;
}

/** Takes `l` from the pool; the reason when the box holds no such token. */
function take(pool: LootPool, l: Loot): string | null {
  if (l.kind === 'strongbox') return pool.strongboxes-- > 0 ? null : `no strongbox left (the game has ${STRONGBOX_COUNT})`;
  if (l.kind === 'jewel') return pool.jewels-- > 0 ? null : `no jewel left (the game has ${JEWEL_COUNT})`;
  const k = pool.purses.indexOf(l.value!);
  if (k < 0) return `no $${l.value} purse left (the game has 8 x $250 and 2 of each other value)`;
  pool.purses.splice(k, 1);
  return null;
}

/** The purses of unknown value, drawn at random (seeded) from the box. */
export function drawUnknownPurses(pool: LootPool, r: RngWork): PositionProblem | null {
  shuffleInPlace(pool.purses, r);
  for (const u of pool.unknown) {
    const v = pool.purses.shift();
    if (v === undefined) return { code: 'loot-not-conserved', path: u.path, message: 'no purse left' };
    u.arr.push(purse(v));
  }
  return null;
}

export function sortLoot(arr: readonly Loot[]): Loot[] {
  return arr.reduce<Loot[]>((acc, l) => insertLoot(acc, l), []);
}
