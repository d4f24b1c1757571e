// 002 I BANDITI › GHOST: on his first turn of the round he may play his card face down.
// 000 (two bandits, team game): any card of the player running Ghost.
import type { CharacterHooks } from '../hooks.ts';

export const GHOST: CharacterHooks = {
  rule: 'characters.ghost',
  // turns = planning actions taken this round, so 0 = his first turn (Audit A2)
  mayPlayFaceDown: (p) => p.turns === 0,
  whyNoFaceDown: (self) => ({ why: 'first-turn-only', params: { bandit: self } }),
};
