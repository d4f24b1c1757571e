import { expect, test } from '@playwright/test';

// Issue #11, links for teachers: "Copy link" gives the page in the reader's language at that example,
// that step and that answer state; opening it scrolls to the example and shows that step. "Copy
// embed code" gives an <iframe> for /<lang>/embed/<id>/ at that step.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a copied link opens the example at the step, in the same language', async ({ page, context }) => {
  await page.goto('/it/rules/fire/');
  const id = 'fire-inside-adjacent';
  const widget = page.locator(`[data-scenario="${id}"]`);
  await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await widget.locator('[data-action="step"]').click();
  await expect(widget).toHaveAttribute('data-step', '1');
  await widget.locator('[data-action="copy"]').click();
  await expect(widget.locator('.sc-copy-status')).not.toBeEmpty();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.pathname).toBe('/it/rules/fire/');
  expect(url.searchParams.get('example')).toBe(id);
  expect(url.searchParams.get('step')).toBe('1');
  expect(url.hash).toBe(`#scenario-${id}`);

  const other = await context.newPage();
  await other.goto(link);
  const opened = other.locator(`[data-scenario="${id}"]`);
  await expect(opened).toHaveAttribute('data-step', '1', { timeout: 20_000 });
  await expect(opened).toBeInViewport();
  await expect(opened.locator('.sc-log li').first()).toBeVisible();
  // The other examples of the page start at the beginning.
  await expect(other.locator('[data-scenario="fire-line-of-sight-book"]')).toHaveAttribute('data-step', '0');
});

test('a link copied after the answer opens with the answer shown; before it, with the question open', async ({ page, context }) => {
  await page.goto('/nl/rules/fire/');
  const id = 'fire-line-of-sight-book';
  const widget = page.locator(`[data-scenario="${id}"]`);
  await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await widget.locator('[data-action="copy"]').click();
  const open = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(open).searchParams.get('reveal')).toBeNull();
  await widget.locator('[data-action="step"]').click(); // shows the answer
  await widget.locator('[data-action="copy"]').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('reveal=1');
  const shown = await page.evaluate(() => navigator.clipboard.readText());

  const other = await context.newPage();
  await other.goto(shown);
  const w = other.locator(`[data-scenario="${id}"]`);
  await expect(w.locator('.sc-offer')).toBeVisible({ timeout: 20_000 });
  await expect(w).toBeInViewport();
  await other.goto(open);
  await expect(w.locator('[data-question]')).toBeVisible({ timeout: 20_000 });
  await expect(w.locator('.sc-offer')).toHaveCount(0);
});

// A teacher's review: a link to the last step showed the steps but not "What this example shows". A
// reader gets past a question only by answering it or showing its answer; a link past it does the same.
test('a link past a question opens with its answer shown, and the explanation at the end', async ({ page }) => {
  const id = 'marshal-meet-climbing-down';
  await page.goto(`/en/rules/marshal/?example=${id}&step=1#scenario-${id}`);
  const widget = page.locator(`[data-scenario="${id}"]`);
  await expect(widget).toHaveAttribute('data-step', '1', { timeout: 20_000 });
  await expect(widget.locator('[data-explanation]')).toBeVisible();
  await page.goto(`/en/rules/marshal/?example=${id}&step=0#scenario-${id}`);
  await expect(widget.locator('[data-question]')).toBeVisible({ timeout: 20_000 });
  await expect(widget.locator('[data-explanation]')).toHaveCount(0);
});

test('"Copy embed code" gives an iframe for the embed page at this step', async ({ page }) => {
  await page.goto('/sv/rules/punch/');
  const id = 'punch-drop-and-push';
  const widget = page.locator(`[data-scenario="${id}"]`);
  await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await widget.locator('[data-action="step"]').click();
  await widget.locator('[data-action="embed"]').click();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  // The iframe, then the lines that let it grow to the example's height (issue 22; tests/e2e/embed.spec.ts).
  expect(code).toMatch(new RegExp(`^<iframe src="${origin}/sv/embed/${id}/\\?step=1" title="[^"<>]+" [^<>]*></iframe>\n<script>.+</script>$`));
  const title = await widget.locator('.sc-title').textContent();
  expect(code).toContain(`title="${title}"`);
});
