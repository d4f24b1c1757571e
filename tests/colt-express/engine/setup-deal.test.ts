// 002 PREPARAZIONE, PRIMO GIOCATORE, COLLOCARE I BANDITI: the train, the round deck, the first player
// and the bandits of a new game, as a config fixes them (scenarios) or refuses them, and the setup log.
// Every engine call is made inside its test (the mutation run ignores calls made while collecting).
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig, LogEntry } from '../../../src/games/colt-express/engine/index.ts';
import { createGameWithLog } from '../../../src/games/colt-express/engine/setup.ts';

const THREE = { seed: 1, characters: ['ghost', 'belle', 'doc'] } as const;

describe('a config the setup refuses (wagons, round cards, first player)', () => {
  // rows: name, config, the path the error names, its message
  const bad: [string, unknown, string, string][] = [
    // 002 PREPARAZIONE: one wagon per player
    ['too few wagons', { ...THREE, wagons: ['w1', 'w2'] }, 'wagons', 'wagons: expected 3 wagons'],
    // mutation survivor: each wagon is one of the six, named by its id
    ['an unknown wagon', { ...THREE, wagons: ['w1', 'zorro', 'w2'] }, 'wagons[1]', 'wagons[1]: unknown wagon "zorro"'],
    // mutation survivor: a list holding a wagon's id is no wagon (the id check alone would take it)
    ['a wagon that is a list', { ...THREE, wagons: [['w1'], 'w2', 'w3'] }, 'wagons[0]', 'wagons[0]: unknown wagon ["w1"]'],
    // bug pinned: a name every object has (toString) is no wagon; it was taken and left the jewel count NaN
    ['a wagon named toString', { ...THREE, wagons: ['toString', 'w1', 'w2'] }, 'wagons[0]', 'wagons[0]: unknown wagon "toString"'],
    // 002 PREPARAZIONE: each wagon card once (there is one of each)
    ['a wagon twice', { ...THREE, wagons: ['w1', 'w1', 'w2'] }, 'wagons[1]', 'wagons[1]: w1 used twice'],
    // mutation survivor: a scenario's round deck holds 1 to 5 cards (002 PREPARAZIONE: a deck of 5)
    ['no round card', { ...THREE, roundCards: [] }, 'roundCards', 'roundCards: expected 1 to 5 round cards'],
    ['six round cards', { ...THREE, roundCards: ['bridge', 'tunnel', 'braking', 'swivel-arm', 'angry-marshal', 'take-it-all'] }, 'roundCards', 'roundCards: expected 1 to 5 round cards'],
    // mutation survivor: the deck must be a list (a list-like object of one card is not read as one)
    ['round cards not a list', { ...THREE, roundCards: { 0: 'bridge', length: 1 } }, 'roundCards', 'roundCards: expected 1 to 5 round cards'],
    // mutation survivor: each round card is one of the book's, named by its id
    ['an unknown round card', { ...THREE, roundCards: ['bridge', 'zorro'] }, 'roundCards[1]', 'roundCards[1]: unknown round card "zorro"'],
    ['a round card that is a list', { ...THREE, roundCards: [['bridge'], 'tunnel'] }, 'roundCards[0]', 'roundCards[0]: unknown round card ["bridge"]'],
    // bug pinned: a name every object has (constructor) is no round card; it ended in an internal error
    ['a round card named constructor', { ...THREE, roundCards: ['constructor', 'bridge'] }, 'roundCards[0]', 'roundCards[0]: unknown round card "constructor"'],
    // 002 PRIMO GIOCATORE: the first player is one of the players (seats 0 to n-1)
    ['a first player outside the table', { ...THREE, firstPlayer: 3 }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    ['a first player before seat 0', { ...THREE, firstPlayer: -1 }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    ['a first player between two seats', { ...THREE, firstPlayer: 1.5 }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    ['a first player given as text', { ...THREE, firstPlayer: '1' }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    // mutation survivor: the seed is read safely from a config that is not an object (no throw)
    ['no config', null, 'config', 'config: expected an object'],
    ['an undefined config', undefined, 'config', 'config: expected an object'],
  ];
  it.each(bad)('%s', (_name, cfg, path, message) => {
    const r = createGame(cfg as GameConfig);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ code: 'bad-config', message, path });
  });

  it('a config that is not an object is refused without throwing (createGameWithLog itself)', () => {
    // mutation survivor: the seed of the setup's draws is read with config?.seed
    for (const cfg of [null, undefined]) {
      const r = createGameWithLog(cfg as unknown as GameConfig);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.path).toBe('config');
    }
  });
});

describe('a config the setup takes (round cards, first player)', () => {
  // rows: name, config, the round card of round 1, the cards left under it, the first player
  const good: [string, Partial<GameConfig>, string, string[], number][] = [
    // mutation survivor: a one-card round deck is a game of one round (scenarios)
    ['one round card', { roundCards: ['bridge'] }, 'bridge', [], 0],
    // 002 PREPARAZIONE: a deck of five round cards, the station at the bottom
    ['five round cards', { roundCards: ['bridge', 'tunnel', 'braking', 'swivel-arm', 'pickpocketing'] }, 'bridge', ['tunnel', 'braking', 'swivel-arm', 'pickpocketing'], 0],
    // 002 PRIMO GIOCATORE: the last seat can be the first player
    ['the last seat first', { roundCards: ['tunnel', 'bridge'], firstPlayer: 2 }, 'tunnel', ['bridge'], 2],
  ];
  it.each(good)('%s', (_name, extra, card, deck, first) => {
    const r = createGame({ ...THREE, firstPlayer: 0, ...extra } as GameConfig);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.round.card).toBe(card);
    expect(r.value.round.deck).toEqual(deck);
    expect(r.value.round.firstPlayer).toBe(first);
  });
});

