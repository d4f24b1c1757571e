// The rule ids of Colt Super Express. Every log entry, exclusion and score decision names one.
// The same ids are the anchors of the rules pages (`<Rule id>`), in every language.
// `source`: the Swedish book (seed 004) and its section, or "ours" for a reading of ours where the
// book is silent (each also listed in CHANGES.md); `page`: the page that explains the rule.
// No imports but types: RuleId is derived from this table.

const TABLE = [
  ['setup.players', 'overview', 'ours: 2 to 7 players, from the components (7 bandits; 8 car cards = 7 wagons + 1 extra)'],
  ['setup.train', 'overview', '004 Förberedelser (locomotive + one train-car card per player + one extra)'],
  ['setup.first-player', 'overview', '004 Förberedelser (a random bandit: its player takes the First Player card)'],
  ['setup.placement', 'overview', '004 Förberedelser (first player in the second-to-last wagon, the next clockwise one wagon nearer the locomotive…)'],
  ['setup.facing', 'overview', '004 Förberedelser (the rear half, rounded up, faces the locomotive; the others face the caboose)'],
  ['position.line', 'overview', '004 Händelsekort (where your bandit points and how it stands relative to the others matters)'],
  ['round.take-cards', 'round', '004 Fas 1: Planering! (everyone takes their 4 event cards)'],
  ['round.plan', 'round', '004 Fas 1: Planering! (choose 3, stack them face down; the order matters; the others are set aside)'],
  ['round.reveal', 'round', '004 Fas 2: Skjutande! (from the first player clockwise, one card at a time; every chosen card is carried out)'],
  ['cards.turn', 'cards', '004 Händelsekort › Vänd'],
  ['cards.floor', 'cards', '004 Händelsekort › Byta våning (climb up or go down, keeping your facing)'],
  ['cards.floor.back-to-edge', 'cards', '004 Händelsekort › Byta våning (bandits already there: your back at the edge of the card)'],
  ['cards.move', 'cards', '004 Händelsekort › Gå (next wagon in the direction your gun points, same floor and facing)'],
  ['cards.move.entry-side', 'cards', '004 Händelsekort › Gå (bandits already there: stand at the side you came in from)'],
  ['cards.move.off-train', 'cards', '004 Händelsekort › Gå (off the train: out of the game)'],
  ['cards.fire.line-of-fire', 'cards', '004 Händelsekort › Skjut (the first bandit in front of you, on your floor, nobody standing between)'],
  ['cards.fire.push', 'cards', '004 Händelsekort › Skjut (moved to the next wagon on the same floor, laid down without turning: stunned)'],
  ['cards.fire.stunned-not-hit', 'stunned-and-out', '004 Händelsekort › Skjut (a stunned bandit cannot be shot: the bullets fly past)'],
  ['cards.fire.no-target', 'cards', 'ours: nobody in the line of fire, the card has no effect (004 Skjut names only the first bandit in line)'],
  ['cards.fire.off-train', 'stunned-and-out', '004 Händelsekort › Skjut (pushed off the train: out of the game)'],
  ['stunned.stand-up', 'stunned-and-out', '004 Händelsekort (stunned: every card only stands the bandit up, facing unchanged)'],
  ['out.no-more-cards', 'stunned-and-out', 'ours: a bandit out of the game reveals no more cards (except the Horse chance); its cards are set aside'],
  ['out.first-player', 'stunned-and-out', 'ours: the First Player card skips players whose bandit is out'],
  ['round.uncouple', 'end', '004 Slutet på rundan (the last wagon uncouples; a bandit on it is out)'],
  ['round.loot', 'end', '004 Slutet på rundan (the bandit furthest from the locomotive takes the wagon card, loot side up)'],
  ['round.loot.roof', 'end', '004 Slutet på rundan (equal distance, one on the roof and one inside: the roof wins)'],
  ['round.first-player-passes', 'round', '004 Slutet på rundan (the player on the first player\'s left takes the First Player card)'],
  ['end.last-bandit', 'end', '004 Spelet tar slut (as soon as one bandit is left on the train, it wins)'],
  ['end.locomotive', 'end', '004 Spelet tar slut (last wagon gone, several in the locomotive: most loot cards wins)'],
  ['end.loot-value', 'end', '004 Spelet tar slut (equal count: the highest-valued loot card wins)'],
  ['reflex.setup', 'expansions', '004 Expansion: Reflex (one more card per hand, still three used per round)'],
  ['reflex.stunned', 'expansions', '004 Expansion: Reflex (stunned: stand up, facing unchanged, AND fire)'],
  ['reflex.lie-down', 'expansions', '004 Expansion: Reflex (not stunned: lie down, stunned)'],
  ['horse.setup', 'expansions', '004 Expansion: Häst (one more card per hand, still three used per round)'],
  ['horse.locomotive', 'expansions', '004 Expansion: Häst (inside the locomotive facing forward; others there: at the very front)'],
  ['horse.rescue', 'expansions', '004 Expansion: Häst (the next card revealed after being thrown off: saved, this round only)'],
  ['options.shot-landing', 'readings', 'ours: where in the next wagon\'s line a shot bandit lands'],
  ['options.loot-tie', 'readings', 'ours: two bandits at the same distance on the same floor, who takes the wagon card'],
  ['options.stunned-horse', 'readings', 'ours: the Horse card revealed by a stunned bandit'],
  ['options.horse-rescue', 'readings', 'ours: whether Horse saves a bandit who walked off the train'],
  ['options.last-bandit', 'readings', 'ours: one bandit left while a fallen bandit may still be saved by its Horse'],
  ['options.all-out', 'readings', 'ours: nobody left on the train'],
  ['options.final-tie', 'readings', 'ours: still equal after the loot values'],
] as const;

export type RuleId = (typeof TABLE)[number][0];
export type Page = (typeof TABLE)[number][1];
export type RuleInfo = {
  readonly id: RuleId;
  readonly page: Page;
  /** '004 <section> (…)' or 'ours: …' */
  readonly source: string;
  /** a reading of ours where the book is silent */
  readonly ours: boolean;
};

export const RULE_IDS: readonly RuleId[] = /*#__PURE__*/ TABLE.map((r) => r[0]);

export const RULES: readonly RuleInfo[] = /*#__PURE__*/ TABLE.map(([id, page, source]) => ({
  id,
  page,
  source,
  ours: source.startsWith('ours'),
}));

export function isRuleId(x: unknown): x is RuleId {
  return typeof x === 'string' && (RULE_IDS as readonly string[]).includes(x);
}
