// "Export as scenario" for Colt Super Express: the applied history becomes a scenario file that the
// site's own loader reads and its runner passes (the check the sandbox makes before offering it).
import { describe, expect, it } from 'vitest';
import { createGame, legalChoices, randomGame } from '../../../src/games/colt-super-express/engine/index.ts';
import { apply } from '../../../src/games/colt-super-express/engine/play.ts';
import type { Choice, GameConfig, GameState, LogEntry } from '../../../src/games/colt-super-express/engine/types.ts';
import { registry } from '../../../src/scenarios/registry.ts';
import { checkedExport } from '../../../src/widgets/sandbox/export-check.ts';
import { exportScenario } from '../../../src/games/colt-super-express/sandbox/export.ts';
import { loadScenario, runScenario } from '../../../src/scenarios/index.ts';

const texts = { title: { en: 'Sandbox position' }, caption: { en: 'Exported from the sandbox.' } };

function history(config: GameConfig, choices: readonly Choice[] | number) {
  const g = createGame(config);
  if (!g.ok) throw new Error(g.error.message);
  const states: GameState[] = [g.value];
  const made: Choice[] = [];
  const logs: (readonly LogEntry[])[] = [];
  const count = typeof choices === 'number' ? choices : choices.length;
  for (let i = 0; i < count; i++) {
    const s = states[states.length - 1] as GameState;
    if (s.pending === null) break;
    const legal = legalChoices(s);
    const c = typeof choices === 'number' ? (legal[(i * 7) % legal.length] as Choice) : (choices[i] as Choice);
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    made.push(c);
    logs.push(r.value.log);
  }
  return { start: g.value, states, choices: made, logs, n: made.length };
}

describe('CSE sandbox export passes the scenario loader and runner', () => {
  const whole = randomGame(11, { players: 3 });
  if (!whole.ok) throw new Error(whole.error.message);
  const rows: [string, ReturnType<typeof history>][] = [
    // a new game, nothing played: the file still pins where every bandit stands (004 Förberedelser)
    ['no choice', history({ seed: 3, players: 3 }, 0)],
    // one player's three cards: one `play:` step (004 Fas 1)
    ['one stack of three', history({ seed: 3, players: 3 }, 3)],
    // a player's stack cut in two by the end of the history: still a valid file
    ['two cards stacked', history({ seed: 3, players: 3 }, 2)],
    // a round's reveals, uncoupling and loot (004 Fas 2, end of a round)
    ['a whole round and more, 4 players', history({ seed: 5, players: 4 }, 24)],
    // both expansions: Reflex and Horse in the hands and stacks (004 Reflex, Häst)
    ['7 players with Reflex and Horse', history({ seed: 9, players: 7, options: { reflex: true, horse: true } }, 40)],
    // a random game to its end (every end of game rule it meets)
    ['a game to its end', history({ seed: 11, players: 3 }, whole.value.choices)],
  ];
  for (const [name, h] of rows) {
    it(name, () => {
      const r = checkedExport(exportScenario, h, texts, registry());
      expect(r.ok ? [] : r.problems).toEqual([]);
      if (!r.ok) return;
      const loaded = loadScenario(r.yaml, 'x.yaml');
      expect(loaded.ok).toBe(true);
      if (loaded.ok) expect(loaded.scenario.game).toBe('colt-super-express');
      expect(r.yaml).toContain('position: "cse1.');
    });
  }

  it('the last step pins the bandits: a wrong facing fails the runner', () => {
    // the expectations are real checks, not decoration: flip one facing and the file no longer passes
    const h = history({ seed: 3, players: 3 }, 3);
    const r = checkedExport(exportScenario, h, texts, registry());
    if (!r.ok) throw new Error(r.problems.join('\n'));
    const broken = r.yaml.replace(/facing: (forward|back)/, (_m, f: string) => `facing: ${f === 'forward' ? 'back' : 'forward'}`);
    expect(broken).not.toBe(r.yaml);
    const loaded = loadScenario(broken, 'x.yaml');
    if (!loaded.ok) throw new Error('the broken file should still load');
    expect(runScenario(loaded.scenario).passed).toBe(false);
  });
});
