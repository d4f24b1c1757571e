// The Colt Super Express runtime: everything needed to run a loaded scenario, without the zod
// schemas that validate a file (see adapter.ts).

import type { GameState, LogEntry } from '../engine/types.ts';
import type { GameRuntime } from '../../../scenarios/types.ts';
import type { ExpectYaml } from './schema.ts';
import { fromNotation, notation, start, whatIf } from './start.ts';
import type { Start } from './start.ts';
import { coltSuperExpressSteps } from './steps.ts';
import type { Phrase } from './vocab.ts';

export const coltSuperExpressRuntime: GameRuntime<GameState, Start, Phrase, ExpectYaml, LogEntry> = {
  ...coltSuperExpressSteps,
  start,
  notation,
  fromNotation,
  whatIf,
  notationPrefix: 'cse1',
};
