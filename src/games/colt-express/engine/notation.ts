// Position notation: a compact, canonical, URL-safe text for a whole game state.
//
//   ce1.<config>.<rng>.<cars>.<bandits>.<misc>.<box>.<players>.<round>.<phase>.<pile>.<pending>
//
// Only [A-Za-z0-9._~-] are used. Equal states give equal strings (hands, discards and loot
// are kept sorted in the state). parsePosition(makePosition(s)) deep-equals s.
//
//  config   <seed>-<preset><option digits>-<characters>   seed: base36, or X<number text>
//  rng      four uint32, 6 base64url chars each
//  cars     car_car_…   car = <wagon 0-6><inside loot>-<roof loot>
//  bandits  in config.bandits order: <car><i|r><bullets left><loot>
//  misc     <marshal car><neutral bullets base36><deck removed 0|1>
//  box      <strongboxes><jewels><purses>-<minted base36>
//  players  <hand>-<deck>-<discard>-<turns base36>, one per seat, joined by _
//  round    <index><turn><step><sub><first player><card><remaining deck>   (base36 chars)
//  phase    s p t e g  (setup, planning, stealing, end-of-round, game-over)
//  pile     two chars per card: <bandit><action>, action upper case = face down
//  pending  N | P<seat><placed> | K<seat> | L<seat> | C<seat><bandit><fired> | E<seat><kept>
//           | R<seat><bandit><action> | V<seat><event> | B<seat><bandit>
// Loot: a-f purses $250-$500, x hidden purse, J jewel, S strongbox.
// Cards: A-Z,a-j action cards (character × action), k-p bullets of each character,
// q neutral bullet, r hidden.
import type {
  ActionKind,
  BanditState,
  CarIndex,
  CarState,
  CardId,
  CharacterId,
  GameState,
  Loot,
  Options,
  Pending,
  Phase,
  PileCard,
  PlayerState,
  PresetId,
  Result,
  RoundCardId,
  Seat,
} from './types.ts';
import { ACTION_KINDS, CHARACTER_IDS } from './data/characters.ts';
import { OPTIONS, PRESET_IDS } from './options.ts';
import { EVENT_IDS, ROUND_CARDS } from './data/round-cards.ts';
import { WAGONS } from './data/wagons.ts';
import { JEWEL, STRONGBOX, actionCard, bulletCard, compareLoot, purse, HIDDEN_PURSE } from './cards.ts';

const PREFIX = 'ce1';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CHAR_CODE = 'gbctdo'; // ghost belle cheyenne tuco django doc
const ACTION_CODE = 'mfsxrp'; // move floor marShal fire(x) rob punch
const PURSE_CODES = 'abcdef';
const PHASES: readonly Phase[] = ['setup', 'planning', 'stealing', 'end-of-round', 'game-over'];
const PHASE_CODE = 'spteg';
const ROUND_IDS: readonly RoundCardId[] = /*#__PURE__*/ ROUND_CARDS.map((c) => c.id);

// card codes (built by a pure call, so bundlers drop them when notation is unused)
const CARD_CODES = /*#__PURE__*/ cardCodes();
const CARD_TO_CODE = CARD_CODES.toCode;
const CODE_TO_CARD = CARD_CODES.toCard;
function cardCodes(): { toCode: Map<string, string>; toCard: Map<string, CardId> } {
  const toCode = new Map<string, string>();
  const toCard = new Map<string, CardId>();
  const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let k = 0;
  for (const c of CHARACTER_IDS)
    for (const a of ACTION_KINDS) {
      const id = actionCard(c, a);
      toCode.set(id, alpha[k]!);
      toCard.set(alpha[k]!, id);
      k++;
    }
  for (const c of CHARACTER_IDS) {
    toCode.set(bulletCard(c), alpha[k]!);
    toCard.set(alpha[k]!, bulletCard(c));
    k++;
  }
  toCode.set('bullet.neutral', alpha[k]!);
  toCard.set(alpha[k]!, 'bullet.neutral');
  k++;
  toCode.set('hidden', alpha[k]!);
  toCard.set(alpha[k]!, 'hidden');
  return { toCode, toCard };
}

