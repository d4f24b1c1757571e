import { describe, expect, it } from 'vitest';
import {
  HIDDEN_PURSE,
  JEWEL,
  STRONGBOX,
  compareLoot,
  insertLoot,
  isCardId,
  purse,
  removeCard,
  sameLoot,
} from '../../../src/games/colt-express/engine/cards.ts';
import type { CardId, Loot } from '../../../src/games/colt-express/engine/index.ts';

describe('cards: isCardId', () => {
  const rows: [string, unknown, boolean][] = [
    // mutation survivor: a real card id is one
    ['an action card', 'doc.fire', true],
    ['a bullet card', 'bullet.tuco', true],
    // mutation survivor: only a string is a card id (a one-element array reads as "hidden" as a key)
    ['an array holding a card id', ['hidden'], false],
    ['an object that prints as a card id', { toString: () => 'doc.fire' }, false],
    ['an unknown id', 'doc.dance', false],
  ];
  it.each(rows)('%s', (_n, x, want) => {
    expect(isCardId(x)).toBe(want);
  });
});

describe('cards: removeCard', () => {
  const hand: readonly CardId[] = ['doc.fire', 'doc.move', 'doc.rob'];
  const rows: [string, CardId, readonly CardId[]][] = [
    // mutation survivor: the first occurrence goes, the rest keep their order
    ['a card in the hand', 'doc.move', ['doc.fire', 'doc.rob']],
    // mutation survivor: a card not in the hand changes nothing (no card is lost or doubled)
    ['a card not in the hand', 'tuco.fire', ['doc.fire', 'doc.move', 'doc.rob']],
  ];
  it.each(rows)('%s', (_n, c, want) => {
    expect([...removeCard(hand, c)]).toEqual(want);
  });
});

describe('cards: loot order (strongbox, jewels, purses by value, hidden purses last)', () => {
  const rows: [string, Loot, Loot, 'before' | 'after'][] = [
    // mutation survivor: compareLoot orders the strongbox before a jewel
    ['strongbox before jewel', STRONGBOX, JEWEL, 'before'],
    ['jewel before a purse', JEWEL, purse(250), 'before'],
    ['a smaller purse first', purse(250), purse(500), 'before'],
    // mutation survivor: a purse whose value is hidden sorts after every known purse
    ['hidden purse after the largest purse', HIDDEN_PURSE, purse(500), 'after'],
  ];
  it.each(rows)('%s', (_n, a, b, want) => {
    expect(Math.sign(compareLoot(a, b))).toBe(want === 'before' ? -1 : 1);
    expect(Math.sign(compareLoot(b, a))).toBe(want === 'before' ? 1 : -1);
    // insertLoot keeps the same order whichever goes in second
    expect(insertLoot([b], a)).toEqual(want === 'before' ? [a, b] : [b, a]);
    expect(insertLoot([a], b)).toEqual(want === 'before' ? [a, b] : [b, a]);
  });
});

describe('cards: sameLoot', () => {
  const rows: [string, Loot, Loot, boolean][] = [
    // mutation survivor: same kind, no value
    ['two strongboxes', STRONGBOX, { kind: 'strongbox' }, true],
    ['strongbox and jewel', STRONGBOX, JEWEL, false],
    // mutation survivor: purses are the same only with the same value
    ['purses of the same value', purse(300), { kind: 'purse', value: 300 }, true],
    ['purses of different values', purse(300), purse(400), false],
    ['a known and a hidden purse', purse(300), HIDDEN_PURSE, false],
    ['jewel and purse', JEWEL, purse(300), false],
  ];
  it.each(rows)('%s', (_n, a, b, want) => {
    expect(sameLoot(a, b)).toBe(want);
    expect(sameLoot(b, a)).toBe(want);
  });
});
