// 002 LE CARTE AZIONE › MOVIMENTO: inside one car either way, on the roof 1 to 3 cars; the
// bandit must move. Entering the Marshal's car inside means meeting him.
import type { BanditState, CarIndex, CharacterId, Choice } from '../types.ts';
import { banditOf, log, setBandit, type Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { MAX_CARS } from '../data/limits.ts';
import { marshalMeets } from '../marshal.ts';

const MOVE_TO: readonly Choice[] = Array.from({ length: MAX_CARS }, (_, i) => frozen({ kind: 'move', to: i as CarIndex }));

export function moveChoices(me: BanditState, last: number): Choice[] {
  const out: Choice[] = [];
  const range = me.floor === 'inside' ? 1 : 3;
  for (let k = me.car - range; k <= me.car + range; k++) if (k >= 0 && k <= last && k !== me.car) out.push(MOVE_TO[k]!);
  return out;
}

export function doMove(ctx: Ctx, id: CharacterId, to: CarIndex): void {
  const b = banditOf(ctx, id);
  setBandit(ctx, id, { car: to, floor: b.floor, loot: b.loot, bulletsLeft: b.bulletsLeft, seat: b.seat });
  log(ctx, b.floor === 'inside' ? 'actions.move.inside' : 'actions.move.roof', 'moved', {
    bandit: id,
    from: b.car,
    to,
    floor: b.floor,
  });
  if (b.floor === 'inside' && to === ctx.s.marshal) marshalMeets(ctx, [id]);
}
