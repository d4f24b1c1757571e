// zod schemas for the Colt Express parts of a scenario file: the starting
// position (or a new game's setup), step phrases and `expect:` blocks.
// Everything a person types is checked here with a message naming the
// closest correct word; what needs the engine (is this a possible position?)
// is checked by the adapter when the position is built.

import { z } from 'zod';
import { MAX_CARS, MAX_ROUNDS, OPTIONS, PRESET_IDS, RULES, WAGON_IDS } from '../engine/index.ts';
import { NEUTRAL_BULLETS, PURSE_VALUES } from '../engine/data/loot.ts';
import type { CharacterId, EventId, Floor, OptionName, RoundCardId, WagonId } from '../engine/types.ts';
import { didYouMean, listOf } from '../../../scenarios/suggest.ts';
import { bad, byKey, excludedSchema, fields, forwardIssues, listOf1, notationOrMapping, ok, parsed, show, word } from '../../../scenarios/zod-helpers.ts';
import type { ExcludedEntry, Parsed } from '../../../scenarios/zod-helpers.ts';
import {
  card,
  carRef,
  character,
  loot,
  phrase,
  place,
  roundCard,
} from './vocab.ts';
import type { CardRef, CarRef, LootRef, Phrase, PlaceRef, RoundCardRef } from './vocab.ts';

