// The shared kernel of the engines (src/games/shared/, issue 21): the flow walk, the replay loop,
// the random play-out and the never-throw wrapper, each on a toy game of a few lines, so that a
// change to the kernel fails here before it shows in both games' engine tests.
import { describe, expect, it } from 'vitest';
import { flowOf, type Flow } from '../../src/games/shared/flow.ts';
import { randomPlayOut, replayChoices, type Stepper } from '../../src/games/shared/random-game.ts';
import { guarded, internal, type Result } from '../../src/games/shared/result.ts';
import { frozen } from '../../src/games/shared/frozen.ts';

// A toy game: count up to `goal`; 'ask' asks a player to add 1 or 2; at the goal the game is over.
type S = { trail: string[]; n: number; goal: number; pending: { kind: 'add' } | null };
type X = { s: S };
type C = { kind: 'add'; by: 1 | 2 };
type Id = 'start' | 'ask' | 'over';
const ONE: C = frozen({ kind: 'add', by: 1 });
const TWO: C = frozen({ kind: 'add', by: 2 });
const toy: Flow<Id, S, X, { kind: 'add' }, C> = {
  stages: {
    start: { begin: (ctx) => (ctx.s.trail.push('start'), 'next'), next: () => 'ask' },
    ask: {
      begin: (ctx) => {
        ctx.s.trail.push('ask');
        if (ctx.s.n >= ctx.s.goal) return 'next';
        ctx.s.pending = { kind: 'add' };
        return 'wait';
      },
      next: () => 'over',
    },
    over: { begin: (ctx) => (ctx.s.trail.push('over'), (ctx.s.pending = null), 'wait'), next: () => 'over' },
  },
  answers: {
    // after an answer the walk enters the stage after 'start', that is 'ask' again
    add: { stage: 'start', choices: (s) => (s.goal - s.n >= 2 ? [ONE, TWO] : [ONE]), answer: (ctx, _p, c) => ((ctx.s.n += c.by), 'next') },
  },
};
const FLOW = flowOf(toy);
const fresh = (goal: number): X => ({ s: { trail: [], n: 0, goal, pending: null } });

describe('shared flow walk (src/games/shared/flow.ts)', () => {
  it('run enters stages until one waits, and perform goes on with the stage after the answer', () => {
    const ctx = fresh(3);
    FLOW.run(ctx, 'start');
    expect(ctx.s.trail).toEqual(['start', 'ask']);
    expect(FLOW.choices(ctx.s, ctx.s.pending!)).toEqual([ONE, TWO]);
    FLOW.perform(ctx, ctx.s.pending!, TWO);
    expect(ctx.s.trail).toEqual(['start', 'ask', 'ask']);
    expect(FLOW.choices(ctx.s, ctx.s.pending!)).toEqual([ONE]); // one short of the goal
    FLOW.perform(ctx, ctx.s.pending!, ONE);
    expect(ctx.s.trail).toEqual(['start', 'ask', 'ask', 'ask', 'over']);
    expect(ctx.s.pending).toBeNull();
  });
  it('an answer that waits stops the walk where it is', () => {
    const waits: Flow<Id, S, X, { kind: 'add' }, C> = { ...toy, answers: { add: { ...toy.answers.add, answer: () => 'wait' } } };
    const ctx = fresh(3);
    flowOf(waits).run(ctx, 'start');
    flowOf(waits).perform(ctx, ctx.s.pending!, ONE);
    expect(ctx.s.trail).toEqual(['start', 'ask']);
  });
});

// The same toy as a stepper: apply refuses a 2 when only 1 is left.
type St = { n: number; goal: number };
type E = { code: 'illegal' | 'replay'; message: string };
const step: Stepper<St, C, string, E> = {
  legal: (s) => (s.n >= s.goal ? [] : s.goal - s.n >= 2 ? [ONE, TWO] : [ONE]),
  apply: (s, c) => (s.n + c.by > s.goal ? { ok: false, error: { code: 'illegal', message: `${c.by} is too many` } } : { ok: true, value: { state: { ...s, n: s.n + c.by }, log: [`+${c.by}`] } }),
  pending: (s) => (s.n >= s.goal ? null : 'add'),
};

describe('shared replay loop and random play-out (src/games/shared/random-game.ts)', () => {
  it('replays every choice and keeps the start log first', () => {
    const r = replayChoices({ state: { n: 0, goal: 5 }, log: ['start'] }, [TWO, TWO, ONE], step, (e) => e);
    expect(r).toEqual({ ok: true, value: { state: { n: 5, goal: 5 }, log: ['start', '+2', '+2', '+1'] } });
  });
  it('stops at the first refused choice and words its error with its index', () => {
    const r = replayChoices({ state: { n: 0, goal: 3 }, log: [] }, [TWO, TWO, ONE], step, (e, i): E => ({ code: 'replay', message: `choices[${i}]: ${e.message}` }));
    expect(r).toEqual({ ok: false, error: { code: 'replay', message: 'choices[1]: 2 is too many' } });
  });
  it('plays legal choices to the end, the same for the same seed', () => {
    const a = randomPlayOut({ n: 0, goal: 40 }, 7, step, 1000);
    const b = randomPlayOut({ n: 0, goal: 40 }, 7, step, 1000);
    expect(a.ok && a.value.state.n).toBe(40);
    expect(b).toEqual(a);
    const ones = a.ok ? a.value.choices.filter((c) => c.by === 1).length : -1;
    expect(ones).toBeGreaterThan(0); // both choices are drawn, not always the first
    expect(ones).toBeLessThan(a.ok ? a.value.choices.length : 0);
  });
  it('stops at the limit (a broken engine) and returns an apply error as it is', () => {
    const r = randomPlayOut({ n: 0, goal: 40 }, 7, step, 3);
    expect(r.ok && r.value.choices.length).toBe(3);
    const refusing: Stepper<St, C, string, E> = { ...step, apply: () => ({ ok: false, error: { code: 'illegal', message: 'no' } }) };
    expect(randomPlayOut({ n: 0, goal: 4 }, 1, refusing, 10)).toEqual({ ok: false, error: { code: 'illegal', message: 'no' } });
  });
});

describe('shared never-throw wrapper (src/games/shared/result.ts)', () => {
  it('passes a result through and turns an exception into the internal error', () => {
    const fine: Result<number, E> = { ok: true, value: 1 };
    expect(guarded(() => fine)).toBe(fine);
    expect(guarded((): Result<number, E> => {
      throw new Error('boom');
    })).toEqual({ ok: false, error: { code: 'internal', message: 'internal error: Error: boom' } });
    expect(internal('x')).toEqual({ ok: false, error: { code: 'internal', message: 'internal error: x' } });
  });
  it('frozen freezes the object it is given', () => {
    expect(Object.isFrozen(frozen({ kind: 'add' }))).toBe(true);
  });
});
