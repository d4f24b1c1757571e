// 002 VARIANTE PER ESPERTI: at the end of planning each player keeps cards of his choice; the
// rest of the hand goes to the discard pile. Option expertKeep: action cards only (002/003) or
// any card, bullets included (000/001).
import type { ActionKind, CardId, CharacterId, Choice, GameState, Seat } from '../types.ts';
import { log, setPlayer, type Ctx, type StageOutcome } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { CARD_INFO, NEUTRAL_CARD, actionCard, bulletCard, insertCard, removeCard } from '../cards.ts';
import { ACTION_KINDS, CHARACTER_IDS } from '../data/characters.ts';
import { askSeatsFrom, turnIndex } from '../queries.ts';

type ByAction = { [A in ActionKind]: Choice };
const KEEP_DONE: Choice = frozen({ kind: 'keep-done' });
const KEEP_STD = {} as ByAction;
const KEEP_B = {} as { [C in CharacterId]: ByAction };
const KEEP_BULLET: { [k: string]: Choice } = {};
for (const a of ACTION_KINDS) KEEP_STD[a] = frozen({ kind: 'keep', card: a });
for (const c of CHARACTER_IDS) {
  const kp = {} as ByAction;
  for (const a of ACTION_KINDS) kp[a] = frozen({ kind: 'keep', card: a, bandit: c });
  KEEP_B[c] = kp;
  KEEP_BULLET[c] = frozen({ kind: 'keep', card: 'bullet', from: c });
}
KEEP_BULLET['neutral'] = frozen({ kind: 'keep', card: 'bullet', from: 'neutral' });

export function keepable(s: GameState, c: CardId): boolean {
  const info = CARD_INFO[c];
  if (!info) return false;
  if (info.action) return true;
  return info.bullet && s.config.options.expertKeep === 'any';
}

/** Cards still keepable (kept cards are chosen in card order: no duplicate sequences), then "done". */
export function keepChoices(s: GameState, seat: Seat, kept: readonly CardId[]): Choice[] {
  const hand = s.players[seat]!.hand;
  const two = s.players[seat]!.bandits.length > 1;
  const last = kept.length > 0 ? kept[kept.length - 1]! : '';
  const out: Choice[] = [];
  let prev = '';
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (c === prev || c < last || !keepable(s, c)) continue;
    prev = c;
    let inHand = 0;
    let inKept = 0;
    for (const h of hand) if (h === c) inHand++;
    for (const k of kept) if (k === c) inKept++;
    if (inKept >= inHand) continue;
    out.push(keepChoiceOf(c, two));
  }
  out.push(KEEP_DONE);
  return out;
}
function keepChoiceOf(c: CardId, two: boolean): Choice {
  const info = CARD_INFO[c]!;
  if (info.action && info.bandit) return two ? KEEP_B[info.bandit][info.action] : KEEP_STD[info.action];
  return KEEP_BULLET[info.bandit ?? 'neutral']!;
}

function hasKeepable(s: GameState, seat: number): boolean {
  for (const c of s.players[seat]!.hand) if (keepable(s, c)) return true;
  return false;
}

function finishKeep(ctx: Ctx, seat: Seat, kept: readonly CardId[]): void {
  const p = ctx.s.players[seat]!;
  let discard = p.discard;
  let hand: readonly CardId[] = p.hand;
  for (const c of kept) hand = removeCard(hand, c);
  for (const c of hand) discard = insertCard(discard, c);
  if (hand.length > 0) log(ctx, 'variants.expert.keep-cards', 'discarded', { seat, amount: hand.length });
  setPlayer(ctx, seat, { ...p, hand: kept, discard });
}

/**
 * Ask the seats from the k-th after the first player on, in turn order; a seat with nothing
 * keepable is not asked (CHANGES: forced non-choices skipped in planning).
 */
function askKeepFrom(ctx: Ctx, k: number): StageOutcome {
  const s = ctx.s;
  return askSeatsFrom(ctx, k, (seat) => {
    if (hasKeepable(s, seat)) {
      s.pending = { kind: 'keep', seat, kept: [] };
      return true;
    }
    finishKeep(ctx, seat, []);
    return false;
  });
}

/** Expert, end of planning: ask every seat in turn order which cards it keeps. */
export function beginKeep(ctx: Ctx): StageOutcome {
  return askKeepFrom(ctx, 0);
}

export function doKeep(ctx: Ctx, seat: Seat, kept: readonly CardId[], ch: Choice): StageOutcome {
  const s = ctx.s;
  if (ch.kind === 'keep') {
    const p = s.players[seat]!;
    const id: CardId =
      ch.card === 'bullet'
        ? ch.from === 'neutral'
          ? NEUTRAL_CARD
          : bulletCard(ch.from)
        : actionCard(ch.bandit ?? p.bandits[0]!, ch.card);
    const nk = kept.slice();
    nk.push(id);
    log(ctx, 'variants.expert.keep-cards', 'kept', { seat, card: id });
    s.pending = { kind: 'keep', seat, kept: nk };
    return 'wait';
  }
  finishKeep(ctx, seat, kept);
  return askKeepFrom(ctx, turnIndex(s, seat) + 1);
}
