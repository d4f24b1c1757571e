// A rule linked to its paragraph by its name in the page's language, and the narrated log with one
// such link a sentence: the scenario player and the sandbox show both (browser tests read `.sc-rule`,
// `.sc-log li[data-rule]`). A reader never sees a rule id: a rule without a page shows no link.

import type { Lang } from '../i18n/setup.ts';
import { ruleHref, type RulePages } from './rule-pages.ts';
import type { Translate } from './i18n.ts';

export function RuleLink({ lang, rule, t, pages }: { lang: Lang; rule: string; t: Translate; pages: RulePages }) {
  const href = ruleHref(lang, rule, pages);
  if (href === undefined) return null;
  return (
    <a class="sc-rule" href={href} title={t('widgets:scenario.ruleLink')} data-rule-link={rule}>
      {/* a no-break space: on a phone the § never ends a line alone */}
      {'§\u00a0'}
      {pages[rule]?.name ?? t('widgets:scenario.ruleFallback')}
    </a>
  );
}

export function SentenceList({ list, lang, t, pages }: { list: readonly { text: string; rule: string }[]; lang: Lang; t: Translate; pages: RulePages }) {
  return (
    <ul class="sc-log">
      {list.map((s, i) => (
        <li key={i} data-rule={s.rule}>
          {s.text} <RuleLink lang={lang} rule={s.rule} t={t} pages={pages} />
        </li>
      ))}
    </ul>
  );
}

/** The options the rules exclude here, each with its reason and the rule's paragraph (examples and sandboxes). */
export function ExcludedList<E extends { readonly rule: string }>({ excluded, label, reasonOf, lang, t, pages }: {
  excluded: readonly E[];
  label: (e: E) => string;
  reasonOf: (e: E) => string;
  lang: Lang;
  t: Translate;
  pages: RulePages;
}) {
  if (excluded.length === 0) return null;
  return (
    <>
      <p class="sc-offer-title">{t('widgets:scenario.excluded')}</p>
      <ul class="sc-choices sc-excluded">
        {excluded.map((e, i) => (
          <li key={i}>
            {label(e)}{' '}
            <span class="sc-reason">
              {t('widgets:scenario.because', { reason: reasonOf(e) })} <RuleLink lang={lang} rule={e.rule} t={t} pages={pages} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
