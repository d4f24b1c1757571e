// Engine choices and exclusions → what the board highlights and how a choice reads in the
// page's language. Presentation only: which choices exist, which are excluded and why all
// come from the engine (`explain`); this file only says where on the picture each one points.

import type { ActionKind, CharacterId, Choice, Exclusion, Explanation, Floor, GameState, Loot, LootKind } from '../engine/types.ts';
import { ACTION_KINDS } from '../engine/types.ts';
import { banditName, carName, lootName, placeName } from '../board/describe.ts';
import { keys } from '../board/layout.ts';
import { legalChoices } from '../engine/play.ts';
import type { Marks } from '../board/TrainBoard.tsx';
import { genderOptions } from '../../../i18n/gender.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { isOneOf } from '../../../i18n/keys.ts';

/** The cards a choice names: an action, or a bullet (widgets.json `cards.*`). */
const CARD_KINDS = [...ACTION_KINDS, 'bullet'] as const;

type PartialChoice = { readonly kind: string } & { readonly [key: string]: unknown };

/** The bandit whose card or pickpocketing is being decided, if any. */
function mover(state: GameState): { id: CharacterId; car: number; floor: Floor } | undefined {
  const p = state.pending;
  if (p === null || (p.kind !== 'resolve' && p.kind !== 'pickpocket')) return undefined;
  const b = state.bandits[p.bandit];
  return b ? { id: p.bandit, car: b.car, floor: b.floor } : undefined;
}

function lootIndex(list: readonly Loot[], want: { kind?: unknown; value?: unknown }): number {
  return list.findIndex((l) => l.kind === want.kind && (want.kind !== 'purse' || want.value === undefined || (l.kind === 'purse' && l.value === want.value)));
}

/** The board key a choice (or a partial choice from an exclusion) points at, if it points anywhere. */
export function choiceKey(choice: PartialChoice, state: GameState): string | undefined {
  const m = mover(state);
  switch (choice.kind) {
    case 'fire':
    case 'punch': {
      const target = choice['target'];
      return typeof target === 'string' ? keys.bandit(target as CharacterId) : undefined;
    }
    case 'move': {
      const to = choice['to'];
      return typeof to === 'number' && m ? keys.zone(to, m.floor) : undefined;
    }
    case 'floor':
      return m ? keys.zone(m.car, m.floor === 'roof' ? 'inside' : 'roof') : undefined;
    case 'marshal': {
      const to = choice['to'];
      return typeof to === 'number' ? keys.zone(to, 'inside') : undefined;
    }
    case 'rob': {
      if (!m) return undefined;
      const floor = choice['floor'];
      if (floor === 'roof' || floor === 'inside') return keys.zone(m.car, floor);
      const loot = choice['loot'];
      if (loot === null || typeof loot !== 'object') return undefined;
      const i = lootIndex(state.cars[m.car]?.[m.floor] ?? [], loot as { kind?: unknown; value?: unknown });
      return i < 0 ? undefined : keys.loot(m.car, m.floor, i);
    }
    case 'place': {
      const c = choice['caboose'];
      return typeof c === 'string' ? keys.bandit(c as CharacterId) : undefined;
    }
    default:
      return undefined;
  }
}

function card(t: Translate, action: unknown): string {
  return typeof action === 'string' && isOneOf(action, CARD_KINDS) ? t(`widgets:cards.${action}`) : '';
}

function who(t: Translate, id: unknown): string {
  return typeof id === 'string' ? banditName(t, id as CharacterId) : '';
}

function lootKindName(t: Translate, kind: LootKind): string {
  return lootName(t, kind === 'purse' ? { kind: 'purse', value: null } : { kind }, false);
}

