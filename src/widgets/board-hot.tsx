// What both games' boards share: the halo that marks a spot (a possible answer, a legal or excluded
// option, a right or wrong answer) and the hot spot, a transparent HTML button over the picture so
// that every clickable thing is a real button (Tab, Enter/Space, a visible focus ring, its state
// read with its name). No game code: each board passes rectangles in its picture's units.

import type { ComponentChildren, Ref, TargetedKeyboardEvent } from 'preact';
import type { Translate } from './i18n.ts';

// `option`: a possible answer to a question, drawn neutrally (it must not say whether it is right).
export type MarkStatus = 'legal' | 'excluded' | 'selected' | 'correct' | 'wrong' | 'option';
export type Mark = {
  readonly status: MarkStatus;
  /** why (excluded), what it does (legal), shown on hover/focus and read with the button */
  readonly note?: string;
};
export type Marks = { readonly [key: string]: Mark };
export type Rect = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
/** Both boards draw the position twice: in a row (wide) and in a column (narrow). */
export type Orientation = 'wide' | 'narrow';
/** What every board's layout has: its orientation, its size in the picture's units, and its cars. */
export type LayoutFrame<Car> = {
  readonly orientation: Orientation;
  readonly width: number;
  readonly height: number;
  readonly cars: readonly Car[];
};

/**
 * Which of a board's two pictures to draw, when not both (the learn page: src/learn/drawn-pictures.tsx):
 * `drawn` says whether to draw one, `stage` goes on the element holding the pictures. Without it a
 * board draws both: the server's HTML needs both, and CSS container queries show one.
 */
export type DrawnPictures = { readonly drawn: (o: Orientation) => boolean; readonly stage: Ref<HTMLDivElement> };

export function pct(value: number, total: number): string {
  return `${((value / total) * 100).toFixed(3)}%`;
}

export function MarkHalo({ rect, mark, round }: { rect: Rect; mark: Mark | undefined; round?: boolean }) {
  if (!mark) return null;
  const m = 3;
  return (
    <g class={`tb-mark tb-mark-${mark.status}`}>
      <rect x={rect.x - m} y={rect.y - m} width={rect.w + 2 * m} height={rect.h + 2 * m} rx={round ? (rect.w + 2 * m) / 2 : 9} />
      {mark.status === 'excluded' || mark.status === 'wrong' ? (
        <g class="tb-mark-x">
          <circle cx={rect.x + rect.w} cy={rect.y} r={6} />
          <path d={`M${rect.x + rect.w - 3},${rect.y - 3} l6,6 M${rect.x + rect.w + 3},${rect.y - 3} l-6,6`} />
        </g>
      ) : null}
    </g>
  );
}

export function statusText(t: Translate, mark: Mark | undefined): string {
  if (!mark) return '';
  const status = t(`widgets:board.status.${mark.status}`);
  return mark.note ? t('widgets:board.statusNote', { status, note: mark.note }) : status;
}

export interface HotSpotProps {
  /** the board key (`bandit:tuco`, `car:2:roof`) */
  spot: string;
  /** in the picture's units, with the picture's size */
  rect: Rect;
  size: { readonly width: number; readonly height: number };
  /** what the spot is ("Tuco: Wagon 2, inside") */
  label: string;
  mark: Mark | undefined;
  /** a floor rather than a piece (drawn square) */
  zone?: boolean;
  t: Translate;
  onActivate: (key: string) => void;
  onKey?: ((key: string, event: KeyboardEvent) => boolean) | undefined;
  /** what the hovered or focused spot is, shown over the picture's foot ('' = nothing) */
  onTip: (text: string) => void;
}

export function HotSpot({ spot, rect: r, size, label, mark, zone = false, t, onActivate, onKey, onTip }: HotSpotProps) {
  const full = mark ? t('widgets:board.statusNote', { status: label, note: statusText(t, mark) }) : label;
  const onKeyDown = (e: TargetedKeyboardEvent<HTMLButtonElement>) => {
    if (onKey && onKey(spot, e)) e.preventDefault();
  };
  return (
    <button
      type="button"
      class={`tb-hot${zone ? ' tb-hot-zone' : ' tb-hot-piece'}${mark ? ` tb-hot-${mark.status}` : ''}`}
      data-key={spot}
      data-mark={mark?.status ?? 'none'}
      aria-label={full}
      aria-pressed={mark?.status === 'selected' ? 'true' : undefined}
      style={{ left: pct(r.x, size.width), top: pct(r.y, size.height), width: pct(r.w, size.width), height: pct(r.h, size.height) }}
      onClick={() => onActivate(spot)}
      onKeyDown={onKeyDown}
      onFocus={() => onTip(full)}
      onBlur={() => onTip('')}
      onMouseEnter={() => onTip(full)}
      onMouseLeave={() => onTip('')}
    />
  );
}

/** What a board's frame shows under its pictures: each car's line and each bandit's, in words. */
export interface BoardFrameProps {
  /** the root's class and data attributes (each game's own) */
  readonly root: Readonly<Record<string, string | number>>;
  readonly pictures: ComponentChildren;
  readonly tip: string;
  readonly textOpen: boolean;
  readonly summary: string;
  readonly descId: string;
  /** a line above the cars (Colt Super Express: how the line of fire reads) */
  readonly note?: ComponentChildren;
  readonly cars: readonly { readonly car: number; readonly name: string; readonly floors: string }[];
  /** after the cars (Colt Super Express: the wagons gone) */
  readonly carsEnd?: ComponentChildren;
  readonly bandits: readonly { readonly id: string; readonly text: string }[];
  /** after the bandits (Colt Express: the neutral bullets) */
  readonly banditsEnd?: ComponentChildren;
  /** on the element holding the pictures (DrawnPictures) */
  readonly stage?: Ref<HTMLDivElement> | undefined;
}

/** Both games' board frame: the pictures with the tap tip over their foot, and the same in words (issue 21: one copy). */
export function BoardFrame({ root, pictures, tip, textOpen, summary, descId, note, cars, carsEnd, bandits, banditsEnd, stage }: BoardFrameProps) {
  return (
    <div {...root} data-board="" data-pagefind-ignore="">
      <div class="tb-stage" ref={stage ?? null}>
        {pictures}
        {/* over the picture's foot, not under it: no room is kept for it on a phone */}
        <p class="tb-tip" aria-hidden="true">
          {tip}
        </p>
      </div>
      <details class="tb-text" open={textOpen}>
        <summary>{summary}</summary>
        <div id={descId}>
          {note}
          <ul class="tb-cars">
            {cars.map((c) => (
              <li key={c.car} data-car={c.car}>
                <strong>{c.name}</strong> {c.floors}
              </li>
            ))}
            {carsEnd}
          </ul>
          <ul class="tb-bandits">
            {bandits.map((b) => (
              <li key={b.id} data-bandit={b.id}>
                {b.text}
              </li>
            ))}
            {banditsEnd}
          </ul>
        </div>
      </details>
    </div>
  );
}
