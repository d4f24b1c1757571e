// The options of a Colt Super Express game (options.ts): the expansions (004 Expansion: Reflex / Häst)
// and our readings where the book is silent, each checked against its values.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/colt-super-express/engine/index.ts';
import type { GameConfig } from '../../../src/games/colt-super-express/engine/index.ts';
import { game } from './helpers.ts';

describe('options a config may not give (options, ours)', () => {
  // rows: name, the options field, the path the error names, its message
  const bad: [string, unknown, string, string][] = [
    // mutation survivor: options must be an object: a text is not read letter by letter
    ['a text', 'reflex', 'options', 'options: expected an object'],
    // mutation survivor: null is refused with a message, not an internal error
    ['null', null, 'options', 'options: expected an object'],
    // mutation survivor: a list is not an object of options
    ['a list', ['reflex'], 'options', 'options: expected an object'],
    // mutation survivor: the message and the path name the unknown option
    ['an unknown option', { rubberBullets: true }, 'options.rubberBullets', 'options.rubberBullets: unknown option'],
    // mutation survivor: the message lists the values the option takes, in order
    ['a bad value of a reading of ours', { lootTie: 'youngest' }, 'options.lootTie', 'options.lootTie: expected one of rear-of-line, turn-order'],
    // 004 Expansion: Reflex: the card is in the game or not
    ['an expansion given as a text', { reflex: 'yes' }, 'options.reflex', 'options.reflex: expected one of false, true'],
  ];
  it.each(bad)('%s', (_name, options, path, message) => {
    const r = createGame({ seed: 1, players: 3, options } as GameConfig);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-config');
    expect(r.error.path).toBe(path);
    expect(r.error.message).toBe(message);
  });
});

describe('options a config may give', () => {
  // rows: options, then the cards each player takes (004 Fas 1: 4; each expansion adds its card)
  it.each([
    // mutation survivor: an option given as undefined keeps its default, like one not given
    [{ reflex: undefined, horse: true }, { reflex: false, horse: true }, 5],
    // an empty object: every default (the base game)
    [{}, { reflex: false, horse: false }, 4],
    // 004 Expansion: Reflex and Häst together
    [{ reflex: true, horse: true }, { reflex: true, horse: true }, 6],
  ] as [unknown, { reflex: boolean; horse: boolean }, number][])('options %j', (options, want, cards) => {
    const s = game({ seed: 1, players: 3, options } as GameConfig);
    expect(s.config.options.reflex).toBe(want.reflex);
    expect(s.config.options.horse).toBe(want.horse);
    expect(s.players[0]!.hand).toHaveLength(cards);
  });
});
