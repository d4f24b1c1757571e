// The words of a Colt Super Express scenario file, as a player says them: bandits (`tuco`), cards
// (`fire`, `turn`, `floor`, `move`, `reflex`, `horse`, or the Swedish book's names `skjut`, `vänd`,
// `byta våning`, `gå`, `häst`), wagon cards (`301` … `389`), a bandit's state (`back stunned`),
// and the step phrases (`play: fire, move, turn`, `resolve: fire`, `resolve: reveal`).
// Places (`2 roof`, `loco inside`, `caboose roof`) are the shared ones of src/scenarios/places.ts.

import { bad, ok, show } from '../../../scenarios/parsed.ts';
import type { Parsed } from '../../../scenarios/parsed.ts';
import { didYouMean, listOf } from '../../../scenarios/suggest.ts';
import { placeWithin } from '../../../scenarios/places.ts';
import type { PlaceRef } from '../../../scenarios/places.ts';
import { BANDIT_IDS, CARD_KINDS, LOOT_VALUES, isLootValue } from '../engine/data/components.ts';
import type { BanditId, CardKind, Facing, LootValue } from '../engine/types.ts';

/** 7 players: 8 wagons behind the locomotive. */
export const MAX_WAGONS = LOOT_VALUES.length;

const CARD_WORDS: Readonly<Record<string, CardKind>> = {
  'turn around': 'turn',
  flip: 'turn',
  vänd: 'turn',
  'change floor': 'floor',
  'floor change': 'floor',
  climb: 'floor',
  'byta våning': 'floor',
  gå: 'move',
  walk: 'move',
  shoot: 'fire',
  skjut: 'fire',
  häst: 'horse',
};

export function bandit(s: unknown, what = 'a bandit'): Parsed<BanditId> {
  if (typeof s !== 'string') return bad(`expected ${what} (${BANDIT_IDS.join(', ')}), got ${show(s)}`);
  const w = s.trim().toLowerCase();
  if ((BANDIT_IDS as readonly string[]).includes(w)) return ok(w as BanditId);
  return bad(`"${s.trim()}" is not ${what}${didYouMean(w, BANDIT_IDS)}; the bandits are ${listOf(BANDIT_IDS)}`);
}

export function card(s: unknown): Parsed<CardKind> {
  if (typeof s !== 'string') return bad(`expected a card (${CARD_KINDS.join(', ')}), got ${show(s)}`);
  const w = s.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((CARD_KINDS as readonly string[]).includes(w)) return ok(w as CardKind);
  const alias = CARD_WORDS[w];
  if (alias !== undefined) return ok(alias);
  return bad(`"${s.trim()}" is not a card${didYouMean(w, [...CARD_KINDS, ...Object.keys(CARD_WORDS)])}; the cards are ${listOf(CARD_KINDS)}`);
}

/** A wagon card, named by its loot value: `301`, `$301`. */
export function lootCard(v: unknown): Parsed<LootValue> {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim().replace(/^\$/, '')) : NaN;
  if (isLootValue(n)) return ok(n);
  return bad(`${show(v)} is not a wagon card: their loot sides are worth ${LOOT_VALUES.map((x) => `$${x}`).join(', ')}`);
}

export function place(v: unknown): Parsed<PlaceRef> {
  return placeWithin(v, MAX_WAGONS);
}

// ---------------------------------------------------------------------------
// A bandit's state in short: `back`, `forward stunned`, `out`

export interface BanditWords {
  readonly facing?: Facing;
  readonly stunned?: boolean;
  readonly out?: boolean;
}

export function banditWords(v: unknown): Parsed<BanditWords> {
  if (typeof v !== 'string') return bad(`expected the bandit's facing and state ("forward", "back stunned", "out"), got ${show(v)}`);
  const out: { facing?: Facing; stunned?: boolean; out?: boolean } = {};
  for (const w of v.trim().toLowerCase().split(/\s+/)) {
    if (w === 'forward' || w === 'back') out.facing = w;
    else if (w === 'stunned') out.stunned = true;
    else if (w === 'out') out.out = true;
    else return bad(`"${w}" is not a facing or state${didYouMean(w, ['forward', 'back', 'stunned', 'out'])}: write "forward" (toward the locomotive) or "back", "stunned", "out"`);
  }
  return ok(out);
}

// ---------------------------------------------------------------------------
// Step phrases

/** `play:` the cards to stack, in order (the first is revealed first); `resolve:` the next reveal. */
export type Phrase = { readonly verb: 'stack'; readonly cards: readonly CardKind[] } | { readonly verb: 'reveal'; readonly card: CardKind | undefined };

export function stackPhrase(v: unknown): Parsed<Phrase> {
  if (typeof v !== 'string') return bad(`expected the cards to stack, e.g. "fire, move, turn", got ${show(v)}`);
  const words = v.split(',').map((w) => w.trim()).filter((w) => w !== '');
  if (words.length === 0 || words.length > 3) return bad(`stack 1 to 3 cards, in the order they will be revealed ("fire, move, turn"), got "${v}"`);
  const cards: CardKind[] = [];
  for (const w of words) {
    const c = card(w);
    if (!c.ok) return c;
    if (cards.includes(c.value)) return bad(`the ${c.value} card is named twice: each bandit has one of each card`);
    cards.push(c.value);
  }
  return ok({ verb: 'stack', cards });
}

export function revealPhrase(v: unknown): Parsed<Phrase> {
  if (typeof v !== 'string') return bad(`expected "reveal" or the card revealed ("fire"), got ${show(v)}`);
  const w = v.trim().toLowerCase();
  if (w === 'reveal' || w === 'next') return ok({ verb: 'reveal', card: undefined });
  const c = card(w);
  return c.ok ? ok({ verb: 'reveal', card: c.value }) : bad(`${c.message} (or write "reveal" for whatever card comes)`);
}

export function formatPhrase(p: Phrase): string {
  return p.verb === 'stack' ? p.cards.join(', ') : (p.card ?? 'reveal');
}