function charCode(c: CharacterId): string {
  return CHAR_CODE[CHARACTER_IDS.indexOf(c)]!;
}
function lootCode(l: Loot): string {
  if (l.kind === 'strongbox') return 'S';
  if (l.kind === 'jewel') return 'J';
  if (l.value === null) return 'x';
  const i = (l.value - 250) / 50;
  return PURSE_CODES[i] ?? 'a';
}
function numCode(v: number | null): string {
  return v === null ? 'x' : (PURSE_CODES[(v - 250) / 50] ?? 'a');
}
function seedCode(x: number): string {
  if (Number.isSafeInteger(x) && x >= 0) return x.toString(36);
  return 'X' + String(x).replace('.', 'P').replace('-', 'M').replace('-', 'M').replace('+', '').replace('e', 'E');
}
function u32(x: number): string {
  let out = '';
  const v = x >>> 0;
  // 32 bits in 6 chars: top 2 bits first
  out += B64[Math.floor(v / 2 ** 30) & 3]!;
  for (let shift = 24; shift >= 0; shift -= 6) out += B64[(v >>> shift) & 63]!;
  return out;
}

export function makePosition(s: GameState): string {
  const cfg = s.config;
  const opts = OPTIONS.map((o) => String(o.values.findIndex((v) => v.value === cfg.options[o.name]))).join('');
  const config = `${seedCode(cfg.seed)}-${PRESET_IDS.indexOf(cfg.preset)}${opts}-${cfg.seats.map((t) => t.map(charCode).join('')).join('')}`;
  const rng = s.rng.map(u32).join('');
  const cars = s.cars
    .map((c) => {
      const w = c.wagon === 'locomotive' ? '0' : String(WAGONS.findIndex((x) => x.id === c.wagon) + 1);
      return w + c.inside.map(lootCode).join('') + '-' + c.roof.map(lootCode).join('');
    })
    .join('_');
  const bandits = cfg.bandits
    .map((id) => {
      const b = s.bandits[id]!;
      return b.car.toString(36) + (b.floor === 'inside' ? 'i' : 'r') + String(b.bulletsLeft) + b.loot.map(lootCode).join('');
    })
    .join('_');
  const misc = s.marshal.toString(36) + s.neutralBullets.toString(36) + (s.neutralDeckRemoved ? '1' : '0');
  const box = `${s.box.strongboxes}${s.box.jewels}${s.box.purses.map(numCode).join('')}-${s.box.minted.toString(36)}`;
  const cc = (arr: readonly CardId[]): string => arr.map((c) => CARD_TO_CODE.get(c) ?? 'r').join('');
  const players = s.players.map((p) => `${cc(p.hand)}-${cc(p.deck)}-${cc(p.discard)}-${p.turns.toString(36)}`).join('_');
  const r = s.round;
  const round =
    r.index.toString(36) +
    r.turn.toString(36) +
    r.step.toString(36) +
    r.sub.toString(36) +
    r.firstPlayer.toString(36) +
    ROUND_IDS.indexOf(r.card).toString(36) +
    r.deck.map((d) => ROUND_IDS.indexOf(d).toString(36)).join('');
  const phase = PHASE_CODE[PHASES.indexOf(s.phase)]!;
  const pile = s.pile
    .map((c) => {
      const a = c.card === null ? 'h' : ACTION_CODE[ACTION_KINDS.indexOf(c.card)]!;
      return charCode(c.bandit) + (c.faceDown ? a.toUpperCase() : a);
    })
    .join('');
  return [PREFIX, config, rng, cars, bandits, misc, box, players, round, phase, pile || '0', pendingCode(s.pending)].join('.');
}

function pendingCode(p: Pending | null): string {
  if (p === null) return 'N';
  const seat = p.seat.toString(36);
  switch (p.kind) {
    case 'place':
      return 'P' + seat + p.placed.map((c) => (c === null ? '0' : charCode(c))).join('');
    case 'pick':
      return 'K' + seat;
    case 'plan':
      return 'L' + seat;
    case 'cover':
      return 'C' + seat + charCode(p.bandit) + charCode(p.fired);
    case 'keep':
      return 'E' + seat + p.kept.map((c) => CARD_TO_CODE.get(c) ?? 'r').join('');
    case 'resolve':
      return 'R' + seat + charCode(p.bandit) + ACTION_CODE[ACTION_KINDS.indexOf(p.card)]!;
    case 'event':
      return 'V' + seat + EVENT_IDS.indexOf(p.event).toString(36);
    case 'pickpocket':
      return 'B' + seat + charCode(p.bandit);
  }
}

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

