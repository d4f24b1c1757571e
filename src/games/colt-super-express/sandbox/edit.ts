// Editing a Colt Super Express position in the sandbox. The sandbox never writes a game state by
// hand: it turns the current state into the engine's PositionSpec (every bandit's place in its line,
// facing, stunned, out, loot and cards; the train's wagon cards; the first player and who is next),
// changes one bandit, and asks the engine to build the new position (`buildPosition`, checked by
// `checkPosition`). A change the rules make impossible comes back as the engine's problems, said in
// the page's language by `refusal`.

import { buildPosition } from '../engine/index.ts';
import type { BanditId, BanditSpec, CardKind, EngineError, Floor, GameState, LootValue, PositionSpec } from '../engine/types.ts';
import { banditName } from '../board/describe.ts';
import { genderOptions } from '../../../i18n/gender.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import type { Notice } from '../../../widgets/sandbox/kit.ts';

type Car = { card?: LootValue; inside: BanditId[]; roof: BanditId[] };
type Spec = { bandits: { [B in BanditId]?: BanditSpec }; train: Car[] } & Omit<PositionSpec, 'bandits' | 'train'>;

const known = (cards: readonly string[]): CardKind[] => cards.filter((c): c is CardKind => c !== 'hidden');

/** The spec that rebuilds `state`. */
export function specOf(state: GameState): Spec {
  const bandits: { [B in BanditId]?: BanditSpec } = {};
  for (const p of state.players) {
    const b = state.bandits[p.bandit];
    if (b === undefined) continue;
    bandits[p.bandit] = {
      facing: b.facing,
      stunned: b.stunned,
      out: b.out === null ? false : { ...b.out },
      loot: [...b.loot],
      stack: known(p.stack),
      revealed: [...p.revealed],
    };
  }
  const phase = state.phase === 'revealing' ? 'revealing' : 'planning';
  return {
    options: { ...state.config.options },
    seats: [...state.config.bandits],
    bandits,
    train: state.train.map((c) => ({
      ...(c.card === 'locomotive' || c.card === 'hidden' ? {} : { card: c.card }),
      inside: [...c.inside],
      roof: [...c.roof],
    })),
    firstPlayer: state.round.firstPlayer,
    phase,
    ...(state.pending === null ? {} : { next: state.pending.bandit }),
    seed: state.config.seed,
  };
}

/** Where a bandit stands in the spec's train, or undefined when it is out. */
function find(spec: Spec, id: BanditId): { car: number; floor: Floor; place: number } | undefined {
  for (let car = 0; car < spec.train.length; car++) {
    for (const floor of ['inside', 'roof'] as const) {
      const place = spec.train[car]![floor].indexOf(id);
      if (place >= 0) return { car, floor, place };
    }
  }
  return undefined;
}

export type Edit =
  | { kind: 'move'; by: -1 | 1 }
  | { kind: 'floor' }
  | { kind: 'turn' }
  | { kind: 'stun' }
  | { kind: 'out' }
  | { kind: 'back' }
  | { kind: 'loot'; value: LootValue };
/** The buttons for a bandit on the train (an out bandit gets "back", and anyone can be given a loot card). */
export const EDITS: readonly Edit[] = [{ kind: 'move', by: -1 }, { kind: 'move', by: 1 }, { kind: 'floor' }, { kind: 'turn' }, { kind: 'stun' }, { kind: 'out' }];

/** The loot cards held, each with its holder, in the order of play and value. */
export function lootHolders(spec: Spec): { value: LootValue; holder: BanditId }[] {
  return (spec.seats ?? []).flatMap((id) => (spec.bandits[id]?.loot ?? []).map((value) => ({ value, holder: id })));
}

function copied(spec: Spec): Spec {
  return {
    ...spec,
    bandits: { ...spec.bandits },
    train: spec.train.map((c) => ({
      ...c,
      inside: [...c.inside],
      roof: [...c.roof],
    })),
  };
}

/** Out of the game: off its line, standing (nobody lies stunned off the train), its stacked cards set aside. */
function putOut(spec: Spec, id: BanditId, b: BanditSpec, at: { car: number; floor: Floor; place: number }): Spec {
  spec.train[at.car]![at.floor].splice(at.place, 1);
  spec.bandits[id] = { ...b, out: true, stunned: false, stack: [] };
  const { next, ...rest } = spec;
  const out: Spec = next === id ? rest : spec;
  // While the cards are being stacked the First Player card is on the train: like at the end of a
  // round (round.ts passFirstPlayer), it passes left to the next bandit still on the train.
  const seats = out.seats ?? [];
  const first = out.firstPlayer;
  if (out.phase !== 'planning' || typeof first !== 'number' || seats[first] !== id) return out;
  const n = seats.length;
  const seat = Array.from({ length: n - 1 }, (_, k) => (first + k + 1) % n).find((x) => find(out, seats[x]!) !== undefined);
  return seat === undefined ? out : { ...out, firstPlayer: seat };
}

