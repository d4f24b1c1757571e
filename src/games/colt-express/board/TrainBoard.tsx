// The train board: the position as an SVG picture, its text description beside it, and
// (when the board is interactive) transparent HTML buttons over the pieces, so every
// clickable thing is a real button: reachable with Tab, operable with Enter/Space, with a
// visible focus ring. Renders the same on the server (static picture) and in the browser.
// Holds no rules: what glows and why comes in `marks`, computed from the engine.

import { useState } from 'preact/hooks';
import { BoardFrame, HotSpot, MarkHalo, type DrawnPictures, type Marks } from '../../../widgets/board-hot.tsx';
import type { GameState, Loot } from '../engine/types.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { BANDIT_COLOURS, LOOT_COLOURS } from './colors.ts';
import { banditName, carName, describeBoard, lootName, neutralLine, placeName } from './describe.ts';
import { layoutBoard, type BoardLayout, type Orientation, type Piece, type Rect, type Zone } from './layout.ts';

// Marks, halos and hot spots are the same on both games' boards (src/widgets/board-hot.tsx).
export type { Mark, Marks, MarkStatus } from '../../../widgets/board-hot.tsx';

export interface TrainBoardProps {
  state: GameState;
  t: Translate;
  /** unique on the page: prefixes the ids used for aria-describedby */
  idBase: string;
  showPurseValues?: boolean;
  marks?: Marks;
  /** when set, marked pieces (or every piece and floor with `editable`) become buttons */
  onActivate?: (key: string) => void;
  /** every piece and every floor is a button (sandbox editing) */
  editable?: boolean;
  /** keyboard on a hot spot (sandbox: arrows move the selected piece); return true when handled */
  onKey?: (key: string, event: KeyboardEvent) => boolean;
  /** text list open by default */
  textOpen?: boolean;
  /** which pictures to draw (wide, narrow), when not both: the learn page's (src/learn/drawn-pictures.tsx) */
  pictures?: DrawnPictures;
}

const ORIENTATIONS: readonly Orientation[] = ['wide', 'narrow'];

