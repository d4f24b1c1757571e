// One sentence per engine log entry, in any of the site's languages, with
// the id of the rule that caused it. Pure and DOM-free: the CLI, the
// scenario widget and the sandbox all call it with the strings of
// `locales/<lang>/narration.json`. Nothing is escaped: callers render text
// nodes, never HTML.

import type { CharacterId, LogEntry, Loot } from '../games/colt-express/engine/types.ts';
import { interpolate } from './interpolate.ts';

/**
 * How one kind of car is said, in every construction a sentence needs
 * (languages fuse prepositions and articles differently: "nella Locomotiva",
 * "în interiorul vagonului 2"). `{{n}}` is the wagon number.
 */
export interface CarForms {
  /** "wagon 2" */
  readonly name: string;
  /** "inside wagon 2" */
  readonly inside: string;
  /** "on the roof of wagon 2" */
  readonly roof: string;
  /** "into wagon 2" */
  readonly into: string;
  /** "onto the roof of wagon 2" */
  readonly onto: string;
  /** "from wagon 2" */
  readonly from: string;
  /** "to wagon 2" */
  readonly to: string;
}

/** The shape of `locales/<lang>/narration.json`. */
export interface NarrationStrings {
  /** `{{text}} ({{rule}})`: how the rule id follows the sentence. */
  readonly withRule: string;
  /** One sentence per log kind; `kind.variant` keys refine a kind (see `variantOf`). */
  readonly log: Readonly<Record<string, string>>;
  readonly bandit: Readonly<Record<string, string>>;
  readonly car: { readonly loco: CarForms; readonly wagon: CarForms; readonly caboose: CarForms };
  readonly loot: { readonly purse: string; readonly purseHidden: string; readonly jewel: string; readonly strongbox: string };
  readonly card: Readonly<Record<string, string>>;
  readonly event: Readonly<Record<string, string>>;
  readonly roundCard: Readonly<Record<string, string>>;
  readonly seat: string;
  readonly and: string;
}

/** What the log entry alone cannot say: the train length (for "caboose") and the players' names. */
export interface NarrationContext {
  readonly carCount?: number;
  /** Label of each seat, e.g. the bandit names of that player. */
  readonly seatNames?: readonly string[];
  /** The bandits of each seat: lets a sentence drop "Doc plays Doc's card" when a seat has one bandit. */
  readonly seats?: readonly (readonly string[])[];
}

/** Which refinement of a kind's sentence applies (`played.faceDown`, `floor-changed.roof`, …). */
export function variantOf(entry: LogEntry, ctx: NarrationContext = {}): string | undefined {
  const d = entry.data;
  switch (entry.kind) {
    case 'played': {
      const own = d.seat !== undefined && ctx.seats?.[d.seat]?.length === 1 && ctx.seats[d.seat]?.[0] === d.bandit;
      if (d.faceDown === true) return own ? 'faceDown.own' : 'faceDown';
      return own ? 'own' : undefined;
    }
    case 'covered':
      return d.faceDown === true ? 'faceDown' : undefined;
    case 'floor-changed':
    case 'moved':
      return d.floor;
    case 'marshal-moved':
      return d.bandit === undefined ? 'event' : undefined;
    case 'loot-taken':
      if (d.target !== undefined) return 'punch';
      return entry.rule === 'events.pickpocketing' ? 'pickpocket' : undefined;
    case 'loot-dropped':
      return d.target === undefined ? 'event' : undefined;
    case 'pushed':
      return entry.rule === 'characters.django' ? 'django' : undefined;
    case 'no-effect':
      if (typeof d.card === 'string' && ['fire', 'rob', 'punch'].includes(d.card)) return d.card;
      if (entry.rule === 'events.pickpocketing') return 'pickpocket';
      if (entry.rule === 'events.marshals-revenge') return 'revenge';
      if (entry.rule === 'options.hostage-ransom') return 'hostage';
      return undefined;
    case 'purse-lost':
      return d.option === 'roof' ? 'roof' : undefined;
    case 'ransom':
      return d.option === 'token-from-box' ? 'token' : undefined;
    case 'game-over':
      return (d.winners?.length ?? 0) > 1 ? 'tie' : undefined;
    default:
      return undefined;
  }
}

