// 002 I BANDITI › TUCO: he can fire through the roof, at a bandit on the other floor of his car.
import type { CharacterHooks } from '../hooks.ts';

export const TUCO: CharacterHooks = {
  rule: 'characters.tuco',
  extraFireTarget: (s, shooter, other) => {
    const me = s.bandits[shooter]!;
    const o = s.bandits[other]!;
    return o.car === me.car && o.floor !== me.floor;
  },
  whyNotExtraTarget: (target, self) => ({ why: 'other-floor', params: { target, only: self } }),
};
