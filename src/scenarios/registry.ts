// The scenario adapters of the site's games, from the list of games (src/games/index.ts): `game:` in
// a scenario file names one of them. A new game adds nothing here.
// Build time and Node only (the list holds every part of every game): code that runs in a page or a
// worker takes an `Adapters` of its own (adapters.ts), as the sandbox's export check does.

import { GAMES, type AnyGame } from '../games/index.ts';
import { adaptersOf, type Adapters } from './adapters.ts';
import type { GameAdapter, NotationError } from './types.ts';

/** The adapters of these games. */
export function adaptersFor(games: readonly AnyGame[]): Adapters {
  return adaptersOf(games.map((g) => g.scenarios));
}

let site: Adapters | undefined;

/** The site's games' adapters, made on first use (a game's build-time parts use the runner too). */
export function registry(): Adapters {
  site ??= adaptersFor(GAMES);
  return site;
}

export function adapterFor(game: string): GameAdapter | undefined {
  return registry().adapterFor(game);
}

export function gameIds(): readonly string[] {
  return registry().gameIds();
}

/** The site's game whose engine reads this position notation (adapters.ts). */
export function adapterForNotation(text: string): { adapter: GameAdapter; state: unknown } | { error: NotationError } {
  return registry().adapterForNotation(text);
}
