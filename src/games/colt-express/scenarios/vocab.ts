// The words of a Colt Express scenario file, as a player says them:
// places (`2 roof`, `loco inside`, `caboose roof`), loot (`purse 300`,
// `jewel`, `strongbox`), cards (`fire`, `tuco fire`, `bullet from tuco`,
// `neutral bullet`) and choice phrases (`fire: tuco`, `move: 2 back`,
// `punch: django, drop jewel, push forward`).
//
// Parsing happens twice: when a file is loaded (syntax and names, with
// "did you mean") and when it runs (the same parser reads the engine's
// offered choices after `phraseOf` has written them, so a phrase in a file
// and a choice of the engine are compared as parsed values, never as text).

import { bad, ok, show } from '../../../scenarios/parsed.ts';
import type { Parsed } from '../../../scenarios/parsed.ts';
import { didYouMean, listOf } from '../../../scenarios/suggest.ts';
import { carRefWithin, placeWithin } from '../../../scenarios/places.ts';
import type { CarRef, PlaceRef } from '../../../scenarios/places.ts';
import { MAX_CARS } from '../engine/data/limits.ts';
import type { ActionKind, CharacterId, EventId, LootKind, RoundCardId } from '../engine/types.ts';
// Id lists come from the engine's types.ts (data only: this file runs on rules pages).
import {
  ACTION_KINDS as ACTIONS,
  CHARACTER_IDS as CHARACTERS,
  EVENT_IDS as EVENTS,
  FLOORS,
  LOOT_KINDS,
  ROUND_CARD_IDS as ROUND_CARDS,
} from '../engine/types.ts';
import { PURSE_VALUES as PURSES } from '../engine/data/loot.ts';

export { FLOORS, LOOT_KINDS };
/** The values printed on purses (engine data/loot.ts, shared/data/components.md), each once. */
export const PURSE_VALUES: readonly number[] = /*#__PURE__*/ [...new Set(PURSES)];

const CARD_ALIASES: Readonly<Record<string, ActionKind>> = {
  'floor change': 'floor',
  'change floor': 'floor',
  shoot: 'fire',
  robbery: 'rob',
};

// ---------------------------------------------------------------------------
// Words

export function character(s: string, what = 'a character'): Parsed<CharacterId> {
  const w = s.trim().toLowerCase();
  if ((CHARACTERS as readonly string[]).includes(w)) return ok(w as CharacterId);
  return bad(`"${s.trim()}" is not ${what}${didYouMean(w, CHARACTERS)}`);
}

export function action(s: string): Parsed<ActionKind> {
  const w = s.trim().toLowerCase();
  if ((ACTIONS as readonly string[]).includes(w)) return ok(w as ActionKind);
  const alias = CARD_ALIASES[w];
  if (alias !== undefined) return ok(alias);
  return bad(`"${s.trim()}" is not an action card${didYouMean(w, ACTIONS)}; cards are ${listOf(ACTIONS)}`);
}

// ---------------------------------------------------------------------------
// Places (shared with the other game: src/scenarios/places.ts); Colt Express trains have up to 6 wagons

export type { CarRef, PlaceRef } from '../../../scenarios/places.ts';
export { resolveCar, formatCar, formatPlace } from '../../../scenarios/places.ts';

export function carRef(v: unknown): Parsed<CarRef> {
  return carRefWithin(v, 6);
}

export function place(v: unknown): Parsed<PlaceRef> {
  return placeWithin(v, 6);
}

// ---------------------------------------------------------------------------
// Loot

/** `purse` without a value: any purse (in an expectation) or a purse whose value does not matter (in a position). */
export type LootRef =
  /** value: undefined = any purse; null = a purse whose value is hidden from the viewer (`hidden purse`, in `seen-by`) */
  | { readonly kind: 'purse'; readonly value: number | null | undefined }
  | { readonly kind: 'jewel' }
  | { readonly kind: 'strongbox' };

