// Build time only (Scenario.astro, tests): each game's player build, by game id. The islands are
// not here: each game's page imports its own island entry (src/games/<game>/ScenarioIsland.tsx).
import { coltExpressPlayer } from './colt-express/player-build.ts';
import { coltSuperExpressPlayer } from './colt-super-express/player-build.ts';
import type { PlayerBuild } from '../widgets/player/build.ts';
import type { KitExclusion } from '../widgets/player/kit.ts';

/** Any game's player, its types kept inside its kit. */
export type AnyPlayer = PlayerBuild<unknown, unknown, KitExclusion, unknown>;

const PLAYERS: Readonly<Record<string, AnyPlayer>> = {
  'colt-express': coltExpressPlayer as unknown as AnyPlayer,
  'colt-super-express': coltSuperExpressPlayer as unknown as AnyPlayer,
};

export function playerFor(game: string): AnyPlayer | undefined {
  return Object.prototype.hasOwnProperty.call(PLAYERS, game) ? PLAYERS[game] : undefined;
}

export const PLAYER_GAMES: readonly string[] = Object.keys(PLAYERS);
