// "What happened": the narrated log of the applied choices, newest last, each sentence with its rule link.

import type { Lang } from '../../i18n/setup.ts';
import type { RulePages } from '../rule-pages.ts';
import type { Translate } from '../i18n.ts';
import type { Sentence } from '../player/kit.ts';
import { SentenceList } from '../RuleLink.tsx';

const SHOWN = 40;

export function LogPanel({ sentences, lang, t, rulePages }: { sentences: readonly Sentence[]; lang: Lang; t: Translate; rulePages: RulePages }) {
  const shown = sentences.slice(-SHOWN);
  return (
    <section class="sb-log" aria-label={t('sandbox:log.label')}>
      <p class="sc-offer-title">{t('sandbox:log.title')}</p>
      {sentences.length === 0 ? <p>{t('sandbox:log.empty')}</p> : null}
      {sentences.length > shown.length ? <p>{t('sandbox:log.earlier', { count: sentences.length - shown.length })}</p> : null}
      <SentenceList list={shown} lang={lang} t={t} pages={rulePages} />
    </section>
  );
}
