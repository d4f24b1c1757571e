// Reset, Back, Step (or "Show the answer" while a question is open), Play all. Disabled controls use
// aria-disabled, never `disabled`, so the keyboard focus stays on them after the last step.
// On a phone Reset, Back and Play all show a sign (their name stays their accessible name) and the
// progress is "2/5": one row of controls instead of two leaves the board and the question more room
// (issue 22, a 390 × 844 phone).

import type { ComponentChildren } from 'preact';
import type { Translate } from '../i18n.ts';
import type { PlayerControl } from './usePlayer.ts';

/** A control's name, with a sign shown instead of it on a narrow screen. */
function Named({ sign, children }: { sign: string; children: ComponentChildren }) {
  return (
    <>
      <span class="sc-sign" aria-hidden="true">
        {sign}
      </span>
      <span class="sc-name">{children}</span>
    </>
  );
}

export function Controls({ control, total, t }: { control: PlayerControl; total: number; t: Translate }) {
  const { pos, open, playing } = control;
  const atEnd = pos >= total;
  const progress = t('widgets:scenario.progress', { n: pos, total });
  return (
    <div class="sc-controls" role="group" aria-label={t('widgets:scenario.controls')}>
      <button type="button" class="widget-button sc-signed" data-action="reset" title={t('widgets:scenario.reset')} onClick={control.reset}>
        <Named sign="↺">{t('widgets:scenario.reset')}</Named>
      </button>
      <button
        type="button"
        class="widget-button sc-signed"
        data-action="back"
        title={t('widgets:scenario.back')}
        aria-disabled={pos === 0 ? 'true' : undefined}
        onClick={control.back}
      >
        <Named sign="◀">{t('widgets:scenario.back')}</Named>
      </button>
      <button type="button" class="widget-button sc-primary" data-action="step" aria-disabled={atEnd ? 'true' : undefined} onClick={control.step}>
        {t(open ? 'widgets:scenario.reveal' : 'widgets:scenario.step')}
      </button>
      <button
        type="button"
        class="widget-button sc-signed"
        data-action="play"
        title={t(playing ? 'widgets:scenario.pause' : 'widgets:scenario.playAll')}
        aria-disabled={atEnd || open ? 'true' : undefined}
        onClick={control.togglePlay}
      >
        <Named sign={playing ? '❚❚' : '▶▶'}>{t(playing ? 'widgets:scenario.pause' : 'widgets:scenario.playAll')}</Named>
      </button>
      <span class="sc-progress">
        <span class="sc-progress-short" aria-hidden="true">
          {`${pos}/${total}`}
        </span>
        <span class="sc-progress-long">{progress}</span>
      </span>
    </div>
  );
}
