// The event cards, one table per card: each row a position, the card revealed, where everybody
// ends up. Source of each row in its comment: 004 = the Swedish book, section; ours = CHANGES.md.
import { describe, expect, it } from 'vitest';
import type { BanditId, BanditSpec, CardKind, Options, PositionSpec, RuleId } from '../../../src/games/colt-super-express/engine/index.ts';
import { at, reveal, revealing, rules } from './helpers.ts';

type B = { readonly [K in BanditId]?: BanditSpec };
type Row = {
  readonly name: string;
  /** the bandit whose card is revealed first, and the card */
  readonly who: BanditId;
  readonly card: CardKind;
  readonly bandits: B;
  readonly train: PositionSpec['train'];
  readonly options?: Partial<Options>;
  /** where each listed bandit stands after the reveal: `car floor #place` or `out` */
  readonly after: { readonly [K in BanditId]?: string };
  readonly facing?: { readonly [K in BanditId]?: 'forward' | 'back' };
  readonly stunned?: { readonly [K in BanditId]?: boolean };
  readonly log: readonly RuleId[];
  /** the shot's log entries (bullet-passed, hit, no-target, pushed), exactly: who, whom, from where to where */
  readonly shot?: readonly { readonly kind: string; readonly rule: RuleId; readonly data: object }[];
  /** log entries that must appear, exactly (kind, rule, data): what the site narrates */
  readonly entries?: readonly { readonly kind: string; readonly rule: RuleId; readonly data: object }[];
};

const SHOT_KINDS = ['bullet-passed', 'hit', 'no-target', 'pushed'];

function run(row: Row): void {
  const bandits: { [K in BanditId]?: BanditSpec } = { ...row.bandits };
  const mine = bandits[row.who] ?? {};
  bandits[row.who] = { ...mine, stack: [row.card, ...(['turn', 'floor', 'move', 'fire'] as const).filter((c) => c !== row.card).slice(0, 2)] };
  const seats = [row.who, ...(Object.keys(row.bandits) as BanditId[]).filter((b) => b !== row.who)];
  const s = revealing({ seats, bandits, train: row.train, ...(row.options ? { options: row.options } : {}) });
  const r = reveal(s);
  for (const [id, where] of Object.entries(row.after)) expect(at(r.state, id as BanditId), `${id} stands`).toBe(where);
  for (const [id, f] of Object.entries(row.facing ?? {})) expect(r.state.bandits[id as BanditId]?.facing, `${id} faces`).toBe(f);
  for (const [id, st] of Object.entries(row.stunned ?? {})) expect(r.state.bandits[id as BanditId]?.stunned, `${id} stunned`).toBe(st);
  for (const rule of row.log) expect(rules(r.log), 'log').toContain(rule);
  if (row.shot !== undefined) expect(r.log.filter((e) => SHOT_KINDS.includes(e.kind)), 'shot log').toEqual(row.shot);
  for (const e of row.entries ?? []) expect(r.log, 'log entry').toContainEqual(e);
}

// A 3-player train in round 1: locomotive + 4 wagons (cars 1-4); 4 players: 5 wagons.
const T = (cars: { [car: number]: { inside?: BanditId[]; roof?: BanditId[] } }, wagons = 4): PositionSpec['train'] =>
  Array.from({ length: wagons + 1 }, (_, i) => cars[i] ?? {});

const turn: Row[] = [
  // 004 Händelsekort › Vänd: face the other way, same place
  { name: 'forward becomes back', who: 'tuco', card: 'turn', bandits: { tuco: { facing: 'forward' }, doc: {}, belle: {} }, train: T({ 2: { inside: ['tuco', 'doc'] }, 3: { inside: ['belle'] } }), after: { tuco: '2 inside #0' }, facing: { tuco: 'back' }, log: ['cards.turn'],
    entries: [{ kind: 'turned', rule: 'cards.turn', data: { bandit: 'tuco', facing: 'back' } }] },
  // 004 Vänd: "Eller tvärtom" (or the other way round); on the roof too
  { name: 'back becomes forward on a roof', who: 'tuco', card: 'turn', bandits: { tuco: { facing: 'back' }, doc: {}, belle: {} }, train: T({ 1: { roof: ['tuco'] }, 3: { inside: ['doc', 'belle'] } }), after: { tuco: '1 roof #0' }, facing: { tuco: 'forward' }, log: ['cards.turn'] },
];

