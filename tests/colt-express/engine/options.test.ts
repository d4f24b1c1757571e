import { describe, expect, it } from 'vitest';
import { OPTIONS, OPTION_SOURCES, PRESETS, PRESET_IDS, RULES, RULE_BY_ID, createGame } from '../../../src/games/colt-express/engine/index.ts';
import type { OptionName } from '../../../src/games/colt-express/engine/index.ts';

describe('Options and rules tables', () => {
  it('every option has a rule id, values with sources and a default per preset', () => {
    for (const o of OPTIONS) {
      expect(RULE_BY_ID[o.rule]).toBeDefined();
      expect(o.values.length).toBeGreaterThanOrEqual(2);
      // option-sources.ts cites a seed file and section for exactly these values (its type checks the names)
      const cited = OPTION_SOURCES[o.name].values as Readonly<Record<string, string>>;
      expect(Object.keys(cited).sort(), o.name).toEqual(o.values.map((v) => String(v.value)).sort());
      for (const v of o.values) expect(cited[String(v.value)], `${o.name}=${String(v.value)}`).toMatch(/^(00[0-4]|main rules)/);
      for (const p of Object.keys(PRESETS) as (keyof typeof PRESETS)[]) {
        expect(PRESETS[p][o.name]).toBe(o.defaults[p]);
        expect(o.values.some((v) => v.value === o.defaults[p])).toBe(true);
      }
    }
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
  it('rule ids are unique and have a page and a source', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) {
      expect(r.page).toBeTruthy();
      expect(r.source).toMatch(/^(00[0-4]|seeds README)/);
    }
  });
  it.each([
    // seeds README §1-§9 as preset values
    ['original', { roundDeck: 'four-plus-station', neutralShortage: 'remove-deck', revengePurse: 'discard', robPick: 'chosen', hostageRansom: 'ransom', finalTie: 'unresolved' }],
    ['revised', { roundDeck: 'five', roundEvents: false, neutralShortage: 'skip', revengePurse: 'roof', robPick: 'blind', hostageRansom: 'token-from-box', finalTie: 'shared' }],
  ] as const)('preset %s', (preset, values) => {
    const g = createGame({ seed: 1, preset });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.config.options).toMatchObject(values);
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
