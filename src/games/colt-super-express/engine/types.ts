// Public types of the Colt Super Express rules engine.
// Plain, readonly, JSON-serialisable data only. See README.md for the conventions.
import type { BANDIT_IDS, CARD_KINDS, FACINGS, FLOORS, LOOT_VALUES } from './data/components.ts';
import type { RuleId } from './rules.ts';
import type { ERROR_CODES, NOTATION_CODES, PROBLEM_CODES, WHY_CODES } from './codes.ts';
import type { EngineErrorOf, Result as SharedResult } from '../../shared/result.ts';
import type { StateBase } from '../../shared/engine.ts';

export type { RuleId, Page, RuleInfo } from './rules.ts';

// ---------------------------------------------------------------------------
// Ids (derived from the lists in data/components.ts)

export type BanditId = (typeof BANDIT_IDS)[number];
export type CardKind = (typeof CARD_KINDS)[number];
/** A card as a viewer sees it: 'hidden' only in states returned by view(). */
export type HandCard = CardKind | 'hidden';
export type Floor = (typeof FLOORS)[number];
/** forward = toward the locomotive; back = toward the rear end of the train. */
export type Facing = (typeof FACINGS)[number];
/** A train-car card, named by the value of its loot side. */
export type LootValue = (typeof LOOT_VALUES)[number];
/** A wagon card as a viewer sees it: 'hidden' (face down, still coupled) only in states returned by view(). */
export type WagonCard = LootValue | 'hidden';
/** 0 = locomotive, train.length - 1 = the last wagon. */
export type CarIndex = number & { readonly __brand: 'CarIndex' };
/** 0-based seat, clockwise. */
export type Seat = number & { readonly __brand: 'Seat' };

// ---------------------------------------------------------------------------
// Options (options.ts lists each with its values and their sources)

export type Options = {
  /** Reflex expansion: one more card per hand. */
  readonly reflex: boolean;
  /** Horse expansion: one more card per hand. */
  readonly horse: boolean;
  /** Where a shot bandit lands in the next wagon's line: the side the bullet came from, or the far side. */
  readonly shotLanding: 'entry-side' | 'far-side';
  /** Same distance, same floor: the bandit nearer the rear end of its line, or the one first in turn order. */
  readonly lootTie: 'rear-of-line' | 'turn-order';
  /** Horse revealed by a stunned bandit: only stands up (like every card), or stands up and rides. */
  readonly stunnedHorse: 'stand-up' | 'ride';
  /** Horse saves a bandit who fell off in any way, or only one shot off. */
  readonly horseRescue: 'any-fall' | 'shot-off';
  /** One bandit left while a fallen one may still be saved by Horse: wait for that card, or end now. */
  readonly lastBandit: 'after-horse' | 'immediately';
  /** Nobody left on the train: the last to leave win (ranked by loot if several), or nobody wins. */
  readonly allOut: 'last-to-leave' | 'no-winner';
  /** Still equal after the loot values: a shared win, or left unresolved. */
  readonly finalTie: 'shared' | 'unresolved';
};
export type OptionName = keyof Options;
export type OptionValueInfo = { readonly value: string | boolean; readonly source: string };
export type OptionInfo = {
  readonly name: OptionName;
  readonly rule: RuleId;
  readonly values: readonly OptionValueInfo[];
  readonly default: string | boolean;
  readonly note: string;
};

// ---------------------------------------------------------------------------
// Configuration

export type GameConfig = {
  readonly seed: number;
  /** 2 to 7 (default: bandits.length, else 4) */
  readonly players?: number;
  /** one bandit per seat, clockwise (default: drawn from the seed) */
  readonly bandits?: readonly BanditId[];
  readonly options?: Partial<Options>;
  /** the wagons' cards from the locomotive back, players + 1 of them (default: drawn from the seed) */
  readonly cars?: readonly LootValue[];
  /** seat of the first player (default: drawn from the seed) */
  readonly firstPlayer?: number;
};