const floor: Row[] = [
  // 004 Byta våning: inside → roof, facing kept
  { name: 'climbs to an empty roof', who: 'doc', card: 'floor', bandits: { doc: { facing: 'back' }, tuco: {}, belle: {} }, train: T({ 2: { inside: ['doc', 'tuco'] }, 3: { inside: ['belle'] } }), after: { doc: '2 roof #0', tuco: '2 inside #0' }, facing: { doc: 'back' }, log: ['cards.floor'],
    entries: [{ kind: 'climbed', rule: 'cards.floor', data: { bandit: 'doc', car: 2, floor: 'roof', place: 0 } }] },
  // 004 Byta våning: roof → inside
  { name: 'goes down inside', who: 'doc', card: 'floor', bandits: { doc: { facing: 'forward' }, tuco: {}, belle: {} }, train: T({ 4: { roof: ['doc'] }, 3: { inside: ['tuco', 'belle'] } }), after: { doc: '4 inside #0' }, facing: { doc: 'forward' }, log: ['cards.floor'] },
  // 004 Byta våning: bandits there, facing forward: back at the rear edge = rear end of the line
  { name: 'facing forward joins at the rear end', who: 'doc', card: 'floor', bandits: { doc: { facing: 'forward' }, tuco: {}, belle: {} }, train: T({ 2: { inside: ['doc'], roof: ['tuco', 'belle'] } }), after: { doc: '2 roof #2', tuco: '2 roof #0', belle: '2 roof #1' }, log: ['cards.floor.back-to-edge'],
    entries: [{ kind: 'climbed', rule: 'cards.floor.back-to-edge', data: { bandit: 'doc', car: 2, floor: 'roof', place: 2 } }] },
  // 004 Byta våning: bandits there, facing back: back at the front edge = place 0
  { name: 'facing back joins at the front', who: 'doc', card: 'floor', bandits: { doc: { facing: 'back' }, tuco: {}, belle: {} }, train: T({ 2: { roof: ['doc'], inside: ['tuco', 'belle'] } }), after: { doc: '2 inside #0', tuco: '2 inside #1', belle: '2 inside #2' }, log: ['cards.floor.back-to-edge'] },
  // 004 Byta våning in the locomotive (it has a roof like any car)
  { name: 'in the locomotive', who: 'doc', card: 'floor', bandits: { doc: {}, tuco: {}, belle: {} }, train: T({ 0: { inside: ['doc'] }, 2: { inside: ['tuco', 'belle'] } }), after: { doc: '0 roof #0' }, log: ['cards.floor'] },
];

