// zod schemas for the Colt Super Express parts of a scenario file: the starting position (or a new
// game's setup), the step phrases and the `expect:` blocks. Words are read by vocab.ts with a
// message naming the closest correct word; what needs the engine (is this position possible?) is
// checked when the position is built (start.ts).

import { z } from 'zod';
import { OPTIONS, RULE_IDS } from '../engine/index.ts';
import type { BanditId, CardKind, EndKind, Facing, FallHow, HandCard, LootValue, OptionName } from '../engine/types.ts';
import { didYouMean, listOf } from '../../../scenarios/suggest.ts';
import { bad, byKey, excludedSchema, fields, forwardIssues, listOf1, notationOrMapping, ok, parsed, show, word } from '../../../scenarios/zod-helpers.ts';
import type { ExcludedEntry, Parsed } from '../../../scenarios/zod-helpers.ts';
import type { PlaceRef } from '../../../scenarios/places.ts';
import { MAX_WAGONS, bandit, banditWords, card, lootCard, place, revealPhrase, stackPhrase } from './vocab.ts';
import type { Phrase } from './vocab.ts';

export const banditName = parsed((v) => bandit(v));
const cardV = parsed(card);
const lootV = parsed(lootCard);
const placeV = parsed(place);
const list = <T>(item: z.ZodType<T>) => z.preprocess((v) => (v === null ? [] : v), z.array(item));
const count = (what: string, min: number, max: number) =>
  parsed<number>((v) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? ok(v) : bad(`${what} is a whole number from ${min} to ${max}, got ${show(v)}`)));
const camel = (rec: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== undefined).map(([k, v]) => [k.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()), v]));

// ---------------------------------------------------------------------------
// Starting position

export interface BanditPos {
  readonly facing?: Facing;
  readonly stunned?: boolean;
  readonly out?: boolean;
  readonly loot?: readonly LootValue[];
  readonly stack?: readonly CardKind[];
  readonly revealed?: readonly CardKind[];
}

const banditLong = fields({
  facing: word('a facing ("forward" = toward the locomotive, or "back")', ['forward', 'back'] as const).optional(),
  stunned: z.boolean().optional(),
  out: z.boolean().optional(),
  loot: list(lootV).optional(),
  stack: list(cardV).optional(),
  revealed: list(cardV).optional(),
});

// Short form `tuco: back stunned`, or a mapping; chosen by the YAML type (a zod union would list both forms' errors).
const banditPosition = z.unknown().transform((v, ctx) => {
  if (typeof v === 'string') {
    const w = banditWords(v);
    if (w.ok) return w.value as BanditPos;
    ctx.addIssue({ code: 'custom', message: w.message });
    return z.NEVER;
  }
  const r = banditLong.safeParse(v ?? {});
  if (r.success) return r.data as BanditPos;
  forwardIssues(ctx, r.error.issues, [], v);
  return z.NEVER;
});

export interface PositionYaml {
  readonly bandits: readonly [BanditId, BanditPos, string][];
  readonly train: readonly [PlaceRef, readonly BanditId[], string][];
  readonly wagons?: number;
  readonly cars?: readonly LootValue[];
  readonly first?: BanditId;
  readonly next?: BanditId;
  readonly phase?: 'planning' | 'revealing';
  readonly seed?: number;
}

const positionMapping = fields({
  bandits: byKey((k) => bandit(k), banditPosition),
  train: byKey(place, list(banditName)),
  wagons: count('wagons behind the locomotive', 1, MAX_WAGONS).optional(),
  cars: z.array(lootV).optional(),
  first: banditName.optional(),
  next: banditName.optional(),
  phase: word('a phase', ['planning', 'revealing'] as const).optional(),
  seed: z.number().int().optional(),
});

export type PositionInput = { readonly kind: 'notation'; readonly text: string } | { readonly kind: 'spec'; readonly spec: PositionYaml };

