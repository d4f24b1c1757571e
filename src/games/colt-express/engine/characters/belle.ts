// 002 I BANDITI › BELLE: she cannot be the target of a Fire or a Punch if another bandit can be.
import type { CharacterHooks } from '../hooks.ts';

export const BELLE: CharacterHooks = {
  rule: 'characters.belle',
  targetFilter: (targets, self) => {
    if (targets.length > 1) targets.splice(targets.indexOf(self), 1);
  },
  whyFiltered: (target, self, legal) => (target === self && legal[0] !== undefined ? { why: 'protected', params: { target, other: legal[0] } } : null),
};
