// One sentence per Colt Super Express log entry, in any of the site's languages, with the id of
// the rule that caused it (an exclusion's reason: reasons.ts). Pure and DOM-free: the CLI, the
// scenario widget and the sandbox call it with the strings of `locales/<lang>/narration-cse.json`.
// Nothing is escaped: callers render text nodes, never HTML.

import type { LogEntry } from './engine/types.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { agreeingGender, pickTemplate, variantKeys } from '../../i18n/gender.ts';
import type { ReasonWords } from './reasons.ts';

/** How one kind of car is said in every construction a sentence needs; `{{n}}` is the wagon number. */
export interface CarForms {
  /** "inside wagon 2" */
  readonly inside: string;
  /** "on the roof of wagon 2" */
  readonly roof: string;
  /** "into wagon 2" */
  readonly into: string;
  /** "onto the roof of wagon 2" */
  readonly onto: string;
}

/** The shape of `locales/<lang>/narration-cse.json`. */
export interface NarrationStrings {
  /** `{{text}} ({{rule}})` */
  readonly withRule: string;
  /** one sentence per log kind; `kind.variant` keys refine a kind (see `variantOf`), `_female` twins agree with a female bandit (i18n/gender.ts) */
  readonly log: Readonly<Record<string, string>>;
  readonly bandit: Readonly<Record<string, string>>;
  readonly card: Readonly<Record<string, string>>;
  readonly facing: { readonly forward: string; readonly back: string };
  readonly floor: { readonly inside: string; readonly roof: string };
  readonly car: { readonly loco: CarForms; readonly wagon: CarForms; readonly caboose: CarForms };
  readonly and: string;
}

/** Is this the content of a narration-cse.json (as loaded JSON: checked by its sentences table)? */
export function isNarrationStrings(n: unknown): n is NarrationStrings {
  return typeof n === 'object' && n !== null && 'log' in n && typeof n.log === 'object' && n.log !== null;
}

export interface NarrationContext {
  /** train length (locomotive included), to say "the last wagon" */
  readonly carCount?: number;
}

/** Which refinement of a kind's sentence applies. */
export function variantOf(e: LogEntry): string | undefined {
  switch (e.kind) {
    case 'first-player':
      return e.rule === 'setup.first-player' ? 'setup' : e.data.skipped.length > 0 ? 'skipped' : undefined;
    case 'climbed':
    case 'moved':
    case 'pushed':
      return e.rule === 'cards.floor' || e.rule === 'cards.move' || e.rule === 'cards.fire.push' ? undefined : 'crowded';
    case 'fell':
      return e.data.how;
    case 'stood-up':
      return e.data.card === 'reflex' ? 'reflex' : undefined;
    case 'horse-chance':
      // `.several`: more than one bandit waits, and the verb agrees with them all (it, nl, ro).
      return `${e.data.left === null ? 'nobody' : 'one'}.${e.data.wait ? 'wait' : 'now'}${e.data.waiting.length > 1 ? '.several' : ''}`;
    case 'game-over':
      return e.data.winners.length === 0 ? 'none' : e.data.winners.length > 1 ? 'tie' : e.data.end;
    default:
      return undefined;
  }
}

function carForm(s: NarrationStrings, car: number | undefined, form: keyof CarForms, ctx: NarrationContext): string {
  if (car === undefined) return '';
  const kind = car === 0 ? s.car.loco : ctx.carCount !== undefined && car === ctx.carCount - 1 ? s.car.caboose : s.car.wagon;
  return interpolate(kind[form], { n: String(car) });
}

function names(s: NarrationStrings, ids: readonly string[]): string {
  const n = ids.map((id) => s.bandit[id] ?? id);
  return n.length <= 1 ? n.join('') : `${n.slice(0, -1).join(', ')}${s.and}${n[n.length - 1] ?? ''}`;
}

/** The values a sentence may use, already in the target language. */
export function varsOf(e: LogEntry, s: NarrationStrings, ctx: NarrationContext = {}): Record<string, string> {
  const d = e.data as Readonly<Record<string, unknown>>;
  const str = (k: string): string | undefined => (typeof d[k] === 'string' ? (d[k] as string) : undefined);
  const num = (k: string): number | undefined => (typeof d[k] === 'number' ? (d[k] as number) : undefined);
  const floor = str('floor') === 'roof' ? 'roof' : 'inside';
  return {
    bandit: s.bandit[str('bandit') ?? ''] ?? str('bandit') ?? '',
    target: s.bandit[str('target') ?? ''] ?? str('target') ?? '',
    card: s.card[str('card') ?? ''] ?? str('card') ?? '',
    facing: s.facing[str('facing') === 'back' ? 'back' : 'forward'],
    where: carForm(s, num('car'), floor, ctx),
    whereInto: carForm(s, num('car'), floor === 'roof' ? 'onto' : 'into', ctx),
    place: String((num('place') ?? 0) + 1),
    count: String(num('count') ?? num('cards') ?? ''),
    value: String(num('value') ?? ''),
    round: String((num('round') ?? 0) + 1),
    players: String(num('players') ?? ''),
    wagons: String(num('wagons') ?? ''),
    left: names(s, str('left') === undefined ? [] : [str('left')!]),
    waiting: names(s, (d['waiting'] as readonly string[] | undefined) ?? []),
    skipped: names(s, (d['skipped'] as readonly string[] | undefined) ?? []),
    winners: names(s, (d['winners'] as readonly string[] | undefined) ?? []),
  };
}

/** The sentence for one log entry, followed by its rule id. */
export function narrate(e: LogEntry, s: NarrationStrings, ctx: NarrationContext = {}): string {
  const v = variantOf(e);
  const gender = agreeingGender(e.data, { plural: v?.endsWith('.several') === true });
  const template = pickTemplate(s.log, variantKeys(e.kind, v), gender) ?? e.kind;
  return interpolate(s.withRule, { text: interpolate(template, varsOf(e, s, ctx)), rule: e.rule });
}

/** Narrates a whole log, one sentence per entry. */
export function narrateLog(log: readonly LogEntry[], strings: NarrationStrings, ctx: NarrationContext = {}): string[] {
  return log.map((e) => narrate(e, strings, ctx));
}

/** The words of these strings for an exclusion's reason (reasons.ts): bandit, card and floor names. */
export function reasonWords(s: NarrationStrings): ReasonWords {
  return { bandit: (id) => s.bandit[id] ?? id, card: (c) => s.card[c] ?? c, floor: (f) => s.floor[f] };
}