export type ResolvedConfig = {
  /** uint32 */
  readonly seed: number;
  readonly players: number;
  /** one bandit per seat, clockwise */
  readonly bandits: readonly BanditId[];
  readonly options: Options;
  /** the wagon cards of this game, from the locomotive back, as set up ('hidden' only in a view: a coupled wagon's card lies face down) */
  readonly cars: readonly WagonCard[];
};

// ---------------------------------------------------------------------------
// Game state

export type Phase = 'planning' | 'revealing' | 'game-over';

/** A car: its card and, on each floor, the line of bandits from the front (locomotive side) to the rear. */
export type CarState = {
  readonly card: WagonCard | 'locomotive';
  readonly inside: readonly BanditId[];
  readonly roof: readonly BanditId[];
};

export type FallHow = 'shot' | 'walked' | 'uncoupled';
/** When and how a bandit left the train: round, reveal pass (3 = the uncoupling) and step. */
export type OutState = { readonly round: number; readonly pass: number; readonly step: number; readonly how: FallHow };

export type BanditState = {
  readonly seat: Seat;
  readonly facing: Facing;
  /** lying down (004: bedövad) */
  readonly stunned: boolean;
  /** null = on the train */
  readonly out: OutState | null;
  /** wagon cards taken, sorted by value */
  readonly loot: readonly LootValue[];
};

export type PlayerState = {
  readonly seat: Seat;
  readonly bandit: BanditId;
  /** in hand (planning) or set aside (after planning), sorted in CARD_KINDS order */
  readonly hand: readonly HandCard[];
  /** stacked face down, top (next to reveal) first */
  readonly stack: readonly HandCard[];
  /** revealed this round, in order */
  readonly revealed: readonly CardKind[];
};

export type RoundState = {
  /** 0-based; also the number of wagons uncoupled so far */
  readonly index: number;
  readonly firstPlayer: Seat;
  /** revealing: which card of the stacks (0, 1, 2) */
  readonly pass: number;
  /** revealing: position in turn order from the first player */
  readonly step: number;
};

export type Pending =
  /** stack the next card (the first chosen is revealed first) */
  | { readonly kind: 'plan'; readonly seat: Seat; readonly bandit: BanditId }
  /** reveal the top card of the stack and carry it out */
  | { readonly kind: 'reveal'; readonly seat: Seat; readonly bandit: BanditId };
export type PendingKind = Pending['kind'];

/** The shared part (config, rng, players, round, phase, pending: src/games/shared/engine.ts) and this game's. The rng is used by the setup only (kept for bit-identical replays). */
export type GameState = StateBase<ResolvedConfig, PlayerState, RoundState, Phase, Pending> & {
  readonly train: readonly CarState[];
  readonly bandits: { readonly [B in BanditId]?: BanditState };
};

// ---------------------------------------------------------------------------
// Choices

export type Choice = { readonly kind: 'stack'; readonly card: CardKind } | { readonly kind: 'reveal' };
export type ChoiceKind = Choice['kind'];

// ---------------------------------------------------------------------------
// Results and errors

/** Every error code of the public API: one of ERROR_CODES (codes.ts). */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The shared error shape (src/games/shared/result.ts) and what this engine adds to it. */
export type EngineError = EngineErrorOf<ErrorCode> & {
  /** illegal-choice: the rule that excludes the choice */
  readonly rule?: RuleId;
  /** parse: what is wrong with the text */
  readonly notation?: NotationError;
  /** position / bad-state: the problems found by checkPosition */
  readonly problems?: readonly PositionProblem[];
};
export type Result<T> = SharedResult<T, EngineError>;

export type NotationField = 'text' | 'prefix' | 'config' | 'rng' | 'train' | 'bandits' | 'players' | 'round' | 'pending';
/** What is wrong with a position text: one of NOTATION_CODES (codes.ts). */
export type NotationProblem = (typeof NOTATION_CODES)[number];
export type NotationError = {
  readonly field: NotationField;
  readonly problem: NotationProblem;
  /** English, names the part of the field */
  readonly message: string;
};

