// Why an option is excluded, in the page's language. The engine's `explain()` gives the rule id,
// the data (who, whom, the blocker in `option`) and an English reason; this picks the sentence for
// that rule in locales/<lang>/widgets.json (`reason.*`) and fills it with the data. An exclusion
// whose rule has no sentence here falls back to a generic one (never to English on another page).

import type { CharacterId, Exclusion, GameState } from '../games/colt-express/engine/types.ts';
import { banditName } from '../games/colt-express/board/describe.ts';
import type { Translate } from './i18n.ts';

function sentenceKey(e: Exclusion, state: GameState): string {
  const d = e.data;
  switch (e.rule) {
    case 'characters.belle':
      if (e.choice.kind === 'punch') return 'bellePunch';
      return typeof d.option === 'string' && d.option !== '' && d.option !== '?' ? 'belle' : 'belleAny';
    case 'actions.fire.inside-adjacent': {
      const target = d.target === undefined ? undefined : state.bandits[d.target];
      return target?.floor === 'roof' ? 'insideAdjacentRoof' : 'insideAdjacentFar';
    }
    case 'actions.fire.roof-line-of-sight':
      return typeof d.option === 'string' && d.option !== '' ? 'lineOfSightBlocked' : 'lineOfSightInside';
    case 'actions.fire.no-bullets':
      return 'noBullets';
    case 'actions.fire.not-same-position':
      return 'samePosition';
    case 'characters.tuco':
      return 'tuco';
    case 'actions.punch.same-position':
      return 'punchPosition';
    case 'actions.move.must-move':
      return 'mustMove';
    case 'actions.move.inside':
      return 'moveInside';
    case 'actions.move.roof':
      return 'moveRoof';
    case 'actions.marshal.move':
      return 'marshalMove';
    case 'actions.rob.same-floor':
      return 'robFloor';
    case 'planning.play-card':
      return 'bulletCard';
    case 'planning.draw-three':
      return 'emptyDeck';
    case 'characters.ghost':
      return 'ghost';
    case 'turns.standard':
      return 'faceUp';
    case 'variants.two-bandits.cover-fire':
      return 'coverMarshal';
    default:
      return 'generic';
  }
}

const name = (t: Translate, id: unknown): string => (typeof id === 'string' ? banditName(t, id as CharacterId) : '');

export function exclusionReason(e: Exclusion, state: GameState, t: Translate): string {
  return t(`widgets:reason.${sentenceKey(e, state)}`, {
    bandit: name(t, e.data.bandit),
    target: name(t, e.data.target),
    option: name(t, e.data.option),
  });
}
