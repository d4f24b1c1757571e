// 000 REGOLE SPECIALI: 2 BANDITI (and the 002 team game, which asks the same placement choice):
// hidden choice of the bandit that starts in the caboose, one hand card more.
import type { CarIndex, CharacterId, Choice, GameState, Seat } from '../types.ts';
import { banditOf, log, setBandit, type Ctx, type StageOutcome } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { CHARACTER_IDS } from '../data/characters.ts';
import { lastCar } from '../queries.ts';

const PLACE = {} as { [C in CharacterId]: Choice };
for (const c of CHARACTER_IDS) PLACE[c] = frozen({ kind: 'place', caboose: c });

export function placeChoices(s: GameState, seat: Seat): Choice[] {
  return s.config.seats[seat]!.map((b) => PLACE[b]);
}

/** Hand size bonus: 6 (Doc 7) + 1 in the two-bandit mode (000 CHIARIMENTI SUI PERSONAGGI). */
export function handSizeBonus(s: GameState): number {
  return s.config.options.mode === 'two-bandits' ? 1 : 0;
}

/**
 * Record one seat's placement choice: the next seat is asked ('wait'), or every seat has chosen
 * and the bandits are placed ('next': round 1 begins).
 */
export function doPlace(ctx: Ctx, seat: Seat, placed: readonly (CharacterId | null)[], caboose: CharacterId): StageOutcome {
  const s = ctx.s;
  const next = placed.slice();
  next[seat] = caboose;
  const n = s.config.players;
  for (let k = 1; k < n; k++) {
    const other = ((seat + k) % n) as Seat;
    if (next[other] === null) {
      s.pending = { kind: 'place', seat: other, placed: next };
      return 'wait';
    }
  }
  // everybody has chosen: reveal and place
  const last = lastCar(s);
  const rule =
    s.config.options.mode === 'two-bandits' ? 'variants.two-bandits.placement' : 'variants.team-two-player.placement';
  for (let st = 0; st < n; st++) {
    const cab = next[st]!;
    for (const b of s.config.seats[st]!) {
      const car = (b === cab ? last : last - 1) as CarIndex;
      const old = banditOf(ctx, b);
      setBandit(ctx, b, { ...old, car, floor: 'inside' });
      log(ctx, rule, 'placed', { seat: st as Seat, bandit: b, to: car, floor: 'inside' });
    }
  }
  return 'next';
}
