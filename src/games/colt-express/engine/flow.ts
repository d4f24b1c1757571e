// The game flow as data (as boardgame.io declares its phases): the stages of a game in order,
// and for each kind of pending choice the stage it belongs to, its legal choices and how its
// answer is performed. Stage modules never call the next stage: they return 'wait' (a player
// is asked) or 'next' (the stage is over), and run() (src/games/shared/flow.ts) enters the next stage. So the rule
// modules import nothing of each other's phase, and there is no import cycle (tests/unit/
// engine-import-graph.test.ts).
//
//   placement (two-bandit modes) → round-start → picks (two-bandits) | deal → planning
//   → keep (expert) | return-unplayed → stealing → event → round-end → round-start … | game-over
import type { Choice, GameState, Pending } from './types.ts';
import type { Ctx, StageOutcome } from './ctx.ts';
import { flowOf, type Flow as FlowTable } from '../../shared/flow.ts';
import { frozen } from '../../shared/frozen.ts';
import { doPlace, placeChoices } from './variants/two-bandits.ts';
import { beginPicks, doPick, pickChoices } from './planning/pick.ts';
import { dealAll } from './planning/deal.ts';
import { doPlan, planChoices } from './planning/play.ts';
import { beginPlanning, returnUnplayed } from './planning/turn-order.ts';
import { coverChoices, doCover } from './planning/cover-fire.ts';
import { beginKeep, doKeep, keepChoices } from './planning/keep.ts';
import { doResolve, resolveChoices, startStealing } from './stealing.ts';
import { pickpocketChoices } from './events/pickpocketing.ts';
import { answerPickpocket, askEvent, doEvent, endGame, endRound, lastRound, startRound } from './round.ts';

export type StageId =
  | 'placement'
  | 'round-start'
  | 'picks'
  | 'deal'
  | 'planning'
  | 'keep'
  | 'return-unplayed'
  | 'stealing'
  | 'event'
  | 'round-end'
  | 'game-over';

/** This game's flow table (the types: src/games/shared/flow.ts). */
type Flow = FlowTable<StageId, GameState, Ctx, Pending, Choice>;

const waitHere = (): StageOutcome => 'wait';

export const STAGES: Flow['stages'] = {
  // the placement is asked by setup.ts (createGame); its answers are in ANSWERS.place
  placement: { begin: waitHere, next: () => 'round-start' },
  'round-start': { begin: startRound, next: (s) => (s.config.options.mode === 'two-bandits' ? 'picks' : 'deal') },
  picks: { begin: beginPicks, next: () => 'planning' },
  deal: { begin: dealAll, next: () => 'planning' },
  planning: { begin: beginPlanning, next: (s) => (s.config.options.expert ? 'keep' : 'return-unplayed') },
  keep: { begin: beginKeep, next: () => 'stealing' },
  'return-unplayed': { begin: returnUnplayed, next: () => 'stealing' },
  stealing: { begin: startStealing, next: () => 'event' },
  event: { begin: askEvent, next: () => 'round-end' },
  'round-end': { begin: endRound, next: (s) => (lastRound(s) ? 'game-over' : 'round-start') },
  'game-over': { begin: endGame, next: () => 'game-over' },
};

const EVENT_CHOICES: readonly Choice[] = frozen([frozen<Choice>({ kind: 'event' })]);

/** Each pending kind: its stage, its legal choices (canonical order), the effect of a legal choice. */
export const ANSWERS: Flow['answers'] = {
  place: {
    stage: 'placement',
    choices: (s, p) => placeChoices(s, p.seat),
    answer: (ctx, p, c) => doPlace(ctx, p.seat, p.placed, (c as Extract<Choice, { kind: 'place' }>).caboose),
  },
  pick: {
    stage: 'picks',
    choices: (s, p) => pickChoices(s, p.seat),
    answer: (ctx, p, c) => doPick(ctx, p.seat, c as Extract<Choice, { kind: 'pick' }>),
  },
  plan: { stage: 'planning', choices: (s, p) => planChoices(s, p.seat), answer: (ctx, p, c) => doPlan(ctx, p.seat, c) },
  cover: { stage: 'planning', choices: (s, p) => coverChoices(s, p.seat, p.bandit), answer: (ctx, p, c) => doCover(ctx, p.seat, c) },
  keep: { stage: 'keep', choices: (s, p) => keepChoices(s, p.seat, p.kept), answer: (ctx, p, c) => doKeep(ctx, p.seat, p.kept, c) },
  resolve: {
    stage: 'stealing',
    choices: (s, p) => resolveChoices(s, p.bandit, p.card),
    answer: (ctx, p, c) => doResolve(ctx, p.bandit, p.card, c),
  },
  event: { stage: 'event', choices: () => EVENT_CHOICES, answer: (ctx, p) => doEvent(ctx, p.event) },
  pickpocket: {
    stage: 'event',
    choices: () => pickpocketChoices(),
    answer: (ctx, p, c) => answerPickpocket(ctx, p.bandit, (c as Extract<Choice, { kind: 'pickpocket' }>).take),
  },
};

const FLOW = flowOf<StageId, GameState, Ctx, Pending, Choice>({ stages: STAGES, answers: ANSWERS });

/** Enter `stage` and go on through the table until a player is asked (or the game is over). */
export const run = FLOW.run;
/** The legal choices of the pending player, canonical order (legal-choices.ts memoises them). */
export const pendingChoices = FLOW.choices;
/** Perform a legal choice (already validated), then everything automatic that follows it. */
export const perform = (ctx: Ctx, choice: Choice): void => FLOW.perform(ctx, ctx.s.pending!, choice);
