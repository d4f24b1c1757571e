// Issue #11, questions that are questions: every question of every scenario can be asked in every
// language (a real choice, with right and wrong answers), nothing in the open question says which
// answer is right, answers are graded by the engine, and the browser's verdict needs the very
// positions the build checked.
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { islandStrings } from '../../src/components/island-props.ts';
import { loadedPlayers } from '../../src/games/players.ts';
import { LANGS, type Lang } from '../../src/i18n/setup.ts';
import type { Scenario } from '../../src/scenarios/types.ts';
import { exampleData } from '../../src/widgets/player/build.ts';
import { ruleLinkName } from '../../src/site/rule-names.ts';
import type { ExampleData } from '../../src/widgets/player/data.ts';
import { liteT } from '../../src/widgets/i18n.ts';
import { replayModel, verdictOf } from '../../src/widgets/player/model.ts';
import { answersAtLink } from '../../src/widgets/player/usePlayer.ts';
import { isComplete, NO_ANSWER, pick, questionFor, questionMarks, remaining, type Question } from '../../src/widgets/player/question.ts';

const players = await loadedPlayers();

const cwd = process.cwd();
// Both games' questions, each asked by its own player (src/games/players.ts).
const scenarios = findScenarioFiles(['content/scenarios'], cwd).files.flatMap((f) => loadFile(f, cwd).scenario ?? []);
const byId = (id: string): Scenario => scenarios.find((s) => s.id === id) ?? expect.fail(`no scenario ${id}`);

function ask(id: string, lang: Lang = 'en') {
  const scenario = byId(id);
  const player = players.get(scenario.game) ?? expect.fail(`no player for ${scenario.game}`);
  const strings = islandStrings(lang, player.strings, player.shared !== false);
  const built = exampleData(scenario, lang, `/${lang}/rules/x/`, player, strings, ruleLinkName);
  if (!built.ok) return expect.fail(built.message);
  const data = JSON.parse(JSON.stringify(built.data)) as ExampleData;
  const model = replayModel(player.kit, data);
  const t = liteT(strings);
  const questions = model.steps.map((v, i) => (data.questions[i] ? questionFor(player.kit, v, data.questions[i], t) : undefined));
  return { data, model, questions, kit: player.kit };
}

const withQuestions = scenarios.filter((s) => s.steps.some((st) => st.ask !== undefined));

describe('every question can be asked', () => {
  it('both games ask questions', () => {
    expect(new Set(withQuestions.map((s) => s.game))).toEqual(new Set(['colt-express', 'colt-super-express']));
  });
  it('there are questions of all three kinds', () => {
    const kinds = new Set(withQuestions.flatMap((s) => s.steps.map((st) => (st.ask === undefined ? 'none' : (st.answer?.kind ?? 'choice')))));
    expect([...kinds].sort()).toEqual(['answers', 'choice', 'none', 'possible']);
  });
  for (const s of withQuestions) {
    for (const lang of LANGS) {
      it(`${s.id} (${lang}): right and wrong answers, an explanation`, () => {
        const { data, questions } = ask(s.id, lang);
        expect(data.explanation).not.toBe('');
        // The caption sets the scene; the explanation, shown after the answer, says what it proves.
        expect(data.explanation).not.toBe(data.caption);
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

  it('Colt Super Express, "who is hit?": the bandits on the board; the stunned one in front and the one on the other floor are wrong, with their reasons', () => {
    // content/scenarios/super-express/cards/fire-crowded.yaml (004 Händelsekort › Skjut)
    const { questions, model, kit } = ask('cse-card-fire-crowded-line', 'sv');
    const q = questions[0] as Question;
    expect(q.kind).toBe('choice');
    expect(q.candidates.map((c) => [c.key, c.right])).toEqual([
      ['bandit:belle', true],
      ['bandit:doc', false],
      ['bandit:ghost', false],
    ]);
    const ex = model.steps[0]!.explanation!;
    const doc = q.candidates.find((c) => c.key === 'bandit:doc')!;
    expect(ex.excluded[doc.excluded!]?.rule).toBe('cards.fire.stunned-not-hit');
    expect(kit.exclusionReason(ex.excluded[doc.excluded!]!, model.steps[0]!.before, liteT(islandStrings('sv', ['board-cse', 'narration-cse', 'reasons-cse'], false)))).toBe('Doc ligger bedövad: kulorna flyger förbi.');
    // The open question marks every bandit the same way.
    expect(Object.values(questionMarks(q, NO_ANSWER, () => '')).map((m) => m.status)).toEqual(['option', 'option', 'option']);
  });

  it('Colt Super Express: an exclusion agrees with the bandit it is about (an Italian review: "Mei è stordito")', () => {
    const { model, kit } = ask('cse-card-fire-crowded-line', 'it');
    const t = liteT(islandStrings('it', ['board-cse', 'narration-cse', 'reasons-cse'], false));
    const before = model.steps[0]!.before;
    const ex = model.steps[0]!.explanation!.excluded[0]!;
    const rows: [params: Record<string, string>, why: string, text: string][] = [
      [{ target: 'mei' }, 'lying-stunned', 'Mei è stordita a terra: i proiettili passano oltre.'],
      [{ target: 'doc' }, 'lying-stunned', 'Doc è stordito a terra: i proiettili passano oltre.'],
      [{ target: 'doc', blocker: 'mei' }, 'blocked', 'Mei sta in mezzo e viene colpita per prima.'],
      [{ target: 'mei', blocker: 'tuco' }, 'blocked', 'Tuco sta in mezzo e viene colpito per primo.'],
    ];
    for (const [params, why, text] of rows) expect(kit.exclusionReason({ ...ex, why, params } as typeof ex, before, t)).toBe(text);
  });

  it('a shared link at a step shows the questions before it, and its own only when the link says so', () => {
    // A teacher's review: a link to the last step left out "What this example shows".
    const { questions } = ask('fire-line-of-sight-book');
    const at = questions.map((q, i) => (q === undefined ? -1 : i)).filter((i) => i >= 0);
    expect(at.length).toBeGreaterThan(0);
    const first = at[0]!;
    const shown = (a: Readonly<Record<number, { revealed: boolean }>>) => at.filter((i) => a[i]?.revealed === true);
    expect(shown(answersAtLink(questions, {}, first, false))).toEqual([]);
    expect(shown(answersAtLink(questions, {}, first, true))).toEqual([first]);
    const end = questions.length;
    expect(shown(answersAtLink(questions, {}, end, false))).toEqual(at);
    expect(at.every((i) => isComplete(questions[i]!, answersAtLink(questions, {}, end, false)[i]!))).toBe(true);
  });

  it('Colt Super Express, "may Doc stack Change floor again?": no, the exclusion by the planning rule', () => {
    // content/scenarios/super-express/round/planning.yaml (004 Fas 1: Planering!)
    const { questions, model } = ask('cse-round-planning');
    const i = questions.findIndex((q) => q !== undefined);
    const q = questions[i] as Question;
    expect(q.kind).toBe('possible');
    expect(q.candidates.map((c) => [c.id, c.right])).toEqual([
      ['yes', false],
      ['no', true],
    ]);
    expect(model.steps[i]?.explanation?.excluded[q.about?.excluded as number]?.rule).toBe('round.plan');
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
    expect(verdictOf(replayModel(ask('fire-line-of-sight-book').kit, { ...data, start }), data.check)).toBe(false);
    // A choice the engine refuses stops the replay, and the example fails.
    const broken = replayModel(ask('fire-line-of-sight-book').kit, { ...data, choices: [[{ kind: 'no-such-choice' }], ...data.choices.slice(1)] });
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