export function loot(v: unknown): Parsed<LootRef> {
  if (typeof v === 'number') return bad(`write "purse ${v}" for a purse worth $${v}`);
  if (typeof v !== 'string') return bad(`expected loot ("purse 300", "purse", "jewel", "strongbox"), got ${show(v)}`);
  const w = v.trim().toLowerCase().replace(/\$/g, '');
  if (w === 'jewel' || w === 'gem') return ok({ kind: 'jewel' });
  if (w === 'strongbox' || w === 'strong box') return ok({ kind: 'strongbox' });
  if (w === 'purse') return ok({ kind: 'purse', value: undefined });
  if (w === 'hidden purse') return ok({ kind: 'purse', value: null });
  const m = /^purse\s+(\d+)$/.exec(w) ?? /^(\d+)\s+purse$/.exec(w);
  if (m !== null) {
    const value = Number(m[1]);
    if (!PURSE_VALUES.includes(value)) {
      return bad(`there is no $${value} purse: purses are worth ${PURSE_VALUES.map((p) => `$${p}`).join(', ')}`);
    }
    return ok({ kind: 'purse', value });
  }
  const first = w.split(/\s+/)[0] ?? w;
  return bad(`"${v.trim()}" is not loot${didYouMean(first, ['purse', 'jewel', 'strongbox'])}; write "purse 300", "purse", "jewel" or "strongbox"`);
}

export function formatLoot(l: { readonly kind: LootKind; readonly value?: number | null | undefined }): string {
  if (l.kind !== 'purse') return l.kind;
  if (l.value === null) return 'hidden purse';
  return l.value === undefined ? 'purse' : `purse ${l.value}`;
}

/** Loot lists compare as multisets; sorted text makes the diff readable. */
export function formatLootList(list: readonly { readonly kind: LootKind; readonly value?: number | null | undefined }[]): string {
  if (list.length === 0) return '[]';
  return `[${list.map(formatLoot).sort(lootOrder).join(', ')}]`;
}

function lootOrder(a: string, b: string): number {
  const rank = (s: string) => (s === 'strongbox' ? 0 : s === 'jewel' ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true });
}

