// 002 FASE 1: PIANIFICAZIONE: turns go clockwise from the first player (turn kinds:
// turn-kinds.ts); after the last turn, unplayed cards go back on the deck (expert: keep.ts).
import type { GameState, Seat } from '../types.ts';
import { log, setPlayer, type Ctx, type StageOutcome } from '../ctx.ts';
import { turnsFor } from '../data/round-cards.ts';
import { roundCardInfo } from '../queries.ts';
import { playsPerTurn, seatAtStep, turnPattern } from './turn-kinds.ts';

/** Seat that plays at `step` of `turn` this round. */
export function planSeat(s: GameState, turn: number, step: number): Seat {
  const n = s.config.players;
  const kind = turnsFor(roundCardInfo(s.round.card), n)[turn];
  return seatAtStep(kind, s.round.firstPlayer, step, n) as Seat;
}

export function beginPlanning(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  s.phase = 'planning';
  s.pending = { kind: 'plan', seat: planSeat(s, 0, 0) };
  return 'wait';
}

/** After a play, draw or pass: the same player again (speeding-up), the next one, or the end of planning. */
export function advancePlanning(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  const r = s.round;
  const pattern = turnPattern(s);
  const n = s.config.players;
  let { turn, step, sub } = r;
  if (sub + 1 < playsPerTurn(pattern[turn])) sub++;
  else {
    sub = 0;
    step++;
    if (step >= n) {
      step = 0;
      turn++;
    }
  }
  if (turn >= pattern.length) {
    s.round = { ...r, turn: pattern.length, step: 0, sub: 0 };
    return 'next';
  }
  s.round = { index: r.index, card: r.card, deck: r.deck, turn, step, sub, firstPlayer: r.firstPlayer };
  s.pending = { kind: 'plan', seat: planSeat(s, turn, step) };
  return 'wait';
}

/** End of planning (not expert): every player's unplayed cards go back on top of his deck. */
export function returnUnplayed(ctx: Ctx): StageOutcome {
  const s = ctx.s;
  const n = s.config.players;
  const first = s.round.firstPlayer;
  for (let k = 0; k < n; k++) {
    const seat = (first + k) % n;
    const p = s.players[seat]!;
    if (p.hand.length > 0) {
      setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: [], deck: p.hand.concat(p.deck), discard: p.discard, turns: p.turns });
      log(ctx, 'planning.return-unplayed', 'cards-returned', { seat: seat as Seat, amount: p.hand.length });
    }
  }
  return 'next';
}
