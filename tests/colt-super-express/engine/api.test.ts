// The entry points around a game (api.ts): replay() and randomGame() pass on the setup's errors and
// name the choice a replay stops at.
import { describe, expect, it } from 'vitest';
import { apply, legalChoices, randomGame, replay } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Choice, GameConfig } from '../../../src/games/colt-super-express/engine/index.ts';
import { game } from './helpers.ts';
import { expectRefused } from '../../unit/refused.ts';

const cfg: GameConfig = { seed: 4, players: 3 };

describe('replay refuses (api.ts)', () => {
  // rows: name, config, choices, code, path, message
  const rows: [string, unknown, unknown, string, string, string][] = [
    // mutation survivor: choices that are not a list are refused as a whole, not read as one choice
    ['choices not a list', cfg, 'stack.turn', 'replay', 'choices', 'choices: expected an array'],
    // mutation survivor: a config the setup refuses keeps the setup's error (004 Förberedelser: 2 to 7 players)
    ['a config the setup refuses', { seed: 4, players: 9 }, [], 'bad-config', 'players', 'players: 9 players; the components allow 2 to 7'],
    ['a config without a seed', { players: 3 }, [], 'bad-config', 'seed', 'seed: expected a finite number'],
  ];
  it.each(rows)('%s', (_name, config, choices, code, path, message) => {
    expectRefused(replay(config as GameConfig, choices as Choice[]), code, path, message);
  });

  // mutation survivor: the first refused choice stops the replay; the error is apply()'s, coded
  // 'replay' and prefixed with the index of that choice. 004 Fas 1: a reveal is no planning choice.
  it('names the first choice apply() refuses', () => {
    const s = game(cfg);
    const first = legalChoices(s)[0]!;
    const after = apply(s, first);
    if (!after.ok) throw new Error(after.error.message);
    const refused = apply(after.value.state, { kind: 'reveal' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const r = replay(cfg, [first, { kind: 'reveal' }, first]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('replay');
    expect(r.error.path).toBe('choices[1]');
    expect(r.error.message).toBe(`choices[1]: ${refused.error.message}`);
  });
});

describe('randomGame (api.ts)', () => {
  // mutation survivor: a config the setup refuses keeps the setup's error
  it.each([
    [{ players: 9 }, 'players'], // 004 Förberedelser: 2 to 7 players
    [{ players: 3, bandits: ['tuco', 'tuco', 'doc'] }, 'bandits[1]'], // each player has a bandit of his own
  ] as [Partial<GameConfig>, string][])('config %j: bad-config at %s', (config, path) => {
    const r = randomGame(1, config);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-config');
    expect(r.error.path).toBe(path);
  });
});
