import { describe, expect, it } from 'vitest';
import { createGame, ROUND_CARDS } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig } from '../../../src/games/colt-express/engine/index.ts';

const ok = (c: GameConfig) => {
  const g = createGame(c);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

describe('Setup', () => {
  it.each([3, 4, 5, 6])('%i players', (n) => {
    const s = ok({ seed: n, players: n });
    // 002 PREPARAZIONE: one wagon per player + locomotive
    expect(s.cars).toHaveLength(n + 1);
    // 002 PREPARAZIONE: Marshal and a strongbox in the locomotive, the second strongbox aside
    expect(s.marshal).toBe(0);
    expect(s.cars[0]!.inside).toEqual([{ kind: 'strongbox' }]);
    expect(s.box.strongboxes).toBe(1);
    // 002 PREPARAZIONE: a $250 purse per bandit; 13 neutral bullets; 6 bullets each
    for (const id of s.config.bandits) {
      expect(s.bandits[id]!.loot).toEqual([{ kind: 'purse', value: 250 }]);
      expect(s.bandits[id]!.bulletsLeft).toBe(6);
    }
    expect(s.neutralBullets).toBe(13);
    // 002 PREPARAZIONE: 4 round cards + a station at the bottom
    expect(s.round.deck).toHaveLength(4);
    expect(ROUND_CARDS.find((c) => c.id === s.round.deck[3])!.station).toBe(true);
    // 002 COLLOCARE I BANDITI: odd players in the caboose, even in the car before
    for (let seat = 0; seat < n; seat++) {
      const num = ((seat - s.round.firstPlayer + n) % n) + 1;
      const b = s.bandits[s.config.seats[seat]![0]!]!;
      expect(b.car).toBe(num % 2 === 1 ? n : n - 1);
      expect(b.floor).toBe('inside');
    }
    // 002 INIZIO DI UN ROUND: 6 cards (Doc 7)
    for (const p of s.players) expect(p.hand.length + p.deck.length).toBe(10);
  });
  // 000 PREPARAZIONE (revised first game): 5 round cards, no station
  it('revised: five round cards', () => {
    const s = ok({ seed: 1, preset: 'revised' });
    expect(s.round.deck).toHaveLength(4);
    expect([s.round.card, ...s.round.deck].every((c) => !ROUND_CARDS.find((x) => x.id === c)!.station)).toBe(true);
  });
  it('fixed wagons, round cards and first player are used', () => {
    const s = ok({ seed: 1, characters: ['ghost', 'belle', 'doc'], wagons: ['w3', 'w1', 'w2'], roundCards: ['bridge', 'tunnel'], firstPlayer: 2 });
    expect(s.cars.map((c) => c.wagon)).toEqual(['locomotive', 'w3', 'w1', 'w2']);
    expect(s.cars[1]!.inside).toEqual([{ kind: 'jewel' }, { kind: 'jewel' }, { kind: 'jewel' }]);
    expect(s.round.card).toBe('bridge');
    expect(s.round.firstPlayer).toBe(2);
  });
  it.each([
    [{ seed: 1, players: 2 }, 'players'],
    [{ seed: 1, players: 7 }, 'players'],
    [{ seed: 1, characters: ['ghost', 'ghost', 'doc'] }, 'characters[1]'],
    [{ seed: 1, characters: ['ghost', 'zorro', 'doc'] }, 'characters[1]'],
    [{ seed: 1, options: { robPick: 'peek' } }, 'options.robPick'],
    [{ seed: 1, preset: 'deluxe' }, 'preset'],
    [{ seed: Number.NaN }, 'seed'],
    [{ seed: 1, players: 3, wagons: ['w1'] }, 'wagons'],
  ] as [GameConfig, string][])('bad config %j → %s', (cfg, path) => {
    const g = createGame(cfg);
    expect(g.ok).toBe(false);
    if (!g.ok) {
      expect(g.error.code).toBe('bad-config');
      expect(g.error.path).toBe(path);
    }
  });
});
