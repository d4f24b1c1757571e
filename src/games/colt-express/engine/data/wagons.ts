// Wagon floors: loot printed on the floor of each of the six wagons (purses, jewels).
// Provenance: /work/shared/data/components.md, "Colt Express wagons and loot"
// (four independent public transcriptions agree; rulebooks show them only in pictures).
// The ids w1..w6 are ours, in the order of that list.
import type { WagonInfo } from '../types.ts';
import { byId } from './by-id.ts';

export const WAGONS: readonly WagonInfo[] = [
  { id: 'w1', purses: 1, jewels: 0 },
  { id: 'w2', purses: 1, jewels: 1 },
  { id: 'w3', purses: 0, jewels: 3 },
  { id: 'w4', purses: 3, jewels: 0 },
  { id: 'w5', purses: 4, jewels: 1 },
  { id: 'w6', purses: 3, jewels: 1 },
];

export const WAGON_BY_ID = /*#__PURE__*/ byId(WAGONS);
