import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe, watch, watchCsp } from './helpers.ts';

// Issue 23, "Learn by playing", in the browser: on a 390 × 844 phone, in two languages, for each game,
// a reader starts a game against "beginner", always takes the first offered choice and reaches the end:
// the final score is shown, the list of rules met grew during the game, no console error, no axe
// violation (WCAG 2.2 AA), and the page never scrolls sideways at 360 px. Then, at 4× CPU, no task of
// the main thread over 50 ms during a game (the computer thinks in a Web Worker).
// The hooks are the widget's (src/components/Learn.astro): [data-learn] with data-learn-state
// (setup | playing | over), [data-learn-game], [data-learn-start], button[data-choice] for every choice,
// [data-learn-score], [data-learn-met] with data-learn-met-count. The page's JavaScript budgets
// (before a game, and the computer's worker) are in budget.spec.ts.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const GAMES = ['colt-express', 'colt-super-express'] as const;
type Game = (typeof GAMES)[number];
/** A choice the reader can take now: offered and not disabled (a computer's turn disables them). */
const OPEN_CHOICE = 'button[data-choice]:not([disabled]):not([aria-disabled="true"])';
/** More decisions than any game can ask of one seat: a game that does not end is a failure. */
const MAX_STEPS = 1500;

/** Picks `value` in whatever control offers it: a button or option carrying the hook, a select, a radio. */
async function pick(root: Locator, hook: string, value: string): Promise<void> {
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

const stateOf = (root: Locator) => root.getAttribute('data-learn-state');
/** A string key shown instead of its words ("learn:setup.start", "computer:levels.beginner"): a missing string. */
const RAW_KEY = /(?<![\p{L}/.])[a-z][a-z-]*:[a-z][\w-]*(?:\.[\w-]+)+/u;
const rawKeys = async (root: Locator) => ((await root.innerText()).match(new RegExp(RAW_KEY.source, 'gu')) ?? []).slice(0, 5);
const metCount = async (root: Locator) => Number((await root.locator('[data-learn-met]').first().getAttribute('data-learn-met-count')) ?? 'NaN');

/** Opens the page, chooses the game and the beginner computer, and starts: the first decision is on screen. */
async function start(page: Page, lang: string, game: Game): Promise<Locator> {
  await page.goto(`/${lang}/learn/`);
  const root = page.locator('[data-learn]');
  await expect(root).toHaveAttribute('data-learn-state', 'setup');
  await pick(root, 'data-learn-game', game);
  await pick(root, 'data-learn-level', 'beginner');
  // The smallest table the game allows, when the page offers the choice: the shortest whole game (CI time).
  const players = root.locator('select[data-learn-players]');
  if ((await players.count()) > 0) await players.selectOption((await players.locator('option').first().getAttribute('value')) ?? '');
  await root.locator('[data-learn-start]').click();
  await expect(root).toHaveAttribute('data-learn-state', /^(?:playing|over)$/);
  return root;
}

/** Takes the first open choice until the game is over; returns the number of choices taken. */
async function playToTheEnd(page: Page, root: Locator): Promise<number> {
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

async function noSidewaysScroll(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 844 });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('a whole game against the beginner computer, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lang of ['it', 'sv'] as const) {
    for (const game of GAMES) {
      test(`${lang}, ${game}: first choice every time, to the final score`, async ({ page }) => {
        test.setTimeout(90_000);
        const { problems } = watch(page);
        await watchCsp(page);
        const root = await start(page, lang, game);
        const metAtStart = await metCount(root);
        expect(metAtStart).toBeGreaterThanOrEqual(0);

        // At the first decision: the choices are buttons on screen, the page is accessible, and fits 360 px.
        await expect(root.locator(OPEN_CHOICE).first()).toBeVisible();
        expect(RAW_KEY.test('learn:setup.start')).toBe(true);
        expect(await rawKeys(root), 'string keys shown instead of words').toEqual([]);
        const playing = await axe(page).withTags(TAGS).analyze();
        expect(playing.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'axe while playing').toEqual([]);
        expect(await noSidewaysScroll(page, 360), 'scrolls sideways at 360 px while playing').toBeLessThanOrEqual(0);
        await page.setViewportSize({ width: 390, height: 844 });

        const began = Date.now();
        const steps = await playToTheEnd(page, root);
        test.info().annotations.push({ type: 'game', description: `${steps} choices in ${((Date.now() - began) / 1000).toFixed(1)} s` });
        expect(steps).toBeGreaterThan(5);
        await expect(root).toHaveAttribute('data-learn-state', 'over');
        await expect(root.locator('[data-learn-score]')).toBeVisible();
        await expect(root.locator('[data-learn-score]')).not.toBeEmpty();
        expect(await rawKeys(root), 'string keys shown instead of words').toEqual([]);
        const metAtEnd = await metCount(root);
        expect(metAtEnd, 'rules met at the end').toBeGreaterThan(0);
        expect(metAtEnd, 'the rules-met list grew during the game').toBeGreaterThan(metAtStart);

        const over = await axe(page).withTags(TAGS).analyze();
        expect(over.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'axe at the final score').toEqual([]);
        expect(await noSidewaysScroll(page, 360), 'scrolls sideways at 360 px at the final score').toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
      });
    }
  }
});

