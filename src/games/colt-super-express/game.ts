// Colt Super Express as one object (src/games/game.ts says what each part is for): src/games/index.ts
// lists it. Build time and Node only: a page's script never imports this file (its islands are
// ./Scenario.astro and ./sandbox/CseSandbox.tsx, reached by file name).

import type { Game, GameTypesOf } from '../game.ts';
import { engine, OPTIONS, RULES, type ColtSuperExpressTypes, type Exclusion } from './engine/index.ts';
import type { SandboxProps } from './sandbox/props.ts';
import { narrator } from './narrator.ts';
import { coltSuperExpress } from './scenarios/adapter.ts';
import type { Start } from './scenarios/start.ts';
import type { ExpectYaml } from './scenarios/schema.ts';
import type { Phrase } from './scenarios/vocab.ts';

export type ColtSuperExpressGameTypes = GameTypesOf<ColtSuperExpressTypes, Exclusion, Start, Phrase, ExpectYaml, SandboxProps>;

export const game = {
  id: 'colt-super-express',
  notationPrefix: 'cse',
  labelKey: 'sandbox:game.cse',
  namespaces: ['narration-cse', 'reasons-cse', 'board-cse'],
  engine,
  rules: RULES,
  options: OPTIONS,
  scenarios: coltSuperExpress,
  narrator,
  // Vite only (board components, the site's strings and scenario files): loaded when asked for.
  player: async () => (await import('./player-build.ts')).coltSuperExpressPlayer,
  sandbox: { props: async (context) => (await import('./sandbox/props.ts')).sandboxProps(context) },
} satisfies Game<ColtSuperExpressGameTypes>;
