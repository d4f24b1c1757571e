// Undo / Redo and the move count. `aria-disabled`, never `disabled`, so the keyboard focus stays on them.

import type { Translate } from '../i18n.ts';

type Props = {
  t: Translate;
  canUndo: boolean;
  canRedo: boolean;
  applied: number;
  total: number;
  onUndo: () => void;
  onRedo: () => void;
};

export function HistoryControls({ t, canUndo, canRedo, applied, total, onUndo, onRedo }: Props) {
  return (
    <div class="sc-controls">
      <button type="button" class="widget-button" data-action="undo" aria-disabled={canUndo ? undefined : 'true'} aria-keyshortcuts="Control+Z" onClick={onUndo}>
        {t('sandbox:play.undo')}
      </button>
      <button
        type="button"
        class="widget-button"
        data-action="redo"
        aria-disabled={canRedo ? undefined : 'true'}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        onClick={onRedo}
      >
        {t('sandbox:play.redo')}
      </button>
      <span class="sc-progress">{t('sandbox:play.count', { n: applied, total })}</span>
      <span class="sb-keys">{t('sandbox:play.keys')}</span>
    </div>
  );
}
