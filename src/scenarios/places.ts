// Places on a train, as a scenario file says them, for every game on rails: wagons counted from
// the locomotive (`loco` or 0, 1, 2, …, and `caboose` for the last one, whatever the train's
// length), and a floor (`inside`, `roof`): `2 roof`, `loco inside`, `caboose roof`.
// Each game says how many wagons a train may have.

import { bad, ok, show } from './parsed.ts';
import type { Parsed } from './parsed.ts';
import { didYouMean } from './suggest.ts';

export type Floor = 'inside' | 'roof';
export const FLOORS: readonly Floor[] = ['inside', 'roof'];

/** A car counted from the locomotive (0); `caboose` is resolved once the train length is known. */
export type CarRef = number | 'caboose';
export interface PlaceRef {
  readonly car: CarRef;
  readonly floor: Floor;
}

/** A wagon of a train with at most `maxWagon` wagons behind the locomotive. */
export function carRefWithin(v: unknown, maxWagon: number): Parsed<CarRef> {
  if (typeof v === 'number') {
    if (Number.isInteger(v) && v >= 0 && v <= maxWagon) return ok(v);
    return bad(`there is no wagon ${v}: wagons are counted from the locomotive, "loco", 1 … ${maxWagon}, or "caboose"`);
  }
  if (typeof v !== 'string') return bad(`expected a wagon ("loco", 1, 2, … or "caboose"), got ${show(v)}`);
  const w = v.trim().toLowerCase();
  if (w === 'loco' || w === 'locomotive') return ok(0);
  if (w === 'caboose' || w === 'last') return ok('caboose');
  if (/^\d+$/.test(w)) return carRefWithin(Number(w), maxWagon);
  return bad(`"${v.trim()}" is not a wagon${didYouMean(w, ['loco', 'caboose'])}: write "loco", 1, 2, … or "caboose"`);
}

export function placeWithin(v: unknown, maxWagon: number): Parsed<PlaceRef> {
  if (typeof v === 'number') return bad(`say the floor too: "${v} inside" or "${v} roof"`);
  if (typeof v !== 'string') return bad(`expected a place such as "2 roof" or "loco inside", got ${show(v)}`);
  const parts = v.trim().toLowerCase().split(/\s+/);
  if (parts.length === 1) {
    const c = carRefWithin(parts[0], maxWagon);
    if (!c.ok) return c;
    return bad(`say the floor too: "${v.trim()} inside" or "${v.trim()} roof"`);
  }
  if (parts.length !== 2) return bad(`"${v}" is not a place: write the wagon then the floor, e.g. "2 roof", "caboose inside"`);
  const [carWord = '', floorWord = ''] = parts;
  const c = carRefWithin(carWord, maxWagon);
  if (!c.ok) return c;
  const f = floorWord === 'in' || floorWord === 'interior' ? 'inside' : floorWord === 'top' || floorWord === 'on-roof' ? 'roof' : floorWord;
  if (!(FLOORS as readonly string[]).includes(f)) {
    return bad(`"${floorWord}" is not a floor${didYouMean(floorWord, FLOORS)}: floors are "inside" and "roof"`);
  }
  return ok({ car: c.value, floor: f as Floor });
}

export function resolveCar(c: CarRef, carCount: number): number {
  return c === 'caboose' ? carCount - 1 : c;
}

export function formatCar(i: number, carCount: number): string {
  if (i === 0) return 'loco';
  if (i === carCount - 1) return 'caboose';
  return String(i);
}

export function formatPlace(car: number, floor: Floor, carCount: number): string {
  return `${formatCar(car, carCount)} ${floor}`;
}
