// The learn page's game (issue 23, "The page"), loaded when the reader starts or resumes one: the
// board from the reader's seat (the view: nothing hidden is shown), the reader's cards, the offered
// choices as buttons with "why not the others?", the guide's prompts, a note for each rule met the
// first time, what the other bandits did (announced politely to screen readers, each play with the
// computer's one-sentence reason), take back, the sandbox link, the final score line by line and,
// after the game, every card open. Every rule decision is the engine's, through the controller
// (session.ts); the computer thinks in a worker (ask-computer.ts), so the page never waits on it.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Lang, Strings } from '../i18n/setup.ts';
import type { RulePages } from '../widgets/rule-pages.ts';
import type { Translate } from '../widgets/i18n.ts';
import { dynKey, type I18nKey } from '../i18n/keys.ts';
import { ExcludedList, RuleLink } from '../widgets/RuleLink.tsx';
import type { Computer } from './ask-computer.ts';
import type { LearnClient } from './client.ts';
import type { LearnSetup, Said } from './rules.ts';
import {
  READER,
  advance,
  canTakeBack,
  choose,
  computerAsk,
  computerMove,
  derive,
  finalLines,
  guideKeys,
  mergeMet,
  newSession,
  offered,
  parseSession,
  readerView,
  sandboxSearch,
  serialise,
  skipGuide,
  takeBack,
  turnOf,
  type Derived,
  type LearnError,
  type Step,
} from './session.ts';
import { SAVE_KEY, write } from './storage.ts';
import { ShownBoard } from './drawn-pictures.tsx';

type Props = {
  client: LearnClient;
  /** a new game, or a saved one (its text) */
  start: { readonly setup: LearnSetup } | { readonly saved: string };
  t: Translate;
  lang: Lang;
  strings: Strings;
  rulePages: RulePages;
  notes: { readonly [rule: string]: string };
  sandbox: string;
  /** rules met in earlier games */
  metBefore: readonly string[];
  onMet: (met: readonly string[]) => void;
  onState: (state: 'playing' | 'over') => void;
  /** back to the setup form, with the problem to tell when the saved game could not be resumed */
  onQuit: (problem?: LearnError) => void;
};

type Offered = ReturnType<typeof offered>;
/** What a position's drawing needs, made once per position (see viewOf in Play). */
type Parts = { view?: unknown; ex?: Offered; marks?: unknown };

/** A reason worth saying: "there is only one choice here" adds nothing to the narration. */
const worthSaying = (said: Said | undefined): said is Said => said !== undefined && !said.key.endsWith('.only-choice');

/** A run of the computer's plays waits this long before it is shown, so it can be followed. */
const PAUSE_MS = 250;
/** A long run of the computer's plays is shown at least this often. */
const SHOW_MS = 1500;

/** Bandit ids in the parameters named by the page (`who` may list several, comma-separated). */
export function named(t: Translate, client: LearnClient, params: Said['params']): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    out[k] = (k === 'who' || k === 'bandit' || k === 'target') && typeof v === 'string' && v !== '' ? v.split(',').map((id) => client.banditName(t, id)).join(', ') : v;
  }
  return out;
}

