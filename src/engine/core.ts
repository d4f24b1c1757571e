// The game flow: legal choices and their effects.
// One apply() = one choice; everything automatic that follows it (end of planning, card
// returns, round end, next round's shuffle and deal) happens in the same step.
import type {
  ActionKind,
  BanditState,
  CarIndex,
  CarState,
  CardId,
  CharacterId,
  Choice,
  EventId,
  Floor,
  GameState,
  LogData,
  LogEntry,
  LogKind,
  Loot,
  LootKind,
  Pending,
  PileCard,
  PlayerState,
  RoundCardInfo,
  RuleId,
  Seat,
  TurnKind,
} from './types.ts';
import { rngInt, shuffleInPlace, type RngWork } from './rng.ts';
import {
  CARD_INFO,
  NEUTRAL_CARD,
  actionCard,
  bulletCard,
  insertCard,
  insertLoot,
  purse,
  removeCard,
  removeLootAt,
  sortCards,
} from './cards.ts';
import { ROUND_CARD_BY_ID, turnsFor } from './data/round-cards.ts';
import { ACTION_KINDS, CHARACTER_IDS } from './data/characters.ts';
import { RANSOM } from './data/loot.ts';

export type Mut<T> = { -readonly [K in keyof T]: T[K] };

// ---------------------------------------------------------------------------
// Step context: a shallow working copy of the state, copied on write.
// ---------------------------------------------------------------------------

export type Ctx = {
  s: Mut<GameState>;
  rng: RngWork | null;
  log: LogEntry[];
  bc: boolean;
  pc: boolean;
  cc: boolean;
};

export function ctxOf(state: GameState): Ctx {
  return { s: { ...state }, rng: null, log: [], bc: false, pc: false, cc: false };
}
export function finish(ctx: Ctx): GameState {
  const r = ctx.rng;
  if (r) ctx.s.rng = [r[0]! >>> 0, r[1]! >>> 0, r[2]! >>> 0, r[3]! >>> 0];
  return ctx.s;
}
export function rngOf(ctx: Ctx): RngWork {
  if (ctx.rng === null) ctx.rng = [ctx.s.rng[0], ctx.s.rng[1], ctx.s.rng[2], ctx.s.rng[3]];
  return ctx.rng;
}
export function B(ctx: Ctx, id: CharacterId): BanditState {
  return ctx.s.bandits[id]!;
}
export function setBandit(ctx: Ctx, id: CharacterId, b: BanditState): void {
  if (!ctx.bc) {
    ctx.s.bandits = { ...ctx.s.bandits };
    ctx.bc = true;
  }
  (ctx.s.bandits as { [C in CharacterId]?: BanditState })[id] = b;
}
export function setPlayer(ctx: Ctx, seat: number, p: PlayerState): void {
  if (!ctx.pc) {
    ctx.s.players = ctx.s.players.slice();
    ctx.pc = true;
  }
  (ctx.s.players as PlayerState[])[seat] = p;
}
export function setCar(ctx: Ctx, i: number, c: CarState): void {
  if (!ctx.cc) {
    ctx.s.cars = ctx.s.cars.slice();
    ctx.cc = true;
  }
  (ctx.s.cars as CarState[])[i] = c;
}
export function log(ctx: Ctx, rule: RuleId, kind: LogKind, data: LogData): void {
  ctx.log.push({ rule, kind, data });
}

// ---------------------------------------------------------------------------
// Interned choice objects (no allocation for the common choices)
// ---------------------------------------------------------------------------

function fz<const T extends object>(o: T): T {
  return Object.freeze(o);
}
const MAX_CARS = 8;
const MOVE_TO: readonly Choice[] = Array.from({ length: MAX_CARS }, (_, i) => fz({ kind: 'move', to: i as CarIndex }));
const MARSHAL_TO: readonly Choice[] = Array.from({ length: MAX_CARS }, (_, i) =>
  fz({ kind: 'marshal', to: i as CarIndex }),
);
const FLOOR_CH: Choice = fz({ kind: 'floor' });
const FIRE_NONE: Choice = fz({ kind: 'fire', target: null });
const FIRE_AT = {} as { [C in CharacterId]: Choice };
const PLACE = {} as { [C in CharacterId]: Choice };
const ROB_NONE: Choice = fz({ kind: 'rob', loot: null });
const ROB_BOX: Choice = fz({ kind: 'rob', loot: fz({ kind: 'strongbox' }) });
const ROB_JEWEL: Choice = fz({ kind: 'rob', loot: fz({ kind: 'jewel' }) });
const ROB_PURSE_BLIND: Choice = fz({ kind: 'rob', loot: fz({ kind: 'purse' }) });
const robPurseCache = new Map<number, Choice>();
function robPurse(value: number): Choice {
  let c = robPurseCache.get(value);
  if (c === undefined) {
    c = fz<Choice>({ kind: 'rob', loot: fz({ kind: 'purse', value }) });
    robPurseCache.set(value, c);
  }
  return c;
}
const PUNCH_NONE: Choice = fz({ kind: 'punch', target: null, drop: null, push: null });
const DRAW: Choice = fz({ kind: 'draw' });
const PASS: Choice = fz({ kind: 'pass' });
const NO_COVER: Choice = fz({ kind: 'no-cover' });
const KEEP_DONE: Choice = fz({ kind: 'keep-done' });
const EVENT_CH: Choice = fz({ kind: 'event' });
const PICKPOCKET_YES: Choice = fz({ kind: 'pickpocket', take: true });
const PICKPOCKET_NO: Choice = fz({ kind: 'pickpocket', take: false });
type ByAction = { [A in ActionKind]: Choice };
const PLAY_STD = {} as ByAction;
const PLAY_STD_FD = {} as ByAction;
const KEEP_STD = {} as ByAction;
const PLAY_B = {} as { [C in CharacterId]: ByAction };
const PLAY_B_FD = {} as { [C in CharacterId]: ByAction };
const COVER = {} as { [C in CharacterId]: ByAction };
const PICK = {} as { [C in CharacterId]: ByAction };
const KEEP_B = {} as { [C in CharacterId]: ByAction };
const KEEP_BULLET: { [k: string]: Choice } = {};
for (const a of ACTION_KINDS) {
  PLAY_STD[a] = fz({ kind: 'play', card: a });
  PLAY_STD_FD[a] = fz({ kind: 'play', card: a, faceDown: true });
  KEEP_STD[a] = fz({ kind: 'keep', card: a });
}
for (const c of CHARACTER_IDS) {
  FIRE_AT[c] = fz({ kind: 'fire', target: c });
  PLACE[c] = fz({ kind: 'place', caboose: c });
  const p = {} as ByAction;
  const pf = {} as ByAction;
  const cv = {} as ByAction;
  const pk = {} as ByAction;
  const kp = {} as ByAction;
  for (const a of ACTION_KINDS) {
    p[a] = fz({ kind: 'play', card: a, bandit: c });
    pf[a] = fz({ kind: 'play', card: a, bandit: c, faceDown: true });
    cv[a] = fz({ kind: 'cover', card: a, bandit: c });
    pk[a] = fz({ kind: 'pick', card: a, bandit: c });
    kp[a] = fz({ kind: 'keep', card: a, bandit: c });
  }
  PLAY_B[c] = p;
  PLAY_B_FD[c] = pf;
  COVER[c] = cv;
  PICK[c] = pk;
  KEEP_B[c] = kp;
  KEEP_BULLET[c] = fz({ kind: 'keep', card: 'bullet', from: c });
}
KEEP_BULLET['neutral'] = fz({ kind: 'keep', card: 'bullet', from: 'neutral' });

