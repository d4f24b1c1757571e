// Issue #11, "Questions that are questions", review of the examples' questions (all five languages
// showed it): some questions did not fit their answer buttons, or the title or caption gave the answer
// away. "Does Tuco … block Ghost's shot?" offered Django / Tuco; "Can Doc shoot the Marshal?" offered
// Belle / Ghost / nobody; "The Marshal enters wagon 1. What happens to Belle?" offered the Marshal's
// destinations; "Ghost … fires at Django" stood in the caption above "whom can Ghost shoot".
//
// Mechanical checks on the English texts (the other languages translate them; the question kind, the
// option and the answers are shared), each row with the review point it pins:
// - the kind of question fits its wording: a yes/no question (an auxiliary first) is answered by
//   `possible:` (yes or no, decided by the engine) or by the scenario's own `answers:`; a which/where
//   question never by yes or no; "what happens" by `answers:` (the game's options are what a player may
//   choose, not what follows);
// - a `choice` question is about the decision the game asks for, so it names the one who decides;
// - a `possible:` question names the bandits of the option it asks about, and asks it the right way
//   round (Yes = the option is possible: "does … block" would turn the buttons over);
// - the title and the caption set the scene: they never name a right target as shot or punched, never
//   say the asked option happens (or cannot), and state no verdict ("is not a target", "does not block").
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { islandStrings } from '../../src/components/island-props.ts';
import { CHARACTER_IDS } from '../../src/games/colt-express/engine/types.ts';
import { loadedPlayers } from '../../src/games/players.ts';
import { walkScenario, type Scenario } from '../../src/scenarios/index.ts';
import { exampleData } from '../../src/widgets/player/build.ts';
import { ruleLinkName } from '../../src/site/rule-names.ts';
import type { ExampleData } from '../../src/widgets/player/data.ts';
import { liteT } from '../../src/widgets/i18n.ts';
import { replayModel } from '../../src/widgets/player/model.ts';
import { questionFor } from '../../src/widgets/player/question.ts';

const players = await loadedPlayers();

const cwd = process.cwd();
const scenarios = findScenarioFiles(['content/scenarios'], cwd).files.flatMap((f) => loadFile(f, cwd).scenario ?? []);
const withQuestions = scenarios.filter((s) => s.steps.some((st) => st.ask !== undefined));

const name = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const named = (text: string, id: string) => new RegExp(`\\b${name(id)}\\b`).test(text);