type ParseFailure = { readonly parseFailure: true; readonly path: string; readonly reason: string };
function fail(path: string, reason: string): never {
  const e: ParseFailure = { parseFailure: true, path, reason };
  throw e;
}
function isParseFailure(e: unknown): e is ParseFailure {
  return typeof e === 'object' && e !== null && (e as { parseFailure?: unknown }).parseFailure === true;
}
function b36(ch: string | undefined, path: string, max: number): number {
  if (ch === undefined || ch === '') fail(path, 'missing');
  const v = parseInt(ch, 36);
  if (!/^[0-9a-z]+$/.test(ch) || Number.isNaN(v) || v > max) fail(path, `bad value "${ch}" (expected 0 to ${max})`);
  return v;
}
function charOf(ch: string | undefined, path: string): CharacterId {
  const i = ch === undefined ? -1 : CHAR_CODE.indexOf(ch);
  if (i < 0 || ch === '') fail(path, `unknown character code "${ch ?? ''}" (expected one of ${CHAR_CODE})`);
  return CHARACTER_IDS[i]!;
}
function actionOf(ch: string | undefined, path: string): ActionKind {
  const i = ch === undefined ? -1 : ACTION_CODE.indexOf(ch);
  if (i < 0 || ch === '') fail(path, `unknown action code "${ch ?? ''}" (expected one of ${ACTION_CODE})`);
  return ACTION_KINDS[i]!;
}
function lootOf(text: string, path: string): Loot[] {
  const out: Loot[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === 'S') out.push(STRONGBOX);
    else if (ch === 'J') out.push(JEWEL);
    else if (ch === 'x') out.push(HIDDEN_PURSE);
    else {
      const k = PURSE_CODES.indexOf(ch);
      if (k < 0) fail(`${path}[${i}]`, `unknown loot code "${ch}" (expected a-f, x, J or S)`);
      out.push(purse(250 + 50 * k));
    }
  }
  return out;
}
function cardsOf(text: string, path: string): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = CODE_TO_CARD.get(text[i]!);
    if (c === undefined) fail(`${path}[${i}]`, `unknown card code "${text[i]!}"`);
    out.push(c);
  }
  return out;
}
function parts(text: string, sep: string, n: number, path: string): string[] {
  const p = text.split(sep);
  if (p.length !== n) fail(path, `expected ${n} parts separated by "${sep}", found ${p.length}`);
  return p;
}
function parseU32(text: string, path: string): number {
  let v = 0;
  for (let i = 0; i < 6; i++) {
    const d = B64.indexOf(text[i] ?? '');
    if (d < 0) fail(path, `bad character "${text[i] ?? ''}"`);
    v = v * 64 + d;
  }
  if (v > 0xffffffff) fail(path, 'value out of range');
  return v;
}

