import { describe, expect, it } from 'vitest';
import { createGame, legalChoices, view } from '../../../src/games/colt-express/engine/index.ts';
import type { Seat } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos } from './helpers.ts';

describe('view', () => {
  it('hides others’ purse values, floor purses, hands, deck orders, rng and seed', () => {
    const g = createGame({ seed: 4, characters: ['ghost', 'doc', 'tuco', 'belle'], firstPlayer: 0, roundCards: ['braking', 'tunnel'] });
    if (!g.ok) throw new Error(g.error.message);
    const v = view(g.value, 1 as Seat);
    expect(v.bandits.doc!.loot).toEqual([{ kind: 'purse', value: 250 }]);
    expect(v.bandits.ghost!.loot).toEqual([{ kind: 'purse', value: null }]);
    for (const c of v.cars) for (const l of [...c.inside, ...c.roof]) if (l.kind === 'purse') expect(l.value).toBeNull();
    expect(v.players[0]!.hand.every((c) => c === 'hidden')).toBe(true);
    expect(v.players[1]!.hand).toEqual(g.value.players[1]!.hand);
    expect(v.players[1]!.deck).toEqual([...g.value.players[1]!.deck].sort());
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.config.seed).toBe(0);
    expect(v.box.purses.every((x) => x === null)).toBe(true);
    expect(v.round.deck).toEqual([]);
  });
  it('hides face-down cards of others but not one’s own', () => {
    const g = createGame({ seed: 4, characters: ['ghost', 'doc', 'tuco'], firstPlayer: 0, roundCards: ['tunnel', 'braking'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = play(g.value, { kind: 'draw' }).state;
    s = play(s, legalChoices(s).find((c) => c.kind === 'play')!).state;
    s = play(s, legalChoices(s).find((c) => c.kind === 'play')!).state;
    // turn 2 of Tunnel (S T S T S) is face down
    expect(s.pile.map((c) => c.faceDown)).toEqual([false, false]);
    s = play(s, legalChoices(s).find((c) => c.kind === 'play')!).state;
    expect(s.pile[2]!.faceDown).toBe(true);
    expect(view(s, 1 as Seat).pile[2]!.card).toBeNull();
    expect(view(s, 0 as Seat).pile[2]!.card).not.toBeNull();
  });
  it('does not change the game state', () => {
    const s = pos({ bandits: { doc: { car: 1, loot: [300] }, ghost: { car: 2 }, tuco: { car: 3 } } });
    const copy = JSON.parse(JSON.stringify(s));
    view(s, 0 as Seat);
    expect(s).toEqual(copy);
  });
});