// ---------------------------------------------------------------------------
// Small queries
// ---------------------------------------------------------------------------

const FALLBACK_CARD: RoundCardInfo = ROUND_CARD_BY_ID['bridge']!;
export function roundCardInfo(id: string): RoundCardInfo {
  return ROUND_CARD_BY_ID[id] ?? FALLBACK_CARD;
}
export function turnPattern(s: GameState): readonly TurnKind[] {
  return turnsFor(roundCardInfo(s.round.card), s.config.players);
}
export function currentTurnKind(s: GameState): TurnKind {
  return turnPattern(s)[s.round.turn] ?? 'standard';
}
export function isTwoBanditMode(s: GameState): boolean {
  return s.config.options.mode !== 'standard';
}
export function lastCar(s: GameState): number {
  return s.cars.length - 1;
}
export function planSeat(s: GameState, turn: number, step: number): Seat {
  const n = s.config.players;
  const first = s.round.firstPlayer;
  const kind = turnsFor(roundCardInfo(s.round.card), n)[turn];
  return (kind === 'switching' ? (first - step + n * 2) % n : (first + step) % n) as Seat;
}
/** Bandits in turn order from the first player (seat order, then team order). */
export function banditsFromFirst(s: GameState): CharacterId[] {
  const n = s.config.players;
  const out: CharacterId[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.round.firstPlayer + k) % n;
    const bs = s.config.seats[seat]!;
    for (let i = 0; i < bs.length; i++) out.push(bs[i]!);
  }
  return out;
}
export function handSize(s: GameState, seat: number): number {
  const p = s.players[seat]!;
  let n = p.bandits.indexOf('doc') >= 0 ? 7 : 6;
  if (s.config.options.mode === 'two-bandits') n += 1;
  return n;
}
function lootAt(s: GameState, car: number, floor: Floor): readonly Loot[] {
  const c = s.cars[car]!;
  return floor === 'inside' ? c.inside : c.roof;
}
function setLootAt(ctx: Ctx, car: number, floor: Floor, loot: readonly Loot[]): void {
  const c = ctx.s.cars[car]!;
  setCar(ctx, car, floor === 'inside' ? { wagon: c.wagon, inside: loot, roof: c.roof } : { wagon: c.wagon, inside: c.inside, roof: loot });
}

// ---------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------

/** Legal Fire targets of `shooter` (before the no-bullets check), canonical order. */
export function fireTargets(s: GameState, shooter: CharacterId, belleRule = true): CharacterId[] {
  const me = s.bandits[shooter]!;
  const order = s.config.bandits;
  const out: CharacterId[] = [];
  if (me.floor === 'inside') {
    for (let i = 0; i < order.length; i++) {
      const id = order[i]!;
      if (id === shooter) continue;
      const o = s.bandits[id]!;
      if (o.car === me.car) {
        if (o.floor !== me.floor && shooter === 'tuco') out.push(id);
      } else if (o.floor === 'inside' && (o.car === me.car + 1 || o.car === me.car - 1)) out.push(id);
    }
  } else {
    let left = -1;
    let right = 1 << 20;
    for (let i = 0; i < order.length; i++) {
      const o = s.bandits[order[i]!]!;
      if (o.floor !== 'roof') continue;
      if (o.car < me.car && o.car > left) left = o.car;
      else if (o.car > me.car && o.car < right) right = o.car;
    }
    for (let i = 0; i < order.length; i++) {
      const id = order[i]!;
      if (id === shooter) continue;
      const o = s.bandits[id]!;
      if (o.car === me.car) {
        if (o.floor !== me.floor && shooter === 'tuco') out.push(id);
      } else if (o.floor === 'roof' && (o.car === left || o.car === right)) out.push(id);
    }
  }
  if (belleRule && out.length > 1) {
    const bi = out.indexOf('belle');
    if (bi >= 0) out.splice(bi, 1);
  }
  return out;
}

/** Legal Punch targets: other bandits at the same car and floor (Belle rule applied). */
export function punchTargets(s: GameState, puncher: CharacterId): CharacterId[] {
  const me = s.bandits[puncher]!;
  const order = s.config.bandits;
  const out: CharacterId[] = [];
  for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    if (id === puncher) continue;
    const o = s.bandits[id]!;
    if (o.car === me.car && o.floor === me.floor) out.push(id);
  }
  if (out.length > 1) {
    const bi = out.indexOf('belle');
    if (bi >= 0) out.splice(bi, 1);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Legal choices
// ---------------------------------------------------------------------------

// Two-slot memo (the usual pattern is legalChoices(s) then apply(s, c)); cheaper than a WeakMap.
let memoState0: GameState | null = null;
let memoChoices0: readonly Choice[] = [];
let memoState1: GameState | null = null;
let memoChoices1: readonly Choice[] = [];
const EMPTY: readonly Choice[] = Object.freeze([]);

/**
 * The legal choices, canonical order. The caller gets its own array of frozen choice objects:
 * the memoised list that apply() searches is never handed out, so editing a returned list or
 * choice cannot change what is legal (Audit A1).
 */
export function legalChoices(s: GameState): readonly Choice[] {
  return choicesOf(s).slice();
}

/** Memoised internal list (never exposed; see legalChoices). */
export function choicesOf(s: GameState): readonly Choice[] {
  if (s === memoState0) return memoChoices0;
  if (s === memoState1) return memoChoices1;
  const c = computeChoices(s);
  memoState1 = memoState0;
  memoChoices1 = memoChoices0;
  memoState0 = s;
  memoChoices0 = c;
  return c;
}

function computeChoices(s: GameState): readonly Choice[] {
  const p = s.pending;
  if (p === null) return EMPTY;
  switch (p.kind) {
    case 'place': {
      const bs = s.config.seats[p.seat]!;
      return bs.map((b) => PLACE[b]);
    }
    case 'pick':
      return pickChoices(s, p.seat);
    case 'plan':
      return planChoices(s, p.seat);
    case 'cover':
      return coverChoices(s, p.seat, p.bandit);
    case 'keep':
      return keepChoices(s, p.seat, p.kept);
    case 'resolve':
      return resolveChoices(s, p.bandit, p.card);
    case 'event':
      return [EVENT_CH];
    case 'pickpocket':
      return [PICKPOCKET_YES, PICKPOCKET_NO];
    default:
      return assertNever(p);
  }
}

export function assertNever(x: never): never {
  void x;
  return undefined as never;
}

function pickChoices(s: GameState, seat: Seat): Choice[] {
  const deck = sortCards(s.players[seat]!.deck.slice());
  const out: Choice[] = [];
  let prev = '';
  for (const c of deck) {
    if (c === prev) continue;
    prev = c;
    const info = CARD_INFO[c];
    if (info && info.action && info.bandit) out.push(PICK[info.bandit][info.action]);
  }
  return out;
}

export function canDraw(s: GameState, p: PlayerState): boolean {
  return p.deck.length > 0 || (s.config.options.expert && p.discard.length > 0);
}
export function ghostMayHide(_s: GameState, p: PlayerState): boolean {
  return p.turns === 0 && p.bandits.indexOf('ghost') >= 0;
}

function planChoices(s: GameState, seat: Seat): Choice[] {
  const p = s.players[seat]!;
  const two = p.bandits.length > 1;
  const tk = currentTurnKind(s);
  const hideOpt = tk !== 'tunnel' && ghostMayHide(s, p);
  const out: Choice[] = [];
  const hand = p.hand;
  let prev = '';
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (c === prev) continue;
    prev = c;
    const info = CARD_INFO[c];
    if (!info || !info.action || !info.bandit) continue;
    if (two) {
      out.push(PLAY_B[info.bandit][info.action]);
      if (hideOpt) out.push(PLAY_B_FD[info.bandit][info.action]);
    } else {
      out.push(PLAY_STD[info.action]);
      if (hideOpt) out.push(PLAY_STD_FD[info.action]);
    }
  }
  if (canDraw(s, p)) out.push(DRAW);
  if (out.length === 0) out.push(PASS);
  return out;
}

