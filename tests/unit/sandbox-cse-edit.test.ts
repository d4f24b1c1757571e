// Editing a Colt Super Express position in the sandbox (edit.ts): the state goes to the engine's
// PositionSpec and back through buildPosition; one change to one bandit at a time.
import { describe, expect, it } from 'vitest';
import { createGame, makePosition, randomGame, replay } from '../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, GameConfig, GameState } from '../../src/games/colt-super-express/engine/types.ts';
import { build, edited, specOf, type Edit } from '../../src/widgets/sandbox/colt-super-express/edit.ts';

function game(config: Partial<GameConfig> = {}): GameState {
  const g = createGame({ seed: 4, players: 4, ...config });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function where(state: GameState, id: BanditId) {
  const car = state.train.findIndex((c) => c.inside.includes(id) || c.roof.includes(id));
  const floor = state.train[car]?.roof.includes(id) ? 'roof' : 'inside';
  const line = state.train[car]?.[floor] ?? [];
  return { car, floor, last: line[line.length - 1] === id, facing: state.bandits[id]?.facing, stunned: state.bandits[id]?.stunned };
}

// The rng (kept for replays of the setup) and the list of wagon cards as set up are the only fields a rebuilt position may not keep.
const played = (s: GameState) =>
  makePosition(s)
    .split('.')
    .filter((_, i) => i !== 2)
    .map((field, i) => (i === 1 ? field.split('-').slice(0, 3).join('-') : field))
    .join('.');

describe('a position rebuilt from its spec is the same position', () => {
  const rows: [string, Partial<GameConfig>, number][] = [
    // a new game (004 Förberedelser)
    ['a new game', { players: 3 }, 0],
    // mid-planning: stacks half done (004 Fas 1)
    ['during planning', { players: 4 }, 5],
    // mid-reveal, after the first uncoupling, with both expansions (004 Fas 2, Reflex, Häst)
    ['after a round, with the expansions', { players: 5, options: { reflex: true, horse: true } }, 40],
  ];
  for (const [name, config, steps] of rows) {
    it(name, () => {
      const full = { seed: 21, players: 4, ...config } as GameConfig;
      const g = randomGame(21, full);
      if (!g.ok) throw new Error(g.error.message);
      const r = replay(full, g.value.choices.slice(0, steps));
      if (!r.ok) throw new Error(r.error.message);
      const b = build(specOf(r.value.state));
      if (!b.ok) throw new Error(b.error.message);
      expect(played(b.state)).toBe(played(r.value.state));
    });
  }
});

describe('one change to one bandit', () => {
  const start = game();
  const id = start.config.bandits[0] as BanditId;
  const before = where(start, id);
  const rows: [string, Edit, (after: ReturnType<typeof where>) => void][] = [
    // 004 Byta våning: the other floor, same wagon, same facing, at the back of its line (the sandbox's simple rule)
    ['to the other floor', { kind: 'floor' }, (a) => expect([a.car, a.floor, a.facing, a.last]).toEqual([before.car, before.floor === 'roof' ? 'inside' : 'roof', before.facing, true])],
    // 004 Vänd: the other way, same place
    ['turned around', { kind: 'turn' }, (a) => expect([a.car, a.floor, a.facing]).toEqual([before.car, before.floor, before.facing === 'forward' ? 'back' : 'forward'])],
    // 004 bedövad: lying down, same place and facing
    ['stunned', { kind: 'stun' }, (a) => expect([a.car, a.stunned, a.facing]).toEqual([before.car, true, before.facing])],
    // a wagon toward the locomotive, same floor
    ['one wagon forward', { kind: 'move', by: -1 }, (a) => expect([a.car, a.floor]).toEqual([before.car - 1, before.floor])],
  ];
  for (const [name, edit, check] of rows) {
    it(name, () => {
      const spec = edited(specOf(start), id, edit);
      expect(spec).toBeDefined();
      const b = build(spec!);
      if (!b.ok) throw new Error(b.error.message);
      check(where(b.state, id));
    });
  }

  it('off the end of the train: nothing to do (the reader is told)', () => {
    // the locomotive is car 0: there is no wagon in front of it
    let spec = specOf(start);
    for (let i = 0; i < start.train.length; i++) spec = edited(spec, id, { kind: 'move', by: -1 }) ?? spec;
    expect(edited(spec, id, { kind: 'move', by: -1 })).toBeUndefined();
  });
});
