// The Colt Super Express game adapter: the runtime (runtime.ts: start, steps) plus what validating
// a hand-written file needs (zod schemas, cross-field checks, the rule table). Registered in
// src/scenarios/registry.ts under `game: colt-super-express`.

import { RULE_IDS } from '../engine/index.ts';
import type { BanditId, GameState, LogEntry } from '../engine/types.ts';
import type { GameAdapter, Issue, PathSegment } from '../../../scenarios/types.ts';
import { coltSuperExpressRuntime } from './runtime.ts';
import { actionSchemas, banditName, editionSchema, expectSchema, optionsSchema, positionSchema, ruleId, setupSchema } from './schema.ts';
import type { ExpectYaml, PositionInput, SetupYaml } from './schema.ts';
import type { CseScenario, Start } from './start.ts';
import type { Phrase } from './vocab.ts';

/** The bandits a step names (`by:`, `hit:`, `next:`, `expect.bandits`, `lines`, `excluded`) must play in the scenario. */
function crossCheck(sc: CseScenario): readonly Issue[] {
  const v = sc.start.value as PositionInput | SetupYaml;
  const inPlay: readonly BanditId[] | undefined =
    sc.start.kind === 'setup' ? (v as SetupYaml).players : (v as PositionInput).kind === 'spec' ? (v as PositionInput & { kind: 'spec' }).spec.bandits.map(([id]) => id) : undefined;
  if (inPlay === undefined) return [];
  const issues: Issue[] = [];
  sc.steps.forEach((st) => {
    const at = (...p: PathSegment[]): PathSegment[] => ['steps', st.index, ...p];
    const names: [PathSegment[], string][] = [];
    if (st.by !== undefined) names.push([at('by'), st.by]);
    const e = st.expect;
    if (e?.hit !== undefined && e.hit !== 'nobody') names.push([at('expect', 'hit'), e.hit]);
    if (e?.next !== undefined && e.next !== 'nobody') names.push([at('expect', 'next'), e.next]);
    for (const [id, , key] of e?.bandits ?? []) names.push([at('expect', 'bandits', key), id]);
    for (const [, ids, key] of e?.lines ?? []) for (const id of ids) names.push([at('expect', 'lines', key), id]);
    for (const x of e?.excluded ?? []) if (x.option.kind === 'target') names.push([at('expect', 'excluded', x.key), x.option.who]);
    for (const w of e?.score?.winners ?? []) names.push([at('expect', 'score', 'winners'), w]);
    for (const [path, id] of names) if (!inPlay.includes(id as BanditId)) issues.push({ path, message: `${id} does not play in this scenario (bandits here: ${inPlay.join(', ')})` });
  });
  return issues;
}

export const coltSuperExpress: GameAdapter<GameState, Start, Phrase, ExpectYaml, LogEntry> = {
  ...coltSuperExpressRuntime,
  schemas: {
    position: positionSchema,
    setup: setupSchema,
    action: actionSchemas,
    by: banditName,
    expect: expectSchema,
    options: optionsSchema,
    edition: editionSchema,
    rule: ruleId,
  },
  ruleIds: () => RULE_IDS,
  crossCheck,
};

export { actorOf, choiceText } from './steps.ts';
