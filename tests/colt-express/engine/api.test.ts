// The entry points around a game (api.ts): createGame(), replay() and randomGame() pass on the
// setup's errors, name the choice a replay stops at, and turn an exception into an 'internal' error.
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalChoices, randomGame, replay } from '../../../src/games/colt-express/engine/index.ts';
import type { Choice, GameConfig } from '../../../src/games/colt-express/engine/index.ts';
import { expectRefused } from '../../unit/refused.ts';

const cfg: GameConfig = { seed: 4, players: 4 };
/** A config that throws whatever is asked of it (issue 8: no entry point throws). */
const trap = (): GameConfig =>
  new Proxy({}, { get: () => { throw new Error('trap'); }, has: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } }) as GameConfig;

describe('replay refuses (api.ts)', () => {
  // rows: name, config, choices, code, path, message
  const rows: [string, () => unknown, unknown, string, string | undefined, string][] = [
    // mutation survivor: choices that are not a list are refused as a whole, with their own code and path
    ['choices not a list', () => cfg, 'draw', 'replay', 'choices', 'choices: expected an array'],
    // mutation survivor: a config the setup refuses keeps the setup's error (002 PREPARAZIONE: 3 to 6 players)
    ['a config the setup refuses', () => ({ seed: 4, players: 9 }), [], 'bad-config', 'players', 'players: standard rules are for 3 to 6 players, got 9'],
    ['a config without a seed', () => ({ players: 4 }), [], 'bad-config', 'seed', 'seed: expected a finite number'],
    // mutation survivor: an exception while reading the config becomes an 'internal' error (issue 8)
    ['a config that throws when read', trap, [], 'internal', undefined, 'internal error: Error: trap'],
  ];
  it.each(rows)('%s', (_name, config, choices, code, path, message) => {
    expectRefused(replay(config() as GameConfig, choices as Choice[]), code, path, message);
  });

  // mutation survivor: the first refused choice stops the replay; the error is apply()'s (its code),
  // its message prefixed with the index of that choice, and its path that choice.
  // 002 PIANIFICAZIONE: a player plays a card or draws; passing is no planning choice.
  it('names the first choice apply() refuses', () => {
    const g = createGame(cfg);
    if (!g.ok) throw new Error(g.error.message);
    const first = legalChoices(g.value)[0]!;
    const after = apply(g.value, first);
    if (!after.ok) throw new Error(after.error.message);
    const refused = apply(after.value.state, { kind: 'pass' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const r = replay(cfg, [first, { kind: 'pass' }, first]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(refused.error.code);
    expect(r.error.path).toBe('choices[1]');
    expect(r.error.message).toBe(`choices[1]: ${refused.error.message}`);
  });
});

describe('createGame and randomGame (api.ts)', () => {
  // mutation survivor: an exception while reading the config becomes an 'internal' error (issue 8)
  it('createGame with a config that throws when read', () => {
    const r = createGame(trap());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'internal', message: 'internal error: Error: trap' });
  });
  // mutation survivor: a config randomGame cannot read is no config: 4 players and the seed given
  it('randomGame with a config that throws when read plays the default game', () => {
    const r = randomGame(7, trap());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.config.players).toBe(4);
    expect(r.value.state.config.seed).toBe(7);
    expect(r.value.state.phase).toBe('game-over');
  });
  // mutation survivor: a config the setup refuses keeps the setup's error
  it('randomGame with a config the setup refuses', () => {
    const r = randomGame(1, { players: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad-config', path: 'players' });
  });
});
