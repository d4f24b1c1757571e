import { expect, test } from '@playwright/test';
import { buildPosition, createGame, legalChoices, makePosition, parsePosition } from '../../src/games/colt-super-express/engine/index.ts';
import { apply } from '../../src/games/colt-super-express/engine/play.ts';
import type { BanditId, GameState } from '../../src/games/colt-super-express/engine/types.ts';
import { axe, locale, watch } from './helpers.ts';

// Issue #10, "the same sandbox opens either game": on the sandbox page the reader picks Colt Super
// Express, starts a 3-player game, applies two choices, undoes one with Ctrl+Z, and the page's URL
// (`?p=cse1.…`, its prefix telling the game) reopens the same position in the same game; the history
// exports as this game's scenario file. In two
// languages, with a quiet console and axe clean (light theme). Small on purpose: the URL's hostile
// values are unit tests (tests/colt-super-express/sandbox/url.test.ts); Colt Express's sandbox: sandbox.spec.ts.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
test.use({ colorScheme: 'light' });

const stateOf = (position: string | null): GameState | undefined => {
  const r = parsePosition(position ?? '');
  return r.ok ? r.value : undefined;
};

const players = (position: string | null): number => {
  const r = parsePosition(position ?? '');
  return r.ok ? r.value.config.players : -1;
};

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: pick Colt Super Express, play, undo, reopen from the URL`, async ({ page }) => {
    const seen = watch(page);
    // Weight (issue 10): each game's sandbox chunk is fetched only for that game.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    const s = locale(lang, 'sandbox') as { game: { cse: string } };
    await page.goto(`/${lang}/sandbox/`);
    const box = page.locator('[data-widget="sandbox"]');
    // No link: Colt Express, as before.
    await expect(box).toHaveAttribute('data-position', /^ce1\./);
    expect(scripts.filter((u) => u.includes('/CseSandbox.'))).toEqual([]);

    await page.getByRole('radio', { name: s.game.cse }).check();
    await expect(box).toHaveAttribute('data-position', /^cse1\./);
    await expect(page).toHaveURL(/[?&]p=cse1\./);

    await box.locator('.sb-start summary').click();
    // The game's own examples open in its sandbox (their positions in its notation).
    await expect(box.locator('[data-action="open-scenario"]')).toHaveAttribute('href', new RegExp(`^/${lang}/sandbox/\\?p=cse1\\.`));
    await box.locator('select[data-field="players"]').selectOption('3');
    await box.locator('[data-action="new-game"]').click();
    await expect.poll(async () => players(await box.getAttribute('data-position'))).toBe(3);
    await expect(box).toHaveAttribute('data-applied', '0');

    for (const n of ['1', '2']) {
      await box.locator('[data-choice]').first().click();
      await expect(box).toHaveAttribute('data-applied', n);
    }
    await expect(box.locator('.sb-log li[data-rule]')).toHaveCount(2);
    await page.keyboard.press('Control+z');
    await expect(box).toHaveAttribute('data-applied', '1');
    const position = await box.getAttribute('data-position');
    expect(players(position)).toBe(3);

    scripts.length = 0;
    await page.reload();
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.filter((u) => u.includes('/ColtExpressSandbox.'))).toEqual([]);
    await expect(page.getByRole('radio', { name: s.game.cse })).toBeChecked();
    await expect(box).toHaveAttribute('data-position', position ?? '');
    await expect(box).toHaveAttribute('data-applied', '1');
    await expect(page.locator('[role="alert"]')).toBeEmpty();
    // Redo survives the reload: the undone choice is still in the link.
    await page.keyboard.press('Control+Shift+z');
    await expect(box).toHaveAttribute('data-applied', '2');

    // Edit: turn a bandit around; the position changes and the history starts again from it. Round 1's
    // planning is the setup itself (issue 20), so the edits start from round 2's planning: 4 players,
    // Tuco first and on the train with no loot (the one loot card, round 1's wagon, is Ghost's).
    if (lang === 'en') {
      const second = buildPosition({ bandits: { tuco: {}, doc: {}, belle: {}, ghost: { loot: [389] } }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }, { inside: ['ghost'] }] });
      if (!second.ok) throw new Error(second.error.message);
      await page.goto(`/en/sandbox/?p=${makePosition(second.value)}`);
      await expect(box).toHaveAttribute('data-hydrated', 'true');
      await box.locator('[data-action="mode-edit"]').click();
      const before = await box.getAttribute('data-position');
      await box.locator('[data-edit="turn"]').click();
      await expect(box).not.toHaveAttribute('data-position', before ?? '');
      await expect(box).toHaveAttribute('data-applied', '0');
      // Out of the game and back on the train (the engine checks each position).
      const who = (await box.locator('select[data-field="edit-bandit"]').inputValue()) as BanditId;
      await box.locator('[data-edit="out"]').click();
      await expect.poll(async () => stateOf(await box.getAttribute('data-position'))?.bandits[who]?.out ?? null).not.toBeNull();
      await expect(box.locator('[data-edit="move-1"]')).toHaveCount(0);
      await box.locator('[data-edit="back"]').click();
      await expect.poll(async () => stateOf(await box.getAttribute('data-position'))?.bandits[who]?.out).toBeNull();
      await box.locator('[data-action="mode-play"]').click();
      await box.locator('[data-choice]').first().click();
      await expect(box).toHaveAttribute('data-applied', '1');
    }

    // Export: a Colt Super Express scenario file, checked by the loader and runner in a worker first.
    await box.locator('[data-action="export"]').click();
    const yaml = box.locator('textarea[data-export]');
    await expect(yaml).toBeVisible({ timeout: 15_000 });
    expect(await yaml.inputValue()).toMatch(/^game: colt-super-express$/m);

    const found = await axe(page).withTags(TAGS).analyze();
    expect(found.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
}

// Issue #10, "readers can open any position in a sandbox": a Colt Super Express example's "Open in
// sandbox" link lands in this game's sandbox at the position the example shows (the same text list of
// wagons and bandits), with the example's choices applied up to that step.
for (const [lang, steps] of [['en', 1], ['sv', 0]] as const) {
  test(`${lang}: "Open in sandbox" on an example opens its position in the Colt Super Express sandbox`, async ({ page }) => {
    const seen = watch(page);
    const s = locale(lang, 'sandbox') as { game: { cse: string } };
    const id = 'cse-card-move-off-rear';
    // Swedish on a phone: the sandbox sits below the page's introduction there.
    if (lang === 'sv') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/super-express/cards/`);
    const widget = page.locator(`[data-widget="scenario"][data-scenario="${id}"]`);
    await expect(widget).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
    const text = (root: typeof widget) => root.locator('.tb-text ul').allTextContents();
    const atStart = await text(widget);
    for (let i = 0; i < steps; i++) await widget.locator('[data-action="step"]').click();
    await expect(widget).toHaveAttribute('data-step', String(steps));
    const shown = await text(widget);
    // After the step Cheyenne is out: the list differs from the start's.
    if (steps > 0) expect(shown).not.toEqual(atStart);

    const link = widget.locator('[data-action="sandbox"]');
    await expect(link).toHaveAttribute('href', new RegExp(`^/${lang}/sandbox/\\?p=cse1\\.`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/sandbox/\\?p=cse1\\.`));
    const box = page.locator('[data-widget="sandbox"]');
    await expect(box).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('radio', { name: s.game.cse })).toBeChecked();
    await expect(box).toHaveAttribute('data-position', /^cse1\./);
    await expect(page.locator('[role="alert"]')).toBeEmpty();
    expect(await text(box)).toEqual(shown);
    // The example's own choices: the ones before this step applied, the rest left to redo.
    expect(Number(await box.getAttribute('data-applied'))).toBe(steps);
    // The reader came for that position: the sandbox scrolls to it, so the board (the whole train) and
    // the first choice are on screen together, on a phone too (the page's introduction sits above).
    const board = box.locator('[data-board]');
    await expect.poll(() => board.evaluate((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })).toBe(true);
    await expect(box.locator('[data-choice]').first()).toBeInViewport();
    // Back returns to the example at the step the reader left, in view (review 2026-11-26: it came back
    // at step 0, scrolled away).
    await page.goBack();
    await expect(widget).toHaveAttribute('data-hydrated', 'true');
    await expect(widget).toHaveAttribute('data-step', String(steps));
    await expect(widget.locator('[data-board]')).toBeInViewport();
    expect(seen.problems).toEqual([]);
  });
}

// Issue #10, editing: the loot cards a bandit holds change hands, and an edit the rules refuse is said in
// the page's language (here: putting out the last but one bandit). Positions made by the engine.
test('en: give a loot card to another bandit; an impossible edit is refused in words', async ({ page }) => {
  const seen = watch(page);
  const sb = locale('en', 'sandbox') as { cse: { problem: Record<string, string>; noLootYet: string } };
  const g = createGame({ seed: 5, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  let s: GameState = g.value;
  // play on until two wagons have uncoupled: two loot cards are held
  for (let i = 0; i < 500 && !(s.round.index === 2 && s.phase === 'planning'); i++) {
    const legal = legalChoices(s);
    const r = apply(s, legal[(i * 7) % legal.length]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  expect(s.round.index).toBe(2);
  const holder = s.config.bandits.find((id) => (s.bandits[id]?.loot.length ?? 0) > 0)!;
  const taker = s.config.bandits.find((id) => id !== holder && s.bandits[id]?.out === null)!;
  const card = s.bandits[holder]!.loot[0]!;

  await page.goto(`/en/sandbox/?p=${makePosition(s)}`);
  const box = page.locator('[data-widget="sandbox"]');
  await expect(box).toHaveAttribute('data-hydrated', 'true');
  await box.locator('[data-action="mode-edit"]').click();
  await box.locator('select[data-field="edit-bandit"]').selectOption(taker);
  await box.locator('select[data-field="edit-loot"]').selectOption(String(card));
  await box.locator('[data-edit="loot"]').click();
  await expect.poll(async () => stateOf(await box.getAttribute('data-position'))?.bandits[taker]?.loot).toContain(card);
  expect(stateOf(await box.getAttribute('data-position'))?.bandits[holder]?.loot).not.toContain(card);
  await expect(box.locator('[data-loot]')).toContainText(`$${card}`);
  // The editor with its loot controls on screen: axe clean.
  const found = await axe(page).withTags(TAGS).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // A new game: round 1's planning is the setup itself (issue 20), so the editor says so and offers no edit.
  const fresh = createGame({ seed: 5, players: 2 });
  if (!fresh.ok) throw new Error(fresh.error.message);
  await page.goto(`/en/sandbox/?p=${makePosition(fresh.value)}`);
  await expect(box).toHaveAttribute('data-hydrated', 'true');
  await box.locator('[data-action="mode-edit"]').click();
  await expect(box.locator('[data-loot]')).toHaveText(sb.cse.noLootYet);
  await expect(box.locator('[data-edit-note="setup"]')).toHaveText(sb.cse.problem['not-setup']!);
  await expect(box.locator('[data-edit="out"]')).toBeDisabled();

  // Round 2 of a two-player game: the second bandit cannot be put out (one left on the train would have won).
  const two = buildPosition({ bandits: { tuco: { loot: [389] }, doc: {} }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }] });
  if (!two.ok) throw new Error(two.error.message);
  await page.goto(`/en/sandbox/?p=${makePosition(two.value)}`);
  await expect(box).toHaveAttribute('data-hydrated', 'true');
  const start = await box.getAttribute('data-position');
  await box.locator('[data-action="mode-edit"]').click();
  await expect(box.locator('[data-edit-note="setup"]')).toHaveCount(0);
  await box.locator('select[data-field="edit-bandit"]').selectOption('doc');
  await box.locator('[data-edit="out"]').click();
  await expect(box.locator('[data-sandbox-status]')).toHaveText(sb.cse.problem['game-over-state']!);
  await expect(box).toHaveAttribute('data-position', start ?? '');
  expect(seen.problems).toEqual([]);
});
