import { describe, expect, it } from 'vitest';
import { createGame, legalChoices, view } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos, randomPlay } from './helpers.ts';

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

// What each seat sees of a pending question (mutation survivors of view.ts). Each row builds its
// state inside the test (a state built while vitest collects does not count under ignoreStatic).
const twoBanditsPlaced = (): GameState => {
  const g = createGame({ seed: 5, players: 2, options: { mode: 'two-bandits' }, teams: [['ghost', 'tuco'], ['doc', 'django']], firstPlayer: 0, roundCards: ['braking', 'tunnel'] });
  if (!g.ok) throw new Error(g.error.message);
  return play(g.value, { kind: 'place', caboose: 'tuco' }).state;
};
const expertKeptOne = (): GameState => {
  const g = createGame({ seed: 9, characters: ['ghost', 'belle', 'tuco'], firstPlayer: 0, roundCards: ['bridge', 'braking'], options: { expert: true } });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  while (s.pending?.kind === 'plan') s = play(s, legalChoices(s).find((c) => c.kind === 'play') ?? legalChoices(s)[0]!).state;
  return play(s, legalChoices(s).find((c) => c.kind === 'keep')!).state;
};
const keptOf = (s: GameState): readonly string[] => (s.pending?.kind === 'keep' ? s.pending.kept : ['not a keep question']);
const placedOf = (s: GameState): readonly (string | null)[] => (s.pending?.kind === 'place' ? s.pending.placed : ['not a place question']);

describe('view: a pending question, seat by seat', () => {
  const rows: [string, () => GameState, Seat, (s: GameState, v: GameState) => void][] = [
    // 000 2 BANDITI: the placement is a hidden choice: the player who chose sees its own caboose bandit
    ['two bandits: seat 0 sees its own placement', twoBanditsPlaced, 0 as Seat, (s, v) => {
      expect(placedOf(s)).toEqual(['tuco', null]);
      expect(placedOf(v)).toEqual(['tuco', null]);
    }],
    // 000 2 BANDITI: … and the other player does not
    ['two bandits: seat 1 does not see seat 0’s placement', twoBanditsPlaced, 1 as Seat, (_s, v) => expect(placedOf(v)).toEqual([null, null])],
    // 002 VARIANTE PER ESPERTI: the cards kept stay in the player's hand: its own seat sees them
    ['expert keep: the keeping seat sees the cards it kept', expertKeptOne, 0 as Seat, (s, v) => {
      expect(s.pending).toMatchObject({ kind: 'keep', seat: 0 });
      expect(keptOf(s)).toHaveLength(1);
      expect(keptOf(v)).toEqual(keptOf(s));
    }],
    // 002 VARIANTE PER ESPERTI: another seat sees how many cards were kept, not which
    ['expert keep: another seat sees only how many were kept', expertKeptOne, 1 as Seat, (s, v) => {
      expect(keptOf(s)[0]).not.toBe('hidden');
      expect(keptOf(v)).toEqual(['hidden']);
    }],
    // 002 FINE DELLA PARTITA: nobody is asked anything (pending null): the view still hides the
    // other seats' cards and the rng (mutation survivor: a view of a finished game is not the state)
    ['game over: another seat’s deck and the rng stay hidden', () => randomPlay(3).state, 0 as Seat, (s, v) => {
      expect(s.pending).toBeNull();
      expect(s.players[1]!.deck.length).toBeGreaterThan(0);
      expect(v.players[1]!.deck.every((c) => c === 'hidden')).toBe(true);
      expect(v.rng).toEqual([0, 0, 0, 0]);
    }],
    // mutation survivor (28:45): a face-down pile card of a bandit no seat plays (a malformed
    // position) is hidden from every seat; the view does not fall back to the whole state
    ['a face-down card of a bandit not in the game is hidden', () => ({
      ...pos({ bandits: { doc: { car: 1 }, ghost: { car: 2 }, tuco: { car: 3 } } }),
      pile: [{ bandit: 'cheyenne', card: 'fire', faceDown: true }],
    }) as GameState, 0 as Seat, (s, v) => {
      expect(s.pile[0]!.card).toBe('fire');
      expect(v.pile[0]!.card).toBeNull();
      expect(v.rng).toEqual([0, 0, 0, 0]);
    }],
  ];
  it.each(rows)('%s', (_name, build, seat, check) => {
    const s = build();
    check(s, view(s, seat));
  });
});
