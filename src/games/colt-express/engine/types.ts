// Public types of the Colt Express rules engine.
// Plain, readonly, JSON-serialisable data only. See README.md for the conventions.
import type { NOTATION_ERROR_CODES, POSITION_PROBLEM_CODES } from './problem-codes.ts';

// ---------------------------------------------------------------------------
// Basic ids
// ---------------------------------------------------------------------------

export type CharacterId = 'ghost' | 'belle' | 'cheyenne' | 'tuco' | 'django' | 'doc';
export type Floor = 'inside' | 'roof';
/** 0 = locomotive, cars.length - 1 = caboose. */
export type CarIndex = number & { readonly __brand: 'CarIndex' };
/** 0-based seat, clockwise. */
export type Seat = number & { readonly __brand: 'Seat' };
export type ActionKind = 'move' | 'floor' | 'marshal' | 'fire' | 'rob' | 'punch';
export type LootKind = 'purse' | 'jewel' | 'strongbox';
/** Purse value null = hidden (only in states returned by view()). Jewel = $500, strongbox = $1000. */
export type Loot =
  | { readonly kind: 'purse'; readonly value: number | null }
  | { readonly kind: 'jewel' }
  | { readonly kind: 'strongbox' };
/** What a Rob choice names: only the kind. Purses lie face down, so `value` is never legal (kept in the type for compatibility). */
export type LootPick =
  | { readonly kind: 'purse'; readonly value?: number }
  | { readonly kind: 'jewel' }
  | { readonly kind: 'strongbox' };

export type WagonId = 'w1' | 'w2' | 'w3' | 'w4' | 'w5' | 'w6';
export type CarWagon = WagonId | 'locomotive';
export type TurnKind = 'standard' | 'tunnel' | 'speeding-up' | 'switching';
export type EventId =
  | 'angry-marshal'
  | 'swivel-arm'
  | 'braking'
  | 'take-it-all'
  | 'passengers-rebellion'
  | 'pickpocketing'
  | 'marshals-revenge'
  | 'hostage-conductor';
export type RoundCardId =
  | 'angry-marshal'
  | 'swivel-arm'
  | 'braking'
  | 'take-it-all'
  | 'passengers-rebellion'
  | 'tunnel'
  | 'bridge'
  | 'marshals-revenge'
  | 'pickpocketing'
  | 'hostage-conductor';

/**
 * A card in a player's hand, deck or discard pile:
 *  - `${bandit}.${action}` an action card of that bandit,
 *  - `bullet.${shooter}` a bullet card received from that character,
 *  - `bullet.neutral` a neutral bullet (Marshal / events),
 *  - `hidden` a card whose face the viewer cannot see (only in view()).
 * Hands and discard piles are kept sorted (string order); decks are ordered, top first.
 */
export type ActionCardId = `${CharacterId}.${ActionKind}`;
export type BulletCardId = `bullet.${CharacterId}` | 'bullet.neutral';
export type CardId = ActionCardId | BulletCardId | 'hidden';

// ---------------------------------------------------------------------------
// Rules, options, presets
// ---------------------------------------------------------------------------

export type RuleId = string;
export type Page =
  | 'rules/setup'
  | 'rules/round'
  | 'rules/move'
  | 'rules/marshal'
  | 'rules/fire'
  | 'rules/rob'
  | 'rules/punch'
  | 'rules/characters'
  | 'rules/events'
  | 'rules/end-of-game'
  | 'variants/expert'
  | 'variants/two-bandits'
  | 'variants/two-players-original'
  | 'editions';
export type Edition = 'original' | 'revised';
export type RuleInfo = {
  readonly id: RuleId;
  readonly page: Page;
  /** seed file + section, e.g. '002 LE CARTE AZIONE › FUOCO' */
  readonly source: string;
  readonly editions: readonly Edition[];
};

export type Mode = 'standard' | 'team-two-player' | 'two-bandits';
export type Options = {
  readonly mode: Mode;
  readonly roundDeck: 'four-plus-station' | 'five';
  readonly roundEvents: boolean;
  readonly neutralShortage: 'remove-deck' | 'skip';
  readonly revengePurse: 'discard' | 'roof';
  readonly robPick: 'chosen' | 'blind';
  readonly hostageRansom: 'ransom' | 'token-from-box';
  readonly finalTie: 'shared' | 'unresolved';
  readonly expert: boolean;
  /** expert: which cards may be kept at the end of planning ('actions-only': bullets are discarded). */
  readonly expertKeep: 'actions-only' | 'any';
  readonly expertDiscardDrawnBullets: boolean;
  readonly twoBanditGunslinger: 'per-bandit' | 'player-total-own-colour-penalty';
};
export type OptionName = keyof Options;
export type PresetId = 'original' | 'revised' | 'revised-advanced';
export type OptionValueInfo = {
  readonly value: string | boolean;
  /** seed file(s) + section the value comes from */
  readonly source: string;
};
export type OptionInfo = {
  readonly name: OptionName;
  readonly rule: RuleId;
  readonly values: readonly OptionValueInfo[];
  readonly defaults: { readonly [P in PresetId]: string | boolean };
  readonly note?: string;
};

