// 002 FASE 1: PIANIFICAZIONE: on his turn a player plays one card on the common pile, or draws
// 3 cards; with neither possible he passes. Ghost: face-down card (hooks.ts).
import type { ActionKind, CharacterId, Choice, GameState, PlayerState, RuleId, Seat } from '../types.ts';
import { log, pushPile, setPlayer, type Ctx, type StageOutcome } from '../ctx.ts';
import { frozen } from '../../../shared/frozen.ts';
import { CARD_INFO, actionCard, insertCard, removeCard } from '../cards.ts';
import { ACTION_KINDS, CHARACTER_IDS } from '../data/characters.ts';
import { faceDownRule } from '../hooks.ts';
import { reshuffleDiscard } from '../variants/expert.ts';
import { currentTurnKind, playRule, playsFaceDown } from './turn-kinds.ts';
import { advancePlanning } from './turn-order.ts';
import { askCover } from './cover-fire.ts';

type ByAction = { [A in ActionKind]: Choice };
const DRAW: Choice = frozen({ kind: 'draw' });
const PASS: Choice = frozen({ kind: 'pass' });
const PLAY_STD = {} as ByAction;
const PLAY_STD_FD = {} as ByAction;
const PLAY_B = {} as { [C in CharacterId]: ByAction };
const PLAY_B_FD = {} as { [C in CharacterId]: ByAction };
for (const a of ACTION_KINDS) {
  PLAY_STD[a] = frozen({ kind: 'play', card: a });
  PLAY_STD_FD[a] = frozen({ kind: 'play', card: a, faceDown: true });
}
for (const c of CHARACTER_IDS) {
  const p = {} as ByAction;
  const pf = {} as ByAction;
  for (const a of ACTION_KINDS) {
    p[a] = frozen({ kind: 'play', card: a, bandit: c });
    pf[a] = frozen({ kind: 'play', card: a, bandit: c, faceDown: true });
  }
  PLAY_B[c] = p;
  PLAY_B_FD[c] = pf;
}

export function canDraw(s: GameState, p: PlayerState): boolean {
  return p.deck.length > 0 || (s.config.options.expert && p.discard.length > 0);
}

export function planChoices(s: GameState, seat: Seat): Choice[] {
  const p = s.players[seat]!;
  const two = p.bandits.length > 1;
  const tk = currentTurnKind(s);
  // tunnel plays carry no faceDown flag: everything is face down anyway (CHANGES)
  const hideOpt = !playsFaceDown(tk) && faceDownRule(p) !== null;
  const out: Choice[] = [];
  const hand = p.hand;
  let prev = '';
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (c === prev) continue;
    prev = c;
    const info = CARD_INFO[c];
    if (!info || !info.action || !info.bandit) continue;
    if (two) {
      out.push(PLAY_B[info.bandit][info.action]);
      if (hideOpt) out.push(PLAY_B_FD[info.bandit][info.action]);
    } else {
      out.push(PLAY_STD[info.action]);
      if (hideOpt) out.push(PLAY_STD_FD[info.action]);
    }
  }
  if (canDraw(s, p)) out.push(DRAW);
  if (out.length === 0) out.push(PASS);
  return out;
}

export function doPlan(ctx: Ctx, seat: Seat, ch: Choice): StageOutcome {
  const s = ctx.s;
  const p = s.players[seat]!;
  if (ch.kind === 'play') {
    const bandit = ch.bandit ?? p.bandits[0]!;
    const tk = currentTurnKind(s);
    const faceDown = playsFaceDown(tk) || ch.faceDown === true;
    const id = actionCard(bandit, ch.card);
    setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand: removeCard(p.hand, id), deck: p.deck, discard: p.discard, turns: p.turns + 1 });
    pushPile(ctx, { bandit, card: ch.card, faceDown });
    // Ghost's face-down card names his rule; any other play names its turn's rule (ENGINE-REQUESTS R2)
    const rule = ch.faceDown === true && !playsFaceDown(tk) ? faceDownRule(p)! : playRule(tk);
    log(ctx, rule, 'played', { seat, bandit, card: faceDown ? null : ch.card, faceDown });
    if (ch.card === 'fire' && !faceDown && askCover(ctx, seat, bandit, tk)) return 'wait';
  } else if (ch.kind === 'draw') {
    drawCards(ctx, seat, 3, 'planning.draw-three');
    const q = s.players[seat]!;
    setPlayer(ctx, seat, { ...q, turns: q.turns + 1 });
  } else {
    setPlayer(ctx, seat, { ...p, turns: p.turns + 1 });
    log(ctx, 'planning.turn', 'passed', { seat });
  }
  return advancePlanning(ctx);
}

function drawCards(ctx: Ctx, seat: Seat, n: number, rule: RuleId): void {
  const s = ctx.s;
  const p = s.players[seat]!;
  let deck = p.deck;
  let discard = p.discard;
  let hand = p.hand;
  let drawn = 0;
  let pos = 0;
  while (drawn < n) {
    if (pos >= deck.length) {
      if (s.config.options.expert && discard.length > 0) {
        deck = reshuffleDiscard(ctx, seat, discard);
        pos = 0;
        discard = [];
        continue;
      }
      break;
    }
    hand = insertCard(hand, deck[pos]!);
    pos++;
    drawn++;
  }
  setPlayer(ctx, seat, { seat: p.seat, bandits: p.bandits, hand, deck: pos > 0 ? deck.slice(pos) : deck, discard, turns: p.turns });
  log(ctx, rule, 'drew', { seat, amount: drawn });
}