export default function Play({ client, start, t, lang, strings, rulePages, notes, sandbox, metBefore, onMet, onState, onQuit }: Props) {
  const { rules, kit } = client;
  const [d, setD] = useState<Derived | undefined>(undefined);
  const [notesFrom, setNotesFrom] = useState(0);
  const [said, setSaid] = useState('');
  const [showAll, setShowAll] = useState(false);
  const computer = useRef<Computer | undefined>(undefined);
  const current = useRef<Derived | undefined>(undefined);
  /** the computer's run under way (its number: a newer run, a take back or leaving stops it) */
  const runId = useRef(0);
  /** the newest position, the computer's run's included (take back and the sandbox link start from it) */
  const latest = useRef<Derived | undefined>(undefined);
  /** the reader has chosen and the computer's run after it is being played: the seat to wait for */
  const [busy, setBusy] = useState<number | undefined>(undefined);
  /**
   * The position the board shows: it follows the rest of the page a task later (the game's first
   * drawing and every move after it), so that a drawing is two tasks, each under 50 ms at 4× CPU.
   */
  const [boardAt, setBoardAt] = useState<Derived | undefined>(undefined);
  /** (the same, for handlers made in an earlier render: the board's is kept while the computer plays) */
  const busyNow = useRef(false);
  const met0 = useMemo(() => new Set(metBefore), []);
  const focusChoices = useRef<HTMLHeadingElement>(null);
  const playRoot = useRef<HTMLDivElement>(null);
  const sentMet = useRef(-1);
  /** the sandbox link's address, made when the reader is to choose (a click makes it afresh) */
  const link = useRef<{ d?: Derived; href: string }>({ href: sandbox });
  /** what a position's drawing needs, made once (viewOf, exOf, marksOf) */
  const made = useRef(new WeakMap<Derived, Parts>());
  /** each step narrated once (a step of the session never changes) */
  const narrated = useRef(new WeakMap<Step, string[]>());

  // Start: a new session, or a saved one read and replayed (a broken save goes back to the setup, told).
  useEffect(() => {
    const r = 'setup' in start ? derive(rules, newSession(start.setup)) : (() => {
      const p = parseSession(start.saved);
      return p.ok ? derive(rules, p.value) : p;
    })();
    if (!r.ok) {
      write(SAVE_KEY, null);
      onQuit(r.error);
      return;
    }
    computer.current = client.startComputer();
    // the first drawing's parts are made first, a task for each (its first run also compiles the game's code)
    const id = runId.current;
    void (async () => {
      for (const make of [() => viewOf(r.value), () => exOf(r.value), () => marksOf(r.value), () => setD(r.value), () => setBoardAt(r.value)]) {
        await new Promise((done) => setTimeout(done));
        if (runId.current !== id) return;
        make();
      }
    })();
    return () => {
      runId.current++;
      computer.current?.stop();
    };
  }, []);

  /**
   * The computer's turn: its seat's view and log go to the worker, and its answer is played in the
   * controller. A run of computer moves is drawn once, when the reader is to choose again or the game
   * ends (or every SHOW_MS of a long run), after a pause so it can be followed: drawing the page for
   * every move (and for the reader's choice before it) was most of the main thread's work in a game.
   * `texts`: what the announcement says first (the reader's choice that started the run).
   */
  async function run(from: Derived, texts: string[]): Promise<void> {
    const id = ++runId.current;
    const began = Date.now();
    let now = from;
    latest.current = now;
    while (turnOf(now) === 'computer' && (now === from || Date.now() - began < SHOW_MS)) {
      const ask = computerAsk(now);
      if (ask === undefined || computer.current === undefined) break;
      const answer = await computer.current.ask(ask);
      if (runId.current !== id) return;
      const choice = answer?.choice ?? rules.explain(now.state).legal[0];
      const r = advance(now, computerMove(now, choice, answer?.explanation));
      if (!r.ok) break;
      now = r.value;
      latest.current = now;
      texts.push(stepText(now.steps[now.steps.length - 1]!));
    }
    if (now === current.current) return;
    // what the drawing needs is made now, a task for each, so the drawing's own task is short
    for (const make of [() => viewOf(now), () => exOf(now), () => marksOf(now), () => turnOf(now) === 'computer' || hrefOf(now)]) {
      await new Promise((done) => setTimeout(done));
      if (runId.current !== id) return;
      make();
    }
    await new Promise((done) => setTimeout(done, Math.max(0, PAUSE_MS - (Date.now() - began))));
    if (runId.current !== id) return;
    busyNow.current = false;
    setBusy(undefined);
    if (texts.length > 0) setSaid(texts.join(' '));
    setD(now);
  }

  const turn = d === undefined ? undefined : turnOf(d);
  useEffect(() => {
    current.current = d;
    latest.current = d;
    if (d === undefined) return;
    onState(turn === 'over' ? 'over' : 'playing');
    if (d.met.length !== sentMet.current) {
      sentMet.current = d.met.length;
      onMet(mergeMet(metBefore, d.met, rules.ruleIds));
    }
    write(SAVE_KEY, turn === 'over' ? null : serialise(d.session));
    if (turn === 'reader') {
      focusChoices.current?.focus({ preventScroll: true });
      keepInView();
    }
    if (turn === 'computer') void run(d, []);
  }, [d]);
  useEffect(() => {
    if (d === undefined || boardAt === undefined || boardAt === d) return;
    const timer = setTimeout(() => setBoardAt(d));
    return () => clearTimeout(timer);
  }, [d]);
  // The board drawn a task later may push the choices down, or the browser's scroll anchoring may
  // push the board up under the header: checked again in the next frame (its layout, not this task's).
  useEffect(() => {
    if (boardAt === undefined || turnOf(boardAt) !== 'reader') return;
    const frame = requestAnimationFrame(keepInView);
    return () => cancelAnimationFrame(frame);
  }, [boardAt]);

  /**
   * On a small screen the board, the cards and the choices are shown together: the game's top goes
   * under the header when the first choice is out of sight or the board is partly under the header.
   */
  function keepInView(): void {
    const root = playRoot.current;
    const choice = root?.querySelector('[data-choice]')?.getBoundingClientRect();
    const board = root?.querySelector('.ln-board')?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const choiceOut = choice !== undefined && (choice.bottom > window.innerHeight || choice.top < header);
    if (choiceOut || (board !== undefined && board.height > 0 && board.top < header)) root?.scrollIntoView({ block: 'start' });
  }

  // Made once per position (a render for anything else reuses them: the board is not drawn again),
  // and for the position a computer's run ends in, each in a task of its own before it is drawn.
  const partOf = (at: Derived): Parts => {
    let p = made.current.get(at);
    if (p === undefined) made.current.set(at, (p = {}));
    return p;
  };
  const viewOf = (at: Derived): unknown => {
    const p = partOf(at);
    return 'view' in p ? p.view : (p.view = readerView(at));
  };
  const exOf = (at: Derived): Offered => (partOf(at).ex ??= offered(at));
  const marksOf = (at: Derived): unknown =>
    (partOf(at).marks ??= turnOf(at) === 'reader' ? kit.marksFor(exOf(at) as never, viewOf(at), t, (e: unknown) => kit.exclusionReason(e as never, viewOf(at), t)) : {});
  const view = d === undefined ? undefined : viewOf(d);
  const ex = d === undefined ? { legal: [], excluded: [] } : exOf(d);
  const [whyOpen, setWhyOpen] = useState(false);
  if (d === undefined) return <p class="ln-loading">{t('learn:setup.loading')}</p>;

  const viewAfter = (step: Step) => rules.view(step.after, READER);
  const sentences = (step: Step): string[] => {
    let said = narrated.current.get(step);
    if (said === undefined) {
      const after = viewAfter(step);
      said = kit.narrate(step.readerLog, strings, after, t, kit.valuesOpen(after)).map((s: { text: string }) => s.text);
      narrated.current.set(step, said);
    }
    return said;
  };
  function stepText(step: Step): string {
    const why = worthSaying(step.said) ? t(step.said.key as I18nKey, named(t, client, step.said.params)) : '';
    return [...sentences(step), why].filter((x) => x !== '').join(' ');
  }

  const reasonOf = (e: unknown) => kit.exclusionReason(e as never, view, t);
  const play = (choice: unknown) => {
    if (turnOf(d) !== 'reader' || busyNow.current || current.current !== d) return;
    const next = choose(d, choice);
    const r = advance(d, next.moves[next.moves.length - 1]!);
    if (!r.ok) return;
    const after: Derived = { ...r.value, session: next };
    const text = stepText(after.steps[after.steps.length - 1]!);
    busyNow.current = true;
    // drawn in a task of its own, after the click's
    setTimeout(() => {
      if (current.current !== d) return;
      setNotesFrom(d.met.length);
      if (turnOf(after) === 'computer') {
        // the board stays as it is until the computer's run is played (one drawing for both)
        setBusy(rules.pendingSeat(after.state) ?? READER);
        void run(after, [text]);
      } else {
        busyNow.current = false;
        setSaid(text);
        setD(after);
      }
    });
  };
  const onBoard = (key: string) => {
    const here = ex.legal.filter((c) => kit.choiceKey(c, view) === key);
    if (here.length === 1) play(here[0]);
  };
  const back = () => {
    runId.current++;
    const s = takeBack((latest.current ?? d).session);
    const r = derive(rules, s);
    if (!r.ok) return;
    busyNow.current = false;
    setBusy(undefined);
    setNotesFrom(r.value.met.length);
    setSaid(t('learn:play.tookBack'));
    setD(r.value);
  };
  const skip = () => setD({ ...d, session: skipGuide(d.session) });

  // (a hook after the loading return: the last one, so the hooks before it keep their order)
  const board = useMemo(() => {
    if (boardAt === undefined) return null;
    const over = turnOf(boardAt) === 'over';
    const seen = viewOf(boardAt);
    return (
      <ShownBoard
        Board={kit.Board}
        state={over ? boardAt.state : seen}
        valuesOpen={over || kit.valuesOpen(seen)}
        t={t}
        idBase="learn-board"
        marks={marksOf(boardAt) as never}
        onActivate={onBoard}
        textOpen={false}
      />
    );
  }, [boardAt]);
  const guide = guideKeys(d);
  const fresh = d.met.slice(notesFrom).filter((id) => !met0.has(id));
  // What happened since the reader's last choice (the reader's own choice first).
  let from = d.steps.length;
  while (from > 0 && d.steps[from - 1]!.seat !== READER) from--;
  const recent = d.steps.slice(Math.max(0, from - 1));
  const over = turn === 'over' ? finalLines(d) : undefined;
  const Info = kit.Info;
  const Cards = client.Cards;
  const pendingSeat = busy ?? rules.pendingSeat(d.state);
  /** what the page says of the turn: the computer's from the reader's choice on */
  const shownTurn = busy !== undefined ? 'computer' : turn;
  const newest = latest.current ?? d;

  const hrefOf = (at: Derived): string => {
    if (link.current.d !== at) link.current = { d: at, href: `${sandbox}${sandboxSearch(at)}` };
    return link.current.href;
  };
  // (not during the computer's turn: its run is drawn once it ends)
  const linkHref = shownTurn === 'computer' ? link.current.href : hrefOf(d);

  if (showAll) return <Everything d={d} client={client} t={t} strings={strings} onClose={() => setShowAll(false)} />;

  return (
    <div class="ln-play" ref={playRoot} data-learn-busy={busy !== undefined ? '' : undefined}>
      <div class="ln-live" aria-live="polite" role="status">
        {said}
      </div>
      <p class="ln-status" data-learn-turn={shownTurn}>
        {shownTurn === 'reader'
          ? t('learn:play.yourTurn', { what: kit.pendingText(d.state, t) })
          : shownTurn === 'computer'
            ? t('learn:play.waiting', { who: (rules.banditsOf(d.state)[pendingSeat ?? 0] ?? []).map((b: string) => client.banditName(t, b)).join(' / ') })
            : t('learn:play.over')}
      </p>
      <div class="ln-board" data-learn-drawn={boardAt === d ? '' : undefined}>
        {board}
      </div>
      {Info ? <Info state={view} t={t} /> : null}
      <Cards state={view} seat={READER} t={t} label="learn:play.hand" />
      {shownTurn === 'reader' ? (
        <section class="ln-decide" aria-labelledby="ln-choices-title">
          <h2 id="ln-choices-title" class="ln-h" tabIndex={-1} ref={focusChoices}>
            {t('learn:play.choices')}
          </h2>
          <ul class="ln-choices">
            {ex.legal.map((c, i) => (
              <li key={i}>
                <button type="button" class="widget-button" data-choice={JSON.stringify(c)} onClick={() => play(c)}>
                  {kit.choiceLabel(c, view, t)}
                </button>
              </li>
            ))}
          </ul>
          {guide.length > 0 ? (
            <div class="ln-guide" data-learn-guide="">
              {guide.map((k) => (
                <p key={k}>{t(dynKey(`learn:${k}`))}</p>
              ))}
              <button type="button" class="widget-button ln-small" data-learn-skip-guide="" onClick={skip}>
                {t('learn:guide.skip')}
              </button>
            </div>
          ) : null}
          <details class="ln-whynot" open={whyOpen} onToggle={(e) => setWhyOpen(e.currentTarget.open)}>
            <summary>{t('learn:play.whyNot')}</summary>
            {!whyOpen ? null : ex.excluded.length === 0 ? (
              <p>{t('learn:play.noneExcluded')}</p>
            ) : (
              <ExcludedList excluded={ex.excluded as { rule: string; choice: unknown }[]} label={(e) => kit.choiceLabel(e.choice, view, t)} reasonOf={reasonOf} lang={lang} t={t} pages={rulePages} />
            )}
          </details>
        </section>
      ) : null}
      {fresh.length > 0 ? (
        <section class="ln-notes" aria-label={t('learn:notes.title')}>
          <h2 class="ln-h">{t('learn:notes.title')}</h2>
          <ul>
            {fresh.map((id) => (
              <li key={id} data-learn-note={id}>
                <RuleLink lang={lang} rule={id} t={t} pages={rulePages} />
                {notes[id] ? <span class="ln-note-text"> {notes[id]}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section class="ln-recent" aria-label={t('learn:play.happened')}>
          <h2 class="ln-h">{t('learn:play.happened')}</h2>
          <ul>
            {recent.map((s, i) => (
              <li key={i} data-learn-seat={s.seat}>
                {sentences(s).join(' ')}
                {worthSaying(s.said) ? <em class="ln-why"> {t(s.said.key as I18nKey, named(t, client, s.said.params))}</em> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {over ? (
        <section class="ln-score" data-learn-score="" aria-labelledby="ln-score-title">
          <h2 id="ln-score-title" class="ln-h">
            {t('learn:score.title')}
          </h2>
          <p class="ln-result">{t(over.readerWon ? 'learn:score.youWon' : 'learn:score.youLost')}</p>
          <ol>
            {over.lines.map((l, i) => (
              <li key={i}>
                {t(dynKey(`learn:${l.key}`), named(t, client, l.params))} {l.rule ? <RuleLink lang={lang} rule={l.rule} t={t} pages={rulePages} /> : null}
              </li>
            ))}
          </ol>
          <button type="button" class="widget-button" data-learn-show-all="" onClick={() => setShowAll(true)}>
            {t('learn:everything.show')}
          </button>
        </section>
      ) : null}
      <div class="ln-controls">
        <button type="button" class="widget-button" data-learn-take-back="" disabled={!canTakeBack(newest.session) || turn === 'over'} onClick={back}>
          {t('learn:play.takeBack')}
        </button>
        <a class="ln-sandbox" href={linkHref} data-learn-sandbox="" onClick={(e) => (e.currentTarget.href = hrefOf(latest.current ?? d))}>
          {t('learn:play.sandbox')}
        </a>
        <button type="button" class="widget-button" data-learn-new="" onClick={() => onQuit()}>
          {t('learn:play.newGame')}
        </button>
      </div>
      <p class="ln-small-print">{t(turn === 'over' ? 'learn:play.sandboxNote' : 'learn:play.savedNote')}</p>
    </div>
  );
}

/** "Show everything": the game replayed with every card open (the referee's states), step by step. */
function Everything({ d, client, t, strings, onClose }: { d: Derived; client: LearnClient; t: Translate; strings: Strings; onClose: () => void }) {
  const [k, setK] = useState(0);
  const total = d.steps.length;
  const step = k === 0 ? undefined : d.steps[k - 1];
  const state = step === undefined ? d.start : step.after;
  const { kit } = client;
  const Board = kit.Board;
  const Info = kit.Info;
  const Cards = client.Cards;
  const text = step === undefined ? t('learn:everything.start') : kit.narrate(step.log, strings, state, t, true).map((s: { text: string }) => s.text).join(' ');
  const seats = client.rules.banditsOf(state);
  return (
    <section class="ln-everything" data-learn-everything="" aria-label={t('learn:everything.title')}>
      <h2 class="ln-h">{t('learn:everything.title')}</h2>
      <p class="ln-status" aria-live="polite">
        {t('learn:everything.step', { n: k, total })} {text}
      </p>
      <div class="ln-controls">
        <button type="button" class="widget-button" disabled={k === 0} onClick={() => setK(k - 1)}>
          {t('learn:everything.prev')}
        </button>
        <button type="button" class="widget-button" disabled={k === total} onClick={() => setK(k + 1)}>
          {t('learn:everything.next')}
        </button>
        <button type="button" class="widget-button" onClick={() => setK(total)}>
          {t('learn:everything.end')}
        </button>
        <button type="button" class="widget-button" data-learn-hide-all="" onClick={onClose}>
          {t('learn:everything.back')}
        </button>
      </div>
      <ShownBoard Board={Board} state={state} valuesOpen t={t} idBase="learn-all" textOpen={false} />
      {Info ? <Info state={state} t={t} /> : null}
      {seats.map((_, seat) => (
        <Cards key={seat} state={state} seat={seat} t={t} label="learn:everything.hand" />
      ))}
    </section>
  );
}