/** Multiset match where an expected `purse` (no value) matches any purse. */
export function lootMatches(expected: readonly LootRef[], actual: readonly { readonly kind: LootKind; readonly value?: number | null }[]): boolean {
  if (expected.length !== actual.length) return false;
  const left = actual.map((a) => formatLoot(a));
  // Exact items first, so that a valueless `purse` does not take a purse another item names.
  const exact = expected.filter((e) => !(e.kind === 'purse' && e.value === undefined));
  const loose = expected.length - exact.length;
  for (const e of exact) {
    const i = left.indexOf(formatLoot(e));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return left.filter((l) => l.startsWith('purse') || l === 'hidden purse').length === loose && left.length === loose;
}

// ---------------------------------------------------------------------------
// Cards in hands, decks, discard piles and the common pile

export type CardRef =
  | { readonly kind: 'action'; readonly action: ActionKind; readonly bandit: CharacterId | undefined; readonly faceDown: boolean }
  | { readonly kind: 'bullet'; readonly from: CharacterId | 'neutral' | undefined };

/** `fire`, `tuco fire`, `ghost move face down`, `bullet from tuco`, `neutral bullet`, `bullet`. */
export function card(v: unknown): Parsed<CardRef> {
  if (typeof v !== 'string') return bad(`expected a card ("fire", "tuco fire", "bullet from tuco", "neutral bullet"), got ${show(v)}`);
  let w = v.trim().toLowerCase().replace(/\s+/g, ' ');
  if (w === 'neutral bullet' || w === 'bullet neutral') return ok({ kind: 'bullet', from: 'neutral' });
  if (w === 'bullet') return ok({ kind: 'bullet', from: undefined });
  const b = /^bullet from (\S+)$/.exec(w) ?? /^(\S+) bullet$/.exec(w);
  if (b !== null) {
    const c = character(b[1] ?? '', 'a character (a bullet card comes "from" the character who fired it)');
    return c.ok ? ok({ kind: 'bullet', from: c.value }) : c;
  }
  if ((CHARACTERS as readonly string[]).includes(w)) return bad(`"${v.trim()}" names a bandit but no card: write "${w} fire", "${w} move", …`);
  let faceDown = false;
  if (w.endsWith(' face down') || w.endsWith(' face-down')) {
    faceDown = true;
    w = w.slice(0, -' face down'.length).trim();
  }
  const direct = action(w);
  if (direct.ok) return ok({ kind: 'action', action: direct.value, bandit: undefined, faceDown });
  const sp = w.indexOf(' ');
  if (sp < 0) return direct;
  const who = character(w.slice(0, sp));
  if (!who.ok) {
    // `rob jewel`-like mistakes read better as a card problem than as a name problem.
    return (CHARACTERS as readonly string[]).some((c) => w.startsWith(c)) ? who : bad(`"${v.trim()}" is not a card: write "fire", "tuco fire", "bullet from tuco" or "neutral bullet"${didYouMean(w.slice(0, sp), CHARACTERS)}`);
  }
  const what = action(w.slice(sp + 1));
  if (!what.ok) return what;
  return ok({ kind: 'action', action: what.value, bandit: who.value, faceDown });
}

export function formatCard(c: CardRef): string {
  if (c.kind === 'bullet') return c.from === undefined ? 'bullet' : c.from === 'neutral' ? 'neutral bullet' : `bullet from ${c.from}`;
  return `${c.bandit === undefined ? '' : `${c.bandit} `}${c.action}${c.faceDown ? ' face down' : ''}`;
}

// ---------------------------------------------------------------------------
// Choice phrases

export type Dir = 'forward' | 'back';

/**
 * A parsed phrase. Fields left undefined were not said and match anything:
 * `fire` alone is "the Fire card, whatever its target".
 */
export type Phrase =
  /** A card named alone: play it (planning), cover with it, pick it, keep it, or resolve it. */
  | { readonly verb: 'card'; readonly card: CardRef }
  | { readonly verb: 'draw' }
  | { readonly verb: 'pass' }
  | { readonly verb: 'no-cover' }
  | { readonly verb: 'keep-done' }
  | { readonly verb: 'place'; readonly caboose: CharacterId }
  | { readonly verb: 'move'; readonly n: number | undefined; readonly dir: Dir | undefined; readonly to: CarRef | undefined }
  | { readonly verb: 'floor' }
  /** `n` only for excluded options: 0 = "stay", 2+ = further than the Marshal goes (a legal one moves 1 car) */
  | { readonly verb: 'marshal'; readonly n: number | undefined; readonly dir: Dir | undefined; readonly to: CarRef | undefined }
  | { readonly verb: 'fire'; readonly target: CharacterId | null | undefined }
  | { readonly verb: 'rob'; readonly loot: LootRef | null | undefined }
  | {
      readonly verb: 'punch';
      readonly target: CharacterId | null | undefined;
      readonly drop: LootKind | null | undefined;
      readonly take: boolean | undefined;
      readonly push: Dir | undefined;
    }
  | { readonly verb: 'event'; readonly event: EventId | undefined }
  | { readonly verb: 'pickpocket'; readonly take: boolean };

export type Verb = Phrase['verb'];

const NOBODY = ['nobody', 'no one', 'none', 'no target'];
const NOTHING = ['nothing', 'none', 'no loot'];

function dir(s: string): Parsed<Dir> {
  const w = s.trim().toLowerCase();
  if (w === 'forward' || w === 'forwards' || w === 'ahead') return ok('forward');
  if (w === 'back' || w === 'backward' || w === 'backwards') return ok('back');
  return bad(`"${s.trim()}" is not a direction${didYouMean(w, ['forward', 'back'])}: "forward" is toward the locomotive, "back" toward the caboose`);
}

const VERBS = ['play', 'draw', 'pass', 'no cover', 'keep done', 'place', 'move', 'floor', 'marshal', 'fire', 'rob', 'punch', 'event', 'take purse', 'leave it', ...ACTIONS, ...EVENTS];

/** Reads one phrase. `fire: tuco` and `fire tuco` both work; case and extra spaces do not matter. */
export function phrase(v: unknown): Parsed<Phrase> {
  if (typeof v !== 'string') return bad(`expected a phrase such as "fire: tuco" or "move: 2 back", got ${show(v)}`);
  const text = v.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return bad('the phrase is empty');
  const colon = text.indexOf(':');
  // A bare card name is "that card": played in planning, resolved whatever its choice in stealing.
  if (colon < 0 && ((ACTIONS as readonly string[]).includes(text) || CARD_ALIASES[text] !== undefined)) {
    const c = card(text);
    if (c.ok) return ok({ verb: 'card', card: c.value });
  }
  const head = (colon >= 0 ? text.slice(0, colon) : text).trim();
  const rest = colon >= 0 ? text.slice(colon + 1).trim() : '';
  switch (head) {
    case 'draw':
    case 'draw 3':
    case 'draw three':
      return ok({ verb: 'draw' });
    case 'pass':
      return ok({ verb: 'pass' });
    case 'no cover':
    case 'no cover fire':
      return ok({ verb: 'no-cover' });
    case 'keep done':
    case 'done':
      return ok({ verb: 'keep-done' });
    case 'take purse':
    case 'take a purse':
      return ok({ verb: 'pickpocket', take: true });
    case 'leave it':
    case 'take nothing':
      return ok({ verb: 'pickpocket', take: false });
    case 'floor':
      return rest === '' || rest === 'up' || rest === 'down' ? ok({ verb: 'floor' }) : bad(`a floor change has no choice to make: write just "floor"`);
    case 'move':
      return rest === '' ? ok({ verb: 'move', n: undefined, dir: undefined, to: undefined }) : moveArgs(rest);
    case 'marshal':
      return rest === '' ? ok({ verb: 'marshal', n: undefined, dir: undefined, to: undefined }) : marshalArgs(rest);
    case 'fire':
      return rest === '' ? ok({ verb: 'fire', target: undefined }) : fireArgs(rest);
    case 'rob':
      return rest === '' ? ok({ verb: 'rob', loot: undefined }) : robArgs(rest);
    case 'punch':
      return rest === '' ? ok({ verb: 'punch', target: undefined, drop: undefined, take: undefined, push: undefined }) : punchArgs(rest);
    case 'place': {
      const m = /^(\S+) (?:in|to) (?:the )?caboose$/.exec(rest);
      if (m === null) return bad('write "place: tuco in caboose" (the bandit who starts in the caboose)');
      const c = character(m[1] ?? '');
      return c.ok ? ok({ verb: 'place', caboose: c.value }) : c;
    }
    case 'event':
      if (rest === '') return ok({ verb: 'event', event: undefined });
      return eventName(rest);
    case 'play':
    case 'cover':
    case 'pick':
    case 'keep': {
      if (rest === '') return bad(`say which card: "${head}: fire"`);
      const c = card(rest);
      return c.ok ? ok({ verb: 'card', card: c.value }) : c;
    }
    default:
      break;
  }
  if (colon < 0) {
    if ((EVENTS as readonly string[]).includes(text)) return ok({ verb: 'event', event: text as EventId });
    const c = card(text);
    if (c.ok) return ok({ verb: 'card', card: c.value });
    const first = text.split(' ')[0] ?? text;
    const guess = didYouMean(first, VERBS);
    return bad(guess !== '' ? `"${v.trim()}" is not a phrase the runner knows${guess}` : c.message);
  }
  return bad(`"${head}" is not an action${didYouMean(head, VERBS)}; phrases look like "fire: tuco", "move: 2 back", "punch: django, drop jewel, push forward"`);
}

/**
 * Where a Move or the Marshal goes: `stay` (only ever an excluded option), `to caboose` (a
 * destination), or `[n] forward|back`. Excluded options and choices are named the same way.
 */
function travelArgs(verb: 'move' | 'marshal', rest: string): Parsed<{ n: number | undefined; dir: Dir | undefined; to: CarRef | undefined }> {
  if (rest === 'stay') return ok({ n: 0, dir: undefined, to: undefined });
  const to = /^to (.+)$/.exec(rest);
  if (to !== null) {
    const c = carRef(to[1] ?? '');
    return c.ok ? ok({ n: undefined, dir: undefined, to: c.value }) : c;
  }
  const m = /^(?:(\d+) )?(\S+)$/.exec(rest);
  if (m === null) return bad(`write "${verb}: 2 back", "${verb}: forward", "${verb}: to caboose" or "${verb}: stay", not "${rest}"`);
  const n = m[1] === undefined ? undefined : Number(m[1]);
  // Up to 6 so that excluded options ("move: 4 forward") can be named; the engine says what is legal.
  if (n !== undefined && (n < 1 || n > MAX_CARS - 1)) return bad(`a train has at most ${MAX_CARS - 1} wagons: "${verb}: ${n} …" cannot be`);
  const d = dir(m[2] ?? '');
  if (!d.ok) return d;
  return ok({ n, dir: d.value, to: undefined });
}

function moveArgs(rest: string): Parsed<Phrase> {
  const t = travelArgs('move', rest);
  return t.ok ? ok({ verb: 'move', ...t.value }) : t;
}

function marshalArgs(rest: string): Parsed<Phrase> {
  const t = travelArgs('marshal', rest);
  return t.ok ? ok({ verb: 'marshal', ...t.value }) : t;
}

function fireArgs(rest: string): Parsed<Phrase> {
  if (NOBODY.includes(rest)) return ok({ verb: 'fire', target: null });
  const c = character(rest, 'a character');
  return c.ok ? ok({ verb: 'fire', target: c.value }) : c;
}

function robArgs(rest: string): Parsed<Phrase> {
  if (NOTHING.includes(rest)) return ok({ verb: 'rob', loot: null });
  const l = loot(rest);
  return l.ok ? ok({ verb: 'rob', loot: l.value }) : l;
}

function punchArgs(rest: string): Parsed<Phrase> {
  const parts = rest.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const [who = '', ...more] = parts;
  if (NOBODY.includes(who)) {
    return more.length === 0 ? ok({ verb: 'punch', target: null, drop: undefined, take: undefined, push: undefined }) : bad('nobody to punch: nothing else to say');
  }
  const c = character(who, 'a character');
  if (!c.ok) return c;
  let drop: LootKind | null | undefined;
  let take: boolean | undefined;
  let push: Dir | undefined;
  for (const p of more) {
    if (p.startsWith('drop ')) {
      const what = p.slice(5).trim();
      if (NOTHING.includes(what)) {
        drop = null;
        continue;
      }
      const l = loot(what);
      if (!l.ok) return l;
      if (l.value.kind === 'purse' && l.value.value !== undefined) {
        return bad(`the puncher picks a purse without looking at its value: write "drop purse", not "drop ${what}"`);
      }
      drop = l.value.kind;
    } else if (p.startsWith('push ')) {
      const d = dir(p.slice(5));
      if (!d.ok) return d;
      push = d.value;
    } else if (p === 'take it' || p === 'keep it' || p === 'pocket it') {
      take = true;
    } else if (p === 'leave it') {
      take = false;
    } else {
      const first = p.split(' ')[0] ?? p;
      return bad(`"${p}" is not part of a punch${didYouMean(first, ['drop', 'push', 'take it'])}: write "punch: django, drop jewel, push forward" (Cheyenne may add "take it" for a purse)`);
    }
  }
  return ok({ verb: 'punch', target: c.value, drop, take, push });
}

function eventName(rest: string): Parsed<Phrase> {
  const w = rest.trim();
  if ((EVENTS as readonly string[]).includes(w)) return ok({ verb: 'event', event: w as EventId });
  return bad(`"${w}" is not an event${didYouMean(w, EVENTS)}; events are ${listOf(EVENTS)}`);
}

/** Canonical text of a phrase: what the runner prints and what `choices:` lists. */
export function formatPhrase(p: Phrase): string {
  switch (p.verb) {
    case 'card':
      return formatCard(p.card);
    case 'draw':
      return 'draw';
    case 'pass':
      return 'pass';
    case 'no-cover':
      return 'no cover';
    case 'keep-done':
      return 'keep done';
    case 'place':
      return `place: ${p.caboose} in caboose`;
    case 'move':
    case 'marshal':
      if (p.to !== undefined) return `${p.verb}: to ${p.to === 0 ? 'loco' : p.to}`;
      if (p.n === 0) return `${p.verb}: stay`;
      if (p.dir === undefined) return p.verb;
      return `${p.verb}: ${p.n === undefined ? '' : `${p.n} `}${p.dir}`;
    case 'floor':
      return 'floor';
    case 'fire':
      return p.target === undefined ? 'fire' : `fire: ${p.target ?? 'nobody'}`;
    case 'rob':
      return p.loot === undefined ? 'rob' : `rob: ${p.loot === null ? 'nothing' : formatLoot(p.loot)}`;
    case 'punch': {
      if (p.target === undefined) return 'punch';
      if (p.target === null) return 'punch: nobody';
      const parts: string[] = [p.target];
      if (p.drop !== undefined && p.drop !== null) parts.push(`drop ${p.drop}`);
      if (p.take === true) parts.push('take it');
      if (p.take === false) parts.push('leave it');
      if (p.push !== undefined) parts.push(`push ${p.push}`);
      return `punch: ${parts.join(', ')}`;
    }
    case 'event':
      return p.event ?? 'event';
    case 'pickpocket':
      return p.take ? 'take purse' : 'leave it';
  }
}

/** A round card, or `round` (any card that is not a Train Station) or `station` (any Train Station card). */
export type RoundCardRef = RoundCardId | 'round' | 'station';

export function roundCard(v: unknown): Parsed<RoundCardRef> {
  if (typeof v !== 'string') return bad(`expected a round card, got ${show(v)}`);
  const w = v.trim().toLowerCase();
  if (w === 'round' || w === 'station') return ok(w);
  if ((ROUND_CARDS as readonly string[]).includes(w)) return ok(w as RoundCardId);
  return bad(`"${v.trim()}" is not a round card${didYouMean(w, [...ROUND_CARDS, 'round', 'station'])}; cards are ${listOf(ROUND_CARDS)} ("round" = any non-station card, "station" = any Train Station card)`);
}
