// Geometry of the Colt Super Express train picture, in SVG user units. Pure: a position in,
// rectangles out; no rules here, it draws what the state says.
//
// The locomotive is always at the left and each floor's line runs left to right, front (locomotive
// side) to rear, as the engine stores it (CarState.inside/roof), so "left" always means "toward the
// locomotive" and a token's point shows its facing. Cars are as wide as their longest line and flow
// into rows (like words): one row on a desktop, two or three on a phone, never sideways scrolling.
// The wagons already uncoupled follow the train, apart, drawn dashed; under the train, a strip says
// who holds which wagon card (loot) and who is out of the game (only when someone is).

import type { BanditId, Facing, Floor, GameState, LootValue } from '../engine/types.ts';
import type { LayoutFrame, Orientation, Rect } from '../../../widgets/board-hot.tsx';
// The orientations, the rectangle and the frame of a layout are the same on both games' boards.
export type { Orientation, Rect };

export type BanditPiece = {
  readonly kind: 'bandit';
  readonly key: string;
  readonly id: BanditId;
  readonly car: number;
  readonly floor: Floor;
  /** 0 = front of the line (locomotive side) */
  readonly place: number;
  readonly facing: Facing;
  readonly stunned: boolean;
  /** the slot: the hot target (≥ 24 px) and the halo; the token is drawn inside it */
  readonly rect: Rect;
};

export type CarBox = {
  readonly car: number;
  readonly body: Rect;
  /** the roof's line sits on the body's top edge, in this band */
  readonly roof: Rect;
  readonly label: { readonly x: number; readonly y: number };
  readonly locomotive: boolean;
  readonly last: boolean;
  /** uncoupled: drawn dashed, after the train */
  readonly gone: boolean;
  /** wagon card value (uncoupled wagons only: still on the train, its loot side is face down) */
  readonly value?: LootValue;
  /** a coupler to the previous car on the same row */
  readonly coupled: boolean;
  /** the row it is drawn on (a phone's train flows onto two or three) */
  readonly row: number;
};

export type Point = { readonly x: number; readonly y: number };

/**
 * Where the train goes on from one row to the next (issue 22: on a phone the rows had nothing joining
 * them): from the coupler of a row's last car, round the end of the row, along the gap between the
 * rows, to the coupler of the next row's first car. Drawn as a line with an arrow at its end.
 */
export type Joint = { readonly row: number; readonly points: readonly Point[] };

/** One entry of the loot strip: a bandit, its wagon cards, and whether it is out of the game. */
export type Holding = {
  readonly id: BanditId;
  readonly rect: Rect;
  readonly out: boolean;
  readonly loot: readonly { readonly value: LootValue; readonly rect: Rect }[];
};

export type BoardLayout = LayoutFrame<CarBox> & {
  readonly pieces: readonly BanditPiece[];
  readonly holdings: readonly Holding[];
  readonly joints: readonly Joint[];
  /** the y of the line between rows r and r + 1 (joints and lines of fire run along it) */
  readonly between: readonly number[];
};

/** Sizes in SVG units. A slot is 30 high: a ≥ 24 CSS px target down to a 360 px phone (narrow ≈ 1:1). */
export const M = {
  slot: { w: 58, h: 30 },
  /** the band above a row of cars with nobody on their roofs (room for the locomotive's chimney) */
  roofMin: 12,
  gap: 3,
  pad: 4,
  carMin: 60,
  loco: 76,
  carGap: 12,
  goneGap: 22,
  label: 30,
  gone: 72,
  /** a train on several rows: room at each row's ends for the joint to the next (issue 22) */
  joint: 10,
  /** …and between the rows, where the joint runs */
  jointGap: 12,
  chip: { w: 84, h: 26 },
  card: { w: 40, h: 26 },
} as const;

/** The widest picture: a desktop text column, drawn at about 1:1. */
export const WIDE_W = 640;
/** The phone picture: as wide as a phone's text column (one unit ≈ one CSS pixel). */
export const NARROW_W = 328;

export const keys = {
  bandit: (id: BanditId): string => `bandit:${id}`,
};

/** The wagon cards uncoupled so far, most recent first (config.cars runs from the locomotive back). */
export function uncoupled(state: GameState): { readonly car: number; readonly value: LootValue }[] {
  const cars = state.config.cars;
  const out: { car: number; value: LootValue }[] = [];
  for (let i = state.train.length - 1; i < cars.length; i++) out.push({ car: i + 1, value: cars[i] as LootValue });
  return out;
}

