import { expect, test, type Locator, type Page } from '@playwright/test';
import { builtHtml, builtPages, topInset } from './helpers.ts';

// Issue 22, "Answering keeps the board in view": on a 390 × 844 phone, answering a question by tapping a
// bandit on the board moved the focus to the feedback and scrolled the page 358–762 px, and the answers
// sat behind the stuck controls. On every question example of every page, in Italian and Swedish, the
// reader scrolls until the board is just under the header, answers on the board and from the list, and
// then Steps: the page does not move, at least 60 % of the board and the feedback are on screen together,
// the feedback has the focus, and what the reader taps or reads is covered by nothing (the round line
// too: it rides in the dock, after what the step did). Taps go to the
// control's place on screen (page.touchscreen at its measured box): a locator's click would first scroll
// a stuck control's place in the flow into view, and measure nothing real. One page load per page.

const LANGS = ['it', 'sv'] as const;

/** The examples of a built page that ask a question, with the step of their first question. */
function questionsOn(path: string): { id: string; at: number; board: boolean; game: string }[] {
  const html = builtHtml(path);
  const out: { id: string; at: number; board: boolean; game: string }[] = [];
  for (const m of html.matchAll(/<script[^>]*id="sc-data-[a-z]{2}-([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[2]!) as { game: string; questions: ({ answers?: unknown; possible?: unknown } | null)[] };
    const at = data.questions.findIndex((q) => q !== null);
    // a question with neither answers nor yes/no is answered on the board too (question.ts `choice`)
    if (at >= 0) out.push({ id: m[1]!, at, board: data.questions[at]!.answers === undefined && data.questions[at]!.possible === undefined, game: data.game });
  }
  return out;
}

type Seen = { scrollY: number; board: number; feedback: string; focused: boolean; step: string; result: string; round: string };

/** What the reader sees now: the share of the board on screen and clear of the dock, and what is covered. */
function look(widget: Locator, inset: number): Promise<Seen> {
  return widget.evaluate(async (root, inset) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const clear = (el: Element | null): string => {
      if (el === null) return 'missing';
      const r = el.getBoundingClientRect();
      const points: [string, number, number][] = [
        ['top left', r.left + 4, r.top + 3],
        ['bottom right', r.right - 4, r.bottom - 3],
        ['centre', (r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ];
      for (const [corner, x, y] of points) {
        if (y < inset || y > innerHeight || x < 0 || x > innerWidth) return `${corner} off screen (${Math.round(x)}, ${Math.round(y)})`;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) return `${corner} covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
      }
      return '';
    };
    /**
     * What the step did: its first line on screen; its last one (the verdict at the end) too, or, when it
     * runs longer than the dock's text on a phone, once the reader scrolls that text (not the page).
     */
    function result(): string {
      // a line: a paragraph, or one sentence of a list
      const line = (el: Element | null | undefined): Element | null => (el && el.matches('ul, ol') ? el.lastElementChild : (el ?? null));
      const first = line(now?.firstElementChild?.matches('ul, ol') ? now.firstElementChild.firstElementChild : now?.firstElementChild);
      const last = line(now?.lastElementChild);
      if (first === null || last === null) return '';
      const top = clear(first);
      if (top !== '') return `first line: ${top}`;
      const text = root.querySelector<HTMLElement>('.sc-dock-text')!;
      const below = last.getBoundingClientRect().bottom - text.getBoundingClientRect().bottom;
      if (below > 0) text.scrollTop += below + 4;
      const end = clear(last);
      return end === '' ? '' : `last line: ${end}`;
    }
    /**
     * The round line (round, phase, pile; it sat under the board, in the page, behind the dock until the
     * reader scrolled): on screen, in the dock, once the reader scrolls the dock's text to it where it is
     * longer than the room on a phone; the dock's text is then left where it was.
     */
    function round(): string {
      const line = root.querySelector('.sb-round');
      if (line === null) return 'missing';
      if (!root.querySelector('[data-dock]')!.contains(line)) return 'not in the dock';
      const text = root.querySelector<HTMLElement>('.sc-dock-text')!;
      const was = text.scrollTop;
      const [r, box] = [line.getBoundingClientRect(), text.getBoundingClientRect()];
      if (r.bottom > box.bottom) text.scrollTop += r.bottom - box.bottom + 4;
      else if (r.top < box.top) text.scrollTop -= box.top - r.top + 4;
      const seen = clear(line);
      text.scrollTop = was;
      return seen;
    }
    const pic = [...root.querySelectorAll('.tb-pic')].find((p) => getComputedStyle(p).display !== 'none')!.getBoundingClientRect();
    const dock = root.querySelector('[data-dock]')!.getBoundingClientRect();
    const board = Math.max(0, Math.min(pic.bottom, dock.top, innerHeight) - Math.max(pic.top, inset)) / pic.height;
    const feedback = root.querySelector('.sc-question-box .sc-feedback');
    const now = root.querySelector('.sc-now');
    return {
      scrollY,
      board,
      feedback: clear(feedback),
      focused: feedback !== null && document.activeElement === feedback,
      step: clear(root.querySelector('[data-action="step"]')),
      result: result(),
      round: round(),
    };
  }, inset);
}

/** Taps the middle of an element where it is on screen, after checking that nothing covers it there. */
async function tap(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hit = await target.evaluate((el, [x, y]) => {
    const h = document.elementFromPoint(x!, y!);
    return h !== null && el.contains(h) ? '' : `covered by ${h?.tagName.toLowerCase()}.${h?.className}`;
  }, [x, y]);
  expect(hit, `${what}: where the reader taps`).toBe('');
  await page.touchscreen.tap(x, y);
}

/** Answers with a tap and checks what the reader sees. */
async function answer(page: Page, widget: Locator, target: Locator, inset: number, what: string): Promise<void> {
  const before = await page.evaluate(() => scrollY);
  const picked = widget.locator('[data-answer-state]:not([data-answer-state="open"])');
  const count = await picked.count();
  await tap(page, target, what);
  await expect.poll(() => picked.count(), `${what}: graded`).toBeGreaterThan(count);
  const seen = await look(widget, inset);
  expect(Math.abs(seen.scrollY - before), `${what}: the page moved`).toBeLessThanOrEqual(1);
  expect(seen.board, `${what}: share of the board on screen`).toBeGreaterThanOrEqual(0.6);
  expect(seen.feedback, `${what}: the feedback`).toBe('');
  expect(seen.focused, `${what}: the focus is on the feedback`).toBe(true);
  expect(seen.step, `${what}: Step`).toBe('');
  expect(seen.round, `${what}: the round line`).toBe('');
}

/** From the example's start to its first question, then the board just under the header (as a reader scrolls). */
async function toQuestion(widget: Locator, at: number, inset: number): Promise<void> {
  await widget.evaluate(async (root, at) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    (root.querySelector('[data-action="reset"]') as HTMLElement).click();
    await frame();
    for (let i = 0; i < at; i++) {
      (root.querySelector('[data-action="step"]') as HTMLElement).click();
      await frame();
    }
  }, at);
  await expect(widget.locator('[data-question]')).toBeVisible();
  await widget.locator('[data-board]').evaluate((board, inset) => window.scrollBy(0, board.getBoundingClientRect().top - inset - 8), inset);
}

const pages = (lang: string) => builtPages().filter((p) => p.startsWith(`/${lang}/`) && questionsOn(p).length > 0);
const onTheTrain = (path: string) => questionsOn(path).filter((q) => q.board && q.game === 'colt-super-express');

test('the Italian and Swedish pages have question examples to answer, on the board and from the list', () => {
  for (const lang of LANGS) {
    const all = pages(lang).flatMap(questionsOn);
    expect(all.length, lang).toBeGreaterThanOrEqual(15);
    expect(all.filter((q) => q.board).length, lang).toBeGreaterThanOrEqual(4);
    // the Colt Super Express ones answered on its two-row train (content/scenarios/super-express/cards)
    expect(all.filter((q) => q.board && q.game === 'colt-super-express').length, lang).toBeGreaterThanOrEqual(2);
  }
});

/** Whether every answer piece on the board and the question are clear of the dock where they are on screen. */
function piecesClear(widget: Locator, inset: number): Promise<string[]> {
  return widget.evaluate(async (root, inset) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const spots = [...root.querySelectorAll<HTMLElement>('.tb-hot[data-mark="option"]')].filter((s) => s.offsetParent !== null);
    const question = root.querySelector<HTMLElement>('[data-question]');
    const out: string[] = spots.length === 0 ? ['no answer piece on the board'] : [];
    for (const el of question ? [...spots, question] : spots) {
      const r = el.getBoundingClientRect();
      const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
      const what = el.getAttribute('aria-label') ?? 'the question';
      if (y < inset || y > innerHeight) out.push(`${what}: off screen at ${Math.round(y)}`);
      else {
        const hit = document.elementFromPoint(x, y);
        if (hit === null || !el.contains(hit)) out.push(`${what}: covered at ${Math.round(y)} by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
      }
    }
    return out;
  }, inset);
}

test.describe('390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of LANGS) {
    for (const path of pages(lang)) {
      test(`${path}: answering keeps the board and the feedback on screen, nothing covered`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        const inset = await topInset(page);
        for (const q of questionsOn(path)) {
          const widget = page.locator(`[data-widget="scenario"][data-scenario="${q.id}"]`);
          await widget.scrollIntoViewIfNeeded();
          await expect(widget, q.id).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
          await toQuestion(widget, q.at, inset);
          if (q.board) {
            // On the board: the first possible answer the reader sees clear of the dock (a reader scrolls
            // a little when the one they want is under it).
            const spot = widget.locator('.tb-pic:visible .tb-hot[data-mark="option"]').first();
            await spot.evaluate((el) => {
              const dock = el.closest('[data-widget]')!.querySelector('[data-dock]')!.getBoundingClientRect();
              const r = el.getBoundingClientRect();
              if (r.bottom > dock.top - 4) window.scrollBy(0, r.bottom - dock.top + 8);
            });
            await answer(page, widget, spot, inset, `${q.id}, on the board`);
          }
          // From the list: an answer still open, or, when the board's answer completed the question, the
          // first answer after starting over.
          let open = widget.locator('.sc-answer[data-answer-state="open"]:not([aria-disabled="true"])');
          if ((await open.count()) === 0) await toQuestion(widget, q.at, inset);
          open = widget.locator('.sc-answer[data-answer-state="open"]:not([aria-disabled="true"])');
          // On a phone the dock's text scrolls inside the dock, and after a wrong answer on the board it
          // shows the feedback at its foot: the reader scrolls that text (not the page) to the answer.
          await open.first().evaluate((el) => {
            const text = el.closest<HTMLElement>('.sc-dock-text');
            if (text === null) return;
            const [r, box] = [el.getBoundingClientRect(), text.getBoundingClientRect()];
            if (r.top < box.top) text.scrollTop -= box.top - r.top + 4;
            else if (r.bottom > box.bottom) text.scrollTop += r.bottom - box.bottom + 4;
          });
          await answer(page, widget, open.first(), inset, `${q.id}, from the list`);
          // Step (it shows the answer if it is still open, then goes on): the result line is not under the controls.
          const step = widget.locator('[data-action="step"]');
          const before = await page.evaluate(() => scrollY);
          await tap(page, step, `${q.id}: Step`);
          if ((await widget.getAttribute('data-step')) === String(q.at)) await tap(page, step, `${q.id}: Step after the answer is shown`);
          await expect(widget).toHaveAttribute('data-step', String(q.at + 1));
          const seen = await look(widget, inset);
          expect(Math.abs(seen.scrollY - before), `${q.id}: Step moved the page`).toBeLessThanOrEqual(1);
          expect(seen.result, `${q.id}: the line saying what the step did`).toBe('');
          expect(seen.round, `${q.id}: the round line after Step`).toBe('');
        }
      });
    }
  }

  // Issue 22, "Nothing a reader must read or press is covered by the stuck controls": on a phone a Colt
  // Super Express train wraps onto two rows, and while its question was open the second row sat under the
  // stuck dock (its bandits could not be tapped until the reader scrolled the board up under the header).
  // Wherever the reader holds the board, from just under the header to where its lowest answer piece is
  // three quarters down the window, every answer piece and the question are clear at their place on
  // screen; the reader then taps the lowest piece there: nothing moves, and the board (60 %) and the
  // feedback are on screen together.
  for (const lang of LANGS) {
    for (const path of pages(lang).filter((p) => onTheTrain(p).length > 0)) {
      test(`${path}: every answer piece on the Colt Super Express train is clear of the dock, wherever the board is`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        const inset = await topInset(page);
        for (const q of onTheTrain(path)) {
          const widget = page.locator(`[data-widget="scenario"][data-scenario="${q.id}"]`);
          await widget.scrollIntoViewIfNeeded();
          await expect(widget, q.id).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
          await toQuestion(widget, q.at, inset);
          expect(await piecesClear(widget, inset), `${q.id}: the board just under the header`).toEqual([]);
          const spots = widget.locator('.tb-pic:visible .tb-hot[data-mark="option"]');
          // the lowest answer piece: on a phone, in the train's second row
          const lowest = await spots.evaluateAll((els) => els.reduce((low, el, i) => (el.getBoundingClientRect().bottom > els[low]!.getBoundingClientRect().bottom ? i : low), 0));
          for (const share of [0.6, 0.75]) {
            const at = await spots.nth(lowest).evaluate((el, share) => {
              window.scrollBy(0, el.getBoundingClientRect().bottom - innerHeight * share);
              return new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(el.getBoundingClientRect().bottom / innerHeight))));
            }, share);
            expect(Math.abs(at - share), `${q.id}: the page scrolls to hold the board there`).toBeLessThan(0.01);
            expect(await piecesClear(widget, inset), `${q.id}: the lowest answer piece at ${share * 100} % of the window`).toEqual([]);
          }
          await answer(page, widget, spots.nth(lowest), inset, `${q.id}, on the lowest piece of the board`);
        }
      });
    }
  }
});
