// Both games name a place on the train with the same words in each language: the Colt Super Express
// labels (board-cse.json) follow the Colt Express ones (widgets.json board.*). Review finding:
// Swedish "Ghost: Vagn 3, taket" beside "Vagn 5, tak", Italian "Vagone 2, interno" beside "all'interno".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type Strings } from '../../src/i18n/setup.ts';
import { liteT } from '../../src/widgets/i18n.ts';
import { placeName as cePlace } from '../../src/games/colt-express/board/describe.ts';
import { placeName as csePlace } from '../../src/games/colt-super-express/board/describe.ts';

const root = join(import.meta.dirname, '../../locales');
const load = (lang: string, ns: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** The words both boards share: floor names, the place pattern, the floor list, wagon and locomotive. */
const SHARED = ['roof', 'inside', 'place', 'floors', 'wagon', 'locomotive'] as const;

describe('floor words: Colt Super Express says them as Colt Express does (review)', () => {
  it.each(LANGS)('%s: board-cse.json = widgets.json board.*', (lang) => {
    const ce = load(lang, 'widgets')['board'] as Record<string, string>;
    const cse = load(lang, 'board-cse') as Record<string, string>;
    for (const k of SHARED) expect(cse[k], `${lang} ${k}`).toBe(ce[k]);
  });
  it.each(LANGS)('%s: the same place label in both games', (lang) => {
    const strings: Strings = { widgets: load(lang, 'widgets'), 'board-cse': load(lang, 'board-cse') };
    const t = liteT(strings);
    for (const floor of ['roof', 'inside'] as const) {
      // wagon 2 of a six-car train: neither the locomotive nor the last wagon
      expect(csePlace(t, 2, floor, 6), `${lang} ${floor}`).toBe(cePlace(t, 2, floor, 6));
    }
  });
});
