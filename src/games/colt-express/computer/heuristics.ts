// The level "beginner" of the Colt Express computer: a few readable rules of thumb, each choice
// rated with the sentence that says why (rob when loot is there, fire when a target is in sight,
// move toward loot, keep away from the Marshal). The level "regular" uses the same ratings to
// play its imagined games quickly and to say in one sentence what its chosen move does.
// Purses count $300 each here: their values lie face down.
import type { ActionKind, CharacterId, Choice, Floor, GameState, Loot, Seat } from '../engine/types.ts';
import type { Explanation, Rated as RatedBy } from '../../shared/computer/search.ts';

/** Every sentence the Colt Express computer may give (locales/<lang>/computer.json, "colt-express"). */
export const CE_EXPLANATION_KINDS = [
  'only-choice',
  'rob-loot-here',
  'fire-target-in-sight',
  'fire-at-rival',
  'punch-rival-with-loot',
  'move-toward-loot',
  'move-on',
  'change-floor-toward-loot',
  'avoid-marshal',
  'marshal-toward-rival',
  'move-marshal',
  'draw-cards',
  'play-card',
  'pass',
  'pick-card',
  'cover-fire',
  'no-cover',
  'keep-card',
  'keep-done',
  'place-start',
  'take-purse',
  'leave-purse',
] as const;
export type CeExplanationKind = (typeof CE_EXPLANATION_KINDS)[number];
export type Rated = RatedBy<CeExplanationKind>;

const PURSE_GUESS = 300;
const worth = (l: Loot): number => (l.kind === 'strongbox' ? 1000 : l.kind === 'jewel' ? 500 : PURSE_GUESS);
const sum = (ls: readonly Loot[]): number => ls.reduce((t, l) => t + worth(l), 0);
const why = (kind: CeExplanationKind, params: Explanation['params'] = {}): Explanation<CeExplanationKind> => ({ kind, params });

function lootAt(s: GameState, car: number, floor: Floor): number {
  const c = s.cars[car];
  return c === undefined ? 0 : sum(floor === 'inside' ? c.inside : c.roof);
}

const held = (s: GameState, id: CharacterId): number => sum(s.bandits[id]?.loot ?? []);

function rivalsOf(s: GameState, seat: Seat): CharacterId[] {
  const mine = s.config.seats[seat] ?? [];
  return s.config.bandits.filter((id) => !mine.includes(id));
}

/** The bandit a choice is for: named by the choice or the pending, else the seat's first. */
function actorOf(s: GameState, seat: Seat, c: Choice): CharacterId {
  if ('bandit' in c && c.bandit !== undefined) return c.bandit;
  const p = s.pending;
  if (p !== null && 'bandit' in p) return p.bandit;
  return (s.config.seats[seat] ?? s.config.bandits)[0]!;
}

/** Rivals a bandit could shoot from where he stands (roughly: inside, the next cars; on the roof, the nearest on each side). */
function targetsInSight(s: GameState, seat: Seat, id: CharacterId): CharacterId[] {
  const b = s.bandits[id];
  if (!b) return [];
  const rivals = rivalsOf(s, seat);
  if (b.floor === 'inside') return rivals.filter((r) => s.bandits[r]?.floor === 'inside' && Math.abs(s.bandits[r]!.car - b.car) === 1);
  const out: CharacterId[] = [];
  for (const dir of [-1, 1]) {
    for (let car = b.car + dir; car >= 0 && car < s.cars.length; car += dir) {
      const here = rivals.filter((r) => s.bandits[r]?.floor === 'roof' && s.bandits[r]!.car === car);
      if (here.length > 0) {
        out.push(...here);
        break;
      }
    }
  }
  return out;
}

const richest = (s: GameState, ids: readonly CharacterId[]): CharacterId | null =>
  ids.reduce<CharacterId | null>((best, id) => (best === null || held(s, id) > held(s, best) ? id : best), null);