/** The longest line of a car. */
function crowd(state: GameState, car: number): number {
  const c = state.train[car];
  return c === undefined ? 0 : Math.max(c.inside.length, c.roof.length);
}

/**
 * A slot's width in a car: full size, or narrower when the car's longest line would not fit the
 * picture's width (seven bandits in one line on a phone: 42 units, names shortened on the token).
 */
export function slotWidth(k: number, maxW: number): number {
  if (k === 0) return M.slot.w;
  return Math.min(M.slot.w, Math.floor((maxW - 4 - 2 * M.pad + M.gap) / k) - M.gap);
}

function carWidth(state: GameState, car: number, maxW: number): number {
  const k = crowd(state, car);
  return Math.max(car === 0 ? M.loco : M.carMin, 2 * M.pad + k * (slotWidth(k, maxW) + M.gap) - (k > 0 ? M.gap : 0));
}

export function layoutBoard(state: GameState, orientation: Orientation): BoardLayout {
  const one = layoutRows(state, orientation, false);
  // A train on several rows keeps room at the rows' ends for the joints.
  return one.cars.some((c) => c.row > 0) ? layoutRows(state, orientation, true) : one;
}

function layoutRows(state: GameState, orientation: Orientation, wraps: boolean): BoardLayout {
  const maxW = orientation === 'wide' ? WIDE_W : NARROW_W;
  const inset = wraps ? M.joint : 0;
  /** the width the cars may take (a crowded car's slots narrow to fit a row between the joints) */
  const carsW = maxW - 2 * inset;
  const bodyH = M.slot.h + 2 * M.pad;
  const cars: CarBox[] = [];
  const pieces: BanditPiece[] = [];
  const n = state.train.length;
  const boxes = [
    ...state.train.map((_, car) => ({ car, w: carWidth(state, car, carsW), gone: false as const, value: undefined })),
    ...uncoupled(state).map((g) => ({ car: g.car, w: M.gone, gone: true as const, value: g.value })),
  ];
  // First the rows (cars flow like words), then each row's height: a row with nobody on its roofs
  // keeps only a thin band above the cars, so that a phone shows the board and the controls together.
  const placed: { box: (typeof boxes)[number]; x: number; row: number; coupled: boolean }[] = [];
  let x = 2;
  let row = 0;
  boxes.forEach((b, i) => {
    const gap = i === 0 ? 0 : b.gone && !boxes[i - 1]!.gone ? M.goneGap : M.carGap;
    let coupled = i > 0 && !b.gone;
    if (i > 0 && x + gap + b.w > maxW - 2 - inset) {
      x = 2 + inset;
      row += 1;
      coupled = false;
    } else x += gap;
    placed.push({ box: b, x, row, coupled });
    x += b.w;
  });
  const roofOf = (r: number): number =>
    placed.some((p) => p.row === r && !p.box.gone && (state.train[p.box.car]?.roof.length ?? 0) > 0) ? M.slot.h + 2 : M.roofMin;
  const rowTop: number[] = [];
  let y = 4;
  for (let r = 0; r <= row; r++) {
    rowTop.push(y);
    y += roofOf(r) + bodyH + M.label + (r < row ? M.jointGap : 0);
  }
  let used = 0;
  for (const { box: b, x: bx, row: r, coupled } of placed) {
    const roofH = roofOf(r);
    const top = rowTop[r]!;
    const roof = { x: bx, y: top, w: b.w, h: roofH };
    const body = { x: bx, y: top + roofH, w: b.w, h: bodyH };
    cars.push({
      car: b.car,
      body,
      roof,
      label: { x: bx + b.w / 2, y: body.y + bodyH + 14 },
      locomotive: b.car === 0,
      last: !b.gone && b.car === n - 1 && n > 1,
      gone: b.gone,
      ...(b.value === undefined ? {} : { value: b.value }),
      coupled,
      row: r,
    });
    const c = b.gone ? undefined : state.train[b.car];
    const sw = slotWidth(b.gone ? 0 : crowd(state, b.car), carsW);
    for (const floor of ['roof', 'inside'] as const) {
      (c?.[floor] ?? []).forEach((id, place) => {
        const s = state.bandits[id];
        if (s === undefined) return;
        pieces.push({
          kind: 'bandit',
          key: keys.bandit(id),
          id,
          car: b.car,
          floor,
          place,
          facing: s.facing,
          stunned: s.stunned,
          rect: { x: bx + M.pad + place * (sw + M.gap), y: floor === 'roof' ? roof.y : body.y + M.pad, w: sw, h: M.slot.h },
        });
      });
    }
    used = Math.max(used, bx + b.w);
  }

  // The loot strip, in seat order: every bandit holding wagon cards or out of the game (greyed).
  const holdings: Holding[] = [];
  let hx = 2;
  let hy = y + 6;
  for (const id of state.config.bandits) {
    const s = state.bandits[id];
    if (s === undefined || (s.loot.length === 0 && s.out === null)) continue;
    const w = M.chip.w + s.loot.length * (M.card.w + M.gap);
    if (hx > 2 && hx + w > maxW - 2) {
      hx = 2;
      hy += M.chip.h + 6;
    }
    const loot = s.loot.map((value, i) => ({ value, rect: { x: hx + M.chip.w + M.gap + i * (M.card.w + M.gap), y: hy, w: M.card.w, h: M.card.h } }));
    holdings.push({ id, rect: { x: hx, y: hy, w: M.chip.w, h: M.chip.h }, out: s.out !== null, loot });
    hx += w + 12;
    used = Math.max(used, hx - 12);
  }
  const height = holdings.length === 0 ? y + 4 : hy + M.chip.h + 4;
  const width = orientation === 'wide' ? Math.max(used + 2, 200) : NARROW_W;
  const between = rowTop.slice(1).map((top) => top - M.jointGap / 2);
  // A joint where a row ends inside the train (not before the uncoupled wagons, which follow apart).
  const joints: Joint[] = [];
  for (let r = 0; r < row; r++) {
    const last = cars.filter((c) => c.row === r).at(-1);
    const next = cars.find((c) => c.row === r + 1);
    if (last === undefined || next === undefined || last.gone || next.gone) continue;
    const from = { x: last.body.x + last.body.w, y: couplerY(last) };
    const to = { x: next.body.x, y: couplerY(next) };
    const right = Math.min(from.x + inset / 2 + 1, width - 1);
    const left = Math.max(to.x - inset / 2 - 1, 1);
    joints.push({ row: r, points: [from, { x: right, y: from.y }, { x: right, y: between[r]! }, { x: left, y: between[r]! }, { x: left, y: to.y }, to] });
  }
  return { orientation, width, height, cars, pieces, holdings, joints, between };
}

