// The Colt Super Express board: the train as an SVG picture (each floor's line in order, each
// bandit pointing the way it faces, stunned bandits lying, uncoupled wagons apart, a strip with
// everyone's wagon cards and who is out), its text twin beside it, and, when the board answers a
// question, transparent HTML buttons over the bandits (real buttons: Tab, Enter/Space, focus ring,
// ≥ 24 px). Renders the same on the server and in the browser; holds no rules (`marks` say what glows).

import { useState } from 'preact/hooks';
import type { BanditId, GameState } from '../engine/types.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import type { BoardProps, Marks } from '../../../widgets/player/kit.ts';
import { BoardFrame, HotSpot, MarkHalo } from '../../../widgets/board-hot.tsx';
import { PAWN_COLOURS as BANDIT_COLOURS } from '../../shared/pawn-colours.ts';
import { banditName, carName, describeBoard, placeName, valueText } from './describe.ts';
import { explain } from '../engine/play.ts';
import { layoutBoard, lineOfFire, type BanditPiece, type BoardLayout, type Orientation, type Point } from './layout.ts';
import './board-cse.css';

const CARD = { fill: '#f0c453', text: '#2b1d00' };
const ORIENTATIONS: readonly Orientation[] = ['wide', 'narrow'];

/** A token shaped like an arrow: its point is the side the bandit faces (left = the locomotive). */
function Token({ piece, t }: { piece: BanditPiece; t: Translate }) {
  const c = BANDIT_COLOURS[piece.id];
  const r = piece.rect;
  const h = piece.stunned ? 16 : 26;
  const y = r.y + r.h - h - 2;
  // Lying down, a shorter point: the name has the token's length (tokenText).
  const tip = piece.stunned ? LYING_TIP : 9;
  const left = piece.facing === 'forward';
  const x0 = r.x + 1;
  const x1 = r.x + r.w - 1;
  const mid = y + h / 2;
  const points = left
    ? `${x0},${mid} ${x0 + tip},${y} ${x1},${y} ${x1},${y + h} ${x0 + tip},${y + h}`
    : `${x0},${y} ${x1 - tip},${y} ${x1},${mid} ${x1 - tip},${y + h} ${x0},${y + h}`;
  return (
    <g class={`cse-token${piece.stunned ? ' cse-stunned' : ''}`} data-bandit={piece.id} data-facing={piece.facing} data-stunned={piece.stunned ? 'true' : 'false'}>
      <polygon class="tb-outline" points={points} fill={c.fill} />
      <text
        x={r.x + r.w / 2 + (left ? tip / 2 : -tip / 2)}
        y={mid + (piece.stunned ? 3.5 : 4)}
        text-anchor="middle"
        fill={c.text}
        class={piece.stunned ? 'cse-name-lying' : 'tb-name'}
        {...tokenText(banditName(t, piece.id), r.w, piece.stunned)}
      />
    </g>
  );
}

const LYING_TIP = 5;

/**
 * The name on a token `slot` units wide. Lying down (stunned) the token is low and its name small, with a
 * shorter point: a long name fits whole, narrowed at most, down to the narrowest slot of seven bandits in
 * one line on a phone (issue 22: "Cheyenne" lying down was cut).
 */
export function tokenText(name: string, slot: number, stunned: boolean): ReturnType<typeof tokenName> {
  return stunned ? tokenName(name, slot - LYING_TIP - 3, 5.6, 1.5) : tokenName(name, slot - 13, 6.6);
}

/**
 * A token's name: whole when it fits; whole and a little narrower when it nearly fits (a review found
 * "Cheye." on a Colt Super Express board); cut ("Chey.") only on a token far too narrow. The text list
 * and the button say it whole.
 */
export function tokenName(name: string, room: number, charW: number, squeeze = 1.35): { children: string; textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  const need = name.length * charW;
  if (need <= room) return { children: name };
  if (need <= room * squeeze) return { children: name, textLength: Math.floor(room), lengthAdjust: 'spacingAndGlyphs' };
  const fit = Math.floor(room / charW);
  return { children: `${name.slice(0, Math.max(2, fit - 1))}.` };
}

/** The bandit whose Fire (or a stunned bandit's Reflex) the next reveal resolves, if any. */
function shooterOf(state: GameState): BanditId | undefined {
  const preview = state.pending === null ? null : explain(state).reveal;
  if (preview === null || preview.fromOutside) return undefined;
  const fires = preview.card === 'fire' ? !preview.standsUp : preview.card === 'reflex' && preview.standsUp;
  return fires ? preview.bandit : undefined;
}

const path = (points: readonly Point[]): string => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');

/** An arrow's head at the end of a line, pointing along its last segment. */
function head(points: readonly Point[], size: number): string {
  const b = points.at(-1)!;
  const a = points.at(-2) ?? b;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
  return `${b.x},${b.y} ${b.x - size * ux - (size / 2) * uy},${b.y - size * uy + (size / 2) * ux} ${b.x - size * ux + (size / 2) * uy},${b.y - size * uy - (size / 2) * ux}`;
}

