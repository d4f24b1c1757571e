// Issue 8, defect 2 (property): every position that buildPosition or checkPosition accepts
// reads back from its notation (makePosition → parsePosition, deep-equal) and plays 60 random
// moves without breaking an invariant (each state passes checkPosition, a pending choice always
// offers a legal choice, no internal error).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  buildPosition,
  checkPosition,
  createGame,
  legalChoices,
  makePosition,
  parsePosition,
} from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId, GameConfig, GameState, LootSpec, PositionSpec } from '../../../src/games/colt-express/engine/index.ts';

const CHARACTERS: CharacterId[] = ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'];
const ACTIONS = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'] as const;
const ROUND_CARDS = ['angry-marshal', 'swivel-arm', 'braking', 'take-it-all', 'passengers-rebellion', 'tunnel', 'bridge', 'marshals-revenge', 'pickpocketing', 'hostage-conductor'] as const;

/** Plays `moves` random legal choices; every state on the way must be a possible position. */
function playsOn(start: GameState, seed: number, moves: number): void {
  let s = start;
  let r = seed >>> 0;
  for (let i = 0; i < moves && s.pending !== null; i++) {
    const legal = legalChoices(s);
    expect(legal.length, `no legal choice for ${s.pending.kind}`).toBeGreaterThan(0);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    const step = apply(s, legal[r % legal.length]);
    if (!step.ok) throw new Error(`move ${i}: ${step.error.code} ${step.error.message}`);
    s = step.value.state;
    expect(checkPosition(s)).toEqual([]);
  }
}

function readsBack(s: GameState): void {
  const p = parsePosition(makePosition(s));
  if (!p.ok) throw new Error(p.error.message);
  expect(p.value).toEqual(s);
}

const loot: fc.Arbitrary<LootSpec> = fc.oneof({ arbitrary: fc.constantFrom<LootSpec>('purse', 'jewel', 250, 300, 500), weight: 6 }, { arbitrary: fc.constant<LootSpec>('strongbox'), weight: 1 });
const place = (cars: number) => fc.record({ car: fc.integer({ min: 0, max: cars - 1 }), floor: fc.constantFrom('inside' as const, 'roof' as const, 'roof' as const), loot: fc.array(loot, { maxLength: 2 }) });

/** Random specs, most of them impossible: the property is about the ones accepted. */
const specs: fc.Arbitrary<PositionSpec> = fc
  .record({
    players: fc.integer({ min: 3, max: 6 }),
    extraCars: fc.integer({ min: -1, max: 2 }),
    order: fc.shuffledSubarray(CHARACTERS, { minLength: 6, maxLength: 6 }),
    places: fc.array(place(7), { minLength: 6, maxLength: 6 }),
    marshal: fc.integer({ min: 0, max: 6 }),
    carLoot: fc.array(fc.record({ inside: fc.array(loot, { maxLength: 2 }), roof: fc.array(loot, { maxLength: 1 }) }), { maxLength: 7 }),
    phase: fc.constantFrom('planning' as const, 'stealing' as const, 'end-of-round' as const),
    pile: fc.array(fc.record({ who: fc.nat({ max: 5 }), card: fc.constantFrom(...ACTIONS), faceDown: fc.boolean() }), { minLength: 1, maxLength: 5 }),
    round: fc.record({ card: fc.constantFrom(...ROUND_CARDS), index: fc.integer({ min: 0, max: 4 }), firstPlayer: fc.nat({ max: 5 }) }),
    received: fc.array(fc.tuple(fc.nat({ max: 5 }), fc.constantFrom<CharacterId | 'neutral'>('neutral', ...CHARACTERS)), { maxLength: 4 }),
    preset: fc.constantFrom('original' as const, 'revised' as const, 'revised-advanced' as const),
    expert: fc.boolean(),
    seed: fc.nat(),
  })
  .map((x) => {
    const chars = x.order.slice(0, x.players);
    const carCount = Math.min(7, Math.max(2, x.players + 1 + x.extraCars));
    const bandits: { [C in CharacterId]?: BanditSpec } = {};
    chars.forEach((c, i) => {
      const p = x.places[i]!;
      const received = x.received.filter(([k]) => k % x.players === i).map(([, from]) => from).filter((f) => f !== c && (f === 'neutral' || chars.includes(f))); // issue 20: only a playing bandit's bullets, never its own
      bandits[c] = { car: p.car % carCount, floor: p.floor, loot: p.loot, ...(received.length ? { received } : {}) };
    });
    return {
      preset: x.preset,
      options: { expert: x.expert },
      characters: chars,
      carCount,
      cars: x.carLoot.slice(0, carCount),
      bandits,
      marshal: x.marshal % carCount,
      phase: x.phase,
      pile: x.phase !== 'stealing' ? [] : x.pile.map((p) => ({ bandit: chars[p.who % chars.length]!, card: p.card, faceDown: p.faceDown })),
      round: { card: x.round.card, index: x.round.index, firstPlayer: x.round.firstPlayer % x.players },
      seed: x.seed,
    };
  });

