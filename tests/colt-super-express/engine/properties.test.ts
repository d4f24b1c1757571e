// Properties of whole random games (fast-check): the invariants the issue names, checked at
// every step of games with 2 to 7 players and any options.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OPTIONS, apply, checkPosition, createGame, legalChoices, makePosition, parsePosition, randomGame, replay } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, Choice, GameConfig, GameState, LogEntry, Options } from '../../../src/games/colt-super-express/engine/index.ts';

const optionsArb: fc.Arbitrary<Partial<Options>> = fc.record(
  Object.fromEntries(OPTIONS.map((o) => [o.name, fc.constantFrom(...o.values.map((v) => v.value))])) as { [K in keyof Options]: fc.Arbitrary<Options[K]> },
);
const configArb: fc.Arbitrary<GameConfig> = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), players: fc.integer({ min: 2, max: 7 }), options: optionsArb });

type Walk = { states: GameState[]; logs: (readonly LogEntry[])[]; choices: Choice[] };
function walk(cfg: GameConfig): Walk {
  const g = randomGame(cfg.seed, cfg);
  if (!g.ok) throw new Error(g.error.message);
  const c = createGame(cfg);
  if (!c.ok) throw new Error(c.error.message);
  const w: Walk = { states: [c.value], logs: [], choices: [...g.value.choices] };
  for (const ch of w.choices) {
    const r = apply(w.states[w.states.length - 1]!, ch);
    if (!r.ok) throw new Error(r.error.message);
    w.states.push(r.value.state);
    w.logs.push(r.value.log);
  }
  return w;
}

/** Each step of a walk: the state before, the state after, and the step's log. */
function eachStep(w: Walk, f: (a: GameState, b: GameState, log: readonly LogEntry[]) => void): void {
  for (let i = 1; i < w.states.length; i++) f(w.states[i - 1]!, w.states[i]!, w.logs[i - 1]!);
}

/** Where each bandit stands: the number of lines it is in. */
function placesOf(s: GameState): Map<BanditId, number> {
  const m = new Map<BanditId, number>();
  for (const car of s.train) for (const id of [...car.inside, ...car.roof]) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

describe('random games', () => {
  it('no bandit in two places or two lines; loot and cards conserved (checkPosition) at every step', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        for (const s of walk(cfg).states) {
          expect(checkPosition(s)).toEqual([]);
          const places = placesOf(s);
          for (const id of s.config.bandits) expect(places.get(id) ?? 0).toBe(s.bandits[id]!.out === null ? 1 : 0);
          const loot = s.config.bandits.flatMap((id) => s.bandits[id]!.loot);
          const inTrain = s.train.slice(1).map((c) => c.card);
          const all = [...inTrain, ...loot].sort();
          // every wagon card is in the train or someone's loot (at most the last one unclaimed when nobody is left)
          expect(new Set(all).size).toBe(all.length);
          expect(all.length).toBeGreaterThanOrEqual(s.config.cars.length - 1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the train shrinks by exactly one wagon per round, and every game ends', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        const w = walk(cfg);
        eachStep(w, (a, b, log) => {
          const uncoupled = log.filter((e) => e.kind === 'uncoupled').length;
          expect(a.train.length - b.train.length).toBe(uncoupled);
          expect(uncoupled).toBeLessThanOrEqual(1);
          if (b.round.index - a.round.index === 1) expect(uncoupled).toBe(1);
        });
        const end = w.states[w.states.length - 1]!;
        expect(end.phase).toBe('game-over');
        expect(legalChoices(end)).toEqual([]);
        expect(end.round.index).toBeLessThanOrEqual(cfg.players!);
      }),
      { numRuns: 60 },
    );
  });

  it('"out" is final, except by Horse in the same round', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        eachStep(walk(cfg), (a, b, log) => {
          for (const id of a.config.bandits) {
            const was = a.bandits[id]!.out;
            if (was === null || b.bandits[id]!.out !== null) continue;
            expect(a.config.options.horse).toBe(true);
            expect(was.round).toBe(a.round.index);
            expect(was.how).not.toBe('uncoupled');
            expect(log.some((e) => e.kind === 'rescued' && e.data.bandit === id)).toBe(true);
          }
        });
      }),
      { numRuns: 80 },
    );
  });

  it('replay is bit-identical', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        const w = walk(cfg);
        const r = replay(cfg, w.choices);
        if (!r.ok) throw new Error(r.error.message);
        expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(w.states[w.states.length - 1]));
        const again = replay(cfg, w.choices);
        expect(again.ok && JSON.stringify(again.value.log)).toBe(JSON.stringify(r.value.log));
      }),
      { numRuns: 30 },
    );
  });

  it('every log entry names a rule of the table', async () => {
    const { isRuleId } = await import('../../../src/games/colt-super-express/engine/rules.ts');
    fc.assert(
      fc.property(configArb, (cfg) => {
        for (const log of walk(cfg).logs) for (const e of log) expect(isRuleId(e.rule), e.kind).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});

describe('apply', () => {
  const junk = fc.oneof(
    fc.record({ kind: fc.constantFrom('stack', 'reveal', 'move', 'fire'), card: fc.constantFrom('turn', 'floor', 'move', 'fire', 'reflex', 'horse', 'punch', 7) }),
    fc.record({ kind: fc.constant('reveal'), extra: fc.anything() }),
    fc.anything(),
  );
  it('never throws and never mutates its input, legal or not', () => {
    fc.assert(
      fc.property(configArb, fc.array(junk, { minLength: 3, maxLength: 3 }), (cfg, randoms) => {
        const w = walk(cfg);
        const picks = [0, Math.floor(w.states.length / 2), w.states.length - 1];
        picks.forEach((k, i) => {
          const s = w.states[k]!;
          const before = JSON.stringify(s);
          const r = apply(s, randoms[i]);
          if (r.ok) expect(legalChoices(s).some((c) => JSON.stringify(c) === JSON.stringify(randoms[i]))).toBe(true);
          else expect(['illegal-choice', 'malformed-choice', 'game-over']).toContain(r.error.code);
          for (const c of legalChoices(s)) apply(s, c);
          expect(JSON.stringify(s)).toBe(before);
        });
      }),
      { numRuns: 40 },
    );
  });

  it.each([null, undefined, 0, 'cse1', {}, { config: {}, players: [], train: [] }, { config: {}, players: [{ hand: ['hidden'] }], train: [], pending: null }])(
    'refuses %j as a state',
    (bad) => {
      const r = apply(bad as never, { kind: 'reveal' });
      expect(r.ok).toBe(false);
    },
  );

  it('a legal choice list cannot be edited by the caller', () => {
    const g = createGame({ seed: 1, players: 3 });
    if (!g.ok) throw new Error(g.error.message);
    const list = legalChoices(g.value) as Choice[];
    expect(() => ((list[0] as { card: string }).card = 'horse')).toThrow();
    list.length = 0;
    expect(legalChoices(g.value).length).toBe(4);
  });

  it('notation of every state reads back (spot check)', () => {
    const w = walk({ seed: 9, players: 6, options: { reflex: true, horse: true } });
    for (const s of w.states) expect(parsePosition(makePosition(s)).ok).toBe(true);
  });
});
