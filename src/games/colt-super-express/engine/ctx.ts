// Step context: a shallow working copy of the state plus the step's log. The bandits, players and
// train of the state are copied the first time a step writes to them (copy on write), so apply()
// never touches its input. One apply() = one Ctx; `ctx.s` is the new state when the step is done.
import type { BanditId, BanditState, CarState, GameState, LogEntry, PlayerState } from './types.ts';

export type Mut<T> = { -readonly [K in keyof T]: T[K] };
type Owned = 'bandits' | 'players' | 'train';

export type Ctx = {
  readonly s: Mut<GameState>;
  readonly log: LogEntry[];
  /** the parts of the state this step has copied already */
  readonly owned: Set<Owned>;
};

export function ctxOf(state: GameState): Ctx {
  return { s: { ...state }, log: [], owned: new Set() };
}

/** The step's own copy of one part of the state. */
function own<K extends Owned>(ctx: Ctx, key: K): Mut<GameState>[K] {
  if (!ctx.owned.has(key)) {
    const part = ctx.s[key];
    ctx.s[key] = (Array.isArray(part) ? part.slice() : { ...part }) as Mut<GameState>[K];
    ctx.owned.add(key);
  }
  return ctx.s[key];
}

export function banditOf(ctx: Ctx, id: BanditId): BanditState {
  return ctx.s.bandits[id]!;
}

export function setBandit(ctx: Ctx, id: BanditId, b: BanditState): void {
  (own(ctx, 'bandits') as { [B in BanditId]?: BanditState })[id] = b;
}

export function setPlayer(ctx: Ctx, seat: number, p: PlayerState): void {
  (own(ctx, 'players') as PlayerState[])[seat] = p;
}

export function setCar(ctx: Ctx, i: number, c: CarState): void {
  (own(ctx, 'train') as CarState[])[i] = c;
}

/** Replace the whole train (the uncoupling): the new array is the step's own. */
export function setTrain(ctx: Ctx, train: CarState[]): void {
  ctx.s.train = train;
  ctx.owned.add('train');
}

/** Add a log entry (typed per kind by LogEntry). */
export function log(ctx: Ctx, entry: LogEntry): void {
  ctx.log.push(entry);
}
