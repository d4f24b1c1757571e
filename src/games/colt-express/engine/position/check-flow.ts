// checkPosition, the table's third part: the round and the pending choice fit the flow of the
// game (002 INIZIO DI UN ROUND, FASE 1, FASE 2, GLI EVENTI): the phase, the turn, the seat asked,
// the pile. Each pending kind has its own rule (PENDING_RULES).
import type { GameState, Pending, PendingKind, Phase } from '../types.ts';
import type { CheckContext } from './report.ts';
import { ROUND_CARD_BY_ID, turnsFor } from '../data/round-cards.ts';
import { MAX_ROUNDS } from '../data/limits.ts';
import { CARD_INFO } from '../cards.ts';
import { planSeat } from '../planning/turn-order.ts';
import { playsPerTurn } from '../planning/turn-kinds.ts';
import { nextPickpocket } from '../events/pickpocketing.ts';
import { banditsFromFirst } from '../queries.ts';

const isInt = (x: unknown, min: number, max: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const patternOf = (s: GameState) => turnsFor(ROUND_CARD_BY_ID[s.round.card]!, s.config.players);

/** Known round cards; no more rounds than a game has (MAX_ROUNDS); a turn the card has. */
export function checkRound({ s, allowHidden, report }: CheckContext): void {
  const r = s.round;
  if (!ROUND_CARD_BY_ID[r.card]) report('bad-round', `unknown round card "${String(r.card)}"`, 'round.card');
  r.deck.forEach((c, i) => {
    if (!ROUND_CARD_BY_ID[c]) report('bad-round', `unknown round card "${String(c)}"`, `round.deck[${i}]`);
    // each round card exists once (components: 7 per player count, 3 Train Station cards); at setup the deck starts with the current one
    else if (r.deck.indexOf(c) < i || (c === r.card && s.phase !== 'setup')) report('round-card-twice', `${c} twice`, `round.deck[${i}]`);
  });
  if (!isInt(r.index, 0, MAX_ROUNDS - 1)) report('round-count', `round ${Number(r.index) + 1}: a game has ${MAX_ROUNDS} rounds at most`, 'round.index');
  // at setup the deck still holds the first round's card; later the played ones are gone
  const rounds = s.phase === 'setup' ? r.deck.length : r.index + 1 + r.deck.length;
  if (rounds > MAX_ROUNDS) report('round-count', `${rounds} round cards in the game: a game has ${MAX_ROUNDS} at most`, 'round.deck');
  // a view's round deck is empty (hidden), at setup too
  if (s.phase === 'setup' && (r.index !== 0 || (r.deck[0] !== r.card && !(allowHidden && r.deck.length === 0)))) report('bad-round', 'before round 1, the deck starts with its first card', 'round.deck');
  if (!ROUND_CARD_BY_ID[r.card]) return;
  const pattern = patternOf(s);
  if (!isInt(r.turn, 0, pattern.length)) report('bad-round', `turn ${r.turn} does not exist on ${r.card}`, 'round.turn');
  if (!isInt(r.step, 0, s.config.players - 1)) report('bad-round', `step ${r.step}: a turn has one step per player`, 'round.step');
  if (!isInt(r.sub, 0, playsPerTurn(pattern[r.turn]) - 1)) report('bad-round', `a second play (sub ${r.sub}) only in a speeding-up turn`, 'round.sub');
  if (!isInt(r.firstPlayer, 0, s.config.players - 1)) report('bad-round', `first player ${r.firstPlayer} is not a seat`, 'round.firstPlayer');
}

type PendingRule<K extends PendingKind> = {
  /** the phase this choice is asked in */
  readonly phase: Phase;
  /** what else must hold, as an English reason, or null */
  readonly fits: (s: GameState, p: Extract<Pending, { kind: K }>) => string | null;
};

const PENDING_RULES: { readonly [K in PendingKind]: PendingRule<K> } = {
  place: { phase: 'setup', fits: placeFits },
  pick: { phase: 'planning', fits: pickFits },
  plan: { phase: 'planning', fits: (s, p) => planTurnFits(s, p.seat) },
  cover: { phase: 'planning', fits: coverFits },
  keep: {
    phase: 'planning',
    fits: (s) => (!s.config.options.expert ? 'cards are kept only in the expert variant' : s.round.turn !== patternOf(s).length ? 'cards are kept at the end of planning' : null),
  },
  resolve: { phase: 'stealing', fits: resolveFits },
  event: { phase: 'end-of-round', fits: eventFits },
  pickpocket: { phase: 'end-of-round', fits: pickpocketFits },
};

/** Cards lie on the pile only from the first play of planning to the last card resolved. */
export function checkPile({ s, report }: CheckContext): void {
  if (s.pile.length > 0 && s.phase !== 'planning' && s.phase !== 'stealing')
    report('bad-pile', `${s.pile.length} card(s) on the pile in the ${s.phase} phase: the pile is empty once stealing is over`, 'pile');
}

/** The game is over exactly when nothing is pending; otherwise the pending choice fits the flow. */
export function checkPending({ s, report }: CheckContext): void {
  const p = s.pending;
  if (s.phase === 'game-over' || p === null) {
    if (s.phase === 'game-over' && p !== null) report('pending-mismatch', 'the game is over but a choice is pending', 'pending');
    if (s.phase !== 'game-over' && p === null) report('pending-mismatch', 'nothing is pending but the game is not over', 'pending');
    return;
  }
  const rule = PENDING_RULES[p.kind] as PendingRule<PendingKind> | undefined;
  if (rule === undefined) return report('pending-mismatch', `unknown pending choice "${String(p.kind)}"`, 'pending.kind');
  if (rule.phase !== s.phase) return report('pending-mismatch', `a ${p.kind} choice is asked in the ${rule.phase} phase, not in ${s.phase}`, 'pending');
  if (!ROUND_CARD_BY_ID[s.round.card]) return; // checkRound reports it
  const why = rule.fits(s, p as never);
  if (why !== null) report('pending-mismatch', why, 'pending');
}

function placeFits(s: GameState, p: Extract<Pending, { kind: 'place' }>): string | null {
  const n = s.config.players;
  if (s.config.options.mode === 'standard') return 'bandits are placed by choice only in the two-bandit modes';
  if (p.placed.length !== n) return `placed: one entry per seat (${n})`;
  // seats choose clockwise from the first player: from the asked seat on, nobody has chosen yet
  for (let seat = p.seat as number; ; seat = (seat + 1) % n) {
    if (p.placed[seat] !== null) return `seat ${seat} has already placed his bandits but is asked after seat ${p.seat}`;
    if ((seat + 1) % n === s.round.firstPlayer) break;
  }
  const wrong = p.placed.findIndex((c, i) => c !== null && !s.config.seats[i]!.includes(c));
  return wrong >= 0 ? `${p.placed[wrong]} is not a bandit of seat ${wrong}` : null;
}

function pickFits(s: GameState, p: Extract<Pending, { kind: 'pick' }>): string | null {
  if (s.config.options.mode !== 'two-bandits') return 'a card is picked only with two bandits per player';
  const r = s.round;
  if (r.turn !== 0 || r.step !== 0 || r.sub !== 0 || s.pile.length > 0) return 'cards are picked before the first turn of the round';
  if (!s.players[p.seat]!.deck.some((c) => CARD_INFO[c]?.action)) return `seat ${p.seat} has no action card in the deck to pick`;
  return null;
}

/** A planning choice of `seat` at round.turn / round.step (the seat that plays then). */
function planTurnFits(s: GameState, seat: number): string | null {
  const pattern = patternOf(s);
  if (s.round.turn >= pattern.length) return `turn ${s.round.turn} does not exist on ${s.round.card}`;
  const asked = planSeat(s, s.round.turn, s.round.step);
  return asked !== seat ? `it is seat ${asked}'s turn, not seat ${seat}'s` : null;
}

function coverFits(s: GameState, p: Extract<Pending, { kind: 'cover' }>): string | null {
  if (s.config.options.mode !== 'two-bandits') return 'cover fire is a rule of the two-bandit mode';
  const turn = planTurnFits(s, p.seat);
  if (turn !== null) return turn;
  if (patternOf(s)[s.round.turn] !== 'standard') return 'cover fire follows a Fire card of a standard turn';
  const team = s.config.seats[p.seat]!;
  if (!team.includes(p.fired) || !team.includes(p.bandit) || p.bandit === p.fired) return `${p.bandit} covers ${p.fired}: both run by seat ${p.seat}`;
  const top = s.pile[s.pile.length - 1];
  if (!top || top.bandit !== p.fired || top.card !== 'fire' || top.faceDown) return `the last card played is not a face-up Fire of ${p.fired}`;
  return null;
}

function resolveFits(s: GameState, p: Extract<Pending, { kind: 'resolve' }>): string | null {
  const top = s.pile[0];
  if (!top || top.bandit !== p.bandit || (top.card !== null && top.card !== p.card)) return 'the card being resolved is not the top of the pile';
  return s.bandits[p.bandit]?.seat !== p.seat ? `${p.bandit} is not run by seat ${p.seat}` : null;
}

function eventFits(s: GameState, p: Extract<Pending, { kind: 'event' }>): string | null {
  if (!s.config.options.roundEvents) return 'round-card events are not played (option roundEvents)';
  if (ROUND_CARD_BY_ID[s.round.card]!.event !== p.event) return `${p.event} is not the event of ${s.round.card}`;
  return p.seat !== s.round.firstPlayer ? 'the first player resolves the event' : null;
}

function pickpocketFits(s: GameState, p: Extract<Pending, { kind: 'pickpocket' }>): string | null {
  if (!s.config.options.roundEvents || ROUND_CARD_BY_ID[s.round.card]!.event !== 'pickpocketing') return 'Pickpocketing is not the event of this round';
  const b = s.bandits[p.bandit];
  if (b === undefined || b.seat !== p.seat) return `${p.bandit} is not run by seat ${p.seat}`;
  // only a bandit alone at his place, with a purse there, is asked (002 GLI EVENTI › Borseggiare)
  const qualifies = nextPickpocket(s, banditsFromFirst(s).indexOf(p.bandit) - 1) === p.bandit;
  return qualifies ? null : `${p.bandit} is not alone with a purse at his place`;
}

/** Planning actions taken this round (play, draw or pass), each seat; Ghost's face-down card reads it. */
export function playsSoFar(s: GameState): number[] {
  const n = s.config.players;
  const pattern = patternOf(s);
  const out = new Array<number>(n).fill(0);
  for (let t = 0; t < s.round.turn && t < pattern.length; t++) for (let i = 0; i < n; i++) out[i] = out[i]! + playsPerTurn(pattern[t]);
  if (s.round.turn < pattern.length) {
    for (let k = 0; k < n; k++) {
      const seat = planSeat(s, s.round.turn, k);
      if (k < s.round.step) out[seat] = out[seat]! + playsPerTurn(pattern[s.round.turn]);
      else if (k === s.round.step) out[seat] = out[seat]! + s.round.sub;
    }
  }
  return out;
}

/** During planning (plan, cover, keep), each seat's turn counter is the plays of the round so far. */
export function checkTurns({ s, report }: CheckContext): void {
  const p = s.pending;
  if (p === null || (p.kind !== 'plan' && p.kind !== 'cover' && p.kind !== 'keep') || !ROUND_CARD_BY_ID[s.round.card]) return;
  const expected = playsSoFar(s);
  if (p.kind === 'cover') expected[p.seat] = expected[p.seat]! + 1; // the Fire card just played
  s.players.forEach((pl, i) => {
    if (pl.turns !== expected[i]) report('pending-mismatch', `seat ${i} has taken ${expected[i]} planning action(s) this round, not ${pl.turns}`, `players[${i}].turns`);
  });
}
