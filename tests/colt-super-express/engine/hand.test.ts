// The cards of a hand (hand.ts): a choice names one of the six cards by its name, or it is refused
// as malformed before its legality is asked (README "Conventions": bad input gets a clear error
// that names what is wrong and where).
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/games/colt-super-express/engine/index.ts';
import { game } from './helpers.ts';

describe('a stacked card is one of the cards (isCardKind)', () => {
  // rows: the card given, the error code, the path
  it.each([
    // mutation survivor: a text that names no card is malformed, not an illegal card
    ['banana', 'malformed-choice', 'choice.card'],
    // mutation survivor: 'hidden' is how a view shows a card, not a card one can stack
    ['hidden', 'malformed-choice', 'choice.card'],
    // 004 Fas 1: an expansion card is a card; not in play, it is illegal (not malformed)
    ['reflex', 'illegal-choice', 'choice.card'],
  ] as const)('stack %j → %s at %s', (card, code, path) => {
    const r = apply(game({ seed: 1, players: 2 }), { kind: 'stack', card });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.path).toBe(path);
  });
});
