// Round cards and their turn patterns.
// Provenance: /work/shared/data/components.md, section "Colt Express round cards"
// (values printed on the cards, transcribed consistently by seven independent public
// implementations; the rulebook texts only show them in pictures). Card counts
// (7 for 2-4 players, 7 for 5-6 players, 3 Train Station cards) from every seed's
// component list (e.g. 002 CONTENUTO). Events: 002 GLI EVENTI, 000 EVENTI.
// Note: the 2-4 and 5-6 sets are the same seven designs with different turn patterns.
import type { RoundCardInfo, TurnKind } from '../types.ts';
import { EVENT_IDS } from '../types.ts';
import { byId } from './by-id.ts';

const S: TurnKind = 'standard';
const T: TurnKind = 'tunnel';
const D: TurnKind = 'speeding-up';
const W: TurnKind = 'switching';

export const ROUND_CARDS: readonly RoundCardInfo[] = [
  { id: 'angry-marshal', station: false, turnsSmall: [S, S, T, W], turnsLarge: [S, S, W], event: 'angry-marshal' },
  { id: 'swivel-arm', station: false, turnsSmall: [S, T, S, S], turnsLarge: [S, T, S], event: 'swivel-arm' },
  { id: 'braking', station: false, turnsSmall: [S, S, S, S], turnsLarge: [S, T, S, S], event: 'braking' },
  { id: 'take-it-all', station: false, turnsSmall: [S, T, D, S], turnsLarge: [S, D, W], event: 'take-it-all' },
  {
    id: 'passengers-rebellion',
    station: false,
    turnsSmall: [S, S, T, S, S],
    turnsLarge: [S, T, S, W],
    event: 'passengers-rebellion',
  },
  // no event; the sources call it "Tunnel" or "Through the mountain"
  { id: 'tunnel', station: false, turnsSmall: [S, T, S, T, S], turnsLarge: [S, T, S, T], event: null },
  // no event; the sources call it "Bridge" or "Full steam"
  { id: 'bridge', station: false, turnsSmall: [S, D, S], turnsLarge: [S, D], event: null },
  // Train Station cards: always the last round when used; S S T S for every player count
  { id: 'marshals-revenge', station: true, turnsSmall: [S, S, T, S], turnsLarge: [S, S, T, S], event: 'marshals-revenge' },
  { id: 'pickpocketing', station: true, turnsSmall: [S, S, T, S], turnsLarge: [S, S, T, S], event: 'pickpocketing' },
  {
    id: 'hostage-conductor',
    station: true,
    turnsSmall: [S, S, T, S],
    turnsLarge: [S, S, T, S],
    event: 'hostage-conductor',
  },
];

/** Every event (the list lives in types.ts). The position notation writes an event as its index there: append only. */
export { EVENT_IDS };

// /*#__PURE__*/ (also on inner calls: a bundler keeps the arguments of a dropped call):
// computed tables are dropped when unused (widgets REQUESTS R3).
export const ROUND_CARD_BY_ID = /*#__PURE__*/ byId(ROUND_CARDS);

export const NORMAL_ROUND_CARDS = /*#__PURE__*/ roundCardIds(false);
export const STATION_CARDS = /*#__PURE__*/ roundCardIds(true);
function roundCardIds(station: boolean): RoundCardInfo['id'][] {
  return ROUND_CARDS.filter((c) => c.station === station).map((c) => c.id);
}

/** Turn pattern for the player count (2-4: small cards, 5-6: large cards). */
export function turnsFor(card: RoundCardInfo, players: number): readonly TurnKind[] {
  return players >= 5 ? card.turnsLarge : card.turnsSmall;
}
