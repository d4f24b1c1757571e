import { describe, expect, it } from 'vitest';
import { legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos } from './helpers.ts';

// Two bandits per player, first turn of Braking (2-4 players: standard): Ghost's player fires face up
// and still holds two cards of Tuco and Ghost's own Marshal card.
const afterFire = (): GameState => {
  const s = pos({
    options: { mode: 'two-bandits' },
    teams: [['ghost', 'tuco'], ['doc', 'django']],
    round: { card: 'braking' },
    bandits: {
      ghost: { car: 1, hand: ['fire', 'move', 'marshal'] },
      tuco: { car: 2, hand: ['move', 'punch'] },
      doc: { car: 1, hand: ['move'] },
      django: { car: 2, hand: ['move'] },
    },
  });
  return play(s, { kind: 'play', card: 'fire', bandit: 'ghost' }).state;
};

describe('Cover fire', () => {
  // 000 REGOLA DEL FUOCO DI COPERTURA: a face-up Fire in a standard turn lets the player add a card of his other bandit
  it('is offered with the other bandit’s cards, then “no cover”', () => {
    const s = afterFire();
    expect(s.pending).toMatchObject({ kind: 'cover', seat: 0, bandit: 'tuco', fired: 'ghost' });
    expect(legalChoices(s)).toEqual([
      { kind: 'cover', card: 'move', bandit: 'tuco' },
      { kind: 'cover', card: 'punch', bandit: 'tuco' },
      { kind: 'no-cover' },
    ]);
  });

  // mutation survivors: both answers are logged under the cover-fire rule, with the card played
  const rows: [string, unknown, unknown, number][] = [
    // 000 REGOLA DEL FUOCO DI COPERTURA: Tuco's Punch goes face up on the pile after Ghost's Fire
    ['cover with a card of the other bandit', { kind: 'cover', card: 'punch', bandit: 'tuco' },
      { rule: 'variants.two-bandits.cover-fire', kind: 'covered', data: { seat: 0, bandit: 'tuco', card: 'punch' } }, 2],
    // 000 REGOLA DEL FUOCO DI COPERTURA: the player may decline ("may")
    ['no cover', { kind: 'no-cover' },
      { rule: 'variants.two-bandits.cover-fire', kind: 'no-cover', data: { seat: 0 } }, 1],
  ];
  it.each(rows)('%s', (_n, choice, entry, pile) => {
    const { state, log } = play(afterFire(), choice);
    expect(log).toContainEqual(entry);
    expect(log.filter((e) => e.rule === 'variants.two-bandits.cover-fire')).toHaveLength(1);
    expect(state.pile).toHaveLength(pile);
    expect(state.pending).toMatchObject({ kind: 'plan', seat: 1 });
  });
});
