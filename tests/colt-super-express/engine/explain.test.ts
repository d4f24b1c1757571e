// explain(): why each bandit is not hit, with a closed `why` code, typed params and a rule id;
// what the pending reveal will do; why a card cannot be stacked; the error for an illegal choice.
// Every explain() call runs inside its test (a call while vitest collects would not count for the
// mutation run: stryker.config.mjs, ignoreStatic).
import { describe, expect, it } from 'vitest';
import { apply, explain, legalChoices, view } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Choice, Exclusion, GameState, Seat } from '../../../src/games/colt-super-express/engine/index.ts';
import { game, pos, revealing, step } from './helpers.ts';

const whyOf = (ex: readonly Exclusion[]): Record<string, string> =>
  Object.fromEntries(ex.map((e) => [e.choice.kind === 'reveal' ? e.choice.target : e.choice.card, `${e.why} ${e.rule}`]));
const byChoice = (ex: readonly Exclusion[], who: string): Exclusion | undefined =>
  ex.find((e) => (e.choice.kind === 'reveal' ? e.choice.target : e.choice.card) === who);

describe('explain a Fire (004 Händelsekort › Skjut)', () => {
  // tuco fires back along the inside of wagons 1-4: doc lies stunned in front of him, belle is
  // hit, ghost stands behind belle, mei is on the roof, django behind tuco; round 2: cheyenne
  // left the train in round 1
  const fire = (): GameState =>
    revealing({
      seats: ['tuco', 'doc', 'belle', 'ghost', 'mei', 'django', 'cheyenne'],
      bandits: { tuco: { facing: 'back', stack: ['fire', 'turn', 'move'], loot: [301] }, doc: { stunned: true }, belle: {}, ghost: {}, mei: {}, django: {}, cheyenne: { out: { round: 0 } } },
      train: [{}, { inside: ['django', 'tuco', 'doc'] }, { inside: ['belle'] }, { inside: ['ghost'], roof: ['mei'] }, {}, {}, {}, {}],
    });
  it('previews the reveal', () => {
    const e = explain(fire());
    expect(e.legal).toEqual([{ kind: 'reveal' }]);
    expect(e.reveal).toEqual({ bandit: 'tuco', card: 'fire', standsUp: false, target: 'belle', fromOutside: false });
  });
  it('excludes every other bandit on the train, and only them (not the shooter, the target or a bandit out of the game)', () => {
    expect(Object.keys(whyOf(explain(fire()).excluded)).sort()).toEqual(['django', 'doc', 'ghost', 'mei']);
  });
  it.each([
    // the bullets fly past a stunned bandit
    ['doc', 'lying-stunned', 'cards.fire.stunned-not-hit', { target: 'doc' }, 'Doc lies stunned: the bullets fly past.'],
    // belle stands between
    ['ghost', 'blocked', 'cards.fire.line-of-fire', { target: 'ghost', blocker: 'belle' }, 'Belle stands in between and is hit first.'],
    // on your floor only
    ['mei', 'other-floor', 'cards.fire.line-of-fire', { target: 'mei', floor: 'roof' }, 'Mei is on the other floor.'],
    // in front of you only
    ['django', 'behind', 'position.line', { target: 'django' }, 'Django is behind Tuco, who faces the other way.'],
  ])('%s: %s (%s)', (who, why, rule, params, reason) => {
    const x = byChoice(explain(fire()).excluded, who);
    expect(x?.choice).toEqual({ kind: 'reveal', target: who });
    expect([x?.why, x?.rule]).toEqual([why, rule]);
    expect(x?.params).toEqual(params);
    expect(x?.reason).toBe(reason);
  });
  it('nobody hit: the stunned bandits in front lie stunned, the one on the roof is on the other floor (004 Skjut)', () => {
    // doc and belle lie stunned in front of tuco, nobody stands behind them: the shot hits nobody
    const s = revealing({
      bandits: { tuco: { facing: 'back', stack: ['fire', 'turn', 'move'] }, doc: { stunned: true }, belle: { stunned: true }, ghost: {} },
      train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'], roof: ['ghost'] }, {}, {}, {}],
    });
    const e = explain(s);
    expect(e.reveal).toMatchObject({ card: 'fire', target: null, standsUp: false });
    expect(whyOf(e.excluded)).toEqual({ doc: 'lying-stunned cards.fire.stunned-not-hit', belle: 'lying-stunned cards.fire.stunned-not-hit', ghost: 'other-floor cards.fire.line-of-fire' });
    expect(byChoice(e.excluded, 'ghost')?.params).toEqual({ target: 'ghost', floor: 'roof' });
  });
});