const move: Row[] = [
  // 004 Gå: one wagon in the facing direction, same floor and facing
  { name: 'forward to an empty wagon', who: 'belle', card: 'move', bandits: { belle: { facing: 'forward' }, tuco: {}, doc: {} }, train: T({ 3: { inside: ['belle'] }, 4: { inside: ['tuco', 'doc'] } }), after: { belle: '2 inside #0' }, facing: { belle: 'forward' }, log: ['cards.move'] },
  // 004 Gå: back toward the rear, on the roof
  { name: 'back on the roof', who: 'belle', card: 'move', bandits: { belle: { facing: 'back' }, tuco: {}, doc: {} }, train: T({ 1: { roof: ['belle'] }, 4: { inside: ['tuco', 'doc'] } }), after: { belle: '2 roof #0' }, log: ['cards.move'],
    entries: [{ kind: 'moved', rule: 'cards.move', data: { bandit: 'belle', from: 1, car: 2, floor: 'roof', place: 0 } }] },
  // 004 Gå: bandits there, moving forward: enters at the rear side of the car
  { name: 'forward into a crowded line', who: 'belle', card: 'move', bandits: { belle: { facing: 'forward' }, tuco: {}, doc: {} }, train: T({ 3: { inside: ['belle'] }, 2: { inside: ['tuco', 'doc'] } }), after: { belle: '2 inside #2', tuco: '2 inside #0', doc: '2 inside #1' }, log: ['cards.move.entry-side'],
    entries: [{ kind: 'moved', rule: 'cards.move.entry-side', data: { bandit: 'belle', from: 3, car: 2, floor: 'inside', place: 2 } }] },
  // 004 Gå: bandits there, moving back: enters at the front side
  { name: 'back into a crowded line', who: 'belle', card: 'move', bandits: { belle: { facing: 'back' }, tuco: {}, doc: {} }, train: T({ 1: { roof: ['belle'] }, 2: { roof: ['tuco', 'doc'] } }), after: { belle: '2 roof #0', tuco: '2 roof #1' }, log: ['cards.move.entry-side'] },
  // 004 Gå: off the front of the train (from the locomotive, facing forward): out
  { name: 'off the front of the locomotive', who: 'belle', card: 'move', bandits: { belle: { facing: 'forward' }, tuco: {}, doc: {} }, train: T({ 0: { roof: ['belle'] }, 2: { inside: ['tuco', 'doc'] } }), after: { belle: 'out' }, log: ['cards.move.off-train', 'out.no-more-cards'] },
  // 004 Gå: off the rear end of the train: out
  { name: 'off the rear end', who: 'belle', card: 'move', bandits: { belle: { facing: 'back' }, tuco: {}, doc: {} }, train: T({ 4: { inside: ['belle'] }, 2: { inside: ['tuco', 'doc'] } }), after: { belle: 'out' }, log: ['cards.move.off-train'] },
  // 004 Gå into the locomotive
  { name: 'into the locomotive', who: 'belle', card: 'move', bandits: { belle: { facing: 'forward' }, tuco: {}, doc: {} }, train: T({ 1: { inside: ['belle'] }, 0: { inside: ['tuco'] }, 3: { inside: ['doc'] } }), after: { belle: '0 inside #1' }, log: ['cards.move.entry-side'] },
];

