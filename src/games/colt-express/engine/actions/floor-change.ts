// 002 LE CARTE AZIONE › CAMBIARE PIANO: inside <-> roof of the same car; going inside the
// Marshal's car means meeting him.
import type { CharacterId, Choice, Floor } from '../types.ts';
import { banditOf, log, setBandit, type Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { marshalMeets } from '../marshal.ts';

const FLOOR_CHANGE: Choice = frozen({ kind: 'floor' });

export function floorChoices(): Choice[] {
  return [FLOOR_CHANGE];
}

export function doFloorChange(ctx: Ctx, id: CharacterId): void {
  const b = banditOf(ctx, id);
  const floor: Floor = b.floor === 'inside' ? 'roof' : 'inside';
  setBandit(ctx, id, { car: b.car, floor, loot: b.loot, bulletsLeft: b.bulletsLeft, seat: b.seat });
  log(ctx, 'actions.floor-change', 'floor-changed', { bandit: id, to: b.car, floor });
  if (floor === 'inside' && b.car === ctx.s.marshal) marshalMeets(ctx, [id]);
}
