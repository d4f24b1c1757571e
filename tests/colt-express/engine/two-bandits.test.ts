import { describe, expect, it } from 'vitest';
import { createGame, legalChoices, view } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, Seat } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const game = (players = 2, cards: GameState['round']['deck'] = ['braking', 'tunnel']): GameState => {
  const g = createGame({
    seed: 5,
    players,
    options: { mode: 'two-bandits' },
    teams: players === 2 ? [['ghost', 'tuco'], ['doc', 'django']] : [['ghost', 'tuco'], ['doc', 'django'], ['belle', 'cheyenne']],
    firstPlayer: 0,
    roundCards: cards,
  });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};
const placed = (s: GameState): GameState => play(s, { kind: 'place', caboose: 'tuco' }, { kind: 'place', caboose: 'doc' }).state;

describe('Two bandits per player (revised)', () => {
  // 000 2 BANDITI: 3 wagons for 2 players, 4 for 3; 11-card decks
  it.each([
    [2, 4],
    [3, 5],
  ])('%i players → %i cars', (n, cars) => {
    const s = game(n);
    expect(s.cars).toHaveLength(cars);
    expect(s.players[0]!.deck).toHaveLength(11);
  });
  // 000 2 BANDITI: hidden placement, left hand to the caboose
  it('placement is hidden until both chose', () => {
    const s = play(game(), { kind: 'place', caboose: 'tuco' }).state;
    expect(s.pending).toMatchObject({ kind: 'place', seat: 1 });
    expect(view(s, 1 as Seat).pending).toMatchObject({ placed: [null, null] });
    const t = play(s, { kind: 'place', caboose: 'doc' }).state;
    expect(t.bandits.tuco!.car).toBe(3);
    expect(t.bandits.ghost!.car).toBe(2);
    expect(t.bandits.doc!.car).toBe(3);
  });
  // 000 2 BANDITI: pick one card before shuffling, then draw 6 (Doc's team 7)
  it('pick then deal: 7 cards, Doc team 8', () => {
    const s = placed(game());
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 0 });
    const s1 = play(s, legalChoices(s)[0]!).state;
    expect(s1.players[0]!.hand).toHaveLength(7);
    const s2 = play(s1, legalChoices(s1)[0]!).state;
    expect(s2.players[1]!.hand).toHaveLength(8);
    expect(s2.pending).toMatchObject({ kind: 'plan', seat: 0 });
  });
  // 000 REGOLA DEL FUOCO DI COPERTURA: face-up Fire in a standard turn → one card of the other bandit, not a Marshal card
  it('cover fire after a face-up Fire', () => {
    let s = placed(game());
    s = play(s, legalChoices(s)[0]!).state;
    s = play(s, legalChoices(s)[0]!).state;
    const fire = legalChoices(s).find((c) => c.kind === 'play' && c.card === 'fire' && !c.faceDown);
    if (!fire) return; // hand without a Fire card for this seed
    const t = play(s, fire).state;
    if (t.pending?.kind !== 'cover') return;
    const ch = legalChoices(t);
    expect(ch[ch.length - 1]).toEqual({ kind: 'no-cover' });
    expect(ch.every((c) => c.kind === 'no-cover' || (c.kind === 'cover' && c.card !== 'marshal' && c.bandit !== (fire as { bandit: string }).bandit))).toBe(true);
    const u = play(t, ch[0]!).state;
    expect(u.pile).toHaveLength(ch[0]!.kind === 'cover' ? 2 : 1);
    expect(u.pending).toMatchObject({ kind: 'plan', seat: 1 });
  });
  // 000 CHIARIMENTI: Ghost's team may play its first card face down, either bandit
  it("Ghost's team: face-down option for both bandits on the first turn", () => {
    let s = placed(game());
    s = play(s, legalChoices(s)[0]!).state;
    s = play(s, legalChoices(s)[0]!).state;
    const fd = legalChoices(s).filter((c) => c.kind === 'play' && c.faceDown).map((c) => (c as { bandit: string }).bandit);
    expect(new Set(fd).size).toBeGreaterThanOrEqual(1);
    expect(fd.every((b) => b === 'ghost' || b === 'tuco')).toBe(true);
  });
});

// mutation survivors: each placed bandit is logged under the rule of the mode that asked the choice
describe('Placement log', () => {
  const rows: [string, 'two-bandits' | 'team-two-player', unknown][] = [
    // 000 REGOLE SPECIALI: 2 BANDITI: Tuco chosen for the caboose (car 3 of 4), Ghost one car before
    ['two bandits: the chosen one in the caboose', 'two-bandits',
      { rule: 'variants.two-bandits.placement', kind: 'placed', data: { seat: 0, bandit: 'tuco', to: 3, floor: 'inside' } }],
    ['two bandits: the other one car before', 'two-bandits',
      { rule: 'variants.two-bandits.placement', kind: 'placed', data: { seat: 0, bandit: 'ghost', to: 2, floor: 'inside' } }],
    // 002 REGOLE SPECIALI PER DUE GIOCATORI: the team game asks the same choice (5 cars: caboose 4)
    ['team game: its own rule', 'team-two-player',
      { rule: 'variants.team-two-player.placement', kind: 'placed', data: { seat: 0, bandit: 'tuco', to: 4, floor: 'inside' } }],
  ];
  it.each(rows)('%s', (_n, mode, entry) => {
    const g = createGame({ seed: 5, players: 2, options: { mode }, teams: [['ghost', 'tuco'], ['doc', 'django']], firstPlayer: 0 });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.config.seats[0]).toEqual(['ghost', 'tuco']);
    const { log } = play(g.value, { kind: 'place', caboose: 'tuco' }, { kind: 'place', caboose: 'doc' });
    expect(log).toContainEqual(entry);
    expect(log.filter((e) => e.kind === 'placed')).toHaveLength(4);
  });
});
