// The sandbox's round line (src/games/colt-express/widgets/RoundInfo.tsx) never doubles punctuation. Review finding:
// Swedish showed "Runda 1, kort: Tunnel. Fas: Stöld!." and "Fas: Planering!." (phase names ending
// in "!" before the line's "."), and "Take It All!" ends with "!" in four languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { createGame } from '../../../src/games/colt-express/engine/index.ts';
import { ROUND_CARDS } from '../../../src/games/colt-express/engine/data/round-cards.ts';
import type { GameState, Phase } from '../../../src/games/colt-express/engine/types.ts';
import { LANGS, type Strings } from '../../../src/i18n/setup.ts';
import { liteT } from '../../../src/widgets/i18n.ts';
import { RoundInfo } from '../../../src/games/colt-express/widgets/RoundInfo.tsx';

const root = join(import.meta.dirname, '../../../locales');
const strings = (lang: string): Strings =>
  Object.fromEntries(['sandbox', 'widgets', 'narration'].map((ns) => [ns, JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>]));

/** The text a reader sees in a rendered element. */
function text(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join('');
  return text((node as VNode<{ children?: unknown }>).props.children);
}

const PHASES: readonly Phase[] = ['setup', 'planning', 'stealing', 'end-of-round', 'game-over'];
const game = createGame({ seed: 1, players: 4, preset: 'original' });
if (!game.ok) throw new Error(game.error.message);
const base: GameState = game.value;

describe('round line: no "!." "?." ".." in any language, phase or round card (review)', () => {
  it.each(LANGS)('%s', (lang) => {
    const t = liteT(strings(lang));
    let lines = 0;
    for (const phase of PHASES) {
      for (const card of ROUND_CARDS) {
        const state: GameState = { ...base, phase, round: { ...base.round, card: card.id } };
        const line = text(RoundInfo({ state, t }));
        expect(line, `${lang} ${phase} ${card.id}`).not.toMatch(/[!?.:,;]\s*[.!?]|\{\{|sandbox:/);
        lines++;
      }
    }
    expect(lines).toBe(PHASES.length * ROUND_CARDS.length);
  });
  it('sv: the phases read as the other phases do (lower case, no "!")', () => {
    const t = liteT(strings('sv'));
    const state: GameState = { ...base, phase: 'stealing', round: { ...base.round, card: 'tunnel' } };
    expect(text(RoundInfo({ state, t }))).toBe('Runda 1 (kort: ingen händelse, två tunnlar), fas: stöld.');
  });
  // Reviews (Dutch, Italian): "Ronde 1 (kaart: Tunnel)" and "(carta: Ponte)" named cards the pages never
  // name (components.md: the two cards without an event have no name in the books; Tunnel is a turn).
  // The line and the narration say what the round-card table says: no event, and what the card holds.
  it.each(LANGS)('%s: a card without an event is named as the round-card table names it', (lang) => {
    const common = JSON.parse(readFileSync(join(root, lang, 'common.json'), 'utf8')) as { facts: { noEvent: Record<string, string> } };
    const t = liteT(strings(lang));
    for (const card of ['tunnel', 'bridge'] as const) {
      const table = common.facts.noEvent[card]!.split(' (')[0]!;
      const state: GameState = { ...base, phase: 'planning', round: { ...base.round, card } };
      expect(text(RoundInfo({ state, t })), `${lang} ${card}`).toContain(`${table}, `);
    }
  });
});
