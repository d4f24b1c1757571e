// The expansions and every reading of ours a table could make otherwise, as named options.
// Each value names its source: the Swedish book (004) and section, or "ours". CHANGES.md says why
// each default was chosen.
import type { OptionInfo, OptionName, Options, Result } from './types.ts';

export const OPTIONS: readonly OptionInfo[] = [
  {
    name: 'reflex',
    rule: 'reflex.setup',
    values: [
      { value: false, source: '004 (base game: 4 cards)' },
      { value: true, source: '004 Expansion: Reflex (with or without Häst)' },
    ],
    default: false,
    note: 'An expansion: the Reflex card joins every hand.',
  },
  {
    name: 'horse',
    rule: 'horse.setup',
    values: [
      { value: false, source: '004 (base game: 4 cards)' },
      { value: true, source: '004 Expansion: Häst (with or without Reflex)' },
    ],
    default: false,
    note: 'An expansion: the Horse card joins every hand.',
  },
  {
    name: 'shotLanding',
    rule: 'options.shot-landing',
    values: [
      { value: 'entry-side', source: 'ours, like Gå: at the side of the wagon the bandit was pushed in from' },
      { value: 'far-side', source: 'ours: at the far end of the line' },
    ],
    default: 'entry-side',
    note: '004 Skjut says only "to the next wagon"; Gå puts a bandit who enters a wagon at the side it came in from.',
  },
  {
    name: 'lootTie',
    rule: 'options.loot-tie',
    values: [
      { value: 'rear-of-line', source: 'ours: the bandit nearer the rear end of the line is further from the locomotive' },
      { value: 'turn-order', source: 'ours: the first of them in turn order from the first player' },
    ],
    default: 'rear-of-line',
    note: '004 Slutet på rundan settles only roof against inside.',
  },
  {
    name: 'stunnedHorse',
    rule: 'options.stunned-horse',
    values: [
      { value: 'stand-up', source: '004 Händelsekort (stunned: every card only stands the bandit up); Reflex alone names the stunned case' },
      { value: 'ride', source: 'ours: the bandit stands up and rides to the locomotive' },
    ],
    default: 'stand-up',
    note: 'The Horse card does not mention a stunned bandit.',
  },
  {
    name: 'horseRescue',
    rule: 'options.horse-rescue',
    values: [
      { value: 'any-fall', source: 'ours: 004 Häst "avkastad från tåget" read as any way of leaving the train during the round' },
      { value: 'shot-off', source: 'ours: only a bandit shot off the train ("thrown off")' },
    ],
    default: 'any-fall',
    note: 'A bandit on the uncoupled wagon is never saved: the round is over (004 Häst: "only DURING the ongoing round").',
  },
  {
    name: 'lastBandit',
    rule: 'options.last-bandit',
    values: [
      { value: 'after-horse', source: 'ours: the game goes on until the fallen bandits have revealed their next card' },
      { value: 'immediately', source: '004 Spelet tar slut ("så fort", as soon as) read to the letter' },
    ],
    default: 'after-horse',
    note: 'Only with the Horse expansion: otherwise nobody can come back.',
  },
  {
    name: 'allOut',
    rule: 'options.all-out',
    values: [
      { value: 'last-to-leave', source: 'ours: the last bandits to leave the train win, ranked like the locomotive end if several' },
      { value: 'no-winner', source: 'ours: nobody wins' },
    ],
    default: 'last-to-leave',
    note: '004 names only one bandit left, or several in the locomotive.',
  },
  {
    name: 'finalTie',
    rule: 'options.final-tie',
    values: [
      { value: 'shared', source: 'ours: the tied bandits share the win' },
      { value: 'unresolved', source: '004 Spelet tar slut (silent after the loot values)' },
    ],
    default: 'shared',
    note: 'Loot values all differ, so only bandits without any loot card can still be tied.',
  },
];

export const OPTION_NAMES: readonly OptionName[] = /*#__PURE__*/ OPTIONS.map((o) => o.name);

export const DEFAULT_OPTIONS: Options = /*#__PURE__*/ Object.freeze(
  /*#__PURE__*/ Object.fromEntries(/*#__PURE__*/ OPTIONS.map((o) => [o.name, o.default])) as Options,
);

/** Defaults plus the given options, each checked against its values. */
export function resolveOptions(given: unknown): Result<Options> {
  if (given === undefined) return { ok: true, value: DEFAULT_OPTIONS };
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return { ok: false, error: { code: 'bad-config', message: 'options: expected an object', path: 'options' } };
  const out: { [k: string]: unknown } = { ...DEFAULT_OPTIONS };
  for (const [k, v] of Object.entries(given)) {
    const info = OPTIONS.find((o) => o.name === k);
    if (info === undefined) return { ok: false, error: { code: 'bad-config', message: `options.${k}: unknown option`, path: `options.${k}` } };
    if (v === undefined) continue;
    if (!info.values.some((x) => x.value === v))
      return {
        ok: false,
        error: { code: 'bad-config', message: `options.${k}: expected one of ${info.values.map((x) => String(x.value)).join(', ')}`, path: `options.${k}` },
      };
    out[k] = v;
  }
  return { ok: true, value: out as Options };
}