// The asking part of a question: after the last sentence break or colon ("Doc is right in front of
// Tuco. Who is hit?"), without a leading "And".
function asking(text: string): string {
  const parts = text.split(/[.:;]\s+/);
  return parts[parts.length - 1]!.replace(/^And\s+/i, '').trim();
}
const YES_NO = /^(?:Does|Do|Did|Can|Could|Is|Are|May|Must|Will|Would|Should|Has|Have)\b/i;
const WHICH = /^(?:Who|Whom|Whose|Which|Where|What|How many|How far)\b/i;
const WHAT_HAPPENS = /^What happens\b/i;
// Yes must mean "the option is possible": a question about blocking, stopping or protecting asks the
// opposite, and so does a negative one.
const TURNED_OVER = /\b(?:block|blocks|stop|stops|prevent|prevents|protect|protects|not|never)\b|n't\b/i;
// A verdict in the title or caption of an example that asks.
const VERDICT = /\b(?:cannot|can't|can not|may not|must not|does not|doesn't|do not|don't|is not|isn't|are not|aren't|never|no effect|not a target|no target|is safe|blocks?)\b/i;
// Words that say a bandit is shot or punched ("fires at Django", "shoots Belle").
const hitVerb = (id: string) => new RegExp(`\\b(?:fires? at|shoots?(?: at)?|shot at|hits?|punch(?:es)?)\\s+${name(id)}\\b`);
const refusal = (id: string) => new RegExp(`\\b(?:cannot|can't|can not|may not|does not|doesn't|never)\\s+(?:\\w+\\s+){0,2}${name(id)}\\b|\\b${name(id)}\\b[^.]*\\bis not a target`);

/** The bandits an option phrase of the file format names ("fire: belle", "punch: tuco, drop purse"). */
const banditsOf = (phrase: string) => CHARACTER_IDS.filter((id) => new RegExp(`\\b${id}\\b`).test(phrase));

type Asked = { s: Scenario; step: number; text: string; kind: 'choice' | 'possible' | 'answers'; actor: string | undefined; option: string | undefined; optionLegal: boolean | undefined; rightBandits: string[] };

/** Every question, with what the game offered before its step and (for a `choice`) the right answers as the reader gets them. */
function questions(s: Scenario): Asked[] {
  const walk = walkScenario(s);
  const player = players.get(s.game) ?? expect.fail(`no player for ${s.game}`);
  const strings = islandStrings('en', player.strings, player.shared !== false);
  const built = exampleData(s, 'en', '/en/rules/x/', player, strings, ruleLinkName);
  if (!built.ok) return expect.fail(built.message);
  const data = JSON.parse(JSON.stringify(built.data)) as ExampleData;
  const model = replayModel(player.kit, data);
  const t = liteT(strings);
  return s.steps.flatMap((st, i) => {
    if (st.ask === undefined) return [];
    const offer = walk.frames[i]?.offer;
    const q = data.questions[i] && model.steps[i] ? questionFor(player.kit, model.steps[i]!, data.questions[i]!, t) : undefined;
    const rightBandits = (q?.kind === 'choice' ? q.candidates : []).filter((c) => c.right && c.key?.startsWith('bandit:')).map((c) => c.key!.slice('bandit:'.length));
    const option = st.answer?.kind === 'possible' ? st.answer.option : undefined;
    return [{
      s, step: i, text: st.ask.en, kind: st.answer?.kind ?? 'choice', actor: offer?.actor, option,
      optionLegal: option === undefined ? undefined : offer?.choices.includes(option),
      rightBandits,
    }];
  });
}

const all = withQuestions.flatMap(questions);
const where = (a: Asked) => `${a.s.file} steps[${a.step}] "${a.text}"`;

describe('questions fit their answers (review of the examples\' questions)', () => {
  it('finds questions of all three kinds in both games', () => {
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(['choice', 'possible', 'answers']));
    expect(new Set(all.map((a) => a.s.game))).toEqual(new Set(['colt-express', 'colt-super-express']));
  });

  it('every question asks as a yes/no or a which/where question', () => {
    expect(all.filter((a) => !YES_NO.test(asking(a.text)) && !WHICH.test(asking(a.text))).map(where)).toEqual([]);
  });

  it('a yes/no question is answered by yes or no (possible:) or by its own answers', () => {
    expect(all.filter((a) => YES_NO.test(asking(a.text)) && a.kind === 'choice').map(where)).toEqual([]);
  });

  it('a which/where question is not answered by yes or no', () => {
    expect(all.filter((a) => WHICH.test(asking(a.text)) && a.kind === 'possible').map(where)).toEqual([]);
  });

  it('"what happens" is answered by the scenario\'s own answers, not by the options of the one who chooses', () => {
    expect(all.filter((a) => WHAT_HAPPENS.test(asking(a.text)) && a.kind !== 'answers').map(where)).toEqual([]);
  });

  it('a choice question names the one who chooses (its answers are that player\'s options)', () => {
    expect(all.filter((a) => a.kind === 'choice' && (a.actor === undefined || !named(a.text, a.actor))).map((a) => `${where(a)}: ${a.actor ?? 'nobody'} chooses`)).toEqual([]);
  });

  it('a possible: question names the bandits of its option, and Yes means the option is possible', () => {
    const problems: string[] = [];
    for (const a of all.filter((x) => x.kind === 'possible')) {
      for (const id of banditsOf(a.option!)) if (!named(a.text, id)) problems.push(`${where(a)}: asks about "${a.option}" without naming ${name(id)}`);
      const m = TURNED_OVER.exec(a.text);
      if (m) problems.push(`${where(a)}: "${m[0]}" turns Yes and No over`);
    }
    expect(problems).toEqual([]);
  });

  it('the title and the caption set the scene: they give no answer away', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const a of all) {
      const texts: [string, string][] = [['title', a.s.title.en], ['caption', a.s.caption.en]];
      for (const [field, text] of texts) {
        if (!seen.has(`${a.s.id} ${field}`)) {
          seen.add(`${a.s.id} ${field}`);
          const v = VERDICT.exec(text);
          if (v) problems.push(`${a.s.file} ${field}: states a verdict ("${v[0]}")`);
        }
        if (a.kind === 'choice' && a.rightBandits.length > 0 && a.rightBandits.every((id) => hitVerb(id).test(text))) {
          problems.push(`${a.s.file} ${field}: names the answer of "${a.text}" (${a.rightBandits.map(name).join(', ')} shot or punched)`);
        }
        if (a.kind === 'possible') {
          for (const id of banditsOf(a.option!)) {
            const re = a.optionLegal ? hitVerb(id) : refusal(id);
            const m = re.exec(text);
            if (m) problems.push(`${a.s.file} ${field}: answers "${a.text}" ("${m[0]}")`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