// ---------------------------------------------------------------------------
// Static data
// ---------------------------------------------------------------------------

export type CharacterInfo = { readonly id: CharacterId; readonly rule: RuleId; readonly handSize: number };
export type RoundCardInfo = {
  readonly id: RoundCardId;
  readonly station: boolean;
  /** turn pattern for 2-4 players and for 5-6 players */
  readonly turnsSmall: readonly TurnKind[];
  readonly turnsLarge: readonly TurnKind[];
  readonly event: EventId | null;
};
export type WagonInfo = { readonly id: WagonId; readonly purses: number; readonly jewels: number };

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

export type GameConfig = {
  readonly seed: number;
  /** number of players; default: characters/teams length, else 4 (standard) / 2 */
  readonly players?: number;
  readonly preset?: PresetId;
  readonly options?: Partial<Options>;
  /** standard mode: one character per seat (default: random from the seed) */
  readonly characters?: readonly CharacterId[];
  /** two-bandit modes: two characters per seat; the first owns the single Marshal card */
  readonly teams?: readonly (readonly CharacterId[])[];
  /** wagons from the locomotive to the caboose (default: random) */
  readonly wagons?: readonly WagonId[];
  /** round deck, top first (default: random per options.roundDeck) */
  readonly roundCards?: readonly RoundCardId[];
  /** first player of round 1 (default: random) */
  readonly firstPlayer?: number;
};

export type ResolvedConfig = {
  readonly seed: number;
  readonly players: number;
  readonly preset: PresetId;
  readonly options: Options;
  /** bandits run by each seat (one in standard mode, two in the two-bandit modes) */
  readonly seats: readonly (readonly CharacterId[])[];
  /** all bandits in play, seat order then team order: the canonical bandit order */
  readonly bandits: readonly CharacterId[];
};

// ---------------------------------------------------------------------------
// Game state
// ---------------------------------------------------------------------------

export type Phase = 'setup' | 'planning' | 'stealing' | 'end-of-round' | 'game-over';

export type CarState = {
  readonly wagon: CarWagon;
  /** loot lying inside / on the roof, sorted (strongbox, jewel, purses by value) */
  readonly inside: readonly Loot[];
  readonly roof: readonly Loot[];
};

export type BanditState = {
  readonly car: CarIndex;
  readonly floor: Floor;
  /** sorted like floor loot */
  readonly loot: readonly Loot[];
  /** bullet cards still in the revolver (0..6) */
  readonly bulletsLeft: number;
  readonly seat: Seat;
};

export type PlayerState = {
  readonly seat: Seat;
  readonly bandits: readonly CharacterId[];
  /** sorted */
  readonly hand: readonly CardId[];
  /** top first */
  readonly deck: readonly CardId[];
  /** expert variant only; sorted */
  readonly discard: readonly CardId[];
  /** planning actions (play or draw) taken this round; Ghost's face-down card needs 0 */
  readonly turns: number;
};

/** Loot out of play. */
export type BoxState = {
  /** strongboxes still beside the locomotive (0 or 1) */
  readonly strongboxes: number;
  readonly jewels: number;
  /** purse values out of play (unused at setup, discarded), sorted; null = hidden (view) */
  readonly purses: readonly (number | null)[];
  /** $250 ransoms paid without a token (hostageRansom 'ransom') */
  readonly minted: number;
};

export type RoundState = {
  /** 0-based round number */
  readonly index: number;
  readonly card: RoundCardId;
  /** remaining round cards, top first */
  readonly deck: readonly RoundCardId[];
  /** turn index in the card's pattern */
  readonly turn: number;
  /** position in this turn's player order (0 = first player) */
  readonly step: number;
  /** 0 or 1: first or second play of a speeding-up turn */
  readonly sub: number;
  readonly firstPlayer: Seat;
};

export type PileCard = {
  readonly bandit: CharacterId;
  /** null = hidden (a face-down card of another player, in view()) */
  readonly card: ActionKind | null;
  readonly faceDown: boolean;
};

