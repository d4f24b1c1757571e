// createGame / replay / randomGame (apply lives in play.ts, the lean entry of the step functions).
import type { Choice, EngineError, GameConfig, GameState, LogEntry, Result } from './types.ts';
import { choicesOf } from './legal-choices.ts';
import { apply } from './play.ts';
import { internal } from '../../shared/result.ts';
import { createGameWithLog } from './setup.ts';
import { randomPlayOut, replayChoices, type Stepper } from '../../shared/random-game.ts';
import { vouch } from './playable.ts';

export { apply };

const STEP: Stepper<GameState, Choice, LogEntry, EngineError> = { legal: choicesOf, apply, pending: (s) => s.pending };

export function createGame(config: GameConfig): Result<GameState> {
  try {
    const r = createGameWithLog(config);
    return r.ok ? { ok: true, value: vouch(r.value.state) } : r; // a new game hides nothing
  } catch (e) {
    return internal(e);
  }
}

/** The config's game, then `choices` in order. Never throws. */
export function replay(
  config: GameConfig,
  choices: readonly Choice[],
): Result<{ state: GameState; log: readonly LogEntry[] }> {
  try {
    const g = createGameWithLog(config);
    if (!g.ok) return g;
    if (!Array.isArray(choices)) return { ok: false, error: { code: 'replay', message: 'choices: expected an array', path: 'choices' } };
    return replayChoices(g.value, choices, STEP, (error, i) => ({ code: error.code, message: `choices[${i}]: ${error.message}`, path: `choices[${i}]` }));
  } catch (e) {
    return internal(e);
  }
}

export type RandomGame = { readonly state: GameState; readonly choices: readonly Choice[] };

/** Play uniformly random legal choices from a new game (4 players unless `config` says) to the end. */
export function randomGame(seed: number, config?: Partial<GameConfig>): Result<RandomGame> {
  const g = createGame(randomConfig(seed, config));
  if (!g.ok) return g;
  return randomPlayOut(g.value, seed, STEP, 100_000);
}

/** The config of randomGame; a config that throws when read is no config (never throws). */
function randomConfig(seed: number, config: Partial<GameConfig> | undefined): GameConfig {
  try {
    return { players: 4, ...config, seed: config?.seed ?? seed } as GameConfig;
  } catch {
    return { players: 4, seed };
  }
}
