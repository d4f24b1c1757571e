// explain(): every choice a pending question excludes, with the rule that excludes it, its closed
// reason code (`why`), typed parameters and English sentence; which choices are excluded (and only
// those); and apply()'s error for an illegal choice, which names the excluding rule.
// Positions are built and explain()/apply() run inside each test (a call while vitest collects would
// not count for the mutation run: stryker.config.mjs, ignoreStatic).
import { describe, expect, it } from 'vitest';
import { apply, explain } from '../../../src/games/colt-express/engine/index.ts';
import type { ActionKind, BanditSpec, CharacterId, GameState, PositionSpec } from '../../../src/games/colt-express/engine/index.ts';
import { play, pos } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };
/** `bandit` resolves `card` (the next card of the pile), five cars, the Marshal in the locomotive. */
const resolving = (bandit: CharacterId, card: ActionKind, bandits: Bs, extra: Partial<PositionSpec> = {}): GameState =>
  pos({ carCount: 5, marshal: 0, bandits, pile: [{ bandit, card }], ...extra });
/** Doc inside car 2 between Ghost (car 1) and Tuco (car 3). */
const docInside = (card: ActionKind, extra: Partial<PositionSpec> = {}): GameState =>
  resolving('doc', card, { doc: { car: 2 }, ghost: { car: 1 }, tuco: { car: 3 } }, extra);
/** Doc on the roof of car 0 (five cars: 0-4), Ghost and Tuco inside. */
const docOnRoof = (card: ActionKind): GameState => resolving('doc', card, { doc: { car: 0, floor: 'roof' }, ghost: { car: 1 }, tuco: { car: 3 } });
/** Round 2, Braking (a face-up turn): Doc has played his deck out; his hand holds every action card and two of Ghost's bullets. */
const docDeckOut = (): GameState =>
  pos({
    round: { index: 1, card: 'braking' },
    bandits: {
      doc: { car: 1, hand: ['move', 'move', 'floor', 'floor', 'fire', 'fire', 'punch', 'marshal', 'rob', 'rob', 'bullet.ghost', 'bullet.ghost'] },
      ghost: { car: 2 },
      tuco: { car: 3 },
    },
  });
/** Two bandits per player: Tuco fires face up, Ghost covers; the player holds Ghost's Move and Ghost's Marshal card. */
const ghostCovers = (): GameState =>
  play(
    pos({
      options: { mode: 'two-bandits' },
      teams: [['ghost', 'tuco'], ['doc', 'django']],
      round: { card: 'braking' },
      bandits: { ghost: { car: 1, hand: ['move', 'marshal'] }, tuco: { car: 2, hand: ['fire', 'punch'] }, doc: { car: 1, hand: ['move'] }, django: { car: 2, hand: ['move'] } },
    }),
    { kind: 'play', card: 'fire', bandit: 'tuco' },
  ).state;

