// The end of the game (004 Spelet tar slut), the Horse rescue (004 Expansion: Häst) and the
// readings of ours where the book is silent (options lastBandit, horseRescue, allOut, finalTie).
import { describe, expect, it } from 'vitest';
import { apply, score } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, CardKind, GameState, LootValue, Options } from '../../../src/games/colt-super-express/engine/index.ts';
import { at, lastReveal, pos, reveal, rules } from './helpers.ts';

/** Two bandits: tuco in wagon 2 facing back with `tucoCards`, doc in the last wagon (3) with `docCards`; tuco plays first. */
function duel(tucoCards: CardKind[], docCards: CardKind[], options: Partial<Options> = {}, docFacing: 'forward' | 'back' = 'forward'): GameState {
  return pos({
    options,
    bandits: { tuco: { facing: 'back', stack: tucoCards }, doc: { facing: docFacing, stack: docCards } },
    train: [{}, {}, { inside: ['tuco'] }, { inside: ['doc'] }],
  });
}

describe('one bandit left (004 Spelet tar slut)', () => {
  it('wins at once when the other is shot off the train', () => {
    const r = reveal(duel(['fire', 'turn', 'floor'], ['turn', 'floor', 'move']));
    expect(r.state.phase).toBe('game-over');
    // tie 'none': mutation survivor (the tie field of a last-bandit win)
    expect(score(r.state)).toMatchObject({ over: true, end: 'last-bandit', winners: ['tuco'], tie: 'none', decidedBy: ['end.last-bandit'] });
    expect(r.log.at(-1)).toMatchObject({ kind: 'game-over', rule: 'end.last-bandit', data: { winners: ['tuco'] } });
    // no Horse in play: nobody may come back, the log tells of no chance (mutation survivor: the horse-chance entry needs a bandit waiting)
    expect(r.log.map((e) => e.kind)).not.toContain('horse-chance');
  });

  it('no choice is applied once the game is over, and the error says so (mutation survivor: the game-over message)', () => {
    const r = reveal(duel(['fire', 'turn', 'floor'], ['turn', 'floor', 'move']));
    const x = apply(r.state, { kind: 'reveal' });
    expect(x.ok).toBe(false);
    if (x.ok) return;
    expect(x.error).toMatchObject({ code: 'game-over', message: 'The game is over: no choice can be applied.' });
  });

  it('wins when the other falls with the uncoupled wagon', () => {
    const s = lastReveal({ tuco: {}, doc: {} }, [{}, { inside: ['tuco'] }, { roof: ['doc'] }]);
    const r = reveal(s);
    expect(score(r.state)).toMatchObject({ end: 'last-bandit', winners: ['tuco'] });
    expect(rules(r.log)).toEqual(expect.arrayContaining(['round.uncouple', 'end.last-bandit']));
  });
});

describe('several in the locomotive when the last wagon uncouples (004 Spelet tar slut)', () => {
  // 3 players, the last round: one wagon left ($389), three cards already taken; belle reveals last
  const final = (loot: { readonly [K in 'tuco' | 'doc' | 'belle']: LootValue[] }, line: BanditId[]): GameState =>
    pos({
      bandits: {
        tuco: { loot: loot.tuco, revealed: ['turn', 'floor', 'move'] },
        doc: { loot: loot.doc, revealed: ['turn', 'floor', 'move'] },
        belle: { loot: loot.belle, revealed: ['fire', 'move'], stack: ['turn'] },
      },
      train: [{ inside: line }, { card: 389 }],
      next: 'belle',
    });
  it('the most loot cards wins', () => {
    // belle at the rear of the locomotive's line takes the last card ($389): 1 card; tuco has 2
    const r = reveal(final({ tuco: [301, 312], doc: [323], belle: [] }, ['tuco', 'doc', 'belle']));
    expect(r.state.bandits.belle!.loot).toEqual([389]);
    // tie 'none': mutation survivor (decided by the count alone)
    expect(score(r.state)).toMatchObject({ end: 'locomotive', winners: ['tuco'], tie: 'none', decidedBy: ['end.locomotive'] });
  });
  it('equal counts: the highest-valued card wins', () => {
    // doc, at the rear of the line, takes $389: tuco [301, 312] and doc [323, 389] have 2 each; doc's $389 is the best
    const r = reveal(final({ tuco: [301, 312], doc: [323], belle: [] }, ['tuco', 'belle', 'doc']));
    expect(r.state.bandits.doc!.loot).toEqual([323, 389]);
    // tie 'none': mutation survivor (decided by the best card)
    expect(score(r.state)).toMatchObject({ end: 'locomotive', winners: ['doc'], tie: 'none', decidedBy: ['end.locomotive', 'end.loot-value'] });
    // the game-over entry names the end (mutation survivor: its data.end)
    expect(r.log.at(-1)).toMatchObject({ kind: 'game-over', rule: 'end.loot-value', data: { end: 'locomotive', winners: ['doc'] } });
  });
});