/** Where a car's coupler is (TrainBoard draws it there). */
function couplerY(c: CarBox): number {
  return c.body.y + c.body.h - 6;
}

/** The height of a floor's line of fire in a car: through the middle of its bandits' slots. */
function floorY(c: CarBox, floor: Floor): number {
  return floor === 'inside' ? c.body.y + c.body.h / 2 : c.body.y - Math.min(c.roof.h, M.slot.h) / 2;
}

/**
 * A bandit's line of fire on the picture (004 Skjut: along its floor, the way it faces, to the end of the
 * train): from its token to the end of the train, round the rows' ends and along the gap between the
 * rows where the train wraps (issue 22: the example whose line of fire crosses the wrap drew none).
 * Geometry only: who it hits is the engine's business. Empty when the bandit is not on the train.
 */
export function lineOfFire(layout: BoardLayout, id: BanditId): readonly Point[] {
  const shooter = layout.pieces.find((p) => p.id === id);
  if (shooter === undefined) return [];
  const train = layout.cars.filter((c) => !c.gone);
  const at = train.findIndex((c) => c.car === shooter.car);
  if (at < 0) return [];
  const rear = shooter.facing !== 'forward';
  const step = rear ? 1 : -1;
  const y = (c: CarBox) => floorY(c, shooter.floor);
  const start = train[at]!;
  const points: Point[] = [{ x: rear ? shooter.rect.x + shooter.rect.w : shooter.rect.x, y: y(start) }];
  let here = start;
  for (let i = at + step; i >= 0 && i < train.length; i += step) {
    const next = train[i]!;
    if (next.row !== here.row) {
      // Round the end of this row and along the gap to the next row (up, facing forward).
      const gap = layout.between[Math.min(here.row, next.row)]!;
      const endX = rear ? here.body.x + here.body.w + M.joint / 2 + 1 : here.body.x - M.joint / 2 - 1;
      const startX = rear ? next.body.x - M.joint / 2 - 1 : next.body.x + next.body.w + M.joint / 2 + 1;
      points.push({ x: endX, y: y(here) }, { x: endX, y: gap }, { x: startX, y: gap }, { x: startX, y: y(next) });
    }
    here = next;
  }
  points.push({ x: rear ? here.body.x + here.body.w + 4 : here.body.x - 4, y: y(here) });
  return points;
}
