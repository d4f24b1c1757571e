// Step context: a shallow working copy of the state, copied on write, plus the step's log.
// One apply() = one Ctx; finish() turns it back into a state.
import type { BanditState, CarState, CharacterId, Floor, GameState, LogDataOf, LogEntry, LogEntryOf, LogKind, Loot, PileCard, PlayerState, RuleId } from './types.ts';
import { rngInt, type RngWork } from './rng.ts';

export type Mut<T> = { -readonly [K in keyof T]: T[K] };

/** What a stage of the flow (flow.ts) or the answer to a choice leaves: 'wait' (a player is asked) or 'next'. */
export type { StageOutcome } from '../../shared/flow.ts';

export type Ctx = {
  s: Mut<GameState>;
  rng: RngWork | null;
  log: LogEntry[];
  /** bandits / players / cars already copied in this step */
  bc: boolean;
  pc: boolean;
  cc: boolean;
};

export function ctxOf(state: GameState): Ctx {
  return { s: { ...state }, rng: null, log: [], bc: false, pc: false, cc: false };
}
export function finish(ctx: Ctx): GameState {
  const r = ctx.rng;
  if (r) ctx.s.rng = [r[0]! >>> 0, r[1]! >>> 0, r[2]! >>> 0, r[3]! >>> 0];
  return ctx.s;
}
export function rngOf(ctx: Ctx): RngWork {
  if (ctx.rng === null) ctx.rng = [ctx.s.rng[0], ctx.s.rng[1], ctx.s.rng[2], ctx.s.rng[3]];
  return ctx.rng;
}
export function banditOf(ctx: Ctx, id: CharacterId): BanditState {
  return ctx.s.bandits[id]!;
}
export function setBandit(ctx: Ctx, id: CharacterId, b: BanditState): void {
  if (!ctx.bc) {
    ctx.s.bandits = { ...ctx.s.bandits };
    ctx.bc = true;
  }
  (ctx.s.bandits as { [C in CharacterId]?: BanditState })[id] = b;
}
export function setPlayer(ctx: Ctx, seat: number, p: PlayerState): void {
  if (!ctx.pc) {
    ctx.s.players = ctx.s.players.slice();
    ctx.pc = true;
  }
  (ctx.s.players as PlayerState[])[seat] = p;
}
export function setCar(ctx: Ctx, i: number, c: CarState): void {
  if (!ctx.cc) {
    ctx.s.cars = ctx.s.cars.slice();
    ctx.cc = true;
  }
  (ctx.s.cars as CarState[])[i] = c;
}
export function setLootAt(ctx: Ctx, car: number, floor: Floor, loot: readonly Loot[]): void {
  const c = ctx.s.cars[car]!;
  setCar(ctx, car, floor === 'inside' ? { wagon: c.wagon, inside: loot, roof: c.roof } : { wagon: c.wagon, inside: c.inside, roof: loot });
}
export function log<K extends LogKind>(ctx: Ctx, rule: RuleId, kind: K, data: LogDataOf[K]): void {
  const entry: LogEntryOf<K> = { rule, kind, data };
  ctx.log.push(entry as LogEntry);
}
/** Put a card on top of the common pile (planning: played last = resolved last). */
export function pushPile(ctx: Ctx, pc: PileCard): void {
  const out = ctx.s.pile.slice();
  out.push(pc);
  ctx.s.pile = out;
}
/**
 * Purses lie face down (002/000 PREPARAZIONE): whoever takes or drops one (Rob, Punch,
 * Pickpocketing) cannot choose it. The index in `loot` of the purse taken, picked by the
 * seeded PRNG among the purses there (no draw when there is only one); -1 when there is none.
 */
export function drawPurse(ctx: Ctx, loot: readonly Loot[]): number {
  let first = -1;
  let count = 0;
  for (let i = 0; i < loot.length; i++) {
    if (loot[i]!.kind !== 'purse') continue;
    if (count === 0) first = i;
    count++;
  }
  if (count <= 1) return first;
  let k = rngInt(rngOf(ctx), count);
  for (let i = first; i < loot.length; i++) if (loot[i]!.kind === 'purse' && k-- === 0) return i;
  return -1;
}