describe('explain: each excluded choice names its rule, reason code, parameters and English sentence', () => {
  const rows: [string, () => GameState, unknown, string, string, Record<string, unknown>, string][] = [
    // 002 FUOCO: on the roofs the nearest bandit blocks; mutation survivor: the blocker is a roof bandit
    // strictly between (not Django inside car 1, not Cheyenne herself, who is listed before Ghost)
    ['Fire: the roof bandit in between blocks', () => resolving('doc', 'fire', { doc: { car: 0, floor: 'roof' }, cheyenne: { car: 3, floor: 'roof' }, django: { car: 1 }, ghost: { car: 2, floor: 'roof' } }),
      { kind: 'fire', target: 'cheyenne' }, 'actions.fire.roof-line-of-sight', 'line-of-sight', { bandit: 'doc', target: 'cheyenne', blocker: 'ghost' },
      'ghost stands between doc and cheyenne: no line of sight.'],
    // 002 FUOCO: from a roof, a bandit inside is never a target, even with a roof bandit in between
    // (mutation survivor: the reason is the floor, not a line of sight)
    ['Fire: a bandit inside, seen from a roof', () => resolving('doc', 'fire', { doc: { car: 0, floor: 'roof' }, ghost: { car: 1, floor: 'roof' }, cheyenne: { car: 3 } }),
      { kind: 'fire', target: 'cheyenne' }, 'actions.fire.roof-line-of-sight', 'roof-to-inside', { target: 'cheyenne' },
      'cheyenne is inside a car: from a roof you can only hit bandits on other roofs.'],
    // 002 PUGNO: a bandit at the same position only
    ['Punch: a bandit in the next car', () => docInside('punch'),
      { kind: 'punch', target: 'ghost' }, 'actions.punch.same-position', 'not-here', { bandit: 'doc', target: 'ghost' },
      'ghost is not in the same car and on the same floor as doc.'],
    // 002 MOVIMENTO: the card moves the bandit
    ['Move: staying put', () => docInside('move'),
      { kind: 'move', to: 2 }, 'actions.move.must-move', 'must-move', { bandit: 'doc' }, 'A Move card must move the bandit.'],
    // 002 MOVIMENTO: inside, to an adjacent car
    ['Move: two cars inside', () => docInside('move'),
      { kind: 'move', to: 0 }, 'actions.move.inside', 'inside-one-car', { bandit: 'doc', to: 0 }, 'Inside the train a bandit moves only to an adjacent car.'],
    // 002 MOVIMENTO: on the roofs, 1 to 3 cars
    ['Move: four cars on the roofs', () => docOnRoof('move'),
      { kind: 'move', to: 4 }, 'actions.move.roof', 'roof-three-cars', { bandit: 'doc', to: 4 }, 'On the roofs a bandit moves 1 to 3 cars.'],
    // 002 LE CARTE AZIONE › SCERIFFO: the card moves the Marshal
    ['Marshal: staying put', () => docInside('marshal', { marshal: 4 }),
      { kind: 'marshal', to: 4 }, 'actions.marshal.move', 'marshal-must-move', { to: 4 }, 'The Marshal must move.'],
    // 002 LE CARTE AZIONE › SCERIFFO: one car, inside the train
    ['Marshal: two cars', () => docInside('marshal', { marshal: 4 }),
      { kind: 'marshal', to: 2 }, 'actions.marshal.move', 'marshal-one-car', { to: 2 }, 'The Marshal moves exactly one car, inside the train.'],
    // 002 RAPINA: loot on the bandit's own floor only (a purse inside, Doc on the roof)
    ['Rob: the floor below', () => resolving('doc', 'rob', { doc: { car: 2, floor: 'roof' }, ghost: { car: 1 }, tuco: { car: 3 } }, { cars: [{}, {}, { inside: ['purse'] }] }),
      { kind: 'rob', floor: 'inside' }, 'actions.rob.same-floor', 'own-floor', { bandit: 'doc', floor: 'inside' }, 'A bandit can only rob loot on his own floor.'],
    // 002 RAPINA: a jewel on the roof, Doc inside
    ['Rob: the roof above', () => resolving('doc', 'rob', { doc: { car: 2 }, ghost: { car: 1 }, tuco: { car: 3 } }, { cars: [{}, {}, { roof: ['jewel'] }] }),
      { kind: 'rob', floor: 'roof' }, 'actions.rob.same-floor', 'own-floor', { bandit: 'doc', floor: 'roof' }, 'A bandit can only rob loot on his own floor.'],
    // 002 FUOCO: bullet cards are useless when drawn (they cannot be played); count = how many in hand
    ['Plan: bullet cards', docDeckOut,
      { kind: 'play', card: 'bullet' }, 'planning.play-card', 'bullet-card', { count: 2 }, 'Bullet cards cannot be played.'],
    // 002 FASE 1: draw three cards from the deck; none left
    ['Plan: an empty deck', docDeckOut,
      { kind: 'draw' }, 'planning.draw-three', 'deck-empty', {}, 'The deck is empty: no cards to draw.'],
    // 002 FASE 1: a face-up turn (Braking's first), no Ghost
    ['Plan: face down in a face-up turn', docDeckOut,
      { kind: 'play', faceDown: true }, 'turns.standard', 'face-up-turn', {}, 'Cards are played face up in this turn.'],
    // 001 Dekkingsregel: the second action may not be a Marshal action
    ['Cover: the Marshal card', ghostCovers,
      { kind: 'cover', card: 'marshal', bandit: 'ghost' }, 'variants.two-bandits.cover-fire', 'cover-not-marshal', { bandit: 'ghost' }, 'Cover fire cannot be a Marshal card.'],
  ];
  it.each(rows)('%s', (_n, at, choice, rule, why, params, reason) => {
    const found = explain(at()).excluded.filter((e) => JSON.stringify(e.choice) === JSON.stringify(choice));
    expect(found).toHaveLength(1);
    const [x] = found;
    expect([x?.rule, x?.why]).toEqual([rule, why]);
    expect(x?.params).toEqual(params);
    expect(x?.reason).toBe(reason);
  });
});

