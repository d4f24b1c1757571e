// Colt Express on the learn page (client.ts).
import type { CharacterId, GameState } from '../games/colt-express/engine/types.ts';
import { coltExpressKit } from '../games/colt-express/player-kit.ts';
import { banditName } from '../games/colt-express/board/describe.ts';
import { cardText } from '../games/colt-express/widgets/RoundInfo.tsx';
import type { Translate } from '../widgets/i18n.ts';
import type { I18nKey } from '../i18n/keys.ts';
import { computerIn } from './ask-computer.ts';
import { coltExpressRules } from './ce.ts';
import type { LearnClient } from './client.ts';

function Cards({ state, seat, t, label }: { state: unknown; seat: number; t: Translate; label: I18nKey }) {
  const s = state as GameState;
  const me = s.players[seat];
  if (me === undefined) return null;
  const self = me.bandits.length === 1 ? me.bandits[0] : undefined;
  const list = (cards: readonly string[]) => cards.map((c) => cardText(t, c, self)).join(t('widgets:board.separator')) || t('widgets:board.nothing');
  return (
    <p class="ln-cards" data-learn-hand="">
      {t(label, { cards: list(me.hand), who: client.banditName(t, me.bandits[0]!) })}
    </p>
  );
}

export const client: LearnClient = {
  game: 'colt-express',
  rules: coltExpressRules,
  kit: coltExpressKit,
  banditName: (t, id) => banditName(t, id as CharacterId),
  Cards,
  startComputer: () => computerIn(new Worker(new URL('./computer-ce.worker.ts', import.meta.url), { type: 'module' })),
};
