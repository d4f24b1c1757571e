// Issue #11, questions that are questions: every question of every scenario can be asked in every
// language (a real choice, with right and wrong answers), nothing in the open question says which
// answer is right, answers are graded by the engine, and the browser's verdict needs the very
// positions the build checked.
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { islandStrings } from '../../src/components/island-props.ts';
import { coltExpressPlayer } from '../../src/games/colt-express/player-build.ts';
import { coltExpressKit } from '../../src/games/colt-express/player-kit.ts';
import { LANGS, type Lang } from '../../src/i18n/setup.ts';
import type { Scenario } from '../../src/scenarios/types.ts';
import { exampleData } from '../../src/widgets/player/build.ts';
import type { ExampleData } from '../../src/widgets/player/data.ts';
import { liteT } from '../../src/widgets/i18n.ts';
import { replayModel, verdictOf } from '../../src/widgets/player/model.ts';
import { isComplete, NO_ANSWER, pick, questionFor, questionMarks, remaining, type Question } from '../../src/widgets/player/question.ts';

const cwd = process.cwd();
// The Colt Express player asks these; Colt Super Express scenarios get a player with their board (issue 10).
const scenarios = findScenarioFiles(['content/scenarios'], cwd).files.flatMap((f) => loadFile(f, cwd).scenario ?? []).filter((s) => s.game === 'colt-express');
const byId = (id: string): Scenario => scenarios.find((s) => s.id === id) ?? expect.fail(`no scenario ${id}`);

function ask(id: string, lang: Lang = 'en') {
  const strings = islandStrings(lang, coltExpressPlayer.strings);
  const built = exampleData(byId(id), lang, `/${lang}/rules/x/`, coltExpressPlayer, strings);
  if (!built.ok) return expect.fail(built.message);
  const data = JSON.parse(JSON.stringify(built.data)) as ExampleData;
  const model = replayModel(coltExpressKit, data);
  const t = liteT(strings);
  const questions = model.steps.map((v, i) => (data.questions[i] ? questionFor(coltExpressKit, v, data.questions[i], t) : undefined));
  return { data, model, questions };
}

const withQuestions = scenarios.filter((s) => s.steps.some((st) => st.ask !== undefined));

describe('every question can be asked', () => {
  it('there are questions of all three kinds', () => {
    const kinds = new Set(withQuestions.flatMap((s) => s.steps.map((st) => (st.ask === undefined ? 'none' : (st.answer?.kind ?? 'choice')))));
    expect([...kinds].sort()).toEqual(['answers', 'choice', 'none', 'possible']);
  });
  for (const s of withQuestions) {
    for (const lang of LANGS) {
      it(`${s.id} (${lang}): right and wrong answers, an explanation`, () => {
        const { data, questions } = ask(s.id, lang);
        expect(data.explanation).not.toBe('');
        s.steps.forEach((st, i) => {
          if (st.ask === undefined) return;
          const q = questions[i] as Question;
          expect(q, `step ${i}`).toBeDefined();
          expect(q.text).toBe(st.ask[lang]);
          expect(q.candidates.some((c) => c.right)).toBe(true);
          expect(q.candidates.some((c) => !c.right)).toBe(true);
          // Labels are words, never ids or phrases of the file format.
          for (const c of q.candidates) expect(c.label).not.toMatch(/^(bandit|car|loot|label):|widgets:/);
        });
      });
    }
  }
});