export const positionSchema = notationOrMapping('cse', 'bandits:, train: …', positionMapping).transform((p, ctx) => {
  if (p.kind === 'notation') return p as PositionInput;
  const spec = camel(p.data as Record<string, unknown>) as unknown as PositionYaml;
  if (spec.bandits.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['bandits'], message: 'a position needs at least two bandits' });
    return z.NEVER;
  }
  return { kind: 'spec', spec } as PositionInput;
});

// ---------------------------------------------------------------------------
// Setup (a new game)

export interface SetupYaml {
  readonly players: readonly BanditId[];
  readonly first?: BanditId;
  readonly cars?: readonly LootValue[];
  readonly seed: number;
}

export const setupSchema = fields({
  // the engine refuses a count out of 2 … 7 (or a bandit twice) with its own message
  players: z.array(banditName).min(1),
  first: banditName.optional(),
  cars: z.array(lootV).optional(),
  seed: z.number().int().default(1),
}).transform((d) => camel(d as Record<string, unknown>) as unknown as SetupYaml);

// ---------------------------------------------------------------------------
// Step phrases

export const actionSchemas = {
  play: parsed<Phrase>(stackPhrase),
  resolve: parsed<Phrase>(revealPhrase),
  event: parsed<Phrase>(() => bad('Colt Super Express has no events: the end of a round comes with the last card revealed ("resolve:")')),
} as const;

// ---------------------------------------------------------------------------
// Expectations

export interface BanditExpect {
  readonly at?: PlaceRef;
  readonly inLine?: number;
  readonly facing?: Facing;
  readonly stunned?: boolean;
  /** out of the game (true/false), or how it left the train */
  readonly out?: boolean | FallHow;
  readonly loot?: readonly LootValue[];
  readonly hand?: readonly HandCard[];
  readonly stack?: readonly HandCard[];
  readonly revealed?: readonly CardKind[];
}

const seenCardV = parsed<HandCard>((v) => (v === 'hidden' ? ok('hidden') : card(v)));

const banditExpect = fields({
  at: placeV.optional(),
  'in-line': count('the place in the line (1 = the front, the locomotive side)', 1, 7).optional(),
  facing: word('a facing', ['forward', 'back'] as const).optional(),
  stunned: z.boolean().optional(),
  // how it left: walked (off an end of the train), shot (off an end), uncoupled (fell with the wagon)
  out: parsed<boolean | FallHow>((v) =>
    typeof v === 'boolean' || v === 'walked' || v === 'shot' || v === 'uncoupled'
      ? ok(v)
      : bad(`expected true, false, or how the bandit left the train: walked (off an end), shot (off an end) or uncoupled (fell with the wagon), got ${show(v)}`),
  ).optional(),
  loot: list(lootV).optional(),
  // a card face down to the viewer of `seen-by` is "hidden"
  hand: list(seenCardV).optional(),
  stack: list(seenCardV).optional(),
  revealed: list(cardV).optional(),
}).transform((d) => camel(d as Record<string, unknown>) as BanditExpect);

export const ruleId = parsed<string>((v) => {
  if (typeof v !== 'string') return bad(`expected a rule id such as "cards.fire.line-of-fire", got ${show(v)}`);
  if ((RULE_IDS as readonly string[]).includes(v)) return ok(v);
  return bad(`"${v}" is not a rule id of Colt Super Express${didYouMean(v, RULE_IDS)}`);
});

/** One `excluded:` entry: its key, the option the key names, the rule id that excludes it. */
export type ExcludedExpect = ExcludedEntry<{ readonly kind: 'target'; readonly who: BanditId } | { readonly kind: 'card'; readonly card: CardKind }>;

/** What a key of `excluded:` names: a bandit (not hit) or a card (not stackable). */
function excludedOption(k: string): Parsed<ExcludedExpect['option']> {
  const who = bandit(k);
  if (who.ok) return ok({ kind: 'target', who: who.value });
  const c = card(k);
  if (c.ok) return ok({ kind: 'card', card: c.value });
  return bad(`a key of "excluded" is a bandit (not hit) or a card (not stackable): ${who.message}`);
}
const excludedMap = excludedSchema(ruleId, excludedOption);