/** Cards of `bandit` that cover fire may play (no Marshal card, no bullets). */
function coverChoices(s: GameState, seat: Seat, bandit: CharacterId): Choice[] {
  const out: Choice[] = [];
  const hand = s.players[seat]!.hand;
  let prev = '';
  for (const c of hand) {
    if (c === prev) continue;
    prev = c;
    const info = CARD_INFO[c];
    if (!info || !info.action || info.bandit !== bandit || info.action === 'marshal') continue;
    out.push(COVER[bandit][info.action]);
  }
  out.push(NO_COVER);
  return out;
}

export function keepable(s: GameState, c: CardId): boolean {
  const info = CARD_INFO[c];
  if (!info) return false;
  if (info.action) return true;
  return info.bullet && s.config.options.expertKeep === 'any';
}

function keepChoices(s: GameState, seat: Seat, kept: readonly CardId[]): Choice[] {
  const hand = s.players[seat]!.hand;
  const two = s.players[seat]!.bandits.length > 1;
  const last = kept.length > 0 ? kept[kept.length - 1]! : '';
  const out: Choice[] = [];
  let prev = '';
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (c === prev || c < last || !keepable(s, c)) continue;
    prev = c;
    let inHand = 0;
    let inKept = 0;
    for (const h of hand) if (h === c) inHand++;
    for (const k of kept) if (k === c) inKept++;
    if (inKept >= inHand) continue;
    out.push(keepChoiceOf(c, two));
  }
  out.push(KEEP_DONE);
  return out;
}
function keepChoiceOf(c: CardId, two: boolean): Choice {
  const info = CARD_INFO[c]!;
  if (info.action && info.bandit) return two ? KEEP_B[info.bandit][info.action] : KEEP_STD[info.action];
  return KEEP_BULLET[info.bandit ?? 'neutral']!;
}

function resolveChoices(s: GameState, id: CharacterId, card: ActionKind): readonly Choice[] {
  const me = s.bandits[id]!;
  const last = s.cars.length - 1;
  switch (card) {
    case 'move': {
      const out: Choice[] = [];
      const range = me.floor === 'inside' ? 1 : 3;
      for (let k = me.car - range; k <= me.car + range; k++) if (k >= 0 && k <= last && k !== me.car) out.push(MOVE_TO[k]!);
      return out;
    }
    case 'floor':
      return [FLOOR_CH];
    case 'marshal': {
      const out: Choice[] = [];
      if (s.marshal > 0) out.push(MARSHAL_TO[s.marshal - 1]!);
      if (s.marshal < last) out.push(MARSHAL_TO[s.marshal + 1]!);
      return out;
    }
    case 'fire': {
      if (me.bulletsLeft <= 0) return [FIRE_NONE];
      const t = fireTargets(s, id);
      if (t.length === 0) return [FIRE_NONE];
      return t.map((x) => FIRE_AT[x]);
    }
    case 'rob': {
      const loot = lootAt(s, me.car, me.floor);
      if (loot.length === 0) return [ROB_NONE];
      const out: Choice[] = [];
      const blind = s.config.options.robPick === 'blind';
      let prevRank = '';
      for (let i = 0; i < loot.length; i++) {
        const l = loot[i]!;
        const key = l.kind === 'purse' && !blind ? 'p' + String(l.value) : l.kind;
        if (key === prevRank) continue;
        prevRank = key;
        if (l.kind === 'strongbox') out.push(ROB_BOX);
        else if (l.kind === 'jewel') out.push(ROB_JEWEL);
        else out.push(blind || l.value === null ? ROB_PURSE_BLIND : robPurse(l.value));
      }
      return out;
    }
    case 'punch': {
      const targets = punchTargets(s, id);
      if (targets.length === 0) return [PUNCH_NONE];
      const out: Choice[] = [];
      for (const t of targets) {
        const o = s.bandits[t]!;
        const drops: (LootKind | null)[] = [];
        let prev = '';
        for (const l of o.loot) {
          if (l.kind !== prev) {
            drops.push(l.kind);
            prev = l.kind;
          }
        }
        if (drops.length === 0) drops.push(null);
        for (const d of drops) {
          const takes = d === 'purse' && id === 'cheyenne' ? [false, true] : [false];
          for (const take of takes) {
            if (o.car > 0) out.push(punchChoice(t, d, (o.car - 1) as CarIndex, take));
            if (o.car < last) out.push(punchChoice(t, d, (o.car + 1) as CarIndex, take));
          }
        }
      }
      return out;
    }
    default:
      return assertNever(card);
  }
}
function punchChoice(target: CharacterId, drop: LootKind | null, push: CarIndex, take: boolean): Choice {
  return fz<Choice>(take ? { kind: 'punch', target, drop, push, take: true } : { kind: 'punch', target, drop, push });
}

// ---------------------------------------------------------------------------
// Choice equality (for validation of choices not taken from legalChoices)
// ---------------------------------------------------------------------------

