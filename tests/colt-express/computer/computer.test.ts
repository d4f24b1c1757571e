// The Colt Express computer player (issue 23, "The computer"): legal to the end in every mode,
// deterministic for a seed, blind to what its seat cannot see, and the beginner's rules of thumb.
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, createGame, legalChoices, view } from '../../../src/games/colt-express/engine/index.ts';
import type { CarIndex, Choice, GameConfig, GameState, LogEntry, PositionSpec, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { CE_EXPLANATION_KINDS, decide, decideFor } from '../../../src/games/colt-express/computer/index.ts';
import { seedRng } from '../../../src/games/shared/rng.ts';
import { CE_MODES } from '../engine/hidden-info-helpers.ts';
import { scrambleLog, swapHiddenCe } from './ce-swap.ts';
import { expectDeterministic, expectSameDecisions, playOut as playGame, statesAlong, type TestEngine, type Who } from '../../computer/helpers.ts';

const ENGINE: TestEngine<GameConfig, GameState, Choice, LogEntry> = { createGame, legalChoices, apply };

/** Play a game to its end, seat i played by who[i]; every computer decision must be legal. */
function playOut(cfg: GameConfig, who: readonly Who[], seed: number): { state: GameState; decisions: number } {
  // one game in twelve gives the computer its log as well as its view (logFor of the whole log at each decision is slow)
  return playGame(ENGINE, cfg, who, seed, 5000, (s, seat, o, r, log) => decideFor(s, seat, o, r, seed % 12 === 0 ? log : undefined), CE_EXPLANATION_KINDS);
}

// every mode of the engine (the modes and presets of the hidden-info test, and two more setups)
const CONFIGS: [string, Partial<GameConfig>][] = [
  ...CE_MODES.slice(0, 2),
  ['3p revised', { players: 3, preset: 'revised' }],
  ['6p original', { players: 6, preset: 'original' }],
  ...CE_MODES.slice(2),
];

describe('Colt Express computer: 200 seeded games to the end, never an illegal choice (issue 23)', () => {
  it('beginner at every seat that is not random (192 games, every mode)', () => {
    let decisions = 0;
    for (let i = 0; i < 192; i++) {
      const [, cfg] = CONFIGS[i % CONFIGS.length]!;
      const who: Who[] = i % 3 === 0 ? ['beginner'] : i % 3 === 1 ? ['beginner', 'random'] : ['random', 'beginner', 'beginner'];
      const r = playOut({ ...cfg, seed: 7000 + i } as GameConfig, who, i);
      expect(r.state.phase).toBe('game-over');
      decisions += r.decisions;
    }
    expect(decisions).toBeGreaterThan(192 * 20);
  });
  it.each(CONFIGS)('regular (small budget) against beginner and random, %s', (_n, cfg) => {
    const r = playOut({ ...cfg, seed: 91 } as GameConfig, ['regular', 'beginner', 'random'], 5);
    expect(r.state.phase).toBe('game-over');
  });
});

describe('Colt Express computer: only its seat\'s view, and the same seed gives the same decision', () => {
  // states along seeded random games of every mode, the computer asked for the seat to choose
  const cases = statesAlong(ENGINE, CONFIGS, 300, (_s, k) => k % 13 === 4);

  it('swapping every hidden card and value (state and log) changes no decision, at either level', () => {
    let changed = 0;
    let logChanged = 0;
    for (const { name, s, seat, k, log } of cases) {
      const t = swapHiddenCe(s, seat, 17 + k);
      const tLog = scrambleLog(log, seat, s);
      expect(view(t, seat), `${name}: the swap keeps the view`).toEqual(view(s, seat));
      if (JSON.stringify(t) !== JSON.stringify(s)) changed++;
      if (JSON.stringify(tLog) !== JSON.stringify(log)) logChanged++;
      expectSameDecisions(name, k, k % 3 === 0, [
        [(o, r) => decideFor(s, seat, o, r, log), (o, r) => decideFor(t, seat, o, r, tLog), ''],
        // without the log too
        [(o, r) => decideFor(s, seat, o, r), (o, r) => decideFor(t, seat, o, r), ', no log'],
      ]);
    }
    // the swaps did change the referee's state and log: the test could fail
    expect(changed).toBeGreaterThan(cases.length / 2);
    expect(logChanged).toBeGreaterThan(cases.length / 4);
  });

  it('the same view and seed give the same decision; decide on the view is decideFor', () => {
    expectDeterministic(cases.filter((_, i) => i % 6 === 0), view, decide, decideFor);
  });

  it('a seat that is not asked gets no decision', () => {
    const { s, seat } = cases[0]!;
    const other = ((seat + 1) % s.config.players) as Seat;
    expect(decideFor(s, other, { level: 'beginner' }, seedRng(1))).toBeNull();
  });
});

describe('Colt Express computer: budget', () => {
  const c = createGame({ seed: 5, players: 4 });
  if (!c.ok) throw new Error(c.error.message);
  const s = c.value;
  const seat = s.pending!.seat;
  it('runs exactly the play-outs of its budget when no clock is given', () => {
    const d = decideFor(s, seat, { level: 'regular', budget: { playouts: 40 } }, seedRng(3));
    expect(d?.stats?.playouts).toBe(40);
    expect(d?.stats?.candidates).toBeGreaterThan(1);
  });
  it('stops on the injected clock (one tick per reading), after one play-out per candidate at least', () => {
    let now = 0;
    const clock = (): number => (now += 10);
    const d = decideFor(s, seat, { level: 'regular', budget: { playouts: 1000, ms: 200, clock } }, seedRng(3));
    const k = d!.stats!.candidates;
    expect(d!.stats!.playouts).toBeGreaterThanOrEqual(k);
    expect(d!.stats!.playouts).toBeLessThan(40);
  });
});

function position(spec: PositionSpec): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// The beginner's rules of thumb (issue 23: "rob when loot is there, fire when a target is in
// sight, move toward loot, avoid the Marshal"): planning positions and the card it plays, with its reason.
describe('Colt Express computer: the beginner\'s rules of thumb', () => {
  const rows: [string, PositionSpec, Partial<Choice>, string][] = [
    // issue 23, "rob when loot is there": a jewel lies inside Tuco's wagon
    [
      'rob when loot is there',
      { characters: ['tuco', 'belle', 'doc'], cars: [{}, { inside: ['jewel'] }, {}, {}], bandits: { tuco: { car: 1, hand: ['rob', 'move', 'floor', 'fire', 'punch', 'marshal'] }, belle: { car: 3 }, doc: { car: 3 } }, marshal: 0 },
      { kind: 'play', card: 'rob' },
      'rob-loot-here',
    ],
    // issue 23, "fire when a target is in sight": Belle on the next roof, no loot anywhere near Tuco
    [
      'fire when a target is in sight',
      { characters: ['tuco', 'belle', 'doc'], cars: [{}, {}, {}, {}], bandits: { tuco: { car: 1, floor: 'roof', hand: ['fire', 'move', 'move', 'floor', 'marshal', 'rob'] }, belle: { car: 2, floor: 'roof', loot: ['jewel'] }, doc: { car: 3, floor: 'inside' } }, marshal: 0 },
      { kind: 'play', card: 'fire' },
      'fire-target-in-sight',
    ],
    // issue 23, "avoid the Marshal": Tuco inside, next door to the Marshal, nothing to rob here
    [
      'avoid the Marshal',
      { characters: ['tuco', 'belle', 'doc'], cars: [{}, {}, {}, {}], bandits: { tuco: { car: 1, hand: ['floor', 'move', 'rob', 'fire', 'punch', 'marshal'] }, belle: { car: 3 }, doc: { car: 3 } }, marshal: 0 },
      { kind: 'play', card: 'floor' },
      'avoid-marshal',
    ],
    // issue 23, "avoid the Marshal" while moving: a jewel lies in the Marshal's wagon, Tuco moves the other way
    [
      'a Move card resolved away from the Marshal',
      { characters: ['tuco', 'belle', 'doc'], cars: [{}, {}, { inside: ['jewel'] }, {}], bandits: { tuco: { car: 1 }, belle: { car: 3, floor: 'roof' }, doc: { car: 3, floor: 'roof' } }, marshal: 2, pile: [{ bandit: 'tuco', card: 'move' }] },
      { kind: 'move', to: 0 as CarIndex },
      'avoid-marshal',
    ],
    // issue 23, "rob when loot is there", resolving: the strongbox before a purse
    [
      'a Robbery resolved: the strongbox first',
      { characters: ['tuco', 'belle', 'doc'], cars: [{ inside: [300, 'strongbox'] }, {}, {}, {}], bandits: { tuco: { car: 0, floor: 'inside' }, belle: { car: 3 }, doc: { car: 3 } }, marshal: 2, pile: [{ bandit: 'tuco', card: 'rob' }] },
      { kind: 'rob', loot: { kind: 'strongbox' } },
      'rob-loot-here',
    ],
    // issue 23, "move toward loot": nothing where Tuco stands, a jewel one wagon back on his floor
    [
      'move toward loot',
      { characters: ['tuco', 'belle', 'doc'], cars: [{}, {}, { inside: ['jewel'] }, {}], bandits: { tuco: { car: 1, hand: ['move', 'move', 'rob', 'marshal', 'punch', 'fire'] }, belle: { car: 3, floor: 'roof' }, doc: { car: 3, floor: 'roof' } }, marshal: 0 },
      { kind: 'play', card: 'move' },
      'move-toward-loot',
    ],
  ];
  it.each(rows)('%s', (_n, spec, want, why) => {
    const s = position(spec);
    const seat = s.pending!.seat;
    expect(s.config.seats[seat]).toEqual(['tuco']);
    for (let seed = 0; seed < 5; seed++) {
      const d = decideFor(s, seat, { level: 'beginner' }, seedRng(seed));
      expect(d?.choice).toMatchObject(want);
      expect(d?.explanation.kind).toBe(why);
    }
  });
});
