// 004 Förberedelser: the train, the first player, where each bandit starts and which way it faces.
import { describe, expect, it } from 'vitest';
import { BANDIT_IDS, createGame, legalChoices } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, GameConfig } from '../../../src/games/colt-super-express/engine/index.ts';
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
  const bad: [string, unknown][] = [
    ['one player', { seed: 1, players: 1 }],
    ['eight players: 7 bandits, 8 wagon cards', { seed: 1, players: 8 }],
    ['a bandit twice', { seed: 1, bandits: ['tuco', 'tuco', 'doc'] }],
    ['an unknown bandit', { seed: 1, bandits: ['tuco', 'zorro', 'doc'] }],
    ['wagon cards for the wrong count', { seed: 1, players: 3, cars: [301, 312, 323] }],
    ['a wagon card that does not exist', { seed: 1, players: 2, cars: [301, 312, 300] }],
    ['an unknown option', { seed: 1, options: { rubberBullets: true } }],
    ['a bad option value', { seed: 1, options: { shotLanding: 'middle' } }],
    ['a first player outside the table', { seed: 1, players: 3, firstPlayer: 3 }],
    ['no seed', { players: 3 }],
    ['not an object', null],
  ];
  it.each(bad)('%s', (_name, cfg) => {
    const r = createGame(cfg as GameConfig);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-config');
  });
});
