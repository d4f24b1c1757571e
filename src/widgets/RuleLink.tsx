// A rule id linked to its rules page, and the narrated log with one such link a sentence:
// the scenario player and the sandbox show both (browser tests read `.sc-rule`, `.sc-log li[data-rule]`).

import type { Lang } from '../i18n/setup.ts';
import { ruleHref, type RulePages } from './choices.ts';
import type { Translate } from './i18n.ts';
import type { Sentence } from './narration.ts';

export function RuleLink({ lang, rule, t, pages }: { lang: Lang; rule: string; t: Translate; pages: RulePages }) {
  const href = ruleHref(lang, rule, pages);
  if (href === undefined) return <code class="sc-rule">{rule}</code>;
  return (
    <a class="sc-rule" href={href} title={t('widgets:scenario.ruleLink')}>
      {rule}
    </a>
  );
}

export function SentenceList({ list, lang, t, pages }: { list: readonly Sentence[]; lang: Lang; t: Translate; pages: RulePages }) {
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
