// A round: planning (004 Fas 1), the reveals (004 Fas 2) and the end of the round (004 Slutet på
// rundan). Each row names its source: 004 = the Swedish book, section; ours = CHANGES.md.
import { describe, expect, it } from 'vitest';
import { apply, legalChoices } from '../../../src/games/colt-super-express/engine/index.ts';
import type { BanditId, CarIndex, GameState, LogEntry, RuleId } from '../../../src/games/colt-super-express/engine/index.ts';
import { at, game, lastReveal, pos, reveal, rules, step } from './helpers.ts';

describe('planning (004 Fas 1: Planering!)', () => {
  it('asks each player in turn for 3 cards, the first chosen on top', () => {
    let s = game({ seed: 5, players: 3, bandits: ['tuco', 'doc', 'belle'], firstPlayer: 1 });
    const asked: string[] = [];
    for (const card of ['fire', 'move', 'turn', 'floor', 'fire', 'move', 'turn', 'floor', 'move'] as const) {
      asked.push(`${s.pending!.bandit}:${legalChoices(s).length}`);
      s = step(s, { kind: 'stack', card }).state;
    }
    // doc (first player), then belle, then tuco (clockwise); 4, 3, 2 cards to choose from
    expect(asked).toEqual(['doc:4', 'doc:3', 'doc:2', 'belle:4', 'belle:3', 'belle:2', 'tuco:4', 'tuco:3', 'tuco:2']);
    expect(s.players[1]!.stack).toEqual(['fire', 'move', 'turn']); // revealed top first
    expect(s.players[1]!.hand).toEqual(['floor']); // set aside for the round
    expect(s.phase).toBe('revealing');
    expect(s.pending).toMatchObject({ kind: 'reveal', bandit: 'doc' });
  });

  it('logs each card stacked: seat, bandit and how many are stacked (mutation survivor: the stacked entry; the card itself stays secret)', () => {
    let s = game({ seed: 5, players: 3, bandits: ['tuco', 'doc', 'belle'], firstPlayer: 1 });
    const r1 = step(s, { kind: 'stack', card: 'fire' });
    expect(r1.log).toEqual([{ kind: 'stacked', rule: 'round.plan', data: { seat: 1, bandit: 'doc', count: 1 } }]);
    s = r1.state;
    const r2 = step(s, { kind: 'stack', card: 'move' });
    expect(r2.log).toEqual([{ kind: 'stacked', rule: 'round.plan', data: { seat: 1, bandit: 'doc', count: 2 } }]);
  });

  it('refuses a card already stacked, naming the rule', () => {
    const s = step(game({ seed: 5, players: 3 }), { kind: 'stack', card: 'fire' }).state;
    expect(legalChoices(s).some((c) => c.kind === 'stack' && c.card === 'fire')).toBe(false);
    const r = apply(s, { kind: 'stack', card: 'fire' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'illegal-choice', rule: 'round.plan' });
    const x = apply(s, { kind: 'stack', card: 'horse' }); // base game: no Horse card
    if (!x.ok) expect(x.error).toMatchObject({ code: 'illegal-choice', rule: 'horse.setup' });
    expect(x.ok).toBe(false);
  });
});

describe('reveals (004 Fas 2: Skjutande!)', () => {
  it('one card at a time, from the first player clockwise, pass after pass', () => {
    let s = game({ seed: 5, players: 3, bandits: ['tuco', 'doc', 'belle'], firstPlayer: 2 });
    // turn, floor, move: nobody leaves the train (wagons 3 forward, 2 forward, 1 back)
    for (let i = 0; i < 9; i++) s = step(s, { kind: 'stack', card: (['turn', 'floor', 'move'] as const)[i % 3]! }).state;
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      order.push(`${s.pending!.bandit}:${s.players[s.pending!.seat]!.stack[0]!}`);
      s = reveal(s).state;
    }
    expect(order).toEqual(['belle:turn', 'tuco:turn', 'doc:turn', 'belle:floor', 'tuco:floor', 'doc:floor', 'belle:move', 'tuco:move', 'doc:move']);
  });
});