/**
 * One change to one bandit: a wagon toward the locomotive (-1) or the rear (+1), to the other floor
 * (both arriving at the back of the line), turned around, stunned or stood up, out of the game, back on
 * the train (inside the last wagon, at the back of its line, standing, facing as before), or given a
 * loot card another bandit holds. Undefined: nothing to do (already at that end of the train, out of
 * the game for a move, on the train for "back", or already holding that card).
 */
export function edited(spec: Spec, id: BanditId, edit: Edit): Spec | undefined {
  const b = spec.bandits[id];
  const at = find(spec, id);
  if (b === undefined) return undefined;
  const out = copied(spec);
  if (edit.kind === 'loot') {
    const holder = lootHolders(spec).find((l) => l.value === edit.value)?.holder;
    const from = holder === undefined ? undefined : spec.bandits[holder];
    if (holder === undefined || from === undefined || holder === id) return undefined;
    out.bandits[holder] = { ...from, loot: (from.loot ?? []).filter((v) => v !== edit.value) };
    out.bandits[id] = { ...b, loot: [...(b.loot ?? []), edit.value].sort((x, y) => x - y) };
    return out;
  }
  if (edit.kind === 'back') {
    if (at !== undefined) return undefined;
    out.bandits[id] = { ...b, out: false, stunned: false };
    out.train[out.train.length - 1]!.inside.push(id);
    return out;
  }
  if (at === undefined) return undefined;
  if (edit.kind === 'out') return putOut(out, id, b, at);
  if (edit.kind === 'turn')
    out.bandits[id] = {
      ...b,
      facing: b.facing === 'forward' ? 'back' : 'forward',
    };
  else if (edit.kind === 'stun') out.bandits[id] = { ...b, stunned: !b.stunned };
  else {
    const car = edit.kind === 'move' ? at.car + edit.by : at.car;
    const floor: Floor = edit.kind === 'floor' ? (at.floor === 'roof' ? 'inside' : 'roof') : at.floor;
    if (car < 0 || car >= out.train.length) return undefined;
    out.train[at.car]![at.floor].splice(at.place, 1);
    out.train[car]![floor].push(id);
  }
  return out;
}

export function build(spec: Spec): { ok: true; state: GameState } | { ok: false; error: EngineError } {
  const r = buildPosition(spec as PositionSpec);
  return r.ok ? { ok: true, state: r.value } : { ok: false, error: r.error };
}

/** Problems an edit can meet, said in the page's language (sandbox.json `cse.problem.<key>`); others get the general refusal. */
const SAID = ['game-over-state', 'first-out', 'stack-size', 'bad-pending', 'loot-not-conserved', 'stunned-out', 'not-setup', 'out-time', 'out-loot', 'out-cards'] as const;

/**
 * The engine's refusal of an edited position, in the page's language: its first problem, naming the
 * bandit where the engine says which; never the engine's English.
 */
export function refusal(error: EngineError, state: GameState, t: Translate): Notice {
  const p = error.problems?.[0];
  const key = p === undefined ? undefined : p.code === 'bad-round' && p.path.startsWith('round.firstPlayer') ? 'first-out' : p.code;
  const seat = /^players\[(\d+)\]/.exec(p?.path ?? '')?.[1];
  const named = /^bandits\.([a-z]+)/.exec(p?.path ?? '')?.[1] ?? (seat === undefined ? undefined : state.config.bandits[Number(seat)]);
  const bandit = state.config.bandits.find((b) => b === named);
  const said = SAID.find((k) => k === key);
  const needsName = said !== undefined && ['stack-size', 'stunned-out', 'out-time', 'out-loot', 'out-cards'].includes(said);
  const text = said === undefined || (needsName && bandit === undefined) ? t('sandbox:edit.rejected') : t(`sandbox:cse.problem.${said}`, { bandit: bandit === undefined ? '' : banditName(t, bandit), ...genderOptions({ bandit }) });
  return { text };
}
