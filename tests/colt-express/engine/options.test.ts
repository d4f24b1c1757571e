import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPTIONS, OPTION_SOURCES, PRESETS, PRESET_IDS, RULES, RULE_BY_ID, createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { OptionName, Options, PresetId } from '../../../src/games/colt-express/engine/index.ts';
import { LOCALE_CODES } from '../../../src/site/locales.mjs';

// Each preset's option values, written from the books (not from options.ts): one line per option,
// citing where the book says it (seeds README "Where the books disagree" §n). Where two books of
// the same edition disagree, the preset follows the one named first; the line says so.
const FROM_THE_BOOKS: { readonly [P in PresetId]: Options } = {
  // the original 2014 rules: 002 (Italian), 003 (Romanian)
  original: {
    mode: 'standard', // 002/003 main rules, 3-6 players (the two-player teams are their own section)
    roundDeck: 'four-plus-station', // 002/003 PREPARAZIONE: 4 round cards + 1 Train Station card, every game (§1)
    roundEvents: true, // 002/003 GLI EVENTI: the events are part of the main rules
    neutralShortage: 'remove-deck', // 002 NOTA IMPORTANTE: nobody gets one, the deck leaves the game (§5)
    revengePurse: 'discard', // 002/003 Vendetta dello Sceriffo: the lowest purse is lost (§4)
    robPick: 'chosen', // 002 RAPINA / 003: a token of your choice (§9)
    hostageRansom: 'ransom', // 002/003 Prendere in ostaggio il conducente: a $250 ransom
    finalTie: 'unresolved', // 002/003 FINE DELLA PARTITA: silent after the bullet tie-break (§6)
    expert: false, // 002 VARIANTE PER ESPERTI is a variant, off unless chosen
    expertKeep: 'actions-only', // 002/003 VARIANTE PER ESPERTI: the bullet cards are all discarded
    expertDiscardDrawnBullets: false, // only 003 adds this step; the preset follows 002 (§7)
    twoBanditGunslinger: 'per-bandit', // no two-bandit mode in 002/003; the value is never read there
  },
  // the revised rules, first game: 000 (Italian), 001 (Dutch)
  revised: {
    mode: 'standard', // 000/001 main rules
    roundDeck: 'five', // 000/001 PREPARAZIONE: 5 round cards, no station, for the first games (§1)
    roundEvents: false, // 000 "Regole Avanzate" (pages 8-9): the events come with the advanced setup
    neutralShortage: 'skip', // 000 SCERIFFO / 001 Marshal: nobody gets one, no removal (§5)
    revengePurse: 'roof', // 000 La Vendetta dello Sceriffo: the purse goes on that roof; 001 hands it in (§4)
    robPick: 'blind', // 000 FURTO / 001 Beroving: without looking at its value (§9)
    hostageRansom: 'token-from-box', // 000 Conducente in Ostaggio: a $250 purse from the tokens out of play
    finalTie: 'shared', // 000 FINE DELLA PARTITA: still tied, the tied players share the win (§6)
    expert: false, // 000 VARIANTE PER ESPERTI is a variant, off unless chosen
    expertKeep: 'any', // 000 VARIANTE PER ESPERTI: keep any card of your hand; 001 the cards you want
    expertDiscardDrawnBullets: false, // 000/001 have no such step (§7)
    twoBanditGunslinger: 'per-bandit', // 000 FINE DELLA PARTITA: the two bandits counted apart; 001 totals them (§3)
  },
  // the revised rules with the advanced setup: 000 "Regole Avanzate", 001 the same pages
  'revised-advanced': {
    mode: 'standard', // 000/001 main rules
    roundDeck: 'four-plus-station', // 000 Regole Avanzate: one round card fewer + 1 Train Station card (§1)
    roundEvents: true, // 000 Regole Avanzate: the event icons, resolved at the end of the round
    neutralShortage: 'skip', // as revised: 000 SCERIFFO / 001 Marshal (§5)
    revengePurse: 'roof', // as revised: 000 La Vendetta dello Sceriffo (§4)
    robPick: 'blind', // as revised: 000 FURTO / 001 Beroving (§9)
    hostageRansom: 'token-from-box', // as revised: 000 Conducente in Ostaggio
    finalTie: 'shared', // as revised: 000 FINE DELLA PARTITA (§6)
    expert: false, // as revised: a variant, off unless chosen
    expertKeep: 'any', // as revised: 000 VARIANTE PER ESPERTI
    expertDiscardDrawnBullets: false, // as revised (§7)
    twoBanditGunslinger: 'per-bandit', // as revised: 000 FINE DELLA PARTITA (§3)
  },
};

