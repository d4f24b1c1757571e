// What a player may see (issue 20): view(state, seat) and logFor(log, seat) are one seat's public
// channel. Property: swapping anything that seat cannot see (the other players' hands and the
// order of their face-down stacks, the cards of the wagons still coupled, 004 Förberedelser: face
// down until taken) changes neither its view before the step, nor the step's logFor, nor its view
// after, at any step of random games with 2 to 7 players and any options (fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOOT_VALUES } from '../../../src/games/colt-super-express/engine/data/components.ts';
import { OPTIONS, apply, createGame, logFor, randomGame, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Choice, GameConfig, GameState, HandCard, LootValue, Options, PlayerState, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { expectStepLooksSame } from '../../unit/hidden-step.ts';
import { shuffled } from '../../unit/seeded-shuffle.ts';

const optionsArb: fc.Arbitrary<Partial<Options>> = fc.record(
  Object.fromEntries(OPTIONS.map((o) => [o.name, fc.constantFrom(...o.values.map((v) => v.value))])) as { [K in keyof Options]: fc.Arbitrary<Options[K]> },
);
const configArb: fc.Arbitrary<GameConfig> = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), players: fc.integer({ min: 2, max: 7 }), options: optionsArb });

/** A game's states and the choices between them. */
function walk(cfg: GameConfig): { states: GameState[]; choices: readonly Choice[] } {
  const g = randomGame(cfg.seed, cfg);
  const c = createGame(cfg);
  if (!g.ok || !c.ok) throw new Error('setup');
  const states = [c.value];
  for (const ch of g.value.choices) {
    const r = apply(states[states.length - 1]!, ch);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
  }
  return { states, choices: g.value.choices };
}

/**
 * The same state with what `seat` cannot see swapped: another player's hand and stack dealt anew
 * (the stack keeps its size; the top of the stack about to be revealed stays), and the values of the
 * coupled wagons except the last (the one this step may uncouple) drawn anew from the unused ones.
 */
function swapHidden(s: GameState, seat: Seat, seed: number): GameState {
  const revealing = s.pending?.kind === 'reveal' ? s.pending.seat : null;
  const players = s.players.map((p): PlayerState => {
    if (p.seat === seat || (s.pending?.kind === 'plan' && p.seat === s.pending.seat)) return p;
    const keep = p.seat === revealing ? p.stack.slice(0, 1) : [];
    const pool = shuffled([...p.stack.slice(keep.length), ...p.hand], seed + p.seat);
    const n = p.stack.length - keep.length;
    const order = ['turn', 'floor', 'move', 'fire', 'reflex', 'horse'];
    const hand = pool.slice(n).sort((a, b) => order.indexOf(a) - order.indexOf(b)) as HandCard[];
    return { ...p, stack: [...keep, ...pool.slice(0, n)], hand };
  });
  const coupled = s.train.length - 2; // wagons 1 … train.length - 2 (the last one stays)
  const free = LOOT_VALUES.filter((v) => !s.config.cars.includes(v));
  const drawn = shuffled([...s.config.cars.slice(0, Math.max(0, coupled)), ...free], seed).slice(0, Math.max(0, coupled)) as LootValue[];
  const cars = s.config.cars.map((v, i) => (i < coupled ? drawn[i]! : v));
  const train = s.train.map((c, i) => (i === 0 ? c : { ...c, card: cars[i - 1]! }));
  return { ...s, config: { ...s.config, cars }, train, players };
}

describe('hidden information (issue 20): a seat sees the same view and log whatever it cannot see', () => {
  it('swapping hidden cards and values changes no view and no logFor', () => {
    fc.assert(
      fc.property(configArb, fc.nat(), fc.nat({ max: 6 }), fc.nat(), (cfg, at, who, seed) => {
        const w = walk(cfg);
        const i = at % w.choices.length;
        const s = w.states[i]!;
        const seat = (who % s.config.players) as Seat;
        expectStepLooksSame({ apply, view, logFor }, s, swapHidden(s, seat, seed), seat, w.choices[i]!);
      }),
      { numRuns: 300 },
    );
  });
  it('the swap is not empty: some runs change the state itself', () => {
    const w = walk({ seed: 3, players: 5 });
    const s = w.states[1]!;
    expect(swapHidden(s, 0 as Seat, 11)).not.toEqual(s);
  });
  it('logFor never throws and keeps the entries', () => {
    expect(logFor(null as never, 0 as Seat)).toEqual([]);
    const r = apply(walk({ seed: 1, players: 3 }).states[0]!, { kind: 'stack', card: 'turn' });
    if (r.ok) expect(logFor(r.value.log, 1 as Seat)).toEqual(r.value.log);
  });
});