const fire: Row[] = [
  // 004 Skjut: the first bandit in front, in your own wagon: pushed one wagon on, stunned, facing kept
  { name: 'hits the bandit in front in the same wagon', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'forward' }, doc: { facing: 'back' }, belle: {} }, train: T({ 3: { inside: ['doc', 'tuco'] }, 1: { inside: ['belle'] } }), after: { doc: '2 inside #0', tuco: '3 inside #0' }, stunned: { doc: true }, facing: { doc: 'back' }, log: ['cards.fire.line-of-fire', 'cards.fire.push'],
    shot: [{ kind: 'hit', rule: 'cards.fire.line-of-fire', data: { bandit: 'tuco', target: 'doc' } }, { kind: 'pushed', rule: 'cards.fire.push', data: { bandit: 'doc', from: 3, car: 2, floor: 'inside', place: 0 } }] },
  // 004 Skjut: in another wagon; the nearest is hit, the one behind it is covered
  { name: 'the nearest of two in the next wagon', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'back' }, doc: {}, belle: {} }, train: T({ 1: { roof: ['tuco'] }, 2: { roof: ['doc', 'belle'] } }), after: { doc: '3 roof #0', belle: '2 roof #0' }, stunned: { doc: true, belle: false }, log: ['cards.fire.line-of-fire'] },
  // 004 Skjut: facing forward, the next wagon's line is met from its rear end
  { name: 'facing forward, the rear of the next line is nearest', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'forward' }, doc: {}, belle: {} }, train: T({ 3: { inside: ['tuco'] }, 2: { inside: ['doc', 'belle'] } }), after: { belle: '1 inside #0', doc: '2 inside #0' }, log: ['cards.fire.line-of-fire'] },
  // 004 Skjut: stunned bandits cannot be shot, the bullets fly past
  { name: 'flies past a stunned bandit', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'back' }, doc: { stunned: true }, belle: {} }, train: T({ 1: { inside: ['tuco'] }, 2: { inside: ['doc'] }, 4: { inside: ['belle'] } }), after: { doc: '2 inside #0', belle: 'out' }, log: ['cards.fire.stunned-not-hit', 'cards.fire.off-train'],
    shot: [{ kind: 'bullet-passed', rule: 'cards.fire.stunned-not-hit', data: { bandit: 'tuco', target: 'doc' } }, { kind: 'hit', rule: 'cards.fire.line-of-fire', data: { bandit: 'tuco', target: 'belle' } }] },
  // ours: nobody in the line of fire, no effect
  { name: 'nobody in front', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'forward' }, doc: {}, belle: {} }, train: T({ 1: { inside: ['tuco'] }, 3: { inside: ['doc', 'belle'] } }), after: { tuco: '1 inside #0', doc: '3 inside #0' }, log: ['cards.fire.no-target'],
    shot: [{ kind: 'no-target', rule: 'cards.fire.no-target', data: { bandit: 'tuco' } }] },
  // 004 Skjut: on your floor only
  { name: 'the other floor is not in the line', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'back' }, doc: {}, belle: {} }, train: T({ 1: { inside: ['tuco'] }, 2: { roof: ['doc'] }, 3: { roof: ['belle'] } }), after: { doc: '2 roof #0' }, log: ['cards.fire.no-target'] },
  // 004 Skjut: pushed off the front of the train (hit in the locomotive, shot forward): out
  { name: 'shot off the front', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'forward' }, doc: {}, belle: {} }, train: T({ 1: { roof: ['tuco'] }, 0: { roof: ['doc'] }, 3: { inside: ['belle'] } }), after: { doc: 'out' }, stunned: { doc: false }, log: ['cards.fire.off-train'] },
  // options.shot-landing entry-side (default): shot back, the bandit enters the next car at its front
  { name: 'lands at the entry side of a crowded line', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'back' }, doc: {}, belle: {}, ghost: {} }, train: T({ 1: { inside: ['tuco', 'doc'] }, 2: { inside: ['belle', 'ghost'] } }, 5), after: { doc: '2 inside #0', belle: '2 inside #1' }, log: ['options.shot-landing'] },
  // options.shot-landing far-side: at the other end
  { name: 'far-side landing', who: 'tuco', card: 'fire', options: { shotLanding: 'far-side' }, bandits: { tuco: { facing: 'back' }, doc: {}, belle: {}, ghost: {} }, train: T({ 1: { inside: ['tuco', 'doc'] }, 2: { inside: ['belle', 'ghost'] } }, 5), after: { doc: '2 inside #2', belle: '2 inside #0' }, log: ['options.shot-landing'] },
  // 004 Skjut: "in front of you": the bandit behind is safe
  { name: 'not behind', who: 'tuco', card: 'fire', bandits: { tuco: { facing: 'forward' }, doc: {}, belle: {} }, train: T({ 2: { inside: ['tuco', 'doc'] }, 4: { inside: ['belle'] } }), after: { doc: '2 inside #1' }, log: ['cards.fire.no-target'] },
];

const stunned: Row[] = [
  // 004 Händelsekort (bedövad): whatever card, the bandit only stands up, facing kept
  ...(['turn', 'floor', 'move', 'fire'] as const).map((card): Row => ({
    name: `${card} only stands up`,
    who: 'ghost',
    card,
    bandits: { ghost: { stunned: true, facing: 'back' }, doc: {}, belle: {} },
    train: T({ 2: { inside: ['ghost', 'doc'] }, 3: { inside: ['belle'] } }),
    after: { ghost: '2 inside #0', doc: '2 inside #1' },
    facing: { ghost: 'back' },
    stunned: { ghost: false, doc: false },
    log: ['stunned.stand-up'],
  })),
  // 004 Händelsekort (bedövad) with options.stunned-horse ride: only the Horse rides; another card only stands up. The log names the card
  // revealed and the standing up (mutation survivor: rideAnyway needs the Horse; the revealed and stood-up entries)
  { name: 'stunned, ride: move only stands up', who: 'ghost', card: 'move', options: { horse: true, stunnedHorse: 'ride' }, bandits: { ghost: { stunned: true, facing: 'back' }, doc: {}, belle: {} }, train: T({ 2: { inside: ['ghost', 'doc'] }, 3: { inside: ['belle'] } }), after: { ghost: '2 inside #0', doc: '2 inside #1' }, facing: { ghost: 'back' }, stunned: { ghost: false }, log: ['stunned.stand-up'],
    entries: [{ kind: 'revealed', rule: 'round.reveal', data: { bandit: 'ghost', card: 'move' } }, { kind: 'stood-up', rule: 'stunned.stand-up', data: { bandit: 'ghost', card: 'move' } }] },
];

