// A message for the reader, in the page's language: its sentence and, for several problems, one
// sentence each. Nothing else: no engine sentence in English and no id, folded or not.

import type { Translate } from '../i18n.ts';
import type { Notice } from './kit.ts';

export function NoticeBody({ notice }: { notice: Notice; t?: Translate }) {
  return (
    <>
      {notice.text}
      {notice.items && notice.items.length > 0 ? (
        <ul>
          {notice.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The URL's problems, in an alert region that is always there (screen readers hear it when it fills). */
export function ProblemAlert({ problems, t }: { problems: readonly Notice[]; t: Translate }) {
  return (
    <div role="alert" class="sb-alert">
      {problems.length > 0 ? (
        <ul>
          {problems.map((p, i) => (
            <li key={i}>
              <NoticeBody notice={p} t={t} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The status line: what the last action did, or why it was refused. */
export function StatusLine({ notice, t }: { notice: Notice | undefined; t: Translate }) {
  return (
    <div class="sb-status-box">
      <p class="sb-status" role="status" data-sandbox-status="">
        {notice?.text ?? ''}
      </p>
      {notice?.items && notice.items.length > 0 ? (
        <div class="sb-status-more">
          <NoticeBody notice={{ ...notice, text: '' }} t={t} />
        </div>
      ) : null}
    </div>
  );
}
