import type { Locator, Page } from '@playwright/test';

// What the learn page's browser tests share (learn.spec.ts, learn-cpu.quiet.spec.ts): the widget's
// hooks are described in learn.spec.ts.

/** A choice the reader can take now: offered and not disabled (a computer's turn disables them). */
export const OPEN_CHOICE = 'button[data-choice]:not([disabled]):not([aria-disabled="true"])';
/** More decisions than any game can ask of one seat: a game that does not end is a failure. */
const MAX_STEPS = 1500;

/** Picks `value` in whatever control offers it: a button or option carrying the hook, a select, a radio. */
export async function pick(root: Locator, hook: string, value: string): Promise<void> {
  const marked = root.locator(`[${hook}="${value}"]`);
  if ((await marked.count()) > 0) {
    const tag = await marked.first().evaluate((e) => e.tagName.toLowerCase());
    if (tag === 'option') await root.locator(`select:has([${hook}="${value}"])`).selectOption({ value: (await marked.first().getAttribute('value')) ?? value });
    else if (tag === 'input') await marked.first().check();
    else await marked.first().click();
    return;
  }
  const select = root.locator(`select[${hook}], select:has(option[value="${value}"])`);
  if ((await select.count()) > 0) return void (await select.first().selectOption(value));
  await root.locator(`input[value="${value}"]`).first().check();
}

export const stateOf = (root: Locator) => root.getAttribute('data-learn-state');

/**
 * Issue 23, "on a 390×844 phone the board, the reader's hand and the choices are on screen together at
 * every decision": once the board shows this position (it is drawn a task after the rest) and the page
 * has settled, the board's picture is below the header, the hand is on screen and the first choice is
 * inside the window. Returns what is out of sight ('' when all is there).
 */
export async function outOfSight(page: Page, root: Locator): Promise<string> {
  await root.locator('.ln-board[data-learn-drawn]').waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate((open) => {
    const r = document.querySelector('[data-learn]')!;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const pic = [...r.querySelectorAll('.ln-board .tb-pic')].map((e) => e.getBoundingClientRect()).find((b) => b.height > 0);
    const hand = r.querySelector('[data-learn-hand]')?.getBoundingClientRect();
    const choice = r.querySelector(open)?.getBoundingClientRect();
    const out: string[] = [];
    if (!pic || pic.top < header - 1 || pic.bottom > innerHeight + 1) out.push(`board ${Math.round(pic?.top ?? -1)}–${Math.round(pic?.bottom ?? -1)}`);
    if (!choice || choice.top < header - 1 || choice.bottom > innerHeight + 1) out.push(`first choice ${Math.round(choice?.top ?? -1)}–${Math.round(choice?.bottom ?? -1)}`);
    if (hand && (hand.top < header - 1 || hand.top > innerHeight)) out.push(`hand at ${Math.round(hand.top)}`);
    return out.join(', ');
  }, OPEN_CHOICE);
}

/** Takes the first open choice until the game is over; returns the number of choices taken. */
export async function playToTheEnd(page: Page, root: Locator, atDecision?: () => Promise<void>): Promise<number> {
  for (let step = 0; step < MAX_STEPS; step++) {
    // Either the game is over or a choice is open (the computer's turns pass by themselves).
    await page.waitForFunction(
      (open) => {
        const r = document.querySelector<HTMLElement>('[data-learn]');
        return r?.dataset['learnState'] === 'over' || r?.querySelector(open) != null;
      },
      OPEN_CHOICE,
      { timeout: 20_000 },
    );
    if ((await stateOf(root)) === 'over') return step;
    await atDecision?.();
    await root.locator(OPEN_CHOICE).first().click();
    // Let the widget draw the next decision before looking for it (never click a stale button).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  throw new Error(`no end after ${MAX_STEPS} choices`);
}
