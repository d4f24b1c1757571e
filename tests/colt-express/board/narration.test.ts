// Narration: one sentence per engine log kind in every language, with the
// rule id, and nothing left uninterpolated, checked on the logs of whole
// random games in every mode.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, createGame, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import type { GameConfig, LogEntry, LogKind, PositionSpec } from '../../../src/games/colt-express/engine/types.ts';
import { narrate, variantOf } from '../../../src/games/colt-express/narrate.ts';
import type { NarrationStrings } from '../../../src/games/colt-express/narrate.ts';
import { FEMALE_SUFFIX } from '../../../src/i18n/gender.ts';
import { LOCALE_CODES as LANGS } from '../../../src/site/locales.mjs';

const strings = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`locales/${l}/narration.json`, 'utf8')) as NarrationStrings]),
) as Record<(typeof LANGS)[number], NarrationStrings>;

// Every LogKind of src/games/colt-express/engine/types.ts (kept in sync by the type below).
const KINDS: readonly LogKind[] = [
  'game-start', 'round-start', 'dealt', 'picked', 'placed', 'played', 'drew', 'passed', 'covered', 'no-cover', 'kept',
  'discarded', 'card-discarded', 'reshuffled', 'cards-returned', 'stealing-start', 'moved', 'floor-changed', 'marshal-moved',
  'fled-to-roof', 'got-bullet', 'no-neutral-bullet', 'neutral-deck-removed', 'bullet-fired', 'loot-taken', 'loot-dropped',
  'pushed', 'stayed', 'no-effect', 'event', 'purse-lost', 'ransom', 'round-end', 'first-player', 'game-over',
];
type Missing = Exclude<LogKind, (typeof KINDS)[number]>;
const allListed: Missing extends never ? true : false = true;

/** The keys of a narration table; `_female` twins are each language's own (tests/unit/gender.test.ts). */
function keys(o: unknown, prefix = ''): string[] {
  if (o === null || typeof o !== 'object') return [prefix];
  return Object.entries(o as Record<string, unknown>)
    .filter(([k]) => !k.endsWith(FEMALE_SUFFIX))
    .flatMap(([k, v]) => keys(v, prefix === '' ? k : `${prefix}/${k}`));
}

/** Logs of a few whole games played with the first legal choice, in every mode. */
function sampleLogs(): LogEntry[] {
  const configs: GameConfig[] = [
    { seed: 1, players: 4, preset: 'original' },
    { seed: 2, players: 6, preset: 'revised-advanced' },
    { seed: 3, players: 3, preset: 'original', options: { expert: true, expertDiscardDrawnBullets: true } },
    { seed: 4, players: 2, preset: 'revised', options: { mode: 'two-bandits' } },
    { seed: 5, players: 2, preset: 'original', options: { mode: 'team-two-player' } },
  ];
  const out: LogEntry[] = [];
  for (const cfg of configs) {
    const g = createGame(cfg);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    for (let i = 0; i < 3000 && s.pending !== null; i++) {
      const legal = legalChoices(s);
      const c = legal[(i * 7) % legal.length];
      if (c === undefined) break;
      const r = apply(s, c);
      if (!r.ok) throw new Error(r.error.message);
      out.push(...r.value.log);
      s = r.value.state;
    }
  }
  return out;
}

