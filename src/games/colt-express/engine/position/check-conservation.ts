// checkPosition, the table's second part: nothing is created or lost. Loot tokens add up to the
// box's contents, each seat holds its own action cards, bullet cards match the revolvers and the
// neutral deck. Counts are compared, never expanded (issue 8: a ransom counter of 60 million
// built an array of 60 million purses). Hidden values (a view) are counted as unknowns: with
// { allowHidden: true } what is visible must still fit.
import type { CardId, GameState, Loot } from '../types.ts';
import type { CheckContext } from './report.ts';
import { CARD_INFO } from '../cards.ts';
import { BULLETS_PER_CHARACTER, JEWEL_COUNT, NEUTRAL_BULLETS, PURSE_VALUES, RANSOM, STRONGBOX_COUNT } from '../data/loot.ts';
import { forEachHidden } from '../playable.ts';
import { unsortedIn } from '../notation/index.ts';
import { keepable } from '../planning/keep.ts';
import { countOf, seatActionCards } from './seat-cards.ts';
import { handSize } from '../planning/deal.ts';

const isInt = (x: unknown, min: number, max: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

/** Hidden values (a view()) only when the caller allows them. */
export function checkHidden({ s, allowHidden, report }: CheckContext): void {
  if (allowHidden) return;
  forEachHidden(s, (path) => report('hidden-information', 'hidden information (a view of the game): pass { allowHidden: true } to accept it', path));
}

/** Lists the engine keeps sorted (hands, discards, kept cards, loot): the notation requires it. */
export function checkOrder({ s, report }: CheckContext): void {
  const at = unsortedIn(s);
  if (at !== null) report('not-canonical', 'out of the sorted order the engine keeps', at);
}

/** The box holds 0 to 2 strongboxes, 0 to 6 jewels, and ransoms only as the Hostage event pays them. */
export function checkBox({ s, report }: CheckContext): void {
  const box = s.box;
  if (!isInt(box.strongboxes, 0, STRONGBOX_COUNT)) report('box-count', `${box.strongboxes} strongboxes in the box: it holds 0 to ${STRONGBOX_COUNT}`, 'box.strongboxes');
  if (!isInt(box.jewels, 0, JEWEL_COUNT)) report('box-count', `${box.jewels} jewels in the box: it holds 0 to ${JEWEL_COUNT}`, 'box.jewels');
  // one $250 ransom per bandit in the locomotive at a Hostage-Taking, at most one per round so far
  const ransom = s.config.options.hostageRansom === 'ransom';
  const most = ransom ? s.config.bandits.length * (s.round.index + 1) : 0;
  if (!isInt(box.minted, 0, most))
    report('box-count', `${box.minted} ransoms paid: ${ransom ? `at most ${most} by round ${s.round.index + 1}` : 'this edition pays ransoms from the box'}`, 'box.minted');
}

/** 2 strongboxes, 6 jewels, the 18 purses and the ransoms paid: all somewhere, none twice. */
export function checkLoot({ s, report }: CheckContext): void {
  let strongboxes = s.box.strongboxes;
  let jewels = s.box.jewels;
  let hiddenPurses = 0;
  let strange = 0;
  const purses = new Map<number, number>();
  const addPurse = (v: number | null): void => {
    if (v === null) hiddenPurses++;
    else purses.set(v, (purses.get(v) ?? 0) + 1);
  };
  const count = (arr: readonly Loot[]): void => {
    for (const l of arr) {
      if (l.kind === 'strongbox') strongboxes++;
      else if (l.kind === 'jewel') jewels++;
      else if (l.kind === 'purse') addPurse(l.value);
      else strange++;
    }
  };
  for (const c of s.cars) {
    count(c.inside);
    count(c.roof);
  }
  for (const id of s.config.bandits) count(s.bandits[id]!.loot);
  for (const v of s.box.purses) addPurse(v);
  if (strange > 0) report('loot-not-conserved', `${strange} loot token(s) of no known kind`, 'cars');
  if (strongboxes !== STRONGBOX_COUNT) report('loot-not-conserved', `${strongboxes} strongboxes in the game, expected ${STRONGBOX_COUNT}`, 'box.strongboxes');
  if (jewels !== JEWEL_COUNT) report('loot-not-conserved', `${jewels} jewels in the game, expected ${JEWEL_COUNT}`, 'box.jewels');
  const problem = pursesProblem(purses, hiddenPurses, s.box.minted);
  if (problem !== null) report('loot-not-conserved', problem, 'box.purses');
}

/** Purses by value against the 18 of the box plus `minted` ransoms of $250; hidden ones fill gaps. */
function pursesProblem(got: ReadonlyMap<number, number>, hidden: number, minted: number): string | null {
  const expected = countOf(PURSE_VALUES);
  expected.set(RANSOM, (expected.get(RANSOM) ?? 0) + minted);
  let missing = 0;
  for (const [v, n] of got) {
    const e = expected.get(v) ?? 0;
    if (n > e) return `${n} purses of $${v} in the game, but only ${e} exist${minted ? ` (${minted} ransom(s) included)` : ''}`;
  }
  for (const [v, e] of expected) missing += e - (got.get(v) ?? 0);
  if (missing !== hidden) return `${missing} purse(s) missing from the ${PURSE_VALUES.length} purses${minted ? ` + ${minted} ransom(s)` : ''}${hidden ? `, ${hidden} hidden` : ''}`;
  return null;
}

/**
 * Each seat's action cards, wherever they are (hand, deck, discard, pile): its own, each once. A bullet
 * card is a playing bandit's, never one of the seat's lone bandit (002 FUOCO: it goes to the target's
 * deck); a discard pile only in the expert variant; before its first action of round 1 a seat holds
 * at most the hand dealt (002 INIZIO DI UN ROUND: 6, Doc 7; 000 2 BANDITI: one more).
 */
export function checkCards({ s, report }: CheckContext): void {
  s.players.forEach((p, seat) => {
    let hidden = 0;
    const mine: string[] = [];
    const at = `players[${seat}]`;
    for (const c of [...p.hand, ...p.deck, ...p.discard]) {
      const info = CARD_INFO[c];
      const who = info?.bullet && c.slice(7);
      if (!info) report('unknown-card', `unknown card "${String(c)}"`, at);
      else if (c === 'hidden') hidden++;
      else if (!info.bullet) mine.push(c);
      else if (who !== 'neutral' && (!s.config.bandits.includes(who as never) || p.bandits.join() === who)) report('bad-bullet', `no shot puts ${c} here`, at);
    }
    if (!s.config.options.expert && p.discard.length > 0) report('no-discard', 'a discard pile without the expert variant', `${at}.discard`);
    if (s.phase === 'planning' && !s.round.index && !p.turns && p.hand.length > handSize(s, seat))
      report('hand-size', `${p.hand.length} cards before a first action`, `${at}.hand`);
    for (const pc of s.pile) {
      if (s.bandits[pc.bandit]?.seat !== seat) continue;
      if (pc.card === null) hidden++;
      else mine.push(`${pc.bandit}.${pc.card}`);
    }
    const problem = seatCardsProblem(countOf<string>(mine), countOf<string>(seatActionCards(s.config.options.mode, s.config.seats[seat] ?? [])), hidden);
    if (problem !== null) report('cards-not-conserved', `seat ${seat} ${problem}`, `players[${seat}]`);
  });
}

function seatCardsProblem(got: ReadonlyMap<string, number>, expected: ReadonlyMap<string, number>, hidden: number): string | null {
  let missing = 0;
  for (const [c, n] of got) if (n > (expected.get(c) ?? 0)) return `holds ${n} × ${c}, but owns ${expected.get(c) ?? 0}`;
  for (const [c, e] of expected) missing += e - (got.get(c) ?? 0);
  // a hidden card may be a bullet card: hidden cards can only fill gaps, not make them
  return missing > hidden ? `is missing ${missing} of its action cards${hidden ? ` (${hidden} hidden)` : ''}` : null;
}

/** Bullet cards held = bullets fired (6 − bullets left) per shooter; neutral held + neutral pile = 13. */
export function checkBullets({ s, report }: CheckContext): void {
  const held = countOf<string>(allCards(s).filter((c) => CARD_INFO[c]?.bullet === true));
  const hidden = allCards(s).filter((c) => c === 'hidden').length;
  let unknown = 0; // bullets fired that no visible card shows: they must be among the hidden cards
  for (const id of s.config.bandits) {
    const fired = BULLETS_PER_CHARACTER - s.bandits[id]!.bulletsLeft;
    const n = held.get(`bullet.${id}`) ?? 0;
    if (n > fired || (hidden === 0 && n !== fired))
      report('bullets-not-conserved', `${id} fired ${fired} bullet(s) but ${n} of his bullet cards are in decks`, `bandits.${id}.bulletsLeft`);
    unknown += Math.max(0, fired - n);
  }
  const neutral = held.get('bullet.neutral') ?? 0;
  const given = NEUTRAL_BULLETS - s.neutralBullets;
  if (neutral > given || (hidden === 0 && neutral !== given))
    report('bullets-not-conserved', `${neutral} neutral bullets in decks + ${s.neutralBullets} in the pile, expected ${NEUTRAL_BULLETS}`, 'neutralBullets');
  if (unknown + Math.max(0, given - neutral) > hidden) report('bullets-not-conserved', 'more bullet cards were given than the players hold', 'players');
}

function allCards(s: GameState): CardId[] {
  return s.players.flatMap((p) => [...p.hand, ...p.deck, ...p.discard]);
}

/** Expert variant: the cards kept so far are cards of the hand, and keepable (expertKeep). */
export function checkKept({ s, report }: CheckContext): void {
  const p = s.pending;
  if (p === null || p.kind !== 'keep') return;
  const hand = countOf<string>(s.players[p.seat]!.hand);
  for (const [c, n] of countOf(p.kept)) {
    if (c === 'hidden') continue; // checkHidden reports it
    if (n > (hand.get(c) ?? 0)) report('kept-not-in-hand', `${c} kept ${n} time(s), the hand holds ${hand.get(c) ?? 0}`, 'pending.kept');
    else if (!keepable(s, c as CardId)) report('kept-not-in-hand', `${c} cannot be kept (option expertKeep)`, 'pending.kept');
  }
}
