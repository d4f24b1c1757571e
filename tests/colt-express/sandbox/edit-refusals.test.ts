// Issue 22 ("Where you are, on any screen"): an edit the rules forbid is refused with its reason, in the
// reader's language, never silently changed into another edit. The editor's own refusals (what the
// engine's position cannot even hold) go through the same sentences as the engine's (problems.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { EngineError, GameState } from '../../../src/games/colt-express/engine/types.ts';
import { LANGS, type Lang } from '../../../src/i18n/setup.ts';
import { liteT, type Translate } from '../../../src/widgets/i18n.ts';
import { arrowTarget, boardEditing, bulletBack, editWith, marshalTo } from '../../../src/games/colt-express/sandbox/edit-actions.ts';
import { buildRefusal } from '../../../src/games/colt-express/sandbox/problems.ts';
import { edits, specOf } from '../../../src/games/colt-express/sandbox/spec.ts';

const localeDir = join(import.meta.dirname, '../../../locales');
function tOf(lang: Lang): Translate {
  const ns = Object.fromEntries(readdirSync(join(localeDir, lang)).filter((f) => f.endsWith('.json')).map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(localeDir, lang, f), 'utf8'))]));
  return liteT(ns as never, 'sandbox');
}

const g = createGame({ seed: 11, players: 4 });
if (!g.ok) throw new Error(g.error.message);
const start: GameState = g.value;
const bandit = start.config.bandits[0]!;

/** The editor on `start`, recording what it says and what it applies. */
function editor(lang: Lang, selected: string) {
  const t = tOf(lang);
  const said: string[] = [];
  const applied: GameState[] = [];
  const edit = editWith({ state: start, t, onEdited: (s) => applied.push(s), refused: (e: EngineError) => said.push(buildRefusal(t('sandbox:edit.rejected'), e, t, start).text) });
  const board = boardEditing({ state: start, selected, select: () => undefined, edit, say: (x) => said.push(x), t });
  return { t, said, applied, edit, board };
}

describe('the Marshal is never put on a roof', () => {
  // 000 (Italian revised, the Marshal): "non va mai sul tetto"; 001 (Dutch revised): "hij gaat nooit het dak op".
  it.each(LANGS)('%s: a click on a roof with the Marshal picked is refused with the reason; nothing applied', (lang) => {
    const { t, said, applied, board } = editor(lang, 'marshal');
    board.onActivate('car:2:roof');
    expect(applied).toEqual([]);
    expect(said).toEqual([`${t('sandbox:edit.rejected')} ${t('errors:position.marshal-roof')}`]);
    expect(t('errors:position.marshal-roof')).not.toBe('errors:position.marshal-roof');
  });
  it('a click inside a wagon moves him there (the same edit on its floor is allowed)', () => {
    const { applied, board } = editor('en', 'marshal');
    board.onActivate('car:2:inside');
    expect(applied.map((s) => s.marshal)).toEqual([2]);
  });
  it.each([
    // [key, where the arrow sends him]: ↑ is the roof (then refused), no longer swallowed without a word
    ['ArrowUp', { car: start.marshal, floor: 'roof' }],
    ['ArrowRight', { car: start.marshal + 1, floor: 'inside' }],
  ] as const)('%s with the Marshal picked asks for %o', (key, place) => {
    expect(arrowTarget({ kind: 'marshal' }, start, key)).toEqual(place);
  });
  it('the keyboard ↑ says the same reason', () => {
    const { t, said, applied, board } = editor('it', 'marshal');
    expect(board.onKey('marshal', { key: 'ArrowUp' } as KeyboardEvent)).toBe(true);
    expect(applied).toEqual([]);
    expect(said).toEqual([`${t('sandbox:edit.rejected')} ${t('errors:position.marshal-roof')}`]);
  });
  it('marshalTo: a roof is refused, an inside is the move', () => {
    const spec = specOf(start);
    expect(marshalTo(spec, { car: 1, floor: 'roof' })).toEqual({ forbidden: 'marshal-roof', path: 'marshal' });
    expect(marshalTo(spec, { car: 1, floor: 'inside' })).toEqual(edits.moveMarshal(spec, 1));
  });
});

describe('"Take one back" with no bullet card held is refused, not "Position changed"', () => {
  it.each(LANGS)('%s: names the bandit', (lang) => {
    const { t, said, applied, edit } = editor(lang, `bandit:${bandit}`);
    expect(edit((s) => bulletBack(s, bandit))).toBe(false);
    expect(applied).toEqual([]);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(t(`widgets:characters.${bandit}`));
    expect(said[0]).toContain(t('errors:position.no-bullet-held', { bandit: t(`widgets:characters.${bandit}`) }));
  });
  it('with a bullet card held, one goes back', () => {
    const given = edits.giveBullet(specOf(start), 'neutral', bandit);
    const back = bulletBack(given, bandit);
    expect('forbidden' in back).toBe(false);
    expect(back).toEqual(edits.takeBullet(given, bandit));
  });
});
