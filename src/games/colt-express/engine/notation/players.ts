// players  <hand>-<deck>-<discard>-<turns base36>, one per seat, joined by _
import type { CharacterId, PlayerState, Seat } from '../types.ts';
import { cardsCode, parseCards } from './codes.ts';
import { base36, fail, ok, parts, type Parsed } from './parsed.ts';
import { BOUNDS } from './bounds.ts';

export function makePlayers(players: readonly PlayerState[]): string {
  return players.map((p) => `${cardsCode(p.hand)}-${cardsCode(p.deck)}-${cardsCode(p.discard)}-${p.turns.toString(36)}`).join('_');
}

export function parsePlayers(text: string, seats: readonly (readonly CharacterId[])[]): Parsed<PlayerState[]> {
  const n = seats.length;
  const pt = text.split('_', n + 1);
  if (pt.length !== n) return fail('field-count', 'players', `expected ${n} players, found ${pt.length > n ? 'more' : pt.length}`);
  const out: PlayerState[] = [];
  for (let i = 0; i < n; i++) {
    const p = parsePlayer(pt[i]!, i, seats[i]!);
    if (!p.ok) return p;
    out.push(p.value);
  }
  return ok(out);
}

function parsePlayer(t: string, seat: number, bandits: readonly CharacterId[]): Parsed<PlayerState> {
  const path = `players[${seat}]`;
  const p = parts(t, '-', 4, path);
  if (!p.ok) return p;
  const [h, d, x, tu] = p.value as [string, string, string, string];
  const turns = base36(tu, `${path}.turns`, BOUNDS.turns);
  if (!turns.ok) return turns;
  const hand = parseCards(h, `${path}.hand`, BOUNDS.cards);
  if (!hand.ok) return hand;
  const deck = parseCards(d, `${path}.deck`, BOUNDS.cards);
  if (!deck.ok) return deck;
  const discard = parseCards(x, `${path}.discard`, BOUNDS.cards);
  if (!discard.ok) return discard;
  return ok({ seat: seat as Seat, bandits, hand: hand.value, deck: deck.value, discard: discard.value, turns: turns.value });
}
