import { describe, expect, it } from 'vitest';
import { createGame, score } from '../../../src/games/colt-express/engine/index.ts';
import { pos, play, holds, randomPlay } from './helpers.ts';

describe('Original two-player team game', () => {
  // 002 REGOLE SPECIALI PER DUE GIOCATORI: locomotive + 4 wagons, teams, 11 cards, expert mandatory
  it('setup', () => {
    const g = createGame({ seed: 2, options: { mode: 'team-two-player' } });
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value;
    expect(s.cars).toHaveLength(5);
    expect(s.config.seats).toEqual([['tuco', 'cheyenne'], ['django', 'doc']]);
    expect(s.config.options.expert).toBe(true);
    expect(s.players[0]!.deck).toHaveLength(11);
    expect(s.pending).toMatchObject({ kind: 'place' });
  });
  // 002 MODIFICHE: a bullet goes on the controlling player's deck, even from the partner
  it('a bandit can shoot his partner', () => {
    const s = pos({
      options: { mode: 'team-two-player' },
      teams: [['tuco', 'cheyenne'], ['django', 'doc']],
      carCount: 5,
      bandits: { tuco: { car: 2 }, cheyenne: { car: 3 }, django: { car: 4, floor: 'roof' }, doc: { car: 4, floor: 'roof' } },
      pile: [{ bandit: 'tuco', card: 'fire' }],
    });
    const { state, log } = play(s, { kind: 'fire', target: 'cheyenne' });
    expect(holds(state, 0, 'bullet.tuco')).toBe(1);
    expect(log.some((e) => e.rule === 'variants.team-two-player.bullets')).toBe(true);
  });
  // 002 MODIFICHE: no Gunslinger in the two-player game
  it('no Gunslinger', () => {
    const g = randomPlay(4, { options: { mode: 'team-two-player' }, players: 2 });
    const sc = score(g.state);
    expect(sc.players.every((p) => p.gunslinger === 0)).toBe(true);
    expect(sc.decidedBy).toContain('variants.team-two-player.no-gunslinger');
  });
});