describe('answering', () => {
  it('"Whom can Ghost shoot?": the board spots, graded one by one; the open question marks nothing right or wrong', () => {
    const { questions } = ask('fire-line-of-sight-book');
    const q = questions[0] as Question;
    expect(q.kind).toBe('choice');
    expect(q.candidates.map((c) => c.key)).toEqual(['bandit:cheyenne', 'bandit:doc', 'bandit:tuco']);
    const open = questionMarks(q, NO_ANSWER, () => 'why');
    expect(Object.values(open).map((m) => m.status)).toEqual(['option', 'option', 'option']);
    let a = pick(q, NO_ANSWER, 'bandit:doc');
    expect(isComplete(q, a)).toBe(false);
    // The same answer twice counts once.
    expect(pick(q, a, 'bandit:doc')).toBe(a);
    expect(questionMarks(q, a, () => 'no line of sight')['bandit:doc']).toEqual({ status: 'wrong', note: 'no line of sight' });
    expect(q.candidates.find((c) => c.id === 'bandit:doc')?.excluded).toBeDefined();
    a = pick(q, a, 'bandit:tuco');
    expect(remaining(q, a)).toBe(1);
    expect(isComplete(q, a)).toBe(false);
    a = pick(q, a, 'bandit:cheyenne');
    expect(isComplete(q, a)).toBe(true);
    // Once complete, further answers change nothing.
    expect(pick(q, a, 'bandit:doc')).toBe(a);
  });

  it('"Can Django shoot Belle?": no, and the why is the exclusion by Belle\'s rule', () => {
    const { questions, model } = ask('belle-protected-from-fire');
    const q = questions[0] as Question;
    expect(q.kind).toBe('possible');
    expect(q.candidates.map((c) => [c.id, c.right])).toEqual([
      ['yes', false],
      ['no', true],
    ]);
    const x = q.about?.excluded as number;
    expect(model.steps[0]?.explanation?.excluded[x]?.rule).toBe('characters.belle');
    expect(isComplete(q, pick(q, NO_ANSWER, 'yes'))).toBe(true);
  });

  it('"Where does Cheyenne end up?": the scenario\'s answers; a wrong one may be followed by another', () => {
    const { questions } = ask('marshal-meet-climbing-down', 'it');
    const q = questions[0] as Question;
    expect(q.kind).toBe('answers');
    const wrong = q.candidates.find((c) => !c.right)?.id as string;
    const right = q.candidates.find((c) => c.right)?.id as string;
    const a = pick(q, NO_ANSWER, wrong);
    expect(isComplete(q, a)).toBe(false);
    expect(isComplete(q, pick(q, a, right))).toBe(true);
    expect(isComplete(q, { picked: [], revealed: true })).toBe(true);
  });

  it('the move question offers every roof within reach and the ones out of reach', () => {
    const { questions } = ask('move-roof-one-to-three');
    const q = questions[0] as Question;
    const right = q.candidates.filter((c) => c.right).map((c) => c.key);
    const wrong = q.candidates.filter((c) => !c.right).map((c) => c.key);
    expect(right).toEqual(['car:1:roof', 'car:2:roof', 'car:3:roof', 'car:5:roof', 'car:6:roof']);
    expect(wrong).toEqual(['car:0:roof', 'car:4:roof']);
  });
});

describe('the browser verdict', () => {
  it('passes only when the browser reaches the positions the build checked', () => {
    const { data, model } = ask('fire-line-of-sight-book');
    expect(verdictOf(model, data.check)).toBe(true);
    expect(verdictOf(model, { ...data.check, prints: [...data.check.prints.slice(0, -1), 'x'] })).toBe(false);
    expect(verdictOf(model, { ...data.check, passed: false })).toBe(false);
    // Another start: the replay reaches other positions.
    const start = JSON.parse(JSON.stringify(data.start)) as { bandits: { doc: { car: number } } };
    start.bandits.doc.car = 3;
    expect(verdictOf(replayModel(coltExpressKit, { ...data, start }), data.check)).toBe(false);
    // A choice the engine refuses stops the replay, and the example fails.
    const broken = replayModel(coltExpressKit, { ...data, choices: [[{ kind: 'no-such-choice' }], ...data.choices.slice(1)] });
    expect(broken.passed).toBe(false);
    expect(broken.steps[0]?.error).toMatch(/\S/);
    expect(verdictOf(broken, data.check)).toBe(false);
  });

  it('ships the engine choices, not the scenario\'s words for them (issue 11, light pages)', () => {
    const { data } = ask('fire-line-of-sight-book');
    expect(data.choices.length).toBe(byId('fire-line-of-sight-book').steps.length);
    expect(JSON.stringify(data)).not.toMatch(/"action":\{"verb"/);
  });
});
