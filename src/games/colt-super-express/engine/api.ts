// createGame / replay / randomGame (apply lives in play.ts, the lean entry of the step functions).
import type { Choice, GameConfig, GameState, LogEntry, Result } from './types.ts';
import { choicesOf } from './legal-choices.ts';
import { apply } from './play.ts';
import { guarded } from './guard.ts';
import { createGameWithLog } from './setup.ts';
import { rngInt, seedRng } from '../../shared/rng.ts';

export { apply };

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
    let state = g.value.state;
    const log: LogEntry[] = g.value.log.slice();
    for (let i = 0; i < choices.length; i++) {
      const r = apply(state, choices[i]);
      if (!r.ok) return { ok: false, error: { ...r.error, code: 'replay', message: `choices[${i}]: ${r.error.message}`, path: `choices[${i}]` } };
      state = r.value.state;
      log.push(...r.value.log);
    }
    return { ok: true, value: { state, log } };
  });
}

/** Uniformly random legal choices from a new game to the end (tests, fuzzing, bench). Never throws. */
export function randomGame(seed: number, config?: Partial<GameConfig>): Result<{ state: GameState; choices: readonly Choice[] }> {
  return guarded(() => {
    const g = createGame({ players: 4, ...config, seed: config?.seed ?? seed } as GameConfig);
    if (!g.ok) return g;
    const r = seedRng(seed ^ 0x5bd1e995);
    let state = g.value;
    const choices: Choice[] = [];
    // every game ends within players + 1 rounds; the guard only bounds a broken engine
    for (let guard = 0; guard < 10_000 && state.pending !== null; guard++) {
      const legal = choicesOf(state);
      const c = legal.length === 1 ? legal[0]! : legal[rngInt(r, legal.length)]!;
      const res = apply(state, c);
      if (!res.ok) return res;
      choices.push(c);
      state = res.value.state;
    }
    return { ok: true, value: { state, choices } };
  });
}