/** Nearest car with loot on this floor (any distance), or null. */
function nearestLoot(s: GameState, car: number, floor: Floor): number | null {
  for (let d = 1; d < s.cars.length; d++)
    for (const c of [car - d, car + d]) if (c >= 0 && c < s.cars.length && lootAt(s, c, floor) > 0) return c;
  return null;
}

/** How good it is to plan this card now (planning, pick, cover). */
function rateCard(s: GameState, seat: Seat, id: CharacterId, card: ActionKind): Rated {
  const b = s.bandits[id];
  if (!b) return { score: 0, why: why('play-card', { bandit: id, card }) };
  const here = lootAt(s, b.car, b.floor);
  const other: Floor = b.floor === 'inside' ? 'roof' : 'inside';
  const planned = s.pile.filter((p) => p.bandit === id && p.card === card).length;
  const r = ((): Rated => {
    switch (card) {
      case 'rob':
        return here > 0 ? { score: 8, why: why('rob-loot-here', { bandit: id }) } : { score: 1, why: why('play-card', { bandit: id, card }) };
      case 'fire': {
        const t = b.bulletsLeft > 0 ? richest(s, targetsInSight(s, seat, id)) : null;
        return t !== null ? { score: 6, why: why('fire-target-in-sight', { bandit: id, target: t }) } : { score: 0.5, why: why('play-card', { bandit: id, card }) };
      }
      case 'punch': {
        const t = richest(s, rivalsOf(s, seat).filter((o) => s.bandits[o]?.car === b.car && s.bandits[o]?.floor === b.floor && held(s, o) > 0));
        return t !== null ? { score: 7, why: why('punch-rival-with-loot', { bandit: id, target: t }) } : { score: 0.5, why: why('play-card', { bandit: id, card }) };
      }
      case 'floor':
        // a bandit never stands inside the Marshal's wagon (he flees to the roof), but the Marshal may come next door
        if (b.floor === 'inside' && Math.abs(s.marshal - b.car) <= 1 && here === 0) return { score: 5.5, why: why('avoid-marshal', { bandit: id }) };
        if (here === 0 && lootAt(s, b.car, other) > 0) return { score: 5, why: why('change-floor-toward-loot', { bandit: id }) };
        return { score: 1, why: why('play-card', { bandit: id, card }) };
      case 'move': {
        const to = here === 0 ? nearestLoot(s, b.car, b.floor) : null;
        return to !== null ? { score: 5, why: why('move-toward-loot', { bandit: id, to }) } : { score: 1.5, why: why('play-card', { bandit: id, card }) };
      }
      case 'marshal': {
        const t = richest(s, rivalsOf(s, seat).filter((o) => s.bandits[o]?.floor === 'inside' && Math.abs(s.bandits[o]!.car - s.marshal) === 1));
        return t !== null ? { score: 4, why: why('marshal-toward-rival', { bandit: id, target: t }) } : { score: 0.5, why: why('play-card', { bandit: id, card }) };
      }
    }
  })();
  return { score: r.score - 2.5 * planned, why: r.why };
}

/** Rate one legal choice of the seat asked (a full state: a sampled world or the referee's). */
export function rate(s: GameState, seat: Seat, c: Choice): Rated {
  const id = actorOf(s, seat, c);
  switch (c.kind) {
    case 'play': {
      const r = rateCard(s, seat, id, c.card);
      return c.faceDown ? { score: r.score - 0.2, why: r.why } : r;
    }
    case 'draw':
      return { score: 3.5, why: why('draw-cards', { bandit: id }) };
    case 'pass':
      return { score: 0, why: why('pass', { bandit: id }) };
    case 'pick':
      return { score: rateCard(s, seat, id, c.card).score, why: why('pick-card', { bandit: id, card: c.card }) };
    case 'cover':
      return { score: rateCard(s, seat, c.bandit, c.card).score, why: why('cover-fire', { bandit: c.bandit, card: c.card }) };
    case 'no-cover':
      return { score: 2, why: why('no-cover', { bandit: id }) };
    case 'keep':
      return c.card === 'rob' || c.card === 'fire' || c.card === 'move'
        ? { score: 3, why: why('keep-card', { card: c.card }) }
        : { score: -1, why: why('keep-card', { card: c.card }) };
    case 'keep-done':
      return { score: 1, why: why('keep-done') };
    case 'place':
      return { score: 1, why: why('place-start', { bandit: c.caboose }) };
    case 'pickpocket':
      return c.take ? { score: 3, why: why('take-purse', { bandit: id }) } : { score: 0, why: why('leave-purse', { bandit: id }) };
    case 'event':
      return { score: 0, why: why('only-choice') };
    default:
      return rateAction(s, seat, id, c);
  }
}

