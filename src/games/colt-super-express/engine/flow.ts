// The game flow as data (as Colt Express's flow.ts, and boardgame.io's phases): the stages of a
// game, and for each kind of pending choice the stage it is answered in, its legal choices and how
// its answer is performed. Stage functions never call the next stage: they return 'wait' (a player
// is asked, or the game is over) or 'next' (the stage is over), and run() (src/games/shared/
// flow.ts) enters the next one. Nothing here is imported back by the modules it calls (no import
// cycle, no hooks set at load).
//
//   round-start (everyone takes its cards) → planning (each player stacks 3 cards, from the first
//   player clockwise) → revealing (pass 0, 1, 2: one card per player from the first player
//   clockwise) → round-end (a wagon is uncoupled) → first-player → round-start … | game-over
import type { CardKind, Choice, GameState, Pending, Seat } from './types.ts';
import { flowOf, type Flow as FlowTable, type StageOutcome } from '../../shared/flow.ts';
import { log, type Ctx } from './ctx.ts';
import { STACK_SIZE } from './data/components.ts';
import { frozen } from '../../shared/frozen.ts';
import { planChoices, stackCard } from './planning.ts';
import { reveal } from './reveal.ts';
import { passFirstPlayer, takeCards, uncouple } from './round.ts';
import { onTrain } from './train.ts';
import { waitingForHorse } from './out.ts';
import { score } from './score.ts';

export type StageId = 'round-start' | 'planning' | 'revealing' | 'round-end' | 'first-player' | 'game-over';

/** This game's flow table (the types: src/games/shared/flow.ts). */
type Flow = FlowTable<StageId, GameState, Ctx, Pending, Choice>;

export const STAGES: Flow['stages'] = {
  'round-start': { begin: (ctx) => (takeCards(ctx), 'next'), next: () => 'planning' },
  planning: { begin: askNextPlanner, next: () => 'revealing' },
  revealing: { begin: startRevealing, next: () => 'round-end' },
  'round-end': { begin: (ctx) => (uncouple(ctx), 'next'), next: (s) => (onTrain(s).length <= 1 || s.train.length === 1 ? 'game-over' : 'first-player') },
  'first-player': { begin: (ctx) => (passFirstPlayer(ctx), 'next'), next: () => 'round-start' },
  'game-over': { begin: gameOver, next: () => 'game-over' },
};

/** The one choice of a reveal (shared frozen objects: apply() finds the caller's by identity first). */
const REVEAL: Choice = frozen({ kind: 'reveal' });
const REVEAL_ONLY: readonly Choice[] = frozen([REVEAL]);

/** Each pending kind: the stage it is answered in (after a 'next', the flow enters the stage after it), its legal choices (canonical order), the effect of a legal choice. */
export const ANSWERS: Flow['answers'] = {
  plan: { stage: 'planning', choices: (s, p) => planChoices(s, p.seat), answer: (ctx, p, c) => (stackCard(ctx, p.seat, (c as { readonly card: CardKind }).card), askNextPlanner(ctx)) },
  reveal: { stage: 'revealing', choices: () => REVEAL_ONLY, answer: (ctx, p) => (reveal(ctx, p.bandit), afterReveal(ctx)) },
};

const FLOW = flowOf<StageId, GameState, Ctx, Pending, Choice>({ stages: STAGES, answers: ANSWERS });

/** Enter `stage` and go on through the table until a player is asked (or the game is over). */
export const run = FLOW.run;
/** The legal choices of the pending player, canonical order. */
export const pendingChoices = FLOW.choices;
/** Perform a legal choice (already validated), then everything automatic that follows it. */
export const perform = (ctx: Ctx, choice: Choice): void => FLOW.perform(ctx, ctx.s.pending!, choice);

/** Start a round (after setup or the previous round): everyone takes its cards, the first player plans. */
export function startRound(ctx: Ctx): void {
  run(ctx, 'round-start');
}

/** The next player, from the first player clockwise, with a card still to stack. */
function askNextPlanner(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  const n = s.config.players;
  for (let k = 0; k < n; k++) {
    const seat = ((s.round.firstPlayer + k) % n) as Seat;
    const bandit = s.config.bandits[seat]!;
    if (s.bandits[bandit]!.out === null && s.players[seat]!.stack.length < STACK_SIZE) {
      s.pending = { kind: 'plan', seat, bandit };
      return 'wait';
    }
  }
  return 'next';
}

function startRevealing(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  s.phase = 'revealing';
  s.round = { ...s.round, pass: 0, step: 0 };
  return askRevealer(ctx, true);
}

/** The next player, in pass then turn order, with the card of this pass still to reveal. */
function askRevealer(ctx: Ctx, includeCurrent: boolean): StageOutcome {
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
      return 'wait';
    }
  }
  return 'next';
}

/** After a reveal: the game may be over (one bandit left); else the next revealer is asked, or the round ends. */
function afterReveal(ctx: Ctx): StageOutcome {
  const left = onTrain(ctx.s);
  const waiting = waitingForHorse(ctx.s);
  if (left.length < 2 && waiting.length > 0) {
    const wait = ctx.s.config.options.lastBandit === 'after-horse';
    log(ctx, { kind: 'horse-chance', rule: 'options.last-bandit', data: { left: left[0] ?? null, waiting, wait } });
  }
  return gameEndsNow(ctx.s) ? gameOver(ctx) : askRevealer(ctx, false);
}

/**
 * 004 Spelet tar slut: the game ends as soon as one bandit is left on the train. With the Horse
 * expansion a fallen bandit may still come back this round: the option lastBandit says whether
 * the game waits for its next card (ours).
 */
function gameEndsNow(s: GameState): boolean {
  if (onTrain(s).length >= 2) return false;
  return !(waitingForHorse(s).length > 0 && s.config.options.lastBandit === 'after-horse');
}

function gameOver(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  s.phase = 'game-over';
  s.pending = null;
  const r = score(s);
  const rule = r.decidedBy[r.decidedBy.length - 1] ?? 'end.last-bandit';
  log(ctx, { kind: 'game-over', rule, data: { end: r.end ?? 'last-bandit', winners: r.winners } });
  return 'wait';
}