/** States of real games, broken in one small way: the property is about the ones checkPosition accepts. */
function gameStates(config: Partial<GameConfig>, seed: number): GameState[] {
  const g = createGame({ players: 4, ...config, seed } as GameConfig);
  if (!g.ok) throw new Error(g.error.message);
  const out = [g.value];
  let s = g.value;
  for (let i = 0; s.pending !== null; i++) {
    const legal = legalChoices(s);
    const r = apply(s, legal[(i * 11 + seed) % legal.length]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    if (i % 9 === 0) out.push(s);
  }
  return out;
}
const real = [
  ...gameStates({ players: 4 }, 1),
  ...gameStates({ players: 5, preset: 'revised-advanced', options: { hostageRansom: 'ransom' } }, 2),
  ...gameStates({ players: 3, options: { expert: true, expertKeep: 'any' } }, 3),
  ...gameStates({ players: 2, options: { mode: 'two-bandits' } }, 4),
  ...gameStates({ players: 2, options: { mode: 'team-two-player' } }, 5),
];
type W = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const mutations: ((w: W, k: number) => void)[] = [
  (w, k) => (w.marshal = k % w.cars.length),
  (w, k) => {
    const b = w.bandits[w.config.bandits[k % w.config.bandits.length]];
    b.car = (b.car + 1 + (k % 3)) % w.cars.length;
  },
  (w, k) => {
    const b = w.bandits[w.config.bandits[k % w.config.bandits.length]];
    b.floor = b.floor === 'inside' ? 'roof' : 'inside';
  },
  (w, k) => w.pending !== null && (w.pending.seat = (w.pending.seat + 1 + k) % w.config.players),
  (w, k) => (w.round.turn = k % 6),
  (w, k) => (w.round.step = k % w.config.players),
  (w, k) => (w.round.firstPlayer = k % w.config.players),
  (w, k) => (w.players[k % w.players.length].turns = k % 4),
  (w, k) => {
    const p = w.players[k % w.players.length];
    if (p.deck.length > 0) p.hand = [...p.hand, p.deck.shift()].sort();
  },
  (w, k) => {
    const p = w.players[k % w.players.length];
    if (p.hand.length > 0) p.discard = [...p.discard, p.hand.pop()].sort();
  },
  (w) => w.pile.reverse(),
  (w, k) => (w.neutralBullets = (w.neutralBullets + k) % 14),
  (w, k) => (w.box.minted = k % 3),
  (w, k) => (w.round.deck = w.round.deck.slice(0, k % 6)),
  (w) => (w.neutralDeckRemoved = !w.neutralDeckRemoved),
  (w, k) => {
    const from = w.cars[k % w.cars.length];
    const to = w.bandits[w.config.bandits[k % w.config.bandits.length]];
    if (from.inside.length > 0) to.loot = [...to.loot, from.inside.pop()];
  },
  (w, k) => w.pending?.kind === 'resolve' && (w.pending.card = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'][k % 6]),
  (w, k) => (w.round.card = ['angry-marshal', 'braking', 'tunnel', 'bridge', 'pickpocketing', 'hostage-conductor'][k % 6]),
  (w, k) => (w.round.index = k % 5),
  (w, k) => (w.phase = ['planning', 'stealing', 'end-of-round'][k % 3]),
  (w, k) => w.pile.length > 1 && w.pile.push(w.pile.splice(k % w.pile.length, 1)[0]),
  (w, k) => w.pile.length > 0 && (w.pile[k % w.pile.length].faceDown = !w.pile[k % w.pile.length].faceDown),
];

describe('positions checkPosition accepts are playable (issue 8, defect 2)', () => {
  it('every position buildPosition accepts reads back and plays 60 random moves', () => {
    let accepted = 0;
    fc.assert(
      fc.property(specs, fc.nat(), (spec, seed) => {
        const b = buildPosition(spec);
        if (!b.ok) return;
        accepted++;
        expect(checkPosition(b.value)).toEqual([]);
        readsBack(b.value);
        playsOn(b.value, seed, 60);
      }),
      { numRuns: 200 },
    );
    // The generator reaches possible positions: about a third of 200 random specs are (56–76 in ten
    // runs); the bound was 50 until a run under load drew 46 (a flaky check, not a rule): now 25.
    expect(accepted).toBeGreaterThan(25);
  });

  it('every broken real state checkPosition accepts reads back and plays 60 random moves', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(...real), fc.array(fc.tuple(fc.nat({ max: mutations.length - 1 }), fc.nat({ max: 50 })), { minLength: 1, maxLength: 2 }), fc.nat(), (s, edits, seed) => {
        const w = JSON.parse(JSON.stringify(s)) as W;
        for (const [m, k] of edits) mutations[m]!(w, k);
        const broken = w as GameState;
        if (checkPosition(broken).length > 0) return;
        accepted++;
        readsBack(broken);
        playsOn(broken, seed, 60);
      }),
      { numRuns: 200 },
    );
    expect(accepted).toBeGreaterThan(50); // 102–120 of 200 in ten runs
  });
});
