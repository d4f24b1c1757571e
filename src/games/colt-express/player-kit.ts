// The Colt Express kit of the scenario player (src/widgets/player/): the board, the words for
// choices, exclusions and log entries, and what a reader may see of a position. Imported only by
// this game's island entry (ScenarioIsland.tsx), so another game's pages never load it.

import { h } from 'preact';
// Engine modules directly, not index.ts: a rules page's island must not reach setup/notation (budget).
import { explain } from './engine/explain.ts';
import type { CharacterId, Choice, Exclusion, Floor, GameState, LogEntry } from './engine/types.ts';
import TrainBoard from './board/TrainBoard.tsx';
import { banditName, lootName, placeName } from './board/describe.ts';
// The engine's move, without the scenario vocabulary: the browser replays the build's choices (kit.ts).
import { apply } from './engine/play.ts';
import { choiceKey, choiceLabel, marksFor, pendingText, sameChoice } from './widgets/choices.ts';
import { exclusionReason } from './widgets/exclusions.ts';
import { narrationStrings, sentencesOf } from './widgets/narration.ts';
import { RoundInfo } from './widgets/RoundInfo.tsx';
import type { BoardProps, PlayerKit } from '../../widgets/player/kit.ts';
import type { Translate } from '../../widgets/i18n.ts';

/** Purses lie face down and each player sees only their own; scoring turns them all face up. */
const valuesOpen = (s: GameState): boolean => s.phase === 'game-over';

function keyLabel(key: string, state: GameState, t: Translate): string {
  const [kind, a, b, c] = key.split(':');
  const n = state.cars.length;
  if (kind === 'bandit') return banditName(t, a as CharacterId);
  if (kind === 'marshal') return t('widgets:board.marshal');
  if (kind === 'car') return placeName(t, Number(a), b as Floor, n);
  const loot = state.cars[Number(a)]?.[b as Floor][Number(c)];
  return loot === undefined ? key : t('widgets:board.at', { who: lootName(t, loot, valuesOpen(state)), place: placeName(t, Number(a), b as Floor, n) });
}

function Board({ valuesOpen: open, ...props }: BoardProps<GameState>) {
  return h(TrainBoard, { ...props, showPurseValues: open });
}

export const coltExpressKit: PlayerKit<GameState, Choice, Exclusion, LogEntry> = {
  game: 'colt-express',
  apply(state, choice) {
    const r = apply(state, choice);
    return r.ok ? { ok: true, state: r.value.state, log: r.value.log } : { ok: false, message: r.error.message };
  },
  explain: (state) => (state.pending === null ? undefined : explain(state)),
  valuesOpen,
  Board,
  Info: RoundInfo,
  choiceKey: (choice, state) => choiceKey(choice as { kind: string }, state),
  choiceLabel: (choice, state, t) => choiceLabel(choice as { kind: string }, state, t),
  keyLabel,
  sameChoice,
  exclusionReason,
  marksFor,
  pendingText,
  narrate(log, strings, state, t, open) {
    const n = narrationStrings(strings);
    // A purse's value is named only once the players can see it.
    const hidden = n === undefined || open ? n : { ...n, loot: { ...n.loot, purse: n.loot.purseHidden } };
    return sentencesOf(log, hidden, state, t);
  },
};
