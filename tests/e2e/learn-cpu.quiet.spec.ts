import { expect, test } from '@playwright/test';
import { watch } from './helpers.ts';
import { OPEN_CHOICE, pick, playToTheEnd } from './learn-helpers.ts';

// A ".quiet" spec: playwright.config.ts runs it in its own project, after every other browser test
// has finished, so no other test's browser shares the two cores while it measures.

// Issue 23, "The computer": it runs in a Web Worker, so the page never freezes. At 4× CPU (a slow
// phone), from the start of a game to its end, the Long Tasks API lists every main-thread task over
// 50 ms. A task's length depends on the machine's load (with another test's browser beside it, CI once
// saw the game's first drawing take 264–355 ms, and a later task 464 ms), so this test runs alone, and
// in `npm test` the check is the one that load does not make fail: once the game is drawn, no task long enough to be the
// computer thinking on the main thread (over 250 ms), and every task over 50 ms is reported. The
// issue's 50 ms limit, from the start of the game, is `npm run perf:learn` (this test,
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
