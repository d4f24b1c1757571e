// Game adapters by game id. The loader reads `game:` first and hands every
// game-specific field to the adapter registered here, so a second game
// (Colt Super Express) only adds a file under games/ and one line below.

import type { GameAdapter, NotationError } from './types.ts';
import { coltExpress } from '../games/colt-express/scenarios/adapter.ts';
import { coltSuperExpress } from '../games/colt-super-express/scenarios/adapter.ts';

const ADAPTERS: ReadonlyMap<string, GameAdapter> = new Map<string, GameAdapter>([
  [coltExpress.game, coltExpress as unknown as GameAdapter],
  [coltSuperExpress.game, coltSuperExpress as unknown as GameAdapter],
]);

export function adapterFor(game: string): GameAdapter | undefined {
  return ADAPTERS.get(game);
}

export function gameIds(): readonly string[] {
  return [...ADAPTERS.keys()];
}

/**
 * The adapter whose engine reads this position notation (each game has its own prefix). A game that
 * reads the text but finds the position impossible has the last word: its problems are the answer.
 */
export function adapterForNotation(text: string): { adapter: GameAdapter; state: unknown } | { error: NotationError } {
  let first: NotationError | undefined;
  for (const a of ADAPTERS.values()) {
    if (a.notationPrefix !== undefined && text.trim().startsWith(`${a.notationPrefix}.`)) {
      const r = a.fromNotation(text);
      return r.ok ? { adapter: a, state: r.value } : { error: r.error };
    }
  }
  for (const a of ADAPTERS.values()) {
    const r = a.fromNotation(text);
    if (r.ok) return { adapter: a, state: r.value };
    if (r.error.kind === 'impossible') return { error: r.error };
    first ??= r.error;
  }
  return { error: first ?? { kind: 'unreadable', message: 'no game reads this notation' } };
}