describe('the log of the setup (002 PREPARAZIONE, PRIMO GIOCATORE, COLLOCARE I BANDITI)', () => {
  const setupLog = (config: Partial<GameConfig>): LogEntry[] => {
    const r = createGameWithLog({ ...THREE, wagons: ['w3', 'w1', 'w2'], roundCards: ['bridge', 'tunnel'], firstPlayer: 2, ...config } as GameConfig);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.log;
  };

  it('standard game: the train, the first player, each placement, then round 1', () => {
    const log = setupLog({});
    // the locomotive and three wagons
    expect(log[0]).toEqual({ rule: 'setup.train', kind: 'game-start', data: { amount: 4 } });
    // seat 2 (doc) was given the first player
    expect(log[1]).toEqual({ rule: 'setup.first-player', kind: 'first-player', data: { seat: 2 } });
    // seat order; player numbers count from the first player: doc 1, ghost 2, belle 3;
    // odd numbers in the last wagon (car 3), even in the one before (car 2)
    expect(log.slice(2, 5)).toEqual([
      { rule: 'setup.bandit-placement', kind: 'placed', data: { seat: 0, bandit: 'ghost', to: 2, floor: 'inside' } },
      { rule: 'setup.bandit-placement', kind: 'placed', data: { seat: 1, bandit: 'belle', to: 3, floor: 'inside' } },
      { rule: 'setup.bandit-placement', kind: 'placed', data: { seat: 2, bandit: 'doc', to: 3, floor: 'inside' } },
    ]);
    // 002 INIZIO DI UN ROUND: then the first round card is turned over
    expect(log[5]).toEqual({ rule: 'round.start-draw', kind: 'round-start', data: { round: 0, roundCard: 'bridge', seat: 2 } });
  });

  it('two bandits each: the players place their bandits themselves, so nothing is placed in the log', () => {
    // 000 2 BANDITI: two players, three wagons and the locomotive; the first player places first
    const r = createGameWithLog({ seed: 1, players: 2, options: { mode: 'two-bandits' }, teams: [['ghost', 'tuco'], ['belle', 'django']], firstPlayer: 1 } as GameConfig);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.log).toEqual([
      { rule: 'setup.train', kind: 'game-start', data: { amount: 4 } },
      { rule: 'setup.first-player', kind: 'first-player', data: { seat: 1 } },
    ]);
    expect(r.value.state.pending).toEqual({ kind: 'place', seat: 1, placed: [null, null] });
  });
});
