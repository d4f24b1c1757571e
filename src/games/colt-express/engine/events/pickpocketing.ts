// 002 GLI EVENTI › Borseggiare: a bandit alone at his car and floor may take a purse lying there.
// Asked one bandit at a time, in turn order; the purse is taken at random (they lie face down,
// CHANGES: Audit, "Pickpocketing takes a purse at random").
import type { CharacterId, Choice, GameState } from '../types.ts';
import type { EventHandler } from '../hooks.ts';
import { banditOf, drawPurse, log, setBandit, setLootAt, type Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { insertLoot, removeLootAt } from '../cards.ts';
import { banditsFromFirst, lootAt } from '../queries.ts';

const RULE = 'events.pickpocketing';
const PICKPOCKET_YES: Choice = frozen({ kind: 'pickpocket', take: true });
const PICKPOCKET_NO: Choice = frozen({ kind: 'pickpocket', take: false });

export function pickpocketChoices(): Choice[] {
  return [PICKPOCKET_YES, PICKPOCKET_NO];
}

/** Next bandit (in turn order from the first player, after index `after`) alone at his position with a purse there. */
export function nextPickpocket(s: GameState, after: number): CharacterId | null {
  const order = banditsFromFirst(s);
  for (let i = after + 1; i < order.length; i++) {
    const id = order[i]!;
    const b = s.bandits[id]!;
    let alone = true;
    for (const o of s.config.bandits) {
      if (o === id) continue;
      const x = s.bandits[o]!;
      if (x.car === b.car && x.floor === b.floor) {
        alone = false;
        break;
      }
    }
    if (!alone) continue;
    const loot = lootAt(s, b.car, b.floor);
    if (loot.some((l) => l.kind === 'purse')) return id;
  }
  return null;
}

export const pickpocketing: EventHandler = (ctx) => {
  const s = ctx.s;
  const next = nextPickpocket(s, -1);
  if (next === null) return 'round-over';
  s.pending = { kind: 'pickpocket', seat: s.bandits[next]!.seat, bandit: next };
  return 'asks';
};

/** The answer of `id`; then the next pickpocket is asked, or the round is over. */
export function doPickpocket(ctx: Ctx, id: CharacterId, take: boolean): 'round-over' | 'asks' {
  const s = ctx.s;
  if (take) {
    const b = banditOf(ctx, id);
    const loot = lootAt(s, b.car, b.floor);
    const idx = drawPurse(ctx, loot);
    const l = loot[idx]!;
    setLootAt(ctx, b.car, b.floor, removeLootAt(loot, idx));
    setBandit(ctx, id, { ...b, loot: insertLoot(b.loot, l) });
    log(ctx, RULE, 'loot-taken', { bandit: id, target: null, loot: l, to: b.car, floor: b.floor });
  } else log(ctx, RULE, 'no-effect', { bandit: id });
  const next = nextPickpocket(s, banditsFromFirst(s).indexOf(id));
  if (next === null) return 'round-over';
  s.pending = { kind: 'pickpocket', seat: s.bandits[next]!.seat, bandit: next };
  return 'asks';
}
