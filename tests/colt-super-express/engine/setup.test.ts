// 004 Förberedelser: the train, the first player, where each bandit starts and which way it faces.
import { describe, expect, it } from 'vitest';
import { BANDIT_IDS, createGame, legalChoices } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, GameConfig, GameState, LogEntry, Options } from '../../../src/games/colt-super-express/engine/index.ts';
import { at, game } from './helpers.ts';
import { createGameWithLog } from '../../../src/games/colt-super-express/engine/setup.ts';

describe('placement and facing (004 Förberedelser)', () => {
  // rows: players, first player's seat, then per seat: expected car and facing
  const rows: [number, number, [number, 'forward' | 'back'][]][] = [
    // 2 players: wagons 1-3; the first player in wagon 2 (second-to-last) faces forward (1 of 2, rounded up)
    [2, 0, [[2, 'forward'], [1, 'back']]],
    // 3 players: wagons 1-4; rear half rounded up = 2 face the locomotive
    [3, 0, [[3, 'forward'], [2, 'forward'], [1, 'back']]],
    // 4 players, first player at seat 2: seats 2, 3, 0, 1 in wagons 4, 3, 2, 1
    [4, 2, [[2, 'back'], [1, 'back'], [4, 'forward'], [3, 'forward']]],
    // 5 players: 3 face the locomotive, 2 the rear
    [5, 0, [[5, 'forward'], [4, 'forward'], [3, 'forward'], [2, 'back'], [1, 'back']]],
    // 6 players
    [6, 5, [[5, 'forward'], [4, 'forward'], [3, 'back'], [2, 'back'], [1, 'back'], [6, 'forward']]],
    // 7 players: every wagon card in use; 4 face the locomotive
    [7, 0, [[7, 'forward'], [6, 'forward'], [5, 'forward'], [4, 'forward'], [3, 'back'], [2, 'back'], [1, 'back']]],
  ];
  it.each(rows)('%i players, first player at seat %i', (n, first, want) => {
    const bandits = BANDIT_IDS.slice(0, n) as BanditId[];
    const s = game({ seed: 3, players: n, bandits, firstPlayer: first });
    expect(s.train.length).toBe(n + 2); // locomotive + one wagon per player + one extra
    expect(s.train[n + 1]!.inside.length + s.train[n + 1]!.roof.length).toBe(0); // the last wagon starts empty
    want.forEach(([car, facing], seat) => {
      const id = bandits[seat]!;
      expect(at(s, id), id).toBe(`${car} inside #0`);
      expect(s.bandits[id]!.facing, id).toBe(facing);
    });
    expect(s.round.firstPlayer).toBe(first);
    expect(s.pending).toEqual({ kind: 'plan', seat: first, bandit: bandits[first] });
  });

  it('logs the rules of the setup', () => {
    const r = createGameWithLog({ seed: 1, players: 3, options: { reflex: true, horse: true } });
    if (!r.ok) throw new Error(r.error.message);
    const ids = r.value.log.map((e) => e.rule);
    for (const id of ['setup.train', 'setup.first-player', 'setup.placement', 'reflex.setup', 'horse.setup', 'round.take-cards'] as const) expect(ids).toContain(id);
  });

  it('draws the bandits, the wagon cards and the first player from the seed', () => {
    const a = game({ seed: 11, players: 5 });
    const b = game({ seed: 11, players: 5 });
    expect(a).toEqual(b);
    expect(new Set(a.config.cars).size).toBe(6);
    const others = [12, 13, 14, 15].map((seed) => game({ seed, players: 5 }));
    expect(others.some((o) => JSON.stringify(o.config) !== JSON.stringify(a.config))).toBe(true);
  });

  // mutation survivor: each draw follows the seed (not only the seed kept in the config): the
  // bandits and wagon cards are shuffled, and the first player is drawn (004 Förberedelser: "välj en
  // slumpmässigt"); eight seeds give more than one outcome of each draw
  it.each([
    ['the bandits', (s: GameState) => s.config.bandits.join(' ')],
    ['the wagon cards', (s: GameState) => s.config.cars.join(' ')],
    ['the first player', (s: GameState) => String(s.round.firstPlayer)],
  ] as const)('%s change with the seed', (_name, drawn) => {
    const games = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => game({ seed, players: 3 }));
    expect(new Set(games.map(drawn)).size).toBeGreaterThan(1);
  });
});

