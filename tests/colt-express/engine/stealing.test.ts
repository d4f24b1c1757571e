import { describe, expect, it } from 'vitest';
import { play, pos } from './helpers.ts';

// stealing.ts: the start of the stealing phase (002 FASE 2: FURTO).
describe('Stealing phase start', () => {
  // Braking, 3 players, last step of the last turn: seat 2 plays his last card on a pile of `before` cards.
  const lastPlay = (pile: { bandit: 'ghost' | 'belle'; card: 'move' | 'fire' }[]) =>
    play(
      pos({
        characters: ['ghost', 'belle', 'tuco'],
        round: { card: 'braking', turn: 3, step: 2 },
        bandits: { ghost: { car: 1, hand: ['rob'] }, belle: { car: 2, hand: [] }, tuco: { car: 2, hand: ['punch'] } },
        pile,
        phase: 'planning',
      }),
      { kind: 'play', card: 'punch' },
    );
  const rows: [string, { bandit: 'ghost' | 'belle'; card: 'move' | 'fire' }[], number][] = [
    // mutation survivor: the stealing-start entry says how many cards the pile holds (here 1 + the card just played)
    ['one card on the pile before', [{ bandit: 'ghost', card: 'move' }], 2],
    ['two cards on the pile before', [{ bandit: 'ghost', card: 'move' }, { bandit: 'belle', card: 'fire' }], 3],
  ];
  it.each(rows)('%s', (_n, pile, amount) => {
    const { state, log } = lastPlay(pile);
    expect(state.phase).toBe('stealing');
    expect(state.pile).toHaveLength(amount);
    expect(log).toContainEqual({ rule: 'stealing.order', kind: 'stealing-start', data: { amount } });
    // 002 FASE 2: the pile is resolved in the order played: the first card played is asked first
    expect(state.pending).toMatchObject({ kind: 'resolve', bandit: 'ghost', card: 'move' });
  });
});
