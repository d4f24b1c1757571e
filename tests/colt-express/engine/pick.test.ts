// Two bandits per player, round start: picking one card of the deck (planning/pick.ts)
// (mutation survivors of pick.ts).
import { describe, expect, it } from 'vitest';
import { createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const atPick = () => {
  const g = createGame({ seed: 5, players: 2, options: { mode: 'two-bandits' }, teams: [['ghost', 'tuco'], ['doc', 'django']], firstPlayer: 0, roundCards: ['braking', 'tunnel'] });
  if (!g.ok) throw new Error(g.error.message);
  return play(g.value, { kind: 'place', caboose: 'tuco' }, { kind: 'place', caboose: 'doc' }).state;
};
const pick = atPick();

describe('Two bandits: pick a card before shuffling', () => {
  // 000 REGOLE SPECIALI: 2 BANDITI: one choice per action card of the deck (the 11 cards of a pair are all different)
  it('each action card of the deck is offered once', () => {
    expect(pick.pending).toMatchObject({ kind: 'pick', seat: 0 });
    const ch = legalChoices(pick).map((c) => JSON.stringify(c));
    const distinct = new Set(pick.players[0]!.deck.filter((c) => !c.startsWith('bullet.')));
    expect(new Set(ch).size).toBe(ch.length);
    expect(ch).toHaveLength(distinct.size);
    expect(distinct.size).toBe(11);
  });
  // 000 REGOLE SPECIALI: 2 BANDITI: the picked card is logged with seat, bandit and card
  it('the pick is logged', () => {
    const { state, log } = play(pick, { kind: 'pick', card: 'move', bandit: 'tuco' });
    expect(log).toContainEqual({ rule: 'variants.two-bandits.card-choice', kind: 'picked', data: { seat: 0, bandit: 'tuco', card: 'move' } });
    expect(state.players[0]!.hand).toContain('tuco.move');
  });
});
