// Build time only (Scenario.astro): a loaded scenario → the data its island reads, in one language.
// Runs the scenario once with its assertions (the game's full steps runtime) and records what the
// browser must reproduce. A question that cannot be asked, or an example that cannot start, fails
// the build with the file and step.

import type { Lang, Strings } from '../../i18n/setup.ts';
import { adapterFor } from '../../scenarios/registry.ts';
import type { GameSteps, Offer, Scenario } from '../../scenarios/types.ts';
import type { RuleNamer, RulePages } from '../rule-pages.ts';
import { liteT } from '../i18n.ts';
import type { ExampleData, QuestionData } from './data.ts';
import type { KitExclusion, PlayerKit } from './kit.ts';
import { printsOf, ruleIdsOf, sandboxOf, walkedModel, type Model } from './model.ts';
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
  /** name and page of each rule id, in `lang`; `name` is the site's (the page passes it: a game never imports the site) */
  rulePages(rules: readonly string[], lang: Lang, name: RuleNamer): RulePages;
  /** choices as the sandbox's `c=` parameter; undefined: the sandbox does not open this game (no link) */
  readonly encodeChoices: ((choices: readonly C[]) => string) | undefined;
}

/** A `possible:` option (the scenario's words) among what the game offered before the step, by index. */
function possibleAt(offer: Offer | undefined, option: string): QuestionData['possible'] {
  if (offer === undefined) return undefined;
  const x = offer.excluded.findIndex((e) => e.phrase === option || e.target === option);
  if (x >= 0) return { legal: false, index: x };
  const l = offer.choices.indexOf(option);
  return l >= 0 ? { legal: true, index: l } : undefined;
}

function questionOf(step: Scenario['steps'][number], lang: Lang, offer: Offer | undefined): QuestionData | null {
  if (step.ask === undefined) return null;
  const text = step.ask[lang];
  const a = step.answer;
  if (a?.kind === 'possible') {
    const at = possibleAt(offer, a.option);
    return at === undefined ? { text } : { text, possible: at };
  }
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
  /** a rule's name on its page (src/site/rule-names.ts ruleLinkName) */
  ruleName: RuleNamer,
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
    choices: [],
    questions: [],
    notes: scenario.steps.map((s) => s.note?.[lang] ?? ''),
    // What the island gets: plain JSON.
    start: JSON.parse(JSON.stringify(started.value)) as unknown,
    check: { passed: false, failures: [], prints: [] },
    sandbox: undefined,
    pagePath,
  };
  const { model, walk, report } = walkedModel(game.kit, game.checkedSteps, scenario, base.start as S);
  const questions = scenario.steps.map((s, i) => questionOf(s, lang, walk.frames[i]?.offer));
  const t = liteT(strings);
  for (const [i, q] of questions.entries()) {
    const view = model.steps[i];
    if (q !== null && (view === undefined || questionFor(game.kit, view, q, t) === undefined)) {
      const answer = scenario.steps[i]?.answer;
      const why = answer?.kind === 'possible' ? `"${answer.option}" is neither offered nor excluded` : 'the game offers fewer than two options, or none of them is legal';
      return { ok: false, message: `${scenario.file} steps[${i}]: this question cannot be asked here (${why})` };
    }
  }
  const { passed, failures } = report;
  const data: ExampleData = {
    ...base,
    choices: model.steps.map((s) => s.choices),
    questions,
    rulePages: game.rulePages(ruleIdsOf(model, game.checkedSteps, scenario.rules), lang, ruleName),
    check: { passed, failures: failures.map(({ path, message, expected, actual }) => ({ path, message, expected, actual })), prints: printsOf(model) },
    sandbox: model.initial === undefined || game.encodeChoices === undefined ? undefined : sandboxOf(model, adapter.notation(started.value), game.encodeChoices),
  };
  return { ok: true, data, model };
}
