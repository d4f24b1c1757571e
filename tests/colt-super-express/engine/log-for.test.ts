// logFor (log-for.ts): a seat's channel of a step's log. In Colt Super Express every entry is public
// (hidden-info.test.ts proves it leaks nothing): the seat gets every entry, as a list of its own.
import { describe, expect, it } from 'vitest';
import { apply, legalChoices, logFor } from '../../../src/games/colt-super-express/engine/index.ts';
import type { LogEntry, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { createGameWithLog } from '../../../src/games/colt-super-express/engine/setup.ts';

describe('logFor (log-for.ts)', () => {
  const start = createGameWithLog({ seed: 2, players: 3 });
  if (!start.ok) throw new Error(start.error.message);
  const step = apply(start.value.state, legalChoices(start.value.state)[0]!);
  if (!step.ok) throw new Error(step.error.message);

  // rows: name, the referee's log, the seat reading it
  it.each([
    ['the setup, seat 0', start.value.log, 0],
    ['the setup, seat 2', start.value.log, 2],
    ['a planning step, seat 1', step.value.log, 1],
  ] as [string, readonly LogEntry[], Seat][])('%s: every entry, in order', (_name, log, seat) => {
    expect(log.length).toBeGreaterThan(0);
    expect(logFor(log, seat)).toEqual(log);
  });

  // mutation survivor: the seat's list is its own: a widget that edits it leaves the referee's log as it was
  it('editing the seat\'s list leaves the referee\'s log as it was', () => {
    const log = start.value.log.slice();
    const n = log.length;
    const mine = logFor(log, 0 as Seat);
    mine.length = 0;
    expect(log).toHaveLength(n);
  });

  it('a log that is not a list gives an empty list', () => {
    expect(logFor(null as never, 0 as Seat)).toEqual([]);
  });
});
