import { describe, expect, it } from 'vitest';
import { createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig, GameState, LogEntry } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

const game = (config: Partial<GameConfig>): GameState => {
  const g = createGame({ seed: 9, characters: ['ghost', 'belle', 'tuco'], firstPlayer: 0, roundCards: ['bridge', 'braking'], ...config });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};
/** Plays round 1 (first play offered, else the first choice; expert: keep one card) and returns the log of the step into round 2. */
const nextRoundLog = (s0: GameState): { state: GameState; log: LogEntry[] } => {
  let s = s0;
  for (;;) {
    const ch = legalChoices(s);
    const c = s.pending?.kind === 'plan' ? (ch.find((x) => x.kind === 'play') ?? ch[0]!)
      : s.pending?.kind === 'keep' ? (s.pending.kept.length === 0 ? ch[0]! : { kind: 'keep-done' })
      : ch[0]!;
    const r = play(s, c);
    if (r.state.round.index === 1) return r;
    s = r.state;
  }
};

describe('Dealing the hand', () => {
  // mutation survivors: the deal is logged per seat, from round 2's first player (seat 1), with the number of cards drawn
  const rows: [string, Partial<GameConfig>, unknown[]][] = [
    // 002 INIZIO DI UN ROUND: every player draws 6 cards from his shuffled deck
    ['standard: six cards each', {}, [1, 2, 0].map((seat) => ({ rule: 'round.start-draw', kind: 'dealt', data: { seat, amount: 6 } }))],
    // 002 VARIANTE PER ESPERTI: the hand (one card kept) is refilled up to six
    ['expert: up to six', { options: { expert: true } }, [1, 2, 0].map((seat) => ({ rule: 'variants.expert.refill', kind: 'dealt', data: { seat, amount: 5 } }))],
  ];
  it.each(rows)('%s', (_n, config, entries) => {
    const { state, log } = nextRoundLog(game(config));
    expect(log.filter((e) => e.kind === 'dealt')).toEqual(entries);
    for (const p of state.players) expect(p.hand).toHaveLength(6);
  });
});
