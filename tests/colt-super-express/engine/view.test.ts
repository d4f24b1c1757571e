// view(): the stacked face-down cards of the others are hidden (and their hands, which would tell
// which cards they stacked), the seed and the PRNG too; a view cannot be played.
import { describe, expect, it } from 'vitest';
import { apply, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { game, step } from './helpers.ts';

describe('view', () => {
  let s = game({ seed: 8, players: 3, firstPlayer: 0 });
  for (const card of ['fire', 'move', 'turn', 'floor'] as const) s = step(s, { kind: 'stack', card }).state;
  it('shows a player its own cards only', () => {
    const v = view(s, 1 as Seat);
    expect(v.players[0]!.stack).toEqual(['hidden', 'hidden', 'hidden']);
    expect(v.players[0]!.hand).toEqual(['hidden']);
    expect(v.players[1]!.stack).toEqual(['floor']);
    expect(v.config.seed).toBe(0);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.train).toEqual(s.train); // the train is public
  });
  it('cannot be played', () => {
    const r = apply(view(s, 1 as Seat), { kind: 'stack', card: 'turn' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-state');
  });
  it('never throws', () => {
    expect(view(null as never, 0 as Seat)).toBe(null);
  });
});
