// Editing a Colt Super Express position in the sandbox (edit.ts): the state goes to the engine's
// PositionSpec and back through buildPosition; one change to one bandit at a time.
import { describe, expect, it } from 'vitest';
import { createGame, makePosition, randomGame, replay } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, GameConfig, GameState } from '../../../src/games/colt-super-express/engine/types.ts';
import { build, edited, specOf, type Edit } from '../../../src/games/colt-super-express/sandbox/edit.ts';
import { pos } from '../engine/helpers.ts';

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

/**
 * Planning round 2 of 4 players, nobody out, the one loot card (round 1's wagon) held by the last in
 * turn order: round 1's planning is the setup itself (004 Förberedelser), so edits start here.
 */
const secondRound = (): GameState =>
  pos({ bandits: { tuco: {}, doc: {}, belle: {}, ghost: { loot: [389] } }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }, { inside: ['ghost'] }] });

describe('one change to one bandit', () => {
  const start = secondRound();
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

  // issue 20: round 1's planning is the setup (004 Förberedelser: each bandit alone inside its wagon); a change there is refused, in the page language
  it('a change while round 1 is planned: refused as not the setup', () => {
    const fresh = game();
    const spec = edited(specOf(fresh), id, { kind: 'turn' });
    const b = build(spec!);
    expect(b.ok).toBe(false);
    if (!b.ok) expect(refusal(b.error, fresh, t).text).toMatch(/^sandbox:cse\.problem\.not-setup/);
  });

  it('off the end of the train: nothing to do (the reader is told)', () => {
    // the locomotive is car 0: there is no wagon in front of it
    let spec = specOf(start);
    for (let i = 0; i < start.train.length; i++) spec = edited(spec, id, { kind: 'move', by: -1 }) ?? spec;
    expect(edited(spec, id, { kind: 'move', by: -1 })).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// Out of the game, back on the train, and the loot cards a bandit holds (issue 10: "editing"). Every
// edit goes through buildPosition/checkPosition; a refusal is said in the page's language.

import { legalChoices } from '../../../src/games/colt-super-express/engine/index.ts';
import { apply } from '../../../src/games/colt-super-express/engine/play.ts';
import type { LootValue } from '../../../src/games/colt-super-express/engine/types.ts';
import { lootHolders, refusal } from '../../../src/games/colt-super-express/sandbox/edit.ts';
import type { Translate } from '../../../src/widgets/i18n.ts';

/** Plays the (i·7)-th legal choice from `start` until `stop` holds. */
function until(start: GameState, stop: (s: GameState) => boolean): GameState {
  let s = start;
  for (let i = 0; i < 500 && !stop(s); i++) {
    const legal = legalChoices(s);
    const r = apply(s, legal[(i * 7) % legal.length]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  if (!stop(s)) throw new Error('never reached');
  return s;
}

const onBoard = (s: GameState, id: BanditId) => s.train.some((c) => c.inside.includes(id) || c.roof.includes(id));
/** A fake translation that shows the key and the bandit it names. */
const t = ((key: string, vars?: Record<string, unknown>) => `${key}${vars?.['bandit'] ? `|${String(vars['bandit'])}` : ''}`) as Translate;

type Outcome = { ok: true; state: GameState } | { ok: false; text: string; codes: string[] } | 'nothing';
function edit(state: GameState, id: BanditId, e: Edit): Outcome {
  const spec = edited(specOf(state), id, e);
  if (spec === undefined) return 'nothing';
  const r = build(spec);
  return r.ok ? { ok: true, state: r.state } : { ok: false, text: refusal(r.error, state, t).text, codes: (r.error.problems ?? []).map((p) => p.code) };
}
const accepted = (o: Outcome): GameState => {
  if (o === 'nothing' || !o.ok) throw new Error(`refused: ${JSON.stringify(o)}`);
  return o.state;
};

describe('out of the game and back on the train', () => {
  // 4 players, planning round 2, nobody has stacked yet; the fourth in turn order holds round 1's loot card
  // (it was on the train when round 1 ended, so it cannot be out while round 2 is planned: issue 20)
  const fresh = secondRound();
  const seats = fresh.config.bandits;
  const first = fresh.round.firstPlayer;
  const firstId = seats[first]!;
  const other = seats[(first + 2) % 4]!;
  // revealing: the second card of the first pass is next
  const revealing = until(fresh, (s) => s.phase === 'revealing' && s.round.step === 1);
  const next = revealing.pending!.bandit;

  const rows: [string, () => void][] = [
    // glossary "out of the game": off the train, plays no more cards; the others keep playing
    ['a bandit put out leaves its line and stands up', () => {
      const stunned = accepted(edit(fresh, other, { kind: 'stun' }));
      const s = accepted(edit(stunned, other, { kind: 'out' }));
      expect(onBoard(s, other)).toBe(false);
      expect(s.bandits[other]?.out).not.toBeNull();
      expect(s.bandits[other]?.stunned).toBe(false);
      expect(s.pending?.bandit).toBe(firstId);
    }],
    // 004 (end of a round): the First Player card passes left to the next bandit still on the train; the sandbox does the same
    ['the first player put out while stacking: the First Player card passes left', () => {
      const s = accepted(edit(fresh, firstId, { kind: 'out' }));
      expect(s.round.firstPlayer).toBe((first + 1) % 4);
      expect(s.pending?.bandit).toBe(seats[(first + 1) % 4]);
    }],
    ['… skipping a bandit already out', () => {
      const s = accepted(edit(accepted(edit(fresh, seats[(first + 1) % 4]!, { kind: 'out' })), firstId, { kind: 'out' }));
      expect(s.round.firstPlayer).toBe((first + 2) % 4);
    }],
    // issue 10: "as soon as only one bandit is left on the train, it wins": a position with one left is not a game in progress
    ['the last but one bandit cannot be put out: refused, in the page language', () => {
      const two = pos({ bandits: { tuco: { loot: [389] }, doc: {} }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }] }); // round 2 of 2 players
      const o = edit(two, 'doc', { kind: 'out' });
      expect(o).toMatchObject({ ok: false, text: 'sandbox:cse.problem.game-over-state', codes: ['game-over-state'] });
    }],
    // 004: a bandit out of the game sets its cards aside; the next bandit in turn order reveals
    ['the bandit about to reveal put out: its cards are set aside, the next one reveals', () => {
      const s = accepted(edit(revealing, next, { kind: 'out' }));
      expect(s.players[s.bandits[next]!.seat]?.stack).toEqual([]);
      expect(s.pending?.bandit).not.toBe(next);
      expect(s.phase).toBe('revealing');
    }],
    // back on the train: inside the last wagon, at the back of its line, standing, facing as before
    ['out and back: inside the last wagon, at the back of the line, same facing', () => {
      const s = accepted(edit(accepted(edit(fresh, other, { kind: 'out' })), other, { kind: 'back' }));
      const last = s.train[s.train.length - 1]!;
      expect(last.inside[last.inside.length - 1]).toBe(other);
      expect(s.bandits[other]).toMatchObject({ out: null, stunned: false, facing: fresh.bandits[other]!.facing });
    }],
    // 004 Fas 2: in mid-round a bandit on the train has stacked its three cards; one back without them cannot be
    ['back in mid-round without cards: refused, naming the bandit', () => {
      const out = accepted(edit(revealing, next, { kind: 'out' }));
      const o = edit(out, next, { kind: 'back' });
      expect(o).toMatchObject({ ok: false, text: `sandbox:cse.problem.stack-size|narration-cse:bandit.${next}` });
    }],
    // nothing to do: "back" for a bandit on the train, a move or a turn for one out of the game
    ['back for a bandit on the train, a move for one out: nothing to do', () => {
      expect(edit(fresh, other, { kind: 'back' })).toBe('nothing');
      const out = accepted(edit(fresh, other, { kind: 'out' }));
      expect(edit(out, other, { kind: 'move', by: 1 })).toBe('nothing');
      expect(edit(out, other, { kind: 'turn' })).toBe('nothing');
    }],
  ];
  for (const [name, check] of rows) it(name, check);
});

describe('the loot cards a bandit holds', () => {
  // after the first uncoupling, planning the second round: one loot card is held (004, end of a round)
  const later = until(game({ players: 5 }), (s) => s.round.index === 2 && s.phase === 'planning');
  const held = lootHolders(specOf(later));
  // the card of the first wagon uncoupled (the last of the wagon cards as set up), and a bandit on the train holding no loot
  const card = held.find((l) => l.value === later.config.cars[later.config.cars.length - 1])!;
  const taker = later.config.bandits.find((id) => id !== card.holder && later.bandits[id]?.out === null && later.bandits[id]?.loot.length === 0)!;

  const rows: [string, () => void][] = [
    // 004: the uncoupled wagon cards are the loot; two have uncoupled, so two cards are held
    ['two uncoupled wagons: two loot cards held', () => {
      expect(held).toHaveLength(2);
      expect(held.map((l) => l.value).sort()).toEqual([...later.config.cars].slice(-2).sort());
    }],
    // the card changes hands: held once, by the new holder (checkPosition: loot conserved)
    ['a loot card given to another bandit', () => {
      const s = accepted(edit(later, taker, { kind: 'loot', value: card.value }));
      expect(s.bandits[taker]?.loot).toContain(card.value);
      expect(s.bandits[card.holder]?.loot).not.toContain(card.value);
      expect(lootHolders(specOf(s))).toHaveLength(2);
    }],
    // a bandit out of the game keeps the loot it took (the end of the game counts the locomotive's bandits' cards)
    ['a bandit out of the game can hold loot', () => {
      const out = accepted(edit(later, taker, { kind: 'out' }));
      const s = accepted(edit(out, taker, { kind: 'loot', value: card.value }));
      expect(s.bandits[taker]?.loot).toContain(card.value);
    }],
    // nothing to do: a card the bandit already holds, or a card nobody holds (no wagon uncoupled with it)
    ['a card already held, or held by nobody: nothing to do', () => {
      expect(edit(later, card.holder, { kind: 'loot', value: card.value })).toBe('nothing');
      const free = later.train[1]!.card as LootValue;
      expect(edit(later, taker, { kind: 'loot', value: free })).toBe('nothing');
      expect(lootHolders(specOf(game()))).toEqual([]);
    }],
  ];
  for (const [name, check] of rows) it(name, check);
});

describe('a refused edit in the page language (edit.ts refusal)', () => {
  const s = game();
  const id = s.config.bandits[0]!;
  const error = (code: string, path: string) => ({ code: 'position' as const, message: 'impossible position: English', path, problems: [{ code, message: 'English', path }] });
  const rows: [string, string, string, string][] = [
    // the first problem picks the sentence; the bandit is named from the engine's path
    ['fewer than two left', 'game-over-state', 'phase', 'sandbox:cse.problem.game-over-state'],
    ['stack size, by seat', 'stack-size', `players[0].stack`, `sandbox:cse.problem.stack-size|narration-cse:bandit.${id}`],
    ['stunned out, by bandit', 'stunned-out', `bandits.${id}.stunned`, `sandbox:cse.problem.stunned-out|narration-cse:bandit.${id}`],
    ['the first player out', 'bad-round', 'round.firstPlayer', 'sandbox:cse.problem.first-out'],
    // a sentence that needs a name, without one, and a code edits do not meet: the general refusal, never English
    ['stack size, nobody named', 'stack-size', 'pending', 'sandbox:edit.rejected'],
    ['another code', 'bad-car-card', 'train[1].card', 'sandbox:edit.rejected'],
  ];
  for (const [name, code, path, text] of rows) {
    it(name, () => {
      const n = refusal(error(code, path) as never, s, t);
      expect(n.text).toBe(text);
      expect(JSON.stringify(n)).not.toContain('English'); // the engine's words are never shown, folded or not (issue 19)
    });
  }
});