describe('explain: the excluded choices, and only those', () => {
  const rows: [string, () => GameState, unknown[]][] = [
    // 002 FUOCO: Doc is armed, Ghost next door is a target, Cheyenne two cars away is not;
    // mutation survivor: the shooter and a legal target are never listed as excluded
    ['Fire: the target in range is not excluded, nor the shooter', () => resolving('doc', 'fire', { doc: { car: 2 }, ghost: { car: 1 }, cheyenne: { car: 4 } }),
      [{ kind: 'fire', target: 'cheyenne' }]],
    // 002 FUOCO: no bullet card left: every other bandit is out of reach
    ['Fire: no bullets left', () => resolving('doc', 'fire', { doc: { car: 2, bulletsLeft: 0 }, ghost: { car: 1, received: ['doc', 'doc', 'doc'] }, cheyenne: { car: 3, received: ['doc', 'doc', 'doc'] } }),
      [{ kind: 'fire', target: 'ghost' }, { kind: 'fire', target: 'cheyenne' }]],
    // 002 MOVIMENTO: inside car 2 of 0-4: the cars next door are open; mutation survivor: no car 5
    ['Move inside car 2', () => docInside('move'), [{ kind: 'move', to: 0 }, { kind: 'move', to: 2 }, { kind: 'move', to: 4 }]],
    // 002 MOVIMENTO: on the roof of car 0: cars 1-3 are open (3 cars away too); mutation survivor: no car 5
    ['Move on the roof of car 0', () => docOnRoof('move'), [{ kind: 'move', to: 0 }, { kind: 'move', to: 4 }]],
    // 002 LE CARTE AZIONE › SCERIFFO: from the last car (4), car 3 only
    ['Marshal in the last car', () => docInside('marshal', { marshal: 4 }), [0, 1, 2, 4].map((to) => ({ kind: 'marshal', to }))],
    // 002 RAPINA: nothing on the other floor: nothing to exclude (Doc on the roof, a jewel beside him)
    ['Rob on the roof, nothing below', () => resolving('doc', 'rob', { doc: { car: 2, floor: 'roof' }, ghost: { car: 1 }, tuco: { car: 3 } }, { cars: [{}, {}, { roof: ['jewel'] }] }), []],
    // 002 RAPINA: Doc inside with a purse, nothing on the roof
    ['Rob inside, nothing above', () => resolving('doc', 'rob', { doc: { car: 2 }, ghost: { car: 1 }, tuco: { car: 3 } }, { cars: [{}, {}, { inside: ['purse'] }] }), []],
    // 002 Tunnel: every card goes face down; a deck to draw from, no bullet card in hand
    ['Plan in a tunnel', () => pos({ round: { card: 'swivel-arm', turn: 1 }, bandits: { doc: { car: 1 }, ghost: { car: 2 }, tuco: { car: 3 } } }), []],
    // 002 GHOST: his first card of the round may go face down in a face-up turn
    ['Plan: Ghost, his first turn', () => pos({ round: { card: 'braking' }, bandits: { ghost: { car: 1 }, doc: { car: 2 }, tuco: { car: 3 } } }), []],
    // 001 Dekkingsregel: Ghost fires, Tuco covers; the Marshal card in hand is Ghost's, not Tuco's, and
    // Tuco's Move and Punch may cover: nothing excluded (mutation survivor: the card's bandit and action both count)
    ['Cover: the Marshal card held is the firing bandit’s', () =>
      play(
        pos({
          options: { mode: 'two-bandits' },
          teams: [['ghost', 'tuco'], ['doc', 'django']],
          round: { card: 'braking' },
          bandits: { ghost: { car: 1, hand: ['fire', 'move', 'marshal'] }, tuco: { car: 2, hand: ['move', 'punch'] }, doc: { car: 1, hand: ['move'] }, django: { car: 2, hand: ['move'] } },
        }),
        { kind: 'play', card: 'fire', bandit: 'ghost' },
      ).state, []],
  ];
  it.each(rows)('%s', (_n, at, excluded) => {
    expect(explain(at()).excluded.map((e) => e.choice)).toEqual(excluded);
  });
});

describe('apply: an illegal choice is refused naming the rule that excludes it', () => {
  const rows: [string, () => GameState, unknown, { code: string; message: string; rule?: string; path: string }][] = [
    // 002 MOVIMENTO; mutation survivor: the exclusion that matches every field (car 2), not the first move exclusion (car 0)
    ['Move: staying put', () => docInside('move'), { kind: 'move', to: 2 },
      { code: 'illegal-choice', message: '"move" is not a legal choice now (asked: resolve of seat 0): A Move card must move the bandit.', rule: 'actions.move.must-move', path: 'choice' }],
    // 002 FUOCO: from inside, an adjacent car only
    ['Fire: two cars away', () => resolving('doc', 'fire', { doc: { car: 2 }, ghost: { car: 1 }, cheyenne: { car: 4 } }), { kind: 'fire', target: 'cheyenne' },
      { code: 'illegal-choice', message: '"fire" is not a legal choice now (asked: resolve of seat 0): cheyenne is 2 cars away: from inside you can only hit bandits inside an adjacent car.', rule: 'actions.fire.inside-adjacent', path: 'choice' }],
    // mutation survivor: a choice of another kind than the question matches no exclusion: no rule named
    ['a draw while a Move resolves', () => docInside('move'), { kind: 'draw' },
      { code: 'illegal-choice', message: '"draw" is not a legal choice now (asked: resolve of seat 0).', path: 'choice' }],
    // 002 FASE 1; mutation survivor: the plan question and seat are named
    ['Plan: an empty deck', docDeckOut, { kind: 'draw' },
      { code: 'illegal-choice', message: '"draw" is not a legal choice now (asked: plan of seat 0): The deck is empty: no cards to draw.', rule: 'planning.draw-three', path: 'choice' }],
  ];
  it.each(rows)('%s', (_n, at, choice, error) => {
    const r = apply(at(), choice);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(error.code);
    expect(r.error.message).toBe(error.message);
    expect(r.error.path).toBe(error.path);
    expect(r.error.rule).toBe(error.rule);
  });
});
