// 002 LE CARTE AZIONE › RAPINA: take one loot token at your car and floor; nothing there, no
// effect. A purse is taken face down (its value hidden in every edition), so the choice names only
// the kind and the purse is picked by the seeded PRNG; robPick 'chosen' / 'blind' play the same.
import type { BanditState, CharacterId, Choice, GameState, LootPick } from '../types.ts';
import { banditOf, drawPurse, log, setBandit, setLootAt, type Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { insertLoot, removeLootAt } from '../cards.ts';
import { lootAt } from '../queries.ts';

const ROB_NONE: Choice = frozen({ kind: 'rob', loot: null });
const ROB_BOX: Choice = frozen({ kind: 'rob', loot: frozen({ kind: 'strongbox' }) });
const ROB_JEWEL: Choice = frozen({ kind: 'rob', loot: frozen({ kind: 'jewel' }) });
const ROB_PURSE: Choice = frozen({ kind: 'rob', loot: frozen({ kind: 'purse' }) });

export function robChoices(s: GameState, me: BanditState): readonly Choice[] {
  const loot = lootAt(s, me.car, me.floor);
  if (loot.length === 0) return [ROB_NONE];
  const out: Choice[] = [];
  // loot is sorted: one choice per kind. Purses lie face down in every edition (002
  // PREPARAZIONE, 000 PREPARAZIONE), so a choice never names a purse's value, under either robPick.
  let prevKind = '';
  for (let i = 0; i < loot.length; i++) {
    const l = loot[i]!;
    if (l.kind === prevKind) continue;
    prevKind = l.kind;
    if (l.kind === 'strongbox') out.push(ROB_BOX);
    else if (l.kind === 'jewel') out.push(ROB_JEWEL);
    else out.push(ROB_PURSE);
  }
  return out;
}

export function doRob(ctx: Ctx, id: CharacterId, pick: LootPick | null): void {
  const me = banditOf(ctx, id);
  if (pick === null) {
    log(ctx, 'actions.rob.nothing', 'no-effect', { bandit: id });
    return;
  }
  const floorLoot = lootAt(ctx.s, me.car, me.floor);
  const idx = pick.kind === 'purse' ? drawPurse(ctx, floorLoot) : floorLoot.findIndex((l) => l.kind === pick.kind);
  const l = floorLoot[idx]!;
  setLootAt(ctx, me.car, me.floor, removeLootAt(floorLoot, idx));
  setBandit(ctx, id, { car: me.car, floor: me.floor, loot: insertLoot(me.loot, l), bulletsLeft: me.bulletsLeft, seat: me.seat });
  log(ctx, 'actions.rob.same-floor', 'loot-taken', { bandit: id, target: null, loot: l, to: me.car, floor: me.floor });
}
