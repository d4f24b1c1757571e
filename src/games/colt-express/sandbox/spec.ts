// Editing a position in the sandbox. The sandbox never writes a game state by hand: it turns the
// current state into the engine's PositionSpec, changes the spec (a bandit's place, loot, a bullet
// card given, the next card to resolve…), and asks the engine to build the new position
// (`buildPosition`, which checks it with `checkPosition`). An edit the rules make impossible
// (a bandit inside with the Marshal, more jewels than exist…) comes back as the engine's problems.

import type {
  ActionKind,
  BanditSpec,
  CardId,
  CharacterId,
  Floor,
  GameState,
  Loot,
  LootKind,
  LootSpec,
  PositionSpec,
  RoundCardId,
} from '../engine/types.ts';

type MutableBandit = {
  car: number;
  floor: Floor;
  loot: LootSpec[];
  bulletsLeft: number;
  /** undefined: dealt by the engine (with `received` bullet cards on top of the deck) */
  hand?: CardId[];
  deck?: CardId[];
  discard?: CardId[];
  received?: (CharacterId | 'neutral')[];
};

export type EditableSpec = {
  preset: PositionSpec['preset'];
  options: PositionSpec['options'];
  characters?: CharacterId[];
  teams?: CharacterId[][];
  wagons: NonNullable<PositionSpec['wagons']>;
  carCount: number;
  cars: { inside: LootSpec[]; roof: LootSpec[] }[];
  bandits: Partial<Record<CharacterId, MutableBandit>>;
  marshal: number;
  neutralBullets: number;
  neutralDeckRemoved: boolean;
  /** turn/step/sub left out: the engine's default for the phase */
  round: { index: number; card: RoundCardId; deck: RoundCardId[]; turn?: number; step?: number; sub?: number; firstPlayer: number };
  phase: 'planning' | 'stealing' | 'end-of-round';
  pile: { bandit: CharacterId; card: ActionKind; faceDown?: boolean }[];
  seed: number;
};

function lootSpec(l: Loot): LootSpec {
  if (l.kind === 'purse') return l.value === null ? 'purse' : l.value;
  return l.kind;
}

const ownerOf = (card: CardId): string => card.slice(0, card.indexOf('.'));

/** The engine spec that rebuilds `state` (hands, decks and discards kept card for card). */
export function specOf(state: GameState): EditableSpec {
  const cfg = state.config;
  const standard = cfg.options.mode === 'standard';
  const bandits: Partial<Record<CharacterId, MutableBandit>> = {};
  for (const id of cfg.bandits) {
    const b = state.bandits[id];
    if (!b) continue;
    const player = state.players[b.seat];
    const team = player?.bandits ?? [id];
    // A card goes with the bandit it belongs to; bullet cards (held by the player) with the first bandit of the seat.
    const mine = (c: CardId): boolean => (c.startsWith('bullet.') || c === 'hidden' ? team[0] === id : ownerOf(c) === id);
    bandits[id] = {
      car: b.car,
      floor: b.floor,
      loot: b.loot.map(lootSpec),
      bulletsLeft: b.bulletsLeft,
      hand: (player?.hand ?? []).filter(mine),
      deck: (player?.deck ?? []).filter(mine),
      discard: (player?.discard ?? []).filter(mine),
    };
  }
  const phase = state.phase === 'stealing' || state.phase === 'end-of-round' ? state.phase : 'planning';
  return {
    preset: cfg.preset,
    options: { ...cfg.options },
    ...(standard ? { characters: [...cfg.bandits] } : { teams: cfg.seats.map((s) => [...s]) }),
    wagons: state.cars.slice(1).map((c) => c.wagon as NonNullable<PositionSpec['wagons']>[number]),
    carCount: state.cars.length,
    cars: state.cars.map((c) => ({ inside: c.inside.map(lootSpec), roof: c.roof.map(lootSpec) })),
    bandits,
    marshal: state.marshal,
    neutralBullets: state.neutralBullets,
    neutralDeckRemoved: state.neutralDeckRemoved,
    round: { ...state.round, deck: [...state.round.deck] },
    phase,
    pile: state.pile.filter((p) => p.card !== null).map((p) => ({ bandit: p.bandit, card: p.card as ActionKind, ...(p.faceDown ? { faceDown: true } : {}) })),
    seed: cfg.seed,
  };
}

/** The spec in the engine's own type. */
export function toPositionSpec(s: EditableSpec): PositionSpec {
  const bandits: { [C in CharacterId]?: BanditSpec } = {};
  for (const [id, b] of Object.entries(s.bandits) as [CharacterId, MutableBandit][]) {
    bandits[id] = {
      car: b.car,
      floor: b.floor,
      loot: b.loot,
      bulletsLeft: b.bulletsLeft,
      ...(b.hand ? { hand: b.hand } : {}),
      ...(b.deck ? { deck: b.deck } : {}),
      ...(b.discard ? { discard: b.discard } : {}),
      ...(b.received && b.received.length > 0 ? { received: b.received } : {}),
    };
  }
  return {
    ...(s.preset === undefined ? {} : { preset: s.preset }),
    ...(s.options === undefined ? {} : { options: s.options }),
    ...(s.characters ? { characters: s.characters } : {}),
    ...(s.teams ? { teams: s.teams } : {}),
    wagons: s.wagons,
    carCount: s.carCount,
    cars: s.cars,
    bandits,
    marshal: s.marshal,
    neutralBullets: s.neutralBullets,
    neutralDeckRemoved: s.neutralDeckRemoved,
    round: s.round,
    phase: s.phase,
    pile: s.pile,
    seed: s.seed,
  };
}

