// Issue 20 (property): a position the checks accept is one some sequence of legal choices reaches,
// as far as the checks can tell. Reachable positions are taken at a random point of random games
// (planning, mid-reveal, after bandits left the train, at the end), with every option and player
// count: checkPosition accepts each, its notation reads back, and buildPosition accepts it described
// without the leaving times (it finds a time that fits). Then each is changed in a way the rules
// forbid (the book section on each mutation), and checkPosition must refuse the result.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OPTIONS, buildPosition, checkPosition, makePosition, parsePosition, randomGame, replay } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, BanditSpec, GameConfig, GameState, Options, PositionSpec } from '../../../src/games/colt-super-express/engine/index.ts';

const optionsArb: fc.Arbitrary<Partial<Options>> = fc.record(
  Object.fromEntries(OPTIONS.map((o) => [o.name, fc.constantFrom(...o.values.map((v) => v.value))])) as { [K in keyof Options]: fc.Arbitrary<Options[K]> },
);
const configArb: fc.Arbitrary<GameConfig> = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), players: fc.integer({ min: 2, max: 7 }), options: optionsArb });

/** The state after a random number of the random game's choices (0 = the setup, all = the end). */
function reached(cfg: GameConfig, at: number): GameState {
  const g = randomGame(cfg.seed, cfg);
  if (!g.ok) throw new Error(g.error.message);
  const r = replay(cfg, g.value.choices.slice(0, Math.round(at * g.value.choices.length)));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
const reachedArb = fc.tuple(configArb, fc.integer({ min: 0, max: 1000 })).map(([cfg, at]) => reached(cfg, at / 1000));

/** The readable description of a state, each bandit's leaving time reduced to its round. */
function specOf(s: GameState): PositionSpec {
  const bandits: { [B in BanditId]?: BanditSpec } = {};
  for (const p of s.players) {
    const b = s.bandits[p.bandit]!;
    bandits[p.bandit] = { facing: b.facing, stunned: b.stunned, out: b.out === null ? false : { round: b.out.round }, loot: b.loot, stack: p.stack as never, revealed: p.revealed };
  }
  return {
    options: s.config.options,
    seats: s.config.bandits,
    bandits,
    train: s.train.map((c) => ({ ...(c.card === 'locomotive' || c.card === 'hidden' ? {} : { card: c.card }), inside: c.inside, roof: c.roof })),
    firstPlayer: s.round.firstPlayer,
    phase: s.phase === 'revealing' ? 'revealing' : 'planning',
    ...(s.pending === null ? {} : { next: s.pending.bandit }),
  };
}

type W = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: GameState): W => JSON.parse(JSON.stringify(s)) as W;
const outOnes = (s: GameState): BanditId[] => s.config.bandits.filter((id) => s.bandits[id]!.out !== null);

