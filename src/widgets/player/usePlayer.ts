// The player's state: where the reader is, whether it plays by itself, and the answers given to
// each question. "Play all" stops at every question still open; Step on an open question shows
// its answer instead of moving on.

import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { isComplete, NO_ANSWER, pick, type AnswerState, type Question } from './question.ts';

const PLAY_DELAY_MS = 900;

export function usePlayer(total: number, questions: readonly (Question | undefined)[]) {
  const [pos, setPos] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [answers, setAnswers] = useState<Readonly<Record<number, AnswerState>>>({});
  const answerAt = (p: number): AnswerState => answers[p] ?? NO_ANSWER;
  const question = questions[pos];
  const open = question !== undefined && !isComplete(question, answerAt(pos));
  const setAnswer = (p: number, s: AnswerState) => setAnswers((a) => ({ ...a, [p]: s }));

  useEffect(() => {
    if (!playing) return;
    if (pos >= total || open) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setPos((p) => Math.min(p + 1, total)), PLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playing, pos, total, open]);

  return {
    pos,
    playing,
    /** the question before the next step, if any, and whether it still waits for an answer */
    question,
    open,
    answer: answerAt(pos),
    /** every question up to here is answered or shown */
    allAnswered: questions.every((q, i) => q === undefined || isComplete(q, answerAt(i))),
    step() {
      setPlaying(false);
      if (open) setAnswer(pos, { ...answerAt(pos), revealed: true });
      else if (pos < total) setPos(pos + 1);
    },
    back() {
      setPlaying(false);
      if (pos > 0) setPos(pos - 1);
    },
    reset() {
      setPlaying(false);
      setPos(0);
      setAnswers({});
    },
    togglePlay() {
      if (pos < total && !open) setPlaying(!playing);
    },
    choose(id: string) {
      if (question !== undefined) setAnswer(pos, pick(question, answerAt(pos), id));
    },
    /** Opens at a step (a shared link), with its question answered or not. */
    goTo(p: number, revealed: boolean) {
      setPos(p);
      setAnswers((a) => answersAtLink(questions, a, p, revealed));
    },
  };
}

export type PlayerControl = ReturnType<typeof usePlayer>;

/**
 * The answers a shared link opens with: a reader gets to step `p` only past each question before it
 * (Step shows an open one's answer), so those are shown; the one at `p` too if the link says so. A
 * teacher's review: a link to the last step left out "What this example shows".
 */
export function answersAtLink(
  questions: readonly (Question | undefined)[],
  answers: Readonly<Record<number, AnswerState>>,
  p: number,
  revealed: boolean,
): Readonly<Record<number, AnswerState>> {
  const out = { ...answers };
  questions.forEach((q, i) => {
    if (q !== undefined && (i < p || (i === p && revealed))) out[i] = { ...(answers[i] ?? NO_ANSWER), revealed: true };
  });
  return out;
}

/** True once the island runs in the browser. A layout effect: the verdict is on the element as soon
 *  as this island is hydrated, before other islands of the page take the main thread. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

/** True while the page is being printed: examples print their starting position. */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const on = () => setPrinting(true);
    const off = () => setPrinting(false);
    addEventListener('beforeprint', on);
    addEventListener('afterprint', off);
    return () => {
      removeEventListener('beforeprint', on);
      removeEventListener('afterprint', off);
    };
  }, []);
  return printing;
}

/**
 * A shared link (`?example=<id>&step=<n>[&reveal=1]#scenario-<id>`) opens this example at that step;
 * an embed page (`/<lang>/embed/<id>/?step=<n>`) needs no `example`.
 */
export function useDeepLink(id: string, embed: boolean, total: number, control: PlayerControl, root: { current: HTMLElement | null }): void {
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const example = q.get('example');
    if (example !== id && !(embed && example === null)) return;
    const raw = q.get('step');
    const step = raw === null ? 0 : Number(raw);
    if (!Number.isInteger(step) || step < 0) return;
    // A link made before the example was shortened still opens it, at its last step.
    control.goTo(Math.min(step, total), q.get('reveal') === '1');
    if (example === id) requestAnimationFrame(() => root.current?.scrollIntoView({ block: 'start' }));
  }, []);
}