export type Pending =
  /** setup of the two-bandit modes: which bandit starts in the caboose; placed[seat] = choice so far (null = not yet / hidden) */
  | { readonly kind: 'place'; readonly seat: Seat; readonly placed: readonly (CharacterId | null)[] }
  /** two-bandits round start: pick one card from the deck into the hand */
  | { readonly kind: 'pick'; readonly seat: Seat }
  /** planning: play / draw / pass */
  | { readonly kind: 'plan'; readonly seat: Seat }
  /** two-bandits cover fire after a face-up Fire card of `fired` */
  | { readonly kind: 'cover'; readonly seat: Seat; readonly bandit: CharacterId; readonly fired: CharacterId }
  /** expert: cards kept so far at the end of planning (sorted) */
  | { readonly kind: 'keep'; readonly seat: Seat; readonly kept: readonly CardId[] }
  /** stealing: resolve the top card of the pile */
  | { readonly kind: 'resolve'; readonly seat: Seat; readonly bandit: CharacterId; readonly card: ActionKind }
  /** end of round: resolve the round card's event */
  | { readonly kind: 'event'; readonly seat: Seat; readonly event: EventId }
  /** Pickpocketing: this lone bandit may take a purse */
  | { readonly kind: 'pickpocket'; readonly seat: Seat; readonly bandit: CharacterId };
export type PendingKind = Pending['kind'];

export type GameState = {
  readonly config: ResolvedConfig;
  /** sfc32 state, four uint32 */
  readonly rng: readonly [number, number, number, number];
  readonly cars: readonly CarState[];
  readonly bandits: { readonly [C in CharacterId]?: BanditState };
  readonly marshal: CarIndex;
  readonly neutralBullets: number;
  readonly neutralDeckRemoved: boolean;
  readonly box: BoxState;
  readonly players: readonly PlayerState[];
  readonly round: RoundState;
  readonly phase: Phase;
  /** planning: cards played so far (first played first); stealing: cards still to resolve, next first */
  readonly pile: readonly PileCard[];
  /** what is asked and of whom; null when the game is over */
  readonly pending: Pending | null;
};

// ---------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------

export type Choice =
  // planning
  | { readonly kind: 'play'; readonly card: ActionKind; readonly bandit?: CharacterId; readonly faceDown?: true }
  | { readonly kind: 'draw' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'cover'; readonly card: ActionKind; readonly bandit: CharacterId }
  | { readonly kind: 'no-cover' }
  | { readonly kind: 'pick'; readonly card: ActionKind; readonly bandit?: CharacterId }
  | { readonly kind: 'place'; readonly caboose: CharacterId }
  | { readonly kind: 'keep'; readonly card: ActionKind; readonly bandit?: CharacterId }
  /** expertKeep 'any': keep a bullet card (from = shooter or 'neutral') */
  | { readonly kind: 'keep'; readonly card: 'bullet'; readonly from: CharacterId | 'neutral' }
  | { readonly kind: 'keep-done' }
  // stealing
  | { readonly kind: 'move'; readonly to: CarIndex }
  | { readonly kind: 'floor' }
  | { readonly kind: 'marshal'; readonly to: CarIndex }
  | { readonly kind: 'fire'; readonly target: CharacterId | null }
  | { readonly kind: 'rob'; readonly loot: LootPick | null }
  | {
      readonly kind: 'punch';
      readonly target: CharacterId | null;
      readonly drop: LootKind | null;
      readonly push: CarIndex | null;
      readonly take?: true;
    }
  // end of round
  | { readonly kind: 'event' }
  | { readonly kind: 'pickpocket'; readonly take: boolean };
export type ChoiceKind = Choice['kind'];

// ---------------------------------------------------------------------------
// Results, log, explanations
// ---------------------------------------------------------------------------

export type EngineError = {
  /** 'illegal-choice' | 'malformed-choice' | 'game-over' | 'bad-config' | 'parse' | 'position' | 'replay' */
  readonly code: string;
  /** English */
  readonly message: string;
  readonly path?: string;
  /** illegal-choice: the rule that excludes the choice, when known */
  readonly rule?: RuleId;
  /** buildPosition: the problems found (by checkPosition, or in the spec) */
  readonly problems?: readonly PositionProblem[];
  /** parsePosition: what is wrong with the text (`path` names the field) */
  readonly notation?: NotationErrorCode;
};
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EngineError };

export type LogKind =
  | 'game-start'
  | 'round-start'
  | 'dealt'
  | 'picked'
  | 'placed'
  | 'played'
  | 'drew'
  | 'passed'
  | 'covered'
  | 'no-cover'
  | 'kept'
  | 'discarded'
  | 'reshuffled'
  | 'cards-returned'
  | 'stealing-start'
  | 'moved'
  | 'floor-changed'
  | 'marshal-moved'
  | 'fled-to-roof'
  | 'got-bullet'
  | 'no-neutral-bullet'
  | 'neutral-deck-removed'
  | 'bullet-fired'
  | 'loot-taken'
  | 'loot-dropped'
  | 'loot-lost'
  | 'pushed'
  | 'stayed'
  | 'no-effect'
  | 'event'
  | 'purse-lost'
  | 'ransom'
  | 'round-end'
  | 'first-player'
  | 'game-over';

