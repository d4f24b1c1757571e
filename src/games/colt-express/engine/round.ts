// A round from its round card to the next one (002 INIZIO DI UN ROUND, CONCLUSIONE DEL ROUND):
// the event of the round card (if events are played), the first player rotates, and after the
// last round the game is over.
import type { CharacterId, EventId, GameState, Seat } from './types.ts';
import { log, type Ctx } from './ctx.ts';
import { roundCardInfo } from './queries.ts';
import { EVENT_HANDLERS } from './hooks.ts';
import { doPickpocket } from './events/pickpocketing.ts';
import { deal } from './planning/deal.ts';
import { askPicksFrom } from './planning/pick.ts';
import { beginPlanning } from './planning/turn-order.ts';

/** Start round `index`: turn the next round card over, deal, ask for the first choice. */
export function startRound(ctx: Ctx, index: number, first: Seat, firstRound: boolean): void {
  const s = ctx.s;
  const deck = s.round.deck;
  const card = deck[0]!;
  s.round = { index, card, deck: deck.slice(1), turn: 0, step: 0, sub: 0, firstPlayer: first };
  s.phase = 'planning';
  s.pile = [];
  log(ctx, 'round.start-draw', 'round-start', { round: index, roundCard: card, seat: first });
  void firstRound;
  if (s.config.options.mode === 'two-bandits') {
    askPicksFrom(ctx, 0);
    return;
  }
  const n = s.config.players;
  for (let k = 0; k < n; k++) deal(ctx, (first + k) % n);
  beginPlanning(ctx);
}

/** The pile is resolved: the round card's event (asked as a choice), else the round ends. */
export function endOfRound(ctx: Ctx): void {
  const s = ctx.s;
  const info = roundCardInfo(s.round.card);
  if (s.config.options.roundEvents && info.event !== null) {
    s.phase = 'end-of-round';
    s.pending = { kind: 'event', seat: s.round.firstPlayer, event: info.event };
    return;
  }
  endRound(ctx);
}

export function doEvent(ctx: Ctx, ev: EventId): void {
  log(ctx, 'events.' + ev, 'event', { event: ev, roundCard: ctx.s.round.card });
  if (EVENT_HANDLERS[ev](ctx) === 'round-over') endRound(ctx);
}

export function answerPickpocket(ctx: Ctx, id: CharacterId, take: boolean): void {
  if (doPickpocket(ctx, id, take) === 'round-over') endRound(ctx);
}

export type GameOverHook = (s: GameState) => readonly Seat[];
// api.ts plugs in score(s).winners: the step modules do not import the scoring.
let gameOverHook: GameOverHook = () => [];
export function setGameOverHook(h: GameOverHook): void {
  gameOverHook = h;
}

function endRound(ctx: Ctx): void {
  const s = ctx.s;
  log(ctx, 'round.end-reshuffle', 'round-end', { round: s.round.index, roundCard: s.round.card });
  if (s.round.deck.length === 0) {
    s.phase = 'game-over';
    s.pending = null;
    s.pile = [];
    log(ctx, 'end.winner', 'game-over', { winners: gameOverHook(s) });
    return;
  }
  const n = s.config.players;
  const first = ((s.round.firstPlayer + 1) % n) as Seat;
  log(ctx, 'round.first-player-rotates', 'first-player', { seat: first });
  startRound(ctx, s.round.index + 1, first, false);
}
