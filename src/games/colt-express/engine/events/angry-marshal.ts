// 002 GLI EVENTI › Sceriffo infuriato: bandits on the Marshal's roof take a neutral bullet, then
// the Marshal moves one car toward the caboose (not past it).
import type { EventHandler } from '../hooks.ts';
import { giveNeutral, moveMarshal } from '../marshal.ts';
import { banditsAt, lastCar } from '../queries.ts';

const RULE = 'events.angry-marshal';

export const angryMarshal: EventHandler = (ctx) => {
  const s = ctx.s;
  giveNeutral(ctx, banditsAt(s, s.marshal, 'roof'), RULE);
  if (s.marshal < lastCar(s)) moveMarshal(ctx, s.marshal + 1, RULE, undefined);
  return 'round-over';
};