const reflex: Row[] = [
  // 004 Expansion: Reflex: stunned → stand up AND fire at the first in the line of fire
  { name: 'stunned: stands up and fires', who: 'mei', card: 'reflex', options: { reflex: true }, bandits: { mei: { stunned: true, facing: 'forward' }, doc: {}, belle: {} }, train: T({ 2: { inside: ['mei'] }, 1: { inside: ['doc'] }, 4: { inside: ['belle'] } }), after: { mei: '2 inside #0', doc: '0 inside #0' }, stunned: { mei: false, doc: true }, log: ['reflex.stunned', 'cards.fire.line-of-fire'],
    entries: [{ kind: 'stood-up', rule: 'reflex.stunned', data: { bandit: 'mei', card: 'reflex' } }, { kind: 'hit', rule: 'cards.fire.line-of-fire', data: { bandit: 'mei', target: 'doc' } }] },
  // 004 Expansion: Reflex: not stunned → lie down, stunned
  { name: 'standing: lies down', who: 'mei', card: 'reflex', options: { reflex: true }, bandits: { mei: { facing: 'forward' }, doc: {}, belle: {} }, train: T({ 2: { inside: ['mei'] }, 1: { inside: ['doc'] }, 4: { inside: ['belle'] } }), after: { mei: '2 inside #0', doc: '1 inside #0' }, stunned: { mei: true, doc: false }, log: ['reflex.lie-down'],
    entries: [{ kind: 'lay-down', rule: 'reflex.lie-down', data: { bandit: 'mei' } }] },
];

const horse: Row[] = [
  // 004 Expansion: Häst: inside the locomotive facing forward, at the very front
  { name: 'rides to the front of the locomotive', who: 'django', card: 'horse', options: { horse: true }, bandits: { django: { facing: 'back' }, doc: {}, belle: {} }, train: T({ 3: { roof: ['django'] }, 0: { inside: ['doc', 'belle'] } }), after: { django: '0 inside #0', doc: '0 inside #1' }, facing: { django: 'forward' }, log: ['horse.locomotive'],
    entries: [{ kind: 'horse', rule: 'horse.locomotive', data: { bandit: 'django', car: 0, floor: 'inside', place: 0 } }] },
  // options.stunned-horse stand-up (default): the stunned rule applies
  { name: 'stunned, stand-up: only stands up', who: 'django', card: 'horse', options: { horse: true }, bandits: { django: { stunned: true }, doc: {}, belle: {} }, train: T({ 3: { roof: ['django'] }, 1: { inside: ['doc', 'belle'] } }), after: { django: '3 roof #0' }, stunned: { django: false }, log: ['options.stunned-horse'] },
  // options.stunned-horse ride: stands up and rides
  { name: 'stunned, ride: stands up and rides', who: 'django', card: 'horse', options: { horse: true, stunnedHorse: 'ride' }, bandits: { django: { stunned: true, facing: 'back' }, doc: {}, belle: {} }, train: T({ 3: { roof: ['django'] }, 1: { inside: ['doc', 'belle'] } }), after: { django: '0 inside #0' }, facing: { django: 'forward' }, stunned: { django: false }, log: ['options.stunned-horse', 'horse.locomotive'] },
];

describe.each([
  ['Vänd (turn)', turn],
  ['Byta våning (change floor)', floor],
  ['Gå (move)', move],
  ['Skjut (fire)', fire],
  ['stunned (bedövad)', stunned],
  ['Reflex', reflex],
  ['Häst (horse)', horse],
] as const)('%s', (_name, rows) => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_n, row) => run(row));
});
