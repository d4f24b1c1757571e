// Issue 23 ("Rules as they happen"): the first time a rule applies in a game on the learn page, a note
// shows the rule's heading, one plain sentence and the link to its paragraph. The sentence comes from
// locales/<lang>/rule-notes.json ({ "<rule id>": "…" }), one file per language, one entry per rule id of
// both games (the ids are the engines' tables; three ids, setup.train, setup.first-player and
// options.final-tie, name a rule in both games, so one sentence serves both and must hold for both).
// House rules (team brief): reader-facing text never shows an id or an engine option value.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/setup.ts';
import { RULES as CE_RULES } from '../../src/games/colt-express/engine/rules.ts';
import { OPTIONS as CE_OPTIONS } from '../../src/games/colt-express/engine/options.ts';
import { RULES as CSE_RULES } from '../../src/games/colt-super-express/engine/rules.ts';
import { OPTIONS as CSE_OPTIONS } from '../../src/games/colt-super-express/engine/options.ts';
import { READING_MARKERS } from '../../src/site/mdx-sections.ts';

const root = join(import.meta.dirname, '../..');
const fileOf = (lang: string) => join(root, 'locales', lang, 'rule-notes.json');
const notesOf = (lang: string): Record<string, unknown> =>
  existsSync(fileOf(lang)) ? (JSON.parse(readFileSync(fileOf(lang), 'utf8')) as Record<string, unknown>) : {};

// [game, its rule ids, where they come from]
const GAMES: readonly (readonly [string, readonly string[], string])[] = [
  ['Colt Express', CE_RULES.map((r) => r.id), 'src/games/colt-express/engine/rules.ts (seeds 000–003)'],
  ['Colt Super Express', CSE_RULES.map((r) => r.id), 'src/games/colt-super-express/engine/rules.ts (seed 004)'],
];
const ALL_IDS = new Set(GAMES.flatMap(([, ids]) => ids));

// What must never reach a reader: an engine word, not a word of the language.
// Option names (camelCase: "roundDeck") and option values that are not plain words ("team-two-player",
// "four-plus-station"), from both engines' option tables.
const OPTION_WORDS = [...CE_OPTIONS, ...CSE_OPTIONS]
  .flatMap((o) => [o.name, ...o.values.map((v) => v.value)])
  .filter((v): v is string => typeof v === 'string' && /[-A-Z]/.test(v));
// [what leaks, pattern, a text it must catch]
const LEAKS: readonly (readonly [string, RegExp, string])[] = [
  // a rule id or any dotted name ("actions.fire.no-target", "e.g")
  ['a dotted id', /\b[a-z][a-z-]*(?:\.[a-z][a-z-]*)+/i, 'See actions.fire.no-target for more.'],
  // code formatting
  ['a backtick', /`/, 'The `rob` card.'],
  // an option name or value
  ['an engine option word', new RegExp(`(?<![\\p{L}-])(?:${OPTION_WORDS.join('|')})(?![\\p{L}-])`, 'u'), 'With team-two-player rules the roundDeck differs.'],
  // a placeholder the page would not fill
  ['a placeholder', /\{\{|\}\}|<[a-z/]/i, 'The {{bandit}} robs.'],
];

// Notes that state a reading of ours, which the note must mark as ours (house rule: a reading of ours is
// never told as the book's), in the words the rules pages use (READING_MARKERS, src/site/mdx-sections.ts).
const READINGS: readonly (readonly [string, string])[] = [
  // every Colt Super Express rule whose source is "ours" (rules.ts; the readings page and CHANGES.md)
  ...CSE_RULES.filter((r) => r.ours).map((r) => [r.id, `Colt Super Express rules.ts: ${r.source.slice(0, 60)}`] as const),
  // editions page, "The end-of-round events": a revised first game without events is this site's reading
  ['options.round-events', 'content/docs/en/editions.mdx options.round-events'],
  // editions page, "Too few neutral bullets": the revised pile kept in play is this site's reading
  ['options.neutral-shortage', 'content/docs/en/editions.mdx options.neutral-shortage'],
  // editions page, "The hostage ransom": nothing for a bandit when no $250 purse is left is this site's choice
  ['options.hostage-ransom', 'content/docs/en/editions.mdx options.hostage-ransom'],
];

describe('rule notes: one plain sentence per rule of both games, in every language (issue 23)', () => {
  it('the leak rows catch what they are for', () => {
    expect(OPTION_WORDS).toEqual(expect.arrayContaining(['roundDeck', 'team-two-player', 'shotLanding']));
    for (const [what, pattern, bad] of LEAKS) expect(pattern.test(bad), what).toBe(true);
  });

  for (const lang of LANGS) {
    const notes = notesOf(lang);
    for (const [game, ids, source] of GAMES) {
      // every rule id of the game's engine table (source: the comment of the row)
      it(`${lang}: every rule of ${game} has a note (${source})`, () => {
        expect(ids.length).toBeGreaterThan(40);
        const missing = ids.filter((id) => typeof notes[id] !== 'string' || (notes[id] as string).trim() === '');
        expect(missing).toEqual([]);
      });
    }

    it(`${lang}: no note for an id that neither game has`, () => {
      expect(Object.keys(notes).filter((id) => !ALL_IDS.has(id))).toEqual([]);
    });

    it(`${lang}: each note is one sentence, ends with punctuation and shows no id, code or option value`, () => {
      const problems: string[] = [];
      for (const [id, text] of Object.entries(notes)) {
        if (typeof text !== 'string') continue;
        if (!/[.!?…]$/.test(text.trim())) problems.push(`${id}: no final punctuation`);
        // one sentence: no full stop or question mark followed by a new sentence inside
        if (/[.?]\s+\p{Lu}/u.test(text)) problems.push(`${id}: more than one sentence`);
        if (text !== text.trim() || /\s{2}/.test(text)) problems.push(`${id}: stray spaces`);
        for (const [what, pattern] of LEAKS) if (pattern.test(text)) problems.push(`${id}: ${what} (${text.match(pattern)?.[0]})`);
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: a note that states a reading of ours marks it as ours`, () => {
      expect(READINGS.length).toBeGreaterThan(10);
      const marker = READING_MARKERS[lang]!;
      expect(marker.test('Nothing is said about it.')).toBe(false);
      const unmarked = READINGS.filter(([id]) => !marker.test(String(notes[id] ?? ''))).map(([id, source]) => `${id} (${source})`);
      expect(unmarked).toEqual([]);
    });

    // A translation is written, not copied: a note left in English would show English on the page.
    if (lang !== 'en') {
      it(`${lang}: no note is the English one`, () => {
        const en = notesOf('en');
        expect(Object.keys(notes).filter((id) => notes[id] === en[id])).toEqual([]);
      });
    }
  }
});