export function sameChoice(a: Choice, b: Choice): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  const x = a as { [k: string]: unknown };
  const y = b as { [k: string]: unknown };
  switch (a.kind) {
    case 'play':
      return x['card'] === y['card'] && x['bandit'] === y['bandit'] && (x['faceDown'] === true) === (y['faceDown'] === true);
    case 'cover':
    case 'pick':
      return x['card'] === y['card'] && x['bandit'] === y['bandit'];
    case 'keep':
      return x['card'] === y['card'] && x['bandit'] === y['bandit'] && x['from'] === y['from'];
    case 'place':
      return x['caboose'] === y['caboose'];
    case 'move':
    case 'marshal':
      return x['to'] === y['to'];
    case 'fire':
      return x['target'] === y['target'];
    case 'rob': {
      const la = x['loot'] as { kind: string; value?: number } | null;
      const lb = y['loot'] as { kind: string; value?: number } | null;
      if (la === null || lb === null) return la === lb;
      return la.kind === lb.kind && la.value === lb.value;
    }
    case 'punch':
      return (
        x['target'] === y['target'] &&
        x['drop'] === y['drop'] &&
        x['push'] === y['push'] &&
        (x['take'] === true) === (y['take'] === true)
      );
    case 'pickpocket':
      return x['take'] === y['take'];
    case 'draw':
    case 'pass':
    case 'no-cover':
    case 'keep-done':
    case 'floor':
    case 'event':
      return true;
    default:
      return assertNever(a);
  }
}

// ---------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------

/** Perform a legal choice (already validated) on the context. */
export function perform(ctx: Ctx, choice: Choice): void {
  const p = ctx.s.pending!;
  switch (p.kind) {
    case 'place':
      return doPlace(ctx, p.seat, p.placed, choice as { kind: 'place'; caboose: CharacterId });
    case 'pick':
      return doPick(ctx, p.seat, choice as { kind: 'pick'; card: ActionKind; bandit?: CharacterId });
    case 'plan':
      return doPlan(ctx, p.seat, choice);
    case 'cover':
      return doCover(ctx, p.seat, choice);
    case 'keep':
      return doKeep(ctx, p.seat, p.kept, choice);
    case 'resolve':
      return doResolve(ctx, p.bandit, p.card, choice);
    case 'event':
      return doEvent(ctx, p.event);
    case 'pickpocket':
      return doPickpocket(ctx, p.bandit, (choice as { kind: 'pickpocket'; take: boolean }).take);
    default:
      return assertNever(p);
  }
}

// --- setup placement (two-bandit modes) ------------------------------------

function doPlace(ctx: Ctx, seat: Seat, placed: readonly (CharacterId | null)[], ch: { caboose: CharacterId }): void {
  const s = ctx.s;
  const next = placed.slice();
  next[seat] = ch.caboose;
  const n = s.config.players;
  for (let k = 1; k < n; k++) {
    const other = ((seat + k) % n) as Seat;
    if (next[other] === null) {
      s.pending = { kind: 'place', seat: other, placed: next };
      return;
    }
  }
  // everybody has chosen: reveal and place
  const last = lastCar(s);
  const rule =
    s.config.options.mode === 'two-bandits' ? 'variants.two-bandits.placement' : 'variants.team-two-player.placement';
  for (let st = 0; st < n; st++) {
    const cab = next[st]!;
    for (const b of s.config.seats[st]!) {
      const car = (b === cab ? last : last - 1) as CarIndex;
      const old = B(ctx, b);
      setBandit(ctx, b, { ...old, car, floor: 'inside' });
      log(ctx, rule, 'placed', { seat: st as Seat, bandit: b, to: car, floor: 'inside' });
    }
  }
  startRound(ctx, 0, s.round.firstPlayer, true);
}

// --- round start ------------------------------------------------------------

/** Start round `index`: turn the next round card over, deal, ask for the first choice. */
export function startRound(ctx: Ctx, index: number, first: Seat, firstRound: boolean): void {
  const s = ctx.s;
  const deck = s.round.deck;
  const card = deck[0]!;
  s.round = { index, card, deck: deck.slice(1), turn: 0, step: 0, sub: 0, firstPlayer: first };
  s.phase = 'planning';
  s.pile = [];
  log(ctx, 'round.start-draw', 'round-start', { round: index, roundCard: card, seat: first });
  void firstRound;
  if (s.config.options.mode === 'two-bandits') {
    // 000 2 BANDITI: before shuffling, each player picks a card of the deck into the hand
    const n = s.config.players;
    for (let k = 0; k < n; k++) {
      const seat = ((first + k) % n) as Seat;
      if (hasActionInDeck(s.players[seat]!)) {
        s.pending = { kind: 'pick', seat };
        return;
      }
      deal(ctx, seat);
    }
    beginPlanning(ctx);
    return;
  }
  const n = s.config.players;
  for (let k = 0; k < n; k++) deal(ctx, (first + k) % n);
  beginPlanning(ctx);
}

function hasActionInDeck(p: PlayerState): boolean {
  for (const c of p.deck) if (CARD_INFO[c]?.action) return true;
  return false;
}

/** Shuffle (standard) and draw the round's hand; expert: draw up to the hand size. */
export function deal(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  const expert = s.config.options.expert;
  const target = handSize(s, seat);
  let deck = p.deck.slice();
  let discard: readonly CardId[] = p.discard;
  const hand = p.hand.slice();
  const r = rngOf(ctx);
  if (!expert) shuffleInPlace(deck, r);
  let drawn = 0;
  while (hand.length < target) {
    if (deck.length === 0) {
      if (expert && discard.length > 0) {
        deck = discard.slice();
        shuffleInPlace(deck, r);
        discard = [];
        log(ctx, 'variants.expert.reshuffle', 'reshuffled', { seat: seat as Seat });
      } else break;
    }
    hand.push(deck.shift()!);
    drawn++;
  }
  sortCards(hand);
  let finalHand: readonly CardId[] = hand;
  log(ctx, expert ? 'variants.expert.refill' : 'round.start-draw', 'dealt', { seat: seat as Seat, amount: drawn });
  if (expert && s.config.options.expertDiscardDrawnBullets) {
    const keep: CardId[] = [];
    let d = discard;
    let n = 0;
    for (const c of hand) {
      if (CARD_INFO[c]?.bullet) {
        d = insertCard(d, c);
        n++;
      } else keep.push(c);
    }
    if (n > 0) {
      finalHand = keep;
      discard = d;
      log(ctx, 'variants.expert.discard-drawn-bullets', 'discarded', { seat: seat as Seat, amount: n });
    }
  }
  setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: finalHand, deck, discard, turns: 0 });
}

function beginPlanning(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'planning';
  s.pending = { kind: 'plan', seat: planSeat(s, 0, 0) };
}

