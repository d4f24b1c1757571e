// What the game offers before a step, once it may be said: the possible options, and the excluded
// ones each with its reason and a link to the rule's paragraph.

import type { Lang } from '../../i18n/setup.ts';
import type { RulePages } from '../rule-pages.ts';
import type { Translate } from '../i18n.ts';
import { ExcludedList } from '../RuleLink.tsx';
import type { Explanation, KitExclusion } from './kit.ts';

export interface OfferProps<C, X extends KitExclusion> {
  readonly explanation: Explanation<C, X>;
  readonly label: (choice: C | X['choice']) => string;
  readonly reasonOf: (e: X) => string;
  readonly t: Translate;
  readonly lang: Lang;
  readonly pages: RulePages;
}

export function Offer<C, X extends KitExclusion>({ explanation, label, reasonOf, t, lang, pages }: OfferProps<C, X>) {
  return (
    <div class="sc-offer">
      <p class="sc-offer-title">{t('widgets:scenario.offered')}</p>
      <ul class="sc-choices">
        {explanation.legal.map((c, i) => (
          <li key={`legal:${i}`} class="sc-legal">
            {label(c)}
          </li>
        ))}
      </ul>
      <ExcludedList excluded={explanation.excluded} label={(e) => label(e.choice)} reasonOf={reasonOf} lang={lang} t={t} pages={pages} />
    </div>
  );
}
