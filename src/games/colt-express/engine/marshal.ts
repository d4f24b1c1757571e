// Meeting the Marshal and the neutral bullets (002 LO SCERIFFO; shortage: 002 NOTA IMPORTANTE).
import type { CarIndex, CardId, CharacterId, RuleId } from './types.ts';
import { banditOf, log, setBandit, setPlayer, type Ctx } from './ctx.ts';
import { NEUTRAL_CARD } from './cards.ts';
import { banditsAt } from './queries.ts';

/** Bandits now inside the Marshal's car flee to the roof and take a neutral bullet each. */
export function marshalMeets(ctx: Ctx, ids: readonly CharacterId[]): void {
  if (ids.length === 0) return;
  for (const id of ids) {
    const b = banditOf(ctx, id);
    setBandit(ctx, id, { car: b.car, floor: 'roof', loot: b.loot, bulletsLeft: b.bulletsLeft, seat: b.seat });
    log(ctx, 'marshal.flee-to-roof', 'fled-to-roof', { bandit: id, to: b.car, floor: 'roof' });
  }
  giveNeutral(ctx, ids, 'marshal.neutral-bullet');
}

/** After a bandit was moved by someone else (punch, Django): did he land on the Marshal? */
export function checkMarshal(ctx: Ctx, id: CharacterId): void {
  const b = banditOf(ctx, id);
  if (b.floor === 'inside' && b.car === ctx.s.marshal) marshalMeets(ctx, [id]);
}

/** The Marshal moves (his card or an event); whoever is inside there meets him. */
export function moveMarshal(ctx: Ctx, to: number, rule: RuleId, by: CharacterId | undefined): void {
  const from = ctx.s.marshal;
  ctx.s.marshal = to as CarIndex;
  log(ctx, rule, 'marshal-moved', { bandit: by ?? null, from, to: to as CarIndex });
  marshalMeets(ctx, banditsAt(ctx.s, to, 'inside'));
}

/**
 * A group of bandits should each take a neutral bullet at the same moment. Not enough for all:
 * nobody takes one (002 NOTA IMPORTANTE); option neutralShortage says whether the neutral deck
 * is then removed.
 */
export function giveNeutral(ctx: Ctx, ids: readonly CharacterId[], rule: RuleId): void {
  if (ids.length === 0) return;
  const s = ctx.s;
  if (s.neutralDeckRemoved || s.neutralBullets < ids.length) {
    log(ctx, 'marshal.bullets-run-out', 'no-neutral-bullet', { amount: ids.length, deckRemoved: s.neutralDeckRemoved });
    if (!s.neutralDeckRemoved && s.config.options.neutralShortage === 'remove-deck') {
      s.neutralDeckRemoved = true;
      log(ctx, 'marshal.bullets-run-out', 'neutral-deck-removed', { option: 'remove-deck' });
    }
    return;
  }
  for (const id of ids) {
    s.neutralBullets--;
    const seat = banditOf(ctx, id).seat;
    const p = s.players[seat]!;
    const deck = [NEUTRAL_CARD as CardId].concat(p.deck);
    setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: p.hand, deck, discard: p.discard, turns: p.turns });
    log(ctx, rule, 'got-bullet', { bandit: id, card: NEUTRAL_CARD });
  }
}