export const characterName = parsed((v) => (typeof v === 'string' ? character(v) : bad(`expected a character, got ${show(v)}`)));
const placeV = parsed(place);
const lootV = parsed(loot);
const cardV = parsed(card);
const carV = parsed(carRef);
const roundCardV = parsed(roundCard);
const exactRoundCard = parsed<RoundCardId>((v) => {
  const r = roundCard(v);
  if (!r.ok) return r;
  if (r.value === 'round' || r.value === 'station') return bad('name the round card here (e.g. "braking"), not a kind of card');
  return ok(r.value);
});
const count = (what: string, max: number) =>
  parsed<number>((v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? ok(v) : bad(`${what} is a whole number from 0 to ${max}, got ${show(v)}`),
  );
/** A count, or a list whose items `item` reads (`received: 2` or `received: [tuco, neutral]`). */
function countOrList<T>(what: string, max: number, item: (v: unknown) => Parsed<T>): z.ZodType<number | T[]> {
  return parsed<number | T[]>((v) => {
    if (typeof v === 'number') return Number.isInteger(v) && v >= 0 && v <= max ? ok(v) : bad(`${what} is a whole number from 0 to ${max}, got ${show(v)}`);
    if (v === null) return ok([]);
    if (!Array.isArray(v)) return bad(`${what}: expected a number or a list, got ${show(v)}`);
    const out: T[] = [];
    for (const [i, x] of v.entries()) {
      const r = item(x);
      if (!r.ok) return bad(`item ${i + 1}: ${r.message}`);
      out.push(r.value);
    }
    return ok(out);
  });
}

const oneBased = (what: string, max: number) =>
  parsed<number>((v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? ok(v) : bad(`${what} is counted from 1 (1 to ${max}), got ${show(v)}`),
  );

/** A mapping keyed by character names, in the order written. */
function byCharacter<T>(value: z.ZodType<T>) {
  return byKey((k) => character(k), value);
}

/** A mapping keyed by places (`2 inside: [jewel]`). */
function byPlace<T>(value: z.ZodType<T>) {
  return byKey(place, value);
}

const lootList = z.preprocess((v) => (v === null ? [] : v), z.array(lootV));
const cardList = z.preprocess((v) => (v === null ? [] : v), z.array(cardV));

// ---------------------------------------------------------------------------
// Starting position

export interface BanditPos {
  readonly at: PlaceRef;
  readonly loot?: readonly LootRef[];
  readonly bullets?: number;
  readonly hand?: readonly CardRef[];
  readonly deck?: readonly CardRef[];
  readonly discard?: readonly CardRef[];
  readonly received?: readonly (CharacterId | 'neutral')[];
}

const receivedFrom = parsed<CharacterId | 'neutral'>((v) => receivedWho(v));
function receivedWho(v: unknown): Parsed<CharacterId | 'neutral'> {
  if (v === 'neutral') return ok('neutral');
  if (typeof v !== 'string') return bad(`expected who fired the bullet (a character or "neutral"), got ${show(v)}`);
  const c = character(v, 'a character or "neutral"');
  return c.ok ? c : bad(c.message);
}

const banditFull = fields({
  at: placeV,
  loot: lootList.optional(),
  bullets: count('bullets (cards left in the revolver)', 6).optional(),
  hand: cardList.optional(),
  deck: cardList.optional(),
  discard: cardList.optional(),
  received: z.preprocess((v) => (v === null ? [] : v), z.array(receivedFrom)).optional(),
});

// Short form `tuco: 3 roof`, or a mapping with `at:` and more. Chosen by the
// YAML type rather than with a zod union, whose errors would list both forms.
const banditPosition = z.unknown().transform((v, ctx) => {
  if (typeof v === 'string' || typeof v === 'number') {
    const p = place(v);
    if (p.ok) return { at: p.value } as BanditPos;
    ctx.addIssue({ code: 'custom', message: p.message });
    return z.NEVER;
  }
  const r = banditFull.safeParse(v);
  if (r.success) return r.data as BanditPos;
  forwardIssues(ctx, r.error.issues, [], v);
  return z.NEVER;
});

export interface RoundPos {
  readonly number?: number;
  readonly card?: RoundCardId;
  readonly deck?: readonly RoundCardId[];
  readonly turn?: number;
  readonly first?: CharacterId;
  readonly next?: CharacterId;
  readonly second?: boolean;
}

const PHASES = ['planning', 'stealing', 'end-of-round'] as const;

export interface PositionYaml {
  readonly bandits: readonly [CharacterId, BanditPos][];
  readonly teams?: readonly (readonly CharacterId[])[];
  readonly wagons?: number;
  readonly marshal?: CarRef;
  readonly loot?: readonly [PlaceRef, readonly LootRef[], string][];
  readonly neutralBullets?: number | 'removed';
  readonly round?: RoundPos;
  readonly phase?: (typeof PHASES)[number];
  readonly pile?: readonly CardRef[];
  readonly seed?: number;
}

const neutral = parsed<number | 'removed'>((v) => {
  if (v === 'removed') return ok('removed');
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= NEUTRAL_BULLETS) return ok(v);
  return bad(`neutral bullets left is 0 to ${NEUTRAL_BULLETS}, or "removed" (original rules: the deck leaves the game), got ${show(v)}`);
});

const positionMapping = fields({
  bandits: byCharacter(banditPosition),
  teams: z.array(z.array(characterName).length(2, { message: 'a team has two bandits' })).optional(),
  wagons: parsed<number>((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= MAX_CARS - 1 ? ok(v) : bad(`wagons behind the locomotive: 2 to ${MAX_CARS - 1}, got ${show(v)}`))).optional(),
  marshal: carV.optional(),
  loot: byPlace(lootList).optional(),
  'neutral-bullets': neutral.optional(),
  round: fields({
    number: oneBased('the round number', MAX_ROUNDS).optional(),
    card: exactRoundCard.optional(),
    deck: z.array(exactRoundCard).optional(),
    turn: oneBased('the turn', 5).optional(),
    first: characterName.optional(),
    next: characterName.optional(),
    second: z.boolean().optional(),
  }).optional(),
  phase: word('a phase', PHASES).optional(),
  pile: z.array(cardV).optional(),
  seed: z.number().int().optional(),
});

export type PositionInput = { readonly kind: 'notation'; readonly text: string } | { readonly kind: 'spec'; readonly spec: PositionYaml };

export const positionSchema = notationOrMapping('ce', 'bandits:, loot: …', positionMapping).transform((p, ctx) => {
  if (p.kind === 'notation') return p as PositionInput;
  const d = p.data as Record<string, unknown>;
  const spec: PositionYaml = {
    bandits: d['bandits'] as [CharacterId, BanditPos][],
    ...(d['teams'] === undefined ? {} : { teams: d['teams'] as CharacterId[][] }),
    ...(d['wagons'] === undefined ? {} : { wagons: d['wagons'] as number }),
    ...(d['marshal'] === undefined ? {} : { marshal: d['marshal'] as CarRef }),
    ...(d['loot'] === undefined ? {} : { loot: d['loot'] as [PlaceRef, LootRef[], string][] }),
    ...(d['neutral-bullets'] === undefined ? {} : { neutralBullets: d['neutral-bullets'] as number | 'removed' }),
    ...(d['round'] === undefined ? {} : { round: d['round'] as RoundPos }),
    ...(d['phase'] === undefined ? {} : { phase: d['phase'] as PositionYaml['phase'] & string }),
    ...(d['pile'] === undefined ? {} : { pile: d['pile'] as CardRef[] }),
    ...(d['seed'] === undefined ? {} : { seed: d['seed'] as number }),
  };
  if (spec.bandits.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['bandits'], message: 'a position needs at least two bandits' });
    return z.NEVER;
  }
  return { kind: 'spec', spec } as PositionInput;
});