export type LogData = {
  readonly seat?: Seat;
  readonly bandit?: CharacterId;
  readonly target?: CharacterId;
  readonly from?: CarIndex;
  readonly to?: CarIndex;
  readonly floor?: Floor;
  readonly loot?: Loot;
  readonly amount?: number;
  readonly card?: ActionKind | CardId;
  readonly faceDown?: boolean;
  readonly event?: EventId;
  readonly round?: number;
  readonly roundCard?: RoundCardId;
  readonly option?: string;
  readonly winners?: readonly Seat[];
};
export type LogEntry = { readonly rule: RuleId; readonly kind: LogKind; readonly data: LogData };
export type Step = { readonly state: GameState; readonly log: readonly LogEntry[] };

export type Exclusion = {
  /** the excluded choice, or a partial description of a family of choices */
  readonly choice: { readonly kind: ChoiceKind } & { readonly [key: string]: unknown };
  readonly rule: RuleId;
  /** English */
  readonly reason: string;
  readonly data: LogData;
};
export type Explanation = { readonly legal: readonly Choice[]; readonly excluded: readonly Exclusion[] };

/** Why parsePosition refuses a text: one of NOTATION_ERROR_CODES (problem-codes.ts). */
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];
/** Why a position cannot happen: one of POSITION_PROBLEM_CODES (problem-codes.ts). */
export type PositionProblemCode = (typeof POSITION_PROBLEM_CODES)[number];
/** `message` is English; `path` names the field (`bandits.tuco.car`, `players[1].hand`…). */
export type PositionProblem = { readonly code: PositionProblemCode; readonly message: string; readonly path: string };
export type CheckOptions = {
  /** accept hidden values (purse values, cards, face-down pile cards, placements: a view()); default false */
  readonly allowHidden?: boolean;
};

// ---------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------

export type PlayerScore = {
  readonly seat: Seat;
  readonly bandits: readonly CharacterId[];
  readonly loot: number;
  readonly gunslinger: number;
  readonly total: number;
  readonly bulletsFired: number;
  readonly bulletsReceived: number;
};
export type FinalScore = {
  readonly players: readonly PlayerScore[];
  /** several = tied (shared win, or unresolved tie) */
  readonly winners: readonly Seat[];
  /** rule ids that decided the result, in order */
  readonly decidedBy: readonly RuleId[];
  readonly tie: 'none' | 'broken-by-bullets' | 'shared' | 'unresolved';
  /** English note, e.g. when the book is silent */
  readonly note?: string;
};

// ---------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------

/** Loot in a position spec: a purse value, 'jewel', 'strongbox', or a Loot object. */
export type LootSpec = number | 'jewel' | 'strongbox' | 'purse' | Loot;

export type BanditSpec = {
  readonly car: number;
  readonly floor?: Floor;
  readonly loot?: readonly LootSpec[];
  readonly bulletsLeft?: number;
  /** cards: ActionKind (of this bandit) or full CardId */
  readonly hand?: readonly (ActionKind | CardId)[];
  readonly deck?: readonly (ActionKind | CardId)[];
  readonly discard?: readonly (ActionKind | CardId)[];
  /** bullet cards received, put on top of the deck: shooter ids or 'neutral' */
  readonly received?: readonly (CharacterId | 'neutral')[];
};

export type PositionSpec = {
  readonly preset?: PresetId;
  readonly options?: Partial<Options>;
  /** standard: seat order of the characters (default: key order of `bandits`) */
  readonly characters?: readonly CharacterId[];
  readonly teams?: readonly (readonly CharacterId[])[];
  readonly wagons?: readonly WagonId[];
  /** number of cars including the locomotive (default: wagons/cars length + 1, else players + 1) */
  readonly carCount?: number;
  readonly cars?: readonly { readonly inside?: readonly LootSpec[]; readonly roof?: readonly LootSpec[] }[];
  readonly bandits: { readonly [C in CharacterId]?: BanditSpec };
  readonly marshal?: number;
  readonly neutralBullets?: number;
  readonly neutralDeckRemoved?: boolean;
  readonly round?: {
    readonly index?: number;
    readonly card?: RoundCardId;
    readonly deck?: readonly RoundCardId[];
    readonly turn?: number;
    readonly step?: number;
    readonly sub?: number;
    readonly firstPlayer?: number;
  };
  /** default: 'stealing' when a pile is given, else 'planning' */
  readonly phase?: 'planning' | 'stealing' | 'end-of-round';
  /** stealing: cards still to resolve, next first; planning: cards played so far */
  readonly pile?: readonly { readonly bandit: CharacterId; readonly card: ActionKind; readonly faceDown?: boolean }[];
  /** PRNG seed for everything the spec leaves random (deck order) */
  readonly seed?: number;
};
