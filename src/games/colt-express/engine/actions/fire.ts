// 002 LE CARTE AZIONE › FUOCO: inside, a bandit inside an adjacent car; on a roof, the nearest
// roof bandit each way (line of sight: only roof bandits block); never the own position. The
// bullet card goes on top of the target's deck. Characters: Belle, Tuco, Django (hooks.ts).
import type { CardId, CharacterId, Choice, GameState } from '../types.ts';
import { banditOf, log, setBandit, setPlayer, type Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { bulletCard } from '../cards.ts';
import { CHARACTER_IDS } from '../data/characters.ts';
import { CHARACTER_HOOKS, filterTargets } from '../hooks.ts';
import { bulletRule } from '../variants/team-two-player.ts';

const FIRE_NONE: Choice = frozen({ kind: 'fire', target: null });
const FIRE_AT = {} as { [C in CharacterId]: Choice };
for (const c of CHARACTER_IDS) FIRE_AT[c] = frozen({ kind: 'fire', target: c });

/** Legal Fire targets of `shooter` (before the no-bullets check), canonical order. */
export function fireTargets(s: GameState, shooter: CharacterId, applyFilters = true): CharacterId[] {
  const me = s.bandits[shooter]!;
  const order = s.config.bandits;
  const extra = CHARACTER_HOOKS[shooter].extraFireTarget;
  const out: CharacterId[] = [];
  // The cars a target on my floor may be in: inside, the adjacent cars; on the roofs, the nearest
  // car with a roof bandit each way (the ones further away are out of sight).
  let left = me.car - 1;
  let right = me.car + 1;
  if (me.floor === 'roof') {
    left = -1;
    right = 1 << 20;
    for (let i = 0; i < order.length; i++) {
      const o = s.bandits[order[i]!]!;
      if (o.floor !== 'roof') continue;
      if (o.car < me.car && o.car > left) left = o.car;
      else if (o.car > me.car && o.car < right) right = o.car;
    }
  }
  for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    if (id === shooter) continue;
    const o = s.bandits[id]!;
    if (o.car === me.car) {
      if (o.floor !== me.floor && extra !== undefined && extra(s, shooter, id)) out.push(id);
    } else if (o.floor === me.floor && (o.car === left || o.car === right)) out.push(id);
  }
  if (applyFilters) filterTargets(out);
  return out;
}

export function fireChoices(s: GameState, id: CharacterId): readonly Choice[] {
  if (s.bandits[id]!.bulletsLeft <= 0) return [FIRE_NONE];
  const t = fireTargets(s, id);
  if (t.length === 0) return [FIRE_NONE];
  return t.map((x) => FIRE_AT[x]);
}

export function doFire(ctx: Ctx, id: CharacterId, target: CharacterId | null): void {
  const me = banditOf(ctx, id);
  if (target === null) {
    const rule = me.bulletsLeft <= 0 ? 'actions.fire.no-bullets' : 'actions.fire.no-target';
    log(ctx, rule, 'no-effect', { bandit: id });
    return;
  }
  setBandit(ctx, id, { car: me.car, floor: me.floor, loot: me.loot, bulletsLeft: me.bulletsLeft - 1, seat: me.seat });
  const t = banditOf(ctx, target);
  const p = ctx.s.players[t.seat]!;
  setPlayer(ctx, t.seat, { seat: p.seat, bandits: p.bandits, hand: p.hand, deck: [bulletCard(id) as CardId].concat(p.deck), discard: p.discard, turns: p.turns });
  log(ctx, bulletRule(ctx.s), 'bullet-fired', { bandit: id, target, card: bulletCard(id) });
  CHARACTER_HOOKS[id].afterHit?.(ctx, id, target);
}