function clone(s: EditableSpec): EditableSpec {
  return JSON.parse(JSON.stringify(s)) as EditableSpec;
}

export type Place = { readonly car: number; readonly floor: Floor };
/** Where a loot token is: on a floor of the train, or carried by a bandit. */
export type LootAt = { readonly car: number; readonly floor: Floor; readonly index: number } | { readonly bandit: CharacterId; readonly index: number };

export const edits = {
  moveBandit(s: EditableSpec, id: CharacterId, to: Place): EditableSpec {
    const out = clone(s);
    const b = out.bandits[id];
    if (b) {
      b.car = to.car;
      b.floor = to.floor;
    }
    return out;
  },
  moveMarshal(s: EditableSpec, car: number): EditableSpec {
    return { ...clone(s), marshal: car };
  },
  /** Moves a loot token to a floor or into a bandit's loot. */
  moveLoot(s: EditableSpec, from: LootAt, to: Place | { bandit: CharacterId }): EditableSpec {
    const out = clone(s);
    const source = 'bandit' in from ? out.bandits[from.bandit]?.loot : out.cars[from.car]?.[from.floor];
    if (!source || from.index < 0 || from.index >= source.length) return out;
    const [token] = source.splice(from.index, 1);
    if (token === undefined) return out;
    const target = 'bandit' in to ? out.bandits[to.bandit]?.loot : out.cars[to.car]?.[to.floor];
    (target ?? source).push(token);
    return out;
  },
  /** A token from the box onto a floor or to a bandit (a purse of a value still in the box, chosen by the engine). */
  addLoot(s: EditableSpec, to: Place | { bandit: CharacterId }, kind: LootKind): EditableSpec {
    const out = clone(s);
    const target = 'bandit' in to ? out.bandits[to.bandit]?.loot : out.cars[to.car]?.[to.floor];
    target?.push(kind === 'purse' ? 'purse' : kind);
    return out;
  },
  /** A token back into the box. */
  removeLoot(s: EditableSpec, from: LootAt): EditableSpec {
    const out = clone(s);
    const source = 'bandit' in from ? out.bandits[from.bandit]?.loot : out.cars[from.car]?.[from.floor];
    source?.splice(from.index, 1);
    return out;
  },
  /** `target` receives a bullet card from `shooter` (on top of the deck), as if shot. */
  giveBullet(s: EditableSpec, shooter: CharacterId | 'neutral', target: CharacterId): EditableSpec {
    const out = clone(s);
    const t = out.bandits[target];
    if (!t) return out;
    if (shooter === 'neutral') out.neutralBullets -= 1;
    else {
      const sh = out.bandits[shooter];
      if (!sh) return out;
      sh.bulletsLeft -= 1;
    }
    if (t.deck) t.deck.unshift(shooter === 'neutral' ? 'bullet.neutral' : `bullet.${shooter}`);
    else (t.received ??= []).unshift(shooter);
    return out;
  },
  /** Takes back the first bullet card `target` holds (it returns to its shooter's revolver or to the neutral deck). */
  takeBullet(s: EditableSpec, target: CharacterId): EditableSpec {
    const out = clone(s);
    const t = out.bandits[target];
    if (!t) return out;
    const held: string[][] = [t.received?.map((r) => `bullet.${r}`) ?? [], t.deck ?? [], t.hand ?? [], t.discard ?? []];
    for (let k = 0; k < held.length; k++) {
      const pile = held[k] as string[];
      const i = pile.findIndex((c) => c.startsWith('bullet.'));
      if (i < 0) continue;
      const [card] = pile.splice(i, 1);
      if (k === 0) t.received?.splice(i, 1);
      const shooter = (card ?? '').slice(7);
      if (shooter === 'neutral') out.neutralBullets += 1;
      else {
        const sh = out.bandits[shooter as CharacterId];
        if (sh) sh.bulletsLeft += 1;
      }
      break;
    }
    return out;
  },
  /** Stealing phase with `bandit`'s `card` as the next card to resolve (the rest of the pile after it). */
  nextCard(s: EditableSpec, bandit: CharacterId, card: ActionKind): EditableSpec {
    const out = clone(s);
    out.phase = 'stealing';
    out.pile = [{ bandit, card }];
    delete out.round.turn;
    delete out.round.step;
    delete out.round.sub;
    return clearCards(out);
  },
  /** End of the round of `card`: its event is the next thing to resolve. */
  event(s: EditableSpec, card: RoundCardId): EditableSpec {
    const out = clone(s);
    out.phase = 'end-of-round';
    out.pile = [];
    out.round.card = card;
    delete out.round.turn;
    delete out.round.step;
    delete out.round.sub;
    return clearCards(out);
  },
  /** A new planning phase under round card `card`: hands are dealt by the engine. */
  round(s: EditableSpec, card: RoundCardId): EditableSpec {
    const out = clone(s);
    out.phase = 'planning';
    out.pile = [];
    out.round.card = card;
    out.round.turn = 0;
    out.round.step = 0;
    out.round.sub = 0;
    return clearCards(out);
  },
};

/**
 * Hands, decks and discards are dealt again by the engine (seeded) after a phase change, keeping every
 * bullet card where it is held, so nothing is lost or created.
 */
function clearCards(s: EditableSpec): EditableSpec {
  for (const b of Object.values(s.bandits) as MutableBandit[]) {
    const bullets = [...(b.hand ?? []), ...(b.deck ?? []), ...(b.discard ?? [])]
      .filter((c) => c.startsWith('bullet.'))
      .map((c) => c.slice(7) as CharacterId | 'neutral');
    b.received = [...(b.received ?? []), ...bullets];
    delete b.hand;
    delete b.deck;
    delete b.discard;
  }
  return s;
}
