// 004 Fas 2: Skjutande! The player reveals the top card of its stack and carries it out. A stunned
// bandit only stands up, whatever the card (004 Händelsekort), except Reflex, whose text names the
// stunned case, and Horse by the option stunnedHorse. A bandit out of the game reveals a card only
// for its Horse chance (004 Häst; out.ts).
import type { BanditId, CardKind, RuleId } from './types.ts';
import { banditOf, log, setBandit, setPlayer, type Ctx } from './ctx.ts';
import { CARD_EFFECTS } from './cards/index.ts';
import { ride } from './cards/horse.ts';
import { horseMaySave, setAside } from './out.ts';

/** Turn over the top card of the stack (it joins the revealed cards); null when the stack is empty. */
function turnOver(ctx: Ctx, id: BanditId): CardKind | null {
  const seat = banditOf(ctx, id).seat;
  const p = ctx.s.players[seat]!;
  const card = p.stack[0];
  if (card === undefined || card === 'hidden') return null;
  setPlayer(ctx, seat, { ...p, stack: p.stack.slice(1), revealed: [...p.revealed, card] });
  log(ctx, { kind: 'revealed', rule: 'round.reveal', data: { bandit: id, card } });
  return card;
}

export function reveal(ctx: Ctx, id: BanditId): void {
  const card = turnOver(ctx, id);
  if (card === null) return;
  const b = banditOf(ctx, id);
  if (b.out !== null) return horseChance(ctx, id, card);
  if (!b.stunned) return CARD_EFFECTS[card](ctx, id);
  if (card === 'reflex') return CARD_EFFECTS.reflex(ctx, id);
  const rideAnyway = card === 'horse' && ctx.s.config.options.stunnedHorse === 'ride';
  setBandit(ctx, id, { ...b, stunned: false });
  const rule: RuleId = card === 'horse' ? 'options.stunned-horse' : 'stunned.stand-up';
  log(ctx, { kind: 'stood-up', rule, data: { bandit: id, card } });
  if (rideAnyway) ride(ctx, id);
}

/** The next card revealed after falling off: Horse saves the bandit; any other card ends its round. */
function horseChance(ctx: Ctx, id: BanditId, card: CardKind): void {
  const out = banditOf(ctx, id).out!;
  // walked off, saved only by the option horseRescue 'any-fall' (ours)
  const rule: RuleId = out.how === 'walked' ? 'options.horse-rescue' : 'horse.rescue';
  if (card === 'horse' && horseMaySave(ctx.s, out.how)) {
    log(ctx, { kind: 'rescued', rule, data: { bandit: id } });
    ride(ctx, id);
    return;
  }
  log(ctx, { kind: 'not-rescued', rule, data: { bandit: id, card } });
  setAside(ctx, id, 'out.no-more-cards');
}
