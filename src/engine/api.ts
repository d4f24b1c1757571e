// apply / replay / randomGame: the step API on top of core.ts.
import type { Choice, GameConfig, GameState, LogEntry, Result, Step } from './types.ts';
import { choicesOf, ctxOf, finish, perform, sameChoice, setGameOverHook } from './core.ts';
import { parseChoice } from './choice.ts';
import { createGameWithLog } from './setup.ts';
import { rngInt, seedRng } from './rng.ts';
import { score } from './score.ts';
import { explainIllegal } from './explain.ts';

setGameOverHook((s) => score(s).winners);

export function createGame(config: GameConfig): Result<GameState> {
  try {
    const r = createGameWithLog(config);
    return r.ok ? { ok: true, value: r.value.state } : r;
  } catch (e) {
    return internal(e);
  }
}

function internal<T>(e: unknown): Result<T> {
  return { ok: false, error: { code: 'internal', message: `internal error: ${String(e)}` } };
}

function isStateLike(s: unknown): s is GameState {
  if (typeof s !== 'object' || s === null) return false;
  const o = s as { [k: string]: unknown };
  return typeof o['config'] === 'object' && Array.isArray(o['players']) && Array.isArray(o['cars']) && 'pending' in o;
}

export function apply(state: GameState, choice: unknown): Result<Step> {
  try {
    if (!isStateLike(state)) return { ok: false, error: { code: 'bad-state', message: 'state: not a game state', path: 'state' } };
    const pending = state.pending;
    if (pending === null) return { ok: false, error: { code: 'game-over', message: 'The game is over: no choice can be applied.' } };
    const legal = choicesOf(state);
    // fast path: a choice object taken from legalChoices(state)
    let idx = legal.indexOf(choice as Choice);
    if (idx < 0) {
      const parsed = parseChoice(choice);
      if (!parsed.ok) return parsed;
      let c = parsed.value;
      // a single-bandit player may name his own bandit: same choice
      const bandits = state.players[pending.seat]?.bandits;
      if (bandits && bandits.length === 1 && 'bandit' in c && c.bandit === bandits[0] && c.kind !== 'cover') {
        const { bandit: _b, ...rest } = c as { bandit?: string } & { [k: string]: unknown };
        void _b;
        c = rest as unknown as Choice;
      }
      for (let i = 0; i < legal.length; i++) {
        if (sameChoice(legal[i]!, c)) {
          idx = i;
          break;
        }
      }
      if (idx < 0) return { ok: false, error: explainIllegal(state, c) };
    }
    const ctx = ctxOf(state);
    perform(ctx, legal[idx]!);
    return { ok: true, value: { state: finish(ctx), log: ctx.log } };
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

/** Play uniformly random legal choices from a new game to the end. */
export function randomGame(
  seed: number,
  config?: Partial<GameConfig>,
): { state: GameState; choices: Choice[]; log?: readonly LogEntry[] } {
  let g = createGame({ players: 4, ...config, seed: config?.seed ?? seed } as GameConfig);
  // never throws: a bad config falls back to a default 4-player game
  if (!g.ok) g = createGame({ seed, players: 4 });
  if (!g.ok) return { state: undefined as never, choices: [] };
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
  return { state, choices };
}
