// explain(): the legal choices plus the excluded ones, each with the rule that excludes it and a
// closed reason code with typed parameters (`why` + `params`). Characters are asked through their
// hooks (hooks.ts): this module names none of them. The English `reason` is for API users and
// error messages; the site words `why` + `params` in the reader's language (locales/*/reasons.json).
import type {
  ActionKind,
  CarIndex,
  CharacterId,
  Choice,
  ApplyError,
  ExcludedChoice,
  Exclusion,
  ExclusionParamsOf,
  ExclusionReason,
  ExclusionWhy,
  Explanation,
  GameState,
  Pending,
  RuleId,
} from './types.ts';
import { CARD_INFO } from './cards.ts';
import { legalChoices } from './legal-choices.ts';
import { canDraw } from './planning/play.ts';
import { currentTurnKind, playsFaceDown } from './planning/turn-kinds.ts';
import { fireTargets } from './actions/fire.ts';
import { punchTargets } from './actions/punch.ts';
import { stateProblem } from './playable.ts';
import { faceDownRule, whyFiltered, whyNoFaceDown, whyNotExtraTarget, type HookWhy } from './hooks.ts';

/** The English sentence of each reason (names are ids: API users read them, players never do). */
const ENGLISH: { readonly [W in ExclusionWhy]: (p: ExclusionParamsOf[W]) => string } = {
  'no-bullets': (p) => `${p.bandit} has no bullet cards left: Fire has no effect.`,
  protected: (p) => `${p.target} cannot be targeted while another bandit (${p.other}) can be.`,
  'same-position': (p) => `${p.target} is at the same position as ${p.bandit} (same car and floor).`,
  'other-floor': (p) => `${p.target} is on the other floor of the same car: only ${p.only} can shoot through the roof.`,
  'inside-to-roof': (p) => `${p.target} is on a roof: from inside a car you can only hit bandits inside an adjacent car.`,
  'inside-too-far': (p) => `${p.target} is ${p.distance} cars away: from inside you can only hit bandits inside an adjacent car.`,
  'roof-to-inside': (p) => `${p.target} is inside a car: from a roof you can only hit bandits on other roofs.`,
  'line-of-sight': (p) => `${p.blocker} stands between ${p.bandit} and ${p.target}: no line of sight.`,
  'not-here': (p) => `${p.target} is not in the same car and on the same floor as ${p.bandit}.`,
  'must-move': () => 'A Move card must move the bandit.',
  'inside-one-car': () => 'Inside the train a bandit moves only to an adjacent car.',
  'roof-three-cars': () => 'On the roofs a bandit moves 1 to 3 cars.',
  'marshal-one-car': () => 'The Marshal moves exactly one car, inside the train.',
  'marshal-must-move': () => 'The Marshal must move.',
  'own-floor': () => 'A bandit can only rob loot on his own floor.',
  'bullet-card': () => 'Bullet cards cannot be played.',
  'deck-empty': () => 'The deck is empty: no cards to draw.',
  'first-turn-only': (p) => `${p.bandit}'s face-down card is only for his first turn of the round.`,
  'face-up-turn': () => 'Cards are played face up in this turn.',
  'cover-not-marshal': () => 'Cover fire cannot be a Marshal card.',
};

function english(r: ExclusionReason): string {
  return (ENGLISH[r.why] as (p: ExclusionReason['params']) => string)(r.params);
}

function ex(choice: ExcludedChoice, rule: RuleId, r: ExclusionReason): Exclusion {
  return { choice, rule, why: r.why, params: r.params, reason: english(r) } as Exclusion;
}
function fromHook(choice: ExcludedChoice, h: HookWhy): Exclusion {
  return ex(choice, h.rule, h.reason);
}

/** The first roof bandit strictly between two cars (who blocks the line of sight). */
function roofBanditBetween(s: GameState, a: number, b: number): CharacterId | undefined {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  return s.config.bandits.find((id) => s.bandits[id]!.floor === 'roof' && s.bandits[id]!.car > lo && s.bandits[id]!.car < hi);
}

