// What a player may see (issue 20): view(state, seat) and logFor(log, seat, state) are one seat's
// public channel. Property: swapping anything that seat cannot see (another player's hand and deck
// order, another player's face-down card on the pile, the values of purses lying on the floors or
// held by other players: purses lie face down, 002/000) changes neither its view before a step, nor
// the step's logFor, nor its view after, at any step of random games (but the last, where the score
// turns every purse over), in every mode (fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, createGame, logFor, view } from '../../../src/games/colt-express/engine/index.ts';
import type { CardId, Choice, GameConfig, GameState, LogEntry, Loot, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { expectStepLooksSame } from '../../unit/hidden-step.ts';
import { shuffled } from '../../unit/seeded-shuffle.ts';
import { randomPlay } from './helpers.ts';
import { CE_MODES, redealPlayers, swapPurses } from './hidden-info-helpers.ts';

function walk(seed: number, cfg: Partial<GameConfig>): { states: GameState[]; choices: readonly Choice[] } {
  const g = randomPlay(seed, cfg);
  const c = createGame({ players: 4, ...cfg, seed } as GameConfig);
  if (!c.ok) throw new Error(c.error.message);
  const states = [c.value];
  for (const ch of g.choices) {
    const r = apply(states[states.length - 1]!, ch);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
  }
  return { states, choices: g.choices };
}

/** Another player's cards: hand and deck dealt anew (only the deck of the player choosing), and in planning one of its face-down pile cards traded with its hand. */
function swapCards(s: GameState, seat: Seat, seed: number): Pick<GameState, 'players' | 'pile'> {
  const chooser = s.pending !== null && 'seat' in s.pending ? s.pending.seat : null;
  // from 1: not the first card of the pile, it is turned over as stealing starts, which this step may do
  return redealPlayers(s, seed, 1, (p) => {
    if (p.seat === seat) return p;
    // expert: a player with nothing it may keep is not asked (the engine skips a choice of one), so
    // what a hand holds shows in the flow; there only the deck order is swapped (README)
    if (p.seat === chooser || s.config.options.expert) return { ...p, deck: shuffled(p.deck, seed + p.seat) };
    return null;
  });
}

/**
 * What `seat` cannot see, swapped: the purse values on every floor (unless its bandit is the one
 * choosing: he may take one) and in the other bandits' loot (unless its bandit is Cheyenne choosing:
 * her Punch may take the purse the bandit she punches drops, 002 I BANDITI, and then she has held it:
 * found by the property, seed 1898882080, path 52:37), and the other players' cards.
 */
const swapHidden = (s: GameState, seat: Seat, seed: number): GameState => {
  const chooser = s.pending !== null && 'seat' in s.pending ? s.pending.seat : null;
  const cheyenneChooses = chooser === seat && (s.config.seats[seat] ?? []).includes('cheyenne');
  return { ...s, ...swapPurses(s, seat, seed, { floors: chooser !== seat, box: false, others: !cheyenneChooses }), ...swapCards(s, seat, seed) };
};

const stepLooksSame = (cfg: Partial<GameConfig>) =>
  fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(), fc.nat({ max: 5 }), fc.nat(), (gameSeed, at, who, seed) => {
    const w = walk(gameSeed, cfg);
    const i = at % (w.choices.length - 1); // not the last step: the score shows every purse
    const s = w.states[i]!;
    const seat = (who % s.config.players) as Seat;
    expectStepLooksSame({ apply, view, logFor }, s, swapHidden(s, seat, seed), seat, w.choices[i]!);
  });

describe.each(CE_MODES)('hidden information (issue 20), %s', (_name, cfg) => {
  it('swapping what a seat cannot see changes neither its view nor its logFor', () => {
    fc.assert(stepLooksSame(cfg), { numRuns: 100 });
  });
});

// The case the property found in a mutation run (Cheyenne's seat chooses a Punch that takes the purse
// Tuco drops: she then knows its value, so the swap must leave the other bandits' purses as they are).
it('hidden information, 4p original: Cheyenne takes the purse of the bandit she punches (seed 1898882080, path 52:37)', () => {
  fc.assert(stepLooksSame({ players: 4, preset: 'original' }), { seed: 1898882080, path: '52:37' });
});