function Picture({ layout, state, t, marks, summary, descId }: { layout: BoardLayout; state: GameState; t: Translate; marks: Marks; summary: string; descId: string }) {
  const n = state.train.length;
  const shooter = shooterOf(state);
  const fire = shooter === undefined ? [] : lineOfFire(layout, shooter);
  return (
    <svg class="tb-svg" viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={summary} aria-describedby={descId} preserveAspectRatio="xMinYMin meet">
      {layout.cars.map((c) => {
        const b = c.body;
        return (
          <g class={`tb-car${c.locomotive ? ' tb-loco' : ''}${c.gone ? ' cse-gone' : ''}`} key={`car${c.car}${c.gone ? 'g' : ''}`} data-car={c.car} data-gone={c.gone ? 'true' : undefined}>
            {c.coupled ? <line class="tb-coupler" x1={b.x - 12} x2={b.x} y1={b.y + b.h - 6} y2={b.y + b.h - 6} /> : null}
            <rect class="tb-body" x={b.x} y={b.y} width={b.w} height={b.h} rx={c.locomotive ? 10 : 4} />
            <line class="tb-roofline" x1={b.x - 1} x2={b.x + b.w + 1} y1={b.y} y2={b.y} />
            {c.locomotive ? <rect class="tb-chimney" x={b.x + 8} y={b.y - 9} width={9} height={9} /> : null}
            <text class="tb-label" x={c.label.x} y={c.label.y} text-anchor="middle">
              {c.car === 0 ? carName(t, 0, n) : t('board-cse:wagon', { n: c.car })}
            </text>
            {c.last ? (
              <text class="tb-label tb-label-tag" x={c.label.x} y={c.label.y + 13} text-anchor="middle">
                {t('board-cse:lastTag')}
              </text>
            ) : null}
            {c.gone ? (
              <text class="tb-label tb-label-tag" x={c.label.x} y={b.y + b.h / 2 - 2} text-anchor="middle">
                <tspan x={c.label.x}>{t('board-cse:goneTag')}</tspan>
                {c.value === undefined ? null : (
                  <tspan x={c.label.x} dy="13">
                    {valueText(t, c.value)}
                  </tspan>
                )}
              </text>
            ) : null}
          </g>
        );
      })}
      {layout.joints.map((j) => (
        <g class="cse-joint" key={`joint${j.row}`} data-joint={j.row}>
          <path d={path(j.points)} />
          <polygon points={head(j.points, 7)} />
        </g>
      ))}
      {fire.length > 1 ? (
        <g class="cse-fire" data-line-of-fire={shooter}>
          <path d={path(fire)} />
          <polygon points={head(fire, 8)} />
        </g>
      ) : null}
      {layout.pieces.map((p) => (
        <g key={p.key}>
          <MarkHalo rect={p.rect} mark={marks[p.key]} />
          <Token piece={p} t={t} />
        </g>
      ))}
      {layout.holdings.map((h) => {
        const c = BANDIT_COLOURS[h.id];
        return (
          <g key={`hold${h.id}`} class={`cse-holding${h.out ? ' cse-out' : ''}`} data-holding={h.id} data-out={h.out ? 'true' : 'false'}>
            <rect class="tb-outline" x={h.rect.x} y={h.rect.y} width={h.rect.w} height={h.rect.h} rx={13} fill={h.out ? 'none' : c.fill} />
            <text x={h.rect.x + h.rect.w / 2} y={h.rect.y + h.rect.h / 2 + 4} text-anchor="middle" fill={h.out ? undefined : c.text} class={h.out ? 'tb-name cse-out-name' : 'tb-name'}>
              {h.out ? `${banditName(t, h.id)} ✗` : banditName(t, h.id)}
            </text>
            {h.loot.map((l) => (
              <g key={l.value} class="cse-card">
                <rect class="tb-outline" x={l.rect.x} y={l.rect.y} width={l.rect.w} height={l.rect.h} rx={3} fill={CARD.fill} />
                <text x={l.rect.x + l.rect.w / 2} y={l.rect.y + l.rect.h / 2 + 4} text-anchor="middle" fill={CARD.text} class="cse-card-text">
                  {valueText(t, l.value)}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

export default function TrainBoard({ state, t, idBase, marks = {}, onActivate, textOpen = true, pictures: only }: BoardProps<GameState>) {
  const [tip, setTip] = useState('');
  const text = describeBoard(state, t);
  const descId = `${idBase}-text`;
  const n = state.train.length;
  const pictures = ORIENTATIONS.map((o) => {
    if (only !== undefined && !only.drawn(o)) return <div class={`tb-pic tb-${o}`} key={o} />;
    const layout = layoutBoard(state, o);
    const hot = onActivate ? layout.pieces.filter((p) => marks[p.key]) : [];
    return (
      <div class={`tb-pic tb-${o}`} key={o} style={{ aspectRatio: `${layout.width} / ${layout.height}`, maxWidth: `${layout.width}px` }}>
        <Picture layout={layout} state={state} t={t} marks={marks} summary={text.summary} descId={descId} />
        {hot.map((p) => (
          <HotSpot
            key={`hot-${o}-${p.key}`}
            spot={p.key}
            rect={p.rect}
            size={layout}
            label={t('board-cse:at', { who: banditName(t, p.id), place: placeName(t, p.car, p.floor, n) })}
            mark={marks[p.key]}
            t={t}
            onActivate={(key) => onActivate?.(key)}
            onTip={setTip}
          />
        ))}
      </div>
    );
  });
  return (
    <BoardFrame
      root={{ class: 'tb tb-cse', 'data-game': 'colt-super-express', 'data-wagons': n - 1 }}
      pictures={pictures}
      stage={only?.stage}
      tip={tip}
      textOpen={textOpen}
      summary={t('board-cse:textTitle')}
      descId={descId}
      note={<p class="cse-line-note">{t('board-cse:lineNote')}</p>}
      cars={text.cars.map((c) => ({ car: c.car, name: c.name, floors: t('board-cse:floors', { roof: c.roof, inside: c.inside }) }))}
      carsEnd={text.gone ? <li data-gone="">{text.gone}</li> : null}
      bandits={text.bandits}
    />
  );
}
