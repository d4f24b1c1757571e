// "Doc plays Doc's Punch card face up" (a Dutch review: "Doc speelt de Slag-kaart van Doc open"): the
// widgets did not tell the narrator which bandits each seat plays, so the `played.own` sentence was
// never chosen. With one bandit a seat, the sentence names the bandit once; with two (the two-bandits
// variant), it says whose card it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig, LogEntry } from '../../../src/games/colt-express/engine/types.ts';
import { type Strings } from '../../../src/i18n/setup.ts';
import { liteT } from '../../../src/widgets/i18n.ts';
import { narrationStrings, sentencesOf } from '../../../src/games/colt-express/widgets/narration.ts';

const root = join(import.meta.dirname, '../../../locales');
const strings = (lang: string): Strings =>
  Object.fromEntries(['widgets', 'narration'].map((ns) => [ns, JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>]));

function said(lang: string, config: GameConfig): { text: string; bandit: string } {
  const g = createGame(config);
  if (!g.ok) throw new Error(g.error.message);
  const state = g.value;
  const bandit = state.players[0]!.bandits[0]!;
  const entry = { kind: 'played', rule: 'round.plan', data: { seat: 0, bandit, card: 'punch', faceDown: false } } as unknown as LogEntry;
  const s = strings(lang);
  const t = liteT(s);
  return { text: sentencesOf([entry], narrationStrings(s), state, t)[0]!.text, bandit: t(`widgets:characters.${bandit}`) };
}

describe('a played card names its bandit once when the seat has one bandit', () => {
  const rows: readonly [lang: string, own: RegExp][] = [
    ['en', /plays a Punch card face up/],
    ['it', /gioca a faccia in su una carta/],
    ['nl', /speelt de kaart Slag open/],
  ];
  it.each(rows)('%s', (lang, own) => {
    const one = said(lang, { seed: 2, players: 3, preset: 'revised' });
    expect(one.text).toMatch(own);
    expect(one.text.split(one.bandit).length - 1, one.text).toBe(1);
    // Two bandits a seat: whose card it is stays in the sentence.
    const two = said(lang, { seed: 2, players: 3, preset: 'revised', options: { mode: 'two-bandits' } });
    expect(two.text).not.toMatch(own);
    expect(two.text.split(two.bandit).length - 1, two.text).toBe(2);
  });
});
