// A question before a step, and the answers the reader may give. Pure: the candidates come from
// what the game offered before the step (the engine's legal choices and exclusions), or from the
// scenario's own answers; nothing here says which one is right until the reader has answered.
//
//   choice    "Whom can Ghost shoot?": every option the game offers or excludes, grouped by the spot
//             on the board it points at, in a neutral order; the legal ones are right.
//   possible  "Can Django shoot Belle?": yes or no; the game decides, and an exclusion gives the why.
//   answers   "Who wins?": the scenario's texts, `right: true` on the right ones.

import type { Translate } from '../i18n.ts';
import type { QuestionData } from './data.ts';
import type { KitExclusion, Marks, PlayerKit } from './kit.ts';
import type { StepView } from './model.ts';

export type Candidate = {
  readonly id: string;
  readonly label: string;
  /** the board spot that answers with this candidate */
  readonly key: string | undefined;
  readonly right: boolean;
  /** index of the exclusion that rules it out (its reason is the "why") */
  readonly excluded: number | undefined;
};

export type Question = {
  readonly kind: 'choice' | 'possible' | 'answers';
  readonly text: string;
  readonly candidates: readonly Candidate[];
  /** `possible`: the option asked about */
  readonly about?: { readonly label: string; readonly legal: boolean; readonly excluded: number | undefined };
};

/** What the reader has done with a question: the candidates picked, in order, and whether the answer is shown. */
export type AnswerState = { readonly picked: readonly string[]; readonly revealed: boolean };
export const NO_ANSWER: AnswerState = { picked: [], revealed: false };

function choiceCandidates<S, C, X extends KitExclusion, L>(kit: PlayerKit<S, C, X, L>, view: StepView<S, C, X, L>, t: Translate): Candidate[] {
  const ex = view.explanation;
  if (ex === undefined) return [];
  const groups = new Map<string, { key: string | undefined; label: string; right: boolean; excluded: number | undefined }>();
  const add = (choice: C | X['choice'], legal: boolean, excluded: number | undefined) => {
    const key = kit.choiceKey(choice, view.before);
    const label = key !== undefined ? kit.keyLabel(key, view.before, t) : kit.choiceLabel(choice, view.before, t);
    const id = key ?? `label:${label}`;
    const g = groups.get(id);
    if (g === undefined) groups.set(id, { key, label, right: legal, excluded });
    else if (legal) groups.set(id, { ...g, right: true, excluded: undefined });
  };
  ex.legal.forEach((c) => add(c, true, undefined));
  ex.excluded.forEach((e, i) => add(e.choice, false, i));
  // A neutral order: by board spot, then by words; never legal first.
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, g]) => ({ id, ...g, excluded: g.right ? undefined : g.excluded }));
}

/** The option a `possible:` question asks about: the build found it among the legal or excluded options (build.ts). */
function aboutOf<S, C, X extends KitExclusion, L>(
  kit: PlayerKit<S, C, X, L>,
  view: StepView<S, C, X, L>,
  at: NonNullable<QuestionData['possible']>,
  t: Translate,
): Question['about'] | undefined {
  const ex = view.explanation;
  if (ex === undefined) return undefined;
  if (at.legal) {
    const c = ex.legal[at.index];
    return c === undefined ? undefined : { label: kit.choiceLabel(c, view.before, t), legal: true, excluded: undefined };
  }
  const e = ex.excluded[at.index];
  return e === undefined ? undefined : { label: kit.choiceLabel(e.choice, view.before, t), legal: false, excluded: at.index };
}

/** The question of a step, or undefined when it cannot be asked (the build fails on that: see build.ts). */
export function questionFor<S, C, X extends KitExclusion, L>(
  kit: PlayerKit<S, C, X, L>,
  view: StepView<S, C, X, L>,
  q: QuestionData,
  t: Translate,
): Question | undefined {
  if (q.answers !== undefined) {
    const candidates = q.answers.map((a, i) => ({ id: `answer:${i}`, label: a.text, key: undefined, right: a.right, excluded: undefined }));
    return { kind: 'answers', text: q.text, candidates };
  }
  if (q.possible !== undefined) {
    const about = aboutOf(kit, view, q.possible, t);
    if (about === undefined) return undefined;
    const yes = { id: 'yes', label: t('widgets:scenario.yes'), key: undefined, right: about.legal, excluded: undefined };
    const no = { id: 'no', label: t('widgets:scenario.no'), key: undefined, right: !about.legal, excluded: undefined };
    return { kind: 'possible', text: q.text, candidates: [yes, no], about };
  }
  const candidates = choiceCandidates(kit, view, t);
  // A question with nothing to choose from, or nothing right, teaches nothing.
  if (candidates.length < 2 || !candidates.some((c) => c.right)) return undefined;
  return { kind: 'choice', text: q.text, candidates };
}

export function isComplete(q: Question, s: AnswerState): boolean {
  if (s.revealed) return true;
  if (q.kind === 'possible') return s.picked.length > 0;
  return q.candidates.filter((c) => c.right).every((c) => s.picked.includes(c.id));
}

/** Right candidates not found yet. */
export function remaining(q: Question, s: AnswerState): number {
  return q.candidates.filter((c) => c.right && !s.picked.includes(c.id)).length;
}

export function pick(q: Question, s: AnswerState, id: string): AnswerState {
  if (isComplete(q, s) || s.picked.includes(id) || !q.candidates.some((c) => c.id === id)) return s;
  return { ...s, picked: [...s.picked, id] };
}

/** Board spots while the question is open: every candidate is a neutral option, picked ones say how they went. */
export function questionMarks(q: Question, s: AnswerState, reasonOf: (excluded: number) => string): Marks {
  const marks: Record<string, Marks[string]> = {};
  for (const c of q.candidates) {
    if (c.key === undefined) continue;
    if (!s.picked.includes(c.id)) marks[c.key] = { status: 'option' };
    else marks[c.key] = c.right ? { status: 'correct' } : { status: 'wrong', ...(c.excluded === undefined ? {} : { note: reasonOf(c.excluded) }) };
  }
  return marks;
}

/** The candidate a click on the board answers with. */
export function candidateOfKey(q: Question, key: string): Candidate | undefined {
  return q.candidates.find((c) => c.key === key);
}
