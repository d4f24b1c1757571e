// 002 GLI EVENTI › Ribellione dei passeggeri: every bandit inside a car takes a neutral bullet
// (one group: a shortage means nobody takes one, see marshal.ts giveNeutral).
import type { CharacterId } from '../types.ts';
import type { EventHandler } from '../hooks.ts';
import { giveNeutral } from '../marshal.ts';

export const passengersRebellion: EventHandler = (ctx) => {
  const s = ctx.s;
  const ids: CharacterId[] = [];
  for (const id of s.config.bandits) if (s.bandits[id]!.floor === 'inside') ids.push(id);
  giveNeutral(ctx, ids, 'events.passengers-rebellion');
  return 'round-over';
};