/** Why a position cannot happen: one of PROBLEM_CODES (codes.ts). */
export type ProblemCode = (typeof PROBLEM_CODES)[number];
export type PositionProblem = { readonly code: ProblemCode; readonly message: string; readonly path: string };

// ---------------------------------------------------------------------------
// Log: one shape per kind

type LogOf<K extends string, D> = { readonly kind: K; readonly rule: RuleId; readonly data: D };
type At = { readonly car: CarIndex; readonly floor: Floor; /** 0 = front of the line */ readonly place: number };

export type LogEntry =
  | LogOf<'game-start', { readonly players: number; readonly wagons: number }>
  | LogOf<'expansion', { readonly card: 'reflex' | 'horse' }>
  | LogOf<'first-player', { readonly seat: Seat; readonly bandit: BanditId; readonly skipped: readonly BanditId[] }>
  | LogOf<'placed', { readonly bandit: BanditId; readonly facing: Facing } & At>
  | LogOf<'round-start', { readonly round: number; readonly cards: number }>
  | LogOf<'stacked', { readonly seat: Seat; readonly bandit: BanditId; readonly count: number }>
  | LogOf<'revealed', { readonly bandit: BanditId; readonly card: CardKind }>
  | LogOf<'turned', { readonly bandit: BanditId; readonly facing: Facing }>
  | LogOf<'climbed', { readonly bandit: BanditId } & At>
  | LogOf<'moved', { readonly bandit: BanditId; readonly from: CarIndex } & At>
  | LogOf<'bullet-passed', { readonly bandit: BanditId; readonly target: BanditId }>
  | LogOf<'hit', { readonly bandit: BanditId; readonly target: BanditId }>
  | LogOf<'no-target', { readonly bandit: BanditId }>
  | LogOf<'pushed', { readonly bandit: BanditId; readonly from: CarIndex } & At>
  | LogOf<'fell', { readonly bandit: BanditId; readonly from: CarIndex; readonly floor: Floor; readonly how: FallHow }>
  | LogOf<'stood-up', { readonly bandit: BanditId; readonly card: CardKind }>
  | LogOf<'lay-down', { readonly bandit: BanditId }>
  | LogOf<'horse', { readonly bandit: BanditId } & At>
  | LogOf<'rescued', { readonly bandit: BanditId }>
  | LogOf<'not-rescued', { readonly bandit: BanditId; readonly card: CardKind }>
  | LogOf<'set-aside', { readonly bandit: BanditId; readonly count: number }>
  | LogOf<'uncoupled', { readonly car: CarIndex; readonly value: LootValue }>
  | LogOf<'loot-taken', { readonly bandit: BanditId; readonly value: LootValue }>
  | LogOf<'loot-unclaimed', { readonly value: LootValue }>
  | LogOf<'horse-chance', { readonly left: BanditId | null; readonly waiting: readonly BanditId[]; readonly wait: boolean }>
  | LogOf<'game-over', { readonly end: EndKind; readonly winners: readonly BanditId[] }>;
export type LogKind = LogEntry['kind'];
export type LogDataOf<K extends LogKind> = Extract<LogEntry, { readonly kind: K }>['data'];
export type Step = { readonly state: GameState; readonly log: readonly LogEntry[] };

// ---------------------------------------------------------------------------
// Explanations: a closed `why` code with typed params per code

