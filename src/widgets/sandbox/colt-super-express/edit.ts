// Editing a Colt Super Express position in the sandbox. The sandbox never writes a game state by
// hand: it turns the current state into the engine's PositionSpec (every bandit's place in its line,
// facing, stunned, out, loot and cards; the train's wagon cards; the first player and who is next),
// changes one bandit, and asks the engine to build the new position (`buildPosition`, checked by
// `checkPosition`). A change the rules make impossible comes back as the engine's problems.

import { buildPosition } from '../../../games/colt-super-express/engine/index.ts';
import type { BanditId, BanditSpec, CardKind, EngineError, Floor, GameState, LootValue, PositionSpec } from '../../../games/colt-super-express/engine/types.ts';

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
      ...(c.card === 'locomotive' ? {} : { card: c.card }),
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

export type Edit = { kind: 'move'; by: -1 | 1 } | { kind: 'floor' } | { kind: 'turn' } | { kind: 'stun' };
export const EDITS: readonly Edit[] = [{ kind: 'move', by: -1 }, { kind: 'move', by: 1 }, { kind: 'floor' }, { kind: 'turn' }, { kind: 'stun' }];

/**
 * One change to one bandit: a wagon toward the locomotive (-1) or the rear (+1), to the other floor
 * (both arriving at the back of the line), turned around, stunned or stood up. Undefined: nothing to do
 * (out of the game, or already at that end of the train).
 */
export function edited(spec: Spec, id: BanditId, edit: Edit): Spec | undefined {
  const b = spec.bandits[id];
  const at = find(spec, id);
  if (b === undefined || at === undefined) return undefined;
  const out: Spec = {
    ...spec,
    bandits: { ...spec.bandits },
    train: spec.train.map((c) => ({
      ...c,
      inside: [...c.inside],
      roof: [...c.roof],
    })),
  };
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
