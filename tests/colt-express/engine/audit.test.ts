// Independent audit of the engine against the rulebooks (seeds 000-003). Each row cites the
// seed file + section it checks. Rows marked "Audit A<n>" pin a fix listed in CHANGES.md › Audit.
import { describe, expect, it } from 'vitest';
import {
  apply,
  buildPosition,
  createGame,
  explain,
  legalChoices,
  makePosition,
  parsePosition,
} from '../../../src/games/colt-express/engine/index.ts';
import type { CharacterId, Choice, GameState, PositionSpec } from '../../../src/games/colt-express/engine/index.ts';
import { deepFreeze, legal, play, pos, randomPlay } from './helpers.ts';
import { eventPos } from './events-helpers.ts';

const roof = 'roof' as const;
const at = (s: GameState, id: CharacterId) => {
  const b = s.bandits[id]!;
  return `${b.car}${b.floor === 'roof' ? 'r' : 'i'}`;
};
const kinds = (log: readonly { kind: string }[]) => log.map((e) => e.kind);

// ---------------------------------------------------------------------------
// Stealing: targets (legalChoices) for one card, table-driven
// ---------------------------------------------------------------------------

// Choices as plain literals (car numbers unbranded): compared with toEqual, applied as input.
type ChoiceSpec = { readonly kind: Choice['kind'] } & { readonly [k: string]: unknown };
type TargetRow = [string, PositionSpec, ChoiceSpec[]];
const targetRows: TargetRow[] = [
  // 002 LE CARTE AZIONE › FUOCO: from a roof, any roof in line of sight; bandits INSIDE the cars in between do not block
  [
    'roof fire: inside bandits in between do not block',
    { carCount: 5, bandits: { ghost: { car: 1, floor: roof }, tuco: { car: 2 }, doc: { car: 3 }, django: { car: 4, floor: roof } }, pile: [{ bandit: 'ghost', card: 'fire' }] },
    [{ kind: 'fire', target: 'django' }],
  ],
  // 002 FUOCO: the first roof bandit in each direction blocks the ones behind him
  [
    'roof fire: nearest roof bandit each way, side by side on one roof',
    {
      carCount: 6,
      bandits: { ghost: { car: 3, floor: roof }, tuco: { car: 1, floor: roof }, doc: { car: 0, floor: roof }, django: { car: 5, floor: roof }, cheyenne: { car: 5, floor: roof }, belle: { car: 3 } },
      pile: [{ bandit: 'ghost', card: 'fire' }],
    },
    [{ kind: 'fire', target: 'tuco' }, { kind: 'fire', target: 'django' }, { kind: 'fire', target: 'cheyenne' }],
  ],
  // 002 FUOCO: inside, only bandits inside an adjacent car (0 = locomotive counts as a car)
  [
    'inside fire: adjacent cars only, never the own position, never a roof',
    { carCount: 5, marshal: 4, bandits: { tuco: { car: 1 }, doc: { car: 0 }, django: { car: 1 }, ghost: { car: 2, floor: roof }, cheyenne: { car: 3 } }, pile: [{ bandit: 'tuco', card: 'fire' }] },
    [{ kind: 'fire', target: 'doc' }],
  ],
  // 002 I BANDITI › TUCO: through the roof of his own car, from inside upward …
  [
    'Tuco inside shoots the roof of his car',
    { carCount: 4, bandits: { tuco: { car: 2 }, ghost: { car: 2, floor: roof }, doc: { car: 2 } }, pile: [{ bandit: 'tuco', card: 'fire' }] },
    [{ kind: 'fire', target: 'ghost' }],
  ],
  // … and from the roof downward (000 TUCO: "a Bandit on the other floor of your car")
  [
    'Tuco on a roof shoots inside his car',
    { carCount: 4, bandits: { tuco: { car: 2, floor: roof }, ghost: { car: 2 }, doc: { car: 2, floor: roof } }, pile: [{ bandit: 'tuco', card: 'fire' }] },
    [{ kind: 'fire', target: 'ghost' }],
  ],
  // 002 I BANDITI › BELLE: not a target while another bandit is a legal target …
  [
    'Belle protected by another legal target (Fire)',
    { carCount: 4, bandits: { doc: { car: 2 }, belle: { car: 1 }, tuco: { car: 3 } }, pile: [{ bandit: 'doc', card: 'fire' }] },
    [{ kind: 'fire', target: 'tuco' }],
  ],
  // … but a target when she is the only one (an illegal other bandit does not protect her)
  [
    'Belle alone is a target (the bandit out of reach does not protect her)',
    { carCount: 4, bandits: { doc: { car: 2 }, belle: { car: 1 }, tuco: { car: 3, floor: roof } }, pile: [{ bandit: 'doc', card: 'fire' }] },
    [{ kind: 'fire', target: 'belle' }],
  ],
  // 002 BELLE (Punch): same rule
  [
    'Belle protected by another legal target (Punch)',
    { carCount: 4, marshal: 0, bandits: { doc: { car: 2 }, belle: { car: 2 }, tuco: { car: 2 } }, pile: [{ bandit: 'doc', card: 'punch' }] },
    [
      { kind: 'punch', target: 'tuco', drop: null, push: 1 },
      { kind: 'punch', target: 'tuco', drop: null, push: 3 },
    ],
  ],
  // 002 PUGNO: only backward (toward the caboose) from the locomotive …
  [
    'Punch at the locomotive: pushed back only',
    { carCount: 4, marshal: 2, bandits: { doc: { car: 0, floor: roof }, tuco: { car: 0, floor: roof, loot: [250, 'jewel'] }, ghost: { car: 3 } }, pile: [{ bandit: 'doc', card: 'punch' }] },
    [
      { kind: 'punch', target: 'tuco', drop: 'jewel', push: 1 },
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 1 },
    ],
  ],
  // … only forward from the caboose; a bandit without loot is still pushed
  [
    'Punch at the caboose: pushed forward only, no loot still pushed',
    { carCount: 4, bandits: { doc: { car: 3 }, tuco: { car: 3 }, ghost: { car: 1 } }, pile: [{ bandit: 'doc', card: 'punch' }] },
    [{ kind: 'punch', target: 'tuco', drop: null, push: 2 }],
  ],
  // 002 I BANDITI › CHEYENNE: may keep a purse (not a jewel / strongbox); the drop is chosen by kind only
  [
    'Cheyenne: take option only for a purse',
    { carCount: 4, bandits: { cheyenne: { car: 2 }, tuco: { car: 2, loot: ['strongbox', 300, 450] }, ghost: { car: 3 } }, pile: [{ bandit: 'cheyenne', card: 'punch' }] },
    [
      { kind: 'punch', target: 'tuco', drop: 'strongbox', push: 1 },
      { kind: 'punch', target: 'tuco', drop: 'strongbox', push: 3 },
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 1 },
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 3 },
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 1, take: true },
      { kind: 'punch', target: 'tuco', drop: 'purse', push: 3, take: true },
    ],
  ],
  // 002 MOVIMENTO: roof 1 to 3 cars, must move; the locomotive counts as a car
  [
    'Move on the roof: 1-3 cars either way, not staying',
    { carCount: 7, bandits: { doc: { car: 2, floor: roof }, tuco: { car: 6 }, ghost: { car: 6 } }, pile: [{ bandit: 'doc', card: 'move' }] },
    [0, 1, 3, 4, 5].map((to) => ({ kind: 'move', to }) as Choice),
  ],
  // 002 MOVIMENTO: inside, one car
  [
    'Move inside: adjacent car only',
    { carCount: 5, marshal: 4, bandits: { doc: { car: 0, floor: roof }, tuco: { car: 1 }, ghost: { car: 3 } }, pile: [{ bandit: 'tuco', card: 'move' }] },
    [0, 2].map((to) => ({ kind: 'move', to }) as Choice),
  ],
  // 002 RAPINA: only the own floor; original: a token of your choice, but purses lie face down
  // (002 PREPARAZIONE), so the choice names the kind only, as in the revised rules
  [
    'Rob own floor only (original: a purse, face down)',
    { carCount: 4, cars: [{}, { inside: [300, 450], roof: ['jewel'] }], bandits: { doc: { car: 1 }, tuco: { car: 3 }, ghost: { car: 3 } }, pile: [{ bandit: 'doc', card: 'rob' }] },
    [{ kind: 'rob', loot: { kind: 'purse' } }],
  ],
  // 000 FURTO (revised): without looking at its value
  [
    'Rob own floor only (revised: blind purse)',
    { preset: 'revised', carCount: 4, cars: [{}, { inside: [300, 450], roof: ['jewel'] }], bandits: { doc: { car: 1 }, tuco: { car: 3 }, ghost: { car: 3 } }, pile: [{ bandit: 'doc', card: 'rob' }] },
    [{ kind: 'rob', loot: { kind: 'purse' } }],
  ],
];

