// Shared helpers for the engine tests.
import { apply, buildPosition, legalChoices, randomGame } from '../../../src/games/colt-express/engine/index.ts';
import type { Choice, GameConfig, GameState, LogEntry, PositionSpec, RandomGame, Step } from '../../../src/games/colt-express/engine/index.ts';

export function pos(spec: PositionSpec): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(`buildPosition: ${r.error.message}`);
  return r.value;
}

/** randomGame, for a config the test knows to be valid. */
export function randomPlay(seed: number, config?: Partial<GameConfig>): RandomGame {
  const r = randomGame(seed, config);
  if (!r.ok) throw new Error(`randomGame: ${r.error.message}`);
  return r.value;
}

export function step(s: GameState, choice: unknown): Step {
  const r = apply(s, choice);
  if (!r.ok) throw new Error(`apply ${JSON.stringify(choice)}: ${r.error.message}`);
  return r.value;
}

export function play(s: GameState, ...choices: unknown[]): { state: GameState; log: LogEntry[] } {
  let st = s;
  const log: LogEntry[] = [];
  for (const c of choices) {
    const r = step(st, c);
    st = r.state;
    log.push(...r.log);
  }
  return { state: st, log };
}

export function legal(s: GameState): Choice[] {
  return legalChoices(s).map((c) => ({ ...c }));
}

export function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Rule ids of a log, without the automatic round bookkeeping (round end, deal…). */
export function rulesOf(log: readonly LogEntry[]): string[] {
  return log.map((e) => e.rule).filter((r) => !/^(round|planning|stealing|variants\.expert)\./.test(r));
}

/** How many copies of `card` a seat holds (hand + deck + discard). */
export function holds(s: GameState, seat: number, card: string): number {
  const p = s.players[seat]!;
  return [...p.hand, ...p.deck, ...p.discard].filter((c) => c === card).length;
}
