// The phase flow, in one place: what each pending kind does with a choice, and who is asked next.
// planning (each player stacks 3 cards, from the first player clockwise) → revealing (pass 0, 1, 2:
// one card per player from the first player clockwise) → end of round → next round or game over.
// Nothing here is imported back by the modules it calls (no import cycle, no hooks set at load).
import type { CardKind, Choice, Seat } from './types.ts';
import { log, type Ctx } from './ctx.ts';
import { STACK_SIZE } from './data/components.ts';
import { stackCard } from './planning.ts';
import { reveal } from './reveal.ts';
import { passFirstPlayer, takeCards, uncouple } from './round.ts';
import { onTrain } from './train.ts';
import { waitingForHorse } from './out.ts';
import { score } from './score.ts';

/** Perform a legal choice (already validated) and everything automatic that follows it. */
export function perform(ctx: Ctx, choice: Choice): void {
  const p = ctx.s.pending!;
  if (p.kind === 'plan') {
    stackCard(ctx, p.seat, (choice as { readonly card: CardKind }).card);
    askNextPlanner(ctx);
    return;
  }
  reveal(ctx, p.bandit);
  if (!gameEndsNow(ctx)) askNextRevealer(ctx, false);
}

/** Start a round (after setup or the previous round): everyone takes its cards, the first player plans. */
export function startRound(ctx: Ctx): void {
  takeCards(ctx);
  askNextPlanner(ctx);
}

function askNextPlanner(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.config.players;
  for (let k = 0; k < n; k++) {
    const seat = ((s.round.firstPlayer + k) % n) as Seat;
    const bandit = s.config.bandits[seat]!;
    if (s.bandits[bandit]!.out === null && s.players[seat]!.stack.length < STACK_SIZE) {
      s.pending = { kind: 'plan', seat, bandit };
      return;
    }
  }
  s.phase = 'revealing';
  s.round = { ...s.round, pass: 0, step: 0 };
  askNextRevealer(ctx, true);
}

/** The next player, in pass then turn order, with the card of this pass still to reveal. */
function askNextRevealer(ctx: Ctx, includeCurrent: boolean): void {
  const s = ctx.s;
  const n = s.config.players;
  let at = s.round.pass * n + s.round.step + (includeCurrent ? 0 : 1);
  for (; at < STACK_SIZE * n; at++) {
    const pass = Math.floor(at / n);
    const step = at % n;
    const seat = ((s.round.firstPlayer + step) % n) as Seat;
    if (s.players[seat]!.stack.length === STACK_SIZE - pass) {
      s.round = { ...s.round, pass, step };
      s.pending = { kind: 'reveal', seat, bandit: s.config.bandits[seat]! };
      return;
    }
  }
  endRound(ctx);
}

function endRound(ctx: Ctx): void {
  uncouple(ctx);
  const left = onTrain(ctx.s).length;
  if (left <= 1 || ctx.s.train.length === 1) {
    gameOver(ctx);
    return;
  }
  passFirstPlayer(ctx);
  startRound(ctx);
}

/**
 * 004 Spelet tar slut: the game ends as soon as one bandit is left on the train. With the Horse
 * expansion a fallen bandit may still come back this round: the option lastBandit says whether
 * the game waits for its next card (ours).
 */
function gameEndsNow(ctx: Ctx): boolean {
  const left = onTrain(ctx.s);
  if (left.length >= 2) return false;
  const waiting = waitingForHorse(ctx.s);
  if (waiting.length > 0) {
    const wait = ctx.s.config.options.lastBandit === 'after-horse';
    log(ctx, { kind: 'horse-chance', rule: 'options.last-bandit', data: { left: left[0] ?? null, waiting, wait } });
    if (wait) return false;
  }
  gameOver(ctx);
  return true;
}

function gameOver(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'game-over';
  s.pending = null;
  const r = score(s);
  const rule = r.decidedBy[r.decidedBy.length - 1] ?? 'end.last-bandit';
  log(ctx, { kind: 'game-over', rule, data: { end: r.end ?? 'last-bandit', winners: r.winners } });
}
