import { describe, expect, it } from 'vitest';
import { createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig } from '../../../src/games/colt-express/engine/index.ts';
import { play } from './helpers.ts';

describe('flow: after the placement, the first round starts', () => {
  // each row: the mode, and the pending question once every player has placed his bandits
  const rows: [string, NonNullable<GameConfig['options']>, number, string][] = [
    // 002 REGOLE SPECIALI PER DUE GIOCATORI: the bandits are placed, then the cards are dealt (mutation survivor: placement's next stage)
    ['team game for two', { mode: 'team-two-player' }, 2, 'plan'],
    // 000 two bandits each: placement, then each player picks the bandit who plays first
    ['two bandits each', { mode: 'two-bandits' }, 2, 'pick'],
  ];
  it.each(rows)('%s', (_n, options, players, next) => {
    const g = createGame({ seed: 2, players, options });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    let log: ReturnType<typeof play>['log'] = [];
    for (let k = 0; k < players; k++) {
      expect(s.pending).toMatchObject({ kind: 'place' });
      ({ state: s, log } = play(s, legalChoices(s)[0]));
    }
    expect(s.pending).toMatchObject({ kind: next });
    // the last placement logs the bandits placed, then the start of round 1
    expect(log.filter((e) => e.kind === 'placed').length).toBe(4);
    expect(log.filter((e) => e.kind === 'round-start').length).toBe(1);
  });
});
