// Build time only (Scenario.astro): a loaded scenario → the data its island reads, in one language.
// Runs the scenario once with its assertions (the game's full steps runtime) and records what the
// browser must reproduce. A question that cannot be asked, or an example that cannot start, fails
// the build with the file and step.

import type { Lang, Strings } from '../../i18n/setup.ts';
import { adapterFor } from '../../scenarios/registry.ts';
import type { GameSteps, Scenario } from '../../scenarios/types.ts';
import type { RulePages } from '../rule-pages.ts';
import { liteT } from '../i18n.ts';
import type { ExampleData, QuestionData } from './data.ts';
import type { KitExclusion, PlayerKit } from './kit.ts';
import { buildModel, printsOf, ruleIdsOf, sandboxOf, type Model } from './model.ts';
import { questionFor } from './question.ts';

/** What Scenario.astro needs to know about a game, besides its island component. */
export interface PlayerBuild<S = never, C = never, X extends KitExclusion = KitExclusion, L = never> {
  readonly kit: PlayerKit<S, C, X, L>;
  /** the steps runtime with its assertions (the kit's has none) */
  readonly checkedSteps: GameSteps<S, unknown, unknown, L>;
  /** the `ns:path` strings its islands use */
  readonly strings: readonly string[];
  /** false: `strings` are all it uses (not the Colt Express strings every island gets by default) */
  readonly shared?: boolean;
  /** name and page of each rule id, in `lang` */
  rulePages(rules: readonly string[], lang: Lang): RulePages;
  /** choices as the sandbox's `c=` parameter; undefined: the sandbox does not open this game (no link) */
  readonly encodeChoices: ((choices: readonly C[]) => string) | undefined;
}

function questionOf(step: Scenario['steps'][number], lang: Lang): QuestionData | null {
  if (step.ask === undefined) return null;
  const text = step.ask[lang];
  const a = step.answer;
  if (a?.kind === 'possible') return { text, possible: a.option };
  if (a?.kind === 'answers') return { text, answers: a.answers.map((x) => ({ text: x.text[lang], right: x.right })) };
  return { text };
}

export type Built<S, C, X extends KitExclusion, L> =
  | { readonly ok: true; readonly data: ExampleData; readonly model: Model<S, C, X, L> }
  | { readonly ok: false; readonly message: string };

export function exampleData<S, C, X extends KitExclusion, L>(
  scenario: Scenario,
  lang: Lang,
  pagePath: string,
  game: PlayerBuild<S, C, X, L>,
  strings: Strings,
): Built<S, C, X, L> {
  const adapter = adapterFor(scenario.game);
  if (adapter === undefined) return { ok: false, message: `no game "${scenario.game}"` };
  const started = adapter.start(scenario);
  if (!started.ok) return { ok: false, message: `the scenario ${scenario.file} cannot start: ${started.error.map((i) => i.message).join('; ')}` };
  const base: ExampleData = {
    id: scenario.id,
    game: scenario.game,
    title: scenario.title[lang],
    caption: scenario.caption[lang],
    explanation: scenario.explanation?.[lang] ?? '',
    rules: scenario.rules,
    rulePages: {},
    steps: scenario.steps.map(({ index, kind, text, action, by, expect }) => ({ index, kind, text, action, by, expect })),
    questions: scenario.steps.map((s) => questionOf(s, lang)),
    notes: scenario.steps.map((s) => s.note?.[lang] ?? ''),
    // What the island gets: plain JSON.
    start: JSON.parse(JSON.stringify(started.value)) as unknown,
    check: { passed: false, failures: [], prints: [] },
    sandbox: undefined,
    pagePath,
  };
  const model = buildModel(game.kit, base, game.checkedSteps);
  const t = liteT(strings);
  for (const [i, q] of base.questions.entries()) {
    const view = model.steps[i];
    if (q !== null && (view === undefined || questionFor(game.kit, view, q, t) === undefined)) {
      const why = q.possible !== undefined ? `"${q.possible}" is neither offered nor excluded` : 'the game offers fewer than two options, or none of them is legal';
      return { ok: false, message: `${scenario.file} steps[${i}]: this question cannot be asked here (${why})` };
    }
  }
  const { passed, failures } = model.report;
  const data: ExampleData = {
    ...base,
    rulePages: game.rulePages(ruleIdsOf(model, game.kit.steps, scenario.rules), lang),
    check: { passed, failures: failures.map(({ path, message, expected, actual }) => ({ path, message, expected, actual })), prints: printsOf(model) },
    sandbox: model.initial === undefined || game.encodeChoices === undefined ? undefined : sandboxOf(model, adapter.notation(started.value), game.encodeChoices),
  };
  return { ok: true, data, model };
}