function bandit(s: NarrationStrings, id: CharacterId | undefined): string {
  if (id === undefined) return '';
  return s.bandit[id] ?? id;
}

/** One form of a car ("into wagon 2"); the caboose only when the train length is known. */
function carForm(s: NarrationStrings, car: number | undefined, form: keyof CarForms, ctx: NarrationContext): string {
  if (car === undefined) return '';
  const kind = car === 0 ? s.car.loco : ctx.carCount !== undefined && car === ctx.carCount - 1 ? s.car.caboose : s.car.wagon;
  return interpolate(kind[form], { n: String(car) });
}

function lootText(s: NarrationStrings, l: Loot | undefined): string {
  if (l === undefined) return '';
  if (l.kind === 'purse') return l.value === null ? s.loot.purseHidden : interpolate(s.loot.purse, { value: String(l.value) });
  return s.loot[l.kind];
}

function seatText(s: NarrationStrings, seat: number | undefined, ctx: NarrationContext): string {
  if (seat === undefined) return '';
  return ctx.seatNames?.[seat] ?? interpolate(s.seat, { n: String(seat + 1) });
}

function cardText(s: NarrationStrings, card: string | undefined): string {
  if (card === undefined) return '';
  if (card === 'bullet.neutral') return s.card['neutral'] ?? card;
  if (card.startsWith('bullet.')) return s.card['bullet'] ?? card;
  const action = card.includes('.') ? card.slice(card.indexOf('.') + 1) : card;
  return s.card[action] ?? card;
}

/** The values a sentence may use, all already in the target language. */
export function varsOf(entry: LogEntry, s: NarrationStrings, ctx: NarrationContext = {}): Record<string, string> {
  const d = entry.data;
  const floor = d.floor ?? 'inside';
  return {
    bandit: bandit(s, d.bandit),
    target: bandit(s, d.target),
    seat: seatText(s, d.seat, ctx),
    toName: carForm(s, d.to, 'name', ctx),
    fromName: carForm(s, d.from, 'name', ctx),
    where: carForm(s, d.to, floor === 'roof' ? 'roof' : 'inside', ctx),
    whereInto: carForm(s, d.to, floor === 'roof' ? 'onto' : 'into', ctx),
    fromPlace: carForm(s, d.from, 'from', ctx),
    toPlace: carForm(s, d.to, 'to', ctx),
    loot: lootText(s, d.loot),
    amount: d.amount === undefined ? '' : String(d.amount),
    wagons: d.amount === undefined ? '' : String(d.amount - 1),
    card: cardText(s, typeof d.card === 'string' ? d.card : undefined),
    event: d.event === undefined ? '' : (s.event[d.event] ?? d.event),
    round: d.round === undefined ? '' : String(d.round + 1),
    roundCard: d.roundCard === undefined ? '' : (s.roundCard[d.roundCard] ?? d.roundCard),
    option: d.option === undefined ? '' : (s.bandit[d.option] ?? d.option),
    winners: joinNames((d.winners ?? []).map((w) => seatText(s, w, ctx)), s.and),
    rule: entry.rule,
  };
}

/** `a, b and c` with the language's word for "and". */
function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1] ?? ''}`;
}

/** The sentence for one log entry, followed by its rule id. Unknown kinds fall back to the kind and rule. */
export function narrate(entry: LogEntry, strings: NarrationStrings, ctx: NarrationContext = {}): string {
  const variant = variantOf(entry, ctx);
  const template =
    (variant === undefined ? undefined : strings.log[`${entry.kind}.${variant}`]) ??
    (variant?.includes('.') ? strings.log[`${entry.kind}.${variant.slice(0, variant.indexOf('.'))}`] : undefined) ??
    strings.log[entry.kind] ??
    entry.kind;
  const text = interpolate(template, varsOf(entry, strings, ctx));
  return interpolate(strings.withRule, { text, rule: entry.rule });
}

/** Narrates a whole log, one sentence per entry. */
export function narrateLog(log: readonly LogEntry[], strings: NarrationStrings, ctx: NarrationContext = {}): string[] {
  return log.map((e) => narrate(e, strings, ctx));
}