describe('nobody left on the train (options.all-out, options.final-tie; ours)', () => {
  const bothOnLast = (options: Partial<Options>): GameState => lastReveal({ tuco: {}, doc: {} }, [{}, {}, { inside: ['tuco'], roof: ['doc'] }], options);
  const rows: [string, Partial<Options>, Record<string, unknown>][] = [
    // last-to-leave + shared: both fell with the same uncoupling, no loot: a shared win
    ['last-to-leave, tie shared', {}, { end: 'all-out', winners: ['tuco', 'doc'], tie: 'shared', decidedBy: ['options.all-out', 'end.locomotive', 'end.loot-value', 'options.final-tie'] }],
    // unresolved
    ['last-to-leave, tie unresolved', { finalTie: 'unresolved' }, { winners: ['tuco', 'doc'], tie: 'unresolved' }],
    // no-winner
    ['no-winner', { allOut: 'no-winner' }, { end: 'all-out', winners: [], tie: 'none', decidedBy: ['options.all-out'] }],
  ];
  it.each(rows)('%s', (_n, options, want) => {
    const r = reveal(bothOnLast(options));
    expect(r.state.phase).toBe('game-over');
    expect(score(r.state)).toMatchObject(want);
    expect(r.log.find((e) => e.kind === 'loot-unclaimed')).toMatchObject({ rule: 'round.loot' });
  });
  it('the last to leave wins alone when it left alone', () => {
    // Horse in play: doc walks off the rear end (he may come back), tuco then walks off the front;
    // their next cards are not the Horse: nobody is left, and tuco left last
    const s = pos({
      options: { horse: true },
      seats: ['doc', 'tuco'],
      bandits: { doc: { facing: 'back', stack: ['move', 'turn', 'floor'] }, tuco: { facing: 'forward', stack: ['move', 'turn', 'floor'] } },
      train: [{ inside: ['tuco'] }, {}, {}, { inside: ['doc'] }],
    });
    const r = reveal(s, 4);
    expect(score(r.state)).toMatchObject({ end: 'all-out', winners: ['tuco'], tie: 'none', decidedBy: ['options.all-out'] });
    expect(r.log.at(-1)).toMatchObject({ kind: 'game-over', rule: 'options.all-out' });
  });
  it('the last to leave is the latest by round, then card, then turn (mutation survivor: later() and the search for the last)', () => {
    // round 2 (one wagon gone, its card held by doc), Horse in play, tuco plays first: doc walks off the rear end at card 1,
    // turn 2; tuco climbs, then walks off the front at card 2, turn 1; neither reveals the Horse next.
    // tuco left later (a later card beats an earlier turn), though he sits first and doc's turn is later
    const s = pos({
      options: { horse: true },
      bandits: { tuco: { facing: 'forward', stack: ['floor', 'move', 'turn'] }, doc: { facing: 'back', loot: [301], stack: ['move', 'turn', 'floor'] } },
      train: [{ inside: ['tuco'] }, {}, { inside: ['doc'] }],
    });
    const r = reveal(s, 5);
    expect(r.state.bandits.doc!.out).toMatchObject({ round: 1, pass: 0, step: 1 });
    expect(r.state.bandits.tuco!.out).toMatchObject({ round: 1, pass: 1, step: 0 });
    expect(score(r.state)).toMatchObject({ end: 'all-out', winners: ['tuco'], tie: 'none', decidedBy: ['options.all-out'] });
    expect(r.log.at(-1)).toMatchObject({ kind: 'game-over', rule: 'options.all-out', data: { winners: ['tuco'] } });
  });
});

