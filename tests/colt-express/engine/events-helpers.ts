import type { BanditSpec, CharacterId, LootSpec, PresetId, RoundCardId, Options } from '../../../src/games/colt-express/engine/index.ts';
import { pos } from './helpers.ts';

export type Bs = { [C in CharacterId]?: BanditSpec };
/** A position at the end of the stealing phase of a round with the given event card. */
export const eventPos = (
  card: RoundCardId,
  bandits: Bs,
  opts: { marshal?: number; preset?: PresetId; options?: Partial<Options>; cars?: { inside?: LootSpec[]; roof?: LootSpec[] }[]; neutralBullets?: number } = {},
) =>
  pos({
    carCount: 5,
    preset: opts.preset ?? 'original',
    ...(opts.options ? { options: opts.options } : {}),
    ...(opts.cars ? { cars: opts.cars } : {}),
    ...(opts.neutralBullets !== undefined ? { neutralBullets: opts.neutralBullets } : {}),
    marshal: opts.marshal ?? 0,
    round: { card, index: 4, deck: [] },
    phase: 'end-of-round',
    bandits,
  });
