// The Colt Express game adapter: the runtime (runtime.ts: start, steps) plus
// what validating a hand-written file needs (zod schemas, cross-field
// checks, the rule table). Everything that knows Colt Express lives under
// games/; the runner only sees `GameAdapter`.

import { RULES } from '../engine/index.ts';
import type { GameState, LogEntry } from '../engine/types.ts';
import type { GameAdapter, Issue, PathSegment } from '../../../scenarios/types.ts';
import { coltExpressRuntime } from './runtime.ts';
import {
  actionSchemas,
  characterName as characterNameSchema,
  editionSchema,
  expectSchema,
  optionsSchema,
  positionSchema,
  ruleId,
  setupSchema,
} from './schema.ts';
import type { ExpectYaml, PositionInput } from './schema.ts';
import type { CeScenario, Start } from './start.ts';
import type { Phrase } from './vocab.ts';

// ---------------------------------------------------------------------------
// Cross-field checks done at load time

function crossCheck(sc: CeScenario): readonly Issue[] {
  const issues: Issue[] = [];
  if (sc.edition === undefined) issues.push({ path: ['edition'], message: 'say which edition the scenario runs under: original, revised or revised-advanced' });
  if (sc.start.kind === 'position' && (sc.start.value as PositionInput).kind === 'spec') {
    const spec = (sc.start.value as PositionInput & { kind: 'spec' }).spec;
    const inPlay = new Set<string>(spec.bandits.map(([c]) => c));
    sc.steps.forEach((st) => {
      const names: [PathSegment[], string][] = [];
      if (st.by !== undefined) names.push([['steps', st.index, 'by'], st.by]);
      for (const t of st.expect?.targets ?? []) names.push([['steps', st.index, 'expect', 'targets'], t]);
      for (const [c] of st.expect?.bandits ?? []) names.push([['steps', st.index, 'expect', 'bandits', c], c]);
      for (const [path, c] of names) {
        if (!inPlay.has(c)) issues.push({ path, message: `${c} is not in this position (bandits here: ${[...inPlay].join(', ')})` });
      }
    });
  }
  return issues;
}

export const coltExpress: GameAdapter<GameState, Start, Phrase, ExpectYaml, LogEntry> = {
  ...coltExpressRuntime,
  schemas: {
    position: positionSchema,
    setup: setupSchema,
    action: actionSchemas,
    by: characterNameSchema,
    expect: expectSchema,
    options: optionsSchema,
    edition: editionSchema,
    rule: ruleId,
  },
  ruleIds: () => RULES.map((r) => r.id),
  crossCheck,
};

// The phrase helpers, for callers that turn engine choices into file phrases (the sandbox export).
export { actorOf, choiceText, matches, phraseOf } from './steps.ts';
