// The level "beginner" of the Colt Super Express computer: rules of thumb on the bandit's own
// stack (where it will stand after the cards it has stacked, others left where they are): fire
// when a bandit is in the line of fire, get out of the last wagon before it uncouples, stay
// furthest back (short of the last wagon) for the loot, lie down or ride away when in danger.
// The level "regular" plays its imagined games with the same ratings and explains its move with them.
import type { BanditId, CardKind, Choice, Facing, Floor, GameState, Seat } from '../engine/types.ts';
import type { Explanation, Rated as RatedBy } from '../../shared/computer/search.ts';

/** Every sentence the Colt Super Express computer may give (locales/<lang>/computer.json, "colt-super-express"). */
export const CSE_EXPLANATION_KINDS = [
  'only-choice',
  'reveal-card',
  'fire-target-in-sight',
  'leave-last-wagon',
  'move-toward-loot',
  'move-on',
  'turn-toward-target',
  'turn-toward-locomotive',
  'climb-for-loot',
  'change-floor',
  'stand-up-first',
  'reflex-stand-and-fire',
  'reflex-lie-down',
  'horse-to-locomotive',
  'play-card',
] as const;
export type CseExplanationKind = (typeof CSE_EXPLANATION_KINDS)[number];
export type Rated = RatedBy<CseExplanationKind>;

type Spot = { car: number; floor: Floor; facing: Facing; stunned: boolean; off: boolean };
const why = (kind: CseExplanationKind, params: Explanation['params'] = {}): Explanation<CseExplanationKind> => ({ kind, params });
const step = (f: Facing): number => (f === 'forward' ? -1 : 1);

function spotOf(s: GameState, id: BanditId): Spot | null {
  const b = s.bandits[id];
  if (!b || b.out !== null) return null;
  for (let c = 0; c < s.train.length; c++) {
    const car = s.train[c]!;
    if (car.inside.includes(id)) return { car: c, floor: 'inside', facing: b.facing, stunned: b.stunned, off: false };
    if (car.roof.includes(id)) return { car: c, floor: 'roof', facing: b.facing, stunned: b.stunned, off: false };
  }
  return null;
}

/** Where the bandit will be after `card` (others left where they are). */
function after(s: GameState, at: Spot, card: CardKind): Spot {
  if (at.off) return at;
  if (at.stunned) return { ...at, stunned: false }; // every card stands it up (Reflex fires too)
  switch (card) {
    case 'turn':
      return { ...at, facing: at.facing === 'forward' ? 'back' : 'forward' };
    case 'floor':
      return { ...at, floor: at.floor === 'inside' ? 'roof' : 'inside' };
    case 'move': {
      const to = at.car + step(at.facing);
      return to < 0 || to >= s.train.length ? { ...at, off: true } : { ...at, car: to };
    }
    case 'reflex':
      return { ...at, stunned: true };
    case 'horse':
      return { ...at, car: 0, floor: 'inside', facing: 'forward' };
    case 'fire':
      return at;
  }
}

/** The first standing bandit (not `id`) in front of a spot, on its floor (lines ignored within the own car). */
function targetFrom(s: GameState, id: BanditId, at: Spot, facing: Facing): BanditId | null {
  const d = step(facing);
  for (let c = at.car; c >= 0 && c < s.train.length; c += d) {
    const line = at.floor === 'inside' ? s.train[c]!.inside : s.train[c]!.roof;
    for (const o of line) if (o !== id && !s.bandits[o]?.stunned && (c !== at.car || d > 0 === line.indexOf(o) > line.indexOf(id))) return o;
  }
  return null;
}

/** Where the bandit stands after its cards stacked so far. */
function projected(s: GameState, seat: Seat, id: BanditId): Spot | null {
  let at = spotOf(s, id);
  if (at === null) return null;
  for (const c of [...(s.players[seat]?.stack ?? [])].reverse()) if (c !== 'hidden') at = after(s, at, c);
  return at;
}

function rateCard(s: GameState, seat: Seat, id: BanditId, card: CardKind): Rated {
  const at = projected(s, seat, id);
  if (at === null || at.off) return { score: 0, why: why('play-card', { bandit: id, card }) };
  const last = s.train.length - 1;
  if (at.stunned) return card === 'reflex' ? { score: 5, why: why('reflex-stand-and-fire', { bandit: id }) } : { score: card === 'turn' ? 2 : 1, why: why('stand-up-first', { bandit: id, card }) };
  switch (card) {
    case 'fire': {
      const t = targetFrom(s, id, at, at.facing);
      return t !== null ? { score: 6, why: why('fire-target-in-sight', { bandit: id, target: t }) } : { score: 0.5, why: why('play-card', { bandit: id, card }) };
    }
    case 'move': {
      const to = at.car + step(at.facing);
      if (to < 0 || to > last) return { score: -10, why: why('play-card', { bandit: id, card }) };
      if (at.car === last && last > 0) return { score: 8, why: why('leave-last-wagon', { bandit: id }) };
      if (to === last && last > 1) return { score: 0, why: why('move-on', { bandit: id }) };
      return to > at.car ? { score: 4, why: why('move-toward-loot', { bandit: id }) } : { score: 2.5, why: why('move-on', { bandit: id }) };
    }
    case 'turn': {
      const back: Facing = at.facing === 'forward' ? 'back' : 'forward';
      if (at.car === last && at.facing === 'back' && last > 0) return { score: 6, why: why('turn-toward-locomotive', { bandit: id }) };
      const ahead = targetFrom(s, id, at, at.facing);
      const behind = targetFrom(s, id, at, back);
      return ahead === null && behind !== null ? { score: 5, why: why('turn-toward-target', { bandit: id, target: behind }) } : { score: 1, why: why('play-card', { bandit: id, card }) };
    }
    case 'floor':
      return at.floor === 'inside' && at.car === last - 1 ? { score: 4, why: why('climb-for-loot', { bandit: id }) } : { score: 1.5, why: why('change-floor', { bandit: id }) };
    case 'reflex':
      return { score: 2.5, why: why('reflex-lie-down', { bandit: id }) };
    case 'horse':
      return at.car === last && last > 0 ? { score: 6, why: why('horse-to-locomotive', { bandit: id }) } : { score: 1, why: why('play-card', { bandit: id, card }) };
  }
}

/** Rate one legal choice of the seat asked. */
export function rate(s: GameState, seat: Seat, c: Choice): Rated {
  const id = s.config.bandits[seat]!;
  if (c.kind === 'reveal') return { score: 0, why: why('reveal-card', { bandit: id }) };
  return rateCard(s, seat, id, c.card);
}
