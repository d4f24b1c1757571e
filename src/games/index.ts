// The games of the site, one object each (src/games/game.ts): the scenario registry, the players, the
// examples, the sandbox page and the CLI all take their games from this list. A new game is a folder
// src/games/<id>/ with its game.ts, its Scenario.astro and its sandbox/*Sandbox.tsx, and one line here
// (tests/unit/game-list.test.ts checks that the folders and this list agree).
// Build time and Node only: never imported by a page's script.

import type { AnyGame } from './game.ts';
import { game as coltExpress } from './colt-express/game.ts';
import { game as coltSuperExpress } from './colt-super-express/game.ts';

export type { AnyGame, Game, GameTypes, SandboxContext } from './game.ts';
export { gameById } from './game.ts';

/** The site's games, Colt Express first: the sandbox opens it when a link names no other game. */
export const GAMES: readonly AnyGame[] = [coltExpress, coltSuperExpress];