/** A choice as a player would say it, in the page's language ("Fire at Tuco", "Move to Wagon 3, roof"). */
export function choiceLabel(choice: PartialChoice, state: GameState, t: Translate): string {
  const m = mover(state);
  const n = state.cars.length;
  const c = choice;
  switch (c.kind) {
    case 'play': {
      const name = c['card'] === 'bullet' ? t('widgets:cards.bullet') : card(t, c['card']);
      const owner = typeof c['bandit'] === 'string' ? who(t, c['bandit']) : '';
      // No card named: "any card" (a question about playing face down at all).
      const text = name === '' ? t('widgets:choice.playAny') : owner ? t('widgets:choice.playOf', { card: name, bandit: owner }) : t('widgets:choice.play', { card: name });
      return c['faceDown'] === true ? t('widgets:choice.faceDown', { choice: text }) : text;
    }
    case 'draw':
      return t('widgets:choice.draw');
    case 'pass':
      return t('widgets:choice.pass');
    case 'cover':
      return t('widgets:choice.cover', { card: card(t, c['card']), bandit: who(t, c['bandit']) });
    case 'no-cover':
      return t('widgets:choice.noCover');
    case 'pick':
      return typeof c['bandit'] === 'string'
        ? t('widgets:choice.pickOf', { card: card(t, c['card']), bandit: who(t, c['bandit']) })
        : t('widgets:choice.pick', { card: card(t, c['card']) });
    case 'place':
      return t('widgets:choice.place', { bandit: who(t, c['caboose']) });
    case 'keep':
      if (c['card'] === 'bullet') return t('widgets:choice.keep', { card: t('widgets:cards.bullet') });
      return t('widgets:choice.keep', { card: card(t, c['card']) });
    case 'keep-done':
      return t('widgets:choice.keepDone');
    case 'move':
      return typeof c['to'] === 'number' && m
        ? t('widgets:choice.move', { place: placeName(t, c['to'], m.floor, n, 'into') })
        : t('widgets:cards.move');
    case 'floor':
      return m
        ? t('widgets:choice.floor', { place: placeName(t, m.car, m.floor === 'roof' ? 'inside' : 'roof', n) })
        : t('widgets:cards.floor');
    case 'marshal':
      return typeof c['to'] === 'number' ? t('widgets:choice.marshal', { car: carName(t, c['to'], n, 'into') }) : t('widgets:cards.marshal');
    case 'fire':
      if (c['target'] === null) return t('widgets:choice.fireNobody');
      // "Împușcați-o pe Belle": the Romanian verb agrees with the target (i18n/gender.ts)
      return typeof c['target'] === 'string' ? t('widgets:choice.fire', { target: who(t, c['target']), ...genderOptions({ target: c['target'] }) }) : t('widgets:cards.fire');
    case 'rob': {
      if (c['floor'] === 'roof' || c['floor'] === 'inside') {
        return m ? t('widgets:choice.robFloor', { place: placeName(t, m.car, c['floor'], n, 'from') }) : t('widgets:cards.rob');
      }
      const l = c['loot'];
      if (l === null) return t('widgets:choice.robNothing');
      if (l === undefined || typeof l !== 'object') return t('widgets:cards.rob');
      const loot = l as { kind: LootKind; value?: number };
      const name =
        loot.kind === 'purse' && typeof loot.value === 'number'
          ? lootName(t, { kind: 'purse', value: loot.value }, true)
          : lootKindName(t, loot.kind);
      return t('widgets:choice.rob', { loot: name });
    }
    case 'punch': {
      if (c['target'] === null) return t('widgets:choice.punchNobody');
      if (typeof c['target'] !== 'string') return t('widgets:cards.punch');
      const g = genderOptions({ target: c['target'] });
      const parts = [t('widgets:choice.punch', { target: who(t, c['target']), ...g })];
      if (typeof c['drop'] === 'string') parts.push(t('widgets:choice.punchDrop', { loot: lootKindName(t, c['drop'] as LootKind) }));
      if (c['take'] === true) parts.push(t('widgets:choice.punchTake'));
      const victim = state.bandits[c['target'] as CharacterId];
      if (typeof c['push'] === 'number' && victim) {
        parts.push(t('widgets:choice.punchPush', { place: placeName(t, c['push'], victim.floor, n, 'into'), ...g }));
      }
      return parts.join(t('widgets:board.separator'));
    }
    case 'event': {
      const p = state.pending;
      return p !== null && p.kind === 'event' ? t('widgets:choice.event', { event: t(`widgets:events.${p.event}`) }) : t('widgets:choice.eventAny');
    }
    case 'pickpocket':
      return t(c['take'] === true ? 'widgets:choice.pickpocketTake' : 'widgets:choice.pickpocketLeave');
    default:
      return c.kind;
  }
}