describe('the log of the setup (004 Förberedelser; Expansion: Reflex / Häst)', () => {
  const setupLog = (options: Partial<Options>): readonly LogEntry[] => {
    const r = createGameWithLog({ seed: 1, bandits: ['tuco', 'doc', 'belle'], cars: [312, 301, 345, 323], firstPlayer: 1, options });
    if (!r.ok) throw new Error(r.error.message);
    return r.value.log;
  };

  // rows: options, the expansion cards logged (in this order, after the train, before the first player)
  it.each([
    [{}, []], // base game: no expansion card
    [{ reflex: true }, ['reflex']], // 004 Expansion: Reflex
    [{ horse: true }, ['horse']], // 004 Expansion: Häst
    [{ reflex: true, horse: true }, ['reflex', 'horse']], // both expansions together
  ] as [Partial<Options>, ('reflex' | 'horse')[]][])('options %j: expansion entries %j', (options, cards) => {
    const log = setupLog(options);
    expect(log.filter((e) => e.kind === 'expansion')).toEqual(cards.map((card) => ({ kind: 'expansion', rule: `${card}.setup`, data: { card } })));
    expect(log.map((e) => e.kind)).toEqual(['game-start', ...cards.map(() => 'expansion'), 'first-player', 'placed', 'placed', 'placed', 'round-start']);
  });

  it('the train and the first player', () => {
    const log = setupLog({});
    // the locomotive plus one wagon per player plus one extra: 4 wagon cards for 3 players
    expect(log[0]).toEqual({ kind: 'game-start', rule: 'setup.train', data: { players: 3, wagons: 4 } });
    // seat 1 (doc) takes the First Player card; nobody is skipped at the start
    expect(log[1]).toEqual({ kind: 'first-player', rule: 'setup.first-player', data: { seat: 1, bandit: 'doc', skipped: [] } });
  });

  // rows: bandit, wagon, facing, in the order they are placed (from the first player clockwise)
  const placed: [BanditId, number, 'forward' | 'back'][] = [
    ['doc', 3, 'forward'], // the first player: the second-to-last wagon, facing the locomotive
    ['belle', 2, 'forward'], // the next clockwise: one wagon nearer; the rear half (2 of 3) faces the locomotive
    ['tuco', 1, 'back'], // the front half faces the rear
  ];
  it('each placement', () => {
    const log = setupLog({}).filter((e) => e.kind === 'placed');
    expect(log).toEqual(placed.map(([bandit, car, facing]) => ({ kind: 'placed', rule: 'setup.placement', data: { bandit, facing, car, floor: 'inside', place: 0 } })));
  });
});

describe('hands (004 Fas 1; Expansion: Reflex / Häst)', () => {
  it.each([
    [{}, 4], // base game: 4 cards
    [{ reflex: true }, 5], // one more card
    [{ horse: true }, 5],
    [{ reflex: true, horse: true }, 6], // both: 6, still 3 used per round
  ] as const)('options %j: %i cards to choose from', (options, n) => {
    const s = game({ seed: 2, players: 3, options });
    expect(s.players.every((p) => p.hand.length === n)).toBe(true);
    expect(legalChoices(s)).toHaveLength(n);
  });
});

describe('configs the components do not allow (setup.players, ours)', () => {
  // rows: name, config, the path the error names, its message
  const bad: [string, unknown, string, string][] = [
    // 004 Förberedelser: a wagon card per player, seven bandits: 2 to 7 players
    ['one player', { seed: 1, players: 1 }, 'players', 'players: 1 players; the components allow 2 to 7'],
    ['eight players: 7 bandits, 8 wagon cards', { seed: 1, players: 8 }, 'players', 'players: 8 players; the components allow 2 to 7'],
    // 004 Förberedelser: each player chooses a bandit of his own
    ['a bandit twice', { seed: 1, bandits: ['tuco', 'tuco', 'doc'] }, 'bandits[1]', 'bandits[1]: tuco appears twice'],
    ['an unknown bandit', { seed: 1, bandits: ['tuco', 'zorro', 'doc'] }, 'bandits[1]', 'bandits[1]: "zorro" is not one of the bandits'],
    // mutation survivor: a hole in the list is named as such, not as an empty text
    ['a bandit missing from the list', { seed: 1, bandits: ['tuco', undefined, 'doc'] }, 'bandits[1]', 'bandits[1]: undefined is not one of the bandits'],
    // mutation survivor: the bandits must be a list (a text of the right length is not read letter by letter)
    ['bandits not a list', { seed: 1, players: 3, bandits: 'doc' }, 'bandits', 'bandits: expected a list of 3 bandits'],
    // mutation survivor: the message names both counts
    ['fewer bandits than players', { seed: 1, players: 3, bandits: ['tuco', 'doc'] }, 'bandits', 'bandits: expected 3 bandits, found 2'],
    // 004 Förberedelser: one wagon card per player plus one extra
    ['wagon cards for the wrong count', { seed: 1, players: 3, cars: [301, 312, 323] }, 'cars', 'cars: expected 4 wagon cards, found 3'],
    ['a wagon card that does not exist', { seed: 1, players: 2, cars: [301, 312, 300] }, 'cars[2]', 'cars[2]: 300 is not one of the wagon cards'],
    ['a wagon card twice', { seed: 1, players: 2, cars: [301, 301, 312] }, 'cars[1]', 'cars[1]: 301 appears twice'],
    ['an unknown option', { seed: 1, options: { rubberBullets: true } }, 'options.rubberBullets', 'options.rubberBullets: unknown option'],
    ['a bad option value', { seed: 1, options: { shotLanding: 'middle' } }, 'options.shotLanding', 'options.shotLanding: expected one of entry-side, far-side'],
    // 004 Förberedelser: the first player is one of the players at the table
    ['a first player outside the table', { seed: 1, players: 3, firstPlayer: 3 }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    ['a first player before seat 0', { seed: 1, players: 3, firstPlayer: -1 }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    ['a first player between two seats', { seed: 1, players: 3, firstPlayer: 1.5 }, 'firstPlayer', 'firstPlayer: expected a seat from 0 to 2'],
    // the seed drives every draw: it must be a finite number
    ['no seed', { players: 3 }, 'seed', 'seed: expected a finite number'],
    ['a seed that is not a number', { seed: Number.NaN, players: 3 }, 'seed', 'seed: expected a finite number'],
    ['an infinite seed', { seed: Number.POSITIVE_INFINITY, players: 3 }, 'seed', 'seed: expected a finite number'],
    ['not an object', null, 'config', 'config: expected an object'],
  ];
  it.each(bad)('%s', (_name, cfg, path, message) => {
    const r = createGame(cfg as GameConfig);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-config');
    expect(r.error.path).toBe(path);
    expect(r.error.message).toBe(message);
  });
});
