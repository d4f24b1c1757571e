// Reset, Back, Step (or "Show the answer" while a question is open), Play all. Disabled controls use
// aria-disabled, never `disabled`, so the keyboard focus stays on them after the last step.

import type { Translate } from '../i18n.ts';
import type { PlayerControl } from './usePlayer.ts';

export function Controls({ control, total, t }: { control: PlayerControl; total: number; t: Translate }) {
  const { pos, open, playing } = control;
  const atEnd = pos >= total;
  return (
    <div class="sc-controls" role="group" aria-label={t('widgets:scenario.controls')}>
      <button type="button" class="widget-button" data-action="reset" onClick={control.reset}>
        {t('widgets:scenario.reset')}
      </button>
      <button type="button" class="widget-button" data-action="back" aria-disabled={pos === 0 ? 'true' : undefined} onClick={control.back}>
        {t('widgets:scenario.back')}
      </button>
      <button type="button" class="widget-button sc-primary" data-action="step" aria-disabled={atEnd ? 'true' : undefined} onClick={control.step}>
        {t(open ? 'widgets:scenario.reveal' : 'widgets:scenario.step')}
      </button>
      <button
        type="button"
        class="widget-button"
        data-action="play"
        aria-disabled={atEnd || open ? 'true' : undefined}
        onClick={control.togglePlay}
      >
        {t(playing ? 'widgets:scenario.pause' : 'widgets:scenario.playAll')}
      </button>
      <span class="sc-progress">{t('widgets:scenario.progress', { n: pos, total })}</span>
    </div>
  );
}
