// The text twin of the Colt Super Express picture: who is where, in which order on each floor,
// facing which way, stunned or out, and who holds which wagon card, in the page's language.
// Screen readers get it beside the SVG; without JavaScript it describes the starting position.
// Pure (state + t → strings), unit-tested. Strings: locales/<lang>/board-cse.json, bandit names
// from narration-cse.json (the same names the narration uses).

import type { BanditId, Floor, GameState, LootValue } from '../engine/types.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { uncoupled } from './layout.ts';
import { genderOptions } from '../../../i18n/gender.ts';

export type CarText = { readonly car: number; readonly name: string; readonly roof: string; readonly inside: string };
export type BanditText = { readonly id: BanditId; readonly text: string };
export type BoardText = {
  /** one line, for the picture's accessible name */
  readonly summary: string;
  readonly cars: readonly CarText[];
  /** the wagons already uncoupled ('' when none) */
  readonly gone: string;
  readonly bandits: readonly BanditText[];
};

export function banditName(t: Translate, id: BanditId): string {
  return t(`narration-cse:bandit.${id}`);
}

/** "Locomotive", "Wagon 2", "Wagon 3 (last)": numbered from the locomotive, as in the narration. */
export function carName(t: Translate, car: number, cars: number): string {
  if (car === 0) return t('board-cse:locomotive');
  if (car === cars - 1) return t('board-cse:lastWagon', { n: car });
  return t('board-cse:wagon', { n: car });
}

/** "Wagon 2, roof" */
export function placeName(t: Translate, car: number, floor: Floor, cars: number): string {
  return t('board-cse:place', { car: carName(t, car, cars), floor: t(`board-cse:${floor}`) });
}

export function valueText(t: Translate, value: LootValue): string {
  return t('board-cse:value', { value });
}

/** "Doc (stunned, facing the rear)" */
function inLine(t: Translate, state: GameState, id: BanditId): string {
  const b = state.bandits[id];
  if (b === undefined) return banditName(t, id);
  const facing = t(`board-cse:facing.${b.facing}`);
  const how = b.stunned ? t('board-cse:stunnedFacing', { facing, ...genderOptions({ bandit: id }) }) : facing;
  return t('board-cse:inLine', { name: banditName(t, id), how });
}

/** A floor's line from the front (locomotive side) to the rear. */
function lineText(t: Translate, state: GameState, line: readonly BanditId[]): string {
  return line.length === 0 ? t('board-cse:nobody') : line.map((id) => inLine(t, state, id)).join(t('board-cse:then'));
}

function lootText(t: Translate, loot: readonly LootValue[]): string {
  return loot.length === 0 ? t('board-cse:noLoot') : loot.map((v) => valueText(t, v)).join(t('board-cse:separator'));
}

/** "alone on this floor", "2nd of 3 in the line": said of `id` (agreeing with that bandit). */
export function ordinalPlace(t: Translate, place: number, of: number, id: BanditId): string {
  const g = genderOptions({ bandit: id });
  return of <= 1 ? t('board-cse:alone', g) : t('board-cse:placeInLine', { n: place + 1, of, ...g });
}

export function describeBoard(state: GameState, t: Translate): BoardText {
  const n = state.train.length;
  const cars = state.train.map((c, car) => ({
    car,
    name: carName(t, car, n),
    roof: lineText(t, state, c.roof),
    inside: lineText(t, state, c.inside),
  }));
  const gone = uncoupled(state);
  const where: string[] = [];
  const bandits: BanditText[] = [];
  for (const id of state.config.bandits) {
    const b = state.bandits[id];
    if (b === undefined) continue;
    const car = state.train.findIndex((c) => c.inside.includes(id) || c.roof.includes(id));
    let at: string;
    if (car < 0 || b.out !== null) at = t('board-cse:out');
    else {
      const floor: Floor = state.train[car]!.roof.includes(id) ? 'roof' : 'inside';
      const line = state.train[car]![floor];
      const facing = t(`board-cse:facing.${b.facing}`);
      at = t('board-cse:where', {
        place: placeName(t, car, floor, n),
        order: ordinalPlace(t, line.indexOf(id), line.length, id),
        how: b.stunned ? t('board-cse:stunnedFacing', { facing, ...genderOptions({ bandit: id }) }) : facing,
      });
      where.push(t('board-cse:at', { who: banditName(t, id), place: placeName(t, car, floor, n) }));
    }
    bandits.push({ id, text: t('board-cse:bandit', { name: banditName(t, id), where: at, loot: lootText(t, b.loot) }) });
  }
  return {
    summary: t('board-cse:summary', { count: n - 1, where: where.join(t('board-cse:separatorPlaces')) }),
    cars,
    gone:
      gone.length === 0
        ? ''
        : t('board-cse:gone', { list: gone.map((g) => t('board-cse:goneItem', { car: t('board-cse:wagon', { n: g.car }), value: valueText(t, g.value) })).join(t('board-cse:separator')) }),
    bandits,
  };
}