// ---------------------------------------------------------------------------
// Setup (a new game)

export interface SetupYaml {
  readonly players?: readonly CharacterId[];
  readonly teams?: readonly (readonly CharacterId[])[];
  readonly first?: CharacterId;
  readonly wagons?: readonly WagonId[];
  readonly roundCards?: readonly RoundCardId[];
  readonly seed: number;
}

export const setupSchema = fields({
  // the engine refuses a count out of range (or a bandit twice) with its own message
  players: z.array(characterName).min(1).optional(),
  teams: z.array(z.array(characterName).length(2, { message: 'a team has two bandits' })).min(2).max(3).optional(),
  first: characterName.optional(),
  wagons: z.array(word('a wagon (w1 … w6)', WAGON_IDS)).optional(),
  'round-cards': z.array(exactRoundCard).optional(),
  seed: z.number().int().default(1),
}).transform((d, ctx) => {
  const rec = d as Record<string, unknown>;
  if (rec['players'] === undefined && rec['teams'] === undefined) {
    ctx.addIssue({ code: 'custom', message: 'say who plays: "players: [doc, belle, …]" or "teams: [[tuco, cheyenne], [django, doc]]"' });
    return z.NEVER;
  }
  const out: SetupYaml = {
    seed: rec['seed'] as number,
    ...(rec['players'] === undefined ? {} : { players: rec['players'] as CharacterId[] }),
    ...(rec['teams'] === undefined ? {} : { teams: rec['teams'] as CharacterId[][] }),
    ...(rec['first'] === undefined ? {} : { first: rec['first'] as CharacterId }),
    ...(rec['wagons'] === undefined ? {} : { wagons: rec['wagons'] as WagonId[] }),
    ...(rec['round-cards'] === undefined ? {} : { roundCards: rec['round-cards'] as RoundCardId[] }),
  };
  return out;
});

// ---------------------------------------------------------------------------
// Step phrases

const phraseV = parsed<Phrase>(phrase);

export const actionSchemas = {
  play: phraseV.superRefine((p, ctx) => {
    if (!['card', 'draw', 'pass', 'no-cover', 'keep-done', 'place'].includes(p.verb)) {
      ctx.addIssue({ code: 'custom', message: `"play" is a planning turn (a card such as "fire", or "draw"); to resolve a card write "resolve: ${'…'}"` });
    }
  }),
  resolve: phraseV.superRefine((p, ctx) => {
    if (!['card', 'move', 'floor', 'marshal', 'fire', 'rob', 'punch'].includes(p.verb)) {
      ctx.addIssue({ code: 'custom', message: '"resolve" resolves the next action card: "fire: tuco", "move: 2 back", "rob: jewel", "punch: …", "floor", "marshal: back"' });
    }
    if (p.verb === 'card' && p.card.kind === 'bullet') ctx.addIssue({ code: 'custom', message: 'bullet cards are never resolved' });
  }),
  event: phraseV.superRefine((p, ctx) => {
    if (p.verb !== 'event' && p.verb !== 'pickpocket') {
      ctx.addIssue({ code: 'custom', message: '"event" resolves the round\'s event: name it ("braking") or, for Pickpocketing, "take purse" / "leave it"' });
    }
  }),
} as const;

// ---------------------------------------------------------------------------
// Expectations