function parseInner(text: string): GameState {
  if (typeof text !== 'string') fail('text', 'expected a string');
  if (!/^[A-Za-z0-9._~-]*$/.test(text)) fail('text', 'only the characters A-Z a-z 0-9 . _ ~ - are allowed');
  const f = text.split('.');
  if (f[0] !== PREFIX) fail('prefix', `expected "${PREFIX}" (game + notation version), found "${f[0] ?? ''}"`);
  if (f.length !== 12) fail('fields', `expected 12 fields separated by ".", found ${f.length}`);
  // config
  const [seedT, optT, seatT] = parts(f[1]!, '-', 3, 'config');
  let seed: number;
  if (seedT!.startsWith('X')) {
    seed = Number(seedT!.slice(1).replace('P', '.').replace(/M/g, '-').replace('E', 'e'));
    if (!Number.isFinite(seed)) fail('config.seed', `not a number "${seedT!}"`);
  } else {
    if (!/^[0-9a-z]+$/.test(seedT!)) fail('config.seed', `not a base-36 number "${seedT!}"`);
    seed = parseInt(seedT!, 36);
  }
  if (optT!.length !== OPTIONS.length + 1) fail('config.options', `expected ${OPTIONS.length + 1} digits, found ${optT!.length}`);
  const preset: PresetId = PRESET_IDS[b36(optT![0], 'config.preset', PRESET_IDS.length - 1)]!;
  const options: { [k: string]: unknown } = {};
  OPTIONS.forEach((o, i) => {
    options[o.name] = o.values[b36(optT![i + 1], `config.options.${o.name}`, o.values.length - 1)]!.value;
  });
  const opt = options as Options;
  const per = opt.mode === 'standard' ? 1 : 2;
  if (seatT!.length === 0 || seatT!.length % per !== 0) fail('config.characters', 'wrong number of characters for the mode');
  const seats: CharacterId[][] = [];
  for (let i = 0; i < seatT!.length; i += per) {
    const t: CharacterId[] = [];
    for (let j = 0; j < per; j++) t.push(charOf(seatT![i + j], `config.characters[${i + j}]`));
    seats.push(t);
  }
  const all = seats.flat();
  if (new Set(all).size !== all.length) fail('config.characters', 'a character appears twice');
  const n = seats.length;
  // rng
  const rt = f[2]!;
  if (rt.length !== 24) fail('rng', `expected 24 characters, found ${rt.length}`);
  const rng: [number, number, number, number] = [
    parseU32(rt.slice(0, 6), 'rng[0]'),
    parseU32(rt.slice(6, 12), 'rng[1]'),
    parseU32(rt.slice(12, 18), 'rng[2]'),
    parseU32(rt.slice(18, 24), 'rng[3]'),
  ];
  // cars
  const carT = f[3]!.split('_');
  if (carT.length < 2 || carT.length > 8) fail('cars', `expected 2 to 8 cars, found ${carT.length}`);
  const cars: CarState[] = carT.map((t, i) => {
    const [a, roofT] = parts(t, '-', 2, `cars[${i}]`);
    const w = b36(a![0], `cars[${i}].wagon`, 6);
    if ((i === 0) !== (w === 0)) fail(`cars[${i}].wagon`, i === 0 ? 'car 0 must be the locomotive (0)' : 'only car 0 is the locomotive');
    return {
      wagon: w === 0 ? 'locomotive' : WAGONS[w - 1]!.id,
      inside: lootOf(a!.slice(1), `cars[${i}].inside`),
      roof: lootOf(roofT!, `cars[${i}].roof`),
    };
  });
  const last = cars.length - 1;
  // bandits
  const bt = f[4]!.split('_');
  if (bt.length !== all.length) fail('bandits', `expected ${all.length} bandits, found ${bt.length}`);
  const bandits: { [C in CharacterId]?: BanditState } = {};
  all.forEach((id, i) => {
    const t = bt[i]!;
    const car = b36(t[0], `bandits.${id}.car`, last) as CarIndex;
    const fl = t[1];
    if (fl !== 'i' && fl !== 'r') fail(`bandits.${id}.floor`, `expected i or r, found "${fl ?? ''}"`);
    const bullets = b36(t[2], `bandits.${id}.bulletsLeft`, 6);
    bandits[id] = {
      car,
      floor: fl === 'i' ? 'inside' : 'roof',
      loot: lootOf(t.slice(3), `bandits.${id}.loot`),
      bulletsLeft: bullets,
      seat: seats.findIndex((s) => s.includes(id)) as Seat,
    };
  });
  // misc
  const m = f[5]!;
  if (m.length !== 3) fail('misc', 'expected 3 characters (marshal, neutral bullets, removed)');
  const marshal = b36(m[0], 'marshal', last) as CarIndex;
  const neutralBullets = b36(m[1], 'neutralBullets', 13);
  if (m[2] !== '0' && m[2] !== '1') fail('neutralDeckRemoved', 'expected 0 or 1');
  // box
  const [boxA, mintT] = parts(f[6]!, '-', 2, 'box');
  const strongboxes = b36(boxA![0], 'box.strongboxes', 2);
  const jewels = b36(boxA![1], 'box.jewels', 6);
  const boxPurses: (number | null)[] = lootOf(boxA!.slice(2), 'box.purses').map((l) => (l.kind === 'purse' ? l.value : fail('box.purses', 'only purses here')));
  if (!/^[0-9a-z]+$/.test(mintT!)) fail('box.minted', 'expected a base-36 number');
  // players
  const pt = f[7]!.split('_');
  if (pt.length !== n) fail('players', `expected ${n} players, found ${pt.length}`);
  const players: PlayerState[] = pt.map((t, i) => {
    const [h, d, x, tu] = parts(t, '-', 4, `players[${i}]`);
    if (!/^[0-9a-z]+$/.test(tu!)) fail(`players[${i}].turns`, 'expected a base-36 number');
    return {
      seat: i as Seat,
      bandits: seats[i]!,
      hand: cardsOf(h!, `players[${i}].hand`),
      deck: cardsOf(d!, `players[${i}].deck`),
      discard: cardsOf(x!, `players[${i}].discard`),
      turns: parseInt(tu!, 36),
    };
  });
  // round
  const r = f[8]!;
  if (r.length < 6) fail('round', 'expected at least 6 characters');
  const cardIdx = b36(r[5], 'round.card', ROUND_IDS.length - 1);
  const deck: RoundCardId[] = [];
  for (let i = 6; i < r.length; i++) deck.push(ROUND_IDS[b36(r[i], `round.deck[${i - 6}]`, ROUND_IDS.length - 1)]!);
  const round = {
    index: b36(r[0], 'round.index', 35),
    card: ROUND_IDS[cardIdx]!,
    deck,
    turn: b36(r[1], 'round.turn', 35),
    step: b36(r[2], 'round.step', 35),
    sub: b36(r[3], 'round.sub', 1),
    firstPlayer: b36(r[4], 'round.firstPlayer', n - 1) as Seat,
  };
  // phase
  const ph = PHASE_CODE.indexOf(f[9]!);
  if (f[9]!.length !== 1 || ph < 0) fail('phase', `expected one of ${PHASE_CODE}`);
  // pile
  const pileT = f[10] === '0' ? '' : f[10]!;
  if (pileT.length % 2 !== 0) fail('pile', 'expected two characters per card');
  const pile: PileCard[] = [];
  for (let i = 0; i < pileT.length; i += 2) {
    const bandit = charOf(pileT[i], `pile[${i / 2}].bandit`);
    if (!all.includes(bandit)) fail(`pile[${i / 2}].bandit`, `${bandit} is not in the game`);
    const a = pileT[i + 1]!;
    const lower = a.toLowerCase();
    pile.push({ bandit, card: lower === 'h' ? null : actionOf(lower, `pile[${i / 2}].card`), faceDown: a !== lower });
  }
  // pending
  const pending = parsePending(f[11]!, n, all, seats);
  const state: GameState = {
    config: { seed, players: n, preset, options: opt, seats, bandits: all },
    rng,
    cars,
    bandits,
    marshal,
    neutralBullets,
    neutralDeckRemoved: m[2] === '1',
    box: { strongboxes, jewels, purses: boxPurses, minted: parseInt(mintT!, 36) },
    players,
    round,
    phase: PHASES[ph]!,
    pile,
    pending,
  };
  requireCanonical(text, state);
  return state;
}

