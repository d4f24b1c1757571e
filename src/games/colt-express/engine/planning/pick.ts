// 000 REGOLE SPECIALI: 2 BANDITI: at the start of a round, before shuffling, each player picks
// one card of his deck into his hand, then draws the rest of the hand (deal.ts).
import type { ActionKind, CharacterId, Choice, GameState, PlayerState, Seat } from '../types.ts';
import { log, setPlayer, type Ctx, type StageOutcome } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { CARD_INFO, actionCard, insertCard, sortCards } from '../cards.ts';
import { ACTION_KINDS, CHARACTER_IDS } from '../data/characters.ts';
import { askSeatsFrom, turnIndex } from '../queries.ts';
import { deal } from './deal.ts';

const PICK = {} as { [C in CharacterId]: { [A in ActionKind]: Choice } };
for (const c of CHARACTER_IDS) {
  const pk = {} as { [A in ActionKind]: Choice };
  for (const a of ACTION_KINDS) pk[a] = frozen({ kind: 'pick', card: a, bandit: c });
  PICK[c] = pk;
}

export function pickChoices(s: GameState, seat: Seat): Choice[] {
  const deck = sortCards(s.players[seat]!.deck.slice());
  const out: Choice[] = [];
  let prev = '';
  for (const c of deck) {
    if (c === prev) continue;
    prev = c;
    const info = CARD_INFO[c];
    if (info && info.action && info.bandit) out.push(PICK[info.bandit][info.action]);
  }
  return out;
}

function hasActionInDeck(p: PlayerState): boolean {
  for (const c of p.deck) if (CARD_INFO[c]?.action) return true;
  return false;
}

/** Ask the seats from the k-th after the first player on; a deck without action cards is dealt at once. */
function askPicksFrom(ctx: Ctx, k: number): StageOutcome {
  const s = ctx.s;
  return askSeatsFrom(ctx, k, (seat) => {
    if (hasActionInDeck(s.players[seat]!)) {
      s.pending = { kind: 'pick', seat };
      return true;
    }
    deal(ctx, seat);
    return false;
  });
}

/** Two-bandit round start: every seat, in turn order, picks a card and then draws its hand. */
export function beginPicks(ctx: Ctx): StageOutcome {
  return askPicksFrom(ctx, 0);
}

export function doPick(ctx: Ctx, seat: Seat, ch: { card: ActionKind; bandit?: CharacterId }): StageOutcome {
  const s = ctx.s;
  const p = s.players[seat]!;
  const bandit = ch.bandit ?? p.bandits[0]!;
  const id = actionCard(bandit, ch.card);
  const i = p.deck.indexOf(id);
  const deck = p.deck.slice();
  deck.splice(i, 1);
  setPlayer(ctx, seat, { ...p, hand: insertCard(p.hand, id), deck });
  log(ctx, 'variants.two-bandits.card-choice', 'picked', { seat, bandit, card: ch.card });
  deal(ctx, seat);
  return askPicksFrom(ctx, turnIndex(s, seat) + 1);
}
