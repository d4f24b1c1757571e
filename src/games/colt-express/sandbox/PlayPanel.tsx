// "Choices": what is pending, the hand being planned from, the legal choices as buttons, and the
// options the rules exclude here, each with its reason and the rule's link.

import type { Choice, Exclusion, Explanation, GameState } from '../engine/types.ts';
import { banditName } from '../board/describe.ts';
import type { Lang } from '../../../i18n/setup.ts';
import { choiceLabel, pendingText, type RulePages } from '../widgets/choices.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { cardText } from '../widgets/RoundInfo.tsx';
import { ExcludedList } from '../../../widgets/RuleLink.tsx';

type Props = {
  state: GameState;
  explanation: Explanation;
  shown: readonly Choice[];
  filtered: boolean;
  onShowAll: () => void;
  choose: (c: Choice) => void;
  reasonOf: (e: Exclusion) => string;
  t: Translate;
  lang: Lang;
  rulePages: RulePages;
  controls: preact.ComponentChildren;
};

function Hand({ state, t }: { state: GameState; t: Translate }) {
  const player = state.pending ? state.players[state.pending.seat] : undefined;
  if (!player || state.phase !== 'planning') return null;
  const self = player.bandits.length === 1 ? player.bandits[0] : undefined;
  return (
    <p class="sb-hand">
      {t('sandbox:play.hand', {
        who: player.bandits.map((b) => banditName(t, b)).join(' / '),
        cards: player.hand.map((c) => cardText(t, c, self)).join(t('widgets:board.separator')) || t('widgets:board.nothing'),
      })}
    </p>
  );
}

export function PlayPanel({ state, explanation, shown, filtered, onShowAll, choose, reasonOf, t, lang, rulePages, controls }: Props) {
  return (
    <section class="sb-play" aria-label={t('sandbox:play.label')}>
      <p class="sc-status">{t('widgets:scenario.next', { what: pendingText(state, t) })}</p>
      <Hand state={state} t={t} />
      {shown.length > 0 ? (
        <>
          <p class="sc-offer-title">{t('widgets:scenario.offered')}</p>
          <ul class="sb-choices">
            {shown.map((c, i) => (
              <li key={i}>
                <button type="button" class="widget-button" data-choice={JSON.stringify(c)} onClick={() => choose(c)}>
                  {choiceLabel(c, state, t)}
                </button>
              </li>
            ))}
          </ul>
          {filtered ? (
            <button type="button" class="widget-button" onClick={onShowAll}>
              {t('sandbox:play.showAll')}
            </button>
          ) : null}
        </>
      ) : null}
      <ExcludedList excluded={explanation.excluded} label={(e) => choiceLabel(e.choice, state, t)} reasonOf={reasonOf} lang={lang} t={t} pages={rulePages} />
      {controls}
    </section>
  );
}
