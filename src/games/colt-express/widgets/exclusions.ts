// Why an option is excluded, in the page's language: the engine's closed reason code (`why`)
// and its typed parameters, worded by locales/<lang>/reasons.json (the same sentences as the
// CLI, see src/games/colt-express/reasons.ts). Nothing here reads the engine's English `reason`.

import type { Exclusion, GameState } from '../engine/types.ts';
import { banditName, carName } from '../board/describe.ts';
import { REASONS_NS, reasonVars, type ReasonWords } from '../reasons.ts';
import { genderOptions } from '../../../i18n/gender.ts';
import type { Translate } from '../../../widgets/i18n.ts';

export function exclusionReason(e: Exclusion, state: GameState, t: Translate): string {
  const words: ReasonWords = {
    bandit: (id) => banditName(t, id),
    car: (n) => carName(t, n, state.cars.length),
  };
  return t(`${REASONS_NS}:${e.why}`, { ...reasonVars(e.params, words), ...genderOptions(e.params) });
}