describe('Audit: targets offered (legalChoices)', () => {
  it.each(targetRows)('%s', (_name, spec, expected) => {
    expect(legal(pos(spec))).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------
// Meeting the Marshal, every way (002 LO SCERIFFO; 000 SCERIFFO)
// ---------------------------------------------------------------------------

type MarshalRow = [string, PositionSpec, ChoiceSpec, { [C in CharacterId]?: string }, number];
const marshalRows: MarshalRow[] = [
  // 002 LO SCERIFFO: a bandit entering the Marshal's car flees to the roof + neutral bullet
  ['moving in', { carCount: 4, marshal: 2, bandits: { doc: { car: 3 }, tuco: { car: 0 }, ghost: { car: 0 } }, pile: [{ bandit: 'doc', card: 'move' }] }, { kind: 'move', to: 2 }, { doc: '2r' }, 12],
  // 002 LO SCERIFFO: "even if they just came down from that roof"
  ['climbing down into his car', { carCount: 4, marshal: 2, bandits: { doc: { car: 2, floor: roof }, tuco: { car: 0 }, ghost: { car: 0 } }, pile: [{ bandit: 'doc', card: 'floor' }] }, { kind: 'floor' }, { doc: '2r' }, 12],
  // 002 PUGNO + LO SCERIFFO: punched into his car
  ['punched in', { carCount: 4, marshal: 2, bandits: { doc: { car: 3 }, tuco: { car: 3 }, ghost: { car: 0 } }, pile: [{ bandit: 'doc', card: 'punch' }] }, { kind: 'punch', target: 'tuco', drop: null, push: 2 }, { tuco: '2r', doc: '3i' }, 12],
  // 002 DJANGO: pushed one car away from the shooter, then the Marshal check
  ['Django pushes into his car', { carCount: 5, marshal: 3, bandits: { django: { car: 1 }, tuco: { car: 2 }, ghost: { car: 0, floor: roof } }, pile: [{ bandit: 'django', card: 'fire' }] }, { kind: 'fire', target: 'tuco' }, { tuco: '3r' }, 12],
  // 002 NOTA IMPORTANTE: Django never pushes off the train (target at the caboose stays)
  ['Django at the caboose: target stays', { carCount: 4, marshal: 0, bandits: { django: { car: 2 }, tuco: { car: 3 }, ghost: { car: 0, floor: roof } }, pile: [{ bandit: 'django', card: 'fire' }] }, { kind: 'fire', target: 'tuco' }, { tuco: '3i' }, 13],
  // 002 DJANGO on the roofs, toward the locomotive
  ['Django on the roofs, toward the locomotive', { carCount: 5, marshal: 4, bandits: { django: { car: 4, floor: roof }, tuco: { car: 1, floor: roof }, ghost: { car: 2 } }, pile: [{ bandit: 'django', card: 'fire' }] }, { kind: 'fire', target: 'tuco' }, { tuco: '0r' }, 13],
  // 002 SCERIFFO card: the Marshal enters a car with two bandits inside: both flee, a bullet each
  ['Marshal card into a car with two bandits', { carCount: 4, marshal: 1, bandits: { cheyenne: { car: 3, floor: roof }, doc: { car: 2 }, django: { car: 2 } }, pile: [{ bandit: 'cheyenne', card: 'marshal' }] }, { kind: 'marshal', to: 2 }, { doc: '2r', django: '2r' }, 11],
];

describe('Audit: meeting the Marshal', () => {
  it.each(marshalRows)('%s', (_name, spec, choice, where, neutralLeft) => {
    const { state, log } = play(pos(spec), choice);
    for (const [id, w] of Object.entries(where)) expect(at(state, id as CharacterId)).toBe(w);
    expect(state.neutralBullets).toBe(neutralLeft);
    expect(log.filter((e) => e.kind === 'got-bullet')).toHaveLength(13 - neutralLeft);
  });

  // 002 NOTA IMPORTANTE (original): too few for the whole group → nobody, deck removed for good;
  // 000 SCERIFFO (revised): nobody, deck kept (a later single bandit still gets one)
  it.each([
    ['original', true, 0],
    ['revised', false, 1],
  ] as const)('shortage for a group of two (%s): removed=%s, later single bullet given=%i', (preset, removed, later) => {
    const s = pos({
      preset,
      carCount: 4,
      marshal: 1,
      neutralBullets: 1,
      bandits: { cheyenne: { car: 3, floor: roof, received: Array(12).fill('neutral') }, doc: { car: 2 }, django: { car: 2 } },
      pile: [
        { bandit: 'cheyenne', card: 'marshal' },
        { bandit: 'doc', card: 'floor' },
      ],
    });
    const a = play(s, { kind: 'marshal', to: 2 });
    expect(a.state.neutralBullets).toBe(1);
    expect(a.state.neutralDeckRemoved).toBe(removed);
    expect(at(a.state, 'doc')).toBe('2r');
    // Doc climbs down again into the Marshal's car: alone now
    const b = play(a.state, { kind: 'floor' });
    expect(at(b.state, 'doc')).toBe('2r');
    expect(b.log.filter((e) => e.kind === 'got-bullet')).toHaveLength(later);
  });
});

// ---------------------------------------------------------------------------
// Events (002 GLI EVENTI; 000 EVENTI)
// ---------------------------------------------------------------------------

describe('Audit: events', () => {
  // 002 Sceriffo infuriato: at the caboose he does not move; roof bandits above him are shot
  it('Angry Marshal at the caboose: shoots the roof, does not move', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 4, floor: roof }, tuco: { car: 3 }, belle: { car: 1 } }, { marshal: 4 });
    const { state, log } = play(s, { kind: 'event' });
    expect(state.marshal).toBe(4);
    expect(log.filter((e) => e.kind === 'got-bullet').map((e) => e.data.bandit)).toEqual(['ghost']);
    expect(kinds(log)).not.toContain('marshal-moved');
  });
  // 002 Sceriffo infuriato + LO SCERIFFO: moving toward the caboose into a car with bandits inside
  it('Angry Marshal moving into a car with bandits: they flee and get a bullet', () => {
    const s = eventPos('angry-marshal', { ghost: { car: 2, floor: roof }, tuco: { car: 3 }, belle: { car: 3 } }, { marshal: 2 });
    const { state, log } = play(s, { kind: 'event' });
    expect(state.marshal).toBe(3);
    expect([at(state, 'tuco'), at(state, 'belle')]).toEqual(['3r', '3r']);
    expect(log.filter((e) => e.kind === 'got-bullet').map((e) => e.data.bandit)).toEqual(['ghost', 'tuco', 'belle']);
  });
  // 002 Prendi tutto!: the second strongbox is already out (position) → nothing happens, loot conserved
  it('Take It All! with the second strongbox already out', () => {
    const s = eventPos('take-it-all', { ghost: { car: 2 }, tuco: { car: 3 }, belle: { car: 1 } }, { marshal: 4, cars: [{ inside: ['strongbox'] }, {}, {}, { inside: ['strongbox'] }] });
    expect(s.box.strongboxes).toBe(0);
    const { state } = play(s, { kind: 'event' });
    expect(state.cars[4]!.inside).toEqual([]);
    expect(state.box.strongboxes).toBe(0);
  });
  // 002 Borseggiare: alone at his position (roof included); two at one position: neither is alone
  it('Pickpocketing: only lone bandits are asked, roofs included', () => {
    const s = eventPos(
      'pickpocketing',
      { ghost: { car: 2 }, tuco: { car: 2 }, belle: { car: 3, floor: roof }, doc: { car: 1, floor: roof } },
      { cars: [{}, { roof: [300] }, { inside: [250, 450] }, { roof: [500] }] },
    );
    const a = play(s, { kind: 'event' });
    expect(a.state.pending).toMatchObject({ kind: 'pickpocket', bandit: 'belle' });
    const b = play(a.state, { kind: 'pickpocket', take: true });
    expect(b.state.pending).toMatchObject({ kind: 'pickpocket', bandit: 'doc' });
    const c = play(b.state, { kind: 'pickpocket', take: false });
    expect(c.state.phase).toBe('game-over');
    expect(c.state.cars[2]!.inside).toHaveLength(2);
    expect(c.state.bandits.belle!.loot).toEqual([{ kind: 'purse', value: 500 }]);
  });
  // 000 Conducente in Ostaggio (token-from-box): no $250 purse left out of play → nothing given
  it('Hostage with no $250 token left in the box', () => {
    const s = pos({
      preset: 'revised-advanced',
      carCount: 3,
      cars: [{ inside: ['strongbox'] }, { inside: [250, 250, 250, 250, 250] }, { inside: [250, 250] }],
      round: { card: 'hostage-conductor', index: 4, deck: [] },
      phase: 'end-of-round',
      marshal: 1,
      bandits: { ghost: { car: 0, floor: roof, loot: [250] }, tuco: { car: 0, loot: [300] }, belle: { car: 2, floor: roof } },
    });
    expect(s.box.purses).not.toContain(250);
    const { state, log } = play(s, { kind: 'event' });
    expect(kinds(log)).not.toContain('ransom');
    expect(state.bandits.ghost!.loot).toEqual([{ kind: 'purse', value: 250 }]);
  });
  // 000 PREPARAZIONE: first games have no events (roundEvents false): the round just ends
  it('round-card events only with roundEvents', () => {
    const g = createGame({ seed: 4, players: 3, preset: 'revised', roundCards: ['angry-marshal', 'bridge'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const log: string[] = [];
    while (s.round.index === 0) {
      const r = apply(s, legalChoices(s)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      log.push(...kinds(r.value.log));
      s = r.value.state;
    }
    expect(log).not.toContain('event');
  });
});

// ---------------------------------------------------------------------------
// Planning (002 FASE 1, LE CARTE ROUND, GHOST)
// ---------------------------------------------------------------------------

describe('Audit: planning', () => {
  // Take It All! 4 players S T D S; 5 players S D W (components.md); 002 Accelerazione / Inversione;
  // 002 GHOST: face-down option on his very first play of the round only
  it.each([
    [4, '0:1* 0:2 0:3 0:0 1:1 1:2 1:3 1:0 2:1 2:1 2:2 2:2 2:3 2:3 2:0 2:0 3:1 3:2 3:3 3:0'],
    [5, '0:1* 0:2 0:3 0:4 0:0 1:1 1:1 1:2 1:2 1:3 1:3 1:4 1:4 1:0 1:0 2:1 2:0 2:4 2:3 2:2'],
  ])('%i players: seat order, speeding-up twice in a row, switching counter-clockwise from the first player', (players, expected) => {
    const chars: CharacterId[] = ['doc', 'ghost', 'belle', 'tuco', 'django'];
    const g = createGame({ seed: 3, players, characters: chars.slice(0, players), firstPlayer: 1, roundCards: ['take-it-all', 'bridge'] });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const seq: string[] = [];
    while (s.phase === 'planning') {
      const lc = legalChoices(s);
      seq.push(`${s.round.turn}:${s.pending!.seat}${lc.some((c) => c.kind === 'play' && c.faceDown) ? '*' : ''}`);
      s = play(s, lc.find((c) => c.kind === 'play' && !c.faceDown) ?? lc[0]!).state;
    }
    expect(seq.join(' ')).toBe(expected);
  });

  // Audit A2 — 002 GHOST: a planning position built mid-round knows who already played
  it.each([
    // [turn, step, Ghost's seat, face-down offered]
    [0, 0, 0, true], // his first play
    [1, 0, 0, false], // he played in turn 0
    [0, 2, 2, true], // turn 0, seats 0 and 1 played before him
  ] as const)('buildPosition turn %i step %i: Ghost (seat %i) face-down offered = %s', (turn, step, seat, offered) => {
    const order: CharacterId[] = ['tuco', 'belle', 'doc'];
    order.splice(seat, 0, 'ghost');
    const bandits = Object.fromEntries(order.map((c, i) => [c, { car: i % 2 === 0 ? 4 : 3 }]));
    const s = pos({ characters: order, bandits, round: { card: 'braking', turn, step } });
    expect(s.pending).toMatchObject({ kind: 'plan', seat });
    expect(s.players[seat]!.turns).toBe(turn + (step > seat ? 1 : 0));
    expect(legalChoices(s).some((c) => c.kind === 'play' && c.faceDown === true)).toBe(offered);
  });

  it('buildPosition counts a speeding-up turn twice', () => {
    // Take It All! (4 players): S T D S — at turn 3 every seat has taken 1 + 1 + 2 actions
    const s = pos({ characters: ['ghost', 'tuco', 'belle', 'doc'], bandits: { ghost: { car: 4 }, tuco: { car: 3 }, belle: { car: 4 }, doc: { car: 3 } }, round: { card: 'take-it-all', turn: 3 } });
    expect(s.players.map((p) => p.turns)).toEqual([4, 4, 4, 4]);
  });
});

// ---------------------------------------------------------------------------
// Robustness: apply, legalChoices, parsePosition (README conventions)
// ---------------------------------------------------------------------------

describe('Audit: robustness', () => {
  const punchPos = () =>
    deepFreeze(pos({ carCount: 4, marshal: 1, bandits: { ghost: { car: 2 }, tuco: { car: 2, loot: [250] }, belle: { car: 3, floor: roof } }, pile: [{ bandit: 'ghost', card: 'punch' }] }));

  // Audit A1: the list apply() checks against is not the caller's list
  it('editing a returned choice list does not change what is legal', () => {
    const s = punchPos();
    const mine = legalChoices(s) as Choice[];
    const copy = JSON.stringify(mine);
    mine.length = 0;
    expect(JSON.stringify(legalChoices(s))).toBe(copy);
    expect(apply(s, JSON.parse(copy)[0]).ok).toBe(true);
  });
  it('a returned choice cannot be edited into an illegal one', () => {
    const s = punchPos();
    const c = legalChoices(s)[0] as { push: number };
    expect(Object.isFrozen(c)).toBe(true);
    expect(() => {
      c.push = 0;
    }).toThrow();
    const r = apply(s, c);
    expect(r.ok && r.value.state.bandits.tuco!.car).toBe(1);
  });
  it('explain().legal is a copy too', () => {
    const s = punchPos();
    (explain(s).legal as Choice[]).pop();
    expect(legalChoices(s)).toHaveLength(2);
  });

  // README: illegal or malformed input never throws and never mutates
  it('garbage choices on deeply frozen states: rejected, never thrown', () => {
    const garbage: unknown[] = [
      undefined,
      null,
      0,
      Number.NaN,
      'draw',
      [],
      new Array(100000).fill({ kind: 'draw' }),
      {},
      { kind: 'draw', extra: 1 },
      JSON.parse('{"kind":"draw","__proto__":{"polluted":1}}'),
      JSON.parse('{"__proto__":{"kind":"draw"}}'),
      { kind: '__proto__' },
      { kind: 'constructor' },
      { kind: 'move', to: 1e300 },
      Object.create(null),
      {
        get kind(): string {
          throw new Error('boom');
        },
      },
      Symbol('x'),
      10n,
    ];
    for (const seed of [1, 2]) {
      const cfg = seed === 1 ? { players: 4 } : { players: 2, options: { mode: 'two-bandits' as const } };
      const g = randomPlay(seed, cfg);
      const c0 = createGame({ ...cfg, seed });
      if (!c0.ok) throw new Error(c0.error.message);
      let s = deepFreeze(c0.value);
      for (const c of g.choices.slice(0, 60)) {
        for (const x of garbage) expect(apply(s, x).ok).toBe(false);
        const r = apply(s, c);
        if (!r.ok) throw new Error(r.error.message);
        s = deepFreeze(r.value.state);
      }
    }
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  // Audit A3: only the canonical text parses; hostile texts give {ok:false} with a path
  const text = (() => {
    const s = pos({ carCount: 4, bandits: { ghost: { car: 2, hand: ['move', 'fire', 'rob'] }, tuco: { car: 3 }, belle: { car: 1 } }, round: { card: 'braking' } });
    return makePosition(s);
  })();
  const field = (i: number, f: (x: string) => string) => text.split('.').map((x, k) => (k === i ? f(x) : x)).join('.');
  it.each([
    ['unsorted hand', field(7, (x) => x.replace(/^([A-Za-z])([A-Za-z])/, '$2$1')), /^players\[0\]\.hand/],
    ['the canonical text itself', field(5, (x) => x), null],
    ['empty pile spelled as nothing', field(10, () => ''), /^pile$/],
    // issue 8: numbers are read field by field, so the error names the counter itself
    ['turns with a leading zero', field(7, (x) => x.replace(/-0_/, '-00_')), /^players\[0\]\.turns$/],
    ['huge turns', field(7, (x) => x.replace(/-0_/, `-${'z'.repeat(300)}_`)), /^players\[0\]\.turns$/],
    ['wrong version', text.replace(/^ce1/, 'ce2'), /^prefix$/],
    ['truncated', text.slice(0, text.length - 3), /./],
    ['non-URL characters', text + '%20', /^text$/],
    ['very long', text + 'a'.repeat(200000), /./],
  ] as const)('%s', (_n, t, path) => {
    const r = parsePosition(t);
    if (path === null) {
      expect(r.ok).toBe(true);
      return;
    }
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('parse');
      expect(r.error.path).toMatch(path);
    }
  });
  // README: equal states give equal texts, whatever the path that led to them
  it('canonical: two move orders reaching one position give one text', () => {
    const spec = (first: CharacterId, second: CharacterId): PositionSpec => ({
      carCount: 4,
      bandits: { ghost: { car: 2 }, tuco: { car: 3 }, belle: { car: 1, floor: roof } },
      pile: [
        { bandit: first, card: 'floor' },
        { bandit: second, card: 'floor' },
        { bandit: 'belle', card: 'rob' },
      ],
    });
    const a = play(pos(spec('ghost', 'tuco')), { kind: 'floor' }, { kind: 'floor' }).state;
    const b = play(pos(spec('tuco', 'ghost')), { kind: 'floor' }, { kind: 'floor' }).state;
    expect(makePosition(a)).toBe(makePosition(b));
    const p = parsePosition(makePosition(a));
    expect(p.ok && p.value).toEqual(a);
  });
  it('buildPosition never throws on hostile specs', () => {
    for (const x of [undefined, null, 1, 'x', {}, { bandits: null }, { bandits: { zorro: { car: 1 } } }, { bandits: { ghost: { car: 99 } } }, JSON.parse('{"bandits":{"__proto__":{"car":1}}}')]) {
      expect(buildPosition(x as never).ok).toBe(false);
    }
  });
});