describe('explain a stunned bandit (004 Händelsekort: stunned)', () => {
  it('a Fire only stands it up: nobody is hit (ghost, out of the game since round 1, is not named)', () => {
    const s = revealing({ bandits: { tuco: { stunned: true, facing: 'back', stack: ['fire', 'turn', 'move'], loot: [301] }, doc: {}, belle: {}, ghost: { out: { round: 0 } } }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
    const e = explain(s);
    expect(e.reveal).toMatchObject({ standsUp: true, target: null });
    expect(whyOf(e.excluded)).toEqual({ doc: 'shooter-stunned stunned.stand-up', belle: 'shooter-stunned stunned.stand-up' });
    const doc = byChoice(e.excluded, 'doc');
    expect(doc?.params).toEqual({ target: 'doc', shooter: 'tuco' });
    expect(doc?.reason).toBe('Tuco lies stunned: the card only stands the bandit up.');
  });
  it('a Reflex stands it up and fires (004 Expansion: Reflex)', () => {
    const s = revealing({ options: { reflex: true }, bandits: { tuco: { stunned: true, facing: 'back', stack: ['reflex', 'turn', 'move'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
    const e = explain(s);
    expect(e.reveal).toEqual({ bandit: 'tuco', card: 'reflex', standsUp: true, target: 'doc', fromOutside: false });
    expect(whyOf(e.excluded)).toEqual({ belle: 'blocked cards.fire.line-of-fire' });
  });
});

describe('explain a reveal that fires at nobody', () => {
  // tuco faces back with doc in front of him; the card he reveals does not fire, so nobody is excluded
  const at = (card: 'turn' | 'move' | 'reflex', stunned: boolean): GameState =>
    revealing({ options: { reflex: true }, bandits: { tuco: { stunned, facing: 'back', stack: [card, 'fire', 'floor'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
  it.each([
    ['turn', false], // 004 Händelsekort: a Turn only turns the bandit
    ['move', true], // 004 Händelsekort: a stunned bandit only stands up, whatever the card
    ['reflex', false], // 004 Expansion: Reflex fires only for a stunned bandit
  ] as const)('%s, stunned %s', (card, stunned) => {
    const e = explain(at(card, stunned));
    expect(e.reveal).toEqual({ bandit: 'tuco', card, standsUp: stunned, target: null, fromOutside: false });
    expect(e.excluded).toEqual([]);
  });
});

describe('explain a Horse chance (004 Häst)', () => {
  it('a bandit shot off the train reveals its next card from outside', () => {
    // tuco shot doc off at the first card: doc, out of the game, reveals its Horse
    const s = pos({
      options: { horse: true },
      bandits: { tuco: { revealed: ['fire'], stack: ['turn', 'move'] }, doc: { out: { how: 'shot', pass: 0, step: 0 }, stack: ['horse', 'move', 'turn'] }, belle: { stack: ['turn', 'floor', 'move'] } },
      train: [{}, { inside: ['tuco'] }, { inside: ['belle'] }, {}, {}],
      next: 'doc',
    });
    const e = explain(s);
    expect(e.reveal).toEqual({ bandit: 'doc', card: 'horse', standsUp: false, target: null, fromOutside: true });
    expect(e.excluded).toEqual([]);
  });
});

describe('explain planning (004 Fas 1)', () => {
  it('a card already stacked, an expansion card not in play', () => {
    const s = step(game({ seed: 1, players: 3, options: { reflex: true } }), { kind: 'stack', card: 'move' }).state;
    const e = explain(s);
    expect(whyOf(e.excluded)).toEqual({ move: 'already-stacked round.plan', horse: 'not-in-play horse.setup' });
    expect(e.legal.map((c) => (c.kind === 'stack' ? c.card : c.kind))).toEqual(['turn', 'floor', 'fire', 'reflex']);
  });
  it.each([
    // 004 Fas 1: each card is stacked once
    ['move', 'already-stacked', 'round.plan', 'The Move card is already in the stack.'],
    // 004 Expansion: Reflex / Häst: the expansion cards are dealt only when the expansion is in play
    ['reflex', 'not-in-play', 'reflex.setup', 'The Reflex card is not in this game (its expansion is not in play).'],
    ['horse', 'not-in-play', 'horse.setup', 'The Horse card is not in this game (its expansion is not in play).'],
  ])('%s: %s (%s)', (card, why, rule, reason) => {
    const s = step(game({ seed: 1, players: 3 }), { kind: 'stack', card: 'move' }).state;
    const e = explain(s);
    expect(Object.keys(whyOf(e.excluded)).sort()).toEqual(['horse', 'move', 'reflex']);
    const x = byChoice(e.excluded, card);
    expect(x?.choice).toEqual({ kind: 'stack', card });
    expect([x?.why, x?.rule]).toEqual([why, rule]);
    expect(x?.params).toEqual({ card });
    expect(x?.reason).toBe(reason);
  });
});

describe('explain a view (004 Fas 1: the stacks lie face down)', () => {
  it('planning seen from another seat: only the cards not in play, not which ones are stacked', () => {
    const s = step(game({ seed: 1, players: 3 }), { kind: 'stack', card: 'move' }).state;
    const other = ((s.pending!.seat + 1) % 3) as Seat;
    expect(whyOf(explain(view(s, other)).excluded)).toEqual({ reflex: 'not-in-play reflex.setup', horse: 'not-in-play horse.setup' });
    // the planner's own view knows its stack
    expect(whyOf(explain(view(s, s.pending!.seat)).excluded)).toEqual({ move: 'already-stacked round.plan', reflex: 'not-in-play reflex.setup', horse: 'not-in-play horse.setup' });
  });
  it('a reveal seen from another seat: the top card is hidden, so no preview and nothing excluded', () => {
    const s = revealing({ bandits: { tuco: { facing: 'back', stack: ['fire', 'turn', 'move'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
    const e = explain(view(s, 1 as Seat));
    expect(e.reveal).toBeNull();
    expect(e.excluded).toEqual([]);
    // tuco's own view shows the shot
    expect(explain(view(s, 0 as Seat)).reveal).toMatchObject({ card: 'fire', target: 'doc' });
  });
});

describe('explainIllegal: the error of apply() for an illegal choice', () => {
  const planning = (): GameState => step(game({ seed: 1, players: 3 }), { kind: 'stack', card: 'move' }).state;
  const revealPos = (): GameState => revealing({ bandits: { tuco: { stack: ['fire', 'turn', 'move'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
  it.each([
    // 004 Fas 1: the stacked card is no longer in the hand; the excluding rule and its reason are named
    ['plan, a card already stacked', planning, { kind: 'stack', card: 'move' }, 'round.plan', 'choice.card', ': The Move card is already in the stack.', '"stack move" is not a legal choice now (asked: plan of seat '],
    ['plan, an expansion card not in play', planning, { kind: 'stack', card: 'reflex' }, 'reflex.setup', 'choice.card', ': The Reflex card is not in this game (its expansion is not in play).', '"stack reflex" is not a legal choice now (asked: plan of seat '],
    // mutation survivor: the wrong kind of choice names what the game asks for
    ['plan, a reveal', planning, { kind: 'reveal' }, 'round.plan', 'choice', ': the game asks for a card to stack ({kind: "stack", card}).', '"reveal" is not a legal choice now (asked: plan of seat '],
    // mutation survivor: a stacked card named during a reveal is not explained as a planning choice
    ['reveal, a card of the stack', revealPos, { kind: 'stack', card: 'move' }, 'round.reveal', 'choice', ': the game asks for the reveal of the top card ({kind: "reveal"}).', '"stack move" is not a legal choice now (asked: reveal of seat 0, tuco)'],
  ] as const)('%s', (_label, state, choice, rule, path, end, start) => {
    const s = state();
    const r = apply(s, choice);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.code, r.error.rule, r.error.path]).toEqual(['illegal-choice', rule, path]);
    expect(r.error.message.startsWith(start)).toBe(true);
    expect(r.error.message.endsWith(end)).toBe(true);
    expect(r.error.message).toBe(`${start}${s.pending!.kind === 'plan' ? `${s.pending!.seat}, ${s.pending!.bandit})` : ''}${end}`);
  });
});

describe('never throws', () => {
  it.each([
    null,
    undefined,
    42,
    'x',
    {},
    { pending: { kind: 'reveal' } },
    [],
    // not a state (no train): nothing is explained, even with a planning seat to read
    { pending: { kind: 'plan', seat: 0 }, players: [{ hand: [], stack: ['move'] }], config: { options: {} } },
    // the shape of a state, its bandits missing
    { config: {}, players: [], train: [], pending: { kind: 'reveal', seat: 0, bandit: 'tuco' } },
  ])('explain(%j)', (bad) => {
    expect(explain(bad as never)).toEqual({ legal: [], excluded: [], reveal: null });
  });
});

describe('the legal choices of explain() are a fresh array', () => {
  it('editing them changes nothing (as legalChoices)', () => {
    const s = revealing({ bandits: { tuco: { stack: ['fire', 'turn', 'move'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
    const legal = explain(s).legal as Choice[];
    legal.push({ kind: 'stack', card: 'move' });
    expect(legalChoices(s)).toEqual([{ kind: 'reveal' }]);
    expect(explain(s).legal).toEqual([{ kind: 'reveal' }]);
  });
});
