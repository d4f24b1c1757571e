// createGame / replay / randomGame (apply lives in play.ts, the lean entry of the step functions).
import type { Choice, GameConfig, GameState, LogEntry, Result } from './types.ts';
import { choicesOf } from './legal-choices.ts';
import { apply, internal } from './play.ts';
import { createGameWithLog } from './setup.ts';
import { rngInt, seedRng } from './rng.ts';
import { vouch } from './playable.ts';

export { apply };

export function createGame(config: GameConfig): Result<GameState> {
  try {
    const r = createGameWithLog(config);
    return r.ok ? { ok: true, value: vouch(r.value.state) } : r; // a new game hides nothing
  } catch (e) {
    return internal(e);
  }
}

export function replay(
  config: GameConfig,
  choices: readonly Choice[],
): Result<{ state: GameState; log: readonly LogEntry[] }> {
  try {
    const g = createGameWithLog(config);
    if (!g.ok) return g;
    let state = g.value.state;
    const log: LogEntry[] = g.value.log.slice();
    if (!Array.isArray(choices)) return { ok: false, error: { code: 'replay', message: 'choices: expected an array', path: 'choices' } };
    for (let i = 0; i < choices.length; i++) {
      const r = apply(state, choices[i]);
      if (!r.ok)
        return { ok: false, error: { code: r.error.code, message: `choices[${i}]: ${r.error.message}`, path: `choices[${i}]` } };
      state = r.value.state;
      for (const e of r.value.log) log.push(e);
    }
    return { ok: true, value: { state, log } };
  } catch (e) {
    return internal(e);
  }
}

export type RandomGame = { readonly state: GameState; readonly choices: readonly Choice[] };

/** Play uniformly random legal choices from a new game (4 players unless `config` says) to the end. */
export function randomGame(seed: number, config?: Partial<GameConfig>): Result<RandomGame> {
  const g = createGame(randomConfig(seed, config));
  if (!g.ok) return g;
  const r = seedRng(seed ^ 0x5bd1e995);
  let state = g.value;
  const choices: Choice[] = [];
  for (let guard = 0; guard < 100000 && state.pending !== null; guard++) {
    const legal = choicesOf(state);
    const c = legal.length === 1 ? legal[0]! : legal[rngInt(r, legal.length)]!;
    const res = apply(state, c);
    if (!res.ok) break;
    choices.push(c);
    state = res.value.state;
  }
  return { ok: true, value: { state, choices } };
}

/** The config of randomGame; a config that throws when read is no config (never throws). */
function randomConfig(seed: number, config: Partial<GameConfig> | undefined): GameConfig {
  try {
    return { players: 4, ...config, seed: config?.seed ?? seed } as GameConfig;
  } catch {
    return { players: 4, seed };
  }
}
