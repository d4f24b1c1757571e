// The check both games' hidden-information tests make after swapping what a seat cannot see: the
// seat's view is the same, and so are the step's logFor and the view after it.
import { expect } from 'vitest';

type Res<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/** A game's public channel and its step (S: a state, C: a choice, L: a log entry, P: a seat). */
export type Channel<S, C, L, P> = {
  readonly apply: (s: S, c: C) => Res<{ readonly state: S; readonly log: readonly L[] }>;
  readonly view: (s: S, seat: P) => S;
  readonly logFor: (log: readonly L[], seat: P, s: S) => readonly L[];
};

/** `t` is `s` with what `seat` cannot see swapped: the seat sees the same before and after `choice`, and reads the same log. */
export function expectStepLooksSame<S, C, L, P>(e: Channel<S, C, L, P>, s: S, t: S, seat: P, choice: C): void {
  expect(e.view(t, seat)).toEqual(e.view(s, seat));
  const a = e.apply(s, choice);
  const b = e.apply(t, choice);
  if (!a.ok || !b.ok) throw new Error(`the same choice is legal in both: ${JSON.stringify(choice)}`);
  expect(e.logFor(b.value.log, seat, t)).toEqual(e.logFor(a.value.log, seat, s));
  expect(e.view(b.value.state, seat)).toEqual(e.view(a.value.state, seat));
}
