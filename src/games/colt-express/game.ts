// Colt Express as one object (src/games/game.ts says what each part is for): src/games/index.ts
// lists it. Build time and Node only: a page's script never imports this file (its islands are
// ./Scenario.astro and ./sandbox/ColtExpressSandbox.tsx, reached by file name).

import type { Game, GameTypesOf } from '../game.ts';
import { engine, OPTIONS, RULES, type ColtExpressTypes, type Exclusion } from './engine/index.ts';
import type { SandboxProps } from './sandbox/props.ts';
import { narrator } from './narrator.ts';
import { coltExpress } from './scenarios/adapter.ts';
import type { Start } from './scenarios/start.ts';
import type { ExpectYaml } from './scenarios/schema.ts';
import type { Phrase } from './scenarios/vocab.ts';

export type ColtExpressGameTypes = GameTypesOf<ColtExpressTypes, Exclusion, Start, Phrase, ExpectYaml, SandboxProps>;

export const game = {
  id: 'colt-express',
  notationPrefix: 'ce',
  labelKey: 'sandbox:game.ce',
  namespaces: ['narration', 'reasons', 'widgets'],
  engine,
  rules: RULES,
  options: OPTIONS,
  scenarios: coltExpress,
  narrator,
  // Vite only (board components, the site's strings and scenario files): loaded when asked for.
  player: async () => (await import('./player-build.ts')).coltExpressPlayer,
  sandbox: { props: async (context) => (await import('./sandbox/props.ts')).sandboxProps(context) },
} satisfies Game<ColtExpressGameTypes>;
