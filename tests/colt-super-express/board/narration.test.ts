// Colt Super Express narration (locales/<lang>/narration-cse.json) and reasons (reasons-cse.json):
// a sentence for every log kind and every why code in every language, the rule id after each, nothing left uninterpolated, on
// the logs of whole random games with both expansions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHY_CODES, apply, createGame, legalChoices } from '../../../src/games/colt-super-express/engine/index.ts';
import type { GameConfig, LogEntry, LogKind } from '../../../src/games/colt-super-express/engine/index.ts';
import { narrate, reasonWords, variantOf } from '../../../src/games/colt-super-express/narrate.ts';
import { reason } from '../../../src/games/colt-super-express/reasons.ts';
import type { NarrationStrings as CseNarrationStrings } from '../../../src/games/colt-super-express/narrate.ts';
import { LOCALE_CODES as LANGS } from '../../../src/site/locales.mjs';

const strings = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(readFileSync(`locales/${l}/narration-cse.json`, 'utf8')) as CseNarrationStrings]));
const reasons = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(readFileSync(`locales/${l}/reasons-cse.json`, 'utf8')) as Record<string, string>]));

// Every LogKind of the engine (the type below fails to compile when one is missing).
const KINDS = [
  'game-start', 'expansion', 'first-player', 'placed', 'round-start', 'stacked', 'revealed', 'turned', 'climbed', 'moved', 'bullet-passed',
  'hit', 'no-target', 'pushed', 'fell', 'stood-up', 'lay-down', 'horse', 'rescued', 'not-rescued', 'set-aside', 'uncoupled', 'loot-taken',
  'loot-unclaimed', 'horse-chance', 'game-over',
] as const satisfies readonly LogKind[];
const allKinds: Exclude<LogKind, (typeof KINDS)[number]> extends never ? true : false = true;
// Every reason of the engine: its closed list (engine/codes.ts WHY_CODES), not a copy of it.
const WHYS = WHY_CODES;

function sampleLogs(): LogEntry[] {
  const out: LogEntry[] = [];
  const configs: GameConfig[] = [1, 2, 3, 4, 5, 6].map((seed) => ({ seed, players: 1 + seed, options: { reflex: seed % 2 === 0, horse: seed % 3 !== 0 } }));
  for (const cfg of configs) {
    const g = createGame(cfg);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    for (let i = 0; s.pending !== null; i++) {
      const legal = legalChoices(s);
      const r = apply(s, legal[(i * 7) % legal.length]!);
      if (!r.ok) throw new Error(r.error.message);
      out.push(...r.value.log);
      s = r.value.state;
    }
  }
  return out;
}

describe('Colt Super Express narration', () => {
  it('lists every log kind', () => {
    expect(allKinds).toBe(true);
  });
  it.each(LANGS)('%s: a sentence for every kind and every why code', (l) => {
    const s = strings[l]!;
    for (const k of KINDS) {
      const has = s.log[k] !== undefined || Object.keys(s.log).some((key) => key.startsWith(`${k}.`));
      expect(has, `${l} ${k}`).toBe(true);
    }
    for (const w of WHYS) expect(reasons[l]![w], `${l} ${w}`).toBeTruthy();
  });
  const logs = sampleLogs();
  it('narrates whole games in every language, one sentence with its rule id per entry', () => {
    expect(logs.length).toBeGreaterThan(200);
    for (const e of logs) {
      for (const l of LANGS) {
        const text = narrate(e, strings[l]!, { carCount: 5 });
        expect(text, `${l} ${e.kind}`).toContain(`(${e.rule})`);
        expect(text, `${l} ${e.kind}.${variantOf(e) ?? ''}: ${text}`).not.toMatch(/\{\{|\}\}|undefined|^\w+-?\w* \(/);
      }
    }
  });
  it.each(LANGS)('%s: every why code gives a reason', (l) => {
    for (const w of WHYS) {
      const text = reason(w, { target: 'mei', blocker: 'doc', shooter: 'tuco', card: 'horse', floor: 'roof' }, reasons[l]!, reasonWords(strings[l]!));
      expect(text, `${l} ${w}`).toBeTruthy();
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
  });
});