describe('Options and rules tables', () => {
  it('every option has a rule id, values with sources and a default per preset', () => {
    for (const o of OPTIONS) {
      expect(RULE_BY_ID[o.rule]).toBeDefined();
      expect(o.values.length).toBeGreaterThanOrEqual(2);
      // option-sources.ts cites a seed file and section for exactly these values (its type checks the names)
      const cited = OPTION_SOURCES[o.name].values as Readonly<Record<string, string>>;
      expect(Object.keys(cited).sort(), o.name).toEqual(o.values.map((v) => String(v.value)).sort());
      for (const v of o.values) expect(cited[String(v.value)], `${o.name}=${String(v.value)}`).toMatch(/^(00[0-4]|main rules)/);
      for (const p of PRESET_IDS) expect(o.values.some((v) => v.value === o.defaults[p]), `${o.name} in ${p}`).toBe(true);
    }
  });
  it.each(PRESET_IDS)('preset %s sets the values the books give', (preset) => {
    expect(PRESETS[preset]).toEqual(FROM_THE_BOOKS[preset]);
    const g = createGame({ seed: 1, preset });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.config.options).toEqual(FROM_THE_BOOKS[preset]);
  });
  it('lists every option once, so that each preset sets every option (PRESETS are read from OPTIONS)', () => {
    // a key missing here or extra is a compile error: this is the whole Options type
    const every: { readonly [K in OptionName]: true } = {
      mode: true, roundDeck: true, roundEvents: true, neutralShortage: true, revengePurse: true, robPick: true,
      hostageRansom: true, finalTie: true, expert: true, expertKeep: true, expertDiscardDrawnBullets: true, twoBanditGunslinger: true,
    };
    expect(OPTIONS.map((o) => o.name).sort()).toEqual(Object.keys(every).sort());
    for (const p of PRESET_IDS) expect(Object.keys(PRESETS[p]).sort()).toEqual(Object.keys(every).sort());
  });
  it('rule ids are unique, and each has a page in every language and a source', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) {
      for (const lang of LOCALE_CODES) expect(existsSync(`content/docs/${lang}/${r.page}.mdx`), `${r.id} → ${lang}/${r.page}`).toBe(true);
      expect(r.source).toMatch(/^(00[0-4]|seeds README)/);
    }
  });
  // 002 REGOLE SPECIALI PER DUE GIOCATORI: team game forces the expert variant
  it('team-two-player forces expert', () => {
    const g = createGame({ seed: 1, options: { mode: 'team-two-player', expert: false } });
    expect(g.ok && g.value.config.options.expert).toBe(true);
  });
  it('every log rule id exists in RULES', async () => {
    const { replay } = await import('../../../src/games/colt-express/engine/index.ts');
    const { randomPlay } = await import('./helpers.ts');
    for (const [i, o] of [[1, {}], [2, { preset: 'revised-advanced' as const }], [3, { options: { mode: 'two-bandits' as const, expert: true }, players: 3 }]] as const) {
      const g = randomPlay(i, o);
      const r = replay({ seed: i, players: 4, ...o }, g.choices);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.log) expect(RULE_BY_ID[e.rule], e.rule).toBeDefined();
    }
  });
});