// Issue 23, "The computer": it runs in a Web Worker, so the page never freezes. At 4× CPU (a slow
// phone), from the start of a game to its end, the Long Tasks API lists every main-thread task over
// 50 ms. A task's length depends on the machine's load (CI runs two test workers on two cores: the
// game's first drawing, code compiled for the first time, took 264–355 ms there), so in `npm test` the
// check is the one that load does not make fail: once the game is drawn, no task long enough to be the
// computer thinking on the main thread (over 250 ms), and every task over 50 ms is reported. The
// issue's 50 ms limit, from the start of the game, is `npm run perf:learn` (this test alone,
// LEARN_STRICT=1), to run on a quiet machine: the README gives its last figures.
const LONG_TASK_LIMIT = process.env['LEARN_STRICT'] === '1' ? 50 : 250;
test(`at 4× CPU no main-thread task over ${LONG_TASK_LIMIT} ms during a game`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  const { problems } = watch(page);
  await page.goto('/en/learn/');
  const root = page.locator('[data-learn]');
  await expect(root).toHaveAttribute('data-learn-state', 'setup');
  await pick(root, 'data-learn-game', 'colt-express');
  await pick(root, 'data-learn-level', 'beginner');
  // Everything the page loads by itself is in before the clock starts (a game starts from a loaded page).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: { at: number; ms: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ at: e.startTime, ms: Math.round(e.duration) });
    }).observe({ type: 'longtask' });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await root.locator('[data-learn-start]').click();
  // The game is drawn: its first choice is offered (what the strict run also counts comes before).
  await root.locator(OPEN_CHOICE).first().waitFor();
  const drawnAt = await page.evaluate(() => performance.now());
  const steps = await playToTheEnd(page, root);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(steps).toBeGreaterThan(5);
  await expect(root).toHaveAttribute('data-learn-state', 'over');
  const all = await page.evaluate(() => (window as unknown as { longTasks: { at: number; ms: number }[] }).longTasks);
  const said = all.map((x) => `${x.ms}${x.at < drawnAt ? ' (drawing the game)' : ''}`).join(', ');
  test.info().annotations.push({ type: 'main-thread tasks over 50 ms at 4× CPU', description: all.length === 0 ? 'none' : `${said} ms` });
  const counted = process.env['LEARN_STRICT'] === '1' ? all : all.filter((x) => x.at >= drawnAt);
  expect(counted.filter((x) => x.ms > LONG_TASK_LIMIT).map((x) => x.ms), `main-thread tasks over ${LONG_TASK_LIMIT} ms (all over 50: ${said})`).toEqual([]);
  expect(problems).toEqual([]);
});
