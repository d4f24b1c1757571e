// A set of scenario adapters, looked up by game id or by position notation. The loader, the runner
// and coverage take one, so the caller says which games it knows: registry.ts gives the site's games
// (src/games/index.ts); a sandbox's export worker gives its own game only (and so ships no other
// game, nor the site's game list); a test may add a game of its own.

import type { GameAdapter, NotationError } from './types.ts';

/**
 * An adapter of any game. Each adapter is typed with its own game's state, phrases and log; a set
 * holds several games, so it erases them here (TypeScript has no existential types).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAdapter = GameAdapter<any, any, any, any, any>;

export interface Adapters {
  adapterFor(game: string): GameAdapter | undefined;
  /** the games' ids, in the set's order */
  gameIds(): readonly string[];
  /**
   * The adapter whose engine reads this position notation (each game has its own prefix). A game that
   * reads the text but finds the position impossible has the last word: its problems are the answer.
   */
  adapterForNotation(text: string): { adapter: GameAdapter; state: unknown } | { error: NotationError };
}

export function adaptersOf(list: readonly AnyAdapter[]): Adapters {
  const byId: ReadonlyMap<string, GameAdapter> = new Map<string, GameAdapter>(list.map((a) => [a.game, a]));
  return {
    adapterFor: (game) => byId.get(game),
    gameIds: () => [...byId.keys()],
    adapterForNotation(text) {
      let first: NotationError | undefined;
      for (const a of byId.values()) {
        if (a.notationPrefix !== undefined && text.trim().startsWith(`${a.notationPrefix}.`)) {
          const r = a.fromNotation(text);
          return r.ok ? { adapter: a, state: r.value } : { error: r.error };
        }
      }
      for (const a of byId.values()) {
        const r = a.fromNotation(text);
        if (r.ok) return { adapter: a, state: r.value };
        if (r.error.kind === 'impossible') return { error: r.error };
        first ??= r.error;
      }
      return { error: first ?? { kind: 'unreadable', message: 'no game reads this notation' } };
    },
  };
}
