// Geometry of the train picture: where each car, floor, bandit, loot token and the
// Marshal go, in SVG user units. Pure: a position in, rectangles out. No rules here:
// it only draws what the state says.
//
// Two orientations of the same picture:
//  - 'wide': the train in a row, locomotive on the left, each car a column (roof above, inside below);
//  - 'narrow': one car under the other, for phone screens (the CSS picks one by the board's width).

import type { CharacterId, Floor, GameState, Loot } from '../engine/types.ts';
import type { LayoutFrame, Orientation, Rect } from '../../../widgets/board-hot.tsx';
// The orientations, the rectangle and the frame of a layout are the same on both games' boards.
export type { Orientation, Rect };

export type PieceKey = string;

export type Piece =
  | {
      readonly kind: 'bandit';
      readonly key: PieceKey;
      readonly id: CharacterId;
      readonly car: number;
      readonly floor: Floor;
      readonly rect: Rect;
      readonly bullets: number;
      readonly loot: number;
    }
  | { readonly kind: 'marshal'; readonly key: PieceKey; readonly car: number; readonly floor: 'inside'; readonly rect: Rect }
  | {
      readonly kind: 'loot';
      readonly key: PieceKey;
      readonly car: number;
      readonly floor: Floor;
      readonly index: number;
      readonly loot: Loot;
      readonly rect: Rect;
    };

export type Zone = {
  readonly key: PieceKey;
  readonly car: number;
  readonly floor: Floor;
  readonly rect: Rect;
  /** with `slots`: a free square after the floor's pieces, the floor's own target when pieces are targets too */
  readonly slot?: Rect;
};
export type CarBox = {
  readonly car: number;
  /** the car's body (inside) */
  readonly body: Rect;
  /** the car's roof: the band above the body where its roof's pieces stand, drawn as part of the car */
  readonly roof: Rect;
  /** the wheels under the body: their centre line, radius and distance from the body's ends */
  readonly wheels: { readonly y: number; readonly r: number; readonly inset: number };
  /** where the car's name is written */
  readonly label: { readonly x: number; readonly y: number; readonly anchor: 'start' | 'middle' | 'end' };
  readonly locomotive: boolean;
  readonly caboose: boolean;
};

export type BoardLayout = LayoutFrame<CarBox> & {
  readonly zones: readonly Zone[];
  readonly pieces: readonly Piece[];
  /** where the neutral-bullet count is written */
  readonly footer: { readonly x: number; readonly y: number };
};

/** Sizes of the pieces and rows of one picture, in SVG user units. */
export type Metrics = {
  readonly bandit: { readonly w: number; readonly h: number };
  readonly marshal: { readonly w: number; readonly h: number };
  readonly loot: { readonly w: number; readonly h: number };
  readonly slot: { readonly w: number; readonly h: number };
  readonly gap: number;
  readonly pad: number;
  readonly row: number;
};

/** The wide picture: two-line bandit tokens (name, then bullets and loot). */
export const SIZE: Metrics = {
  bandit: { w: 60, h: 34 },
  marshal: { w: 30, h: 34 },
  loot: { w: 30, h: 30 },
  slot: { w: 30, h: 30 },
  gap: 4,
  pad: 6,
  row: 38,
};

/**
 * The narrow (phone) picture: the same tokens, smaller and closer, so that a train of seven cars, the
 * example's question and its controls fit on a 390 × 844 screen together (issue 22: 70 units a car, not
 * 77). Every piece stays at least 26 units high: a ≥ 24 CSS px touch target down to a 360 px wide phone
 * (the picture is drawn at ≥ 0.94 there).
 */
export const COMPACT: Metrics = {
  bandit: { w: 56, h: 28 },
  marshal: { w: 26, h: 28 },
  loot: { w: 26, h: 26 },
  slot: { w: 28, h: 28 },
  gap: 4,
  pad: 1,
  row: 29,
};

/** Board keys: the same strings name a piece in the layout, in highlights and in the hot spots. */
export const keys = {
  bandit: (id: CharacterId): PieceKey => `bandit:${id}`,
  marshal: (): PieceKey => 'marshal',
  zone: (car: number, floor: Floor): PieceKey => `car:${car}:${floor}`,
  loot: (car: number, floor: Floor, index: number): PieceKey => `loot:${car}:${floor}:${index}`,
};

type Item =
  | { readonly kind: 'bandit'; readonly id: CharacterId; readonly bullets: number; readonly loot: number }
  | { readonly kind: 'marshal' }
  | { readonly kind: 'loot'; readonly loot: Loot; readonly index: number }
  | { readonly kind: 'slot' };

function sizeOf(item: Item, m: Metrics): { w: number; h: number } {
  return item.kind === 'bandit' ? m.bandit : item.kind === 'marshal' ? m.marshal : item.kind === 'slot' ? m.slot : m.loot;
}

