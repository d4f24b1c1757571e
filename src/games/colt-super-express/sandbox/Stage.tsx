// The Colt Super Express part of the sandbox page: the board (the bandit a revealed card will hit
// glows; excluded targets say why), the round line, what is pending, the pending player's hand and
// stack, the legal choices as buttons and the excluded options with their reasons and rule links.
// The words are the scenario player's (player-kit.ts): a choice reads the same in both widgets.
// In edit mode, the position editor (EditPanel.tsx) replaces the choices.

import { useMemo } from 'preact/hooks';
import { explain } from '../engine/play.ts';
import type { Choice, Exclusion, GameState, HandCard } from '../engine/types.ts';
import { coltSuperExpressKit as words } from '../player-kit.ts';
import { banditName } from '../board/describe.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { ExcludedList } from '../../../widgets/RuleLink.tsx';
import type { StageProps } from '../../../widgets/sandbox/kit.ts';
import { EditPanel } from './EditPanel.tsx';

// The sandbox holds the whole state, never a view: no card of it is 'hidden'.
const cardList = (t: Translate, cards: readonly HandCard[]): string => {
  const known = cards.filter((c) => c !== 'hidden');
  return known.length === 0 ? t('widgets:board.nothing') : known.map((c) => t(`narration-cse:card.${c}`)).join(t('board-cse:separator'));
};

/** Planning: the cards the pending player still holds and the ones already stacked (the sandbox shows all). */
function Cards({ state, t }: { state: GameState; t: Translate }) {
  const p = state.pending;
  const player = p === null || p.kind !== 'plan' ? undefined : state.players[p.seat];
  if (player === undefined) return null;
  const who = banditName(t, player.bandit);
  return (
    <>
      <p class="sb-hand">{t('sandbox:play.hand', { who, cards: cardList(t, player.hand) })}</p>
      {player.stack.length > 0 ? <p class="sb-hand">{t('sandbox:cse.stack', { who, cards: cardList(t, player.stack) })}</p> : null}
    </>
  );
}

export function Stage({ state, mode, t, lang, rulePages, choose, onEdited, say, status, controls }: StageProps<GameState, Choice>) {
  const ex = useMemo(() => (state.pending === null ? undefined : explain(state)), [state]);
  const reasonOf = (e: Exclusion): string => words.exclusionReason(e, state, t);
  const marks = ex === undefined || mode !== 'play' ? {} : words.marksFor(ex, state, t, reasonOf);
  const Board = words.Board;
  const Info = words.Info;

  // A bandit on the board: the reveal that hits it, or why it is not hit.
  const onActivate = (key: string) => {
    if (ex === undefined) return;
    const legal = ex.legal.find((c) => words.choiceKey(c, state) === key);
    if (legal !== undefined) return choose(legal);
    const excluded = ex.excluded.find((e) => words.choiceKey(e.choice, state) === key);
    if (excluded !== undefined) say(t('sandbox:play.excluded', { reason: reasonOf(excluded) }));
  };

  return (
    <div class="sb-stage" data-game="colt-super-express">
      <Board state={state} valuesOpen t={t} idBase="sandbox-cse-board" marks={marks} {...(mode === 'play' ? { onActivate } : {})} textOpen={false} />
      {status}
      {Info ? <Info state={state} t={t} /> : null}
      {mode === 'edit' ? (
        <EditPanel state={state} t={t} onEdited={onEdited} say={say} />
      ) : (
        <section class="sb-play" aria-label={t('sandbox:play.label')}>
          <p class="sc-status">{t('widgets:scenario.next', { what: words.pendingText(state, t) })}</p>
          <Cards state={state} t={t} />
          {ex !== undefined && ex.legal.length > 0 ? (
            <>
              <p class="sc-offer-title">{t('widgets:scenario.offered')}</p>
              <ul class="sb-choices">
                {ex.legal.map((c, i) => (
                  <li key={i}>
                    <button type="button" class="widget-button" data-choice={JSON.stringify(c)} onClick={() => choose(c)}>
                      {words.choiceLabel(c, state, t)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {ex !== undefined ? <ExcludedList excluded={ex.excluded} label={(e) => words.choiceLabel(e.choice, state, t)} reasonOf={reasonOf} lang={lang} t={t} pages={rulePages} /> : null}
          {controls}
        </section>
      )}
    </div>
  );
}
