// The game flow as data (as Colt Express's flow.ts, and boardgame.io's phases): the stages of a
// game, and for each kind of pending choice its legal choices, how its answer is performed and the
// stage that follows. Stage functions never call the next stage: they return 'wait' (a player is
// asked, or the game is over) or 'next' (the stage is over), and run() below enters the next one.
// Nothing here is imported back by the modules it calls (no import cycle, no hooks set at load).
//
//   round-start (everyone takes its cards) → planning (each player stacks 3 cards, from the first
//   player clockwise) → revealing (pass 0, 1, 2: one card per player from the first player
//   clockwise; after each reveal: last-bandit, then next-reveal) → round-end (a wagon is
//   uncoupled) → first-player → round-start … | game-over
import type { CardKind, Choice, GameState, Pending, PendingKind, Seat } from './types.ts';
import { log, type Ctx } from './ctx.ts';
import { STACK_SIZE } from './data/components.ts';
import { frozen } from '../../shared/frozen.ts';
import { planChoices, stackCard } from './planning.ts';
import { reveal } from './reveal.ts';
import { passFirstPlayer, takeCards, uncouple } from './round.ts';
import { onTrain } from './train.ts';
import { waitingForHorse } from './out.ts';
import { score } from './score.ts';

export type StageId = 'round-start' | 'planning' | 'revealing' | 'last-bandit' | 'next-reveal' | 'round-end' | 'first-player' | 'game-over';

/** 'wait': a player is asked (or the game is over); 'next': the stage is over, enter the next one. */
type StageOutcome = 'wait' | 'next';
type Stage = {
  /** Enter the stage: ask a player ('wait') or do its work at once ('next'). */
  readonly begin: (ctx: Ctx) => StageOutcome;
  /** The stage that follows this one. */
  readonly next: (s: GameState) => StageId;
};

export const STAGES: { readonly [S in StageId]: Stage } = {
  'round-start': { begin: (ctx) => (takeCards(ctx), 'next'), next: () => 'planning' },
  planning: { begin: askNextPlanner, next: () => 'revealing' },
  revealing: { begin: startRevealing, next: () => 'round-end' },
  'last-bandit': { begin: horseChance, next: (s) => (gameEndsNow(s) ? 'game-over' : 'next-reveal') },
  'next-reveal': { begin: (ctx) => askRevealer(ctx, false), next: () => 'round-end' },
  'round-end': { begin: (ctx) => (uncouple(ctx), 'next'), next: (s) => (onTrain(s).length <= 1 || s.train.length === 1 ? 'game-over' : 'first-player') },
  'first-player': { begin: (ctx) => (passFirstPlayer(ctx), 'next'), next: () => 'round-start' },
  'game-over': { begin: gameOver, next: () => 'game-over' },
};

type Answer<K extends PendingKind> = {
  /** the stage entered once the choice is carried out */
  readonly then: StageId;
  readonly choices: (s: GameState, p: Extract<Pending, { readonly kind: K }>) => readonly Choice[];
  readonly answer: (ctx: Ctx, p: Extract<Pending, { readonly kind: K }>, choice: Choice) => void;
};

/** The one choice of a reveal (shared frozen objects: apply() finds the caller's by identity first). */
export const REVEAL: Choice = frozen({ kind: 'reveal' });
const REVEAL_ONLY: readonly Choice[] = frozen([REVEAL]);

/** Each pending kind: its legal choices (canonical order), the effect of a legal choice, the stage after it. */
export const ANSWERS: { readonly [K in PendingKind]: Answer<K> } = {
  plan: { then: 'planning', choices: (s, p) => planChoices(s, p.seat), answer: (ctx, p, c) => stackCard(ctx, p.seat, (c as { readonly card: CardKind }).card) },
  reveal: { then: 'last-bandit', choices: () => REVEAL_ONLY, answer: (ctx, p) => reveal(ctx, p.bandit) },
};

function answerOf(p: Pending): Answer<PendingKind> {
  // one row per kind: the row of p.kind takes exactly this p
  return ANSWERS[p.kind] as Answer<PendingKind>;
}

/** Enter `stage` and go on through the table until a player is asked (or the game is over). */
export function run(ctx: Ctx, stage: StageId): void {
  let st = stage;
  while (STAGES[st].begin(ctx) === 'next') st = STAGES[st].next(ctx.s);
}

/** The legal choices of the pending player, canonical order. */
export function pendingChoices(s: GameState, p: Pending): readonly Choice[] {
  return answerOf(p).choices(s, p);
}

/** Perform a legal choice (already validated) and everything automatic that follows it. */
export function perform(ctx: Ctx, choice: Choice): void {
  const p = ctx.s.pending!;
  const row = answerOf(p);
  row.answer(ctx, p, choice);
  run(ctx, row.then);
}

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

/** One bandit left while a fallen one may still come back on a Horse: the log says whether the game waits. */
function horseChance(ctx: Ctx): StageOutcome {
  const left = onTrain(ctx.s);
  const waiting = waitingForHorse(ctx.s);
  if (left.length < 2 && waiting.length > 0) {
    const wait = ctx.s.config.options.lastBandit === 'after-horse';
    log(ctx, { kind: 'horse-chance', rule: 'options.last-bandit', data: { left: left[0] ?? null, waiting, wait } });
  }
  return 'next';
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