/**
 * The example's dock (Player.tsx) on a phone: the picture's height goes to the CSS (`--sc-pic-h`), which
 * keeps the dock's text clear of a picture just under the header while no question is asked; and what
 * takes the focus outside the dock (a spot on the board, a link) comes out from under it when the dock
 * is stuck over it (WCAG 2.2, 2.4.11: the dock is taller than the window's fixed scroll padding).
 */
export function useDock(root: { current: HTMLElement | null }, hydrated: boolean): void {
  useEffect(() => {
    const el = root.current;
    const stage = el?.querySelector<HTMLElement>('.tb-stage');
    const dock = el?.querySelector<HTMLElement>('[data-dock]');
    if (!el || !dock) return;
    const sized = stage && typeof ResizeObserver === 'function' ? new ResizeObserver(() => el.style.setProperty('--sc-pic-h', `${stage.offsetHeight}px`)) : undefined;
    if (stage) sized?.observe(stage);
    const onFocus = (e: FocusEvent) => {
      const target = e.target as HTMLElement | null;
      if (!target || dock.contains(target)) return;
      requestAnimationFrame(() => {
        const r = target.getBoundingClientRect();
        const d = dock.getBoundingClientRect();
        if (d.bottom >= innerHeight - 1 && r.bottom > d.top) window.scrollBy(0, r.bottom - d.top + 8);
      });
    };
    el.addEventListener('focusin', onFocus);
    return () => {
      sized?.disconnect();
      el.removeEventListener('focusin', onFocus);
    };
  }, [hydrated]);
}

/**
 * On a phone, while the board answers a question, the dock gives way to the answer pieces (issue 22: on a
 * 390 × 844 phone the second row of a Colt Super Express train sat under the stuck dock, its bandits not
 * tappable until the reader scrolled). The dock's text (`--sc-dock-room`, widgets.css) is kept short
 * enough for the dock's top to stay under the lowest answer piece on screen, never shorter than the
 * question and the first row of its answers in the list, which it then shows. Measured as the page
 * scrolls (once a frame); the room stays as it is once the question is answered (the board and the
 * feedback stay in view together), and the dock takes its own size again at the next step.
 */
export function useDockRoom(root: { current: HTMLElement | null }, hydrated: boolean, pos: number, asking: boolean): void {
  useEffect(() => {
    root.current?.style.removeProperty('--sc-dock-room');
  }, [pos]);
  useEffect(() => {
    const el = root.current;
    const text = el?.querySelector<HTMLElement>('.sc-dock-text');
    if (!hydrated || !asking || !text) return;
    let frame = 0;
    const fit = () => {
      frame = 0;
      // the answer pieces of the picture on screen (the other orientation's are not displayed)
      const spots = [...el!.querySelectorAll('.tb-hot')].filter((s) => (s as HTMLElement).offsetParent !== null);
      // a phone (widgets.css: max-width 50rem)
      if (innerWidth > 800 || spots.length === 0) return;
      const lowest = Math.max(...spots.map((s) => s.getBoundingClientRect().bottom));
      // the controls, the gaps and the dock's padding and border
      const chrome = text.parentElement!.offsetHeight - text.offsetHeight;
      // at least the question and the first row of its answers in the list
      const question = text.querySelector('.sc-question');
      const q = question?.getBoundingClientRect();
      const least = Math.max(76, q ? (text.querySelector('.sc-answer') ?? question)!.getBoundingClientRect().bottom - q.top + 10 : 0);
      const room = `${Math.max(least, Math.floor(innerHeight - lowest - 6 - chrome))}px`;
      if (el!.style.getPropertyValue('--sc-dock-room') === room) return;
      el!.style.setProperty('--sc-dock-room', room);
      // a shorter text still shows the question and the first answers (what the step did is above, a scroll away)
      const box = text.getBoundingClientRect();
      const top = question?.getBoundingClientRect().top ?? box.top;
      if (top < box.top || top > box.bottom - 40) text.scrollTop += top - box.top - 3;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(fit);
    };
    schedule();
    addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', schedule);
    };
  }, [hydrated, pos, asking]);
}
