// Loot tokens in the box.
// Provenance: counts from every seed's component list (e.g. 002 CONTENUTO: 18 purses
// $250-$500, 6 jewels $500, 2 strongboxes $1000); purse values from
// /work/shared/data/components.md (five public transcriptions agree):
// 8 x $250, 2 x $300, 2 x $350, 2 x $400, 2 x $450, 2 x $500.

export const PURSE_VALUES: readonly number[] = [
  250, 250, 250, 250, 250, 250, 250, 250, 300, 300, 350, 350, 400, 400, 450, 450, 500, 500,
];
export const JEWEL_COUNT = 6;
export const JEWEL_VALUE = 500;
export const STRONGBOX_COUNT = 2;
export const STRONGBOX_VALUE = 1000;
/** 002 PREPARAZIONE: each bandit starts with a $250 purse. */
export const STARTING_PURSE = 250;
/** 002 PREPARAZIONE: 13 neutral bullet cards. */
export const NEUTRAL_BULLETS = 13;
/** 002 CONTENUTO: 6 bullet cards per character. */
export const BULLETS_PER_CHARACTER = 6;
/** 002 SPECIAL: $250 ransom of the Hostage-Taking of the Conductor. */
export const RANSOM = 250;
/** 002 FINE DELLA PARTITA: Gunslinger bonus. */
export const GUNSLINGER_BONUS = 1000;
