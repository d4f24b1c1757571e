// The train: where a bandit stands, the lines on each floor, and editing them.
// 004 Händelsekort: on each floor of each car the bandits stand in a line, in order; a line is
// stored from the front (the locomotive side, place 0) to the rear.
import type { BanditId, CarIndex, CarState, Facing, Floor, GameState } from './types.ts';
import { setCar, type Ctx } from './ctx.ts';

export type Spot = { readonly car: CarIndex; readonly floor: Floor; readonly place: number };

export function otherFloor(f: Floor): Floor {
  return f === 'inside' ? 'roof' : 'inside';
}

/** The car index one step in a facing: forward is toward the locomotive (index 0). */
export function stepOf(facing: Facing): -1 | 1 {
  return facing === 'forward' ? -1 : 1;
}

export function flip(facing: Facing): Facing {
  return facing === 'forward' ? 'back' : 'forward';
}

/** Where a bandit stands, or null when it is not on the train. */
export function locate(s: GameState, id: BanditId): Spot | null {
  const t = s.train;
  for (let c = 0; c < t.length; c++) {
    const car = t[c]!;
    let i = car.inside.indexOf(id);
    if (i >= 0) return { car: c as CarIndex, floor: 'inside', place: i };
    i = car.roof.indexOf(id);
    if (i >= 0) return { car: c as CarIndex, floor: 'roof', place: i };
  }
  return null;
}

/** The bandits still on the train, in seat order. */
export function onTrain(s: GameState): BanditId[] {
  const out: BanditId[] = [];
  for (const id of s.config.bandits) if (s.bandits[id]?.out === null) out.push(id);
  return out;
}

export function lineAt(car: CarState, floor: Floor): readonly BanditId[] {
  return floor === 'inside' ? car.inside : car.roof;
}

function withLine(car: CarState, floor: Floor, line: readonly BanditId[]): CarState {
  return floor === 'inside' ? { card: car.card, inside: line, roof: car.roof } : { card: car.card, inside: car.inside, roof: line };
}

/** Take a bandit out of its line; returns where it stood (null when not on the train). */
export function removeFromLine(ctx: Ctx, id: BanditId): Spot | null {
  const at = locate(ctx.s, id);
  if (at === null) return null;
  const car = ctx.s.train[at.car]!;
  const line = lineAt(car, at.floor).slice();
  line.splice(at.place, 1);
  setCar(ctx, at.car, withLine(car, at.floor, line));
  return at;
}

/** Put a bandit at the front (place 0) or the rear end of a line; returns its place. */
export function insertInLine(ctx: Ctx, id: BanditId, car: number, floor: Floor, atFront: boolean): number {
  const c = ctx.s.train[car]!;
  const line = lineAt(c, floor).slice();
  if (atFront) line.unshift(id);
  else line.push(id);
  setCar(ctx, car, withLine(c, floor, line));
  return atFront ? 0 : line.length - 1;
}

/**
 * The bandits in front of a bandit on its floor, nearest first (004 Skjut: in front of you, on
 * your floor, in your wagon or another): first the rest of its own line in the facing direction,
 * then each next car's line, entered from the side facing the shooter.
 */
export function inFront(s: GameState, at: Spot, facing: Facing): BanditId[] {
  const out: BanditId[] = [];
  const d = stepOf(facing);
  const own = lineAt(s.train[at.car]!, at.floor);
  for (let i = at.place + d; i >= 0 && i < own.length; i += d) out.push(own[i]!);
  for (let c = at.car + d; c >= 0 && c < s.train.length; c += d) {
    const line = lineAt(s.train[c]!, at.floor);
    if (d < 0) for (let i = line.length - 1; i >= 0; i--) out.push(line[i]!);
    else for (let i = 0; i < line.length; i++) out.push(line[i]!);
  }
  return out;
}
