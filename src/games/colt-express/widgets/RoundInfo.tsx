// One line about the round: its number and card, the phase, the planning turn and its kind, and the
// common pile (face-down cards stay hidden while planning). Strings: sandbox:round/phase/turn/card/roundCard.

// Not the engine's index.ts: a rules page's island must not reach setup/notation/position (budget).
import { ROUND_CARDS, turnsFor } from '../engine/data/round-cards.ts';
import { ACTION_KINDS, type CharacterId, type GameState, type RoundCardId } from '../engine/types.ts';
import { isOneOf } from '../../../i18n/keys.ts';
import { banditName } from '../board/describe.ts';
import type { Translate } from '../../../widgets/i18n.ts';

/** A card's name; the owner is said only when it is not `self` (the player's only bandit). */
export function cardText(t: Translate, card: string, self?: CharacterId): string {
  if (card === 'hidden') return t('sandbox:card.hidden');
  if (card === 'bullet.neutral') return t('sandbox:card.neutralBullet');
  if (card.startsWith('bullet.')) return t('sandbox:card.bullet', { from: banditName(t, card.slice(7) as CharacterId) });
  const [owner = '', action = ''] = card.split('.');
  const name = isOneOf(action, ACTION_KINDS) ? t(`widgets:cards.${action}`) : t('sandbox:card.hidden');
  if (owner === self) return name;
  return t('sandbox:card.action', { card: name, bandit: banditName(t, owner as CharacterId) });
}

export function roundCardName(t: Translate, id: RoundCardId): string {
  return t(`sandbox:roundCard.${id}`);
}

export function RoundInfo({ state, t }: { state: GameState; t: Translate }) {
  const info = ROUND_CARDS.find((c) => c.id === state.round.card);
  const pattern = info ? turnsFor(info, state.config.players) : [];
  const turn = pattern[state.round.turn];
  return (
    <p class="sb-round" data-phase={state.phase} data-pagefind-ignore="">
      {t('sandbox:round.line', {
        number: state.round.index + 1,
        card: roundCardName(t, state.round.card),
        phase: t(`sandbox:phase.${state.phase}`),
      })}
      {state.phase === 'planning' && turn ? ` ${t('sandbox:round.turn', { n: state.round.turn + 1, total: pattern.length, kind: t(`sandbox:turn.${turn}`) })}` : ''}
      {state.pile.length > 0
        ? ` ${t('sandbox:round.pile', {
            cards: state.pile
              .map((p) => (p.faceDown && state.phase === 'planning' ? t('sandbox:card.faceDown', { bandit: banditName(t, p.bandit) }) : cardText(t, `${p.bandit}.${p.card ?? 'hidden'}`)))
              .join(t('widgets:board.separator')),
          })}`
        : ''}
    </p>
  );
}

