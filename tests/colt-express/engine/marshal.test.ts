import { describe, expect, it } from 'vitest';
import { legal, play, pos, rulesOf } from './helpers.ts';
import { eventPos } from './events-helpers.ts';
import { explain, type GameState } from '../../../src/games/colt-express/engine/index.ts';

const withMarshal = (marshal: number, extra: Partial<Parameters<typeof pos>[0]> = {}): GameState =>
  pos({
    carCount: 4,
    marshal,
    bandits: {
      cheyenne: { car: 3, floor: 'roof' },
      doc: { car: 2, floor: 'inside' },
      django: { car: 2, floor: 'inside' },
    },
    pile: [{ bandit: 'cheyenne', card: 'marshal' }],
    ...extra,
  });

describe('Marshal card', () => {
  // 002 LE CARTE AZIONE › SCERIFFO: one car either way, inside only
  it.each([
    [0, [1]],
    [1, [0, 2]],
    [3, [2]],
  ] as const)('Marshal in car %i may go to %j', (m, to) => {
    expect(legal(withMarshal(m))).toEqual(to.map((t) => ({ kind: 'marshal', to: t })));
  });

  // 002 LE CARTE AZIONE › SCERIFFO: the card moves him; staying put is refused as such, two cars away
  // as too far (an Italian review read "moves exactly one wagon" as the wrong reason for staying).
  it.each([
    [1, 1, 'marshal-must-move'],
    [1, 3, 'marshal-one-car'],
    [0, 0, 'marshal-must-move'],
  ] as const)('Marshal in car %i, sent to car %i: %s', (m, to, why) => {
    const found = explain(withMarshal(m)).excluded.filter((e) => e.choice.kind === 'marshal' && e.choice.to === to);
    expect(found.map((e) => e.why)).toEqual([why]);
  });

  // 002 LO SCERIFFO: the Marshal enters a car with bandits inside: all flee to the roof, a neutral bullet each
  it('Marshal entering a car with two bandits inside', () => {
    const { state, log } = play(withMarshal(1), { kind: 'marshal', to: 2 });
    expect(state.marshal).toBe(2);
    expect(state.bandits.doc!.floor).toBe('roof');
    expect(state.bandits.django!.floor).toBe('roof');
    expect(state.neutralBullets).toBe(11);
    expect(log.filter((e) => e.kind === 'got-bullet')).toHaveLength(2);
    expect(rulesOf(log)).toContain('actions.marshal.move');
  });

  // 002 NOTA IMPORTANTE: too few neutral bullets for everybody: nobody gets one, deck removed (original)
  it('shortage (original): nobody gets a bullet and the neutral deck is removed', () => {
    const s = withMarshal(1, { neutralBullets: 1, bandits: {
      cheyenne: { car: 3, floor: 'roof', received: Array(12).fill('neutral') },
      doc: { car: 2, floor: 'inside' },
      django: { car: 2, floor: 'inside' },
    } });
    const { state, log } = play(s, { kind: 'marshal', to: 2 });
    expect(state.neutralBullets).toBe(1);
    expect(state.neutralDeckRemoved).toBe(true);
    expect(rulesOf(log)).toContain('marshal.bullets-run-out');
  });

  // 000 SCERIFFO (revised): nobody gets one, the deck stays
  it('shortage (revised): nobody gets a bullet, deck stays', () => {
    const s = withMarshal(1, { preset: 'revised', neutralBullets: 1, bandits: {
      cheyenne: { car: 3, floor: 'roof', received: Array(12).fill('neutral') },
      doc: { car: 2, floor: 'inside' },
      django: { car: 2, floor: 'inside' },
    } });
    const { state } = play(s, { kind: 'marshal', to: 2 });
    expect(state.neutralBullets).toBe(1);
    expect(state.neutralDeckRemoved).toBe(false);
  });

  // 002 SCERIFFO: the Marshal never goes on a roof: no roof choice exists (type-level), roof bandits unaffected
  it('roof bandits above the Marshal are not affected', () => {
    const s = withMarshal(2, { bandits: { cheyenne: { car: 3, floor: 'roof' }, doc: { car: 0, floor: 'roof' }, django: { car: 1 } } });
    const { state } = play(s, { kind: 'marshal', to: 3 });
    expect(state.bandits.cheyenne).toMatchObject({ car: 3, floor: 'roof' });
    expect(state.neutralBullets).toBe(13);
  });
});

// The log is what the site narrates (rule id, kind and data of each entry): these rows pin the
// entries written by marshal.ts (mutation survivors: each row names the entry it pins).
describe('Marshal log entries', () => {
  // one neutral bullet left for two bandits (the other 12 already dealt to cheyenne)
  const short = withMarshal(1, { neutralBullets: 1, bandits: {
    cheyenne: { car: 3, floor: 'roof', received: Array(12).fill('neutral') },
    doc: { car: 2, floor: 'inside' },
    django: { car: 2, floor: 'inside' },
  } });
  it.each([
    // mutation survivor: the Marshal card's move names the bandit who played it, from and to
    ['marshal-moved names the bandit', withMarshal(1), { rule: 'actions.marshal.move', kind: 'marshal-moved', data: { bandit: 'cheyenne', from: 1, to: 2 } }],
    // mutation survivor: 002 LO SCERIFFO: each bandit inside flees to the roof of that car
    ['fled-to-roof (doc)', withMarshal(1), { rule: 'marshal.flee-to-roof', kind: 'fled-to-roof', data: { bandit: 'doc', to: 2, floor: 'roof' } }],
    ['fled-to-roof (django)', withMarshal(1), { rule: 'marshal.flee-to-roof', kind: 'fled-to-roof', data: { bandit: 'django', to: 2, floor: 'roof' } }],
    // mutation survivor: 002 NOTA IMPORTANTE: the shortage entry says how many were due, and the removal (original)
    ['no-neutral-bullet', short, { rule: 'marshal.bullets-run-out', kind: 'no-neutral-bullet', data: { amount: 2, deckRemoved: false } }],
    ['neutral-deck-removed', short, { rule: 'marshal.bullets-run-out', kind: 'neutral-deck-removed', data: { option: 'remove-deck' } }],
  ] as const)('%s', (_name, s, entry) => {
    const { log } = play(s, { kind: 'marshal', to: 2 });
    expect(log).toContainEqual(entry);
  });

  // mutation survivor: an event moving the Marshal names no bandit (null), never a missing field
  it('Angry Marshal: marshal-moved with bandit null', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 3 }, doc: { car: 1 }, tuco: { car: 0 } }, { marshal: 2 });
    const { log } = play(s, { kind: 'event' });
    expect(log).toContainEqual({ rule: 'events.angry-marshal', kind: 'marshal-moved', data: { bandit: null, from: 2, to: 3 } });
  });

  // mutation survivor: with the neutral deck already removed and nobody above the Marshal, nobody was due
  // a bullet: the log must not claim a shortage (no 'no-neutral-bullet' entry for zero bandits)
  it('neutral deck removed, nobody on the roof above him: no shortage entry', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 3 }, doc: { car: 1 }, tuco: { car: 0 } }, { marshal: 4 });
    const { log } = play({ ...s, neutralDeckRemoved: true }, { kind: 'event' });
    expect(log.filter((e) => e.kind === 'no-neutral-bullet')).toEqual([]);
  });
});
