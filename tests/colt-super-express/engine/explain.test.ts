// explain(): why each bandit is not hit, with a closed `why` code, typed params and a rule id;
// what the pending reveal will do; why a card cannot be stacked.
import { describe, expect, it } from 'vitest';
import { explain } from '../../../src/games/colt-super-express/engine/index.ts';
import type { Exclusion } from '../../../src/games/colt-super-express/engine/index.ts';
import { game, revealing, step } from './helpers.ts';

const whyOf = (ex: readonly Exclusion[]): Record<string, string> =>
  Object.fromEntries(ex.map((e) => [e.choice.kind === 'reveal' ? e.choice.target : e.choice.card, `${e.why} ${e.rule}`]));

describe('explain a Fire (004 Händelsekort › Skjut)', () => {
  // tuco fires back along the inside of wagons 1-4: doc lies stunned in front of him, belle is
  // hit, ghost stands behind belle, mei is on the roof, django behind tuco
  const s = revealing({
    seats: ['tuco', 'doc', 'belle', 'ghost', 'mei', 'django'],
    bandits: { tuco: { facing: 'back', stack: ['fire', 'turn', 'move'] }, doc: { stunned: true }, belle: {}, ghost: {}, mei: {}, django: {} },
    train: [{}, { inside: ['django', 'tuco', 'doc'] }, { inside: ['belle'] }, { inside: ['ghost'], roof: ['mei'] }, {}, {}, {}, {}],
  });
  const e = explain(s);
  it('previews the reveal', () => {
    expect(e.legal).toEqual([{ kind: 'reveal' }]);
    expect(e.reveal).toEqual({ bandit: 'tuco', card: 'fire', standsUp: false, target: 'belle', fromOutside: false });
  });
  it.each([
    ['doc', 'lying-stunned cards.fire.stunned-not-hit'], // the bullets fly past a stunned bandit
    ['ghost', 'blocked cards.fire.line-of-fire'], // belle stands between
    ['mei', 'other-floor cards.fire.line-of-fire'], // on your floor only
    ['django', 'behind position.line'], // in front of you only
  ])('%s: %s', (who, want) => {
    expect(whyOf(e.excluded)[who]).toBe(want);
  });
  it('names the blocker in the params', () => {
    const g = e.excluded.find((x) => x.why === 'blocked');
    expect(g?.why === 'blocked' && g.params).toEqual({ target: 'ghost', blocker: 'belle' });
  });
});

describe('explain a stunned bandit (004 Händelsekort: stunned)', () => {
  it('a Fire only stands it up: nobody is hit', () => {
    const s = revealing({ bandits: { tuco: { stunned: true, facing: 'back', stack: ['fire', 'turn', 'move'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
    const e = explain(s);
    expect(e.reveal).toMatchObject({ standsUp: true, target: null });
    expect(whyOf(e.excluded)).toEqual({ doc: 'shooter-stunned stunned.stand-up', belle: 'shooter-stunned stunned.stand-up' });
  });
  it('a Reflex stands it up and fires (004 Expansion: Reflex)', () => {
    const s = revealing({ options: { reflex: true }, bandits: { tuco: { stunned: true, facing: 'back', stack: ['reflex', 'turn', 'move'] }, doc: {}, belle: {} }, train: [{}, { inside: ['tuco', 'doc'] }, { inside: ['belle'] }, {}, {}] });
    expect(explain(s).reveal).toMatchObject({ card: 'reflex', standsUp: true, target: 'doc' });
  });
});

describe('explain planning (004 Fas 1)', () => {
  it('a card already stacked, an expansion card not in play', () => {
    const s = step(game({ seed: 1, players: 3, options: { reflex: true } }), { kind: 'stack', card: 'move' }).state;
    const e = explain(s);
    expect(whyOf(e.excluded)).toEqual({ move: 'already-stacked round.plan', horse: 'not-in-play horse.setup' });
    expect(e.legal.map((c) => (c.kind === 'stack' ? c.card : c.kind))).toEqual(['turn', 'floor', 'fire', 'reflex']);
  });
});

describe('never throws', () => {
  it.each([null, undefined, 42, 'x', {}, { pending: { kind: 'reveal' } }, []])('explain(%j)', (bad) => {
    expect(explain(bad as never)).toEqual({ legal: [], excluded: [], reveal: null });
  });
});