export interface ScoreExpect {
  readonly winners?: readonly BanditId[];
  readonly end?: EndKind;
  readonly tie?: string;
  readonly decidedBy?: readonly string[];
}

const scoreSchema = fields({
  winners: z.array(banditName).optional(),
  end: word('an end', ['last-bandit', 'locomotive', 'all-out'] as const).optional(),
  tie: word('a tie outcome', ['none', 'shared', 'unresolved'] as const).optional(),
  'decided-by': z.array(ruleId).optional(),
}).transform((d) => camel(d as Record<string, unknown>) as ScoreExpect);

export interface ExpectYaml {
  readonly choices?: readonly (CardKind | 'reveal')[];
  readonly hit?: BanditId | 'nobody';
  readonly excluded?: readonly ExcludedExpect[];
  readonly log?: readonly string[];
  readonly notInLog?: readonly string[];
  readonly bandits?: readonly [BanditId, BanditExpect, string][];
  readonly lines?: readonly [PlaceRef, readonly BanditId[], string][];
  readonly wagons?: number;
  readonly phase?: string;
  readonly next?: BanditId | 'nobody';
  readonly round?: { readonly number?: number; readonly first?: BanditId };
  readonly score?: ScoreExpect;
  /** What one player sees (its view): per viewer, the bandits as that seat sees them. */
  readonly seenBy?: readonly [BanditId, SeenExpect, string][];
}

export interface SeenExpect {
  readonly bandits?: readonly [BanditId, BanditExpect, string][];
}

const nobodyOr = parsed<BanditId | 'nobody'>((v) => (v === 'nobody' ? ok('nobody') : bandit(v, 'a bandit or "nobody"')));

export const expectSchema = fields({
  choices: z.array(parsed<CardKind | 'reveal'>((v) => (v === 'reveal' ? ok('reveal') : card(v)))).optional(),
  hit: nobodyOr.optional(),
  excluded: excludedMap.optional(),
  log: listOf1(ruleId).optional(),
  'not-in-log': listOf1(ruleId).optional(),
  bandits: byKey((k) => bandit(k), banditExpect).optional(),
  lines: byKey(place, list(banditName)).optional(),
  wagons: count('wagons behind the locomotive', 0, MAX_WAGONS).optional(),
  phase: word('a phase', ['planning', 'revealing', 'game-over'] as const).optional(),
  next: nobodyOr.optional(),
  round: fields({ number: count('the round number', 1, MAX_WAGONS).optional(), first: banditName.optional() }).optional(),
  score: scoreSchema.optional(),
  // `seen-by: { tuco: { bandits: { doc: { stack: [hidden, hidden] } } } }`: checked on tuco's view
  'seen-by': byKey((k) => bandit(k), fields({ bandits: byKey((k) => bandit(k), banditExpect).optional() }, 'field of seen-by')).optional(),
}, 'expectation').transform((d) => camel(d as Record<string, unknown>) as ExpectYaml);

// ---------------------------------------------------------------------------
// Edition and options

/** One edition only (the book 004): the field may be left out. */
export const editionSchema = parsed<'base'>((v) =>
  v === 'base' ? ok('base') : bad(`${show(v)} is not an edition of Colt Super Express: it has one, "base" (the Swedish book; the field may be left out)`),
);

const OPTION_NAMES: readonly OptionName[] = OPTIONS.map((o) => o.name);

export const optionsSchema = z.record(z.string(), z.unknown()).transform((rec, ctx) => {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(rec)) {
    const info = OPTIONS.find((o) => o.name === k);
    if (info === undefined) {
      ctx.addIssue({ code: 'custom', path: [k], message: `"${k}" is not a Colt Super Express option${didYouMean(k, OPTION_NAMES)}; options are ${listOf(OPTION_NAMES, 'and')}` });
      continue;
    }
    const values = info.values.map((x) => x.value);
    if (!values.includes(v as string | boolean)) {
      ctx.addIssue({ code: 'custom', path: [k], message: `${show(v)} is not a value of ${k}; values: ${values.map(String).join(', ')}` });
      continue;
    }
    out[k] = v as string | boolean;
  }
  return out;
});
