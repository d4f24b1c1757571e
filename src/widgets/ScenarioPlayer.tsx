// `<Scenario id="…" />` on a rules page: the scenario's title, caption and starting position,
// stepped through with the engine. On hydration it runs the whole scenario and its assertions
// in the browser and sets data-verdict="pass|fail" on its root. Without JavaScript the server
// render shows the title, the caption and the starting position (picture + text).

import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { Choice, Exclusion, GameState } from '../games/colt-express/engine/types.ts';
import type { Lang, Strings } from '../i18n/setup.ts';
import TrainBoard, { type Marks } from '../games/colt-express/board/TrainBoard.tsx';
import { choiceKey, choiceLabel, marksFor, pendingText, sameChoice, type RulePages } from './choices.ts';
import { liteT, type Translate } from './i18n.ts';
import { exclusionReason } from './exclusions.ts';
import { narrationStrings, sentencesOf } from './narration.ts';
import { RuleLink, SentenceList } from './RuleLink.tsx';
import { RoundInfo } from './RoundInfo.tsx';
import { buildModel, sandboxSearch, type PlainScenario, type ScenarioModel, type StepView } from './scenario-model.ts';

interface Props {
  lang: Lang;
  /** widgets + narration strings of the page's language only */
  strings: Strings;
  scenario: PlainScenario;
  /** path of the page the widget is on, e.g. /en/rules/fire/ */
  pagePath: string;
  /** rule id → rules page, for the rule ids this scenario can show (see ruleIdsOf) */
  rulePages: RulePages;
  /** the starting state, built by the engine at build time */
  initial: GameState;
  /** the starting position in the engine's notation (for "Open in sandbox") */
  startNotation: string | undefined;
}

type Answer = { readonly key: string; readonly verdict: 'right' | 'also' | 'excluded'; readonly text: string };

const PLAY_DELAY_MS = 900;

function text(loc: Readonly<Record<string, string>> | undefined, lang: Lang): string {
  return loc?.[lang] ?? '';
}

