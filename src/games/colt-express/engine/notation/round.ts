// round  <index><turn><step><sub><first player><card><remaining deck>   (one base-36 digit each)
// phase  s p t e g   (setup, planning, stealing, end-of-round, game-over)
// pile   two characters per card: <bandit><action>, the action upper case when face down,
//        h for a hidden card; 0 for an empty pile
import type { CharacterId, Phase, PileCard, RoundCardId, RoundState, Seat } from '../types.ts';
import { ROUND_CARDS } from '../data/round-cards.ts';
import { actionCode, charCode, parseAction, parseOwnCharacter } from './codes.ts';
import { base36, bounded, codeOf, fail, ok, type Parsed } from './parsed.ts';
import { BOUNDS } from './bounds.ts';

const ROUND_IDS: readonly RoundCardId[] = /*#__PURE__*/ ROUND_CARDS.map((c) => c.id);
const PHASES: readonly Phase[] = ['setup', 'planning', 'stealing', 'end-of-round', 'game-over'];
const PHASE_CODE = 'spteg';

export function makeRound(r: RoundState): string {
  const digits = [r.index, r.turn, r.step, r.sub, r.firstPlayer, ROUND_IDS.indexOf(r.card), ...r.deck.map((d) => ROUND_IDS.indexOf(d))];
  return digits.map((d) => d.toString(36)).join('');
}

export function parseRound(r: string, n: number): Parsed<RoundState> {
  if (r.length < 6) return fail('field-count', 'round', 'expected at least 6 characters');
  const tooMany = bounded(r.slice(6), BOUNDS.roundDeck, 'round.deck', 'round cards');
  if (tooMany) return tooMany;
  const digit = (i: number, path: string, max: number): Parsed<number> => base36(r[i], path, max);
  const index = digit(0, 'round.index', BOUNDS.roundIndex);
  if (!index.ok) return index;
  const turn = digit(1, 'round.turn', BOUNDS.roundTurn);
  if (!turn.ok) return turn;
  const step = digit(2, 'round.step', n - 1);
  if (!step.ok) return step;
  const sub = digit(3, 'round.sub', 1);
  if (!sub.ok) return sub;
  const first = digit(4, 'round.firstPlayer', n - 1);
  if (!first.ok) return first;
  const card = digit(5, 'round.card', ROUND_IDS.length - 1);
  if (!card.ok) return card;
  const deck: RoundCardId[] = [];
  for (let i = 6; i < r.length; i++) {
    const d = digit(i, `round.deck[${i - 6}]`, ROUND_IDS.length - 1);
    if (!d.ok) return d;
    deck.push(ROUND_IDS[d.value]!);
  }
  return ok({ index: index.value, card: ROUND_IDS[card.value]!, deck, turn: turn.value, step: step.value, sub: sub.value, firstPlayer: first.value as Seat });
}

export function makePhase(p: Phase): string {
  return PHASE_CODE[PHASES.indexOf(p)]!;
}
export function parsePhase(text: string): Parsed<Phase> {
  if (text.length !== 1) return fail('unknown-code', 'phase', `expected one of ${PHASE_CODE}`);
  const i = codeOf(text, PHASE_CODE, 'phase', 'phase');
  return i.ok ? ok(PHASES[i.value]!) : i;
}

export function makePile(pile: readonly PileCard[]): string {
  const card = (c: PileCard): string => {
    const a = c.card === null ? 'h' : actionCode(c.card);
    return charCode(c.bandit) + (c.faceDown ? a.toUpperCase() : a);
  };
  return pile.map(card).join('') || '0';
}
export function parsePile(text: string, all: readonly CharacterId[]): Parsed<PileCard[]> {
  const t = text === '0' ? '' : text;
  if (t.length % 2 !== 0) return fail('field-count', 'pile', 'expected two characters per card');
  const tooMany = bounded(t, 2 * BOUNDS.pile, 'pile', 'characters of pile cards');
  if (tooMany) return tooMany;
  const pile: PileCard[] = [];
  for (let i = 0; i < t.length; i += 2) {
    const path = `pile[${i / 2}]`;
    const bandit = parseOwnCharacter(t[i], all, `${path}.bandit`);
    if (!bandit.ok) return bandit;
    const a = t[i + 1]!;
    const lower = a.toLowerCase();
    const card = lower === 'h' ? ok(null) : parseAction(lower, `${path}.card`);
    if (!card.ok) return card;
    pile.push({ bandit: bandit.value, card: card.value, faceDown: a !== lower });
  }
  return ok(pile);
}
