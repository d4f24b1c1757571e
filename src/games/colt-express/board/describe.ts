// The text twin of the train picture: who and what is where, in the page's language.
// Screen readers get this list beside the SVG; without JavaScript it is the static
// description of a scenario's starting position. Pure (state + t → strings), unit-tested.

import type { CharacterId, Floor, GameState, Loot } from '../engine/types.ts';
import type { Translate } from '../../../widgets/i18n.ts';

export type CarText = { readonly car: number; readonly name: string; readonly roof: string; readonly inside: string };
export type BanditText = { readonly id: CharacterId; readonly text: string };
export type BoardText = {
  /** one line, for the picture's accessible name */
  readonly summary: string;
  readonly cars: readonly CarText[];
  readonly bandits: readonly BanditText[];
  readonly neutral: string;
};

/**
 * `context` is where the name stands: after "to" or "from" a language may write its own form
 * (`locomotive_into`: "nella Locomotiva", "naar de locomotief"), else the plain name follows its template's word.
 */
export function carName(t: Translate, car: number, cars: number, context?: 'into' | 'from'): string {
  const o = { n: car, context };
  return t(car === 0 ? 'widgets:board.locomotive' : car === cars - 1 ? 'widgets:board.caboose' : 'widgets:board.wagon', o);
}

export function floorName(t: Translate, floor: Floor): string {
  return t(floor === 'roof' ? 'widgets:board.roof' : 'widgets:board.inside');
}

/** "Wagon 2 – roof" */
export function placeName(t: Translate, car: number, floor: Floor, cars: number, context?: 'into' | 'from'): string {
  return t('widgets:board.place', { car: carName(t, car, cars, context), floor: floorName(t, floor) });
}

export function banditName(t: Translate, id: CharacterId): string {
  return t(`widgets:characters.${id}`);
}

export function lootName(t: Translate, loot: Loot, showPurseValues: boolean): string {
  switch (loot.kind) {
    case 'purse':
      return showPurseValues && loot.value !== null
        ? t('widgets:board.purse', { value: loot.value })
        : t('widgets:board.purseHidden');
    case 'jewel':
      return t('widgets:board.jewel');
    case 'strongbox':
      return t('widgets:board.strongbox');
  }
}

function list(t: Translate, parts: readonly string[]): string {
  return parts.length === 0 ? t('widgets:board.nothing') : parts.join(t('widgets:board.separator'));
}

function floorContents(t: Translate, state: GameState, car: number, floor: Floor, showPurseValues: boolean): string {
  const parts: string[] = [];
  for (const id of state.config.bandits) {
    const b = state.bandits[id];
    if (b && b.car === car && b.floor === floor) parts.push(banditName(t, id));
  }
  if (floor === 'inside' && state.marshal === car) parts.push(t('widgets:board.marshal'));
  for (const l of state.cars[car]?.[floor] ?? []) parts.push(lootName(t, l, showPurseValues));
  return list(t, parts);
}

export function describeBoard(state: GameState, t: Translate, options: { showPurseValues: boolean }): BoardText {
  const n = state.cars.length;
  const cars = state.cars.map((_, car) => ({
    car,
    name: carName(t, car, n),
    roof: floorContents(t, state, car, 'roof', options.showPurseValues),
    inside: floorContents(t, state, car, 'inside', options.showPurseValues),
  }));
  const bandits: BanditText[] = [];
  const where: string[] = [];
  for (const id of state.config.bandits) {
    const b = state.bandits[id];
    if (!b) continue;
    const place = placeName(t, b.car, b.floor, n);
    where.push(t('widgets:board.at', { who: banditName(t, id), place }));
    bandits.push({
      id,
      text: t('widgets:board.bandit', {
        name: banditName(t, id),
        place,
        bullets: b.bulletsLeft,
        loot: list(t, b.loot.map((l) => lootName(t, l, options.showPurseValues))),
      }),
    });
  }
  where.push(t('widgets:board.at', { who: t('widgets:board.marshal'), place: placeName(t, state.marshal, 'inside', n) }));
  return {
    summary: t('widgets:board.summary', { count: n - 1, where: where.join(t('widgets:board.separatorPlaces')) }),
    cars,
    bandits,
    neutral: neutralLine(t, state),
  };
}

/** The neutral bullets' line: their count, or that the pile has left the game (original rules, when too few were left for everyone). */
export function neutralLine(t: Translate, state: GameState): string {
  return state.neutralDeckRemoved ? t('widgets:board.neutralRemoved') : t('widgets:board.neutral', { count: state.neutralBullets });
}
