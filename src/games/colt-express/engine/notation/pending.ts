// pending  N (nothing: the game is over)
//          | P<seat><placed per seat, 0 = not yet / hidden>   two-bandit placement
//          | K<seat>                    pick (two-bandit mode)
//          | L<seat>                    plan
//          | C<seat><bandit><fired>     cover fire
//          | E<seat><kept cards>        expert: keep
//          | R<seat><bandit><action>    resolve the top of the pile
//          | V<seat><event index>       end-of-round event
//          | B<seat><bandit>            Pickpocketing
import type { CharacterId, Pending, Seat } from '../types.ts';
import { EVENT_IDS } from '../data/round-cards.ts';
import { actionCode, cardsCode, charCode, parseAction, parseCards, parseOwnCharacter } from './codes.ts';
import { base36, fail, ok, type Parsed } from './parsed.ts';
import { BOUNDS } from './bounds.ts';

export function makePending(p: Pending | null): string {
  if (p === null) return 'N';
  const seat = p.seat.toString(36);
  switch (p.kind) {
    case 'place':
      return 'P' + seat + p.placed.map((c) => (c === null ? '0' : charCode(c))).join('');
    case 'pick':
      return 'K' + seat;
    case 'plan':
      return 'L' + seat;
    case 'cover':
      return 'C' + seat + charCode(p.bandit) + charCode(p.fired);
    case 'keep':
      return 'E' + seat + cardsCode(p.kept);
    case 'resolve':
      return 'R' + seat + charCode(p.bandit) + actionCode(p.card);
    case 'event':
      return 'V' + seat + EVENT_IDS.indexOf(p.event).toString(36);
    case 'pickpocket':
      return 'B' + seat + charCode(p.bandit);
  }
}

type Seats = readonly (readonly CharacterId[])[];
const LENGTH: { readonly [k: string]: number } = { K: 2, L: 2, C: 4, R: 4, V: 3, B: 3 };

export function parsePending(t: string, seats: Seats): Parsed<Pending | null> {
  if (t === 'N') return ok(null);
  const k = t[0] ?? '';
  if (!'PKLCERVB'.includes(k) || k === '') return fail('unknown-code', 'pending', `unknown pending code "${k}" (expected N, P, K, L, C, E, R, V or B)`);
  const n = seats.length;
  const want = k === 'P' ? 2 + n : LENGTH[k];
  if (want !== undefined && t.length !== want) return fail('field-count', 'pending', `expected ${want} characters`);
  const seat = base36(t[1], 'pending.seat', n - 1);
  if (!seat.ok) return seat;
  return pendingOf(k, seat.value as Seat, t, seats);
}

function pendingOf(k: string, seat: Seat, t: string, seats: Seats): Parsed<Pending> {
  const all = seats.flat();
  const own = (i: number, path: string): Parsed<CharacterId> => parseOwnCharacter(t[i], all, path);
  switch (k) {
    case 'P':
      return parsePlaced(t.slice(2), seat, seats);
    case 'K':
      return ok({ kind: 'pick', seat });
    case 'L':
      return ok({ kind: 'plan', seat });
    case 'C': {
      const bandit = own(2, 'pending.bandit');
      if (!bandit.ok) return bandit;
      const fired = own(3, 'pending.fired');
      return fired.ok ? ok({ kind: 'cover', seat, bandit: bandit.value, fired: fired.value }) : fired;
    }
    case 'E': {
      const kept = parseCards(t.slice(2), 'pending.kept', BOUNDS.cards);
      return kept.ok ? ok({ kind: 'keep', seat, kept: kept.value }) : kept;
    }
    case 'R': {
      const bandit = own(2, 'pending.bandit');
      if (!bandit.ok) return bandit;
      const card = parseAction(t[3], 'pending.card');
      return card.ok ? ok({ kind: 'resolve', seat, bandit: bandit.value, card: card.value }) : card;
    }
    case 'V': {
      const e = base36(t[2], 'pending.event', EVENT_IDS.length - 1);
      return e.ok ? ok({ kind: 'event', seat, event: EVENT_IDS[e.value]! }) : e;
    }
    default: {
      const bandit = own(2, 'pending.bandit');
      return bandit.ok ? ok({ kind: 'pickpocket', seat, bandit: bandit.value }) : bandit;
    }
  }
}

function parsePlaced(text: string, seat: Seat, seats: Seats): Parsed<Pending> {
  const placed: (CharacterId | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const path = `pending.placed[${i}]`;
    if (text[i] === '0') {
      placed.push(null);
      continue;
    }
    const c = parseOwnCharacter(text[i], seats.flat(), path);
    if (!c.ok) return c;
    if (!seats[i]!.includes(c.value)) return fail('not-in-game', path, `${c.value} is not a bandit of seat ${i}`);
    placed.push(c.value);
  }
  return ok({ kind: 'place', seat, placed });
}
