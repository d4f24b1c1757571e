// The checks of a game's configuration and options (setup.ts: err, resolveOptions, resolveConfig).
// The site shows a refused config's message and points at its path, so each row pins code, path
// and the exact message. Every engine call is made inside its `it` (Stryker runs with ignoreStatic).
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig } from '../../../src/games/colt-express/engine/index.ts';
import { err } from '../../../src/games/colt-express/engine/setup.ts';

const TWO = { mode: 'two-bandits' } as const;
const TEAM = { mode: 'team-two-player' } as const;

describe('Setup: a refused configuration names what is wrong and where', () => {
  it.each([
    // mutation survivor: a config that is no object is refused as such (not read, not thrown on)
    ['config null', null, 'config', 'config: expected an object'],
    ['config a number', 5, 'config', 'config: expected an object'],
    // mutation survivor: the seed message
    ['seed NaN', { seed: Number.NaN }, 'seed', 'seed: expected a finite number'],
    ['seed a string', { seed: '1' }, 'seed', 'seed: expected a finite number'],
    // mutation survivor: an unknown preset lists the presets there are
    ['unknown preset', { seed: 1, preset: 'deluxe' }, 'preset', 'preset: unknown preset "deluxe" (expected original, revised, revised-advanced)'],
    ['preset a number', { seed: 1, preset: 2 }, 'preset', 'preset: unknown preset 2 (expected original, revised, revised-advanced)'],
    // mutation survivor: options must be a plain object (not null, a string or a list)
    ['options null', { seed: 1, options: null }, 'options', 'options: expected an object'],
    ['options a string', { seed: 1, options: 'ab' }, 'options', 'options: expected an object'],
    ['options a list', { seed: 1, options: ['x'] }, 'options', 'options: expected an object'],
    // mutation survivor: an option nobody knows is named
    ['unknown option', { seed: 1, options: { zorro: true } }, 'options.zorro', 'options.zorro: unknown option'],
    // mutation survivor: a bad value lists the option's values
    ['bad robPick', { seed: 1, options: { robPick: 'peek' } }, 'options.robPick', 'options.robPick: "peek" is not one of "chosen", "blind"'],
    ['bad expert', { seed: 1, options: { expert: 'yes' } }, 'options.expert', 'options.expert: "yes" is not one of false, true'],
    // 002 PREPARAZIONE: the standard game is for 3 to 6 players
    ['2 players', { seed: 1, players: 2 }, 'players', 'players: standard rules are for 3 to 6 players, got 2'],
    ['7 players', { seed: 1, players: 7 }, 'players', 'players: standard rules are for 3 to 6 players, got 7'],
    ['3.5 players', { seed: 1, players: 3.5 }, 'players', 'players: standard rules are for 3 to 6 players, got 3.5'],
    ['"4" players', { seed: 1, players: '4' }, 'players', 'players: standard rules are for 3 to 6 players, got 4'],
    // 002 PREPARAZIONE: two characters make no standard game, the count comes from the characters
    ['2 characters', { seed: 1, characters: ['ghost', 'doc'] }, 'players', 'players: standard rules are for 3 to 6 players, got 2'],
    // mutation survivor: characters must be a list; players, if given, must match it
    ['characters a string', { seed: 1, characters: 'ghost' }, 'characters', 'characters: expected an array'],
    ['players ≠ characters', { seed: 1, players: 4, characters: ['ghost', 'doc', 'belle'] }, 'players', 'players: 4 does not match 3 characters'],
    // 002 PREPARAZIONE: each player takes one of the six characters
    ['unknown character', { seed: 1, characters: ['ghost', 'zorro', 'doc'] }, 'characters[1]', 'characters[1]: unknown character "zorro"'],
    ['character twice', { seed: 1, characters: ['ghost', 'doc', 'ghost'] }, 'characters[2]', 'characters[2]: ghost chosen twice'],
    // 002 REGOLE SPECIALI PER DUE GIOCATORI: the team game is for 2 players
    ['team game, 3 players', { seed: 1, options: TEAM, players: 3 }, 'players', 'players: the original team rules are for 2 players, got 3'],
    // 000 2 BANDITI PER GIOCATORE: two bandits each is for 2 or 3 players
    ['two bandits, 4 players', { seed: 1, options: TWO, players: 4 }, 'players', 'players: two bandits per player is for 2 or 3 players, got 4'],
    ['two bandits, 1 player', { seed: 1, options: TWO, players: 1 }, 'players', 'players: two bandits per player is for 2 or 3 players, got 1'],
    ['two bandits, 2.5 players', { seed: 1, options: TWO, players: 2.5 }, 'players', 'players: two bandits per player is for 2 or 3 players, got 2.5'],
    // mutation survivor: teams must be a list of one team per player
    ['teams a string', { seed: 1, options: TWO, players: 2, teams: 'ab' }, 'teams', 'teams: expected 2 teams'],
    ['one team for 2 players', { seed: 1, options: TWO, players: 2, teams: [['ghost', 'tuco']] }, 'teams', 'teams: expected 2 teams'],
    // 000 2 BANDITI PER GIOCATORE: each player plays two bandits
    ['a team not a list', { seed: 1, options: TWO, teams: [['ghost', 'tuco'], 'do'] }, 'teams[1]', 'teams[1]: expected two characters'],
    ['a team of one', { seed: 1, options: TWO, teams: [['ghost', 'tuco'], ['doc']] }, 'teams[1]', 'teams[1]: expected two characters'],
    ['a team of three', { seed: 1, options: TWO, teams: [['ghost', 'tuco'], ['doc', 'belle', 'django']] }, 'teams[1]', 'teams[1]: expected two characters'],
    ['unknown character in a team', { seed: 1, options: TWO, teams: [['ghost', 'tuco'], ['doc', 'zorro']] }, 'teams[1][1]', 'teams[1][1]: unknown character "zorro"'],
    ['twice in a team', { seed: 1, options: TEAM, teams: [['ghost', 'ghost'], ['doc', 'tuco']] }, 'teams[0][1]', 'teams[0][1]: ghost chosen twice'],
    ['twice across teams', { seed: 1, options: TWO, teams: [['ghost', 'tuco'], ['doc', 'ghost']] }, 'teams[1][1]', 'teams[1][1]: ghost chosen twice'],
  ] as [string, unknown, string, string][])('%s → %s', (_name, cfg, path, message) => {
    const g = createGame(cfg as GameConfig);
    expect(g.ok).toBe(false);
    if (g.ok) return;
    expect(g.error.code).toBe('bad-config');
    expect(g.error.path).toBe(path);
    expect(g.error.message).toBe(message);
  });
});