describe('the standings (score)', () => {
  it('while the game goes on: not over, no winner, each bandit with its loot (mutation survivor: endKind and score on a game going on; every standings field)', () => {
    // 3 players, round 3 (two wagons gone, both cards held by tuco: $301 and $312), planning; belle left earlier
    const s = pos({
      bandits: { tuco: { loot: [301, 312] }, doc: {}, belle: { out: true } },
      train: [{}, { inside: ['tuco'] }, { inside: ['doc'] }],
    });
    expect(s.phase).not.toBe('game-over');
    const r = score(s);
    expect(r).toMatchObject({ over: false, end: null, winners: [], tie: 'none', decidedBy: [] });
    expect(r.standings).toEqual([
      { seat: 0, bandit: 'tuco', onTrain: true, lootCards: 2, best: 312, loot: [301, 312] },
      { seat: 1, bandit: 'doc', onTrain: true, lootCards: 0, best: null, loot: [] },
      { seat: 2, bandit: 'belle', onTrain: false, lootCards: 0, best: null, loot: [] },
    ]);
  });
});

describe('the Horse rescue (004 Expansion: Häst)', () => {
  it('saves a bandit shot off if it is the next card it reveals, this round', () => {
    const s = duel(['fire', 'turn', 'floor'], ['horse', 'turn', 'floor'], { horse: true });
    const shot = reveal(s);
    expect(at(shot.state, 'doc')).toBe('out');
    expect(shot.state.phase).toBe('revealing'); // options.last-bandit after-horse: the game waits
    expect(shot.log.find((e) => e.kind === 'horse-chance')).toMatchObject({ rule: 'options.last-bandit', data: { left: 'tuco', waiting: ['doc'], wait: true } });
    const back = reveal(shot.state);
    expect(rules(back.log)).toEqual(expect.arrayContaining(['horse.rescue', 'horse.locomotive']));
    expect(at(back.state, 'doc')).toBe('0 inside #0');
    expect(back.state.bandits.doc).toMatchObject({ facing: 'forward', stunned: false, out: null });
  });
  it('waits for a bandit knocked off with exactly one card left, the Horse (issue 20: pins waitingForHorse > 0 against > 1)', () => {
    // the third pass: tuco's last card is Fire, doc's last card is Horse; doc is shot off the rear end
    const s = pos({
      options: { horse: true },
      bandits: { tuco: { facing: 'back', revealed: ['turn', 'floor'], stack: ['fire'] }, doc: { facing: 'forward', revealed: ['turn', 'floor'], stack: ['horse'] } },
      train: [{}, {}, { inside: ['tuco'] }, { inside: ['doc'] }],
    });
    const shot = reveal(s);
    expect(at(shot.state, 'doc')).toBe('out');
    expect(shot.state.phase).toBe('revealing'); // options.last-bandit after-horse: the game waits for doc's one card
    expect(shot.log.find((e) => e.kind === 'horse-chance')).toMatchObject({ rule: 'options.last-bandit', data: { left: 'tuco', waiting: ['doc'], wait: true } });
    const back = reveal(shot.state);
    expect(rules(back.log)).toEqual(expect.arrayContaining(['horse.rescue']));
    expect(back.state.bandits.doc).toMatchObject({ out: null });
  });
  it('two bandits left on the train: the game goes on, the log tells of no chance (mutation survivor: horse-chance only with one bandit left or none)', () => {
    // 3 players: tuco shoots doc off the rear end; belle is still on the train with tuco
    const s = pos({
      options: { horse: true },
      bandits: { tuco: { facing: 'back', stack: ['fire', 'turn', 'floor'] }, doc: { stack: ['horse', 'turn', 'floor'] }, belle: { stack: ['turn', 'floor', 'move'] } },
      train: [{}, { inside: ['belle'] }, {}, { inside: ['tuco'] }, { inside: ['doc'] }],
    });
    const r = reveal(s);
    expect(at(r.state, 'doc')).toBe('out');
    expect(r.state.pending).toMatchObject({ kind: 'reveal', bandit: 'doc' });
    expect(r.log.map((e) => e.kind)).not.toContain('horse-chance');
  });
  it('horseRescue shot-off: a bandit shot off is still saved (options.horse-rescue; mutation survivor: a shot always gives the chance)', () => {
    const s = duel(['fire', 'turn', 'floor'], ['horse', 'turn', 'floor'], { horse: true, horseRescue: 'shot-off' });
    const shot = reveal(s);
    // the fall is logged with who, from where and how (mutation survivor: the fell entry)
    expect(shot.log).toContainEqual({ kind: 'fell', rule: 'cards.fire.off-train', data: { bandit: 'doc', from: 3, floor: 'inside', how: 'shot' } });
    const back = reveal(shot.state);
    expect(back.log.find((e) => e.kind === 'rescued')).toMatchObject({ rule: 'horse.rescue', data: { bandit: 'doc' } });
    expect(at(back.state, 'doc')).toBe('0 inside #0');
  });
  it('does not save when another card comes first', () => {
    const r = reveal(duel(['fire', 'turn', 'floor'], ['turn', 'horse', 'floor'], { horse: true }), 2);
    expect(r.log.find((e) => e.kind === 'not-rescued')).toMatchObject({ rule: 'horse.rescue', data: { bandit: 'doc', card: 'turn' } });
    expect(score(r.state)).toMatchObject({ end: 'last-bandit', winners: ['tuco'] });
  });
  it('lastBandit immediately: the game ends before the Horse can come', () => {
    const r = reveal(duel(['fire', 'turn', 'floor'], ['horse', 'turn', 'floor'], { horse: true, lastBandit: 'immediately' }));
    expect(r.state.phase).toBe('game-over');
    expect(r.log.find((e) => e.kind === 'horse-chance')).toMatchObject({ data: { wait: false } });
  });
  const walkOff = (horseRescue: Options['horseRescue']): GameState =>
    pos({
      options: { horse: true, horseRescue },
      seats: ['doc', 'tuco'],
      bandits: { doc: { facing: 'back', stack: ['move', 'horse', 'turn'] }, tuco: { stack: ['turn', 'floor', 'fire'] } },
      train: [{}, { inside: ['tuco'] }, {}, { inside: ['doc'] }],
    });
  it('horseRescue any-fall (default): a bandit who walked off is saved too', () => {
    const r = reveal(walkOff('any-fall'), 3);
    const rescued = r.log.find((e) => e.kind === 'rescued');
    expect(rescued).toMatchObject({ rule: 'options.horse-rescue', data: { bandit: 'doc' } });
    expect(at(r.state, 'doc')).toBe('0 inside #0');
  });
  it('horseRescue shot-off: a bandit who walked off has no chance', () => {
    const r = reveal(walkOff('shot-off'));
    expect(r.log.find((e) => e.kind === 'set-aside')).toMatchObject({ rule: 'options.horse-rescue', data: { bandit: 'doc', count: 2 } });
    expect(score(r.state)).toMatchObject({ end: 'last-bandit', winners: ['tuco'] });
  });
});
