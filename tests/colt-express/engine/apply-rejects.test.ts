import { describe, expect, it } from 'vitest';
import { apply, CHOICE_FIELDS, createGame, legalChoices, makePosition } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig, GameState } from '../../../src/games/colt-express/engine/index.ts';
import { deepFreeze, pos, randomPlay } from './helpers.ts';

const fresh = () => {
  const g = createGame({ seed: 1, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  return deepFreeze(g.value);
};

describe('apply rejects bad input without throwing or mutating', () => {
  const bad: [string, unknown, string][] = [
    ['null', null, 'malformed-choice'],
    ['number', 42, 'malformed-choice'],
    ['array', [], 'malformed-choice'],
    ['no kind', {}, 'malformed-choice'],
    ['unknown kind', { kind: 'dance' }, 'malformed-choice'],
    ['extra field', { kind: 'draw', x: 1 }, 'malformed-choice'],
    ['bad card', { kind: 'play', card: 'bullet' }, 'malformed-choice'],
    ['bad faceDown', { kind: 'play', card: 'move', faceDown: 'yes' }, 'malformed-choice'],
    ['move during planning', { kind: 'move', to: 1 }, 'illegal-choice'],
    ['negative car', { kind: 'move', to: -1 }, 'malformed-choice'],
    ['string car', { kind: 'move', to: '1' }, 'malformed-choice'],
    ['event during planning', { kind: 'event' }, 'illegal-choice'],
    ['rob bad loot', { kind: 'rob', loot: { kind: 'gold' } }, 'malformed-choice'],
  ];
  it.each(bad)('%s', (_n, input, code) => {
    const s = fresh();
    const r = apply(s, input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(0);
    }
  });
  it('a legal choice works on a deeply frozen state', () => {
    const s = fresh();
    for (const c of legalChoices(s)) expect(apply(s, c).ok).toBe(true);
    expect(apply(s, JSON.parse(JSON.stringify(legalChoices(s)[0]!))).ok).toBe(true);
  });
  it('game over', () => {
    const g = randomPlay(3);
    const r = apply(deepFreeze(g.state), { kind: 'draw' });
    expect(!r.ok && r.error.code).toBe('game-over');
    // mutation survivor: the refusal says why in words
    expect(!r.ok && r.error.message).toBe('The game is over: no choice can be applied.');
  });
  it('garbage states do not throw', () => {
    expect(apply(null as never, { kind: 'draw' }).ok).toBe(false);
    expect(apply({} as never, { kind: 'draw' }).ok).toBe(false);
  });
  it('illegal choice names the rule (Belle)', () => {
    const s = deepFreeze(pos({ carCount: 4, bandits: { doc: { car: 2 }, belle: { car: 1 }, tuco: { car: 3 } }, pile: [{ bandit: 'doc', card: 'fire' }] }));
    const r = apply(s, { kind: 'fire', target: 'belle' });
    expect(!r.ok && r.error.rule).toBe('characters.belle');
  });
});

// A player with one bandit may name it in his choice: the same choice as without it (mutation
// survivors of play.ts: the own-bandit shortcut). Seat 3 plays Django (createGame seed 1, 4 players).
describe('apply: a single-bandit player naming a bandit', () => {
  // rows: name, choice, the error code (null: applied, the same step as the choice without `bandit`)
  const rows: [string, Record<string, unknown>, string | null][] = [
    // 002 FASE 1: each player plays a card of his own bandit; naming him changes nothing
    ['his own bandit', { kind: 'play', card: 'move', bandit: 'django' }, null],
    // 002 FASE 1: a player plays only his own cards: another bandit's card is refused
    ['another player’s bandit', { kind: 'play', card: 'move', bandit: 'doc' }, 'illegal-choice'],
    // 000 2 BANDITI, Fuoco di Copertura: cover fire is asked only with two bandits; a cover naming his own
    // bandit stays a cover (refused as such, not read as a cover without a bandit)
    ['a cover naming his own bandit', { kind: 'cover', card: 'move', bandit: 'django' }, 'illegal-choice'],
  ];
  it.each(rows)('%s', (_name, choice, code) => {
    const s = fresh();
    expect(s.pending).toMatchObject({ kind: 'plan', seat: 3 });
    expect(s.players[3]!.bandits).toEqual(['django']);
    const r = apply(s, choice);
    if (code === null) {
      const { bandit: _b, ...plain } = choice;
      void _b;
      const want = apply(s, plain);
      expect(r.ok && want.ok).toBe(true);
      if (r.ok && want.ok) {
        expect(r.value.log).toEqual(want.value.log);
        expect(makePosition(r.value.state)).toBe(makePosition(want.value.state));
      }
      return;
    }
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.path).toBe('choice');
    expect(r.error.message).toBe(`"${String(choice['kind'])}" is not a legal choice now (asked: plan of seat 3).`);
  });
});

// parseChoice, sameChoice and the sandbox URL all read CHOICE_FIELDS: a field missing there would
// reject or misread a legal choice.
describe('CHOICE_FIELDS', () => {
  const configs: Partial<GameConfig>[] = [
    { players: 4 },
    { players: 5, preset: 'revised-advanced' },
    { players: 3, options: { expert: true, expertKeep: 'any' } },
    { players: 2, options: { mode: 'two-bandits', expert: true } },
  ];
  it.each(configs)('lists every field of the legal choices, and a copy of a legal choice is that choice (%o)', (cfg) => {
    const game = randomPlay(7, cfg);
    const g = createGame({ players: 4, ...cfg, seed: 7 } as GameConfig);
    if (!g.ok) throw new Error(g.error.message);
    let s: GameState = g.value;
    for (const chosen of game.choices) {
      for (const c of legalChoices(s)) {
        const allowed: readonly string[] = CHOICE_FIELDS[c.kind];
        for (const k of Object.keys(c)) if (k !== 'kind') expect(allowed, `${c.kind}.${k}`).toContain(k);
        const copy = apply(s, JSON.parse(JSON.stringify(c)));
        const own = apply(s, c);
        expect(copy.ok && own.ok && makePosition(copy.value.state) === makePosition(own.value.state)).toBe(true);
      }
      const r = apply(s, chosen);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  });
});