const FIELD_NAMES = ['prefix', 'config', 'rng', 'cars', 'bandits', 'misc', 'box', 'players', 'round', 'phase', 'pile', 'pending'];

/**
 * Only the canonical text of a state is accepted (Audit A3): sorted hands, discards, kept cards
 * and loot (the engine relies on it: legal choices are deduplicated on sorted hands), and no
 * second spelling of a number (leading zeros, "0" for an empty pile…), so that one state has
 * exactly one text.
 */
function requireCanonical(text: string, s: GameState): void {
  const sortedCards = (arr: readonly CardId[], path: string): void => {
    for (let i = 1; i < arr.length; i++) if (arr[i - 1]! > arr[i]!) fail(`${path}[${i}]`, 'cards must be listed in sorted order');
  };
  const sortedLoot = (arr: readonly Loot[], path: string): void => {
    for (let i = 1; i < arr.length; i++) if (compareLoot(arr[i - 1]!, arr[i]!) > 0) fail(`${path}[${i}]`, 'loot must be listed in sorted order');
  };
  s.cars.forEach((c, i) => {
    sortedLoot(c.inside, `cars[${i}].inside`);
    sortedLoot(c.roof, `cars[${i}].roof`);
  });
  for (const id of s.config.bandits) sortedLoot(s.bandits[id]!.loot, `bandits.${id}.loot`);
  const bp = s.box.purses;
  for (let i = 1; i < bp.length; i++) {
    const a = bp[i - 1]!;
    const b = bp[i]!;
    if ((a === null) !== (b === null) || (a !== null && b !== null && a > b)) fail(`box.purses[${i}]`, 'purses must be listed in sorted order');
  }
  s.players.forEach((p, i) => {
    sortedCards(p.hand, `players[${i}].hand`);
    sortedCards(p.discard, `players[${i}].discard`);
  });
  if (s.pending !== null && s.pending.kind === 'keep') sortedCards(s.pending.kept, 'pending.kept');
  const again = makePosition(s);
  if (again !== text) {
    const a = text.split('.');
    const b = again.split('.');
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    fail(FIELD_NAMES[i] ?? 'text', `not the canonical spelling (expected "${b[i] ?? ''}")`);
  }
}

