// Public types of the Colt Express rules engine.
// Plain, readonly, JSON-serialisable data only. See README.md for the conventions.
import type { ERROR_CODES, NOTATION_ERROR_CODES, PROBLEM_CODES, WHY_CODES } from './codes.ts';
import type { EngineErrorOf, Result as SharedResult } from '../../shared/result.ts';
import type { StateBase } from '../../shared/engine.ts';

// ---------------------------------------------------------------------------
// Basic ids: one `as const` list per kind of id, the union derived from it (as chessops'
// types.ts). These lists are the only runtime values here: widgets, scenarios, the CLI and the
// sandbox import them from this module (no logic, no other import) instead of restating them.
// ---------------------------------------------------------------------------

export const CHARACTER_IDS = ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];
export const FLOORS = ['inside', 'roof'] as const;
export type Floor = (typeof FLOORS)[number];
/** 0 = locomotive, cars.length - 1 = caboose. */
export type CarIndex = number & { readonly __brand: 'CarIndex' };
/** 0-based seat, clockwise. */
export type Seat = number & { readonly __brand: 'Seat' };
export const ACTION_KINDS = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const LOOT_KINDS = ['purse', 'jewel', 'strongbox'] as const;
export type LootKind = (typeof LOOT_KINDS)[number];
/** Purse value null = hidden (only in states returned by view()). Jewel = $500, strongbox = $1000. */
export type Loot =
  | { readonly kind: 'purse'; readonly value: number | null }
  | { readonly kind: 'jewel' }
  | { readonly kind: 'strongbox' };
/** What a Rob choice names: only the kind (purses lie face down, so a Rob never names a value). */
export type LootPick = { readonly kind: LootKind };

/** The six wagon floors (data/wagons.ts); the ids are ours, in the order of components.md. */
export const WAGON_IDS = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'] as const;
export type WagonId = (typeof WAGON_IDS)[number];
export type CarWagon = WagonId | 'locomotive';
export const TURN_KINDS = ['standard', 'tunnel', 'speeding-up', 'switching'] as const;
export type TurnKind = (typeof TURN_KINDS)[number];
/** Every event, in the order the position notation numbers them: append only. */
export const EVENT_IDS = [
  'angry-marshal',
  'swivel-arm',
  'braking',
  'take-it-all',
  'passengers-rebellion',
  'pickpocketing',
  'marshals-revenge',
  'hostage-conductor',
] as const;
export type EventId = (typeof EVENT_IDS)[number];
/** Every round card (data/round-cards.ts, same order): the seven round cards, then the three Train Station cards. */
export const ROUND_CARD_IDS = [
  'angry-marshal',
  'swivel-arm',
  'braking',
  'take-it-all',
  'passengers-rebellion',
  'tunnel',
  'bridge',
  'marshals-revenge',
  'pickpocketing',
  'hostage-conductor',
] as const;
export type RoundCardId = (typeof ROUND_CARD_IDS)[number];

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

/** Every rule id: the first column of the rule table in rules.ts (RULES lists them with their page and source). */
export type { RuleId } from './rules.ts';
import type { RuleId } from './rules.ts';
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

export const MODES = ['standard', 'team-two-player', 'two-bandits'] as const;
export type Mode = (typeof MODES)[number];
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
/** 'original' = 2014 rules (002/003); 'revised' = revised rules, first game (000/001); 'revised-advanced' = revised with Train Station cards and events. */
export const PRESET_IDS = ['original', 'revised', 'revised-advanced'] as const;
export type PresetId = (typeof PRESET_IDS)[number];
/** An option's value; the seed file(s) and section it comes from: option-sources.ts. */
export type OptionValueInfo = { readonly value: string | boolean };
export type OptionInfo = {
  readonly name: OptionName;
  readonly rule: RuleId;
  readonly values: readonly OptionValueInfo[];
  readonly defaults: { readonly [P in PresetId]: string | boolean };
};

