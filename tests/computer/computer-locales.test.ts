// Every explanation the computer may give (issue 23: "Each opponent's play is explained in one
// sentence") has a sentence in every language (locales/<lang>/computer.json), no sentence is left
// without a kind, and every placeholder of a sentence is a parameter the computer fills: checked on
// the explanations of real decisions, so a sentence never shows a raw {{name}}.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/setup.ts';
import { LEVELS } from '../../src/games/shared/computer/search.ts';
import * as ce from '../../src/games/colt-express/engine/index.ts';
import * as cse from '../../src/games/colt-super-express/engine/index.ts';
import { CE_EXPLANATION_KINDS, decideFor as ceDecide } from '../../src/games/colt-express/computer/index.ts';
import { CSE_EXPLANATION_KINDS, decideFor as cseDecide } from '../../src/games/colt-super-express/computer/index.ts';
import type { Explanation } from '../../src/games/shared/computer/search.ts';
import { seedRng } from '../../src/games/shared/rng.ts';

type Sentences = { levels: Record<string, string>; 'colt-express': Record<string, string>; 'colt-super-express': Record<string, string> };
const load = (lang: string): Sentences => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'computer.json'), 'utf8')) as Sentences;
const GAMES = [
  ['colt-express', CE_EXPLANATION_KINDS],
  ['colt-super-express', CSE_EXPLANATION_KINDS],
] as const;
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

/** The explanations of the decisions in a few games, both levels, every seat played by the computer. */
function explanations(): { game: 'colt-express' | 'colt-super-express'; e: Explanation }[] {
  const out: { game: 'colt-express' | 'colt-super-express'; e: Explanation }[] = [];
  const cfgs: Partial<ce.GameConfig>[] = [{ players: 4 }, { players: 3, options: { mode: 'two-bandits', expert: true } }, { players: 5, preset: 'revised-advanced' }];
  cfgs.forEach((cfg, i) => {
    const g = ce.createGame({ ...cfg, seed: 40 + i } as ce.GameConfig);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const r = seedRng(i);
    for (let k = 0; s.pending !== null; k++) {
      const d = ceDecide(s, s.pending.seat, k % 7 === 0 ? { level: 'regular', budget: { playouts: 8 } } : { level: 'beginner' }, r)!;
      out.push({ game: 'colt-express', e: d.explanation });
      const st = ce.apply(s, d.choice);
      if (!st.ok) throw new Error(st.error.message);
      s = st.value.state;
    }
  });
  for (let i = 0; i < 6; i++) {
    const g = cse.createGame({ seed: 60 + i, players: 2 + i, options: { reflex: i % 2 === 0, horse: i > 2 } });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const r = seedRng(i);
    for (let k = 0; s.pending !== null; k++) {
      const d = cseDecide(s, s.pending.seat, k % 5 === 0 ? { level: 'regular', budget: { playouts: 8 } } : { level: 'beginner' }, r)!;
      out.push({ game: 'colt-super-express', e: d.explanation });
      const st = cse.apply(s, d.choice);
      if (!st.ok) throw new Error(st.error.message);
      s = st.value.state;
    }
  }
  return out;
}

describe('computer explanations in five languages (locales/<lang>/computer.json)', () => {
  for (const lang of LANGS) {
    const t = load(lang);
    it(`${lang}: one sentence per explanation kind of each game, no more, and a name per level`, () => {
      for (const [game, kinds] of GAMES) {
        expect(Object.keys(t[game]).sort(), `${lang} ${game}`).toEqual([...kinds].sort());
        for (const k of kinds) expect(t[game][k]?.trim(), `${lang} ${game} ${k}`).toBeTruthy();
      }
      expect(Object.keys(t.levels).sort()).toEqual([...LEVELS].sort());
    });
    it(`${lang}: the placeholders are the same as in English, and no id or option value shows`, () => {
      const en = load('en');
      for (const [game, kinds] of GAMES)
        for (const k of kinds) {
          expect(placeholders(t[game][k]!).sort(), `${lang} ${game} ${k}`).toEqual(placeholders(en[game][k]!).sort());
          expect(t[game][k], `${lang} ${game} ${k}`).not.toMatch(/\b[a-z]+\.[a-z-]+\b|\b[a-z]+-[a-z]+-[a-z]+\b/);
        }
    });
  }
  it('every placeholder of a sentence is filled by the decisions that use it (both games, both levels)', () => {
    const en = load('en');
    const seen = new Set<string>();
    for (const { game, e } of explanations()) {
      seen.add(`${game} ${e.kind}`);
      const text = en[game][e.kind];
      expect(text, `${game} ${e.kind}`).toBeDefined();
      for (const p of placeholders(text!)) expect(Object.keys(e.params), `${game} ${e.kind}: {{${p}}}`).toContain(p);
    }
    // the games met many kinds of each game, so the check above is not empty
    expect([...seen].filter((k) => k.startsWith('colt-express ')).length).toBeGreaterThan(8);
    expect([...seen].filter((k) => k.startsWith('colt-super-express ')).length).toBeGreaterThan(5);
  });
});
