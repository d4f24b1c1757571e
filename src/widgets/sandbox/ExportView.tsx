// The exported scenario file: to copy, or to download as `<id>.yaml`, with how to propose it. Fetched
// with the first export (SharePanel.tsx): few readers export, and the sandbox's budget counts every byte.

import { useEffect, useState } from 'preact/hooks';
import type { Translate } from '../i18n.ts';
import type { Notice } from './kit.ts';

type Props = {
  t: Translate;
  say: (notice: Notice | string) => void;
  file: { readonly id: string; readonly yaml: string };
};

/** A download link's address for a text file, released when the file changes. */
function useFileUrl(text: string): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    const u = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(undefined);
    };
  }, [text]);
  return url;
}

export function ExportView({ t, say, file }: Props) {
  const href = useFileUrl(file.yaml);
  const copyFile = () =>
    void navigator.clipboard?.writeText(file.yaml).then(
      () => say(t('sandbox:export.copied')),
      () => say(t('widgets:scenario.copyManual')),
    );
  return (
    <div class="sb-export" data-export-id={file.id}>
      <label for="sandbox-export">{t('sandbox:export.label')}</label>
      <textarea id="sandbox-export" readOnly rows={12} value={file.yaml} data-export="" onFocus={(e) => e.currentTarget.select()} />
      <div class="sb-row">
        <button type="button" class="widget-button" data-action="copy-export" onClick={copyFile}>
          {t('sandbox:export.copy')}
        </button>
        {/* Not prefetched on hover (Astro prefetches every link): fetching a blob: address is
            refused by the Content Security Policy, and there is nothing to prefetch. */}
        {href ? (
          <a class="widget-button" href={href} download={`${file.id}.yaml`} data-action="download" data-astro-prefetch="false">
            {t('sandbox:export.download', { file: `${file.id}.yaml` })}
          </a>
        ) : null}
      </div>
      <p class="sb-propose" data-propose="">
        {t('sandbox:export.propose')}
      </p>
    </div>
  );
}
