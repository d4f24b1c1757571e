import { expect, test, type Locator } from '@playwright/test';
import { builtHtml, builtPages, topInset } from './helpers.ts';

// Issue #11, "Every screen": on a 390 × 844 phone the board and the Step button of every example are on
// screen together at every step; every control in an example is a ≥ 24 × 24 px target (WCAG 2.2, 2.5.8);
// the page never scrolls sideways; at 1280 px a train of up to locomotive + 6 wagons is drawn as a row;
// a disabled control looks disabled.

const withExamples = (lang: string) => builtPages().filter((p) => p.startsWith(`/${lang}/`) && builtHtml(p).includes('data-scenario="'));
const idsOn = (path: string) => [...new Set([...builtHtml(path).matchAll(/data-scenario="([^"]+)"/g)].map((m) => m[1]!))];

/**
 * Walks one example from its start to its end in the page: at each step (the start, then after each click
 * on Step, once the re-render is painted) it checks that the board and the Step button are on screen and
 * covered by nothing, that the round line is in the dock and covered by nothing, that every control is a ≥ 24 × 24 px target, and that the page does not scroll
 * sideways. Runs as one script per example, so that a page of fifteen examples stays fast.
 */
function walk(widget: Locator, inset: number): Promise<{ problems: string[]; steps: number; atEnd: boolean }> {
  return widget.evaluate(async (root, inset) => {
    const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const problems: string[] = [];
    const board = root.querySelector<HTMLElement>('[data-board]')!;
    // The picture the reader reads (the text list's "Who is where" under it may go behind the dock).
    const picture = () => [...board.querySelectorAll<HTMLElement>('.tb-pic')].find((p) => getComputedStyle(p).display !== 'none')!;
    const step = root.querySelector<HTMLElement>('[data-action="step"]')!;
    const dock = root.querySelector<HTMLElement>('[data-dock]')!;
    const probe = (where: string, name: string, el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const points: [string, number, number][] = [
        ['top left', r.left + 5, r.top + 5],
        ['top right', r.right - 5, r.top + 5],
        ['bottom left', r.left + 5, r.bottom - 5],
        ['bottom right', r.right - 5, r.bottom - 5],
        ['centre', (r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ];
      for (const [corner, x, y] of points) {
        if (y < inset || y > innerHeight || x < 0 || x > innerWidth) {
          problems.push(`${where}: ${name} ${corner} off screen (${Math.round(x)}, ${Math.round(y)})`);
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) problems.push(`${where}: ${name} ${corner} covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
      }
    };
    // WCAG 2.5.8 exempts a link inside a sentence ("inline"); everything else is measured.
    const inSentence = (el: Element) =>
      getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    let clicks = 0;
    for (; clicks <= 60; clicks++) {
      await painted();
      const where = `step ${root.getAttribute('data-step')} (click ${clicks})`;
      // Issue 22: a question rides in the dock with its answers and may take the foot of a long train's
      // picture; at least 60 % of the picture stays on screen, clear of it (a reader scrolls for the rest).
      if (root.querySelector('[data-dock] [data-question]') === null) probe(where, 'board', picture());
      else {
        const r = picture().getBoundingClientRect();
        const share = (Math.min(r.bottom, dock.getBoundingClientRect().top) - Math.max(r.top, inset)) / r.height;
        if (share < 0.6) problems.push(`${where}: ${Math.round(share * 100)} % of the board on screen beside the question`);
      }
      probe(where, 'Step', step);
      // Issue 22: the round line (round, phase, pile) rides in the dock, never behind it; where the dock's
      // text runs longer than its room on a phone the reader scrolls that text to it (not the page).
      const round = root.querySelector<HTMLElement>('.sb-round');
      const text = dock.querySelector<HTMLElement>('.sc-dock-text')!;
      if (round === null || !dock.contains(round)) problems.push(`${where}: the round line is not in the dock`);
      else {
        const was = text.scrollTop;
        const [r, box] = [round.getBoundingClientRect(), text.getBoundingClientRect()];
        if (r.bottom > box.bottom) text.scrollTop += r.bottom - box.bottom + 6;
        else if (r.top < box.top) text.scrollTop -= box.top - r.top + 6;
        probe(where, 'round line', round);
        text.scrollTop = was;
      }
      for (const el of root.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // not displayed (the other orientation of the board)
        if (inSentence(el)) continue;
        if (r.width < 23.5 || r.height < 23.5) {
          const name = el.dataset['key'] ?? el.dataset['action'] ?? el.className;
          problems.push(`${where}: ${el.tagName.toLowerCase()}[${name}] is ${r.width.toFixed(1)}×${r.height.toFixed(1)} px`);
        }
      }
      const overflow = document.documentElement.scrollWidth - innerWidth;
      if (overflow > 0) problems.push(`${where}: the page scrolls ${overflow} px sideways`);
      if (problems.length > 0 || step.getAttribute('aria-disabled') === 'true') break;
      // As a reader does: the focus goes to Step, and Step is pressed.
      step.focus({ preventScroll: true });
      step.click();
    }
    return { problems, steps: clicks, atEnd: step.getAttribute('aria-disabled') === 'true' };
  }, inset);
}

// The rules text may point to an example ("In the first example on this page, …"): the link lands on it.
test('every link to an example lands on an example of the same page', () => {
  let links = 0;
  for (const path of builtPages()) {
    const html = builtHtml(path);
    for (const m of html.matchAll(/href="#(scenario-[a-z0-9-]+)"/g)) {
      links++;
      expect(html, `${path} links to #${m[1]}`).toContain(`id="${m[1]}"`);
    }
  }
  expect(links).toBeGreaterThanOrEqual(5);
});

test.describe('390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // An Italian review: with the caption and the board of a long train in view, the controls were under
  // the fold (stuck inside the panel below the board, they could not rise). Wherever the reader stops
  // with the whole board on screen, Step is on screen too, and usable.
  test('Step stays on screen wherever the reader stops with the board in view', async ({ page }) => {
    const id = 'fire-inside-adjacent';
    await page.goto('/it/rules/fire/');
    const widget = page.locator(`[data-widget="scenario"][data-scenario="${id}"]`);
    await expect(widget).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    const inset = await topInset(page);
    const problems: string[] = [];
    let checked = 0;
    for (const top of [inset + 8, inset + 60, inset + 120]) {
      const seen = await widget.evaluate(async (root, top) => {
        const board = root.querySelector<HTMLElement>('[data-board]')!;
        window.scrollBy(0, board.getBoundingClientRect().top - top);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const b = board.getBoundingClientRect();
        const step = root.querySelector<HTMLElement>('[data-action="step"]')!.getBoundingClientRect();
        const hit = document.elementFromPoint((step.left + step.right) / 2, (step.top + step.bottom) / 2);
        return { boardBottom: b.bottom, stepBottom: step.bottom, onTop: hit?.closest('[data-action="step"]') !== null, h: innerHeight };
      }, top);
      if (seen.boardBottom > seen.h) continue; // the board itself is not all in view: nothing to check
      checked++;
      if (seen.stepBottom > seen.h || !seen.onTop) problems.push(`board top at ${top}: Step ${seen.onTop ? 'below the window' : 'covered'} (its bottom at ${Math.round(seen.stepBottom)})`);
    }
    expect(checked).toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });

  // Every page in English; in Italian, whose texts run longest, the pages with the most examples
  // (the layout does not depend on the language otherwise; CI time).
  const ITALIAN = ['/it/rules/characters/', '/it/super-express/cards/'];
  for (const lang of ['en', 'it']) {
    for (const path of withExamples(lang).filter((p) => lang === 'en' || ITALIAN.includes(p))) {
      test(`${path}: board and Step in view at every step of every example, 24 px targets, no sideways scroll`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        const inset = await topInset(page);
        for (const id of idsOn(path)) {
          const widget = page.locator(`[data-widget="scenario"][data-scenario="${id}"]`);
          await expect(widget, id).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
          // The reader scrolls until the board is just below Starlight's fixed bars.
          await widget.locator('[data-board]').evaluate((board, inset) => {
            window.scrollBy(0, board.getBoundingClientRect().top - inset - 8);
          }, inset);
          const seen = await walk(widget, inset);
          expect(seen.problems, id).toEqual([]);
          expect(seen.atEnd, `${id}: reached the last step`).toBe(true);
        }
      });
    }
  }
});

test.describe('1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Every English page's examples are measured at 1280 px by the crawler (a11y.spec.ts, trainRowProblems:
  // drawn as a row, at ≥ 85 % of their size, inside their box), on the page load it makes anyway.
  // Here: the long trains are there to be measured, locomotive + 5 and + 6 wagons.
  test('the English pages hold examples with trains of locomotive + 5 and + 6 wagons', () => {
    const lengths = new Set(withExamples('en').flatMap((p) => [...builtHtml(p).matchAll(/data-cars="(\d+)"/g)].map((m) => Number(m[1]))));
    expect([...lengths]).toEqual(expect.arrayContaining([6, 7]));
  });

  test('a disabled control looks disabled: Step at the end, Back at the start', async ({ page }) => {
    await page.goto('/en/rules/fire/');
    const widget = page.locator('[data-scenario="fire-no-target"]');
    await expect(widget).toHaveAttribute('data-hydrated', 'true');
    const step = widget.locator('[data-action="step"]');
    const back = widget.locator('[data-action="back"]');
    const styleOf = (l: Locator) =>
      l.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, color: s.color, opacity: s.opacity, cursor: s.cursor, border: s.borderStyle };
      });
    const enabledStep = await styleOf(step);
    const disabledBack = await styleOf(back);
    expect(await back.getAttribute('aria-disabled')).toBe('true');
    for (let i = 0; i < 30 && (await step.getAttribute('aria-disabled')) !== 'true'; i++) await step.click();
    await expect(step).toHaveAttribute('aria-disabled', 'true');
    const disabledStep = await styleOf(step);
    const enabledBack = await styleOf(back);
    for (const [enabled, disabled] of [
      [enabledStep, disabledStep],
      [enabledBack, disabledBack],
    ] as const) {
      expect(disabled.background === enabled.background && disabled.opacity === enabled.opacity).toBe(false);
      expect(disabled.color).not.toBe(enabled.color);
      expect(disabled.cursor).toBe('not-allowed');
      expect(enabled.cursor).toBe('pointer');
    }
    // The disabled Step is no longer the accent colour of the enabled one.
    expect(disabledStep.background).not.toBe(enabledStep.background);
  });
});
