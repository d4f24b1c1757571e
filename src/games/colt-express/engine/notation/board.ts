// The fields of the train and the box:
//  rng      four uint32, 6 base64url characters each
//  cars     car_car_…   car = <wagon 0-6><inside loot>-<roof loot>   (0 = the locomotive)
//  bandits  in config.bandits order: <car><i|r><bullets left><loot>, joined by _
//  misc     <marshal car><neutral bullets base36><neutral deck removed 0|1>
//  box      <strongboxes><jewels><purses>-<ransoms paid (minted), base36>
import type { BanditState, BoxState, CarIndex, CarState, CharacterId, GameState, Seat } from '../types.ts';
import { WAGONS } from '../data/wagons.ts';
import { lootCode, parseLoot, parsePurses, purseCode } from './codes.ts';
import { base36, each, fail, ok, parts, type Parsed } from './parsed.ts';
import { BOUNDS } from './bounds.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function makeU32(x: number): string {
  const v = x >>> 0;
  let out = B64[Math.floor(v / 2 ** 30) & 3]!; // 32 bits in 6 characters: the top 2 bits first
  for (let shift = 24; shift >= 0; shift -= 6) out += B64[(v >>> shift) & 63]!;
  return out;
}
function parseU32(text: string, path: string): Parsed<number> {
  let v = 0;
  for (let i = 0; i < 6; i++) {
    const d = B64.indexOf(text[i] ?? '');
    if (d < 0) return fail('unknown-code', path, `bad character "${text[i] ?? ''}"`);
    v = v * 64 + d;
  }
  return v > 0xffffffff ? fail('out-of-range', path, 'more than 32 bits') : ok(v);
}

export function makeRng(rng: GameState['rng']): string {
  return rng.map(makeU32).join('');
}
export function parseRng(text: string): Parsed<[number, number, number, number]> {
  if (text.length !== 24) return fail('field-count', 'rng', `expected 24 characters, found ${text.length}`);
  const words = each([0, 1, 2, 3].map((i) => text.slice(6 * i, 6 * i + 6)), (t, i) => parseU32(t, `rng[${i}]`));
  return words.ok ? ok(words.value as [number, number, number, number]) : words;
}

export function makeCars(cars: readonly CarState[]): string {
  const wagon = (c: CarState): string => (c.wagon === 'locomotive' ? '0' : String(WAGONS.findIndex((x) => x.id === c.wagon) + 1));
  return cars.map((c) => wagon(c) + c.inside.map(lootCode).join('') + '-' + c.roof.map(lootCode).join('')).join('_');
}
export function parseCars(text: string): Parsed<CarState[]> {
  const carT = text.split('_', BOUNDS.cars + 1);
  if (carT.length < 2 || carT.length > BOUNDS.cars) return fail('out-of-range', 'cars', `expected 2 to ${BOUNDS.cars} cars, found ${carT.length > BOUNDS.cars ? 'more' : carT.length}`);
  return each(carT, parseCar);
}
function parseCar(t: string, i: number): Parsed<CarState> {
  const p = parts(t, '-', 2, `cars[${i}]`);
  if (!p.ok) return p;
  const [a, roofT] = p.value as [string, string];
  const w = base36(a[0], `cars[${i}].wagon`, WAGONS.length);
  if (!w.ok) return w;
  if ((i === 0) !== (w.value === 0))
    return fail('out-of-range', `cars[${i}].wagon`, i === 0 ? 'car 0 must be the locomotive (0)' : 'only car 0 is the locomotive');
  const inside = parseLoot(a.slice(1), `cars[${i}].inside`, BOUNDS.loot);
  if (!inside.ok) return inside;
  const roof = parseLoot(roofT, `cars[${i}].roof`, BOUNDS.loot);
  if (!roof.ok) return roof;
  return ok({ wagon: w.value === 0 ? 'locomotive' : WAGONS[w.value - 1]!.id, inside: inside.value, roof: roof.value });
}