function doPick(ctx: Ctx, seat: Seat, ch: { card: ActionKind; bandit?: CharacterId }): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  const bandit = ch.bandit ?? p.bandits[0]!;
  const id = actionCard(bandit, ch.card);
  const i = p.deck.indexOf(id);
  const deck = p.deck.slice();
  deck.splice(i, 1);
  setPlayer(ctx, seat, { ...p, hand: insertCard(p.hand, id), deck });
  log(ctx, 'variants.two-bandits.card-choice', 'picked', { seat, bandit, card: ch.card });
  deal(ctx, seat);
  const n = s.config.players;
  const first = s.round.firstPlayer;
  let k = (seat - first + n) % n;
  for (k = k + 1; k < n; k++) {
    const st = ((first + k) % n) as Seat;
    if (hasActionInDeck(s.players[st]!)) {
      s.pending = { kind: 'pick', seat: st };
      return;
    }
    deal(ctx, st);
  }
  beginPlanning(ctx);
}

// --- planning ---------------------------------------------------------------

function doPlan(ctx: Ctx, seat: Seat, ch: Choice): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  if (ch.kind === 'play') {
    const bandit = ch.bandit ?? p.bandits[0]!;
    const tk = currentTurnKind(s);
    const faceDown = tk === 'tunnel' || ch.faceDown === true;
    const id = actionCard(bandit, ch.card);
    setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: removeCard(p.hand, id), deck: p.deck, discard: p.discard, turns: p.turns + 1 });
    const pc: PileCard = { bandit, card: ch.card, faceDown };
    s.pile = appendPile(s.pile, pc);
    const rule = tk === 'tunnel' ? 'turns.tunnel' : ch.faceDown ? 'characters.ghost' : 'planning.play-card';
    log(ctx, rule, 'played', faceDown ? { seat, bandit, faceDown } : { seat, bandit, card: ch.card, faceDown });
    // 000 REGOLA DEL FUOCO DI COPERTURA: a face-up Fire in a standard turn
    if (
      ch.card === 'fire' &&
      !faceDown &&
      tk === 'standard' &&
      s.config.options.mode === 'two-bandits' &&
      p.bandits.length > 1
    ) {
      const other = p.bandits[0] === bandit ? p.bandits[1]! : p.bandits[0]!;
      const hand = s.players[seat]!.hand;
      for (const c of hand) {
        const info = CARD_INFO[c];
        if (info && info.bandit === other && info.action && info.action !== 'marshal') {
          s.pending = { kind: 'cover', seat, bandit: other, fired: bandit };
          return;
        }
      }
    }
  } else if (ch.kind === 'draw') {
    drawCards(ctx, seat, 3, 'planning.draw-three');
    const q = s.players[seat]!;
    setPlayer(ctx, seat, { ...q, turns: q.turns + 1 });
  } else {
    setPlayer(ctx, seat, { ...p, turns: p.turns + 1 });
    log(ctx, 'planning.turn', 'passed', { seat });
  }
  advancePlanning(ctx);
}

function appendPile(pile: readonly PileCard[], pc: PileCard): PileCard[] {
  const out = pile.slice();
  out.push(pc);
  return out;
}

function drawCards(ctx: Ctx, seat: Seat, n: number, rule: RuleId): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  let deck = p.deck;
  let discard = p.discard;
  let hand = p.hand;
  let drawn = 0;
  let pos = 0;
  while (drawn < n) {
    if (pos >= deck.length) {
      if (s.config.options.expert && discard.length > 0) {
        const nd = discard.slice();
        shuffleInPlace(nd, rngOf(ctx));
        deck = nd;
        pos = 0;
        discard = [];
        log(ctx, 'variants.expert.reshuffle', 'reshuffled', { seat });
        continue;
      }
      break;
    }
    hand = insertCard(hand, deck[pos]!);
    pos++;
    drawn++;
  }
  setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand, deck: pos > 0 ? deck.slice(pos) : deck, discard, turns: p.turns });
  log(ctx, rule, 'drew', { seat, amount: drawn });
}

function doCover(ctx: Ctx, seat: Seat, ch: Choice): void {
  const s = ctx.s;
  if (ch.kind === 'cover') {
    const p = s.players[seat]!;
    const id = actionCard(ch.bandit, ch.card);
    setPlayer(ctx, seat, { ...p, hand: removeCard(p.hand, id) });
    s.pile = appendPile(s.pile, { bandit: ch.bandit, card: ch.card, faceDown: false });
    log(ctx, 'variants.two-bandits.cover-fire', 'covered', { seat, bandit: ch.bandit, card: ch.card, faceDown: false });
  } else {
    log(ctx, 'variants.two-bandits.cover-fire', 'no-cover', { seat });
  }
  advancePlanning(ctx);
}

function advancePlanning(ctx: Ctx): void {
  const s = ctx.s;
  const r = s.round;
  const pattern = turnPattern(s);
  const n = s.config.players;
  let { turn, step, sub } = r;
  if (pattern[turn] === 'speeding-up' && sub === 0) sub = 1;
  else {
    sub = 0;
    step++;
    if (step >= n) {
      step = 0;
      turn++;
    }
  }
  if (turn >= pattern.length) {
    s.round = { ...r, turn: pattern.length, step: 0, sub: 0 };
    endPlanning(ctx);
    return;
  }
  s.round = { index: r.index, card: r.card, deck: r.deck, turn, step, sub, firstPlayer: r.firstPlayer };
  s.pending = { kind: 'plan', seat: planSeat(s, turn, step) };
}

function endPlanning(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.config.players;
  const first = s.round.firstPlayer;
  if (s.config.options.expert) {
    for (let k = 0; k < n; k++) {
      const seat = ((first + k) % n) as Seat;
      if (hasKeepable(s, seat)) {
        s.pending = { kind: 'keep', seat, kept: [] };
        return;
      }
      finishKeep(ctx, seat, []);
    }
    startStealing(ctx);
    return;
  }
  for (let k = 0; k < n; k++) {
    const seat = (first + k) % n;
    const p = s.players[seat]!;
    if (p.hand.length > 0) {
      setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: [], deck: p.hand.concat(p.deck), discard: p.discard, turns: p.turns });
      log(ctx, 'planning.return-unplayed', 'cards-returned', { seat: seat as Seat, amount: p.hand.length });
    }
  }
  startStealing(ctx);
}

function hasKeepable(s: GameState, seat: number): boolean {
  for (const c of s.players[seat]!.hand) if (keepable(s, c)) return true;
  return false;
}

function finishKeep(ctx: Ctx, seat: Seat, kept: readonly CardId[]): void {
  const p = ctx.s.players[seat]!;
  let discard = p.discard;
  let hand: readonly CardId[] = p.hand;
  for (const c of kept) hand = removeCard(hand, c);
  for (const c of hand) discard = insertCard(discard, c);
  if (hand.length > 0) log(ctx, 'variants.expert.keep-cards', 'discarded', { seat, amount: hand.length });
  setPlayer(ctx, seat, { ...p, hand: kept, discard });
}

