// The scenario player: an example's title, caption and position, stepped through with the game's
// engine. On hydration it replays the whole scenario in the browser and sets data-verdict="pass"
// on its root when the build's assertions passed and the browser reached the very positions they
// were checked on (model.ts `verdictOf`), "fail" otherwise. Without JavaScript the server render
// shows the title, the caption and the starting position (picture + text); Scenario.astro adds the
// print handout. Game-specific parts come from the kit (kit.ts); data and strings from the page.

import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Lang, Strings } from '../../i18n/setup.ts';
import { liteT } from '../i18n.ts';
import { SentenceList } from '../RuleLink.tsx';
import { Controls } from './Controls.tsx';
import { dataScriptId, stringsScriptId, type ExampleData } from './data.ts';
import type { KitExclusion, Marks, PlayerKit } from './kit.ts';
import { Links } from './Links.tsx';
import { replayModel, sandboxSearch, stateAt, verdictOf } from './model.ts';
import { Offer } from './Offer.tsx';
import { readPageData } from './page-data.ts';
import { candidateOfKey, questionFor, questionMarks } from './question.ts';
import { QuestionBox } from './QuestionBox.tsx';
import { useDeepLink, useDock, useDockRoom, useHydrated, usePlayer, usePrinting } from './usePlayer.ts';

export interface PlayerProps {
  /** the scenario id: its data is the page's `sc-data-<id>` script */
  id: string;
  lang: Lang;
  /** alone on an embed page: `?step=<n>` without `example=` opens a step */
  embed?: boolean;
}

export default function Player<S, C, X extends KitExclusion, L>({ kit, id, lang, embed = false }: PlayerProps & { kit: PlayerKit<S, C, X, L> }) {
  const data = readPageData<ExampleData>(dataScriptId(lang, id));
  const strings = readPageData<Strings>(stringsScriptId(lang));
  if (data === undefined || strings === undefined) {
    return <p class="sc-error" role="alert">{`Example "${id}": its data is missing from the page.`}</p>;
  }
  return <Example kit={kit} data={data} strings={strings} lang={lang} embed={embed} />;
}

/** The steps the browser's engine could not replay (the build's walk had applied them). */
function replayFailures(model: { readonly steps: readonly { readonly error: string | undefined }[] }): ExampleData['check']['failures'] {
  return model.steps.flatMap((s, i) => (s.error === undefined ? [] : [{ path: `steps[${i}]`, message: s.error }]));
}

interface ExampleProps<S, C, X extends KitExclusion, L> {
  kit: PlayerKit<S, C, X, L>;
  data: ExampleData;
  strings: Strings;
  lang: Lang;
  embed: boolean;
}