/** Why `shooter` cannot hit `target` (002 FUOCO), `raw` = his targets before the character filters. */
function fireExclusion(s: GameState, shooter: CharacterId, target: CharacterId, raw: readonly CharacterId[], legal: readonly CharacterId[]): Exclusion {
  const me = s.bandits[shooter]!;
  const o = s.bandits[target]!;
  const choice: ExcludedChoice = { kind: 'fire', target };
  const filtered = raw.includes(target) ? whyFiltered(raw, legal, target) : null;
  if (me.bulletsLeft <= 0) return ex(choice, 'actions.fire.no-bullets', { why: 'no-bullets', params: { bandit: shooter } });
  if (filtered !== null) return fromHook(choice, filtered);
  if (o.car === me.car && o.floor === me.floor)
    return ex(choice, 'actions.fire.not-same-position', { why: 'same-position', params: { bandit: shooter, target } });
  const extra = o.car === me.car ? whyNotExtraTarget(s, shooter, target) : null;
  if (extra !== null) return fromHook(choice, extra);
  if (me.floor === 'inside') {
    if (o.floor === 'roof') return ex(choice, 'actions.fire.inside-adjacent', { why: 'inside-to-roof', params: { target } });
    return ex(choice, 'actions.fire.inside-adjacent', { why: 'inside-too-far', params: { target, distance: Math.abs(o.car - me.car) } });
  }
  const blocker = o.floor === 'roof' ? roofBanditBetween(s, me.car, o.car) : undefined;
  // a roof target out of sight always has a roof bandit between (fireTargets takes the nearest each way)
  if (blocker === undefined) return ex(choice, 'actions.fire.roof-line-of-sight', { why: 'roof-to-inside', params: { target } });
  return ex(choice, 'actions.fire.roof-line-of-sight', { why: 'line-of-sight', params: { bandit: shooter, target, blocker } });
}

function fireExclusions(s: GameState, shooter: CharacterId, out: Exclusion[]): void {
  const targets = fireTargets(s, shooter);
  const raw = fireTargets(s, shooter, false);
  const armed = s.bandits[shooter]!.bulletsLeft > 0;
  for (const id of s.config.bandits) if (id !== shooter && !(armed && targets.includes(id))) out.push(fireExclusion(s, shooter, id, raw, targets));
}

function punchExclusions(s: GameState, puncher: CharacterId, out: Exclusion[]): void {
  const legal = punchTargets(s, puncher);
  const raw = punchTargets(s, puncher, false);
  for (const target of s.config.bandits) {
    if (target === puncher || legal.includes(target)) continue;
    const filtered = raw.includes(target) ? whyFiltered(raw, legal, target) : null;
    const choice: ExcludedChoice = { kind: 'punch', target };
    out.push(filtered !== null ? fromHook(choice, filtered) : ex(choice, 'actions.punch.same-position', { why: 'not-here', params: { bandit: puncher, target } }));
  }
}

function moveExclusions(s: GameState, bandit: CharacterId, out: Exclusion[]): void {
  const me = s.bandits[bandit]!;
  for (let k = 0; k < s.cars.length; k++) {
    const to = k as CarIndex;
    const d = Math.abs(k - me.car);
    if (d === 0) out.push(ex({ kind: 'move', to }, 'actions.move.must-move', { why: 'must-move', params: { bandit } }));
    else if (me.floor === 'inside' && d > 1) out.push(ex({ kind: 'move', to }, 'actions.move.inside', { why: 'inside-one-car', params: { bandit, to } }));
    else if (me.floor === 'roof' && d > 3) out.push(ex({ kind: 'move', to }, 'actions.move.roof', { why: 'roof-three-cars', params: { bandit, to } }));
  }
}