describe('logFor', () => {
  const purse = (value: number | null): Loot => ({ kind: 'purse', value });
  const g = createGame({ seed: 2, players: 3, options: { mode: 'two-bandits' } });
  if (!g.ok) throw new Error(g.error.message);
  const s = g.value;
  const [a1, a2] = s.config.seats[0]!;
  const b1 = s.config.seats[1]![0]!;
  const rows: [string, LogEntry, Seat, LogEntry['data']][] = [
    // 002/000 two bandits: the card picked goes into a secret hand
    ['the card picked, for another seat', { kind: 'picked', rule: 'variants.two-bandits.card-choice', data: { seat: 0 as Seat, bandit: a1!, card: 'fire' } }, 1 as Seat, { seat: 0 as Seat, bandit: a1!, card: null }],
    ['the card picked, for its seat', { kind: 'picked', rule: 'variants.two-bandits.card-choice', data: { seat: 0 as Seat, bandit: a1!, card: 'fire' } }, 0 as Seat, { seat: 0 as Seat, bandit: a1!, card: 'fire' }],
    // expert: the cards kept lie in the player's hand
    ['the card kept, for another seat', { kind: 'kept', rule: 'variants.expert.keep-cards', data: { seat: 1 as Seat, card: `${b1}.rob` as CardId } }, 0 as Seat, { seat: 1 as Seat, card: 'hidden' }],
    // purses lie face down: a robbed purse's value is its taker's
    ['a purse taken, for another seat', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: b1, target: null, loot: purse(450), to: 1 as never, floor: 'inside' } }, 0 as Seat, { bandit: b1, target: null, loot: purse(null), to: 1 as never, floor: 'inside' }],
    ['a purse taken, for the taker (second bandit of the seat)', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: a2!, target: null, loot: purse(450), to: 1 as never, floor: 'inside' } }, 0 as Seat, { bandit: a2!, target: null, loot: purse(450), to: 1 as never, floor: 'inside' }],
    ['a purse dropped, for its former holder', { kind: 'loot-dropped', rule: 'actions.punch.drop-loot', data: { bandit: b1, target: a1!, loot: purse(300), to: 1 as never, floor: 'roof' } }, 0 as Seat, { bandit: b1, target: a1!, loot: purse(300), to: 1 as never, floor: 'roof' }],
    ['a purse dropped, for the puncher', { kind: 'loot-dropped', rule: 'actions.punch.drop-loot', data: { bandit: b1, target: a1!, loot: purse(300), to: 1 as never, floor: 'roof' } }, 1 as Seat, { bandit: b1, target: a1!, loot: purse(null), to: 1 as never, floor: 'roof' }],
    ['a jewel stays a jewel', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: b1, target: null, loot: { kind: 'jewel' }, to: 1 as never, floor: 'inside' } }, 0 as Seat, { bandit: b1, target: null, loot: { kind: 'jewel' }, to: 1 as never, floor: 'inside' }],
    // expert: the cards kept lie in the player's hand, and that player knows them (mutation survivor)
    ['the card kept, for its seat', { kind: 'kept', rule: 'variants.expert.keep-cards', data: { seat: 1 as Seat, card: `${b1}.rob` as CardId } }, 1 as Seat, { seat: 1 as Seat, card: `${b1}.rob` as CardId }],
    // 000 Vendetta dello Sceriffo: the cheapest purse goes onto the roof, face down: its value stays its
    // former holder's (mutation survivors: the purse-lost case)
    ['a purse lost to the Marshal, for another seat', { kind: 'purse-lost', rule: 'options.revenge-purse', data: { bandit: b1, loot: purse(250), to: 2 as never, floor: 'roof', option: 'roof' } }, 0 as Seat, { bandit: b1, loot: purse(null), to: 2 as never, floor: 'roof', option: 'roof' }],
    ['a purse lost to the Marshal, for its former holder', { kind: 'purse-lost', rule: 'options.revenge-purse', data: { bandit: b1, loot: purse(250), to: 2 as never, floor: 'roof', option: 'roof' } }, 1 as Seat, { bandit: b1, loot: purse(250), to: 2 as never, floor: 'roof', option: 'roof' }],
    // 002 LE CARTE AZIONE › MOVIMENTO: a move is played out in the open, the same for every seat (mutation survivor: the default case)
    ['a move, for another seat', { kind: 'moved', rule: 'actions.move.inside', data: { bandit: b1, from: 1 as never, to: 2 as never, floor: 'inside' } }, 0 as Seat, { bandit: b1, from: 1 as never, to: 2 as never, floor: 'inside' }],
    // a seat nobody sits at (a spectator) has held no purse: every value is hidden
    ['a purse taken, for a seat nobody sits at', { kind: 'loot-taken', rule: 'actions.rob.same-floor', data: { bandit: b1, target: null, loot: purse(450), to: 1 as never, floor: 'inside' } }, 7 as Seat, { bandit: b1, target: null, loot: purse(null), to: 1 as never, floor: 'inside' }],
  ];
  it.each(rows)('%s', (_n, entry, seat, want) => {
    expect(logFor([entry], seat, s)[0]!.data).toEqual(want);
  });
  it('never throws', () => {
    expect(logFor(null as never, 0 as Seat, s)).toEqual([]);
    expect(logFor([], 0 as Seat, null as never)).toEqual([]);
    // mutation survivor: a log that is not an array comes back empty, even one that can be mapped
    expect(logFor('moved' as never, 0 as Seat, s)).toEqual([]);
    expect(logFor({ map: () => ['not an entry'] } as never, 0 as Seat, s)).toEqual([]);
    expect(logFor(new Uint8Array(2) as never, 0 as Seat, s)).toEqual([]);
  });
});
