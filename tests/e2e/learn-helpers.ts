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

/** Takes the first open choice until the game is over; returns the number of choices taken. */
export async function playToTheEnd(page: Page, root: Locator): Promise<number> {
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
    await root.locator(OPEN_CHOICE).first().click();
    // Let the widget draw the next decision before looking for it (never click a stale button).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  throw new Error(`no end after ${MAX_STEPS} choices`);
}