export interface BanditExpect {
  readonly at?: PlaceRef;
  readonly loot?: readonly LootRef[];
  readonly bullets?: number;
  /** how many bullet cards the player holds, or who fired them (`[tuco, neutral]`, any order) */
  readonly received?: number | readonly (CharacterId | 'neutral')[];
  readonly hand?: readonly CardRef[];
  readonly handSize?: number;
  readonly deck?: readonly CardRef[];
  readonly deckTop?: readonly CardRef[];
  readonly deckSize?: number;
  readonly discard?: readonly CardRef[];
}

const banditExpect = fields({
  at: placeV.optional(),
  loot: lootList.optional(),
  bullets: count('bullets left', 6).optional(),
  received: countOrList('bullet cards received', 40, receivedWho).optional(),
  hand: cardList.optional(),
  'hand-size': count('the number of cards in hand', 20).optional(),
  deck: cardList.optional(),
  'deck-top': listOf1(cardV).optional(),
  'deck-size': count('the number of cards in the deck', 40).optional(),
  discard: cardList.optional(),
}).transform((d) => {
  const r = d as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] = v;
  return out as BanditExpect;
});

/** One `excluded:` entry: its key, the option the key names, the rule id that excludes it. */
export type ExcludedExpect = ExcludedEntry<
  | { readonly kind: 'target'; readonly who: CharacterId }
  | { readonly kind: 'phrase'; readonly phrase: Phrase }
  | { readonly kind: 'family'; readonly text: string }
>;

/** Exclusions that name a whole family of choices rather than one choice. */
export const FAMILIES: readonly string[] = ['any card face down', 'a bullet card', 'rob: loot on the roof', 'rob: loot inside'];

export const ruleIds: readonly string[] = RULES.map((r) => r.id);
export const ruleId = parsed<string>((v) => {
  if (typeof v !== 'string') return bad(`expected a rule id such as "actions.fire.roof-line-of-sight", got ${show(v)}`);
  if (ruleIds.includes(v)) return ok(v);
  return bad(`"${v}" is not a rule id of the engine${didYouMean(v, ruleIds)}`);
});

/** What a key of `excluded:` names: a character (not a target), a family of choices, or a phrase. */
function excludedOption(k: string): Parsed<ExcludedExpect['option']> {
  const who = character(k);
  if (who.ok) return ok({ kind: 'target', who: who.value });
  if (FAMILIES.includes(k.trim().toLowerCase())) return ok({ kind: 'family', text: k.trim().toLowerCase() });
  const p = phrase(k);
  if (!p.ok) return bad(`${p.message} (a key of "excluded" is a character, a phrase, or one of ${listOf(FAMILIES)})`);
  return ok({ kind: 'phrase', phrase: p.value });
}
const excludedMap = excludedSchema(ruleId, excludedOption);

export interface ScoreExpect {
  readonly totals?: readonly [CharacterId, number][];
  readonly gunslinger?: readonly CharacterId[];
  readonly winners?: readonly CharacterId[];
  readonly tie?: string;
  readonly decidedBy?: readonly string[];
}

const money = parsed<number>((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? ok(v) : bad(`expected dollars as a whole number, got ${show(v)}`)));

const scoreSchema = fields({
  totals: byCharacter(money).optional(),
  gunslinger: z.array(characterName).optional(),
  winners: z.array(characterName).optional(),
  tie: word('a tie outcome', ['none', 'broken-by-bullets', 'shared', 'unresolved'] as const).optional(),
  'decided-by': z.array(ruleId).optional(),
});

export interface ExpectYaml {
  readonly choices?: readonly Phrase[];
  readonly targets?: readonly CharacterId[];
  readonly excluded?: readonly ExcludedExpect[];
  readonly log?: readonly string[];
  readonly notInLog?: readonly string[];
  readonly bandits?: readonly [CharacterId, BanditExpect][];
  readonly loot?: readonly [PlaceRef, readonly LootRef[], string][];
  readonly marshal?: CarRef;
  readonly neutralBullets?: number | 'removed';
  readonly roundCards?: readonly RoundCardRef[];
  readonly round?: { readonly number?: number; readonly card?: RoundCardId; readonly turn?: number; readonly first?: CharacterId };
  readonly phase?: string;
  readonly next?: CharacterId | 'nobody';
  readonly pile?: readonly CardRef[];
  readonly score?: ScoreExpect;
  readonly event?: EventId;
  /** wagons behind the locomotive */
  readonly wagons?: number;
  /** what is beside the locomotive, out of play */
  readonly box?: BoxExpect;
  /** what one player sees (its view): per viewer, the bandits and the floors as that seat sees them */
  readonly seenBy?: readonly [CharacterId, SeenExpect][];
}

