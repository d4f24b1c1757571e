import { describe, expect, it } from 'vitest';
import { play, pos } from './helpers.ts';

// round.ts: the round's log entries (what the site narrates between rounds). 3 players, round 1 of a
// deck with one card left, first player seat 2: the event is answered, the round ends, the first
// player rotates to seat 0 (on the left of seat 2) and round 2 begins with the next round card.
describe('Round log entries', () => {
  const afterEvent = (expert = false) =>
    play(
      pos({
        carCount: 5,
        preset: 'original',
        ...(expert ? { options: { expert: true } } : {}),
        marshal: 0,
        round: { card: 'angry-marshal', index: 1, deck: ['braking'], firstPlayer: 2 },
        phase: 'end-of-round',
        bandits: { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 3 } },
      }),
      { kind: 'event' },
    ).log;
  const rows: [string, boolean, unknown][] = [
    // mutation survivor: 002 GLI EVENTI: the event entry names the event and the round card it is printed on
    ['event', false, { rule: 'events.angry-marshal', kind: 'event', data: { event: 'angry-marshal', roundCard: 'angry-marshal' } }],
    // mutation survivor: 002 CONCLUSIONE DEL ROUND: which round ended, with which card
    ['round-end', false, { rule: 'round.end-reshuffle', kind: 'round-end', data: { round: 1, roundCard: 'angry-marshal' } }],
    // 002 VARIANTE PER ESPERTI: nobody gathers and shuffles: the round end links the expert rule instead
    ['round-end (expert)', true, { rule: 'variants.expert.discard-pile', kind: 'round-end', data: { round: 1, roundCard: 'angry-marshal' } }],
    // mutation survivor: 002 CONCLUSIONE DEL ROUND: the player on the left (seat 2 + 1 of 3 = seat 0) becomes first player
    ['first-player', false, { rule: 'round.first-player-rotates', kind: 'first-player', data: { seat: 0 } }],
    // mutation survivor: 002 INIZIO DI UN ROUND: round 2 begins with the next round card, seat 0 first
    ['round-start', false, { rule: 'round.start-draw', kind: 'round-start', data: { round: 2, roundCard: 'braking', seat: 0 } }],
  ];
  it.each(rows)('%s', (_n, expert, entry) => {
    expect(afterEvent(expert)).toContainEqual(entry);
  });

  // mutation survivor: the log order is the order of play: event, round end, new first player, next round
  it('entries come in the order of play', () => {
    const kinds = afterEvent().map((e) => e.kind).filter((k) => ['event', 'round-end', 'first-player', 'round-start'].includes(k));
    expect(kinds).toEqual(['event', 'round-end', 'first-player', 'round-start']);
  });
});
