// buildPosition and checkPosition: impossible positions come back with closed problem codes.
import { describe, expect, it } from 'vitest';
import { buildPosition, checkPosition, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { GameState, PositionSpec, ProblemCode, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { game, pos } from './helpers.ts';
import { parsePosition } from '../../../src/games/colt-super-express/engine/index.ts';

// issue 20, "Positions no game can reach": each was accepted, and each is refused with a typed problem.
// P: 3 players (Tuco, Doc, Belle), round 2 of 4 wagons, Tuco inside wagon 1, Doc inside wagon 2, Belle out.
const P = 'cse1.0-000000000-tob-0123.28qjnv-1xg3yw1-69aoyc-k3xfw7.L-_0t-_1o-_2-_3-.';
const R2 = 'cse1.0-000000000-tob-0127.28qjnv-1xg3yw1-69aoyc-k3xfw7.L-_0t-_1o-_2-.';
describe('positions no game can reach (issue 20)', () => {
  const rows: [string, string, ProblemCode][] = [
    // 004 Fas 1: nobody reveals while planning, so nobody has left the train in round 1's planning
    ['out during round 1 planning, before anyone revealed', `${P}f_f_fx000w.tfmx--_tfmx--_tfmx--.0000.P0`, 'out-time'],
    // 004 Fas 2: a bandit leaves at a reveal already made, not at a later one
    ['out at a later time of the current round', `${P}f_f_fx022s.x-tfm-_x-tfm-_tfmx--.0000.R0`, 'out-time'],
    // 004 Slutet på rundan: the wagon uncouples once the round's cards are all revealed
    ['out by the uncoupling of the round still being revealed', `${P}f_f_fx030u.x-tfm-_x-tfm-_tfmx--.0000.R0`, 'out-time'],
    // 004 Fas 2: one card per turn; nobody has revealed yet, so nobody has 3 cards revealed
    ['out, with 3 cards revealed before anyone revealed', `${P}f_f_fx000w.x-tfm-_x-tfm-_x--tfm.0000.R0`, 'out-cards'],
    // 004 Gå: a bandit walks off on its own Move card, which is then revealed
    ['walked off with no card revealed', `${P}f_f_fx002w.x-fm-t_x-fm-t_tfmx--.0010.R0`, 'out-cards'],
    // 004 Gå/Skjut "ute ur spelet": a bandit out plays no more cards in later rounds
    ['out since round 1 but revealing in round 2', `${R2}f7_f_fx010w.x-tfm-_x-tfm-_x--tfm.1000.R0`, 'out-cards'],
    // 004 Slutet på rundan: the First Player card passes to a bandit still on the train
    ['a first player out since round 1', `${R2}f7_f_fx010w.x-tfm-_x-tfm-_tfmx--.1201.R0`, 'out-time'],
    // 004 Slutet på rundan: the loot card goes to a bandit on the train, never to one who fell with the wagon
    ['fell with the wagon in round 1 yet holds its card and round 2\'s', 'cse1.0-000000000-tob-0167.28qjnv-1xg3yw1-69aoyc-k3xfw7.L-_0t-_1o-.f_f_fx030u67.tfmx--_tfmx--_tfmx--.2000.P0', 'out-loot'],
    // 004 Förberedelser: round 1 is planned from the setup (a stunned bandit, everyone on the locomotive roof)
    ['round 1 planning that is not the setup', `${P.replace('L-_0t-_1o-_2-_3-', 'L-tob_0-_1-_2-_3-')}fs_f_f.tfmx--_tfmx--_tfmx--.0000.P0`, 'not-setup'],
    // 004 Gå: walking off is the bandit's own Move, at its own turn (Belle reveals third, not first)
    ['walked off at another player\'s turn', `${P}f_f_fx000w.x-fm-t_x-tfm-_tfmx--.0001.R1`, 'out-time'],
    // 004 Skjut: nobody shoots itself
    ['shot off at its own turn', `${P}f_f_fx002s.x-fm-t_x-fm-t_fmx--t.0010.R0`, 'out-time'],
  ];
  it.each(rows)('refuses %s', (_n, text, code) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.map((p) => p.code)).toContain(code);
  });
  // the same positions, one change away, are reachable and read back (so each row fails for its own reason)
  const fine: [string, string][] = [
    // Belle walked off on her own first card (turn 3 of card 1), before Tuco's second
    ['walked off on its first card', `${P}f_f_fx002w.x-fm-t_x-fm-t_tfx--m.0010.R0`],
    // Belle shot off by Doc (turn 2 of card 1) before her own turn
    ['shot off before its first turn', `${P}f_f_fx001s.x-fm-t_x-fm-t_tfmx--.0010.R0`],
    // out since round 1, round 2 planned by Tuco and Doc
    ['out since round 1, not revealing', `${R2}f7_f_fx010w.x-tfm-_x-tfm-_tfmx--.1000.R0`],
  ];
  it.each(fine)('accepts %s', (_n, text) => {
    const r = parsePosition(text);
    expect(r.ok ? 'ok' : r.error.message).toBe('ok');
  });
});

const base: PositionSpec = { bandits: { tuco: {}, doc: {}, belle: {} }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, { roof: ['belle'] }, {}] };

describe('buildPosition', () => {
  it('builds a planning position with the first player asked', () => {
    // 004 Förberedelser: round 1 is planned from the setup (first player in the second-to-last wagon, the rear half facing forward)
    const s = pos({ bandits: { tuco: {}, doc: {}, belle: { facing: 'back' } }, train: [{}, { inside: ['belle'] }, { inside: ['doc'] }, { inside: ['tuco'] }, {}] });
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
    // issue 20 (004 Fas 1): nobody can be out while round 1 is planned
    ['out while round 1 is planned', { bandits: { tuco: {}, doc: {}, belle: { out: true } }, train: [{}, {}, { inside: ['doc'] }, { inside: ['tuco'] }, {}] }, 'out-time'],
    // issue 20 (004 Slutet på rundan): a bandit who fell with round 1's wagon does not take its card
    ['the card of the wagon it fell with', { bandits: { tuco: {}, doc: {}, belle: { out: { round: 0, pass: 3, step: 0, how: 'uncoupled' }, loot: [389] } }, train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }, {}] }, 'out-loot'],
    // issue 20 (004 Förberedelser): round 1 is planned from the setup
    ['round 1 planned from elsewhere', base, 'not-setup'],
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