function doKeep(ctx: Ctx, seat: Seat, kept: readonly CardId[], ch: Choice): void {
  const s = ctx.s;
  if (ch.kind === 'keep') {
    const p = s.players[seat]!;
    const id: CardId =
      ch.card === 'bullet'
        ? ch.from === 'neutral'
          ? NEUTRAL_CARD
          : bulletCard(ch.from)
        : actionCard(ch.bandit ?? p.bandits[0]!, ch.card);
    const nk = kept.slice();
    nk.push(id);
    log(ctx, 'variants.expert.keep-cards', 'kept', { seat, card: id });
    s.pending = { kind: 'keep', seat, kept: nk };
    return;
  }
  finishKeep(ctx, seat, kept);
  const n = s.config.players;
  const first = s.round.firstPlayer;
  for (let k = ((seat - first + n) % n) + 1; k < n; k++) {
    const st = ((first + k) % n) as Seat;
    if (hasKeepable(s, st)) {
      s.pending = { kind: 'keep', seat: st, kept: [] };
      return;
    }
    finishKeep(ctx, st, []);
  }
  startStealing(ctx);
}

// --- stealing ---------------------------------------------------------------

function startStealing(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'stealing';
  log(ctx, 'stealing.order', 'stealing-start', { amount: s.pile.length });
  nextCard(ctx);
}

function nextCard(ctx: Ctx): void {
  const s = ctx.s;
  if (s.pile.length === 0) {
    endStealing(ctx);
    return;
  }
  const top = s.pile[0]!;
  const b = s.bandits[top.bandit]!;
  s.pending = { kind: 'resolve', seat: b.seat, bandit: top.bandit, card: top.card ?? 'floor' };
}

function doResolve(ctx: Ctx, id: CharacterId, card: ActionKind, ch: Choice): void {
  switch (ch.kind) {
    case 'move':
      doMove(ctx, id, ch.to);
      break;
    case 'floor':
      doFloor(ctx, id);
      break;
    case 'marshal':
      doMarshal(ctx, id, ch.to);
      break;
    case 'fire':
      doFire(ctx, id, ch.target);
      break;
    case 'rob':
      doRob(ctx, id, ch.loot);
      break;
    case 'punch':
      doPunch(ctx, id, ch.target, ch.drop, ch.push, ch.take === true);
      break;
    default:
      break;
  }
  // return the resolved card to its owner
  const s = ctx.s;
  s.pile = s.pile.slice(1);
  const seat = s.bandits[id]!.seat;
  const p = s.players[seat]!;
  const cid = actionCard(id, card);
  if (s.config.options.expert) setPlayer(ctx, seat, { ...p, discard: insertCard(p.discard, cid) });
  else {
    const deck = p.deck.slice();
    deck.push(cid);
    setPlayer(ctx, seat, { ...p, deck });
  }
  nextCard(ctx);
}

/** Bandits now inside the Marshal's car flee to the roof and take a neutral bullet each. */
function marshalMeets(ctx: Ctx, ids: readonly CharacterId[]): void {
  if (ids.length === 0) return;
  for (const id of ids) {
    const b = B(ctx, id);
    setBandit(ctx, id, { car: b.car, floor: 'roof', loot: b.loot, bulletsLeft: b.bulletsLeft, seat: b.seat });
    log(ctx, 'marshal.flee-to-roof', 'fled-to-roof', { bandit: id, to: b.car, floor: 'roof' });
  }
  giveNeutral(ctx, ids, 'marshal.neutral-bullet');
}

function checkMarshal(ctx: Ctx, id: CharacterId): void {
  const b = B(ctx, id);
  if (b.floor === 'inside' && b.car === ctx.s.marshal) marshalMeets(ctx, [id]);
}

/** A group of bandits should each take a neutral bullet at the same moment. */
export function giveNeutral(ctx: Ctx, ids: readonly CharacterId[], rule: RuleId): void {
  if (ids.length === 0) return;
  const s = ctx.s;
  if (s.neutralDeckRemoved || s.neutralBullets < ids.length) {
    log(ctx, 'marshal.bullets-run-out', 'no-neutral-bullet', { amount: ids.length });
    if (!s.neutralDeckRemoved && s.config.options.neutralShortage === 'remove-deck') {
      s.neutralDeckRemoved = true;
      log(ctx, 'marshal.bullets-run-out', 'neutral-deck-removed', { option: 'remove-deck' });
    }
    return;
  }
  for (const id of ids) {
    s.neutralBullets--;
    const seat = B(ctx, id).seat;
    const p = s.players[seat]!;
    const deck = [NEUTRAL_CARD as CardId].concat(p.deck);
    setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: p.hand, deck, discard: p.discard, turns: p.turns });
    log(ctx, rule, 'got-bullet', { bandit: id, card: NEUTRAL_CARD });
  }
}

function doMove(ctx: Ctx, id: CharacterId, to: CarIndex): void {
  const b = B(ctx, id);
  setBandit(ctx, id, { car: to, floor: b.floor, loot: b.loot, bulletsLeft: b.bulletsLeft, seat: b.seat });
  log(ctx, b.floor === 'inside' ? 'actions.move.inside' : 'actions.move.roof', 'moved', {
    bandit: id,
    from: b.car,
    to,
    floor: b.floor,
  });
  if (b.floor === 'inside' && to === ctx.s.marshal) marshalMeets(ctx, [id]);
}

function doFloor(ctx: Ctx, id: CharacterId): void {
  const b = B(ctx, id);
  const floor: Floor = b.floor === 'inside' ? 'roof' : 'inside';
  setBandit(ctx, id, { car: b.car, floor, loot: b.loot, bulletsLeft: b.bulletsLeft, seat: b.seat });
  log(ctx, 'actions.floor-change', 'floor-changed', { bandit: id, to: b.car, floor });
  if (floor === 'inside' && b.car === ctx.s.marshal) marshalMeets(ctx, [id]);
}

function insideAt(ctx: Ctx, car: number): CharacterId[] {
  const out: CharacterId[] = [];
  for (const id of ctx.s.config.bandits) {
    const b = ctx.s.bandits[id]!;
    if (b.car === car && b.floor === 'inside') out.push(id);
  }
  return out;
}

function moveMarshal(ctx: Ctx, to: number, rule: RuleId, by: CharacterId | undefined): void {
  const from = ctx.s.marshal;
  ctx.s.marshal = to as CarIndex;
  log(ctx, rule, 'marshal-moved', by ? { bandit: by, from, to: to as CarIndex } : { from, to: to as CarIndex });
  marshalMeets(ctx, insideAt(ctx, to));
}

