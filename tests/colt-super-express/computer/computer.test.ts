// The Colt Super Express computer player (issue 23, "The computer"): legal to the end with every
// option and player count, deterministic for a seed, blind to what its seat cannot see, and the
// beginner's rules of thumb.
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, createGame, legalChoices, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Choice, GameConfig, GameState, LogEntry, PositionSpec, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { CSE_EXPLANATION_KINDS, decide, decideFor } from '../../../src/games/colt-super-express/computer/index.ts';
import { seedRng } from '../../../src/games/shared/rng.ts';
import { swapHiddenCse } from './cse-swap.ts';
import { expectDeterministic, expectSameDecisions, playOut as playGame, statesAlong, type TestEngine, type Who } from '../../computer/helpers.ts';

const ENGINE: TestEngine<GameConfig, GameState, Choice, LogEntry> = { createGame, legalChoices, apply };

/** Play a game to its end, seat i played by who[i]; every computer decision must be legal. */
function playOut(cfg: GameConfig, who: readonly Who[], seed: number): { state: GameState; decisions: number } {
  return playGame(ENGINE, cfg, who, seed, 2000, (s, seat, o, r) => decideFor(s, seat, o, r), CSE_EXPLANATION_KINDS);
}

// player counts 2-7 and the expansions and readings of ours (options.ts)
const CONFIGS: [string, Partial<GameConfig>][] = [
  ['3p base', { players: 3 }],
  ['2p base', { players: 2 }],
  ['4p reflex', { players: 4, options: { reflex: true } }],
  ['5p horse', { players: 5, options: { horse: true, horseRescue: 'any-fall' } }],
  ['7p reflex + horse', { players: 7, options: { reflex: true, horse: true, stunnedHorse: 'ride', lastBandit: 'immediately' } }],
  ['6p far-side, turn order', { players: 6, options: { shotLanding: 'far-side', lootTie: 'turn-order', allOut: 'no-winner' } }],
];

describe('Colt Super Express computer: 200 seeded games to the end, never an illegal choice (issue 23)', () => {
  it('beginner at every seat that is not random (192 games)', () => {
    for (let i = 0; i < 192; i++) {
      const [, cfg] = CONFIGS[i % CONFIGS.length]!;
      const who: Who[] = i % 3 === 0 ? ['beginner'] : i % 3 === 1 ? ['beginner', 'random'] : ['random', 'beginner', 'beginner'];
      const r = playOut({ ...cfg, seed: 9000 + i } as GameConfig, who, i);
      expect(r.state.phase).toBe('game-over');
      expect(r.decisions).toBeGreaterThan(0);
    }
  });
  it.each(CONFIGS.concat(CONFIGS.slice(0, 2)))('regular (small budget) against beginner and random, %s', (_n, cfg) => {
    const r = playOut({ ...cfg, seed: 93 } as GameConfig, ['regular', 'beginner', 'random'], 5);
    expect(r.state.phase).toBe('game-over');
  });
});

describe('Colt Super Express computer: only its seat\'s view, and the same seed gives the same decision', () => {
  const cases = statesAlong(ENGINE, CONFIGS, 500, (s, k) => s.pending.kind === 'plan' && k % 5 === 1);

  it('swapping every hidden card and value changes no decision, at either level', () => {
    let changed = 0;
    for (const { name, s, seat, k } of cases) {
      const t = swapHiddenCse(s, seat, 23 + k);
      expect(view(t, seat), `${name}: the swap keeps the view`).toEqual(view(s, seat));
      if (JSON.stringify(t) !== JSON.stringify(s)) changed++;
      expectSameDecisions(name, k, k % 2 === 0, [[(o, r) => decideFor(s, seat, o, r), (o, r) => decideFor(t, seat, o, r), '']]);
    }
    expect(changed).toBeGreaterThan(cases.length / 2);
  });

  it('the same view and seed give the same decision; decide on the view is decideFor', () => {
    expectDeterministic(cases.filter((_, i) => i % 5 === 0), view, decide, decideFor);
  });
});

function position(spec: PositionSpec): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// The beginner's rules of thumb, the Colt Super Express analogues of issue 23's: fire when a
// target is in the line of fire (004 Skjut), get out of the last wagon before it uncouples
// (004 Slutet på rundan), face the target (004 Vänd). Round 2 positions (a wagon has uncoupled, Belle
// holds its card): round 1 is planned from the setup.
describe('Colt Super Express computer: the beginner\'s rules of thumb', () => {
  const rows: [string, PositionSpec, Choice, string][] = [
    // 004 Skjut: Doc stands in front of Tuco on his floor
    ['fire when a bandit is in the line of fire', { bandits: { tuco: { facing: 'forward' }, doc: {}, belle: { loot: [389] } }, train: [{}, { inside: ['doc'] }, { inside: ['tuco'] }, { roof: ['belle'] }] }, { kind: 'stack', card: 'fire' }, 'fire-target-in-sight'],
    // 004 Slutet på rundan: the last wagon uncouples with whoever is on it
    ['leave the last wagon', { bandits: { tuco: { facing: 'forward' }, doc: {}, belle: { loot: [389] } }, train: [{}, { roof: ['doc'] }, { roof: ['belle'] }, { inside: ['tuco'] }] }, { kind: 'stack', card: 'move' }, 'leave-last-wagon'],
    // 004 Vänd: nobody ahead of Tuco, Doc behind him
    ['turn toward a target behind', { bandits: { tuco: { facing: 'forward' }, doc: {}, belle: { loot: [389] } }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }] }, { kind: 'stack', card: 'turn' }, 'turn-toward-target'],
  ];
  it.each(rows)('%s', (_n, spec, want, why) => {
    const s = position(spec);
    const seat = s.config.bandits.indexOf('tuco') as Seat;
    expect(s.pending).toMatchObject({ kind: 'plan', seat });
    for (let seed = 0; seed < 5; seed++) {
      const d = decideFor(s, seat, { level: 'beginner' }, seedRng(seed));
      expect(d?.choice).toEqual(want);
      expect(d?.explanation.kind).toBe(why);
    }
  });
});
