// buildPosition and checkPosition: impossible positions come back with closed problem codes.
import { describe, expect, it } from 'vitest';
import { buildPosition, checkPosition, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { GameState, PositionSpec, ProblemCode, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { game, pos } from './helpers.ts';

const base: PositionSpec = { bandits: { tuco: {}, doc: {}, belle: {} }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }, {}] };

describe('buildPosition', () => {
  it('builds a planning position with the first player asked', () => {
    const s = pos(base);
    expect(s.phase).toBe('planning');
    expect(s.pending).toEqual({ kind: 'plan', seat: 0, bandit: 'tuco' });
    expect(s.config.cars).toEqual([301, 312, 323, 345]);
  });
  it('builds a later round: a shorter train and the uncoupled cards as loot', () => {
    const s = pos({ bandits: { tuco: { loot: [389] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }] });
    expect(s.round.index).toBe(1);
  });

  const bad: [string, PositionSpec, ProblemCode][] = [
    ['a bandit in two lines', { ...base, train: [{}, { inside: ['tuco'], roof: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }, {}] }, 'bandit-twice'],
    ['a bandit nowhere', { ...base, train: [{}, { inside: ['tuco'] }, {}, { roof: ['belle'] }, {}] }, 'bandit-missing'],
    ['out but standing on the train', { ...base, bandits: { tuco: { out: true }, doc: {}, belle: {} } }, 'out-on-train'],
    ['a bandit who does not play', { ...base, train: [{ inside: ['ghost'] }, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }, {}] }, 'unknown-bandit'],
    ['a train too long', { ...base, train: [...base.train, {}] }, 'train-length'],
    ['uncoupled wagons nobody holds', { ...base, train: base.train.slice(0, 4) }, 'loot-not-conserved'],
    ['an expansion card not in play', { ...base, bandits: { tuco: { stack: ['horse', 'turn', 'fire'] }, doc: {}, belle: {} } }, 'expansion-card'],
    ['four cards stacked', { ...base, bandits: { tuco: { stack: ['turn', 'floor', 'move', 'fire'] }, doc: {}, belle: {} } }, 'stack-size'],
    ['one player', { bandits: { tuco: {} }, train: [{}, { inside: ['tuco'] }, {}] }, 'player-count'],
  ];
  it.each(bad)('refuses %s', (_n, spec, code) => {
    const r = buildPosition(spec);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.map((p) => p.code)).toContain(code);
  });

  it.each([null, 7, 'x', { bandits: {}, train: 3 }])('never throws on %j', (x) => {
    expect(buildPosition(x as never).ok).toBe(false);
  });
});

describe('checkPosition', () => {
  const s = game({ seed: 4, players: 4 });
  const edits: [string, (s: GameState) => GameState, ProblemCode][] = [
    ['a stunned bandit out of the game', (x) => ({ ...x, bandits: { ...x.bandits, [x.config.bandits[1]!]: { ...x.bandits[x.config.bandits[1]!]!, stunned: true, out: { round: 0, pass: 0, step: 0, how: 'shot' } } } }), 'stunned-out'],
    ['a pending player who is not next', (x) => ({ ...x, pending: { kind: 'plan', seat: ((x.round.firstPlayer + 1) % 4) as Seat, bandit: x.config.bandits[(x.round.firstPlayer + 1) % 4]! } }), 'stack-size'],
    ['a game over with four bandits on the wagons', (x) => ({ ...x, phase: 'game-over', pending: null }), 'game-over-state'],
    ['a card missing', (x) => ({ ...x, players: x.players.map((p, i) => (i === 0 ? { ...p, hand: p.hand.slice(1) } : p)) }), 'cards-not-conserved'],
    ['a wagon card in two places', (x) => ({ ...x, train: x.train.map((c, i) => (i === 2 ? { ...c, card: x.config.cars[0]! } : c)) }), 'bad-car-card'],
    ['hidden cards (a view)', (x) => view(x, 0 as Seat), 'hidden-information'],
    ['an option value that does not exist', (x) => ({ ...x, config: { ...x.config, options: { ...x.config.options, lootTie: 'coin-flip' as never } } }), 'bad-option'],
  ];
  it.each(edits)('%s', (_n, edit, code) => {
    expect(checkPosition(s)).toEqual([]);
    expect(checkPosition(edit(s)).map((p) => p.code)).toContain(code);
  });
  it.each([null, 1, {}, { config: null }])('never throws on %j', (x) => {
    expect(checkPosition(x as never).length).toBeGreaterThan(0);
  });
});
