import { expect, test } from '@playwright/test';
import { watch } from './helpers.ts';
import { OPEN_CHOICE, pick, playToTheEnd } from './learn-helpers.ts';

// A ".quiet" spec: playwright.config.ts runs it in its own project, after every other browser test
// has finished, so no other test's browser shares the two cores while it measures.

// Issue 23, "The computer": it runs in a Web Worker, so the page never freezes: no main-thread task
// over 50 ms during a game at 4× CPU (a slow phone), measured with the Long Tasks API from the start
// button to the final score. A task's length also depends on the machine's load (with another
// test's browser beside it, CI once saw 264–464 ms), so this test runs alone, after the others, and
// playwright.config.ts gives it two retries in `npm test`: one clean whole game passes, and a page
// that does too much in one task fails all three. `npm run perf:learn` (LEARN_STRICT=1) plays it
// once, no retry. Each game's tasks over 50 ms are in the report's annotations.
const LONG_TASK_LIMIT = 50;
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
  // The game is drawn: its first choice is offered (the tasks before are reported as the first drawing's).
  await root.locator(OPEN_CHOICE).first().waitFor();
  const drawnAt = await page.evaluate(() => performance.now());
  const steps = await playToTheEnd(page, root);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(steps).toBeGreaterThan(5);
  await expect(root).toHaveAttribute('data-learn-state', 'over');
  const all = await page.evaluate(() => (window as unknown as { longTasks: { at: number; ms: number }[] }).longTasks);
  const said = all.map((x) => `${x.ms}${x.at < drawnAt ? ' (drawing the game)' : ''}`).join(', ');
  test.info().annotations.push({ type: 'main-thread tasks over 50 ms at 4× CPU', description: all.length === 0 ? 'none' : `${said} ms` });
  expect(all.filter((x) => x.ms > LONG_TASK_LIMIT).map((x) => x.ms), `main-thread tasks over ${LONG_TASK_LIMIT} ms: ${said}`).toEqual([]);
  expect(problems).toEqual([]);
});
