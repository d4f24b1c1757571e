// Card ids and small helpers on sorted card arrays and loot arrays.
import type { ActionCardId, ActionKind, BulletCardId, CardId, CharacterId, Loot } from './types.ts';
import { ACTION_KINDS, CHARACTER_IDS } from './data/characters.ts';

export type CardInfo = {
  readonly action: ActionKind | null;
  /** owner of an action card, shooter of a bullet card (null: neutral / hidden) */
  readonly bandit: CharacterId | null;
  readonly bullet: boolean;
};

const cardTable: { [C in CharacterId]: { [A in ActionKind]: ActionCardId } } = {} as never;
const bulletTable: { [C in CharacterId]: BulletCardId } = {} as never;
// no prototype: a card id read from a position or a scenario ("toString") is no card
const info: { [id: string]: CardInfo } = Object.create(null);
for (const c of CHARACTER_IDS) {
  const row = {} as { [A in ActionKind]: ActionCardId };
  for (const a of ACTION_KINDS) {
    const id: ActionCardId = `${c}.${a}`;
    row[a] = id;
    info[id] = { action: a, bandit: c, bullet: false };
  }
  cardTable[c] = row;
  const b: BulletCardId = `bullet.${c}`;
  bulletTable[c] = b;
  info[b] = { action: null, bandit: c, bullet: true };
}
info['bullet.neutral'] = { action: null, bandit: null, bullet: true };
info['hidden'] = { action: null, bandit: null, bullet: false };

export const NEUTRAL_CARD: BulletCardId = 'bullet.neutral';
export const CARD_INFO: { readonly [id: string]: CardInfo } = info;
export function actionCard(bandit: CharacterId, action: ActionKind): ActionCardId {
  return cardTable[bandit][action];
}
export function bulletCard(shooter: CharacterId): BulletCardId {
  return bulletTable[shooter];
}
export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(info, x);
}

/** New sorted array with `c` inserted. */
export function insertCard(arr: readonly CardId[], c: CardId): CardId[] {
  let i = 0;
  const n = arr.length;
  while (i < n && arr[i]! < c) i++;
  const out = arr.slice(0, i);
  out.push(c);
  for (let j = i; j < n; j++) out.push(arr[j]!);
  return out;
}

/** New array without the first occurrence of `c` (same array if absent). */
export function removeCard(arr: readonly CardId[], c: CardId): readonly CardId[] {
  const i = arr.indexOf(c);
  if (i < 0) return arr;
  const out = arr.slice(0, i);
  for (let j = i + 1; j < arr.length; j++) out.push(arr[j]!);
  return out;
}

export function sortCards(arr: CardId[]): CardId[] {
  // the default sort compares strings by UTF-16 code units: the same order as `<`, and faster
  return arr.sort();
}

// ---------------------------------------------------------------------------
// Loot
// ---------------------------------------------------------------------------

export const STRONGBOX: Loot = Object.freeze({ kind: 'strongbox' });
export const JEWEL: Loot = Object.freeze({ kind: 'jewel' });
const purseCache = new Map<number, Loot>();
export function purse(value: number | null): Loot {
  if (value === null) return HIDDEN_PURSE;
  let p = purseCache.get(value);
  if (!p) {
    p = Object.freeze({ kind: 'purse', value });
    purseCache.set(value, p);
  }
  return p;
}
export const HIDDEN_PURSE: Loot = Object.freeze({ kind: 'purse', value: null });

function rank(l: Loot): number {
  if (l.kind === 'strongbox') return 0;
  if (l.kind === 'jewel') return 1;
  return l.value === null ? 100000 : 2 + l.value;
}
export function compareLoot(a: Loot, b: Loot): number {
  return rank(a) - rank(b);
}
export function insertLoot(arr: readonly Loot[], l: Loot): Loot[] {
  const r = rank(l);
  let i = 0;
  const n = arr.length;
  while (i < n && rank(arr[i]!) <= r) i++;
  const out = arr.slice(0, i);
  out.push(l);
  for (let j = i; j < n; j++) out.push(arr[j]!);
  return out;
}
export function removeLootAt(arr: readonly Loot[], i: number): Loot[] {
  const out = arr.slice(0, i);
  for (let j = i + 1; j < arr.length; j++) out.push(arr[j]!);
  return out;
}
export function lootValue(l: Loot): number {
  return l.kind === 'strongbox' ? 1000 : l.kind === 'jewel' ? 500 : (l.value ?? 0);
}
export function sameLoot(a: Loot, b: Loot): boolean {
  return a.kind === b.kind && (a.kind !== 'purse' || a.value === (b as { value: number | null }).value);
}