/** Bandits in the canonical order of the game, then the Marshal, then the loot as the state lists it. */
function itemsAt(state: GameState, car: number, floor: Floor, slots: boolean): Item[] {
  const items: Item[] = [];
  for (const id of state.config.bandits) {
    const b = state.bandits[id];
    if (b && b.car === car && b.floor === floor) items.push({ kind: 'bandit', id, bullets: b.bulletsLeft, loot: b.loot.length });
  }
  if (floor === 'inside' && state.marshal === car) items.push({ kind: 'marshal' });
  const loot = state.cars[car]?.[floor] ?? [];
  loot.forEach((l, index) => items.push({ kind: 'loot', loot: l, index }));
  if (slots) items.push({ kind: 'slot' });
  return items;
}

/** Left-to-right flow with wrapping; returns the item rectangles relative to (0, 0) and the rows used. */
function flow(items: readonly Item[], width: number, m: Metrics): { rects: Rect[]; rows: number } {
  const rects: Rect[] = [];
  let x = 0;
  let row = 0;
  for (const item of items) {
    const s = sizeOf(item, m);
    if (x > 0 && x + s.w > width) {
      row += 1;
      x = 0;
    }
    rects.push({ x, y: row * m.row + (m.row - s.h) / 2, w: s.w, h: s.h });
    x += s.w + m.gap;
  }
  return { rects, rows: Math.max(1, row + 1) };
}

function place(
  out: Piece[],
  items: readonly Item[],
  rects: readonly Rect[],
  origin: { x: number; y: number },
  car: number,
  floor: Floor,
): void {
  items.forEach((item, i) => {
    const r = rects[i] as Rect;
    const rect = { x: origin.x + r.x, y: origin.y + r.y, w: r.w, h: r.h };
    if (item.kind === 'bandit') {
      out.push({ kind: 'bandit', key: keys.bandit(item.id), id: item.id, car, floor, rect, bullets: item.bullets, loot: item.loot });
    } else if (item.kind === 'marshal') {
      out.push({ kind: 'marshal', key: keys.marshal(), car, floor: 'inside', rect });
    } else if (item.kind === 'slot') {
      return;
    } else {
      out.push({ kind: 'loot', key: keys.loot(car, floor, item.index), car, floor, index: item.index, loot: item.loot, rect });
    }
  });
}

/**
 * Wide: car columns, locomotive first (left). The columns narrow as the train grows so that the whole
 * train is about WIDE_TARGET units wide (a desktop text column, drawn at about 1:1), but never below one
 * bandit token: locomotive + 6 wagons stays a row at desktop widths.
 */
const WIDE_TARGET = 600;
const CAR_GAP = 10;
const CAR_MAX = 136;
const CAR_MIN = SIZE.bandit.w + 2 * SIZE.pad + 4;
function carWidth(cars: number): number {
  return Math.max(CAR_MIN, Math.min(CAR_MAX, Math.floor((WIDE_TARGET + CAR_GAP - 4) / cars - CAR_GAP)));
}
function wideWidth(cars: number): number {
  return cars * (carWidth(cars) + CAR_GAP) - CAR_GAP + 4;
}
const LABEL_H = 34;
const WHEELS_H = 12;
/** Narrow: the viewBox is as wide as a phone's text column, so one unit ≈ one CSS pixel. */
const NARROW_W = 328;
/** Narrow: room kept at the right of the roof for the car's name (and "caboose" under it). */
const NARROW_LABEL_W = 84;
/** Narrow: margin at the left and the right of the cars. */
const NARROW_X = 4;
/** Narrow: space between two cars (the wheels sit in it). */
const NARROW_CAR_GAP = 10;

/** The slot rectangle of a zone's flow (the last item when `slots`), placed at `origin`. */
function slotOf(items: readonly Item[], rects: readonly Rect[], origin: { x: number; y: number }): Rect | undefined {
  const i = items.findIndex((it) => it.kind === 'slot');
  const r = rects[i];
  return i < 0 || r === undefined ? undefined : { x: origin.x + r.x, y: origin.y + r.y, w: r.w, h: r.h };
}

