// Expert variant, end of planning: keeping cards (planning/keep.ts), with the log entries the
// site narrates (mutation survivors of keep.ts).
import { describe, expect, it } from 'vitest';
import { checkPosition, createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const atKeep = (): GameState => {
  const g = createGame({ seed: 9, characters: ['ghost', 'belle', 'tuco'], firstPlayer: 0, roundCards: ['bridge', 'braking'], options: { expert: true } });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  while (s.pending?.kind === 'plan') s = play(s, legalChoices(s).find((c) => c.kind === 'play') ?? legalChoices(s)[0]!).state;
  return s;
};
const keep = atKeep();
const hand = keep.players[0]!.hand;

describe('Expert keep: log entries', () => {
  // 002 VARIANTE PER ESPERTI: each kept card is logged with its seat and card
  it('a kept card is logged', () => {
    expect(keep.pending).toMatchObject({ kind: 'keep', seat: 0 });
    const first = legalChoices(keep)[0]!;
    expect(first.kind).toBe('keep');
    const { log } = play(keep, first);
    expect(log).toEqual([{ rule: 'variants.expert.keep-cards', kind: 'kept', data: { seat: 0, card: hand[0] } }]);
  });
  // 002 VARIANTE PER ESPERTI: the cards not kept go to the discard pile: logged with how many
  it('keeping nothing discards the whole hand, logged with the amount', () => {
    expect(hand.length).toBeGreaterThan(0);
    const { state, log } = play(keep, { kind: 'keep-done' });
    expect(log).toContainEqual({ rule: 'variants.expert.keep-cards', kind: 'discarded', data: { seat: 0, amount: hand.length } });
    expect(state.players[0]!.hand).toEqual([]);
  });
  // 002 VARIANTE PER ESPERTI: keeping every card discards none: no discard entry for that seat
  it('keeping the whole hand logs no discard', () => {
    let s = keep;
    const log = [];
    while (legalChoices(s)[0]!.kind === 'keep') {
      const r = play(s, legalChoices(s)[0]!);
      s = r.state;
      log.push(...r.log);
    }
    const r = play(s, { kind: 'keep-done' });
    log.push(...r.log);
    expect(r.state.players[0]!.hand).toEqual(hand);
    expect(log.filter((e) => e.kind === 'kept')).toHaveLength(hand.length);
    expect(log.some((e) => e.kind === 'discarded' && e.data.seat === 0)).toBe(false);
  });
});

describe('Expert keep: a card id that is no card', () => {
  // mutation survivor (keepable guard): an unknown kept card is reported as such, not as a malformed state
  it('unknown card in hand and kept → unknown-card and kept-not-in-hand, not malformed', () => {
    const w = JSON.parse(JSON.stringify(keep)) as { players: { hand: string[] }[]; pending: { kept: string[] } };
    w.players[0]!.hand = [...w.players[0]!.hand, 'ghost.dance'];
    w.pending.kept = ['ghost.dance'];
    const codes = checkPosition(w as unknown as GameState).map((p) => p.code);
    expect(codes).toContain('unknown-card');
    expect(codes).toContain('kept-not-in-hand');
    expect(codes).not.toContain('malformed');
  });
});
