// A round from its round card to the next one (002 INIZIO DI UN ROUND, CONCLUSIONE DEL ROUND):
// the event of the round card (if events are played), the first player rotates, and after the
// last round the game is over. Each function is one stage of the flow table (flow.ts): it
// returns 'wait' when a player is asked, 'next' when the flow goes on to the next stage.
import type { CharacterId, EventId, GameState, Seat } from './types.ts';
import { log, type Ctx, type StageOutcome } from './ctx.ts';
import { roundCardInfo } from './queries.ts';
import { EVENT_HANDLERS } from './hooks.ts';
import { doPickpocket } from './events/pickpocketing.ts';
import { score } from './score.ts';

/** Turn the top card of the round deck over: round `s.round.index` begins, `s.round.firstPlayer` first. */
export function startRound(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  const r = s.round;
  const card = r.deck[0]!;
  s.round = { index: r.index, card, deck: r.deck.slice(1), turn: 0, step: 0, sub: 0, firstPlayer: r.firstPlayer };
  s.phase = 'planning';
  s.pile = [];
  log(ctx, 'round.start-draw', 'round-start', { round: r.index, roundCard: card, seat: r.firstPlayer });
  return 'next';
}

/** The pile is resolved: the round card's event is asked as a choice; without one the round ends. */
export function askEvent(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  const info = roundCardInfo(s.round.card);
  if (!s.config.options.roundEvents || info.event === null) return 'next';
  s.phase = 'end-of-round';
  s.pending = { kind: 'event', seat: s.round.firstPlayer, event: info.event };
  return 'wait';
}

export function doEvent(ctx: Ctx, ev: EventId): StageOutcome {
  log(ctx, `events.${ev}`, 'event', { event: ev, roundCard: ctx.s.round.card });
  return EVENT_HANDLERS[ev](ctx) === 'round-over' ? 'next' : 'wait';
}

export function answerPickpocket(ctx: Ctx, id: CharacterId, take: boolean): StageOutcome {
  return doPickpocket(ctx, id, take) === 'round-over' ? 'next' : 'wait';
}

/** Was that the last round? (then the game is over instead of a new round) */
export function lastRound(s: GameState): boolean {
  return s.round.deck.length === 0;
}

/** The round ends; unless it was the last one, the player on the left becomes first player. */
export function endRound(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  // 002 VARIANTE PER ESPERTI: nobody gathers and shuffles; hands, draw and discard piles stay as they are
  const rule = s.config.options.expert ? 'variants.expert.discard-pile' : 'round.end-reshuffle';
  log(ctx, rule, 'round-end', { round: s.round.index, roundCard: s.round.card });
  if (lastRound(s)) return 'next';
  const first = ((s.round.firstPlayer + 1) % s.config.players) as Seat;
  log(ctx, 'round.first-player-rotates', 'first-player', { seat: first });
  s.round = { ...s.round, index: s.round.index + 1, firstPlayer: first };
  return 'next';
}

/** 002 FINE DELLA PARTITA: nobody is asked anything any more; the richest player wins. */
export function endGame(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  s.phase = 'game-over';
  s.pending = null;
  s.pile = [];
  log(ctx, 'end.winner', 'game-over', { winners: score(s).winners });
  return 'wait';
}
