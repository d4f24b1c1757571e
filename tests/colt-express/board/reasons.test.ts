// Issue 8: exclusion reasons are data. The engine gives each excluded option a closed `why` code
// with typed parameters; the CLI, the scenario player and the sandbox word it from the one
// `reasons` namespace, so the same option reads the same in the terminal and on the page, in
// every language, and no consumer looks at the engine's English `reason` text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, createGame, explain, legalChoices } from '../../../src/games/colt-express/engine/index.ts';
import { WHY_CODES } from '../../../src/games/colt-express/engine/codes.ts';
import type { Exclusion, GameConfig, GameState, PositionSpec } from '../../../src/games/colt-express/engine/types.ts';
import { coltExpressSteps } from '../../../src/games/colt-express/scenarios/steps.ts';
import { loadStrings, CLI_LANGS } from '../../../src/cli/strings.ts';
import { reasonText } from '../../../src/cli/explain.ts';
import { narrator } from '../../../src/games/colt-express/narrator.ts';
import { exclusionReason } from '../../../src/games/colt-express/widgets/exclusions.ts';
import { liteT } from '../../../src/widgets/i18n.ts';

const root = join(import.meta.dirname, '../../..');
const json = (lang: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

function built(spec: PositionSpec): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Positions where each reason shows, with its source, plus a few whole games. */
const positions: readonly [string, GameState][] = [
  // 002 FUOCO: roof line of sight; Belle (002 I BANDITI › BELLE); Tuco through the roof
  ['fire from a roof', built({ carCount: 5, bandits: { ghost: { car: 1, floor: 'roof' }, tuco: { car: 2, floor: 'roof' }, belle: { car: 4, floor: 'roof' }, doc: { car: 3 }, cheyenne: { car: 1 } }, pile: [{ bandit: 'ghost', card: 'fire' }] })],
  ['fire from inside', built({ carCount: 5, bandits: { doc: { car: 2 }, belle: { car: 1 }, django: { car: 3 }, tuco: { car: 2, floor: 'roof' }, ghost: { car: 4 } }, pile: [{ bandit: 'doc', card: 'fire' }] })],
  ['no bullets', built({ carCount: 4, bandits: { doc: { car: 2, bulletsLeft: 0 }, belle: { car: 1, received: Array<'doc'>(6).fill('doc') }, tuco: { car: 3 } }, pile: [{ bandit: 'doc', card: 'fire' }] })],
  // 002 PUGNO; MOVIMENTO; SCERIFFO; RAPINA
  ['punch', built({ carCount: 4, bandits: { tuco: { car: 2 }, belle: { car: 2 }, doc: { car: 2 }, ghost: { car: 3 } }, pile: [{ bandit: 'tuco', card: 'punch' }] })],
  ['move inside', built({ carCount: 5, bandits: { tuco: { car: 2 }, doc: { car: 4 }, ghost: { car: 1 } }, pile: [{ bandit: 'tuco', card: 'move' }] })],
  ['move on the roofs', built({ carCount: 6, bandits: { tuco: { car: 1, floor: 'roof' }, doc: { car: 5 }, ghost: { car: 3 } }, pile: [{ bandit: 'tuco', card: 'move' }] })],
  ['Marshal card', built({ carCount: 5, marshal: 2, bandits: { tuco: { car: 1 }, doc: { car: 4 }, ghost: { car: 3 } }, pile: [{ bandit: 'tuco', card: 'marshal' }] })],
  ['rob', built({ carCount: 4, cars: [{}, {}, { roof: ['jewel'] }, {}], bandits: { tuco: { car: 2 }, doc: { car: 3 }, ghost: { car: 1 } }, pile: [{ bandit: 'tuco', card: 'rob' }] })],
];

function gameStates(config: GameConfig, steps: number): GameState[] {
  const g = createGame(config);
  if (!g.ok) throw new Error(g.error.message);
  const out: GameState[] = [];
  let s = g.value;
  for (let i = 0; i < steps && s.pending !== null; i++) {
    out.push(s);
    const legal = legalChoices(s);
    const r = apply(s, legal[(i * 5) % legal.length]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}
const games = [
  ...gameStates({ seed: 7, players: 5 }, 200),
  ...gameStates({ seed: 8, players: 3, preset: 'revised', options: { mode: 'two-bandits' } }, 200),
  ...gameStates({ seed: 9, players: 4, preset: 'original', options: { expert: true } }, 200),
];

describe('exclusion reasons', () => {
  const all: Exclusion[] = [...positions.map(([, s]) => s), ...games].flatMap((s) => explain(s).excluded);

  it('every exclusion has a closed code with typed parameters', () => {
    for (const e of all) {
      expect(WHY_CODES).toContain(e.why);
      for (const v of Object.values(e.params)) expect(['string', 'number']).toContain(typeof v);
    }
  });

  it('the test positions show most reasons', () => {
    const seen = new Set(all.map((e) => e.why));
    expect(WHY_CODES.filter((w) => !seen.has(w))).toEqual(['cover-not-marshal']);
  });

  it('a reason names the blocker and the other target as parameters, not in prose', () => {
    const ex = explain(positions[0]![1]).excluded;
    expect(ex.find((e) => e.choice.kind === 'fire' && e.choice.target === 'doc')).toMatchObject({ why: 'roof-to-inside', rule: 'actions.fire.roof-line-of-sight' });
    expect(ex.find((e) => e.choice.kind === 'fire' && e.choice.target === 'belle')).toMatchObject({
      why: 'line-of-sight',
      rule: 'actions.fire.roof-line-of-sight',
      params: { bandit: 'ghost', target: 'belle', blocker: 'tuco' },
    });
    expect(ex.find((e) => e.choice.kind === 'fire' && e.choice.target === 'cheyenne')).toMatchObject({ why: 'other-floor', rule: 'characters.tuco', params: { only: 'tuco' } });
  });

  for (const lang of CLI_LANGS) {
    it(`${lang}: the CLI and the widgets word every exclusion the same, from reasons.json`, () => {
      const cli = loadStrings(root, lang);
      const t = liteT({ widgets: json(lang, 'widgets'), reasons: json(lang, 'reasons') });
      const sentences = json(lang, 'reasons');
      for (const s of [...positions.map(([, p]) => p), ...games]) {
        const offer = coltExpressSteps.offer(s);
        const ex = explain(s).excluded;
        expect(offer.excluded.length).toBe(ex.length);
        ex.forEach((e, i) => {
          const page = exclusionReason(e, s, t);
          const terminal = reasonText(offer.excluded[i]!, cli, narrator);
          expect(terminal).toBe(page);
          expect(page).not.toMatch(/\{\{|reasons:|undefined/);
          if (lang !== 'en') expect(page).not.toBe(e.reason);
          expect(typeof sentences[e.why]).toBe('string');
        });
      }
    });
  }
});