function parsePending(t: string, n: number, all: readonly CharacterId[], seats: readonly (readonly CharacterId[])[]): Pending | null {
  if (t === 'N') return null;
  const k = t[0];
  const seat = b36(t[1], 'pending.seat', n - 1) as Seat;
  const own = (c: CharacterId, path: string): CharacterId => {
    if (!all.includes(c)) fail(path, `${c} is not in the game`);
    return c;
  };
  const len = (m: number): void => {
    if (t.length !== m) fail('pending', `expected ${m} characters`);
  };
  switch (k) {
    case 'P': {
      len(2 + n);
      const placed = [...t.slice(2)].map((ch, i) => (ch === '0' ? null : own(charOf(ch, `pending.placed[${i}]`), `pending.placed[${i}]`)));
      placed.forEach((c, i) => {
        if (c !== null && !seats[i]!.includes(c)) fail(`pending.placed[${i}]`, `${c} is not a bandit of seat ${i}`);
      });
      return { kind: 'place', seat, placed };
    }
    case 'K':
      len(2);
      return { kind: 'pick', seat };
    case 'L':
      len(2);
      return { kind: 'plan', seat };
    case 'C':
      len(4);
      return { kind: 'cover', seat, bandit: own(charOf(t[2], 'pending.bandit'), 'pending.bandit'), fired: own(charOf(t[3], 'pending.fired'), 'pending.fired') };
    case 'E':
      return { kind: 'keep', seat, kept: cardsOf(t.slice(2), 'pending.kept') };
    case 'R':
      len(4);
      return { kind: 'resolve', seat, bandit: own(charOf(t[2], 'pending.bandit'), 'pending.bandit'), card: actionOf(t[3], 'pending.card') };
    case 'V': {
      len(3);
      return { kind: 'event', seat, event: EVENT_IDS[b36(t[2], 'pending.event', EVENT_IDS.length - 1)]! };
    }
    case 'B':
      len(3);
      return { kind: 'pickpocket', seat, bandit: own(charOf(t[2], 'pending.bandit'), 'pending.bandit') };
    default:
      return fail('pending', `unknown pending code "${k ?? ''}" (expected N, P, K, L, C, E, R, V or B)`);
  }
}

export function parsePosition(text: string): Result<GameState> {
  try {
    return { ok: true, value: parseInner(text) };
  } catch (e) {
    if (isParseFailure(e)) return { ok: false, error: { code: 'parse', message: `${e.path}: ${e.reason}`, path: e.path } };
    return { ok: false, error: { code: 'parse', message: `text: ${String(e)}`, path: 'text' } };
  }
}