/** Stealing: where to move, whom to shoot or punch, what to rob. */
function rateAction(s: GameState, seat: Seat, id: CharacterId, c: Choice): Rated {
  const b = s.bandits[id];
  if (!b) return { score: 0, why: why('only-choice') };
  switch (c.kind) {
    case 'move': {
      const loot = lootAt(s, c.to, b.floor);
      const marshal = b.floor === 'inside' && s.marshal === c.to ? 1000 : 0;
      const toward = nearestLoot(s, c.to, b.floor);
      const score = loot - marshal - (toward === null ? 0 : 50 * Math.abs(toward - c.to));
      const dodges = b.floor === 'inside' && c.to !== s.marshal && Math.abs(s.marshal - b.car) === 1;
      const reason = loot > 0 ? why('move-toward-loot', { bandit: id, to: c.to }) : dodges ? why('avoid-marshal', { bandit: id }) : why('move-on', { bandit: id, to: c.to });
      return { score: score / 100, why: reason };
    }
    case 'floor': {
      const other: Floor = b.floor === 'inside' ? 'roof' : 'inside';
      if (lootAt(s, b.car, other) > 0) return { score: 1, why: why('change-floor-toward-loot', { bandit: id }) };
      if (b.floor === 'inside' && s.marshal === b.car) return { score: 1, why: why('avoid-marshal', { bandit: id }) };
      return { score: 0, why: why('only-choice') };
    }
    case 'marshal': {
      const rivals = rivalsOf(s, seat).filter((o) => s.bandits[o]?.floor === 'inside' && s.bandits[o]!.car === c.to);
      const mine = (s.config.seats[seat] ?? []).some((o) => s.bandits[o]?.floor === 'inside' && s.bandits[o]!.car === c.to);
      const t = richest(s, rivals);
      const score = rivals.reduce((x, o) => x + 100 + held(s, o), 0) - (mine ? 2000 : 0);
      return { score: score / 100, why: t !== null ? why('marshal-toward-rival', { bandit: id, target: t }) : why('move-marshal', { bandit: id, to: c.to }) };
    }
    case 'fire':
      return c.target === null ? { score: 0, why: why('only-choice') } : { score: 1 + held(s, c.target) / 100, why: why('fire-at-rival', { bandit: id, target: c.target }) };
    case 'rob': {
      const k = c.loot?.kind ?? null;
      return { score: k === 'strongbox' ? 10 : k === 'jewel' ? 5 : k === 'purse' ? 3 : 0, why: why('rob-loot-here', { bandit: id }) };
    }
    case 'punch': {
      if (c.target === null) return { score: 0, why: why('only-choice') };
      const drop = c.drop === 'strongbox' ? 10 : c.drop === 'jewel' ? 5 : c.drop === 'purse' ? 3 : 0;
      const toMarshal = c.push !== null && s.marshal === c.push && s.bandits[c.target]?.floor === 'inside' ? 3 : 0;
      const score = held(s, c.target) / 100 + drop + (c.take ? 6 : 0) + toMarshal;
      return { score, why: why('punch-rival-with-loot', { bandit: id, target: c.target }) };
    }
    default:
      return { score: 0, why: why('only-choice') };
  }
}
