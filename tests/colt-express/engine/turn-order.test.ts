import { describe, expect, it } from 'vitest';
import { play, pos } from './helpers.ts';

describe('Unplayed cards at the end of planning', () => {
  // Braking, 3 players: four standard turns; the last step of the last turn is seat 2's, who plays his last card.
  const lastPlay = () =>
    play(
      pos({
        characters: ['ghost', 'belle', 'tuco'],
        round: { card: 'braking', turn: 3, step: 2 },
        bandits: { ghost: { car: 1, hand: ['move', 'rob'] }, belle: { car: 2, hand: ['fire'] }, tuco: { car: 2, hand: ['punch'] } },
        pile: [],
        phase: 'planning',
      }),
      { kind: 'play', card: 'punch' },
    );
  // mutation survivors: one log entry per seat that still holds cards, with how many go back; none for an empty hand
  const rows: [string, number, unknown][] = [
    // 002 FASE 2 (start): the unplayed cards go back on the deck
    ['two cards back', 0, { rule: 'planning.return-unplayed', kind: 'cards-returned', data: { seat: 0, amount: 2 } }],
    ['one card back', 1, { rule: 'planning.return-unplayed', kind: 'cards-returned', data: { seat: 1, amount: 1 } }],
    // mutation survivor: a player whose hand is empty returns nothing, and nothing is logged for him
    ['empty hand: no entry', 2, null],
  ];
  it.each(rows)('%s', (_n, seat, entry) => {
    const { state, log } = lastPlay();
    expect(state.phase).toBe('stealing');
    const mine = log.filter((e) => e.kind === 'cards-returned' && (e.data as { seat: number }).seat === seat);
    expect(mine).toEqual(entry === null ? [] : [entry]);
    expect(state.players[seat]!.hand).toEqual([]);
  });
  // 002 FASE 2: the returned cards go on top of the deck
  it('returned cards go on top of the deck', () => {
    const { state } = lastPlay();
    expect(state.players[0]!.deck.slice(0, 2)).toEqual(['ghost.move', 'ghost.rob']);
  });
});
