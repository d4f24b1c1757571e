// Geometry of the train picture: where each car, floor, bandit, loot token and the
// Marshal go, in SVG user units. Pure: a position in, rectangles out. No rules here:
// it only draws what the state says.
//
// Two orientations of the same picture:
//  - 'wide': the train in a row, locomotive on the left, each car a column (roof above, inside below);
//  - 'narrow': one car under the other, for phone screens (the CSS picks one by the board's width).

import type { CharacterId, Floor, GameState, Loot } from '../engine/types.ts';

export type Orientation = 'wide' | 'narrow';
export type Rect = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

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
  /** where the car's name is written */
  readonly label: { readonly x: number; readonly y: number; readonly anchor: 'start' | 'middle' | 'end' };
  readonly locomotive: boolean;
  readonly caboose: boolean;
};

export type BoardLayout = {
  readonly orientation: Orientation;
  readonly width: number;
  readonly height: number;
  readonly cars: readonly CarBox[];
  readonly zones: readonly Zone[];
  readonly pieces: readonly Piece[];
  /** where the neutral-bullet count is written */
  readonly footer: { readonly x: number; readonly y: number };
};

export const SIZE = {
  bandit: { w: 60, h: 34 },
  marshal: { w: 30, h: 34 },
  loot: { w: 30, h: 30 },
  slot: { w: 30, h: 30 },
  gap: 4,
  pad: 6,
  row: 38,
} as const;

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

function sizeOf(item: Item): { w: number; h: number } {
  return item.kind === 'bandit' ? SIZE.bandit : item.kind === 'marshal' ? SIZE.marshal : item.kind === 'slot' ? SIZE.slot : SIZE.loot;
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
function flow(items: readonly Item[], width: number): { rects: Rect[]; rows: number } {
  const rects: Rect[] = [];
  let x = 0;
  let row = 0;
  for (const item of items) {
    const s = sizeOf(item);
    if (x > 0 && x + s.w > width) {
      row += 1;
      x = 0;
    }
    rects.push({ x, y: row * SIZE.row + (SIZE.row - s.h) / 2, w: s.w, h: s.h });
    x += s.w + SIZE.gap;
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

/** Wide: car columns, locomotive first (left); narrower columns for long trains so that they fit. */
function carWidth(cars: number): number {
  return cars >= 5 ? 116 : 136;
}
const CAR_GAP = 10;
const LABEL_H = 34;
const WHEELS_H = 12;
/** Narrow: the viewBox is as wide as a phone's text column, so one unit ≈ one CSS pixel. */
const NARROW_W = 328;
/** Narrow: room kept at the right of the roof for the car's name. */
const NARROW_LABEL_W = 118;

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
  const CAR_W = carWidth(n);
  const inner = (orientation === 'wide' ? CAR_W : NARROW_W) - 2 * SIZE.pad;
  const floors = Array.from({ length: n }, (_, car) => {
    const roof = itemsAt(state, car, 'roof', slots);
    const inside = itemsAt(state, car, 'inside', slots);
    return { roof, inside, roofFlow: flow(roof, inner), insideFlow: flow(inside, inner) };
  });

  if (orientation === 'wide') {
    const roofRows = Math.max(1, ...floors.map((f) => f.roofFlow.rows));
    const insideRows = Math.max(1, ...floors.map((f) => f.insideFlow.rows));
    const roofH = roofRows * SIZE.row + SIZE.pad;
    const bodyH = insideRows * SIZE.row + 2 * SIZE.pad;
    const top = 8;
    floors.forEach((f, car) => {
      const x = car * (CAR_W + CAR_GAP) + 2;
      const body = { x, y: top + roofH, w: CAR_W, h: bodyH };
      const roofZone = { x, y: top, w: CAR_W, h: roofH };
      const roofAt = { x: x + SIZE.pad, y: top };
      const insideAt = { x: x + SIZE.pad, y: body.y + SIZE.pad };
      const roofSlot = slotOf(f.roof, f.roofFlow.rects, roofAt);
      const insideSlot = slotOf(f.inside, f.insideFlow.rects, insideAt);
      zones.push({ key: keys.zone(car, 'roof'), car, floor: 'roof', rect: roofZone, ...(roofSlot ? { slot: roofSlot } : {}) });
      zones.push({ key: keys.zone(car, 'inside'), car, floor: 'inside', rect: body, ...(insideSlot ? { slot: insideSlot } : {}) });
      place(pieces, f.roof, f.roofFlow.rects, roofAt, car, 'roof');
      place(pieces, f.inside, f.insideFlow.rects, insideAt, car, 'inside');
      cars.push({
        car,
        body,
        label: { x: x + CAR_W / 2, y: body.y + bodyH + WHEELS_H + 16, anchor: 'middle' },
        locomotive: car === 0,
        caboose: car === n - 1 && n > 1,
      });
    });
    const height = top + roofH + bodyH + WHEELS_H + LABEL_H + 24;
    return {
      orientation,
      width: n * (CAR_W + CAR_GAP) - CAR_GAP + 4,
      height,
      cars,
      zones,
      pieces,
      footer: { x: 4, y: height - 8 },
    };
  }

  // narrow: cars stacked, each = roof zone (the car's name at its right end), body (inside zone), wheels
  const roofInner = NARROW_W - 2 * SIZE.pad - NARROW_LABEL_W;
  let y = 4;
  floors.forEach((f, car) => {
    const x = 0;
    const roofFlow = flow(f.roof, roofInner);
    const roofTop = y;
    const roofH = roofFlow.rows * SIZE.row + SIZE.pad;
    const body = { x, y: roofTop + roofH, w: NARROW_W, h: f.insideFlow.rows * SIZE.row + 2 * SIZE.pad };
    const roofAt = { x: x + SIZE.pad, y: roofTop };
    const insideAt = { x: x + SIZE.pad, y: body.y + SIZE.pad };
    const roofSlot = slotOf(f.roof, roofFlow.rects, roofAt);
    const insideSlot = slotOf(f.inside, f.insideFlow.rects, insideAt);
    zones.push({ key: keys.zone(car, 'roof'), car, floor: 'roof', rect: { x, y: roofTop, w: NARROW_W, h: roofH }, ...(roofSlot ? { slot: roofSlot } : {}) });
    zones.push({ key: keys.zone(car, 'inside'), car, floor: 'inside', rect: body, ...(insideSlot ? { slot: insideSlot } : {}) });
    place(pieces, f.roof, roofFlow.rects, roofAt, car, 'roof');
    place(pieces, f.inside, f.insideFlow.rects, insideAt, car, 'inside');
    cars.push({ car, body, label: { x: NARROW_W - 4, y: roofTop + 18, anchor: 'end' }, locomotive: car === 0, caboose: car === n - 1 && n > 1 });
    y = body.y + body.h + WHEELS_H + 6;
  });
  const height = y + 22;
  return { orientation, width: NARROW_W, height, cars, zones, pieces, footer: { x: 2, y: height - 8 } };
}

/**
 * The narrow picture is used below this board width (CSS px): the wide one is never drawn below 85 % of
 * its size. src/styles/widgets.css has these numbers in its container queries (tested).
 */
export function wideMinWidth(cars: number): number {
  return Math.floor((cars * (carWidth(cars) + CAR_GAP) - CAR_GAP + 4) * 0.85);
}
