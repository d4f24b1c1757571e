// 002 LE CARTE AZIONE › SCERIFFO: the Marshal moves one car either way (inside only).
import type { CarIndex, CharacterId, Choice, GameState } from '../types.ts';
import type { Ctx } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { MAX_CARS } from '../data/limits.ts';
import { moveMarshal } from '../marshal.ts';

const MARSHAL_TO: readonly Choice[] = Array.from({ length: MAX_CARS }, (_, i) => frozen({ kind: 'marshal', to: i as CarIndex }));

export function marshalChoices(s: GameState, last: number): Choice[] {
  const out: Choice[] = [];
  if (s.marshal > 0) out.push(MARSHAL_TO[s.marshal - 1]!);
  if (s.marshal < last) out.push(MARSHAL_TO[s.marshal + 1]!);
  return out;
}

export function doMarshal(ctx: Ctx, id: CharacterId, to: CarIndex): void {
  moveMarshal(ctx, to, 'actions.marshal.move', id);
}
