// 002 I BANDITI › DOC: he draws 7 cards at the start of each round instead of 6.
import type { CharacterHooks } from '../hooks.ts';

export const DOC: CharacterHooks = {
  rule: 'characters.doc',
  handSize: (size) => size + 1,
};