function doMarshal(ctx: Ctx, id: CharacterId, to: CarIndex): void {
  moveMarshal(ctx, to, 'actions.marshal.move', id);
}

function doFire(ctx: Ctx, id: CharacterId, target: CharacterId | null): void {
  const me = B(ctx, id);
  if (target === null) {
    const rule = me.bulletsLeft <= 0 ? 'actions.fire.no-bullets' : 'actions.fire.no-target';
    log(ctx, rule, 'no-effect', { bandit: id, card: 'fire' });
    return;
  }
  setBandit(ctx, id, { car: me.car, floor: me.floor, loot: me.loot, bulletsLeft: me.bulletsLeft - 1, seat: me.seat });
  const t = B(ctx, target);
  const p = ctx.s.players[t.seat]!;
  setPlayer(ctx, t.seat, { seat: p.seat, bandits: p.bandits, hand: p.hand, deck: [bulletCard(id) as CardId].concat(p.deck), discard: p.discard, turns: p.turns });
  const rule = ctx.s.config.options.mode === 'team-two-player' ? 'variants.team-two-player.bullets' : 'actions.fire.bullet-on-deck';
  log(ctx, rule, 'bullet-fired', { bandit: id, target, card: bulletCard(id) });
  if (id === 'django') {
    const dir = t.car > me.car ? 1 : -1;
    const to = t.car + dir;
    if (to < 0 || to > lastCar(ctx.s)) {
      log(ctx, 'train.never-leave', 'stayed', { bandit: target, from: t.car, to: t.car, floor: t.floor });
    } else {
      setBandit(ctx, target, { car: to as CarIndex, floor: t.floor, loot: t.loot, bulletsLeft: t.bulletsLeft, seat: t.seat });
      log(ctx, 'characters.django', 'pushed', { bandit: id, target, from: t.car, to: to as CarIndex, floor: t.floor });
      checkMarshal(ctx, target);
    }
  }
}

function doRob(ctx: Ctx, id: CharacterId, pick: { kind: LootKind; value?: number } | null): void {
  const me = B(ctx, id);
  if (pick === null) {
    log(ctx, 'actions.rob.nothing', 'no-effect', { bandit: id, card: 'rob' });
    return;
  }
  const floorLoot = lootAt(ctx.s, me.car, me.floor);
  let idx = -1;
  if (pick.kind === 'purse' && pick.value === undefined) {
    // blind: a purse picked at random
    const idxs: number[] = [];
    for (let i = 0; i < floorLoot.length; i++) if (floorLoot[i]!.kind === 'purse') idxs.push(i);
    idx = idxs.length === 1 ? idxs[0]! : idxs[rngInt(rngOf(ctx), idxs.length)]!;
  } else {
    for (let i = 0; i < floorLoot.length; i++) {
      const l = floorLoot[i]!;
      if (l.kind === pick.kind && (l.kind !== 'purse' || l.value === pick.value)) {
        idx = i;
        break;
      }
    }
  }
  const l = floorLoot[idx]!;
  setLootAt(ctx, me.car, me.floor, removeLootAt(floorLoot, idx));
  setBandit(ctx, id, { car: me.car, floor: me.floor, loot: insertLoot(me.loot, l), bulletsLeft: me.bulletsLeft, seat: me.seat });
  log(ctx, 'actions.rob.same-floor', 'loot-taken', { bandit: id, loot: l, to: me.car, floor: me.floor });
}

function doPunch(
  ctx: Ctx,
  id: CharacterId,
  target: CharacterId | null,
  drop: LootKind | null,
  push: CarIndex | null,
  take: boolean,
): void {
  if (target === null || push === null) {
    log(ctx, 'actions.punch.no-target', 'no-effect', { bandit: id, card: 'punch' });
    return;
  }
  let t = B(ctx, target);
  if (drop !== null) {
    let idx = -1;
    if (drop === 'purse') {
      const idxs: number[] = [];
      for (let i = 0; i < t.loot.length; i++) if (t.loot[i]!.kind === 'purse') idxs.push(i);
      idx = idxs.length === 1 ? idxs[0]! : idxs[rngInt(rngOf(ctx), idxs.length)]!;
    } else idx = t.loot.findIndex((l) => l.kind === drop);
    const l = t.loot[idx]!;
    t = { car: t.car, floor: t.floor, loot: removeLootAt(t.loot, idx), bulletsLeft: t.bulletsLeft, seat: t.seat };
    setBandit(ctx, target, t);
    if (take && id === 'cheyenne' && l.kind === 'purse') {
      const me = B(ctx, id);
      setBandit(ctx, id, { ...me, loot: insertLoot(me.loot, l) });
      log(ctx, 'characters.cheyenne', 'loot-taken', { bandit: id, target, loot: l, to: t.car, floor: t.floor });
    } else {
      setLootAt(ctx, t.car, t.floor, insertLoot(lootAt(ctx.s, t.car, t.floor), l));
      log(ctx, 'actions.punch.drop-loot', 'loot-dropped', { bandit: id, target, loot: l, to: t.car, floor: t.floor });
    }
  }
  setBandit(ctx, target, { car: push, floor: t.floor, loot: t.loot, bulletsLeft: t.bulletsLeft, seat: t.seat });
  log(ctx, 'actions.punch.push-direction', 'pushed', { bandit: id, target, from: t.car, to: push, floor: t.floor });
  checkMarshal(ctx, target);
}

function endStealing(ctx: Ctx): void {
  const s = ctx.s;
  const info = roundCardInfo(s.round.card);
  if (s.config.options.roundEvents && info.event !== null) {
    s.phase = 'end-of-round';
    s.pending = { kind: 'event', seat: s.round.firstPlayer, event: info.event };
    return;
  }
  endRound(ctx);
}

// --- events -----------------------------------------------------------------

function roofAt(ctx: Ctx, car: number): CharacterId[] {
  const out: CharacterId[] = [];
  for (const id of ctx.s.config.bandits) {
    const b = ctx.s.bandits[id]!;
    if (b.car === car && b.floor === 'roof') out.push(id);
  }
  return out;
}

