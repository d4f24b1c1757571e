// Build time only (Scenario.astro, tests): each game's player build, by game id, from the list of
// games (src/games/index.ts). The islands are not here: each game's examples are rendered by its own
// src/games/<game>/Scenario.astro, which imports its island entry.
import type { PlayerBuild } from '../widgets/player/build.ts';
import type { KitExclusion } from '../widgets/player/kit.ts';
import { GAMES, gameById, type AnyGame } from './index.ts';

/** Any game's player, its types kept inside its kit. */
export type AnyPlayer = PlayerBuild<unknown, unknown, KitExclusion, unknown>;

/** The game's player build (loaded on first use: it needs Vite), or undefined for a game not in the list. */
export async function playerFor(game: string, games: readonly AnyGame[] = GAMES): Promise<AnyPlayer | undefined> {
  return gameById(games, game)?.player();
}

/** The ids of the games that have examples (every game of the list). */
export function playerGames(games: readonly AnyGame[] = GAMES): readonly string[] {
  return games.map((g) => g.id);
}

/** Every game's player build, by game id (loaded at once: for tests that look many up). */
export async function loadedPlayers(games: readonly AnyGame[] = GAMES): Promise<ReadonlyMap<string, AnyPlayer>> {
  return new Map(await Promise.all(games.map(async (g): Promise<[string, AnyPlayer]> => [g.id, await g.player()])));
}