/** The parameters of each reason (a compile error in WhyParams when WHY_CODES and this table differ). */
type WhyParamsTable = {
  /** plan: this card is already in the stack */
  readonly 'already-stacked': { readonly card: CardKind };
  /** plan: the card belongs to an expansion not in play */
  readonly 'not-in-play': { readonly card: CardKind };
  /** Fire: the target is behind the shooter (the shooter faces away from it) */
  readonly behind: { readonly target: BanditId };
  /** Fire: the target is on the other floor */
  readonly 'other-floor': { readonly target: BanditId; readonly floor: Floor };
  /** Fire: `blocker` is hit first */
  readonly blocked: { readonly target: BanditId; readonly blocker: BanditId };
  /** Fire: the target lies stunned, the bullets fly past */
  readonly 'lying-stunned': { readonly target: BanditId };
  /** Fire: the shooter is stunned, so the card only stands it up */
  readonly 'shooter-stunned': { readonly target: BanditId; readonly shooter: BanditId };
};
/** Every reason the rules exclude an option: one of WHY_CODES (codes.ts). */
export type WhyCode = (typeof WHY_CODES)[number];
export type WhyParams = { readonly [W in WhyCode]: WhyParamsTable[W] };

/** What an exclusion is about: a card that cannot be stacked, or a bandit the revealed card will not hit. */
export type ExcludedChoice = { readonly kind: 'stack'; readonly card: CardKind } | { readonly kind: 'reveal'; readonly target: BanditId };
export type Exclusion = {
  [W in WhyCode]: {
    readonly choice: ExcludedChoice;
    readonly rule: RuleId;
    readonly why: W;
    readonly params: WhyParams[W];
    /** English */
    readonly reason: string;
  };
}[WhyCode];

/** What the pending reveal will do (the top card is known to the engine, not to the other players). */
export type RevealPreview = {
  readonly bandit: BanditId;
  readonly card: CardKind;
  /** the card only stands the bandit up (or, for Reflex, stands it up before firing) */
  readonly standsUp: boolean;
  /** Fire (or Reflex while stunned): the bandit hit, null = nobody */
  readonly target: BanditId | null;
  /** the bandit is out of the game: this is its Horse chance */
  readonly fromOutside: boolean;
};
export type Explanation = {
  readonly legal: readonly Choice[];
  readonly excluded: readonly Exclusion[];
  readonly reveal: RevealPreview | null;
};

// ---------------------------------------------------------------------------
// Score

export type EndKind = 'last-bandit' | 'locomotive' | 'all-out';
export type Standing = {
  readonly seat: Seat;
  readonly bandit: BanditId;
  readonly onTrain: boolean;
  readonly lootCards: number;
  /** highest loot card, null = none */
  readonly best: LootValue | null;
  readonly loot: readonly LootValue[];
};
export type FinalScore = {
  readonly over: boolean;
  readonly end: EndKind | null;
  /** several = tied (shared or unresolved); empty = not over, or nobody wins */
  readonly winners: readonly BanditId[];
  readonly tie: 'none' | 'shared' | 'unresolved';
  /** rule ids that decided the result, in order */
  readonly decidedBy: readonly RuleId[];
  readonly standings: readonly Standing[];
};

// ---------------------------------------------------------------------------
// Positions (buildPosition)

export type BanditSpec = {
  readonly facing?: Facing;
  readonly stunned?: boolean;
  /** out of the game (default: how 'walked', this round before any reveal) */
  readonly out?: boolean | Partial<OutState>;
  readonly loot?: readonly LootValue[];
  /** stacked cards still to reveal, top first */
  readonly stack?: readonly CardKind[];
  /** cards revealed this round, in order */
  readonly revealed?: readonly CardKind[];
};

export type PositionSpec = {
  readonly options?: Partial<Options>;
  /** seat order, clockwise (default: the key order of `bandits`) */
  readonly seats?: readonly BanditId[];
  readonly bandits: { readonly [B in BanditId]?: BanditSpec };
  /** the train from the locomotive back: each floor's line from the front to the rear; `card` of a wagon */
  readonly train: readonly { readonly card?: LootValue; readonly inside?: readonly BanditId[]; readonly roof?: readonly BanditId[] }[];
  /** seat or bandit of the first player (default: seat 0) */
  readonly firstPlayer?: number | BanditId;
  /** default: 'revealing' when some bandit has a stack, else 'planning' */
  readonly phase?: 'planning' | 'revealing';
  /** revealing: who reveals next (default: the first in turn order with a card to reveal) */
  readonly next?: BanditId;
  readonly seed?: number;
};
