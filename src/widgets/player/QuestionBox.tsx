// A question before a step: its text, the answers in a neutral list (the board answers too), and
// after each answer whether it was right and why, with the rule's paragraph. Until the reader has
// answered, nothing here says which answer is right. After an answer the focus moves to the
// feedback, so a keyboard or screen-reader user hears it at once, without scrolling: the box sits in
// the example's dock at the foot of the window (Player.tsx), so the board stays on screen (issue 22).

import type { Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../i18n/setup.ts';
import type { RulePages } from '../rule-pages.ts';
import type { Translate } from '../i18n.ts';
import { RuleLink } from '../RuleLink.tsx';
import { remaining, type AnswerState, type Candidate, type Question } from './question.ts';

type Links = { readonly t: Translate; readonly lang: Lang; readonly pages: RulePages };

export interface QuestionProps extends Links {
  readonly q: Question;
  readonly answer: AnswerState;
  readonly complete: boolean;
  readonly onChoose: (id: string) => void;
  /** the scenario's own rules (why a legal option is right) */
  readonly rules: readonly string[];
  /** reason and rule of the exclusion at this index */
  readonly reasonOf: (excluded: number) => string;
  readonly ruleOf: (excluded: number) => string;
}

function stateOf(c: Candidate, answer: AnswerState, complete: boolean): 'right' | 'wrong' | 'open' {
  if (answer.picked.includes(c.id)) return c.right ? 'right' : 'wrong';
  return complete && c.right ? 'right' : 'open';
}

/** Why an option is or is not possible: the exclusion's reason, or the rules that allow it. */
function Why({ q, rules, reasonOf, ruleOf, t, lang, pages }: Omit<QuestionProps, 'answer' | 'complete' | 'onChoose'>) {
  const about = q.about;
  if (about === undefined) return null;
  if (about.excluded !== undefined) {
    return (
      <span class="sc-why">
        {reasonOf(about.excluded)} <RuleLink lang={lang} rule={ruleOf(about.excluded)} t={t} pages={pages} />
      </span>
    );
  }
  return (
    <span class="sc-why">
      {t('widgets:scenario.whyLegal', { choice: about.label })}{' '}
      {rules.slice(0, 2).map((r) => (
        <RuleLink key={r} lang={lang} rule={r} t={t} pages={pages} />
      ))}
    </span>
  );
}

function Feedback(props: QuestionProps & { last: Candidate; feedback: Ref<HTMLParagraphElement> }) {
  const { q, answer, complete, last, t, lang, pages, reasonOf, ruleOf, feedback: ref } = props;
  const right = last.right;
  const more = remaining(q, answer);
  return (
    <p class={`sc-feedback sc-feedback-${right ? 'right' : 'wrong'}`} data-answer-verdict={right ? 'right' : 'wrong'} tabIndex={-1} ref={ref}>
      {q.kind === 'possible' ? (
        <>
          {t(right ? 'widgets:scenario.answerRight' : 'widgets:scenario.answerWrong')} <Why {...props} />
        </>
      ) : (
        <>
          {t(right ? 'widgets:scenario.answerFound' : 'widgets:scenario.answerNo', { label: last.label })}
          {!right && last.excluded !== undefined ? (
            <>
              {' '}
              {reasonOf(last.excluded)} <RuleLink lang={lang} rule={ruleOf(last.excluded)} t={t} pages={pages} />
            </>
          ) : null}
          {!complete && right && more > 0 ? ` ${t('widgets:scenario.answerMore', { n: more })}` : ''}
        </>
      )}
      {!complete && !right ? ` ${t('widgets:scenario.tryAgain')}` : ''}
    </p>
  );
}

export function QuestionBox(props: QuestionProps) {
  const { q, answer, complete, onChoose, t } = props;
  const last = q.candidates.find((c) => c.id === answer.picked[answer.picked.length - 1]);
  // After each answer (not when coming back to an answered question) the focus goes to the feedback.
  const feedback = useRef<HTMLParagraphElement>(null);
  const count = useRef(answer.picked.length);
  useEffect(() => {
    const el = feedback.current;
    if (answer.picked.length > count.current && el) {
      el.focus({ preventScroll: true });
      // On a phone the dock's text scrolls inside it when it runs long: the feedback is at its foot.
      const box = el.closest<HTMLElement>('.sc-dock-text');
      if (box && box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight - box.clientHeight;
      // Only if it is not on screen (the dock is not stuck there): the least scroll that shows it.
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: 'nearest' });
    }
    count.current = answer.picked.length;
  }, [answer.picked.length]);
  return (
    <div class="sc-question-box" data-question-kind={q.kind} data-complete={complete ? 'true' : 'false'}>
      <p class="sc-question" data-question="">
        <strong>{t('widgets:scenario.question')}</strong> {q.text}
      </p>
      {!complete && q.kind === 'choice' && answer.picked.length === 0 ? <p class="sc-hint">{t('widgets:scenario.answerHint')}</p> : null}
      <ul class="sc-answers" aria-label={t('widgets:scenario.answers')}>
        {q.candidates.map((c) => {
          const state = stateOf(c, answer, complete);
          const done = complete || answer.picked.includes(c.id);
          return (
            <li key={c.id}>
              <button
                type="button"
                class="widget-button sc-answer"
                data-answer={c.id}
                data-answer-state={state}
                aria-disabled={done ? 'true' : undefined}
                onClick={() => (done ? undefined : onChoose(c.id))}
              >
                {state === 'open' ? null : (
                  <span class="sc-answer-mark">
                    <span aria-hidden="true">{state === 'right' ? '✓ ' : '✗ '}</span>
                    <span class="sr-only">{t(`widgets:board.status.${state === 'right' ? 'correct' : 'wrong'}`)}: </span>
                  </span>
                )}
                {c.label}
              </button>
            </li>
          );
        })}
      </ul>
      {/* Shown rather than found (a Dutch review: "Right: Tuco." stayed when Cheyenne was right too): say the whole answer. */}
      {answer.revealed && q.kind !== 'possible' && remaining(q, answer) > 0 ? (
        <p class="sc-feedback">{t('widgets:scenario.answerShown', { labels: q.candidates.filter((c) => c.right).map((c) => c.label).join(', ') })}</p>
      ) : last ? (
        <Feedback {...props} last={last} feedback={feedback} />
      ) : null}
      {complete && last === undefined && q.kind === 'possible' ? (
        <p class="sc-feedback">
          {t(q.about?.legal ? 'widgets:scenario.yes' : 'widgets:scenario.no')}. <Why {...props} />
        </p>
      ) : null}
    </div>
  );
}
