// The Colt Super Express kit of the scenario player (src/widgets/player/): the board, the words for
// choices, exclusions and log entries. Imported only by this game's island entry (ScenarioIsland.tsx),
// so a Colt Express page never loads it, and this game's pages never load Colt Express's engine.

import { h } from 'preact';
// The lean engine entry (play.ts): a rules page's island must not reach setup/notation (budget).
import { apply, explain } from './engine/play.ts';
import type { BanditId, CardKind, Choice, Exclusion, GameState, LogEntry } from './engine/types.ts';
import TrainBoard from './board/TrainBoard.tsx';
import { banditName, placeName } from './board/describe.ts';
import { narrate, type NarrationStrings } from './narrate.ts';
import { REASONS_NS, reasonVars, type ReasonWords } from './reasons.ts';
import { genderOptions } from '../../i18n/gender.ts';
import type { BoardProps, Explanation, Marks, PlayerKit } from '../../widgets/player/kit.ts';
import type { Translate } from '../../widgets/i18n.ts';
import { keys } from './board/layout.ts';

type AnyChoice = Choice | Exclusion['choice'];

const cardName = (t: Translate, card: CardKind): string => t(`narration-cse:card.${card}`);

/** The card on top of the pending player's stack (the engine knows it; the scenario shows it). */
function topCard(state: GameState): CardKind | undefined {
  const p = state.pending;
  const c = p === null ? undefined : state.players[p.seat]?.stack[0];
  return c === 'hidden' ? undefined : c;
}

/** The bandit a choice points at: an excluded target, or whom the pending reveal hits. */
function choiceKey(choice: AnyChoice, state: GameState): string | undefined {
  if (choice.kind !== 'reveal') return undefined;
  if ('target' in choice) return keys.bandit(choice.target);
  const target = state.pending === null ? null : (explain(state).reveal?.target ?? null);
  return target === null ? undefined : keys.bandit(target);
}

function choiceLabel(choice: AnyChoice, state: GameState, t: Translate): string {
  if (choice.kind === 'stack') return t('board-cse:choice.stack', { card: cardName(t, choice.card) });
  if ('target' in choice) return banditName(t, choice.target);
  const preview = state.pending === null ? null : explain(state).reveal;
  const top = topCard(state);
  // a face-down stack (a view): the card is not named
  if (top === undefined) return t('board-cse:choice.revealHidden');
  const card = cardName(t, top);
  if (preview === null || preview === undefined) return t('board-cse:choice.reveal', { card });
  const fires = preview.card === 'fire' ? !preview.standsUp : preview.card === 'reflex' && preview.standsUp;
  if (!fires) return t('board-cse:choice.reveal', { card });
  return preview.target === null ? t('board-cse:choice.revealNoTarget', { card }) : t('board-cse:choice.revealHit', { card, target: banditName(t, preview.target), ...genderOptions({ target: preview.target }) });
}

function keyLabel(key: string, state: GameState, t: Translate): string {
  const [kind, id] = key.split(':');
  if (kind !== 'bandit' || id === undefined) return key;
  const b = id as BanditId;
  const car = state.train.findIndex((c) => c.inside.includes(b) || c.roof.includes(b));
  if (car < 0) return banditName(t, b);
  return t('board-cse:at', { who: banditName(t, b), place: placeName(t, car, state.train[car]!.roof.includes(b) ? 'roof' : 'inside', state.train.length) });
}

/** An exclusion's reason in the page's language, as a sentence (reasons-cse.json, reasons.ts). */
function exclusionReason(e: Exclusion, _state: GameState, t: Translate): string {
  const words: ReasonWords = {
    bandit: (id) => banditName(t, id),
    card: (card) => cardName(t, card),
    floor: (floor) => t(`narration-cse:floor.${floor}`),
  };
  const text = t(`${REASONS_NS}:${e.why}`, {
    ...reasonVars(e.params, words),
    // "Mei è stordita": the reason agrees with the bandit it is about (an Italian reader's review).
    ...genderOptions(e.params),
  });
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function marksFor(ex: Explanation<Choice, Exclusion>, state: GameState, t: Translate, reasonOf: (e: Exclusion) => string): Marks {
  const marks: Record<string, Marks[string]> = {};
  for (const e of ex.excluded) {
    const key = choiceKey(e.choice, state);
    if (key !== undefined) marks[key] = { status: 'excluded', note: reasonOf(e) };
  }
  for (const c of ex.legal) {
    const key = choiceKey(c, state);
    if (key !== undefined) marks[key] = { status: 'legal', note: choiceLabel(c, state, t) };
  }
  return marks;
}

function pendingText(state: GameState, t: Translate): string {
  const p = state.pending;
  if (p === null) return t('board-cse:pending.over');
  const bandit = banditName(t, p.bandit);
  if (p.kind === 'plan') return t('board-cse:pending.plan', { bandit });
  const card = topCard(state);
  return card === undefined ? t('board-cse:pending.revealHidden', { bandit }) : t('board-cse:pending.reveal', { bandit, card: cardName(t, card) });
}

/** Round, first player and the expansions in play (their cards are in every hand). */
function Info({ state, t }: { state: GameState; t: Translate }) {
  const first = state.config.bandits[state.round.firstPlayer];
  const o = state.config.options;
  const extra = [o.reflex ? cardName(t, 'reflex') : '', o.horse ? cardName(t, 'horse') : ''].filter(Boolean);
  const parts = [
    t('board-cse:round', { n: state.round.index + 1 }),
    first === undefined ? '' : t('board-cse:firstPlayer', { name: banditName(t, first) }),
    extra.length === 0 ? '' : t('board-cse:expansions', { list: extra.join(t('board-cse:separator')) }),
  ].filter(Boolean);
  return h('p', { class: 'sb-round', 'data-phase': state.phase, 'data-pagefind-ignore': '' }, parts.join(' · '));
}

function Board(props: BoardProps<GameState>) {
  return h(TrainBoard, props);
}

export const coltSuperExpressKit: PlayerKit<GameState, Choice, Exclusion, LogEntry> = {
  game: 'colt-super-express',
  apply(state, choice) {
    const r = apply(state, choice);
    return r.ok ? { ok: true, state: r.value.state, log: r.value.log } : { ok: false, message: r.error.message };
  },
  explain: (state) => (state.pending === null ? undefined : explain(state)),
  // Wagon cards are taken loot side up; the stacks (face down) are never drawn.
  valuesOpen: () => true,
  Board,
  Info,
  choiceKey,
  choiceLabel,
  keyLabel,
  sameChoice: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  exclusionReason,
  marksFor,
  pendingText,
  narrate(log, strings, state) {
    const s = strings['narration-cse'] as NarrationStrings | undefined;
    if (s === undefined) return [];
    // Readers see sentences, never rule ids: the rule travels beside the text (a link by its name).
    const plain = { ...s, withRule: '{{text}}' };
    return log.map((e) => ({ text: narrate(e, plain, { carCount: state.train.length }), rule: e.rule }));
  },
};
