// 000 REGOLA DEL FUOCO DI COPERTURA (two-bandit mode): after a face-up Fire in a standard turn,
// the player may at once play a card of his other bandit (not the Marshal card).
import type { ActionKind, CharacterId, Choice, GameState, Seat, TurnKind } from '../types.ts';
import { log, pushPile, setPlayer, type Ctx, type StageOutcome } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { CARD_INFO, actionCard, removeCard } from '../cards.ts';
import { ACTION_KINDS, CHARACTER_IDS } from '../data/characters.ts';
import { advancePlanning } from './turn-order.ts';

const NO_COVER: Choice = frozen({ kind: 'no-cover' });
const COVER = {} as { [C in CharacterId]: { [A in ActionKind]: Choice } };
for (const c of CHARACTER_IDS) {
  const cv = {} as { [A in ActionKind]: Choice };
  for (const a of ACTION_KINDS) cv[a] = frozen({ kind: 'cover', card: a, bandit: c });
  COVER[c] = cv;
}

function coverable(bandit: CharacterId, card: string): boolean {
  const info = CARD_INFO[card];
  return info !== undefined && info.bandit === bandit && info.action !== null && info.action !== 'marshal';
}

/**
 * After `fired` played a face-up Fire: ask for cover fire if the rule applies and the player
 * holds a card of his other bandit (a forced "no" is not asked, CHANGES). True = asked.
 */
export function askCover(ctx: Ctx, seat: Seat, fired: CharacterId, turn: TurnKind): boolean {
  const s = ctx.s;
  const p = s.players[seat]!;
  if (turn !== 'standard' || s.config.options.mode !== 'two-bandits' || p.bandits.length < 2) return false;
  const other = p.bandits[0] === fired ? p.bandits[1]! : p.bandits[0]!;
  for (const c of p.hand) {
    if (coverable(other, c)) {
      s.pending = { kind: 'cover', seat, bandit: other, fired };
      return true;
    }
  }
  return false;
}

/** Cards of `bandit` that cover fire may play (no Marshal card, no bullets), then "no cover". */
export function coverChoices(s: GameState, seat: Seat, bandit: CharacterId): Choice[] {
  const out: Choice[] = [];
  const hand = s.players[seat]!.hand;
  let prev = '';
  for (const c of hand) {
    if (c === prev) continue;
    prev = c;
    const info = CARD_INFO[c];
    if (!info || !info.action || info.bandit !== bandit || info.action === 'marshal') continue;
    out.push(COVER[bandit][info.action]);
  }
  out.push(NO_COVER);
  return out;
}

export function doCover(ctx: Ctx, seat: Seat, ch: Choice): StageOutcome {
  const s = ctx.s;
  if (ch.kind === 'cover') {
    const p = s.players[seat]!;
    const id = actionCard(ch.bandit, ch.card);
    setPlayer(ctx, seat, { ...p, hand: removeCard(p.hand, id) });
    pushPile(ctx, { bandit: ch.bandit, card: ch.card, faceDown: false });
    log(ctx, 'variants.two-bandits.cover-fire', 'covered', { seat, bandit: ch.bandit, card: ch.card });
  } else {
    log(ctx, 'variants.two-bandits.cover-fire', 'no-cover', { seat });
  }
  return advancePlanning(ctx);
}