// Rule pages and links live in rule-pages.ts (any game's island links rules without this game's code).
export { ruleHref, type RulePages } from '../../../widgets/rule-pages.ts';

export type ExcludedView = {
  readonly key: string | undefined;
  readonly label: string;
  readonly rule: string;
  /** English, from the engine (see REQUESTS.md R2) */
  readonly reason: string;
};

export function excludedViews(ex: Explanation, state: GameState, t: Translate): ExcludedView[] {
  return ex.excluded.map((e: Exclusion) => ({
    key: choiceKey(e.choice, state),
    label: choiceLabel(e.choice, state, t),
    rule: e.rule,
    reason: e.reason,
  }));
}

/** The board marks for what is offered now: legal targets glow, excluded ones say why. */
export function marksFor(ex: Explanation, state: GameState, t: Translate, reasonOf: (e: Exclusion) => string): Marks {
  const marks: Record<string, { status: 'legal' | 'excluded'; note: string }> = {};
  for (const e of ex.excluded) {
    const key = choiceKey(e.choice, state);
    if (key !== undefined) marks[key] = { status: 'excluded', note: reasonOf(e) };
  }
  // Legal wins over excluded on the same spot (a Punch can be legal with one drop and not another).
  const legalNotes = new Map<string, string[]>();
  for (const c of ex.legal) {
    const key = choiceKey(c, state);
    if (key === undefined) continue;
    const list = legalNotes.get(key) ?? [];
    list.push(choiceLabel(c, state, t));
    legalNotes.set(key, list);
  }
  for (const [key, labels] of legalNotes) {
    marks[key] = { status: 'legal', note: labels.length > 3 ? `${labels.slice(0, 3).join(' | ')} …` : labels.join(' | ') };
  }
  return marks;
}

/** Planning cards in a hand, for the round mode (display only). */
export function cardName(t: Translate, action: ActionKind | 'bullet'): string {
  return t(`widgets:cards.${action}`);
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Who is to choose what, in the page's language ("Tuco's Fire card is resolved"). */
export function pendingText(state: GameState, t: Translate): string {
  const p = state.pending;
  if (p === null) return t('widgets:pending.over');
  const seat = (state.players[p.seat]?.bandits ?? []).map((b) => banditName(t, b)).join(' / ');
  switch (p.kind) {
    case 'resolve':
      return t('widgets:pending.resolve', { bandit: banditName(t, p.bandit), card: t(`widgets:cards.${p.card}`) });
    case 'event':
      return t('widgets:pending.event', { event: t(`widgets:events.${p.event}`) });
    case 'pickpocket':
      return t('widgets:pending.pickpocket', { bandit: banditName(t, p.bandit) });
    case 'cover':
      return t('widgets:pending.cover', { bandit: banditName(t, p.bandit) });
    case 'plan': {
      // Only what this seat may do now: a pass only when it can neither play nor draw.
      const kinds = new Set(legalChoices(state).map((c) => c.kind));
      const key = kinds.has('play') ? (kinds.has('draw') ? 'plan' : 'planPlay') : kinds.has('draw') ? 'planDraw' : 'planPass';
      return t(`widgets:pending.${key}`, { seat });
    }
    case 'place':
    case 'pick':
    case 'keep':
      return t(`widgets:pending.${p.kind}`, { seat });
  }
}