// ---------------------------------------------------------------------------
// Static data
// ---------------------------------------------------------------------------

/** A character and the rule of his ability (what the ability changes: characters/<id>.ts, hooks.ts). */
export type CharacterInfo = { readonly id: CharacterId; readonly rule: RuleId };
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

/** The shared part (config, rng, players, round, phase, pending: src/games/shared/engine.ts) and this game's. */
export type GameState = StateBase<ResolvedConfig, PlayerState, RoundState, Phase, Pending> & {
  readonly cars: readonly CarState[];
  readonly bandits: { readonly [C in CharacterId]?: BanditState };
  readonly marshal: CarIndex;
  readonly neutralBullets: number;
  readonly neutralDeckRemoved: boolean;
  readonly box: BoxState;
  /** planning: cards played so far (first played first); stealing: cards still to resolve, next first */
  readonly pile: readonly PileCard[];
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
// Results and errors
// ---------------------------------------------------------------------------

/** Every error code of the public API: one of ERROR_CODES (codes.ts). */
export type EngineErrorCode = (typeof ERROR_CODES)[number];
/** Why apply() refuses a choice: every code but createGame's, parsePosition's, buildPosition's and replay's. */
export type ApplyErrorCode = Exclude<EngineErrorCode, 'bad-config' | 'parse' | 'position' | 'replay'>;

/** The shared error shape (src/games/shared/result.ts) and what this engine adds to it. */
export type EngineError<C extends EngineErrorCode = EngineErrorCode> = EngineErrorOf<C> & {
  /** illegal-choice: the rule that excludes the choice, when known */
  readonly rule?: RuleId;
  /** buildPosition: the problems found (by checkPosition, or in the spec) */
  readonly problems?: readonly PositionProblem[];
  /** parsePosition: what is wrong with the text (`path` names the field) */
  readonly notation?: NotationErrorCode;
};
export type ApplyError = EngineError<ApplyErrorCode>;
export type Result<T, E extends EngineError = EngineError> = SharedResult<T, E>;

// ---------------------------------------------------------------------------
// Log: one data shape per kind (narration switches on the kind)
// ---------------------------------------------------------------------------

export type LogDataOf = {
  /** the train is built: `amount` cars, the locomotive included */
  readonly 'game-start': { readonly amount: number };
  readonly 'round-start': { readonly round: number; readonly roundCard: RoundCardId; readonly seat: Seat };
  readonly dealt: { readonly seat: Seat; readonly amount: number };
  /** two-bandit round start: the card picked from the deck (null in logFor() for another seat: a hand is secret) */
  readonly picked: { readonly seat: Seat; readonly bandit: CharacterId; readonly card: ActionKind | null };
  readonly placed: { readonly seat: Seat; readonly bandit: CharacterId; readonly to: CarIndex; readonly floor: Floor };
  /** `card` is null when the card is played face down (the log does not show it) */
  readonly played: { readonly seat: Seat; readonly bandit: CharacterId; readonly card: ActionKind | null; readonly faceDown: boolean };
  readonly drew: { readonly seat: Seat; readonly amount: number };
  readonly passed: { readonly seat: Seat };
  /** two-bandit cover fire: always face up */
  readonly covered: { readonly seat: Seat; readonly bandit: CharacterId; readonly card: ActionKind };
  readonly 'no-cover': { readonly seat: Seat };
  /** expert: the card kept for the next round ('hidden' in logFor() for another seat) */
  readonly kept: { readonly seat: Seat; readonly card: CardId };
  /** expert: `amount` cards of the hand go to the discard pile (the rest at the end of planning, or drawn bullets) */
  readonly discarded: { readonly seat: Seat; readonly amount: number };
  /** expert: the resolved action card goes face up on its owner's discard pile */
  readonly 'card-discarded': { readonly seat: Seat; readonly card: ActionCardId };
  readonly reshuffled: { readonly seat: Seat };
  readonly 'cards-returned': { readonly seat: Seat; readonly amount: number };
  readonly 'stealing-start': { readonly amount: number };
  readonly moved: { readonly bandit: CharacterId; readonly from: CarIndex; readonly to: CarIndex; readonly floor: Floor };
  readonly 'floor-changed': { readonly bandit: CharacterId; readonly to: CarIndex; readonly floor: Floor };
  /** `bandit` played the Marshal card; null = an event moved him */
  readonly 'marshal-moved': { readonly bandit: CharacterId | null; readonly from: CarIndex; readonly to: CarIndex };
  readonly 'fled-to-roof': { readonly bandit: CharacterId; readonly to: CarIndex; readonly floor: 'roof' };
  readonly 'got-bullet': { readonly bandit: CharacterId; readonly card: BulletCardId };
  /** `amount` bandits should take a neutral bullet and nobody does; `deckRemoved`: the deck had already left the game */
  readonly 'no-neutral-bullet': { readonly amount: number; readonly deckRemoved: boolean };
  readonly 'neutral-deck-removed': { readonly option: 'remove-deck' };
  readonly 'bullet-fired': { readonly bandit: CharacterId; readonly target: CharacterId; readonly card: BulletCardId };
  /** `target`: the bandit who just dropped it (Cheyenne's punch), else null */
  readonly 'loot-taken': {
    readonly bandit: CharacterId;
    readonly target: CharacterId | null;
    readonly loot: Loot;
    readonly to: CarIndex;
    readonly floor: Floor;
  };
  /** `target` dropped it when `bandit` punched him; both null = an event put it there */
  readonly 'loot-dropped': {
    readonly bandit: CharacterId | null;
    readonly target: CharacterId | null;
    readonly loot: Loot;
    readonly to: CarIndex;
    readonly floor: Floor;
  };
  readonly pushed: { readonly bandit: CharacterId; readonly target: CharacterId; readonly from: CarIndex; readonly to: CarIndex; readonly floor: Floor };
  /** a move that would take `bandit` off the train: he stays */
  readonly stayed: { readonly bandit: CharacterId; readonly from: CarIndex; readonly to: CarIndex; readonly floor: Floor };
  /** the rule of the entry says what had no effect (Fire without target, Rob with nothing there, …) */
  readonly 'no-effect': { readonly bandit: CharacterId | null };
  readonly event: { readonly event: EventId; readonly roundCard: RoundCardId };
  /** Marshal's Revenge: `option` says where the purse goes (onto that roof, or out of play) */
  readonly 'purse-lost': { readonly bandit: CharacterId; readonly loot: Loot; readonly to: CarIndex; readonly floor: 'roof'; readonly option: 'roof' | 'discard' };
  readonly ransom: { readonly bandit: CharacterId; readonly loot: Loot; readonly amount: number; readonly option: Options['hostageRansom'] };
  readonly 'round-end': { readonly round: number; readonly roundCard: RoundCardId };
  readonly 'first-player': { readonly seat: Seat };
  readonly 'game-over': { readonly winners: readonly Seat[] };
};
export type LogKind = keyof LogDataOf;
export type LogEntryOf<K extends LogKind> = { readonly rule: RuleId; readonly kind: K; readonly data: LogDataOf[K] };
/** A union keyed by `kind`: `switch (e.kind)` narrows `e.data` to that kind's shape. */
export type LogEntry = { readonly [K in LogKind]: LogEntryOf<K> }[LogKind];
export type LogData = LogDataOf[LogKind];
export type Step = { readonly state: GameState; readonly log: readonly LogEntry[] };

// ---------------------------------------------------------------------------
// Explanations: why an option is excluded, as a closed code with typed parameters
// ---------------------------------------------------------------------------

/** Every reason the rules exclude an option: one of WHY_CODES (codes.ts). */
export type ExclusionWhy = (typeof WHY_CODES)[number];
export type WhyCode = ExclusionWhy;

/** The parameters a reason may carry: each name always has the same type (bandits, a car, a floor, numbers). */
export type ReasonParams = {
  /** the bandit acting (shooter, puncher, mover) */
  readonly bandit: CharacterId;
  /** the bandit the excluded option is aimed at */
  readonly target: CharacterId;
  /** another bandit who is a legal target */
  readonly other: CharacterId;
  /** the roof bandit standing in the line of sight */
  readonly blocker: CharacterId;
  /** the character whose ability would allow it */
  readonly only: CharacterId;
  readonly to: CarIndex;
  readonly floor: Floor;
  /** cars between two bandits */
  readonly distance: number;
  readonly count: number;
};
export type ReasonParam = keyof ReasonParams;
type Params<K extends ReasonParam> = { readonly [P in K]: ReasonParams[P] };
type NoParams = { readonly [P in never]: never };
type ParamsTable = {
  'no-bullets': Params<'bandit'>;
  protected: Params<'target' | 'other'>;
  'same-position': Params<'bandit' | 'target'>;
  'other-floor': Params<'target' | 'only'>;
  'inside-to-roof': Params<'target'>;
  'inside-too-far': Params<'target' | 'distance'>;
  'roof-to-inside': Params<'target'>;
  'line-of-sight': Params<'bandit' | 'target' | 'blocker'>;
  'not-here': Params<'bandit' | 'target'>;
  'must-move': Params<'bandit'>;
  'inside-one-car': Params<'bandit' | 'to'>;
  'roof-three-cars': Params<'bandit' | 'to'>;
  'marshal-one-car': Params<'to'>;
  'marshal-must-move': Params<'to'>;
  'own-floor': Params<'bandit' | 'floor'>;
  'bullet-card': Params<'count'>;
  'deck-empty': NoParams;
  'first-turn-only': Params<'bandit'>;
  'face-up-turn': NoParams;
  'cover-not-marshal': Params<'bandit'>;
};
/** The parameters of each reason (a compile error here when WHY_CODES and the table differ). */
export type ExclusionParamsOf = { readonly [W in ExclusionWhy]: ParamsTable[W] };
/** A reason with its parameters, keyed by `why` (what an exclusion says, besides its choice and rule). */
export type ExclusionReason = { readonly [W in ExclusionWhy]: { readonly why: W; readonly params: ExclusionParamsOf[W] } }[ExclusionWhy];

/** An excluded option: one choice, or a family of choices (`rob` of a floor, any bullet card, any card face down). */
export type ExcludedChoice =
  | { readonly kind: 'fire'; readonly target: CharacterId }
  | { readonly kind: 'punch'; readonly target: CharacterId }
  | { readonly kind: 'move'; readonly to: CarIndex }
  | { readonly kind: 'marshal'; readonly to: CarIndex }
  | { readonly kind: 'rob'; readonly floor: Floor }
  | { readonly kind: 'play'; readonly card: 'bullet' }
  | { readonly kind: 'play'; readonly faceDown: true }
  | { readonly kind: 'draw' }
  | { readonly kind: 'cover'; readonly card: 'marshal'; readonly bandit: CharacterId };

export type ExclusionOf<W extends ExclusionWhy> = {
  readonly choice: ExcludedChoice;
  readonly rule: RuleId;
  readonly why: W;
  readonly params: ExclusionParamsOf[W];
  /** English, for API users and error messages; a consumer words `why` + `params` itself, never parses this */
  readonly reason: string;
};
/** A union keyed by `why`. */
export type Exclusion = { readonly [W in ExclusionWhy]: ExclusionOf<W> }[ExclusionWhy];
export type Explanation = { readonly legal: readonly Choice[]; readonly excluded: readonly Exclusion[] };

/** Why parsePosition refuses a text: one of NOTATION_ERROR_CODES (codes.ts). */
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];
/** Why a position cannot happen: one of PROBLEM_CODES (codes.ts). */
export type PositionProblemCode = (typeof PROBLEM_CODES)[number];
export type ProblemCode = PositionProblemCode;
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
