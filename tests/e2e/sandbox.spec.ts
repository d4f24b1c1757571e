import { expect, test } from '@playwright/test';
import { LANGS, locale, watch } from './helpers.ts';

// Issue #5: the sandbox URL holds the position and its history; hostile ?p= values are refused with a
// localized message in role="alert", and nothing from the URL is ever executed.
test('a sandbox URL round-trips: open, change, copy, open the copy', async ({ page, context }) => {
  const seen = watch(page);
  await page.goto('/en/sandbox/');
  const box = page.locator('[data-widget="sandbox"]');
  await expect(box).toHaveAttribute('data-hydrated', 'true');
  const before = await box.getAttribute('data-position');
  await box.locator('[data-choice]').first().click();
  await expect(box).not.toHaveAttribute('data-position', before ?? '');
  const position = await box.getAttribute('data-position');
  const applied = await box.getAttribute('data-applied');
  const url = page.url();
  expect(url).toContain('p=');

  const copy = await context.newPage();
  await copy.goto(url);
  const again = copy.locator('[data-widget="sandbox"]');
  await expect(again).toHaveAttribute('data-hydrated', 'true');
  await expect(again).toHaveAttribute('data-position', position ?? '');
  await expect(again).toHaveAttribute('data-applied', applied ?? '');
  // The alert region is always there (so screen readers hear it); on a good link it stays empty.
  await expect(copy.locator('[role="alert"]')).toBeEmpty();
  expect(seen.problems).toEqual([]);
});

const HOSTILE: [string, string][] = [
  ['script tag', '<script>window.__pwned=1</script>'],
  ['javascript: URL', 'javascript:window.__pwned=1'],
  ['img onerror', '"><img src=x onerror="window.__pwned=1">'],
  ['very long', 'ce1.' + 'A'.repeat(13_000)],
  ['truncated notation', 'ce1.4'],
  ['outdated version', 'ce0.4-a-b-c'],
  ['unknown version', 'ce9.4-a-b-c'],
  ['not a position', 'hello world'],
  ['empty', ''],
  ['unicode noise', 'ce1.☃️💥'],
  ['percent garbage', '%E0%A4%A'],
  ['prototype keys', '__proto__'],
];

for (const [name, value] of HOSTILE) {
  test(`hostile ?p= (${name}): localized alert, default position, nothing injected`, async ({ page }) => {
    const seen = watch(page);
    const query = name === 'percent garbage' ? `?p=${value}` : `?p=${encodeURIComponent(value)}`;
    await page.goto(`/en/sandbox/${query}`);
    const box = page.locator('[data-widget="sandbox"]');
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    const alert = page.locator('[role="alert"]');
    await expect(alert).toHaveCount(1);
    await expect(alert).not.toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:not([src]):has-text("__pwned")').count()).toBe(0);
    await expect(box).toHaveAttribute('data-position', /^ce1\./);
    expect(seen.problems).toEqual([]);
  });
}

test('the alert speaks the page language', async ({ page }) => {
  for (const lang of LANGS) {
    const fallback = (locale(lang, 'sandbox') as { problem: { fallback: string } }).problem.fallback;
    await page.goto(`/${lang}/sandbox/?p=${encodeURIComponent('<script>x</script>')}`);
    await expect(page.locator('[role="alert"]')).toContainText(fallback);
  }
});

test('editing the position works by keyboard and by pointer', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/en/sandbox/');
  const box = page.locator('[data-widget="sandbox"]');
  await expect(box).toHaveAttribute('data-hydrated', 'true');
  await box.locator('[data-action="mode-edit"]').click();
  await expect(box).toHaveAttribute('data-mode', 'edit');
  // The editor is fetched on demand (budget): its board handlers are live once it says so.
  await expect(box.locator('[data-editor="ready"]')).toHaveCount(1);

  // Keyboard: focus a bandit, Enter selects it, ArrowUp sends it to the roof of its car.
  const bandit = box.locator('.tb-pic:visible .tb-hot[data-key^="bandit:"]').first();
  const key = (await bandit.getAttribute('data-key'))!;
  const before = await box.getAttribute('data-position');
  await bandit.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(box).not.toHaveAttribute('data-position', before ?? '');
  const afterKeyboard = await box.getAttribute('data-position');

  // Pointer: click the same bandit, then the roof of the locomotive (inside, the Marshal would refuse it).
  await page.keyboard.press('Escape');
  await box.locator(`.tb-pic:visible .tb-hot[data-key="${key}"]`).click();
  await box.locator('.tb-pic:visible .tb-hot[data-key="car:0:roof"]').click();
  await expect(box).not.toHaveAttribute('data-position', afterKeyboard ?? '');
  expect(page.url()).toContain('p=');

  // An impossible position (a bandit inside with the Marshal) is refused with a message, not applied.
  const legal = await box.getAttribute('data-position');
  await box.locator(`.tb-pic:visible .tb-hot[data-key="${key}"]`).click();
  const status = box.locator('[data-sandbox-status]');
  const selectedText = (await status.textContent()) ?? '';
  await box.locator('.tb-pic:visible .tb-hot[data-key="car:0:inside"]').click();
  await expect(status).not.toHaveText(selectedText);
  await expect(status).not.toBeEmpty();
  await expect(box).toHaveAttribute('data-position', legal ?? '');
  expect(seen.problems).toEqual([]);
});