function Example<S, C, X extends KitExclusion, L>({ kit, data, strings, lang, embed }: ExampleProps<S, C, X, L>) {
  const t = useMemo(() => liteT(strings), [strings]);
  // The whole scenario, run once (on the server for the static picture, in the browser on hydration).
  const model = useMemo(() => replayModel(kit, data), [kit, data]);
  const questions = useMemo(
    () => model.steps.map((view, i) => (data.questions[i] ? questionFor(kit, view, data.questions[i], t) : undefined)),
    [kit, model, data, t],
  );
  const hydrated = useHydrated();
  const printing = usePrinting();
  const total = model.steps.length;
  const control = usePlayer(total, questions);
  const root = useRef<HTMLElement>(null);
  const dockText = useRef<HTMLDivElement>(null);
  useDeepLink(data.id, embed, total, control, root);
  useDock(root, hydrated);

  const { pos, question, open } = control;
  // On a phone the dock's text scrolls inside it when it runs long: after a step it shows its top, what
  // the step did (issue 22: the result line was hidden under the stuck controls).
  useEffect(() => {
    if (dockText.current) dockText.current.scrollTop = 0;
  }, [pos]);
  const state = stateAt(model, printing ? 0 : pos);
  const next = model.steps[pos];
  const done = pos > 0 ? model.steps[pos - 1] : undefined;
  const atEnd = pos >= total;
  const idBase = `scenario-${data.id}`;
  const verdict = useMemo(() => (verdictOf(model, data.check) ? 'pass' : 'fail'), [model, data]);
  const pages = data.rulePages;
  const asking = hydrated && open && question !== undefined;
  useDockRoom(root, hydrated, pos, asking && !printing);
  // Exclusions are about the position before the next step.
  const reasonOf = (e: X): string => (next ? kit.exclusionReason(e, next.before, t) : '');
  const excludedAt = (i: number): X | undefined => next?.explanation?.excluded[i];

  const marks: Marks = useMemo(() => {
    if (!hydrated || printing || next?.explanation === undefined) return {};
    if (question !== undefined && open) return questionMarks(question, control.answer, (i) => { const e = excludedAt(i); return e ? reasonOf(e) : ''; });
    return kit.marksFor(next.explanation, next.before, t, reasonOf);
  }, [hydrated, printing, next, question, open, control.answer, t]);

  const onBoard = (key: string) => {
    const c = question && open ? candidateOfKey(question, key) : undefined;
    if (c !== undefined) control.choose(c.id);
  };
  const search = sandboxSearch(data.sandbox, pos);
  const sandboxHref = search === undefined ? undefined : `/${lang}/sandbox/${search}`;

  const note = done ? (data.notes[pos - 1] ?? '') : '';
  const doneSentences = done && state ? kit.narrate(done.log, strings, done.after, t, kit.valuesOpen(done.after)) : [];
  const showExplanation = data.explanation !== '' && (questions.some(Boolean) ? control.allAnswered : atEnd);
  const Board = kit.Board;
  const Info = kit.Info;

  return (
    <figure
      class="sc not-content"
      id={idBase}
      ref={root}
      data-widget="scenario"
      data-scenario={data.id}
      data-hydrated={hydrated ? 'true' : 'false'}
      {...(hydrated ? { 'data-verdict': verdict } : {})}
      data-step={String(pos)}
      data-steps={String(total)}
    >
      <figcaption class="sc-head">
        <h4 class="sc-title" id={`${idBase}-title`} data-pagefind-weight="6">
          {data.title}
        </h4>
        <span class="sc-caption" data-pagefind-weight="2">
          {data.caption}
        </span>
      </figcaption>
      {state === undefined ? (
        <p class="sc-error" role="alert">
          {lang === 'en' ? t('widgets:scenario.startError', { message: model.startError ?? '' }) : t('widgets:scenario.verdictFail')}
        </p>
      ) : (
        <Board state={state} valuesOpen={kit.valuesOpen(state)} t={t} idBase={idBase} marks={marks} {...(asking ? { onActivate: onBoard } : {})} textOpen={!hydrated} />
      )}
      {/* The round line (round, phase, pile): under the board until the example runs, then in the dock,
          after what the step did, so that the stuck controls never cover it (issue 22). */}
      {state && Info && !hydrated ? <Info state={state} t={t} /> : null}
      {hydrated ? (
        <div class="sc-panel">
          {atEnd && verdict === 'fail' ? (
            <ul class="sc-failures">
              {(lang === 'en' ? [...data.check.failures, ...replayFailures(model)] : []).map((f, i) => (
                <li key={i}>{t('widgets:scenario.failure', { path: f.path, message: f.message, expected: f.expected ?? '', actual: f.actual ?? '' })}</li>
              ))}
              {data.check.passed && model.passed ? <li>{t('widgets:scenario.mismatch')}</li> : null}
            </ul>
          ) : null}
          {/* The dock: what the next step does, the question, its answers and what the reader is told, with
              the controls, stuck to the foot of the window while the example is on screen. The board stays
              where it is when the reader answers (issue 22: the focus on the feedback scrolled a phone's page
              358–762 px), and nothing to read or press sits behind the stuck controls. */}
          <div class={question && next ? 'sc-dock sc-dock-asking' : 'sc-dock'} data-dock="">
            <div class="sc-dock-text" ref={dockText}>
              <div class="sc-now" aria-live="polite">
                {pos === 0 ? <p class="sc-status">{t('widgets:scenario.atStart')}</p> : null}
                {/* the engine's English, for a maintainer on the English page only (issue 19: no English inside a localized page) */}
                {done?.error && lang === 'en' ? <p class="sc-error">{done.error}</p> : null}
                {note ? <p class="sc-note">{note}</p> : null}
                {doneSentences.length > 0 ? <SentenceList list={doneSentences} lang={lang} t={t} pages={pages} /> : null}
                {atEnd ? (
                  <p class={`sc-verdict sc-verdict-${verdict}`} data-verdict-text={verdict}>
                    {t(verdict === 'pass' ? 'widgets:scenario.verdictPass' : 'widgets:scenario.verdictFail')}
                  </p>
                ) : null}
              </div>
              {state && Info ? <Info state={state} t={t} /> : null}
              {next && state ? <p class="sc-status">{t('widgets:scenario.next', { what: kit.pendingText(next.before, t) })}</p> : null}
              {next && state && question ? (
                <QuestionBox
                  key={pos}
                  q={question}
                  answer={control.answer}
                  complete={!open}
                  onChoose={control.choose}
                  rules={data.rules}
                  reasonOf={(i) => { const e = excludedAt(i); return e ? reasonOf(e) : ''; }}
                  ruleOf={(i) => excludedAt(i)?.rule ?? ''}
                  t={t}
                  lang={lang}
                  pages={pages}
                />
              ) : null}
            </div>
            <Controls control={control} total={total} t={t} />
          </div>
          {/* After the dock, never behind it: what the game offered, and what the example shows. */}
          {next && state && next.explanation && !open ? (
            <div class="sc-next">
              <Offer explanation={next.explanation} label={(c) => kit.choiceLabel(c, next.before, t)} reasonOf={reasonOf} t={t} lang={lang} pages={pages} />
            </div>
          ) : null}
          {showExplanation ? (
            <p class="sc-explanation" data-explanation="">
              <strong>{t('widgets:scenario.explanation')}</strong> {data.explanation}
            </p>
          ) : null}
          <Links t={t} lang={lang} id={data.id} title={data.title} pagePath={data.pagePath} pos={pos} revealed={question !== undefined && !open} sandboxHref={sandboxHref} embed={embed} />
        </div>
      ) : null}
    </figure>
  );
}
