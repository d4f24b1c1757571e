// Plays learn sessions to their end through the controller (src/learn/session.ts), with the
// computer called synchronously (the page runs the same function in a worker).
import { advance, computerAsk, computerMove, derive, newSession, offered, turnOf, READER, type Derived, type LearnSession } from '../../src/learn/session.ts';
import type { AnyRules, Decide, LearnSetup } from '../../src/learn/rules.ts';
import { coltExpressRules } from '../../src/learn/ce.ts';
import { coltSuperExpressRules } from '../../src/learn/cse.ts';
import { decideCe } from '../../src/learn/computer-ce.ts';
import { decideCse } from '../../src/learn/computer-cse.ts';
import { rngInt, seedRng } from '../../src/games/shared/rng.ts';

export type Game = { readonly rules: AnyRules; readonly decide: Decide<any, any, any> };
export const CE: Game = { rules: coltExpressRules, decide: decideCe };
export const CSE: Game = { rules: coltSuperExpressRules, decide: decideCse };

/** A small budget for the level "regular" (no clock: the same seed, the same game). */
export const SMALL = { playouts: 8 };

export function derived(g: Game, s: LearnSession): Derived {
  const d = derive(g.rules, s);
  if (!d.ok) throw new Error(`${d.error.path}: ${d.error.message}`);
  return d.value;
}

/** The computer's move at its seat, or null when it is the reader's turn or the game is over. */
export function computerStep(g: Game, d: Derived): Derived | null {
  const ask = computerAsk(d);
  if (ask === undefined) return null;
  const a = g.decide(ask, SMALL);
  if (a === null) throw new Error(`no decision at step ${d.steps.length}`);
  const r = advance(d, computerMove(d, a.choice, a.explanation));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The reader's move: offered choice number pick(n) of n. */
export function readerStep(d: Derived, pick: (n: number) => number): Derived {
  const legal = offered(d).legal;
  const r = advance(d, { seat: READER, choice: legal[pick(legal.length)] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Computer moves until the reader is asked or the game ends. */
export function runComputer(g: Game, d: Derived): Derived {
  let x = d;
  for (let guard = 0; turnOf(x) === 'computer'; guard++) {
    if (guard > 5000) throw new Error('the computer never stops');
    x = computerStep(g, x)!;
  }
  return x;
}

/** A whole game: the reader takes a seeded random offered choice (or the first, `first`). */
export function playGame(g: Game, setup: LearnSetup, first = false, maxSteps = 5000): Derived {
  let d = derived(g, newSession(setup));
  const r = seedRng(setup.seed + 1);
  for (let k = 0; turnOf(d) !== 'over'; k++) {
    if (k > maxSteps) throw new Error('the game does not end');
    d = turnOf(d) === 'reader' ? readerStep(d, (n) => (first ? 0 : rngInt(r, n))) : runComputer(g, d);
  }
  return d;
}
