// Colt Super Express on the learn page (client.ts).
import type { BanditId, GameState } from '../games/colt-super-express/engine/types.ts';
import { coltSuperExpressKit } from '../games/colt-super-express/player-kit.ts';
import { banditName } from '../games/colt-super-express/board/describe.ts';
import type { Translate } from '../widgets/i18n.ts';
import { dynKey, type I18nKey } from '../i18n/keys.ts';
import { computerIn } from './ask-computer.ts';
import { coltSuperExpressRules } from './cse.ts';
import type { LearnClient } from './client.ts';

function Cards({ state, seat, t, label }: { state: unknown; seat: number; t: Translate; label: I18nKey }) {
  const me = (state as GameState).players[seat];
  if (me === undefined) return null;
  const list = (cards: readonly string[]) => cards.map((c) => t(dynKey(`narration-cse:card.${c}`))).join(t('board-cse:separator')) || t('widgets:board.nothing');
  return (
    <p class="ln-cards" data-learn-hand="">
      {t(label, { cards: list(me.hand), who: client.banditName(t, me.bandit) })}
      {me.stack.length > 0 ? (
        <>
          <br />
          {t(`${label}Stack` as I18nKey, { cards: list(me.stack), who: client.banditName(t, me.bandit) })}
        </>
      ) : null}
    </p>
  );
}

export const client: LearnClient = {
  game: 'colt-super-express',
  rules: coltSuperExpressRules,
  kit: coltSuperExpressKit,
  banditName: (t, id) => banditName(t, id as BanditId),
  Cards,
  startComputer: () => computerIn(new Worker(new URL('./computer-cse.worker.ts', import.meta.url), { type: 'module' })),
};
