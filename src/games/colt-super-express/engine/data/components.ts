// The components of Colt Super Express, one `as const` list per kind of id; the unions in
// types.ts are derived from these lists. Provenance of each value in its comment.
// No imports: the scenario vocabulary and the widgets may import this file alone.
// (The id types are derived in types.ts; the guards below check untrusted input.)

/** 004 (intro): "De sju ökända banditerna Belle, Cheyenne, Django, Doc, Ghost, Mei och Tuco". */
export const BANDIT_IDS = ['belle', 'cheyenne', 'django', 'doc', 'ghost', 'mei', 'tuco'] as const;

/**
 * Each bandit's event cards (händelsekort). Base game: 4 (004 Förberedelser: "ta de 4 matchande
 * korten"; 004 Händelsekort: Vänd, Byta våning, Gå, Skjut). Reflex and Häst are the two
 * expansions' cards, one more per hand each (004 Expansion: Reflex / Expansion: Häst).
 * Listed in canonical order: hands are kept sorted in this order.
 */
export const CARD_KINDS = ['turn', 'floor', 'move', 'fire', 'reflex', 'horse'] as const;
export const BASE_CARDS = ['turn', 'floor', 'move', 'fire'] as const;

/** Cards chosen and stacked each round (004 Fas 1: "Varje spelare väljer ut 3 kort"). */
export const STACK_SIZE = 3;

/**
 * The loot side of the 8 train-car cards, in dollars (shared/data/components.md "Colt Super
 * Express": $301 … $389, transcribed by several public implementations, not yet checked against
 * the print). The value is the card's identity in the engine: no two cards share one.
 */
export const LOOT_VALUES = [301, 312, 323, 345, 356, 367, 378, 389] as const;

/** Floors of a car (004 Byta våning: inside the wagon, on the roof). */
export const FLOORS = ['inside', 'roof'] as const;

/**
 * Facing of a bandit (004 Förberedelser: "vända mot lokomotivet" / "vända mot kabyssen").
 * forward = toward the locomotive, back = toward the rear end of the train.
 */
export const FACINGS = ['forward', 'back'] as const;

/** 2 to 7 players: 7 bandits; 8 car cards = 7 wagons for 7 players + 1 extra (ours, see CHANGES.md). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 7;

export function isBanditId(x: unknown): x is (typeof BANDIT_IDS)[number] {
  return typeof x === 'string' && (BANDIT_IDS as readonly string[]).includes(x);
}

export function isLootValue(x: unknown): x is (typeof LOOT_VALUES)[number] {
  return typeof x === 'number' && (LOOT_VALUES as readonly number[]).includes(x);
}