export function layoutBoard(state: GameState, orientation: Orientation, options: { slots?: boolean } = {}): BoardLayout {
  const slots = options.slots === true;
  const n = state.cars.length;
  const pieces: Piece[] = [];
  const zones: Zone[] = [];
  const cars: CarBox[] = [];
  const m = orientation === 'wide' ? SIZE : COMPACT;
  const CAR_W = carWidth(n);
  const inner = (orientation === 'wide' ? CAR_W : NARROW_W - 2 * NARROW_X) - 2 * m.pad;
  const floors = Array.from({ length: n }, (_, car) => {
    const roof = itemsAt(state, car, 'roof', slots);
    const inside = itemsAt(state, car, 'inside', slots);
    return { roof, inside, roofFlow: flow(roof, inner, m), insideFlow: flow(inside, inner, m) };
  });

  if (orientation === 'wide') {
    const roofRows = Math.max(1, ...floors.map((f) => f.roofFlow.rows));
    const insideRows = Math.max(1, ...floors.map((f) => f.insideFlow.rows));
    const roofH = roofRows * m.row + m.pad;
    const bodyH = insideRows * m.row + 2 * m.pad;
    const top = 8;
    floors.forEach((f, car) => {
      const x = car * (CAR_W + CAR_GAP) + 2;
      const body = { x, y: top + roofH, w: CAR_W, h: bodyH };
      const roofZone = { x, y: top, w: CAR_W, h: roofH };
      const roofAt = { x: x + m.pad, y: top };
      const insideAt = { x: x + m.pad, y: body.y + m.pad };
      const roofSlot = slotOf(f.roof, f.roofFlow.rects, roofAt);
      const insideSlot = slotOf(f.inside, f.insideFlow.rects, insideAt);
      zones.push({ key: keys.zone(car, 'roof'), car, floor: 'roof', rect: roofZone, ...(roofSlot ? { slot: roofSlot } : {}) });
      zones.push({ key: keys.zone(car, 'inside'), car, floor: 'inside', rect: body, ...(insideSlot ? { slot: insideSlot } : {}) });
      place(pieces, f.roof, f.roofFlow.rects, roofAt, car, 'roof');
      place(pieces, f.inside, f.insideFlow.rects, insideAt, car, 'inside');
      cars.push({
        car,
        body,
        roof: roofZone,
        wheels: { y: body.y + bodyH + 6, r: 6, inset: Math.min(22, CAR_W / 4) },
        label: { x: x + CAR_W / 2, y: body.y + bodyH + WHEELS_H + 16, anchor: 'middle' },
        locomotive: car === 0,
        caboose: car === n - 1 && n > 1,
      });
    });
    const height = top + roofH + bodyH + WHEELS_H + LABEL_H + 24;
    return { orientation, width: wideWidth(n), height, cars, zones, pieces, footer: { x: 4, y: height - 8 } };
  }

  // narrow: cars stacked, each = roof zone (the car's name at its right end), body (inside zone), wheels;
  // a margin of NARROW_X each side so that the glow around a piece at the edge is not cut off
  const roofInner = NARROW_W - 2 * NARROW_X - 2 * m.pad - NARROW_LABEL_W;
  const carW = NARROW_W - 2 * NARROW_X;
  let y = 4;
  floors.forEach((f, car) => {
    const x = NARROW_X;
    const roofFlow = flow(f.roof, roofInner, m);
    const roofTop = y;
    const roofH = roofFlow.rows * m.row + m.pad;
    const body = { x, y: roofTop + roofH, w: carW, h: f.insideFlow.rows * m.row + 2 * m.pad };
    const roofAt = { x: x + m.pad, y: roofTop };
    const insideAt = { x: x + m.pad, y: body.y + m.pad };
    const roofSlot = slotOf(f.roof, roofFlow.rects, roofAt);
    const insideSlot = slotOf(f.inside, f.insideFlow.rects, insideAt);
    zones.push({ key: keys.zone(car, 'roof'), car, floor: 'roof', rect: { x, y: roofTop, w: carW, h: roofH }, ...(roofSlot ? { slot: roofSlot } : {}) });
    zones.push({ key: keys.zone(car, 'inside'), car, floor: 'inside', rect: body, ...(insideSlot ? { slot: insideSlot } : {}) });
    place(pieces, f.roof, roofFlow.rects, roofAt, car, 'roof');
    place(pieces, f.inside, f.insideFlow.rects, insideAt, car, 'inside');
    cars.push({
      car,
      body,
      // Drawn as one piece with the body, apart from the car above by the gap its wheels sit in (issue 22:
      // Cheyenne on wagon 3's roof seemed to hang under wagon 2).
      roof: { x, y: roofTop, w: carW, h: roofH },
      wheels: { y: body.y + body.h + 3, r: 4, inset: 22 },
      // On its own roof, just above the body: nearer its own car than the wheels of the one above (a
      // reader took "Wagon 1" for the name of the car above it). The caboose's two lines fill the roof.
      label: { x: x + carW - 3, y: car === n - 1 && n > 1 ? roofTop + 12 : roofTop + roofH - 5, anchor: 'end' },
      locomotive: car === 0,
      caboose: car === n - 1 && n > 1,
    });
    y = body.y + body.h + NARROW_CAR_GAP;
  });
  const height = y + 16;
  return { orientation, width: NARROW_W, height, cars, zones, pieces, footer: { x: NARROW_X, y: height - 4 } };
}

/**
 * The narrow picture is used below this board width (CSS px): the wide one is never drawn below 85 % of
 * its size. src/styles/widgets.css has these numbers in its container queries (tested).
 */
export function wideMinWidth(cars: number): number {
  return Math.floor(wideWidth(cars) * 0.85);
}
