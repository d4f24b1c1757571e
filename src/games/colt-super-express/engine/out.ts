// Leaving the train (004 Gå / Skjut: "ute ur spelet"; Slutet på rundan: the uncoupled wagon), and
// what a bandit out of the game still does. Ours (CHANGES.md): it reveals no more cards, except
// that with the Horse expansion a bandit that fell during the round reveals its next card (004 Häst:
// the rescue); without that chance its stacked cards are set aside at once.
import type { BanditId, FallHow, GameState, RuleId } from './types.ts';
import { banditOf, log, setBandit, setPlayer, type Ctx } from './ctx.ts';
import { removeFromLine } from './train.ts';
import { sortHand } from './hand.ts';

/** May a bandit that fell this way still be saved by its next card (004 Häst)? */
export function horseMaySave(s: GameState, how: FallHow): boolean {
  const o = s.config.options;
  if (!o.horse || how === 'uncoupled') return false;
  return how === 'shot' || o.horseRescue === 'any-fall';
}

/** Bandits out of the game that still have a card to reveal this round (their Horse chance). */
export function waitingForHorse(s: GameState): BanditId[] {
  const out: BanditId[] = [];
  for (const id of s.config.bandits) {
    const b = s.bandits[id]!;
    if (b.out !== null && s.players[b.seat]!.stack.length > 0) out.push(id);
  }
  return out;
}

/** The bandit leaves the train: out of its line, no longer stunned, its cards set aside unless Horse may save it. */
export function fall(ctx: Ctx, id: BanditId, how: FallHow, rule: RuleId): void {
  const at = removeFromLine(ctx, id);
  if (at === null) return;
  const b = banditOf(ctx, id);
  const r = ctx.s.round;
  setBandit(ctx, id, { ...b, stunned: false, out: { round: r.index, pass: how === 'uncoupled' ? 3 : r.pass, step: how === 'uncoupled' ? 0 : r.step, how } });
  log(ctx, { kind: 'fell', rule, data: { bandit: id, from: at.car, floor: at.floor, how } });
  if (!horseMaySave(ctx.s, how)) {
    const o = ctx.s.config.options;
    // a walked-off bandit with the Horse in play loses its chance only by the option
    setAside(ctx, id, o.horse && how === 'walked' ? 'options.horse-rescue' : 'out.no-more-cards');
  }
}

/** Put a bandit's stacked cards aside with its hand. */
export function setAside(ctx: Ctx, id: BanditId, rule: RuleId): void {
  const seat = banditOf(ctx, id).seat;
  const p = ctx.s.players[seat]!;
  if (p.stack.length === 0) return;
  setPlayer(ctx, seat, { ...p, hand: sortHand([...p.hand, ...p.stack]), stack: [] });
  log(ctx, { kind: 'set-aside', rule, data: { bandit: id, count: p.stack.length } });
}
