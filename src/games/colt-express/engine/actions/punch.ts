// 002 LE CARTE AZIONE › PUGNO: a bandit at your car and floor drops a loot token (kind chosen
// by the puncher, purse unseen) and is pushed to an adjacent car, same floor (only back from the
// locomotive, only forward from the caboose). Characters: Belle, Cheyenne (hooks.ts).
import type { CarIndex, CharacterId, Choice, GameState, LootKind } from '../types.ts';
import { banditOf, drawPurse, log, setBandit, setLootAt, type Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { insertLoot, removeLootAt } from '../cards.ts';
import { lootAt } from '../queries.ts';
import { CHARACTER_HOOKS, filterTargets, mayTakePunchDrop } from '../hooks.ts';
import { checkMarshal } from '../marshal.ts';

const PUNCH_NONE: Choice = frozen({ kind: 'punch', target: null, drop: null, push: null });

/** Legal Punch targets: other bandits at the same car and floor (target filters applied unless told not to). */
export function punchTargets(s: GameState, puncher: CharacterId, applyFilters = true): CharacterId[] {
  const me = s.bandits[puncher]!;
  const order = s.config.bandits;
  const out: CharacterId[] = [];
  for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    if (id === puncher) continue;
    const o = s.bandits[id]!;
    if (o.car === me.car && o.floor === me.floor) out.push(id);
  }
  if (applyFilters) filterTargets(out);
  return out;
}

export function punchChoices(s: GameState, id: CharacterId, last: number): readonly Choice[] {
  const targets = punchTargets(s, id);
  if (targets.length === 0) return [PUNCH_NONE];
  const out: Choice[] = [];
  for (const t of targets) {
    const o = s.bandits[t]!;
    const drops: (LootKind | null)[] = [];
    let prev = '';
    for (const l of o.loot) {
      if (l.kind !== prev) {
        drops.push(l.kind);
        prev = l.kind;
      }
    }
    if (drops.length === 0) drops.push(null);
    for (const d of drops) {
      if (o.car > 0) out.push(punchChoice(t, d, (o.car - 1) as CarIndex, false));
      if (o.car < last) out.push(punchChoice(t, d, (o.car + 1) as CarIndex, false));
      if (mayTakePunchDrop(id, d)) {
        if (o.car > 0) out.push(punchChoice(t, d, (o.car - 1) as CarIndex, true));
        if (o.car < last) out.push(punchChoice(t, d, (o.car + 1) as CarIndex, true));
      }
    }
  }
  return out;
}
function punchChoice(target: CharacterId, drop: LootKind | null, push: CarIndex, take: boolean): Choice {
  return frozen<Choice>(take ? { kind: 'punch', target, drop, push, take: true } : { kind: 'punch', target, drop, push });
}

export function doPunch(
  ctx: Ctx,
  id: CharacterId,
  target: CharacterId | null,
  drop: LootKind | null,
  push: CarIndex | null,
  take: boolean,
): void {
  if (target === null || push === null) {
    log(ctx, 'actions.punch.no-target', 'no-effect', { bandit: id });
    return;
  }
  let t = banditOf(ctx, target);
  if (drop !== null) {
    // purses lie face down: the puncher names the kind, the purse is one at random
    const idx = drop === 'purse' ? drawPurse(ctx, t.loot) : t.loot.findIndex((l) => l.kind === drop);
    const l = t.loot[idx]!;
    t = { car: t.car, floor: t.floor, loot: removeLootAt(t.loot, idx), bulletsLeft: t.bulletsLeft, seat: t.seat };
    setBandit(ctx, target, t);
    const afterDrop = CHARACTER_HOOKS[id].afterPunchDrop;
    if (!(take && afterDrop !== undefined && afterDrop(ctx, id, target, l, t))) {
      setLootAt(ctx, t.car, t.floor, insertLoot(lootAt(ctx.s, t.car, t.floor), l));
      log(ctx, 'actions.punch.drop-loot', 'loot-dropped', { bandit: id, target, loot: l, to: t.car, floor: t.floor });
    }
  }
  setBandit(ctx, target, { car: push, floor: t.floor, loot: t.loot, bulletsLeft: t.bulletsLeft, seat: t.seat });
  log(ctx, 'actions.punch.push-direction', 'pushed', { bandit: id, target, from: t.car, to: push, floor: t.floor });
  checkMarshal(ctx, target);
}
