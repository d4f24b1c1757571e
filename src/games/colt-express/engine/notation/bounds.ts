// What a game can reach, as bounds on the notation's numbers and lists (issue 8: a link of
// 200 characters whose ransom counter read "zzzzz" asked for 60 million purses). The parser
// refuses anything larger before reading it, with the field's path.
import { ACTION_SET, TEAM_SET_FIRST, TEAM_SET_SECOND } from '../data/characters.ts';
import { BULLETS_PER_CHARACTER, JEWEL_COUNT, NEUTRAL_BULLETS, PURSE_VALUES, STRONGBOX_COUNT } from '../data/loot.ts';
import { MAX_BANDITS, MAX_CARS, MAX_RANSOMS, MAX_ROUNDS } from '../data/limits.ts';
import { ROUND_CARDS } from '../data/round-cards.ts';
import { playsPerTurn } from '../planning/turn-kinds.ts';

const patterns = ROUND_CARDS.flatMap((c) => [c.turnsSmall, c.turnsLarge]);
const actionCardsPerSeat = Math.max(ACTION_SET.length, TEAM_SET_FIRST.length + TEAM_SET_SECOND.length);

export const BOUNDS = {
  cars: MAX_CARS,
  /** purses of the box and ransoms */
  purses: PURSE_VALUES.length + MAX_RANSOMS,
  /** every loot token of the game on one floor or with one bandit */
  loot: PURSE_VALUES.length + MAX_RANSOMS + JEWEL_COUNT + STRONGBOX_COUNT,
  ransoms: MAX_RANSOMS,
  strongboxes: STRONGBOX_COUNT,
  jewels: JEWEL_COUNT,
  neutralBullets: NEUTRAL_BULLETS,
  bulletsLeft: BULLETS_PER_CHARACTER,
  /** one seat's hand, deck or discard pile: its action cards and every bullet card of the game */
  cards: actionCardsPerSeat + BULLETS_PER_CHARACTER * MAX_BANDITS + NEUTRAL_BULLETS,
  /** planning actions of one seat in one round */
  turns: Math.max(...patterns.map((p) => p.reduce((n, k) => n + playsPerTurn(k), 0))),
  roundIndex: MAX_ROUNDS - 1,
  /** round cards still to come (at setup, the first round's card too) */
  roundDeck: MAX_ROUNDS,
  /** a turn of the round card; its length once planning is over */
  roundTurn: Math.max(...patterns.map((p) => p.length)),
  /** every action card of every bandit */
  pile: actionCardsPerSeat * MAX_BANDITS,
  /** a seed outside the safe integers is written as X<number text> */
  seedText: 32,
} as const;