export interface BoxExpect {
  readonly strongboxes?: number;
  readonly jewels?: number;
  /** a count, or the values (any order) */
  readonly purses?: number | readonly number[];
}

export interface SeenExpect {
  readonly bandits?: readonly [CharacterId, BanditExpect][];
  readonly loot?: readonly [PlaceRef, readonly LootRef[], string][];
}

const purseValue = (v: unknown): Parsed<number> => (typeof v === 'number' && PURSE_VALUES.includes(v) ? ok(v) : bad(`expected a purse value (${PURSE_VALUES.join(', ')}), got ${show(v)}`));

const boxSchema = fields({
  strongboxes: count('strongboxes beside the locomotive', 2).optional(),
  jewels: count('jewels out of play', 6).optional(),
  purses: countOrList('purses out of play', 18, purseValue).optional(),
}, 'field of box') as unknown as z.ZodType<BoxExpect>;

const PHASES_ALL = ['planning', 'stealing', 'end-of-round', 'game-over'] as const;

export const expectSchema = fields({
  choices: z.array(phraseV).optional(),
  targets: z.preprocess((v) => (v === null ? [] : v), z.array(characterName)).optional(),
  excluded: excludedMap.optional(),
  log: listOf1(ruleId).optional(),
  'not-in-log': listOf1(ruleId).optional(),
  bandits: byCharacter(banditExpect).optional(),
  loot: byPlace(lootList).optional(),
  marshal: carV.optional(),
  'neutral-bullets': neutral.optional(),
  'round-cards': z.array(roundCardV).optional(),
  round: fields({
    number: oneBased('the round number', MAX_ROUNDS).optional(),
    card: exactRoundCard.optional(),
    turn: oneBased('the turn', 5).optional(),
    first: characterName.optional(),
  }).optional(),
  phase: word('a phase', PHASES_ALL).optional(),
  next: parsed<CharacterId | 'nobody'>((v) => (v === 'nobody' ? ok('nobody') : typeof v === 'string' ? character(v) : bad(`expected a character or "nobody", got ${show(v)}`))).optional(),
  pile: z.preprocess((v) => (v === null ? [] : v), z.array(cardV)).optional(),
  score: scoreSchema.optional(),
  wagons: count('wagons behind the locomotive', MAX_CARS - 1).optional(),
  box: boxSchema.optional(),
  // `seen-by: { tuco: { bandits: { doc: { loot: [hidden purse] } } } }`: checked on tuco's view
  'seen-by': byCharacter(fields({ bandits: byCharacter(banditExpect).optional(), loot: byPlace(lootList).optional() }, 'field of seen-by')).optional(),
}, 'expectation').transform((d) => {
  const r = d as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] = v;
  const score = out['score'] as Record<string, unknown> | undefined;
  if (score !== undefined) {
    const s: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(score)) if (v !== undefined) s[k.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] = v;
    out['score'] = s;
  }
  return out as ExpectYaml;
});

// ---------------------------------------------------------------------------
// Edition and options

export const editionSchema = word('an edition', PRESET_IDS);

const OPTION_NAMES = OPTIONS.map((o) => o.name);

export const optionsSchema = z.record(z.string(), z.unknown()).transform((rec, ctx) => {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(rec)) {
    const info = OPTIONS.find((o) => o.name === k);
    if (info === undefined) {
      ctx.addIssue({ code: 'custom', path: [k], message: `"${k}" is not an engine option${didYouMean(k, OPTION_NAMES)}; options are ${listOf(OPTION_NAMES, 'and')}` });
      continue;
    }
    const values = info.values.map((x) => x.value);
    if (!values.includes(v as string | boolean)) {
      ctx.addIssue({ code: 'custom', path: [k], message: `${show(v)} is not a value of ${k}${typeof v === 'string' ? didYouMean(v, values.map(String)) : ''}; values: ${values.map(String).join(', ')}` });
      continue;
    }
    out[k as OptionName] = v as string | boolean;
  }
  return out;
});

export type { Floor };
