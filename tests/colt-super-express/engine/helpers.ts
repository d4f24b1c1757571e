// Shared helpers of the Colt Super Express engine tests.
import { apply, buildPosition, createGame } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, BanditSpec, Choice, GameConfig, GameState, LogEntry, LootValue, Options, PositionSpec } from '../../../src/games/colt-super-express/engine/index.ts';
import { locate } from '../../../src/games/colt-super-express/engine/train.ts';

export function pos(spec: PositionSpec): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function game(cfg: GameConfig): GameState {
  const r = createGame(cfg);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function step(s: GameState, c: Choice): { state: GameState; log: readonly LogEntry[] } {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Reveal the next `n` cards; the log of all of them. */
export function reveal(s: GameState, n = 1): { state: GameState; log: LogEntry[] } {
  const log: LogEntry[] = [];
  let state = s;
  for (let i = 0; i < n; i++) {
    const r = step(state, { kind: 'reveal' });
    log.push(...r.log);
    state = r.state;
  }
  return { state, log };
}

/** Where a bandit stands, as text: `2 inside #0` (car, floor, place in the line), or `out`. */
export function at(s: GameState, id: BanditId): string {
  const a = locate(s, id);
  return a === null ? 'out' : `${a.car} ${a.floor} #${a.place}`;
}

export function rules(log: readonly LogEntry[]): string[] {
  return log.map((e) => e.rule);
}

/**
 * A revealing position: every bandit on the train without cards of its own gets the stack
 * turn, floor, move (it matters only when a test reveals that far).
 */
export function revealing(spec: PositionSpec): GameState {
  const bandits: { [B in BanditId]?: BanditSpec } = {};
  for (const [id, b] of Object.entries(spec.bandits) as [BanditId, BanditSpec][]) {
    const busy = b.out !== undefined && b.out !== false;
    bandits[id] = b.stack === undefined && b.revealed === undefined && !busy ? { ...b, stack: ['turn', 'floor', 'move'] } : b;
  }
  return pos({ ...spec, bandits });
}

export type Spot = { readonly inside?: BanditId[]; readonly roof?: BanditId[]; readonly card?: LootValue };
/** A position at the last reveal of a round (the train length gives the round): the first listed is the first player, the last listed reveals `last`. */
export function lastReveal(bandits: { readonly [K in BanditId]?: BanditSpec }, cars: readonly Spot[], options: Partial<Options> = {}, last: 'turn' | 'floor' = 'turn'): GameState {
  const ids = Object.keys(bandits) as BanditId[];
  const spec: { [K in BanditId]?: BanditSpec } = {};
  ids.forEach((id, k) => {
    const b = bandits[id]!;
    const out = b.out !== undefined && b.out !== false;
    spec[id] = out ? b : k === ids.length - 1 ? { ...b, revealed: ['fire', 'move'], stack: [last] } : { ...b, revealed: ['turn', 'floor', 'move'] };
  });
  const train: PositionSpec['train'] = [{}, ...cars];
  return pos({ bandits: spec, train, options, next: ids[ids.length - 1]! });
}

