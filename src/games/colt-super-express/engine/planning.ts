// 004 Fas 1: Planering! Each player chooses 3 of its cards and stacks them face down; the cards
// are revealed from the top. The engine asks one card at a time, in the order they will be
// revealed (the first chosen is the top card); the cards not chosen stay set aside in the hand.
import type { CardKind, Choice, GameState, Seat } from './types.ts';
import { log, setPlayer, type Ctx } from './ctx.ts';
import { frozen } from '../../shared/frozen.ts';

export const STACK_CHOICES: { readonly [K in CardKind]: Choice } = {
  turn: frozen({ kind: 'stack', card: 'turn' }),
  floor: frozen({ kind: 'stack', card: 'floor' }),
  move: frozen({ kind: 'stack', card: 'move' }),
  fire: frozen({ kind: 'stack', card: 'fire' }),
  reflex: frozen({ kind: 'stack', card: 'reflex' }),
  horse: frozen({ kind: 'stack', card: 'horse' }),
};

/** One choice per card in the hand (hands hold each card once, sorted). */
export function planChoices(s: GameState, seat: Seat): readonly Choice[] {
  const out: Choice[] = [];
  for (const c of s.players[seat]!.hand) if (c !== 'hidden') out.push(STACK_CHOICES[c]);
  return out;
}

export function stackCard(ctx: Ctx, seat: Seat, card: CardKind): void {
  const p = ctx.s.players[seat]!;
  const stack = [...p.stack, card];
  setPlayer(ctx, seat, { ...p, hand: p.hand.filter((c) => c !== card), stack });
  log(ctx, { kind: 'stacked', rule: 'round.plan', data: { seat, bandit: p.bandit, count: stack.length } });
}

