// What both games' computer tests do the same way: play seeded games to the end with the computer
// at some seats, collect states along random games, and check that a swap of what the seat cannot
// see, or a second ask, changes no decision. A game hands in its engine as a `TestEngine`.
import { expect } from 'vitest';
import { seedRng, rngInt, type RngWork } from '../../src/games/shared/rng.ts';
import type { ComputerOptionsBase } from '../../src/games/shared/computer/playout.ts';

export type Who = 'random' | 'beginner' | 'regular';
export const BEGINNER = { level: 'beginner' } as const;
/** The level "regular" with a small budget (tests pass no clock: a decision depends on the seed only). */
export const REGULAR: ComputerOptionsBase = { level: 'regular', budget: { playouts: 12 } };

type Res<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly message: string } };

/** A game's engine as the tests use it (G: a config, S: a state, C: a choice, L: a log entry). */
export type TestEngine<G, S extends { readonly pending: { readonly seat: number; readonly kind: string } | null }, C, L> = {
  readonly createGame: (cfg: G) => Res<S>;
  readonly legalChoices: (s: S) => readonly C[];
  readonly apply: (s: S, c: C) => Res<{ readonly state: S; readonly log: readonly L[] }>;
};

type AnyState = { readonly pending: { readonly seat: number; readonly kind: string } | null };
/** A state in which a seat is asked to choose. */
export type Pended<S extends AnyState> = S & { readonly pending: NonNullable<S['pending']> };
/** A game's seat type (a branded number). */
export type SeatOf<S extends AnyState> = NonNullable<S['pending']>['seat'];
type Decided<C> = { readonly choice: C; readonly explanation: { readonly kind: string } };

/**
 * Play a game to its end, seat i played by who[i] (`decide` asks the computer, with the referee's log
 * so far); every computer decision must be legal and explained by one of `kinds`.
 */
export function playOut<G, S extends AnyState, C, L>(
  e: TestEngine<G, S, C, L>,
  cfg: G,
  who: readonly Who[],
  seed: number,
  maxSteps: number,
  decide: (s: S, seat: SeatOf<S>, options: ComputerOptionsBase, r: RngWork, log: readonly L[]) => Decided<C> | null,
  kinds: readonly string[],
): { state: S; decisions: number } {
  const g = e.createGame(cfg);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const r = seedRng(seed);
  let decisions = 0;
  const log: L[] = [];
  for (let guard = 0; s.pending !== null; guard++) {
    if (guard > maxSteps) throw new Error('the game does not end');
    const seat = s.pending.seat;
    const w = who[seat % who.length]!;
    let c: C;
    if (w === 'random') {
      const legal = e.legalChoices(s);
      c = legal[rngInt(r, legal.length)]!;
    } else {
      const d = decide(s, seat, w === 'regular' ? REGULAR : BEGINNER, r, log);
      if (d === null) throw new Error(`no decision for seat ${seat} (${s.pending.kind})`);
      expect(kinds).toContain(d.explanation.kind);
      c = d.choice;
      decisions++;
    }
    const step = e.apply(s, c);
    if (!step.ok) throw new Error(`illegal ${JSON.stringify(c)}: ${step.error.message}`);
    s = step.value.state;
    log.push(...step.value.log);
  }
  return { state: s, decisions };
}

export type Case<S extends AnyState, L> = { name: string; s: Pended<S>; seat: SeatOf<S>; k: number; log: readonly L[] };

/**
 * States along seeded random games, 3 per config (game g of config m: seed seedBase + 10 m + g),
 * those where `pick(s, k)` holds at step k, with the referee's log so far.
 */
export function statesAlong<G, S extends AnyState, C, L>(
  e: TestEngine<G, S, C, L>,
  configs: readonly (readonly [string, Partial<G>])[],
  seedBase: number,
  pick: (s: Pended<S>, k: number) => boolean,
): Case<S, L>[] {
  const cases: Case<S, L>[] = [];
  configs.forEach(([name, cfg], m) => {
    for (let g = 0; g < 3; g++) {
      const c = e.createGame({ ...cfg, seed: seedBase + 10 * m + g } as G);
      if (!c.ok) throw new Error(c.error.message);
      let s = c.value;
      const r = seedRng(m * 100 + g);
      const log: L[] = [];
      for (let k = 0; s.pending !== null; k++) {
        const p = s as Pended<S>;
        if (pick(p, k)) cases.push({ name: `${name} game ${g} step ${k}`, s: p, seat: s.pending.seat, k, log: log.slice() });
        const legal = e.legalChoices(s);
        const st = e.apply(s, legal[rngInt(r, legal.length)]!);
        if (!st.ok) throw new Error(st.error.message);
        s = st.value.state;
        log.push(...st.value.log);
      }
    }
  });
  return cases;
}

type Ask<D> = (o: ComputerOptionsBase, r: RngWork) => D | null;

/**
 * At the beginner's level, and at "regular" too when `both`, each pair [a, b, note] of `asks`: the
 * decision `a` is not null and `b` is the same, each with a PRNG seeded with `k`.
 */
export function expectSameDecisions<D>(name: string, k: number, both: boolean, asks: readonly (readonly [Ask<D>, Ask<D>, string])[]): void {
  for (const options of both ? [BEGINNER, REGULAR] : [BEGINNER]) {
    for (const [a, b, note] of asks) {
      const x = a(options, seedRng(k));
      expect(x, name).not.toBeNull();
      expect(b(options, seedRng(k)), `${name} (${options.level}${note})`).toEqual(x);
    }
  }
}

/** The same view and seed give the same decision, and `decide` on the view is `decideFor` on the state. */
export function expectDeterministic<S extends AnyState, L, D>(cases: readonly Case<S, L>[], viewOf: (s: S, seat: SeatOf<S>) => S, decide: (v: S, seat: SeatOf<S>, o: ComputerOptionsBase, r: RngWork) => D, decideFor: (s: S, seat: SeatOf<S>, o: ComputerOptionsBase, r: RngWork) => D): void {
  for (const { name, s, seat, k } of cases) {
    const a = decideFor(s, seat, REGULAR, seedRng(k));
    expect(decide(viewOf(s, seat), seat, REGULAR, seedRng(k)), name).toEqual(a);
    expect(decideFor(s, seat, REGULAR, seedRng(k)), name).toEqual(a);
  }
}