export function makeBandits(s: GameState): string {
  return s.config.bandits
    .map((id) => {
      const b = s.bandits[id]!;
      return b.car.toString(36) + (b.floor === 'inside' ? 'i' : 'r') + String(b.bulletsLeft) + b.loot.map(lootCode).join('');
    })
    .join('_');
}
export function parseBandits(text: string, seats: readonly (readonly CharacterId[])[], last: number): Parsed<{ [C in CharacterId]?: BanditState }> {
  const all = seats.flat();
  const bt = text.split('_', all.length + 1);
  if (bt.length !== all.length) return fail('field-count', 'bandits', `expected ${all.length} bandits, found ${bt.length > all.length ? 'more' : bt.length}`);
  const bandits: { [C in CharacterId]?: BanditState } = {};
  for (let i = 0; i < all.length; i++) {
    const id = all[i]!;
    const b = parseBandit(bt[i]!, `bandits.${id}`, last);
    if (!b.ok) return b;
    bandits[id] = { ...b.value, seat: seats.findIndex((s) => s.includes(id)) as Seat };
  }
  return ok(bandits);
}
function parseBandit(t: string, path: string, last: number): Parsed<Omit<BanditState, 'seat'>> {
  const car = base36(t[0], `${path}.car`, last);
  if (!car.ok) return car;
  const fl = t[1];
  if (fl !== 'i' && fl !== 'r') return fail('unknown-code', `${path}.floor`, `expected i or r, found "${fl ?? ''}"`);
  const bullets = base36(t[2], `${path}.bulletsLeft`, BOUNDS.bulletsLeft);
  if (!bullets.ok) return bullets;
  const loot = parseLoot(t.slice(3), `${path}.loot`, BOUNDS.loot);
  if (!loot.ok) return loot;
  return ok({ car: car.value as CarIndex, floor: fl === 'i' ? 'inside' : 'roof', loot: loot.value, bulletsLeft: bullets.value });
}

type Misc = { readonly marshal: CarIndex; readonly neutralBullets: number; readonly neutralDeckRemoved: boolean };
export function makeMisc(s: Misc): string {
  return s.marshal.toString(36) + s.neutralBullets.toString(36) + (s.neutralDeckRemoved ? '1' : '0');
}
export function parseMisc(m: string, last: number): Parsed<Misc> {
  if (m.length !== 3) return fail('field-count', 'misc', 'expected 3 characters (Marshal, neutral bullets, deck removed)');
  const marshal = base36(m[0], 'marshal', last);
  if (!marshal.ok) return marshal;
  const neutral = base36(m[1], 'neutralBullets', BOUNDS.neutralBullets);
  if (!neutral.ok) return neutral;
  if (m[2] !== '0' && m[2] !== '1') return fail('unknown-code', 'neutralDeckRemoved', 'expected 0 or 1');
  return ok({ marshal: marshal.value as CarIndex, neutralBullets: neutral.value, neutralDeckRemoved: m[2] === '1' });
}

export function makeBox(box: BoxState): string {
  return `${box.strongboxes}${box.jewels}${box.purses.map(purseCode).join('')}-${box.minted.toString(36)}`;
}
export function parseBox(text: string): Parsed<BoxState> {
  const p = parts(text, '-', 2, 'box');
  if (!p.ok) return p;
  const [a, mintT] = p.value as [string, string];
  const strongboxes = base36(a[0], 'box.strongboxes', BOUNDS.strongboxes);
  if (!strongboxes.ok) return strongboxes;
  const jewels = base36(a[1], 'box.jewels', BOUNDS.jewels);
  if (!jewels.ok) return jewels;
  const purses = parsePurses(a.slice(2), 'box.purses', BOUNDS.purses);
  if (!purses.ok) return purses;
  const minted = base36(mintT, 'box.minted', BOUNDS.ransoms);
  if (!minted.ok) return minted;
  return ok({ strongboxes: strongboxes.value, jewels: jewels.value, purses: purses.value, minted: minted.value });
}