function doEvent(ctx: Ctx, ev: EventId): void {
  const s = ctx.s;
  const rule = 'events.' + ev;
  log(ctx, rule, 'event', { event: ev, roundCard: s.round.card });
  const last = lastCar(s);
  switch (ev) {
    case 'angry-marshal': {
      giveNeutral(ctx, roofAt(ctx, s.marshal), rule);
      if (s.marshal < last) moveMarshal(ctx, s.marshal + 1, rule, undefined);
      break;
    }
    case 'swivel-arm': {
      for (const id of s.config.bandits) {
        const b = B(ctx, id);
        if (b.floor !== 'roof' || b.car === last) continue;
        setBandit(ctx, id, { ...b, car: last as CarIndex });
        log(ctx, rule, 'moved', { bandit: id, from: b.car, to: last as CarIndex, floor: 'roof' });
      }
      break;
    }
    case 'braking': {
      for (const id of s.config.bandits) {
        const b = B(ctx, id);
        if (b.floor !== 'roof') continue;
        if (b.car === 0) {
          log(ctx, 'train.never-leave', 'stayed', { bandit: id, from: b.car, to: b.car, floor: 'roof' });
          continue;
        }
        setBandit(ctx, id, { ...b, car: (b.car - 1) as CarIndex });
        log(ctx, rule, 'moved', { bandit: id, from: b.car, to: (b.car - 1) as CarIndex, floor: 'roof' });
      }
      break;
    }
    case 'take-it-all': {
      if (s.box.strongboxes > 0) {
        s.box = { ...s.box, strongboxes: s.box.strongboxes - 1 };
        const l: Loot = { kind: 'strongbox' };
        setLootAt(ctx, s.marshal, 'inside', insertLoot(s.cars[s.marshal]!.inside, l));
        log(ctx, rule, 'loot-dropped', { loot: l, to: s.marshal, floor: 'inside' });
      } else log(ctx, rule, 'no-effect', {});
      break;
    }
    case 'passengers-rebellion': {
      const ids: CharacterId[] = [];
      for (const id of s.config.bandits) if (B(ctx, id).floor === 'inside') ids.push(id);
      giveNeutral(ctx, ids, rule);
      break;
    }
    case 'pickpocketing': {
      const next = nextPickpocket(s, -1);
      if (next !== null) {
        s.pending = { kind: 'pickpocket', seat: s.bandits[next]!.seat, bandit: next };
        return;
      }
      break;
    }
    case 'marshals-revenge': {
      for (const id of roofAt(ctx, s.marshal)) {
        const b = B(ctx, id);
        let idx = -1;
        for (let i = 0; i < b.loot.length; i++) {
          const l = b.loot[i]!;
          if (l.kind === 'purse') {
            idx = i; // loot is sorted: the first purse is the lowest
            break;
          }
        }
        if (idx < 0) {
          log(ctx, rule, 'no-effect', { bandit: id });
          continue;
        }
        const l = b.loot[idx]!;
        setBandit(ctx, id, { ...b, loot: removeLootAt(b.loot, idx) });
        if (s.config.options.revengePurse === 'roof') {
          setLootAt(ctx, b.car, 'roof', insertLoot(s.cars[b.car]!.roof, l));
          log(ctx, 'options.revenge-purse', 'purse-lost', { bandit: id, loot: l, to: b.car, floor: 'roof', option: 'roof' });
        } else {
          s.box = { ...s.box, purses: insertNumber(s.box.purses, l.kind === 'purse' ? l.value : null) };
          log(ctx, rule, 'purse-lost', { bandit: id, loot: l, option: 'discard' });
        }
      }
      break;
    }
    case 'hostage-conductor': {
      for (const id of banditsFromFirst(s)) {
        const b = B(ctx, id);
        if (b.car !== 0) continue;
        if (s.config.options.hostageRansom === 'ransom') {
          s.box = { ...s.box, minted: s.box.minted + 1 };
        } else {
          const i = s.box.purses.indexOf(RANSOM);
          if (i < 0) {
            log(ctx, 'options.hostage-ransom', 'no-effect', { bandit: id, option: 'token-from-box' });
            continue;
          }
          const ps = s.box.purses.slice();
          ps.splice(i, 1);
          s.box = { ...s.box, purses: ps };
        }
        const l = purse(RANSOM);
        setBandit(ctx, id, { ...b, loot: insertLoot(b.loot, l) });
        log(ctx, rule, 'ransom', { bandit: id, loot: l, amount: RANSOM, option: s.config.options.hostageRansom });
      }
      break;
    }
    default:
      assertNever(ev);
  }
  endRound(ctx);
}

function insertNumber(arr: readonly (number | null)[], v: number | null): (number | null)[] {
  const out = arr.slice();
  let i = 0;
  while (i < out.length && out[i] !== null && (v === null || out[i]! <= v)) i++;
  out.splice(i, 0, v);
  return out;
}

/** Next bandit (in turn order from the first player, after index `after`) alone at his position with a purse there. */
export function nextPickpocket(s: GameState, after: number): CharacterId | null {
  const order = banditsFromFirst(s);
  for (let i = after + 1; i < order.length; i++) {
    const id = order[i]!;
    const b = s.bandits[id]!;
    let alone = true;
    for (const o of s.config.bandits) {
      if (o === id) continue;
      const x = s.bandits[o]!;
      if (x.car === b.car && x.floor === b.floor) {
        alone = false;
        break;
      }
    }
    if (!alone) continue;
    const loot = lootAt(s, b.car, b.floor);
    if (loot.some((l) => l.kind === 'purse')) return id;
  }
  return null;
}

function doPickpocket(ctx: Ctx, id: CharacterId, take: boolean): void {
  const s = ctx.s;
  if (take) {
    const b = B(ctx, id);
    const loot = lootAt(s, b.car, b.floor);
    const idxs: number[] = [];
    for (let i = 0; i < loot.length; i++) if (loot[i]!.kind === 'purse') idxs.push(i);
    const idx = idxs.length === 1 ? idxs[0]! : idxs[rngInt(rngOf(ctx), idxs.length)]!;
    const l = loot[idx]!;
    setLootAt(ctx, b.car, b.floor, removeLootAt(loot, idx));
    setBandit(ctx, id, { ...b, loot: insertLoot(b.loot, l) });
    log(ctx, 'events.pickpocketing', 'loot-taken', { bandit: id, loot: l, to: b.car, floor: b.floor });
  } else log(ctx, 'events.pickpocketing', 'no-effect', { bandit: id });
  const next = nextPickpocket(s, banditsFromFirst(s).indexOf(id));
  if (next !== null) {
    s.pending = { kind: 'pickpocket', seat: s.bandits[next]!.seat, bandit: next };
    return;
  }
  endRound(ctx);
}

// --- round end ----------------------------------------------------------------

export type GameOverHook = (s: GameState) => readonly Seat[];
let gameOverHook: GameOverHook = () => [];
export function setGameOverHook(h: GameOverHook): void {
  gameOverHook = h;
}

function endRound(ctx: Ctx): void {
  const s = ctx.s;
  log(ctx, 'round.end-reshuffle', 'round-end', { round: s.round.index, roundCard: s.round.card });
  if (s.round.deck.length === 0) {
    s.phase = 'game-over';
    s.pending = null;
    s.pile = [];
    log(ctx, 'end.winner', 'game-over', { winners: gameOverHook(s) });
    return;
  }
  const n = s.config.players;
  const first = ((s.round.firstPlayer + 1) % n) as Seat;
  log(ctx, 'round.first-player-rotates', 'first-player', { seat: first });
  startRound(ctx, s.round.index + 1, first, false);
}

export type { Pending };