/** The options offered before a step: legal ones, and the excluded ones with the rule that excludes them. */
function Offer({
  view,
  lang,
  t,
  asking,
  onAnswer,
  reasonOf,
  pages,
}: {
  pages: RulePages;
  view: StepView;
  lang: Lang;
  t: Translate;
  asking: boolean;
  onAnswer: (key: string) => void;
  reasonOf: (e: Exclusion) => string;
}) {
  const { explanation, before } = view;
  if (before.pending === null) return null;
  const legal = explanation.legal;
  return (
    <div class="sc-offer">
      <p class="sc-offer-title">{t('widgets:scenario.offered')}</p>
      <ul class="sc-choices">
        {legal.map((c, i) => {
          const label = choiceLabel(c as unknown as { kind: string }, before, t);
          const key = `legal:${i}`;
          return (
            <li key={key} class="sc-legal">
              {asking ? (
                <button type="button" class="widget-button sc-answer" data-answer={key} onClick={() => onAnswer(key)}>
                  {label}
                </button>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
      {explanation.excluded.length > 0 ? (
        <>
          <p class="sc-offer-title">{t('widgets:scenario.excluded')}</p>
          <ul class="sc-choices sc-excluded">
            {explanation.excluded.map((e, i) => {
              const key = `excluded:${i}`;
              const label = choiceLabel(e.choice, before, t);
              return (
                <li key={key}>
                  {asking ? (
                    <button type="button" class="widget-button sc-answer" data-answer={key} onClick={() => onAnswer(key)}>
                      {label}
                    </button>
                  ) : (
                    <span>{label}</span>
                  )}{' '}
                  <span class="sc-reason">
                    {t('widgets:scenario.because', { reason: reasonOf(e) })} <RuleLink lang={lang} rule={e.rule} t={t} pages={pages} />
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function answerFor(key: string, view: StepView, t: Translate, reasonOf: (e: Exclusion) => string): Answer {
  const { explanation, before, choice } = view;
  const applied = choice ? choiceLabel(choice as unknown as { kind: string }, before, t) : '';
  if (key.startsWith('excluded:')) {
    const e = explanation.excluded[Number(key.slice(9))];
    return { key, verdict: 'excluded', text: t('widgets:scenario.answerExcluded', { reason: e ? reasonOf(e) : '', choice: applied }) };
  }
  const c = explanation.legal[Number(key.slice(6))];
  if (c && choice && sameChoice(c, choice)) return { key, verdict: 'right', text: t('widgets:scenario.answerRight', { choice: applied }) };
  return { key, verdict: 'also', text: t('widgets:scenario.answerAlso', { choice: applied }) };
}

/** Board key (bandit, floor, loot) → answer key of the list, for answering by clicking the picture. */
function answerKeyOfBoard(boardKey: string, view: StepView): string | undefined {
  const { explanation, before, choice } = view;
  const legalIdx: number[] = [];
  explanation.legal.forEach((c, i) => {
    if (choiceKey(c as unknown as { kind: string }, before) === boardKey) legalIdx.push(i);
  });
  if (legalIdx.length > 0) {
    const right = legalIdx.find((i) => choice !== undefined && sameChoice(explanation.legal[i] as Choice, choice));
    return `legal:${right ?? legalIdx[0]}`;
  }
  const ex = explanation.excluded.findIndex((e) => choiceKey(e.choice, before) === boardKey);
  return ex < 0 ? undefined : `excluded:${ex}`;
}

export default function ScenarioPlayer({ lang, strings, scenario, pagePath, rulePages, initial, startNotation }: Props) {
  const t = useMemo(() => liteT(strings), [strings]);
  const narration = useMemo(() => narrationStrings(strings), [strings]);
  // The whole scenario, run once (on the server for the static picture, in the browser on hydration).
  const model: ScenarioModel = useMemo(() => buildModel(scenario, initial), [scenario, initial]);
  const [hydrated, setHydrated] = useState(false);
  const [pos, setPos] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [copyStatus, setCopyStatus] = useState('');
  const [copyFallback, setCopyFallback] = useState('');
  const idBase = `scenario-${scenario.id}`;
  const total = model.steps.length;
  const atEnd = pos >= total;

  // Layout effect: the verdict is on the element as soon as this island is hydrated, before other
  // islands of the page take the main thread.
  useLayoutEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!playing) return;
    if (pos >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setPos((p) => Math.min(p + 1, total)), PLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playing, pos, total]);

  const title = text(scenario.title, lang);
  const caption = text(scenario.caption, lang);
  const state: GameState | undefined = pos === 0 ? model.initial : model.steps[pos - 1]?.after;
  const next: StepView | undefined = model.steps[pos];
  const done: StepView | undefined = pos > 0 ? model.steps[pos - 1] : undefined;
  const asking = hydrated && next?.frame.step.ask !== undefined && answers[pos] === undefined;
  const answerOfPrevious = pos > 0 ? answers[pos - 1] : undefined;
  const verdict = model.report.passed ? 'pass' : 'fail';

  // Exclusions are about the position before the next step.
  const reasonOf = (e: Exclusion): string => (next ? exclusionReason(e, next.before, t) : e.reason);
  const marks: Marks = useMemo(() => {
    if (!hydrated || next === undefined || next.before.pending === null) return {};
    return marksFor(next.explanation, next.before, t, reasonOf);
  }, [hydrated, next, t]);

  const answer = (key: string) => {
    if (next === undefined) return;
    setAnswers((a) => ({ ...a, [pos]: answerFor(key, next, t, reasonOf) }));
    setPos((p) => Math.min(p + 1, total));
  };

  const onBoard = (boardKey: string) => {
    if (!asking || next === undefined) return;
    const key = answerKeyOfBoard(boardKey, next);
    if (key !== undefined) answer(key);
  };

  const sandboxHref = useMemo(() => {
    const search = sandboxSearch(model, pos, startNotation);
    return search === undefined ? undefined : `/${lang}/sandbox/${search}`;
  }, [model, pos, lang, startNotation]);

  const copyLink = async () => {
    const url = new URL(pagePath, location.href);
    url.hash = idBase;
    const href = url.toString();
    try {
      await navigator.clipboard.writeText(href);
      setCopyStatus(t('widgets:scenario.copied'));
      setCopyFallback('');
    } catch {
      setCopyStatus(t('widgets:scenario.copyManual'));
      setCopyFallback(href);
    }
  };

  const doneSentences = done && state ? sentencesOf(done.frame.log, narration, state, t) : [];
  const note = done ? text(done.frame.step.note, lang) : '';

  return (
    <figure
      class="sc not-content"
      id={idBase}
      data-widget="scenario"
      data-scenario={scenario.id}
      data-hydrated={hydrated ? 'true' : 'false'}
      {...(hydrated ? { 'data-verdict': verdict } : {})}
      data-step={String(pos)}
      data-steps={String(total)}
    >
      <figcaption class="sc-head">
        <span class="sc-title">{title}</span>
        <span class="sc-caption">{caption}</span>
      </figcaption>
      {state === undefined ? (
        <p class="sc-error" role="alert">
          {t('widgets:scenario.startError', { message: model.walk.startError?.message ?? '' })}
        </p>
      ) : (
        <TrainBoard
          state={state}
          t={t}
          idBase={idBase}
          marks={marks}
          {...(asking ? { onActivate: onBoard } : {})}
          textOpen={!hydrated}
        />
      )}
      {state ? <RoundInfo state={state} t={t} /> : null}
      {hydrated ? (
        <div class="sc-panel">
          <div class="sc-now" aria-live="polite">
            {pos === 0 ? <p class="sc-status">{t('widgets:scenario.atStart')}</p> : null}
            {answerOfPrevious ? (
              <p class={`sc-feedback sc-feedback-${answerOfPrevious.verdict}`} data-answer-verdict={answerOfPrevious.verdict}>
                {answerOfPrevious.text}
              </p>
            ) : null}
            {done?.frame.error ? <p class="sc-error">{done.frame.error.message}</p> : null}
            {note ? <p class="sc-note">{note}</p> : null}
            {doneSentences.length > 0 ? <SentenceList list={doneSentences} lang={lang} t={t} pages={rulePages} /> : null}
            {atEnd ? (
              <p class={`sc-verdict sc-verdict-${verdict}`} data-verdict-text={verdict}>
                {t(verdict === 'pass' ? 'widgets:scenario.verdictPass' : 'widgets:scenario.verdictFail')}
              </p>
            ) : null}
          </div>
          {atEnd && !model.report.passed ? (
            <ul class="sc-failures">
              {model.report.failures.map((f, i) => (
                <li key={i}>
                  {t('widgets:scenario.failure', { path: f.path, message: f.message, expected: f.expected ?? '', actual: f.actual ?? '' })}
                </li>
              ))}
            </ul>
          ) : null}
          {next && state ? (
            <div class="sc-next">
              <p class="sc-status">
                {t('widgets:scenario.next', { what: pendingText(next.before, t) })}
              </p>
              {asking ? (
                <p class="sc-question" data-question="">
                  <strong>{t('widgets:scenario.question')}</strong> {text(next.frame.step.ask, lang)}
                </p>
              ) : null}
              <Offer view={next} lang={lang} t={t} asking={asking} onAnswer={answer} reasonOf={reasonOf} pages={rulePages} />
            </div>
          ) : null}
          <div class="sc-controls" role="group" aria-label={t('widgets:scenario.controls')}>
            <button type="button" class="widget-button" data-action="reset" onClick={() => { setPlaying(false); setPos(0); setAnswers({}); }}>
              {t('widgets:scenario.reset')}
            </button>
            <button
              type="button"
              class="widget-button"
              data-action="back"
              aria-disabled={pos === 0 ? 'true' : undefined}
              onClick={() => { setPlaying(false); if (pos > 0) setPos(pos - 1); }}
            >
              {t('widgets:scenario.back')}
            </button>
            <button
              type="button"
              class="widget-button sc-primary"
              data-action="step"
              aria-disabled={atEnd ? 'true' : undefined}
              onClick={() => { setPlaying(false); if (!atEnd) setPos(pos + 1); }}
            >
              {t(asking ? 'widgets:scenario.reveal' : 'widgets:scenario.step')}
            </button>
            <button
              type="button"
              class="widget-button"
              data-action="play"
              aria-disabled={atEnd ? 'true' : undefined}
              onClick={() => { if (!atEnd) setPlaying(!playing); }}
            >
              {t(playing ? 'widgets:scenario.pause' : 'widgets:scenario.playAll')}
            </button>
            <span class="sc-progress">{t('widgets:scenario.progress', { n: pos, total })}</span>
          </div>
          <div class="sc-links">
            <button type="button" class="widget-button" data-action="copy" onClick={() => void copyLink()}>
              {t('widgets:scenario.copyLink')}
            </button>
            {sandboxHref ? (
              <a class="widget-button sc-sandbox" data-action="sandbox" href={sandboxHref}>
                {t('widgets:scenario.openSandbox')}
              </a>
            ) : null}
            <span class="sc-copy-status" role="status">
              {copyStatus}
            </span>
            {copyFallback ? (
              <input class="sc-copy-field" type="text" readOnly value={copyFallback} aria-label={t('widgets:scenario.copyLink')} onFocus={(e) => e.currentTarget.select()} />
            ) : null}
          </div>
        </div>
      ) : null}
    </figure>
  );
}
