// view(): the stacked face-down cards of the others are hidden (and their hands, which would tell
// which cards they stacked), the seed and the PRNG too; a view cannot be played.
import { describe, expect, it } from 'vitest';
import { apply, legalChoices, makePosition, view } from '../../../src/games/colt-super-express/engine/index.ts';
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
    // the lines are public; the coupled wagons' cards lie face down (004: loot side up only once taken)
    expect(v.train.map((c) => [c.inside, c.roof])).toEqual(s.train.map((c) => [c.inside, c.roof]));
    expect(v.train.map((c) => c.card)).toEqual(['locomotive', ...s.train.slice(1).map(() => 'hidden')]);
    expect(v.config.cars).toEqual(s.config.cars.map(() => 'hidden'));
    const f = makePosition(v).split('.'); // the notation says q (face down) for each coupled wagon's card
    expect(f[1]!.split('-')[3]).toBe('q'.repeat(s.config.cars.length));
    expect(f[3]!.split('_').slice(1).map((c) => c[0])).toEqual(s.train.slice(1).map(() => 'q'));
  });
  it('shows the cards of the wagons already uncoupled (004 Rundans slut: taken loot side up)', () => {
    let t = s;
    while (t.round.index === 0 && t.pending !== null) t = step(t, legalChoices(t)[0]!).state;
    const v = view(t, 1 as Seat);
    const gone = t.config.cars.slice(t.train.length - 1);
    expect(gone.length).toBe(1);
    expect(v.config.cars).toEqual([...t.config.cars.slice(0, t.train.length - 1).map(() => 'hidden'), ...gone]);
    expect(v.train.slice(1).every((c) => c.card === 'hidden')).toBe(true);
  });
  it('of a wagon card alone, cannot be played either', () => {
    const onlyWagons = { ...s, train: view(s, 1 as Seat).train };
    const r = apply(onlyWagons, legalChoices(s)[0]!);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('train[1].card');
  });
  it('offers the pending player its choices in its own view only (mutation survivor: a hidden card is never offered)', () => {
    // 004 Fas 1: the cards in hand are secret; seat 1 is asked for its second card
    expect(s.pending).toMatchObject({ kind: 'plan', seat: 1 });
    expect(legalChoices(view(s, 0 as Seat))).toEqual([]);
    expect(legalChoices(view(s, 1 as Seat))).toEqual(legalChoices(s));
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
