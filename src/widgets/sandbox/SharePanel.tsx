// "Copy link" (the URL always holds the position and its history) and "Export as scenario": the
// applied part of the history as a scenario file, checked by the scenario loader before it is shown,
// to copy or to download as `<id>.yaml`, with how to propose it as a new example.

import { useEffect, useState } from 'preact/hooks';
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

/** A download link's address for a text file, released when the file changes. */
function useFileUrl(text: string | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (text === undefined) return;
    const u = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(undefined);
    };
  }, [text]);
  return url;
}

export function SharePanel({ t, say, makeFile, version }: Props) {
  const [file, setFile] = useState<{ id: string; yaml: string; version: string } | undefined>(undefined);
  const [copyFallback, setCopyFallback] = useState('');
  const shown = file && file.version === version ? file : undefined;
  const href = useFileUrl(shown?.yaml);

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
    const r = await makeFile();
    if (!r.ok) {
      setFile(undefined);
      say({ text: t('sandbox:export.invalid'), detail: r.problems.join('\n') });
      return;
    }
    setFile({ id: r.id, yaml: r.yaml, version });
    say(t('sandbox:export.done'));
  };

  const copyFile = (yaml: string) =>
    void navigator.clipboard?.writeText(yaml).then(
      () => say(t('sandbox:export.copied')),
      () => say(t('widgets:scenario.copyManual')),
    );

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
      {shown ? (
        <div class="sb-export" data-export-id={shown.id}>
          <label for="sandbox-export">{t('sandbox:export.label')}</label>
          <textarea id="sandbox-export" readOnly rows={12} value={shown.yaml} data-export="" onFocus={(e) => e.currentTarget.select()} />
          <div class="sb-row">
            <button type="button" class="widget-button" data-action="copy-export" onClick={() => copyFile(shown.yaml)}>
              {t('sandbox:export.copy')}
            </button>
            {/* Not prefetched on hover (Astro prefetches every link): fetching a blob: address is
                refused by the Content Security Policy, and there is nothing to prefetch. */}
            {href ? (
              <a class="widget-button" href={href} download={`${shown.id}.yaml`} data-action="download" data-astro-prefetch="false">
                {t('sandbox:export.download', { file: `${shown.id}.yaml` })}
              </a>
            ) : null}
          </div>
          <p class="sb-propose" data-propose="">
            {t('sandbox:export.propose')}
          </p>
        </div>
      ) : null}
    </>
  );
}
