// play.ts, the lean entry of the step functions (widgets REQUESTS R7): same functions as
// index.ts, and a game played through it still names its winners (the game-over hook is set there).
import { describe, expect, it } from 'vitest';
import { apply, explain, legalChoices, score } from '../../../src/games/colt-express/engine/play.ts';
import * as full from '../../../src/games/colt-express/engine/index.ts';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { GameState, LogEntry } from '../../../src/games/colt-express/engine/index.ts';

describe('play.ts lean entry', () => {
  it('exports the same step functions as index.ts', () => {
    expect(apply).toBe(full.apply);
    expect(legalChoices).toBe(full.legalChoices);
    expect(explain).toBe(full.explain);
    expect(score).toBe(full.score);
  });
  it('a game played to the end logs the winners of score()', () => {
    const g = createGame({ seed: 5, players: 3 });
    if (!g.ok) throw new Error(g.error.message);
    let s: GameState = g.value;
    let last: LogEntry | undefined;
    while (s.pending !== null) {
      const r = apply(s, legalChoices(s)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      last = r.value.log[r.value.log.length - 1];
    }
    expect(last).toMatchObject({ rule: 'end.winner', kind: 'game-over', data: { winners: score(s).winners } });
  });
});