describe('end of a round (004 Slutet på rundan)', () => {
  type Row = [string, GameState, { readonly loot?: BanditId | null; readonly out?: readonly BanditId[]; readonly log: readonly RuleId[]; readonly entries?: readonly Partial<LogEntry>[]; readonly absent?: readonly LogEntry['kind'][] }];
  const rows: Row[] = [
    // 004: the last wagon uncouples; nobody on it; the furthest bandit takes its card
    ['the furthest bandit takes the card', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, { inside: ['doc'] }, { inside: ['belle'] }, {}]), { loot: 'belle', log: ['round.uncouple', 'round.loot'] }],
    // 004: a bandit on the uncoupled wagon is out; the card goes to the furthest one left
    ['a bandit on the last wagon falls with it', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, { inside: ['doc'] }, {}, { roof: ['belle'] }]), { loot: 'doc', out: ['belle'], log: ['round.uncouple', 'round.loot'] }],
    // 004: same distance, one on the roof and one inside: the roof wins
    ['roof beats inside', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, {}, { inside: ['doc'], roof: ['belle'] }, {}]), { loot: 'belle', log: ['round.loot.roof'] }],
    // options.loot-tie rear-of-line (default): the rear end of the line is furthest from the locomotive
    ['same floor: the rear of the line', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, {}, { inside: ['belle', 'doc'] }, {}]), { loot: 'doc', log: ['options.loot-tie'] }],
    // options.loot-tie turn-order: the first of them in turn order (tuco is the first player)
    ['same floor, turn-order', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{}, {}, { inside: ['belle', 'doc', 'tuco'] }, {}], { lootTie: 'turn-order' }), { loot: 'tuco', log: ['options.loot-tie'] }],
    // options.loot-tie turn-order, the first player not in the line: doc (seat 1) before belle (seat 2), though belle stands first (mutation survivor: the turn order from the first player)
    ['same floor, turn-order after the first player', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{}, { inside: ['tuco'] }, { inside: ['belle', 'doc'] }, {}], { lootTie: 'turn-order' }), { loot: 'doc', log: ['options.loot-tie'] }],
    // 004 Slutet på rundan, Fas 1: the log names the wagon and its card, who takes it, the new round and its cards (mutation survivor: the entries' kinds and data)
    ['the log of the uncoupling', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, { inside: ['doc'] }, { inside: ['belle'] }, { card: 389 }]), {
      loot: 'belle',
      log: ['round.uncouple', 'round.loot', 'round.take-cards'],
      entries: [
        { kind: 'uncoupled', rule: 'round.uncouple', data: { car: 4 as CarIndex, value: 389 } },
        { kind: 'loot-taken', rule: 'round.loot', data: { bandit: 'belle', value: 389 } },
        { kind: 'round-start', rule: 'round.take-cards', data: { round: 1, cards: 4 } },
      ],
    }],
    // 004 Slutet på rundan: the bandit on the uncoupled wagon falls with it, the log says from where and how; its cards are all revealed, nothing is set aside (mutation survivor: the fell entry; set-aside only for cards left)
    ['the log of a fall with the wagon', lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, { inside: ['doc'] }, {}, { roof: ['belle'] }]), {
      loot: 'doc',
      out: ['belle'],
      log: ['round.uncouple'],
      entries: [{ kind: 'fell', rule: 'round.uncouple', data: { bandit: 'belle', from: 4 as CarIndex, floor: 'roof', how: 'uncoupled' } }],
      absent: ['set-aside'],
    }],
    // 004 Slutet på rundan (nobody left to take the card: the book is silent): the card stays unclaimed, the log names it (mutation survivor: loot-unclaimed's data)
    ['nobody left to take the card', lastReveal({ tuco: {}, doc: {} }, [{}, {}, { inside: ['tuco'], roof: ['doc'], card: 389 }]), { loot: null, out: ['tuco', 'doc'], log: ['round.uncouple'], entries: [{ kind: 'loot-unclaimed', rule: 'round.loot', data: { value: 389 } }] }],
  ];
  it.each(rows)('%s', (_name, s, want) => {
    const r = reveal(s);
    const value = s.train[s.train.length - 1]!.card;
    expect(r.state.train.length).toBe(s.train.length - 1); // the train shrinks by one wagon
    for (const id of want.out ?? []) expect(at(r.state, id)).toBe('out');
    if (want.loot !== undefined && want.loot !== null) expect(r.state.bandits[want.loot]!.loot).toContain(value);
    for (const rule of want.log) expect(rules(r.log)).toContain(rule);
    for (const e of want.entries ?? []) expect(r.log).toContainEqual(e);
    for (const kind of want.absent ?? []) expect(r.log.map((e) => e.kind)).not.toContain(kind);
  });

  it('the First Player card passes left and everyone takes the cards back (004 Slutet på rundan; Fas 1)', () => {
    const s = lastReveal({ tuco: {}, doc: {}, belle: {} }, [{ inside: ['tuco'] }, { inside: ['doc'] }, { inside: ['belle'] }, {}]);
    const r = reveal(s);
    expect(r.state.round).toMatchObject({ index: 1, firstPlayer: 1 });
    expect(r.state.pending).toMatchObject({ kind: 'plan', bandit: 'doc' });
    expect(r.state.players.every((p) => p.hand.length === 4 && p.stack.length === 0 && p.revealed.length === 0)).toBe(true);
    expect(rules(r.log)).toEqual(expect.arrayContaining(['round.first-player-passes', 'round.take-cards']));
  });

  it('the First Player card skips a player whose bandit is out (out.first-player, ours)', () => {
    const s = lastReveal({ tuco: {}, doc: { out: true }, belle: {}, ghost: {} }, [{ inside: ['tuco'] }, { inside: ['belle'] }, { inside: ['ghost'] }, {}, {}]);
    const r = reveal(s);
    expect(r.state.round.firstPlayer).toBe(2);
    const e = r.log.find((x) => x.kind === 'first-player');
    expect(e).toMatchObject({ rule: 'out.first-player', data: { bandit: 'belle', skipped: ['doc'] } });
    // an out bandit plans nothing
    expect(r.state.players[1]!.stack).toEqual([]);
  });
});

describe('bandits out of the game (out.no-more-cards, ours)', () => {
  it('reveal nothing more: their turn is passed over', () => {
    // doc walks off the rear end with his first card; his other two cards are set aside
    const s = pos({
      bandits: { doc: { facing: 'back', stack: ['move', 'fire', 'turn'] }, tuco: { stack: ['turn', 'floor', 'move'] }, belle: { stack: ['turn', 'floor', 'move'] } },
      train: [{}, { inside: ['tuco'] }, { inside: ['belle'] }, {}, { inside: ['doc'] }],
    });
    const r = reveal(s);
    expect(rules(r.log)).toEqual(expect.arrayContaining(['cards.move.off-train', 'out.no-more-cards']));
    expect(r.state.players[0]!.stack).toEqual([]);
    const order: string[] = [];
    let t = r.state;
    for (let i = 0; i < 4; i++) {
      order.push(t.pending!.bandit);
      t = reveal(t).state;
    }
    expect(order).toEqual(['tuco', 'belle', 'tuco', 'belle']);
  });
});
