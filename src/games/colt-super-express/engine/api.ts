// createGame / replay / randomGame (apply lives in play.ts, the lean entry of the step functions).
import type { Choice, EngineError, GameConfig, GameState, LogEntry, Result } from './types.ts';
import { choicesOf } from './legal-choices.ts';
import { apply } from './play.ts';
import { guarded } from '../../shared/result.ts';
import { createGameWithLog } from './setup.ts';
import { randomPlayOut, replayChoices, type Stepper } from '../../shared/random-game.ts';

export { apply };

const STEP: Stepper<GameState, Choice, LogEntry, EngineError> = { legal: choicesOf, apply, pending: (s) => s.pending };

/** A new game: setup (004 Förberedelser) and the first player's first planning choice. Never throws. */
export function createGame(config: GameConfig): Result<GameState> {
  return guarded(() => {
    const r = createGameWithLog(config);
    return r.ok ? { ok: true, value: r.value.state } : r;
  });
}

/** The same config (seed inside) and the same choices give the same game, bit for bit. Never throws. */
export function replay(config: GameConfig, choices: readonly Choice[]): Result<{ state: GameState; log: readonly LogEntry[] }> {
  return guarded(() => {
    if (!Array.isArray(choices)) return { ok: false, error: { code: 'replay', message: 'choices: expected an array', path: 'choices' } };
    const g = createGameWithLog(config);
    if (!g.ok) return g;
    return replayChoices(g.value, choices, STEP, (error, i) => ({ ...error, code: 'replay', message: `choices[${i}]: ${error.message}`, path: `choices[${i}]` }));
  });
}

/** Uniformly random legal choices from a new game to the end (tests, fuzzing, bench). Never throws. */
export function randomGame(seed: number, config?: Partial<GameConfig>): Result<{ state: GameState; choices: readonly Choice[] }> {
  return guarded(() => {
    const g = createGame({ players: 4, ...config, seed: config?.seed ?? seed } as GameConfig);
    if (!g.ok) return g;
    // every game ends within players + 1 rounds; the limit only bounds a broken engine
    return randomPlayOut(g.value, seed, STEP, 10_000);
  });
}
