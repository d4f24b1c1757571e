// "Copy link" (the URL always holds the position and its history) and "Export as scenario": the
// applied part of the history as a scenario file, checked by the scenario loader before it is shown,
// to copy or to download as `<id>.yaml`, with how to propose it as a new example (ExportView.tsx,
// fetched with the first export).

import { useState } from 'preact/hooks';
import type { Translate } from '../i18n.ts';
import type { ExportFile, Notice } from './kit.ts';

type Props = {
  t: Translate;
  say: (notice: Notice | string) => void;
  /** builds the file (loaded on demand); undefined while nothing is shown */
  makeFile: () => Promise<ExportFile>;
  /** changes whenever the applied history changes: an export shown before is then out of date */
  version: string;
};

export function SharePanel({ t, say, makeFile, version }: Props) {
  const [file, setFile] = useState<{ id: string; yaml: string; version: string } | undefined>(undefined);
  const [View, setView] = useState<typeof import('./ExportView.tsx').ExportView | undefined>(undefined);
  const [copyFallback, setCopyFallback] = useState('');
  const shown = file && file.version === version ? file : undefined;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      say(t('widgets:scenario.copied'));
      setCopyFallback('');
    } catch {
      say(t('widgets:scenario.copyManual'));
      setCopyFallback(location.href);
    }
  };

  const doExport = async () => {
    say(t('sandbox:export.working'));
    const [r, view] = await Promise.all([makeFile(), import('./ExportView.tsx')]);
    setView(() => view.ExportView);
    if (!r.ok) {
      setFile(undefined);
      say(t('sandbox:export.invalid'));
      return;
    }
    setFile({ id: r.id, yaml: r.yaml, version });
    say(t('sandbox:export.done'));
  };

  return (
    <>
      <div class="sc-links">
        <button type="button" class="widget-button" data-action="copy" onClick={() => void copyLink()}>
          {t('widgets:scenario.copyLink')}
        </button>
        <button type="button" class="widget-button" data-action="export" onClick={() => void doExport()}>
          {t('sandbox:export.button')}
        </button>
        {copyFallback ? (
          <input class="sc-copy-field" type="text" readOnly value={copyFallback} aria-label={t('widgets:scenario.copyLink')} onFocus={(e) => e.currentTarget.select()} />
        ) : null}
      </div>
      {shown && View ? <View t={t} say={say} file={shown} /> : null}
    </>
  );
}
