// One sentence per engine log entry, in any of the site's languages, with
// the id of the rule that caused it. Pure and DOM-free: the CLI, the
// scenario widget and the sandbox all call it with the strings of
// `locales/<lang>/narration.json`. Nothing is escaped: callers render text
// nodes, never HTML.

import type { ActionKind, CardId, CarIndex, CharacterId, EventId, Floor, LogEntry, Loot, RoundCardId, RuleId, Seat } from './engine/types.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { agreeingGender, pickTemplate, variantKeys } from '../../i18n/gender.ts';
import type { ReasonWords } from './reasons.ts';

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
  /** One sentence per log kind; `kind.variant` keys refine a kind (see `variantOf`), `_female` twins agree with a female bandit (gender.ts). */
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

/** Is this the content of a narration.json (as loaded JSON: checked by its sentences table)? */
export function isNarrationStrings(n: unknown): n is NarrationStrings {
  return typeof n === 'object' && n !== null && 'log' in n && typeof n.log === 'object' && n.log !== null;
}

/** What the log entry alone cannot say: the train length (for "caboose") and the players' names. */
export interface NarrationContext {
  readonly carCount?: number;
  /** Label of each seat, e.g. the bandit names of that player. */
  readonly seatNames?: readonly string[];
  /** The bandits of each seat: lets a sentence drop "Doc plays Doc's card" when a seat has one bandit. */
  readonly seats?: readonly (readonly string[])[];
}

/** The refinement of a `no-effect` sentence: the rule says what had no effect. */
const NO_EFFECT: Partial<Readonly<Record<RuleId, string>>> = {
  'actions.fire.no-target': 'fire',
  'actions.fire.no-bullets': 'fire',
  'actions.rob.nothing': 'rob',
  'actions.punch.no-target': 'punch',
  'events.pickpocketing': 'pickpocket',
  'events.marshals-revenge': 'revenge',
  'options.hostage-ransom': 'hostage',
};

/** Which refinement of a kind's sentence applies (`played.faceDown`, `floor-changed.roof`, …): one case per log kind. */
export function variantOf(entry: LogEntry, ctx: NarrationContext = {}): string | undefined {
  switch (entry.kind) {
    case 'played': {
      const d = entry.data;
      const own = ctx.seats?.[d.seat]?.length === 1 && ctx.seats[d.seat]?.[0] === d.bandit;
      if (d.faceDown) return own ? 'faceDown.own' : 'faceDown';
      return own ? 'own' : undefined;
    }
    case 'floor-changed':
    case 'moved':
      return entry.data.floor;
    case 'marshal-moved':
      return entry.data.bandit === null ? 'event' : undefined;
    case 'loot-taken':
      if (entry.data.target !== null) return 'punch';
      return entry.rule === 'events.pickpocketing' ? 'pickpocket' : undefined;
    case 'loot-dropped':
      return entry.data.target === null ? 'event' : undefined;
    case 'pushed':
      return entry.rule === 'characters.django' ? 'django' : undefined;
    case 'no-effect':
      return NO_EFFECT[entry.rule];
    case 'no-neutral-bullet':
      // 002 NOTA IMPORTANTE: once removed, the deck is gone for good (not "too few for all 1")
      if (entry.data.deckRemoved) return 'gone';
      return entry.data.amount === 1 ? 'one' : undefined;
    case 'purse-lost':
      return entry.data.option === 'roof' ? 'roof' : undefined;
    case 'ransom':
      return entry.data.option === 'token-from-box' ? 'token' : undefined;
    case 'game-over':
      return entry.data.winners.length > 1 ? 'tie' : undefined;
    case 'round-end':
      // 002 VARIANTE PER ESPERTI: no shuffle at the end of the round
      return entry.rule === 'variants.expert.discard-pile' ? 'expert' : undefined;
    case 'picked':
      // logFor() for another seat: the card picked is secret
      return entry.data.card === null ? 'hidden' : undefined;
    case 'kept':
      return entry.data.card === 'hidden' ? 'hidden' : undefined;
    case 'game-start':
    case 'round-start':
    case 'dealt':
    case 'placed':
    case 'drew':
    case 'passed':
    case 'covered':
    case 'no-cover':
    case 'discarded':
    case 'card-discarded':
    case 'reshuffled':
    case 'cards-returned':
    case 'stealing-start':
    case 'fled-to-roof':
    case 'got-bullet':
    case 'neutral-deck-removed':
    case 'bullet-fired':
    case 'stayed':
    case 'event':
    case 'first-player':
      return undefined;
    default:
      return unknownKind(entry);
  }
}

/** A kind the switch above does not list is a compile error here. */
function unknownKind(entry: never): undefined {
  void entry;
  return undefined;
}

/** Every field of every log data shape (types.ts LogDataOf), to build a sentence's values in one place. */
type LogFields = {
  readonly seat?: Seat;
  readonly bandit?: CharacterId | null;
  readonly target?: CharacterId | null;
  readonly from?: CarIndex;
  readonly to?: CarIndex;
  readonly floor?: Floor;
  readonly loot?: Loot;
  readonly amount?: number;
  readonly card?: CardId | ActionKind | null;
  readonly faceDown?: boolean;
  readonly event?: EventId;
  readonly round?: number;
  readonly roundCard?: RoundCardId;
  readonly option?: string;
  readonly deckRemoved?: boolean;
  readonly winners?: readonly Seat[];
};

function bandit(s: NarrationStrings, id: CharacterId | null | undefined): string {
  if (id === undefined || id === null) return '';
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

function cardText(s: NarrationStrings, card: string | null | undefined): string {
  if (card === undefined || card === null) return '';
  if (card === 'bullet.neutral') return s.card['neutral'] ?? card;
  if (card.startsWith('bullet.')) return s.card['bullet'] ?? card;
  const action = card.includes('.') ? card.slice(card.indexOf('.') + 1) : card;
  return s.card[action] ?? card;
}

/** The values a sentence may use, all already in the target language. */
export function varsOf(entry: LogEntry, s: NarrationStrings, ctx: NarrationContext = {}): Record<string, string> {
  const d: LogFields = entry.data;
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
    card: cardText(s, d.card),
    event: d.event === undefined ? '' : (s.event[d.event] ?? d.event),
    round: d.round === undefined ? '' : String(d.round + 1),
    roundCard: d.roundCard === undefined ? '' : (s.roundCard[d.roundCard] ?? d.roundCard),
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
  const template = pickTemplate(strings.log, variantKeys(entry.kind, variant), agreeingGender(entry.data)) ?? entry.kind;
  const text = interpolate(template, varsOf(entry, strings, ctx));
  return interpolate(strings.withRule, { text, rule: entry.rule });
}

/** Narrates a whole log, one sentence per entry. */
export function narrateLog(log: readonly LogEntry[], strings: NarrationStrings, ctx: NarrationContext = {}): string[] {
  return log.map((e) => narrate(e, strings, ctx));
}

/** The words of these strings for an exclusion's reason (reasons.ts): bandit and car names. */
export function reasonWords(s: NarrationStrings, ctx: NarrationContext = {}): ReasonWords {
  return { bandit: (id) => bandit(s, id), car: (n) => carForm(s, n, 'name', ctx) };
}
