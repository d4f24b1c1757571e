// explain(): the legal choices, the options the rules exclude (each with its rule, a closed `why`
// code and typed params), and what the pending reveal will do. Never throws.
import type { BanditId, CardKind, Choice, EngineError, Exclusion, Explanation, GameState, RevealPreview } from './types.ts';
import { CARD_KINDS } from './data/components.ts';
import { choicesOf } from './legal-choices.ts';
import { shapeProblem } from './playable.ts';
import { inPlay } from './hand.ts';
import { inFront, locate } from './train.ts';
import { lineOfFire } from './cards/fire.ts';

const EMPTY: Explanation = { legal: [], excluded: [], reveal: null };
/** A bandit's name in an English reason ("Tuco"). */
const name = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

function planExclusions(s: GameState, seat: number): Exclusion[] {
  const p = s.players[seat]!;
  const out: Exclusion[] = [];
  for (const card of CARD_KINDS) {
    if (p.hand.includes(card)) continue;
    if (!inPlay(card, s.config.options)) {
      const rule = card === 'reflex' ? 'reflex.setup' : 'horse.setup';
      out.push({ choice: { kind: 'stack', card }, rule, why: 'not-in-play', params: { card }, reason: `The ${name(card)} card is not in this game (its expansion is not in play).` });
    } else if (p.stack.includes(card)) {
      out.push({ choice: { kind: 'stack', card }, rule: 'round.plan', why: 'already-stacked', params: { card }, reason: `The ${name(card)} card is already in the stack.` });
    }
  }
  return out;
}

/** Why each other bandit on the train is not hit by `shooter`'s shot. */
function fireExclusions(s: GameState, shooter: BanditId, target: BanditId | null): Exclusion[] {
  const at = locate(s, shooter);
  if (at === null) return [];
  const front = inFront(s, at, s.bandits[shooter]!.facing);
  const hitAt = target === null ? front.length : front.indexOf(target);
  const out: Exclusion[] = [];
  for (const id of s.config.bandits) {
    const x = s.bandits[id]!;
    if (id === shooter || id === target || x.out !== null) continue;
    const choice = { kind: 'reveal', target: id } as const;
    const where = locate(s, id)!;
    const i = front.indexOf(id);
    if (where.floor !== at.floor)
      out.push({ choice, rule: 'cards.fire.line-of-fire', why: 'other-floor', params: { target: id, floor: where.floor }, reason: `${name(id)} is on the other floor.` });
    else if (i < 0) out.push({ choice, rule: 'position.line', why: 'behind', params: { target: id }, reason: `${name(id)} is behind ${name(shooter)}, who faces the other way.` });
    else if (i < hitAt)
      out.push({ choice, rule: 'cards.fire.stunned-not-hit', why: 'lying-stunned', params: { target: id }, reason: `${name(id)} lies stunned: the bullets fly past.` });
    else
      out.push({ choice, rule: 'cards.fire.line-of-fire', why: 'blocked', params: { target: id, blocker: target! }, reason: `${name(target!)} stands in between and is hit first.` });
  }
  return out;
}

function stunnedExclusions(s: GameState, shooter: BanditId): Exclusion[] {
  const out: Exclusion[] = [];
  for (const id of s.config.bandits) {
    if (id === shooter || s.bandits[id]!.out !== null) continue;
    out.push({
      choice: { kind: 'reveal', target: id },
      rule: 'stunned.stand-up',
      why: 'shooter-stunned',
      params: { target: id, shooter },
      reason: `${name(shooter)} lies stunned: the card only stands the bandit up.`,
    });
  }
  return out;
}

function revealExplanation(s: GameState, bandit: BanditId): { preview: RevealPreview | null; excluded: Exclusion[] } {
  const b = s.bandits[bandit]!;
  const card = s.players[b.seat]!.stack[0];
  if (card === undefined || card === 'hidden') return { preview: null, excluded: [] };
  if (b.out !== null) return { preview: { bandit, card, standsUp: false, target: null, fromOutside: true }, excluded: [] };
  const fires = card === 'fire' ? !b.stunned : card === 'reflex' && b.stunned;
  const target = fires ? lineOfFire(s, bandit).target : null;
  const preview: RevealPreview = { bandit, card, standsUp: b.stunned, target, fromOutside: false };
  if (fires) return { preview, excluded: fireExclusions(s, bandit, target) };
  if (card === 'fire') return { preview, excluded: stunnedExclusions(s, bandit) };
  return { preview, excluded: [] };
}

export function explain(s: GameState): Explanation {
  try {
    if (shapeProblem(s) !== null) return EMPTY;
    const p = s.pending;
    if (p === null || p === undefined) return EMPTY;
    const legal = choicesOf(s).slice();
    if (p.kind === 'plan') return { legal, excluded: planExclusions(s, p.seat), reveal: null };
    const r = revealExplanation(s, p.bandit);
    return { legal, excluded: r.excluded, reveal: r.preview };
  } catch {
    return EMPTY;
  }
}

/** The error for a well-formed but illegal choice, naming the excluding rule when known. */
export function explainIllegal(s: GameState, c: Choice): EngineError {
  const p = s.pending!;
  const base = `"${c.kind}${c.kind === 'stack' ? ` ${c.card}` : ''}" is not a legal choice now (asked: ${p.kind} of seat ${p.seat}, ${p.bandit})`;
  if (c.kind === 'stack' && p.kind === 'plan') {
    const ex = planExclusions(s, p.seat).find((e) => e.choice.kind === 'stack' && e.choice.card === (c.card as CardKind));
    if (ex !== undefined) return { code: 'illegal-choice', message: `${base}: ${ex.reason}`, rule: ex.rule, path: 'choice.card' };
  }
  const want = p.kind === 'plan' ? 'a card to stack ({kind: "stack", card})' : 'the reveal of the top card ({kind: "reveal"})';
  return { code: 'illegal-choice', message: `${base}: the game asks for ${want}.`, rule: p.kind === 'plan' ? 'round.plan' : 'round.reveal', path: 'choice' };
}