function star(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

function LootIcon({ loot, rect, show }: { loot: Loot; rect: Rect; show: boolean }) {
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  if (loot.kind === 'purse') {
    const c = LOOT_COLOURS.purse;
    return (
      <g class="tb-loot">
        <circle class="tb-outline" cx={cx} cy={cy} r={12.5} fill={c.fill} />
        <text x={cx} y={cy + 3.5} text-anchor="middle" fill={c.text} class="tb-loot-text">
          {show && loot.value !== null ? String(loot.value) : '$?'}
        </text>
      </g>
    );
  }
  if (loot.kind === 'jewel') {
    const c = LOOT_COLOURS.jewel;
    return (
      <g class="tb-loot">
        <polygon class="tb-outline" points={`${cx},${cy - 12} ${cx + 10},${cy - 2} ${cx},${cy + 12} ${cx - 10},${cy - 2}`} fill={c.fill} />
        <path d={`M${cx - 10},${cy - 2} H${cx + 10} M${cx},${cy - 12} L${cx - 4},${cy - 2} L${cx},${cy + 12} L${cx + 4},${cy - 2} Z`} stroke={c.text} stroke-width={0.8} fill="none" />
      </g>
    );
  }
  const c = LOOT_COLOURS.strongbox;
  return (
    <g class="tb-loot">
      <rect class="tb-outline" x={cx - 12} y={cy - 9} width={24} height={18} rx={2} fill={c.fill} />
      <text x={cx} y={cy + 4} text-anchor="middle" fill={c.text} class="tb-loot-text">$$</text>
    </g>
  );
}

function PieceShape({ piece, show, t }: { piece: Piece; show: boolean; t: Translate }) {
  const r = piece.rect;
  if (piece.kind === 'bandit') {
    const c = BANDIT_COLOURS[piece.id];
    // Two lines: the name, then bullets left and loot held. The compact (phone) token is lower and narrower.
    const k = r.w / 60;
    const nameY = r.y + r.h * 0.41;
    const countsY = r.y + r.h - 5;
    return (
      <g class="tb-bandit" data-bandit={piece.id}>
        <rect class="tb-outline" x={r.x} y={r.y} width={r.w} height={r.h} rx={7} fill={c.fill} />
        <text x={r.x + r.w / 2} y={nameY} text-anchor="middle" fill={c.text} class="tb-name">
          {banditName(t, piece.id)}
        </text>
        <g fill={c.text} class="tb-small">
          <rect x={r.x + 7 * k} y={countsY - 8 * k} width={4 * k} height={8 * k} rx={2 * k} />
          <text x={r.x + 13 * k} y={countsY}>{String(piece.bullets)}</text>
          <circle cx={r.x + 36 * k} cy={countsY - 3.5 * k} r={4 * k} />
          <text x={r.x + 42 * k} y={countsY}>{String(piece.loot)}</text>
        </g>
      </g>
    );
  }
  if (piece.kind === 'marshal') {
    const c = LOOT_COLOURS.marshal;
    const outer = Math.min(15, r.h / 2 - 1);
    return (
      <g class="tb-marshal">
        <polygon class="tb-outline" points={star(r.x + r.w / 2, r.y + r.h / 2, outer, (outer * 7) / 15)} fill={c.fill} />
        <circle cx={r.x + r.w / 2} cy={r.y + r.h / 2} r={3} fill={c.text} />
        <title>{t('widgets:board.marshal')}</title>
      </g>
    );
  }
  return <LootIcon loot={piece.loot} rect={r} show={show} />;
}

function Picture({
  layout,
  state,
  t,
  show,
  marks,
  summary,
  descId,
}: {
  layout: BoardLayout;
  state: GameState;
  t: Translate;
  show: boolean;
  marks: Marks;
  summary: string;
  descId: string;
}) {
  const n = state.cars.length;
  return (
    <svg
      class="tb-svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={summary}
      aria-describedby={descId}
      preserveAspectRatio="xMinYMin meet"
    >
      {layout.cars.map((c) => {
        const b = c.body;
        return (
          <g class={c.locomotive ? 'tb-car tb-loco' : 'tb-car'} key={`car${c.car}`}>
            {layout.orientation === 'wide' && c.car > 0 ? (
              <line class="tb-coupler" x1={b.x - 10} x2={b.x} y1={b.y + b.h - 8} y2={b.y + b.h - 8} />
            ) : null}
            {/* the roof: a band of the car itself, above its body, where its roof's pieces stand */}
            <rect class="tb-roof" x={c.roof.x} y={c.roof.y} width={c.roof.w} height={c.roof.h + 6} rx={6} />
            <rect class="tb-body" x={b.x} y={b.y} width={b.w} height={b.h} rx={5} />
            <line class="tb-roofline" x1={b.x - 2} x2={b.x + b.w + 2} y1={b.y} y2={b.y} />
            {c.locomotive && layout.orientation === 'wide' ? <rect class="tb-chimney" x={b.x + b.w - 22} y={b.y - 8} width={10} height={8} /> : null}
            <circle class="tb-wheel" cx={b.x + c.wheels.inset} cy={c.wheels.y} r={c.wheels.r} />
            <circle class="tb-wheel" cx={b.x + b.w - c.wheels.inset} cy={c.wheels.y} r={c.wheels.r} />
            <text class="tb-label" x={c.label.x} y={c.label.y} text-anchor={c.label.anchor}>
              {c.caboose ? t('widgets:board.wagon', { n: c.car }) : carName(t, c.car, n)}
            </text>
            {c.caboose ? (
              <text class="tb-label tb-label-tag" x={c.label.x} y={c.label.y + 14} text-anchor={c.label.anchor}>
                {t('widgets:board.cabooseTag')}
              </text>
            ) : null}
          </g>
        );
      })}
      {layout.zones.map((z) => (
        <MarkHalo key={`zm${z.key}`} rect={z.slot ?? z.rect} mark={marks[z.key]} />
      ))}
      {layout.zones.map((z) =>
        z.slot ? (
          <g class="tb-slot" key={`slot${z.key}`}>
            <rect x={z.slot.x + 2} y={z.slot.y + 2} width={z.slot.w - 4} height={z.slot.h - 4} rx={5} />
            <path d={`M${z.slot.x + z.slot.w / 2},${z.slot.y + 8} v${z.slot.h - 16} M${z.slot.x + 8},${z.slot.y + z.slot.h / 2} h${z.slot.w - 16}`} />
          </g>
        ) : null,
      )}
      {layout.pieces.map((p) => (
        <g key={p.key}>
          <MarkHalo rect={p.rect} mark={marks[p.key]} round={p.kind === 'loot'} />
          <PieceShape piece={p} show={show} t={t} />
        </g>
      ))}
      <text class="tb-footer" x={layout.footer.x} y={layout.footer.y}>
        {neutralLine(t, state)}
      </text>
    </svg>
  );
}

function hotLabel(t: Translate, state: GameState, item: Piece | Zone, show: boolean): string {
  const n = state.cars.length;
  if (!('kind' in item)) return placeName(t, item.car, item.floor, n);
  const place = placeName(t, item.car, item.floor, n);
  const what =
    item.kind === 'bandit'
      ? banditName(t, item.id)
      : item.kind === 'marshal'
        ? t('widgets:board.marshal')
        : lootName(t, item.loot, show);
  return t('widgets:board.at', { who: what, place });
}

export default function TrainBoard(props: TrainBoardProps) {
  const { state, t, idBase, marks = {}, onActivate, editable = false, onKey, textOpen = true, pictures: only } = props;
  const show = props.showPurseValues ?? true;
  const [tip, setTip] = useState<string>('');
  const text = describeBoard(state, t, { showPurseValues: show });
  const descId = `${idBase}-text`;
  const n = state.cars.length;

  const pictures = ORIENTATIONS.map((o) => {
    if (only !== undefined && !only.drawn(o)) return <div class={`tb-pic tb-${o}`} key={o} />;
    const layout = layoutBoard(state, o, { slots: editable });
    const hot: (Piece | Zone)[] = [];
    if (onActivate) {
      for (const z of layout.zones) if (editable || marks[z.key]) hot.push(z);
      for (const p of layout.pieces) if (editable || marks[p.key]) hot.push(p);
    }
    return (
      <div
        class={`tb-pic tb-${o}`}
        key={o}
        style={{ aspectRatio: `${layout.width} / ${layout.height}`, maxWidth: `${layout.width}px` }}
      >
        <Picture layout={layout} state={state} t={t} show={show} marks={marks} summary={text.summary} descId={descId} />
        {hot.map((h) => (
          <HotSpot
            key={`hot-${o}-${h.key}`}
            spot={h.key}
            rect={'kind' in h ? h.rect : (h.slot ?? h.rect)}
            size={layout}
            label={hotLabel(t, state, h, show)}
            mark={marks[h.key]}
            zone={!('kind' in h)}
            t={t}
            onActivate={(key) => onActivate?.(key)}
            onKey={onKey}
            onTip={setTip}
          />
        ))}
      </div>
    );
  });

  return (
    <BoardFrame
      root={{ class: 'tb', 'data-cars': n }}
      pictures={pictures}
      stage={only?.stage}
      tip={tip}
      textOpen={textOpen}
      summary={t('widgets:board.textTitle')}
      descId={descId}
      cars={text.cars.map((c) => ({ car: c.car, name: c.name, floors: t('widgets:board.floors', { roof: c.roof, inside: c.inside }) }))}
      bandits={text.bandits}
      banditsEnd={<li>{text.neutral}</li>}
    />
  );
}
