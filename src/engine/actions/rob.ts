// 002 LE CARTE AZIONE › RAPINA: take one loot token at your car and floor; nothing there, no
// effect. Option robPick: the purse chosen by value (002/003) or taken without looking (000/001).
import type { BanditState, CharacterId, Choice, GameState, LootKind } from '../types.ts';
import { banditOf, log, rngOf, setBandit, setLootAt, type Ctx } from '../ctx.ts';
import { frozen } from '../frozen.ts';
import { insertLoot, removeLootAt } from '../cards.ts';
import { rngInt } from '../rng.ts';
import { lootAt } from '../queries.ts';

const ROB_NONE: Choice = frozen({ kind: 'rob', loot: null });
const ROB_BOX: Choice = frozen({ kind: 'rob', loot: frozen({ kind: 'strongbox' }) });
const ROB_JEWEL: Choice = frozen({ kind: 'rob', loot: frozen({ kind: 'jewel' }) });
const ROB_PURSE_BLIND: Choice = frozen({ kind: 'rob', loot: frozen({ kind: 'purse' }) });
const robPurseCache = new Map<number, Choice>();
function robPurse(value: number): Choice {
  let c = robPurseCache.get(value);
  if (c === undefined) {
    c = frozen<Choice>({ kind: 'rob', loot: frozen({ kind: 'purse', value }) });
    robPurseCache.set(value, c);
  }
  return c;
}

export function robChoices(s: GameState, me: BanditState): readonly Choice[] {
  const loot = lootAt(s, me.car, me.floor);
  if (loot.length === 0) return [ROB_NONE];
  const out: Choice[] = [];
  const blind = s.config.options.robPick === 'blind';
  // loot is sorted: one choice per kind (per purse value when chosen by value)
  let prevRank = '';
  for (let i = 0; i < loot.length; i++) {
    const l = loot[i]!;
    const key = l.kind === 'purse' && !blind ? 'p' + String(l.value) : l.kind;
    if (key === prevRank) continue;
    prevRank = key;
    if (l.kind === 'strongbox') out.push(ROB_BOX);
    else if (l.kind === 'jewel') out.push(ROB_JEWEL);
    else out.push(blind || l.value === null ? ROB_PURSE_BLIND : robPurse(l.value));
  }
  return out;
}

export function doRob(ctx: Ctx, id: CharacterId, pick: { kind: LootKind; value?: number } | null): void {
  const me = banditOf(ctx, id);
  if (pick === null) {
    log(ctx, 'actions.rob.nothing', 'no-effect', { bandit: id, card: 'rob' });
    return;
  }
  const floorLoot = lootAt(ctx.s, me.car, me.floor);
  let idx = -1;
  if (pick.kind === 'purse' && pick.value === undefined) {
    // blind: a purse picked at random
    const idxs: number[] = [];
    for (let i = 0; i < floorLoot.length; i++) if (floorLoot[i]!.kind === 'purse') idxs.push(i);
    idx = idxs.length === 1 ? idxs[0]! : idxs[rngInt(rngOf(ctx), idxs.length)]!;
  } else {
    for (let i = 0; i < floorLoot.length; i++) {
      const l = floorLoot[i]!;
      if (l.kind === pick.kind && (l.kind !== 'purse' || l.value === pick.value)) {
        idx = i;
        break;
      }
    }
  }
  const l = floorLoot[idx]!;
  setLootAt(ctx, me.car, me.floor, removeLootAt(floorLoot, idx));
  setBandit(ctx, id, { car: me.car, floor: me.floor, loot: insertLoot(me.loot, l), bulletsLeft: me.bulletsLeft, seat: me.seat });
  log(ctx, 'actions.rob.same-floor', 'loot-taken', { bandit: id, loot: l, to: me.car, floor: me.floor });
}
