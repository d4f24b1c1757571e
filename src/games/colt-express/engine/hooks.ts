// The one list of what a character or an event may change in the rules.
// A rule module asks CHARACTER_HOOKS[id].<hook> (one table lookup, no allocation); a character
// without that hook plays by the common rule. Each hook that lifts or adds a limit also answers
// explain()'s question "why is this option excluded?" for it, so that no other module names a
// character. Events act once, at the end of the round.
import type {
  BanditState,
  CharacterId,
  EventId,
  ExclusionReason,
  GameState,
  LootKind,
  Loot,
  PlayerState,
  RuleId,
} from './types.ts';
import { CHARACTER_IDS } from './types.ts';
import type { Ctx } from './ctx.ts';
import { GHOST } from './characters/ghost.ts';
import { BELLE } from './characters/belle.ts';
import { CHEYENNE } from './characters/cheyenne.ts';
import { TUCO } from './characters/tuco.ts';
import { DJANGO } from './characters/django.ts';
import { DOC } from './characters/doc.ts';
import { angryMarshal } from './events/angry-marshal.ts';
import { swivelArm } from './events/swivel-arm.ts';
import { braking } from './events/braking.ts';
import { takeItAll } from './events/take-it-all.ts';
import { passengersRebellion } from './events/passengers-rebellion.ts';
import { pickpocketing } from './events/pickpocketing.ts';
import { marshalsRevenge } from './events/marshals-revenge.ts';
import { hostageConductor } from './events/hostage-conductor.ts';

export type CharacterHooks = {
  /** the rule id logged when one of these hooks changes something, and named by its exclusions */
  readonly rule: RuleId;
  /** Fire: may the shooter also hit `other`, who is at his car on the other floor? (Tuco) */
  readonly extraFireTarget?: (s: GameState, shooter: CharacterId, other: CharacterId) => boolean;
  /** explain(): `target` is no Fire target of a shooter without this ability, although it would be one of `self`'s (Tuco) */
  readonly whyNotExtraTarget?: (target: CharacterId, self: CharacterId) => ExclusionReason;
  /** Fire and Punch: this bandit, found among the targets, may edit the list (Belle leaves it). */
  readonly targetFilter?: (targets: CharacterId[], self: CharacterId) => void;
  /** explain(): why `self`'s targetFilter took `target` out of the targets; `legal` = what is left (Belle) */
  readonly whyFiltered?: (target: CharacterId, self: CharacterId, legal: readonly CharacterId[]) => ExclusionReason | null;
  /** Fire: after this shooter's bullet hit `target` (Django pushes him). */
  readonly afterHit?: (ctx: Ctx, shooter: CharacterId, target: CharacterId) => void;
  /** Punch, legal choices: may the puncher take the dropped loot of this kind? (Cheyenne) */
  readonly mayTakePunchDrop?: (kind: LootKind | null) => boolean;
  /** Punch, effect of a choice with `take: true`: put `loot` dropped by `target` somewhere; true = taken. */
  readonly afterPunchDrop?: (ctx: Ctx, puncher: CharacterId, target: CharacterId, loot: Loot, at: BanditState) => boolean;
  /** Round start: the hand size of a player running this bandit (Doc). */
  readonly handSize?: (size: number) => number;
  /** Planning, face-up turn: may this player play a card face down? (Ghost) */
  readonly mayPlayFaceDown?: (p: PlayerState) => boolean;
  /** explain(): why mayPlayFaceDown says no now (Ghost: only on his first turn of the round) */
  readonly whyNoFaceDown?: (self: CharacterId) => ExclusionReason;
};

/** Every hook present (undefined when unused): one object shape, so the lookups stay monomorphic. */
type HookSlots = { readonly rule: RuleId } & { readonly [K in Exclude<keyof CharacterHooks, 'rule'>]-?: CharacterHooks[K] | undefined };
function slots(h: CharacterHooks): HookSlots {
  return {
    rule: h.rule,
    extraFireTarget: h.extraFireTarget,
    whyNotExtraTarget: h.whyNotExtraTarget,
    targetFilter: h.targetFilter,
    whyFiltered: h.whyFiltered,
    afterHit: h.afterHit,
    mayTakePunchDrop: h.mayTakePunchDrop,
    afterPunchDrop: h.afterPunchDrop,
    handSize: h.handSize,
    mayPlayFaceDown: h.mayPlayFaceDown,
    whyNoFaceDown: h.whyNoFaceDown,
  };
}

