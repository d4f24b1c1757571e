// Links for teachers: a link to this example at this step (in the reader's language), the <iframe>
// code of its embed page, and the sandbox at this step. When the clipboard is refused, the text is
// shown in a field to copy by hand.

import { useState } from 'preact/hooks';
import type { Lang } from '../../i18n/setup.ts';
import type { Translate } from '../i18n.ts';
import type { I18nKey, KeyTail } from '../../i18n/keys.ts';
import { EMBED_FRAME_ATTR, embedListener } from './embed-height.ts';

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page at this example and step: `?example=<id>&step=<n>[&reveal=1]#scenario-<id>`. */
export function exampleLink(base: string, pagePath: string, id: string, step: number, revealed: boolean): string {
  const url = new URL(pagePath, base);
  url.searchParams.set('example', id);
  url.searchParams.set('step', String(step));
  if (revealed) url.searchParams.set('reveal', '1');
  url.hash = `scenario-${id}`;
  return url.toString();
}

/**
 * The address of the page being read, made to hold this example and step (an embed page: its `?step=`),
 * so that the browser's Back from the sandbox returns to them (browsers that do not keep the page in
 * memory load it again, at its address).
 */
export function hereAtStep(href: string, id: string, step: number, revealed: boolean, embed: boolean): string {
  if (!embed) return exampleLink(href, new URL(href).pathname, id, step, revealed);
  const url = new URL(href);
  url.searchParams.set('step', String(step));
  if (revealed) url.searchParams.set('reveal', '1');
  else url.searchParams.delete('reveal');
  return url.toString();
}

/**
 * The embed page of an example as an <iframe> snippet: `/<lang>/embed/<id>/[?step=<n>]`, followed by the
 * few lines that set the frame's height to the example's (the embed page posts it: embed-height.ts).
 * The fixed height is the fallback where the platform drops the script: tall enough for an example at
 * 640 px (a teacher's review: 760 always scrolled). "Copy link" inside it needs clipboard-write.
 */
export function embedCode(base: string, lang: string, id: string, step: number, title: string): string {
  const url = new URL(`/${lang}/embed/${id}/`, base);
  if (step > 0) url.searchParams.set('step', String(step));
  return `<iframe src="${escapeAttr(url.toString())}" title="${escapeAttr(title)}" width="100%" height="820" style="border:0" loading="lazy" allow="clipboard-write" ${EMBED_FRAME_ATTR}="${escapeAttr(id)}"></iframe>\n${embedListener(url.origin)}`;
}

interface LinksProps {
  readonly t: Translate;
  readonly lang: Lang;
  readonly id: string;
  readonly title: string;
  readonly pagePath: string;
  readonly pos: number;
  readonly revealed: boolean;
  readonly sandboxHref: string | undefined;
  /** on an embed page: no embed code of itself */
  readonly embed: boolean;
}

export function Links({ t, lang, id, title, pagePath, pos, revealed, sandboxHref, embed }: LinksProps) {
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<{ text: string; label: string } | undefined>(undefined);
  const copy = async (text: string, done: I18nKey, manual: I18nKey, label: I18nKey) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t(done));
      setFallback(undefined);
    } catch {
      setStatus(t(manual));
      setFallback({ text, label: t(label) });
    }
  };
  const button = (action: string, label: I18nKey, text: () => string, done: KeyTail<'widgets:scenario.'>, manual: KeyTail<'widgets:scenario.'>) => (
    <button type="button" class="widget-button" data-action={action} onClick={() => void copy(text(), `widgets:scenario.${done}`, `widgets:scenario.${manual}`, label)}>
      {t(label)}
    </button>
  );
  return (
    <div class="sc-links">
      {button('copy', 'widgets:scenario.copyLink', () => exampleLink(location.href, pagePath, id, pos, revealed), 'copied', 'copyManual')}
      {embed ? null : button('embed', 'widgets:scenario.copyEmbed', () => embedCode(location.href, lang, id, pos, title), 'embedCopied', 'embedManual')}
      {sandboxHref ? (
        <a
          class="widget-button sc-sandbox"
          data-action="sandbox"
          href={sandboxHref}
          onClick={() => history.replaceState(history.state, '', hereAtStep(location.href, id, pos, revealed, embed))}
        >
          {t('widgets:scenario.openSandbox')}
        </a>
      ) : null}
      <span class="sc-copy-status" role="status">
        {status}
      </span>
      {fallback ? (
        <input class="sc-copy-field" type="text" readOnly value={fallback.text} aria-label={fallback.label} onFocus={(e) => e.currentTarget.select()} />
      ) : null}
    </div>
  );
}