function resolveExclusions(s: GameState, bandit: CharacterId, card: ActionKind, out: Exclusion[]): void {
  switch (card) {
    case 'fire':
      return fireExclusions(s, bandit, out);
    case 'punch':
      return punchExclusions(s, bandit, out);
    case 'move':
      return moveExclusions(s, bandit, out);
    case 'marshal':
      for (let k = 0; k < s.cars.length; k++) {
        const to = k as CarIndex;
        // Staying put is refused for its own reason (an Italian review read "moves one wagon only" as wrong there).
        if (Math.abs(k - s.marshal) !== 1) out.push(ex({ kind: 'marshal', to }, 'actions.marshal.move', { why: k === s.marshal ? 'marshal-must-move' : 'marshal-one-car', params: { to } }));
      }
      return;
    case 'rob': {
      const me = s.bandits[bandit]!;
      const floor = me.floor === 'inside' ? 'roof' : 'inside';
      if (s.cars[me.car]![floor].length > 0)
        out.push(ex({ kind: 'rob', floor }, 'actions.rob.same-floor', { why: 'own-floor', params: { bandit, floor } }));
      return;
    }
    case 'floor':
      return;
  }
}

function planExclusions(s: GameState, seat: number, out: Exclusion[]): void {
  const pl = s.players[seat]!;
  let count = 0;
  for (const c of pl.hand) if (CARD_INFO[c]?.bullet) count++;
  if (count > 0) out.push(ex({ kind: 'play', card: 'bullet' }, 'planning.play-card', { why: 'bullet-card', params: { count } }));
  if (!canDraw(s, pl)) out.push(ex({ kind: 'draw' }, 'planning.draw-three', { why: 'deck-empty', params: {} }));
  if (playsFaceDown(currentTurnKind(s)) || faceDownRule(pl) !== null) return;
  const hook = whyNoFaceDown(pl);
  const choice: ExcludedChoice = { kind: 'play', faceDown: true };
  out.push(hook !== null ? fromHook(choice, hook) : ex(choice, 'turns.standard', { why: 'face-up-turn', params: {} }));
}

function pendingExclusions(s: GameState, p: Pending, out: Exclusion[]): void {
  switch (p.kind) {
    case 'resolve':
      return resolveExclusions(s, p.bandit, p.card, out);
    case 'plan':
      return planExclusions(s, p.seat, out);
    case 'cover':
      if (s.players[p.seat]!.hand.some((c) => CARD_INFO[c]?.bandit === p.bandit && CARD_INFO[c]?.action === 'marshal'))
        out.push(ex({ kind: 'cover', card: 'marshal', bandit: p.bandit }, 'variants.two-bandits.cover-fire', { why: 'cover-not-marshal', params: { bandit: p.bandit } }));
      return;
    case 'place':
    case 'pick':
    case 'keep':
    case 'event':
    case 'pickpocket':
      return;
  }
}

/** Never throws: a non-state or a view gets no choice and no exclusion (issue 8). */
export function explain(s: GameState): Explanation {
  try {
    if (stateProblem(s) === null) return explainState(s);
  } catch {
    // a malformed state that has the shape of one
  }
  return { legal: [], excluded: [] };
}

function explainState(s: GameState): Explanation {
  const legal = legalChoices(s);
  const out: Exclusion[] = [];
  if (s.pending !== null) pendingExclusions(s, s.pending, out);
  return { legal, excluded: out };
}

/** Does the excluded option name this choice? (every field it names is equal) */
function matches(e: Exclusion, c: Choice): boolean {
  if (e.choice.kind !== c.kind) return false;
  const cc: { readonly [k: string]: unknown } = c;
  for (const [k, v] of Object.entries(e.choice)) if (cc[k] !== v) return false;
  return true;
}

/** The error for a well-formed but illegal choice, naming the excluding rule when known. */
export function explainIllegal(s: GameState, c: Choice): ApplyError {
  const p = s.pending!;
  const e = explain(s).excluded.find((x) => matches(x, c));
  const base = `"${c.kind}" is not a legal choice now (asked: ${p.kind} of seat ${p.seat})`;
  if (e) return { code: 'illegal-choice', message: `${base}: ${e.reason}`, rule: e.rule, path: 'choice' };
  return { code: 'illegal-choice', message: `${base}.`, path: 'choice' };
}
