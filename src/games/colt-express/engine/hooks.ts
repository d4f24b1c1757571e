// The one list of what a character or an event may change in the rules.
// A rule module asks CHARACTER_HOOKS[id].<hook> (one table lookup, no allocation); a character
// without that hook plays by the common rule. Events act once, at the end of the round.
import type { BanditState, CharacterId, EventId, GameState, LootKind, Loot, PlayerState, RuleId } from './types.ts';
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
  /** the rule id logged when one of these hooks changes something */
  readonly rule: RuleId;
  /** Fire: may the shooter also hit `other`, who is at his car on the other floor? (Tuco) */
  readonly extraFireTarget?: (s: GameState, shooter: CharacterId, other: CharacterId) => boolean;
  /** Fire and Punch: this bandit, found among the targets, may edit the list (Belle leaves it). */
  readonly targetFilter?: (targets: CharacterId[], self: CharacterId) => void;
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
};

/** Every hook present (undefined when unused): one object shape, so the lookups stay monomorphic. */
type HookSlots = { readonly rule: RuleId } & { readonly [K in Exclude<keyof CharacterHooks, 'rule'>]-?: CharacterHooks[K] | undefined };
function slots(h: CharacterHooks): HookSlots {
  return {
    rule: h.rule,
    extraFireTarget: h.extraFireTarget,
    targetFilter: h.targetFilter,
    afterHit: h.afterHit,
    mayTakePunchDrop: h.mayTakePunchDrop,
    afterPunchDrop: h.afterPunchDrop,
    handSize: h.handSize,
    mayPlayFaceDown: h.mayPlayFaceDown,
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
const TARGET_FILTERS: readonly CharacterId[] = (Object.keys(CHARACTER_HOOKS) as CharacterId[]).filter(
  (id) => CHARACTER_HOOKS[id].targetFilter !== undefined,
);

/** Apply the targetFilter hooks of the characters in `targets` (Fire and Punch). */
export function filterTargets(targets: CharacterId[]): void {
  for (let i = 0; i < TARGET_FILTERS.length; i++) {
    const id = TARGET_FILTERS[i]!;
    if (targets.indexOf(id) >= 0) CHARACTER_HOOKS[id].targetFilter!(targets, id);
  }
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