export const CHARACTER_HOOKS: { readonly [C in CharacterId]: HookSlots } = {
  ghost: slots(GHOST),
  belle: slots(BELLE),
  cheyenne: slots(CHEYENNE),
  tuco: slots(TUCO),
  django: slots(DJANGO),
  doc: slots(DOC),
};

/** Characters that filter a target list (checked once per list, in this fixed order). */
const TARGET_FILTERS: readonly CharacterId[] = CHARACTER_IDS.filter((id) => CHARACTER_HOOKS[id].targetFilter !== undefined);

/** Apply the targetFilter hooks of the characters in `targets` (Fire and Punch). */
export function filterTargets(targets: CharacterId[]): void {
  for (let i = 0; i < TARGET_FILTERS.length; i++) {
    const id = TARGET_FILTERS[i]!;
    if (targets.indexOf(id) >= 0) CHARACTER_HOOKS[id].targetFilter!(targets, id);
  }
}

/** A hook's answer to "why is it excluded?", with the rule of that hook. */
export type HookWhy = { readonly rule: RuleId; readonly reason: ExclusionReason };

/** explain(): the hook that took `target` out of `raw` (the targets before the filters), and why. */
export function whyFiltered(raw: readonly CharacterId[], legal: readonly CharacterId[], target: CharacterId): HookWhy | null {
  for (const id of TARGET_FILTERS) {
    const h = CHARACTER_HOOKS[id];
    const reason = raw.includes(id) ? (h.whyFiltered?.(target, id, legal) ?? null) : null;
    if (reason !== null) return { rule: h.rule, reason };
  }
  return null;
}

/** explain(): the character whose ability would let `shooter` hit `target` (Tuco through the roof), and why it does not. */
export function whyNotExtraTarget(s: GameState, shooter: CharacterId, target: CharacterId): HookWhy | null {
  for (const id of CHARACTER_IDS) {
    const h = CHARACTER_HOOKS[id];
    if (id === shooter || h.extraFireTarget === undefined || h.whyNotExtraTarget === undefined) continue;
    if (h.extraFireTarget(s, shooter, target)) return { rule: h.rule, reason: h.whyNotExtraTarget(target, id) };
  }
  return null;
}

/** The rule that lets this player play face down in a face-up turn now (Ghost), or null. */
export function faceDownRule(p: PlayerState): RuleId | null {
  for (let i = 0; i < p.bandits.length; i++) {
    const h = CHARACTER_HOOKS[p.bandits[i]!];
    if (h.mayPlayFaceDown !== undefined && h.mayPlayFaceDown(p)) return h.rule;
  }
  return null;
}

/** explain(): a bandit of this player who may sometimes play face down, and why not now (Ghost after his first turn). */
export function whyNoFaceDown(p: PlayerState): HookWhy | null {
  for (const id of p.bandits) {
    const h = CHARACTER_HOOKS[id];
    if (h.mayPlayFaceDown !== undefined && h.whyNoFaceDown !== undefined && !h.mayPlayFaceDown(p))
      return { rule: h.rule, reason: h.whyNoFaceDown(id) };
  }
  return null;
}

/** Punch: may `puncher` take the loot of this kind that his target drops? (Cheyenne: a purse) */
export function mayTakePunchDrop(puncher: CharacterId, kind: LootKind | null): boolean {
  // public (scenario vocabulary): an unknown id is no Cheyenne, never an exception
  if (typeof puncher !== 'string' || !Object.hasOwn(CHARACTER_HOOKS, puncher)) return false;
  const h = CHARACTER_HOOKS[puncher].mayTakePunchDrop;
  return h !== undefined && h(kind);
}

/** Round start: a player's hand size from the base size (6), through his bandits' hooks (Doc 7). */
export function handSizeOf(p: PlayerState, base: number): number {
  let n = base;
  for (let i = 0; i < p.bandits.length; i++) {
    const h = CHARACTER_HOOKS[p.bandits[i]!].handSize;
    if (h !== undefined) n = h(n);
  }
  return n;
}

/** 'round-over': the round ends now; 'asks': the event asks a player first (pending is set). */
export type EventOutcome = 'round-over' | 'asks';
export type EventHandler = (ctx: Ctx) => EventOutcome;

export const EVENT_HANDLERS: { readonly [E in EventId]: EventHandler } = {
  'angry-marshal': angryMarshal,
  'swivel-arm': swivelArm,
  braking,
  'take-it-all': takeItAll,
  'passengers-rebellion': passengersRebellion,
  pickpocketing,
  'marshals-revenge': marshalsRevenge,
  'hostage-conductor': hostageConductor,
};