describe('narration', () => {
  it('lists every log kind', () => {
    expect(allListed).toBe(true);
  });

  it('has the same keys and no empty string in every language', () => {
    const en = keys(strings.en).sort();
    for (const l of LANGS) {
      expect(keys(strings[l]).sort(), l).toEqual(en);
      for (const k of keys(strings[l])) {
        const v = k.split('/').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], strings[l]);
        expect(typeof v === 'string' && v.trim() !== '', `${l} ${k}`).toBe(true);
      }
    }
  });

  it('has a sentence for every log kind', () => {
    for (const l of LANGS) for (const k of KINDS) expect(strings[l].log[k], `${l} ${k}`).toBeTruthy();
  });

  const logs = sampleLogs();
  it('narrates whole games in every language, one sentence with its rule id per entry', () => {
    expect(logs.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    for (const e of logs) {
      const v = variantOf(e, { seats: [['doc'], ['ghost', 'tuco']] });
      seen.add(v === undefined ? e.kind : `${e.kind}.${v}`);
      for (const l of LANGS) {
        const text = narrate(e, strings[l], { carCount: 5 });
        expect(text, `${l} ${e.kind}`).toContain(`(${e.rule})`);
        expect(text, `${l} ${e.kind}: ${text}`).not.toMatch(/\{\{|\}\}|undefined/);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('uses the official terms of each language', () => {
    const e: LogEntry = { rule: 'marshal.flee-to-roof', kind: 'fled-to-roof', data: { bandit: 'ghost', to: 1 as never, floor: 'roof' } };
    expect(narrate(e, strings.it)).toContain('Sceriffo');
    expect(narrate(e, strings.ro)).toContain('ofițerul federal');
    expect(narrate(e, strings.sv)).toContain('sheriffen');
    expect(narrate(e, strings.nl)).toContain('Marshal');
    expect(narrate(e, strings.en)).toBe('Ghost meets the Marshal and flees onto the roof of wagon 1. (marshal.flee-to-roof)');
  });

  it('does not name the bandit twice when a seat plays its only bandit\'s card', () => {
    const e: LogEntry = { rule: 'planning.play-card', kind: 'played', data: { seat: 0 as never, bandit: 'doc', card: 'fire', faceDown: false } };
    expect(narrate(e, strings.en, { seatNames: ['Doc'], seats: [['doc']] })).toBe('Doc plays a Fire card face up. (planning.play-card)');
    expect(narrate(e, strings.en, { seatNames: ['Ghost/Doc'], seats: [['ghost', 'doc']] })).toBe("Ghost/Doc plays Doc's Fire card face up. (planning.play-card)");
  });

  it('names the caboose when the train length is known, and escapes nothing', () => {
    const e: LogEntry = { rule: 'actions.move.inside', kind: 'moved', data: { bandit: 'doc', from: 3 as never, to: 4 as never, floor: 'inside' } };
    expect(narrate(e, strings.en, { carCount: 5 })).toBe('Doc goes into the caboose. (actions.move.inside)');
    expect(narrate(e, strings.en)).toBe('Doc goes into wagon 4. (actions.move.inside)');
    const loot: LogEntry = {
      rule: 'actions.rob.same-floor',
      kind: 'loot-taken',
      data: { bandit: 'tuco', target: null, loot: { kind: 'purse', value: 300 }, to: 2 as never, floor: 'inside' },
    };
    expect(narrate(loot, strings.en)).toBe('Tuco takes a $300 purse. (actions.rob.same-floor)');
    expect(narrate(loot, { ...strings.en, bandit: { ...strings.en.bandit, tuco: '<b>Tuco</b> & co' } })).toContain('<b>Tuco</b> & co');
  });

  // Issue 8, defect 6: after the original edition removed the neutral deck (002 NOTA IMPORTANTE),
  // a bandit meeting the Marshal was told "There are not enough neutral bullets for all 1".
  describe('the neutral deck once removed', () => {
    const meet = (extra: Partial<PositionSpec>): LogEntry => {
      const built = buildPosition({
        carCount: 4,
        marshal: 2,
        bandits: { cheyenne: { car: 3, floor: 'roof' }, doc: { car: 1, floor: 'inside' }, django: { car: 0, floor: 'roof' } },
        pile: [{ bandit: 'doc', card: 'move' }],
        ...extra,
      });
      if (!built.ok) throw new Error(built.error.message);
      const r = apply(built.value, { kind: 'move', to: 2 });
      if (!r.ok) throw new Error(r.error.message);
      const e = r.value.log.find((x) => x.kind === 'no-neutral-bullet');
      if (e === undefined) throw new Error('no no-neutral-bullet entry');
      return e;
    };
    const rows = [
      // 002 NOTA IMPORTANTE (original): the deck has left the game for good
      ['deck removed earlier', { neutralDeckRemoved: true }, 'gone', 'The neutral bullet deck has left the game: nobody receives a neutral bullet.'],
      // 000 SCERIFFO (revised): none left, the deck stays
      ['none left (revised)', { preset: 'revised', bandits: {
        cheyenne: { car: 3, floor: 'roof', received: Array<'neutral'>(13).fill('neutral') },
        doc: { car: 1, floor: 'inside' },
        django: { car: 0, floor: 'roof' },
      } }, 'one', 'No neutral bullet card is left: nobody receives one.'],
    ] as const;
    it.each(rows)('%s', (_name, extra, variant, english) => {
      const e = meet(extra);
      expect(variantOf(e)).toBe(variant);
      expect(narrate(e, strings.en)).toBe(`${english} (marshal.bullets-run-out)`);
      for (const l of LANGS) {
        const text = narrate(e, strings[l]);
        expect(text, l).toBe(`${strings[l].log[`no-neutral-bullet.${variant}`]} (marshal.bullets-run-out)`);
        expect(text, l).not.toMatch(/\b1\b/);
      }
    });
  });
});

// issue 20: logFor() hides the card picked (two bandits) and the card kept (expert) from the other
// seats; the sentence then names no card, in every language.
describe('a card hidden by logFor is told without its name', () => {
  const rows: [string, LogEntry, string, string][] = [
    ['picked', { kind: 'picked', rule: 'variants.two-bandits.card-choice', data: { seat: 0 as never, bandit: 'tuco', card: null } }, 'picked.hidden', "player 1 picks one of Tuco's cards into the hand."],
    ['kept', { kind: 'kept', rule: 'variants.expert.keep-cards', data: { seat: 0 as never, card: 'hidden' } }, 'kept.hidden', 'player 1 keeps a card for the next round.'],
  ];
  it.each(rows)('%s', (_n, e, key, english) => {
    expect(variantOf(e)).toBe(key.split('.')[1]);
    expect(narrate(e, strings.en)).toBe(`${english} (${e.rule})`);
    for (const l of LANGS) {
      expect(strings[l].log[key], l).toBeTruthy();
      expect(narrate(e, strings[l]), l).not.toMatch(/hidden|\{\{/);
    }
  });
});

describe('the end of a round says whether anyone shuffles', () => {
  // 002 CONCLUSIONE DEL ROUND: every card back, the whole deck shuffled; 002 VARIANTE PER ESPERTI: the
  // cards stay on the draw and discard piles and nobody shuffles (a FAQ review found "everyone shuffles"
  // under every expert-variant example).
  const rows: readonly [string, GameConfig, RegExp][] = [
    ['base game', { seed: 1, players: 4, preset: 'original' }, /^round\.end-reshuffle$/],
    ['expert variant', { seed: 3, players: 3, preset: 'original', options: { expert: true } }, /^variants\.expert\.discard-pile$/],
    ['original two-player teams (expert is mandatory)', { seed: 5, players: 2, preset: 'original', options: { mode: 'team-two-player' } }, /^variants\.expert\.discard-pile$/],
  ];
  for (const [name, cfg, rule] of rows) {
    it(name, () => {
      const g = createGame(cfg);
      if (!g.ok) throw new Error(g.error.message);
      let s = g.value;
      let end: LogEntry | undefined;
      for (let i = 0; i < 3000 && s.pending !== null && end === undefined; i++) {
        const c = legalChoices(s)[0];
        if (c === undefined) break;
        const r = apply(s, c);
        if (!r.ok) throw new Error(r.error.message);
        end = r.value.log.find((e) => e.kind === 'round-end');
        s = r.value.state;
      }
      if (end === undefined) throw new Error('no round ended');
      expect(end.rule).toMatch(rule);
      const expert = cfg.options?.expert === true || cfg.options?.mode === 'team-two-player';
      const shuffle = { en: /shuffles all/, it: /mescola tutte/, nl: /schudt al/, ro: /amestecă toate/, sv: /blandar alla/ };
      for (const l of LANGS) {
        const text = narrate(end, strings[l]);
        if (expert) expect(text, l).not.toMatch(shuffle[l]);
        else expect(text, l).toMatch(shuffle[l]);
      }
    });
  }
});