/** Changes the rules forbid; each returns null where it does not apply. */
const FORBIDDEN: [string, (s: GameState) => W | null][] = [
  // 004 Gå / Skjut: a bandit leaves at a reveal already made: move its leaving time to the next round
  ['left in a round not yet played', (s) => {
    const id = outOnes(s)[0];
    if (id === undefined || s.phase === 'game-over') return null;
    const w = copy(s);
    w.bandits[id].out.round = s.round.index + 1;
    return w;
  }],
  // 004 Gå: walking off is one's own Move; Skjut: another's shot. Swap how the bandit left this round
  ['walked off ↔ shot off', (s) => {
    const id = outOnes(s).find((x) => s.bandits[x]!.out!.round === s.round.index && s.bandits[x]!.out!.pass < 3);
    if (id === undefined) return null;
    const w = copy(s);
    w.bandits[id].out.how = w.bandits[id].out.how === 'walked' ? 'shot' : 'walked';
    return w;
  }],
  // 004 Slutet på rundan: a wagon's card goes to a bandit on the train: give one uncoupled at or after
  // the bandit left to a bandit out of the game
  ['loot taken after leaving', (s) => {
    const n = s.config.players;
    for (const id of outOnes(s)) {
      const o = s.bandits[id]!.out!;
      const holder = s.config.bandits.find((h) => h !== id && s.bandits[h]!.loot.some((v) => n - s.config.cars.indexOf(v) >= o.round));
      if (holder === undefined) continue;
      const v = s.bandits[holder]!.loot.find((x) => n - s.config.cars.indexOf(x) >= o.round)!;
      const w = copy(s);
      w.bandits[holder].loot = w.bandits[holder].loot.filter((x: number) => x !== v);
      w.bandits[id].loot = [...w.bandits[id].loot, v].sort((a: number, b: number) => a - b);
      return w;
    }
    return null;
  }],
  // 004 Fas 2 / "ute ur spelet": a bandit out reveals no card beyond those of its time on the train
  // (and its one Horse chance): turn one more card of its hand face up
  ['one more card revealed by a bandit out', (s) => {
    const id = outOnes(s).find((x) => s.players[s.bandits[x]!.seat]!.hand.length > 0);
    if (id === undefined || s.phase !== 'revealing') return null;
    const w = copy(s);
    const p = w.players[s.bandits[id]!.seat];
    p.revealed = [...p.revealed, p.hand.pop()];
    return w;
  }],
  // 004 Förberedelser: round 1 is planned from the setup: nobody lies stunned yet
  ['stunned while round 1 is planned', (s) => {
    if (s.round.index > 0 || s.phase !== 'planning') return null;
    const w = copy(s);
    w.bandits[s.config.bandits[0]!].stunned = true;
    return w;
  }],
  // 004 Slutet på rundan: the First Player card passes to a bandit on the train
  ['the First Player card with a bandit out since an earlier round', (s) => {
    const id = outOnes(s).find((x) => s.bandits[x]!.out!.round < s.round.index);
    if (id === undefined || s.phase === 'game-over') return null;
    const w = copy(s);
    w.round.firstPlayer = s.bandits[id]!.seat;
    return w;
  }],
];

describe('reachable positions are accepted (issue 20)', () => {
  it('at a random point of a random game: checkPosition accepts it, the notation reads back, buildPosition rebuilds it', () => {
    let built = 0;
    const kinds = { revealing: 0, out: 0, horse: 0 };
    fc.assert(
      fc.property(reachedArb, (s) => {
        expect(checkPosition(s)).toEqual([]);
        const p = parsePosition(makePosition(s));
        expect(p.ok && p.value).toEqual(s);
        if (s.phase === 'game-over') return;
        const b = buildPosition(specOf(s));
        if (!b.ok) throw new Error(`${makePosition(s)}: ${b.error.message}`);
        built++;
        if (s.phase === 'revealing') kinds.revealing++;
        if (s.config.bandits.some((id) => s.bandits[id]!.out !== null)) kinds.out++;
        if (s.config.options.horse && s.round.index > 0) kinds.horse++;
        // the same train, bandits, cards and moment (the wagon cards' order and the leaving times may differ)
        expect(b.value.train).toEqual(s.train);
        expect(b.value.players).toEqual(s.players);
        expect([b.value.round, b.value.pending]).toEqual([s.round, s.pending]);
        for (const id of s.config.bandits) expect({ ...b.value.bandits[id]!, out: b.value.bandits[id]!.out?.round }).toEqual({ ...s.bandits[id]!, out: s.bandits[id]!.out?.round });
      }),
      { numRuns: 80 },
    );
    // most are built, and the generator reaches mid-reveal, eliminations and later rounds with the Horse
    expect(built).toBeGreaterThan(40);
    expect(Object.values(kinds).every((k) => k > 5), JSON.stringify(kinds)).toBe(true);
  });
});

describe('reachable positions changed as the rules forbid are refused (issue 20)', () => {
  const applied = new Map<string, number>();
  it('each forbidden change of a reachable position gets a problem', () => {
    fc.assert(
      fc.property(reachedArb, (s) => {
        for (const [name, change] of FORBIDDEN) {
          const w = change(s);
          if (w === null) continue;
          applied.set(name, (applied.get(name) ?? 0) + 1);
          expect(checkPosition(w as GameState).map((p) => p.code), `${name}: ${makePosition(s)}`).not.toEqual([]);
        }
      }),
      { numRuns: 150, seed: 20261128 }, // fixed: each forbidden change must be tried whatever the run's luck
    );
    // the generator reaches every kind of position the changes need
    for (const [name] of FORBIDDEN) expect(applied.get(name) ?? 0, `${name} ${JSON.stringify([...applied])}`).toBeGreaterThan(0);
  });
});
