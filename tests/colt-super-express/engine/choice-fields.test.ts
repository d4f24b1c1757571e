// The choice kinds (choice-fields.ts): a choice's kind is one of the names "stack" and "reveal",
// nothing that only turns into one of them as a text.
import { describe, expect, it } from 'vitest';
import { apply, isChoiceKind } from '../../../src/games/colt-super-express/engine/index.ts';
import { game } from './helpers.ts';

describe('isChoiceKind (choice-fields.ts)', () => {
  // rows: value, is it a choice kind
  it.each([
    ['stack', true], // 004 Fas 1: a card stacked in planning
    ['reveal', true], // 004 Fas 2: the top card of a stack revealed
    ['toString', false], // mutation survivor: a name every object has is no kind
    [['stack'], false], // mutation survivor: a list that reads "stack" as a text is no kind
    [{ toString: () => 'reveal' }, false], // nor an object that does
    [undefined, false],
  ] as [unknown, boolean][])('%j → %s', (value, want) => {
    expect(isChoiceKind(value)).toBe(want);
  });

  // mutation survivor: apply() names the kind as what is wrong, not the card
  it('apply() refuses a kind given as a list, at choice.kind', () => {
    const r = apply(game({ seed: 1, players: 2 }), { kind: ['stack'], card: 'turn' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('malformed-choice');
    expect(r.error.path).toBe('choice.kind');
  });
});