describe('Setup: a configuration that is accepted', () => {
  it.each([
    // mutation survivor: an option given as undefined is no override (the preset's value stays)
    ['robPick undefined keeps the original preset', { seed: 1, options: { robPick: undefined } }, 'robPick', 'chosen'],
    ['robPick undefined keeps the revised preset', { seed: 1, preset: 'revised', options: { robPick: undefined } }, 'robPick', 'blind'],
    // 002 PREPARAZIONE: an option given is used
    ['robPick blind on the original preset', { seed: 1, options: { robPick: 'blind' } }, 'robPick', 'blind'],
  ] as [string, GameConfig, string, unknown][])('%s', (_name, cfg, option, value) => {
    const g = createGame(cfg);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect((g.value.config.options as Record<string, unknown>)[option]).toBe(value);
  });

  it.each([
    // 000 2 BANDITI PER GIOCATORE: the teams given are the seats, first bandit first
    ['two bandits, 2 teams', { seed: 1, options: TWO, teams: [['ghost', 'tuco'], ['doc', 'cheyenne']] }, [['ghost', 'tuco'], ['doc', 'cheyenne']]],
    ['two bandits, 3 teams', { seed: 2, options: TWO, teams: [['belle', 'django'], ['ghost', 'tuco'], ['doc', 'cheyenne']] }, [['belle', 'django'], ['ghost', 'tuco'], ['doc', 'cheyenne']]],
    // 002 REGOLE SPECIALI PER DUE GIOCATORI: teams of the players' choice
    ['team game, 2 teams', { seed: 3, options: TEAM, teams: [['belle', 'ghost'], ['doc', 'django']] }, [['belle', 'ghost'], ['doc', 'django']]],
    // 002 REGOLE SPECIALI PER DUE GIOCATORI: the suggested teams when none are given
    ['team game, suggested teams', { seed: 4, options: TEAM }, [['tuco', 'cheyenne'], ['django', 'doc']]],
    // 002 PREPARAZIONE: the characters given, one per seat; players may repeat their count
    ['3 characters, players 3', { seed: 5, players: 3, characters: ['doc', 'belle', 'ghost'] }, [['doc'], ['belle'], ['ghost']]],
  ] as [string, GameConfig, string[][]][])('%s', (_name, cfg, seats) => {
    const g = createGame(cfg);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(g.value.config.seats).toEqual(seats);
    expect(g.value.config.players).toBe(seats.length);
    expect(g.value.config.bandits).toEqual(seats.flat());
  });
});

describe('Setup: err', () => {
  it.each([
    // mutation survivor: an error without a path has no path field (plain JSON, no undefined key)
    ['no path', undefined, { code: 'bad-config', message: 'm' }],
    ['a path', 'seed', { code: 'bad-config', message: 'm', path: 'seed' }],
  ] as const)('%s', (_name, path, error) => {
    expect(err('bad-config', 'm', path)).toStrictEqual({ ok: false, error });
  });
});
