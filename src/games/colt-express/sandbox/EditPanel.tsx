// "Edit the position": the selected piece's controls, the card to resolve next, an end-of-round
// event, or a new round to plan. Every change goes through the engine (edit-actions.ts).

import { useState } from 'preact/hooks';
import { ROUND_CARDS } from '../engine/index.ts';
import type { ActionKind, CharacterId, GameState, RoundCardId } from '../engine/types.ts';
import { banditName } from '../board/describe.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { roundCardName } from '../widgets/RoundInfo.tsx';
import type { Edit, Picked } from './edit-actions.ts';
import { PieceEditor } from './PieceEditor.tsx';
import { edits } from './spec.ts';

const ACTIONS: readonly ActionKind[] = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'];

type Props = { t: Translate; state: GameState; picked: Picked | undefined; pickedName: string; edit: Edit; onDone: () => void };

function RoundCardSelect({ t, value, onChange, events }: { t: Translate; value: RoundCardId; onChange: (id: RoundCardId) => void; events: boolean }) {
  return (
    <label>
      {t('sandbox:edit.roundCard')}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value as RoundCardId)}>
        {ROUND_CARDS.filter((c) => !events || c.event !== null).map((c) => (
          <option key={c.id} value={c.id}>
            {roundCardName(t, c.id)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function EditPanel({ t, state, picked, pickedName, edit, onDone }: Props) {
  const bandits = state.config.bandits;
  const [chosenBandit, setNextBandit] = useState<CharacterId>(bandits[0] ?? 'ghost');
  // A new game may not have the bandit chosen before.
  const nextBandit = bandits.includes(chosenBandit) ? chosenBandit : (bandits[0] ?? 'ghost');
  const [nextCard, setNextCard] = useState<ActionKind>('fire');
  const [eventCard, setEventCard] = useState<RoundCardId>(ROUND_CARDS.find((c) => c.event !== null)?.id ?? 'braking');
  const [roundCard, setRoundCard] = useState<RoundCardId>(ROUND_CARDS[0]?.id ?? 'tunnel');

  return (
    <section class="sb-edit" aria-label={t('sandbox:edit.label')}>
      <p class="sc-offer-title">{picked ? t('sandbox:edit.selected', { what: pickedName }) : t('sandbox:edit.title')}</p>
      <PieceEditor t={t} state={state} picked={picked} edit={edit} onDone={onDone} />
      <fieldset class="sb-fieldset">
        <legend>{t('sandbox:edit.nextTitle')}</legend>
        <label>
          {t('sandbox:edit.bandit')}
          <select value={nextBandit} onChange={(e) => setNextBandit(e.currentTarget.value as CharacterId)}>
            {bandits.map((x) => (
              <option key={x} value={x}>
                {banditName(t, x)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sandbox:edit.card')}
          <select value={nextCard} onChange={(e) => setNextCard(e.currentTarget.value as ActionKind)}>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`widgets:cards.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="widget-button" data-action="set-next" onClick={() => edit((s) => edits.nextCard(s, nextBandit, nextCard))}>
          {t('sandbox:edit.setNext')}
        </button>
      </fieldset>
      <fieldset class="sb-fieldset">
        <legend>{t('sandbox:edit.eventTitle')}</legend>
        <RoundCardSelect t={t} value={eventCard} onChange={setEventCard} events={true} />
        <button type="button" class="widget-button" data-action="set-event" onClick={() => edit((s) => edits.event(s, eventCard))}>
          {t('sandbox:edit.setEvent')}
        </button>
      </fieldset>
      <fieldset class="sb-fieldset">
        <legend>{t('sandbox:edit.roundTitle')}</legend>
        <RoundCardSelect t={t} value={roundCard} onChange={setRoundCard} events={false} />
        <button type="button" class="widget-button" data-action="start-round" onClick={() => edit((s) => edits.round(s, roundCard))}>
          {t('sandbox:edit.startRound')}
        </button>
      </fieldset>
    </section>
  );
}
