// Colt Express, the steps half of the runtime: what the game offers, applying
// a step's phrase, and checking a step's expectations. Split from the start
// half (start.ts) and from the schemas so that the page widget can run every
// step in the browser without zod, yaml, buildPosition or createGame.

// The lean entry: the browser's scenario player must not pull in setup, notation or the rule tables.
import { apply, explain, legalChoices, mayTakePunchDrop, score } from '../engine/play.ts';
import { STATION_CARDS } from '../engine/data/round-cards.ts';
import type { ActionKind, CardId, CharacterId, Choice, Exclusion, GameState, LogEntry, Pending } from '../engine/types.ts';
import type { Check, CheckContext, Excluded, GameSteps, Offer, PathSegment, Result, Step } from '../../../scenarios/types.ts';
import type { BanditExpect, ExpectYaml, SeenExpect } from './schema.ts';
import { view } from '../engine/view.ts';
import { formatCar, formatCard, formatLootList, formatPhrase, formatPlace, lootMatches, resolveCar } from './vocab.ts';
import type { CardRef, Phrase, RoundCardRef } from './vocab.ts';

type CeStep = Step<Phrase, ExpectYaml>;

// ---------------------------------------------------------------------------
// Choices as phrases

export function banditsOfSeat(state: GameState, seat: number): readonly CharacterId[] {
  return state.players[seat]?.bandits ?? [];
}

export function teamMode(state: GameState): boolean {
  return state.config.options.mode !== 'standard';
}

/** Who decides now: a bandit, or the bandits of the seat joined with "/". */
export function actorOf(state: GameState): string | undefined {
  const p = state.pending;
  if (p === null) return undefined;
  if (p.kind === 'resolve' || p.kind === 'pickpocket') return p.bandit;
  if (p.kind === 'cover') return p.bandit;
  return banditsOfSeat(state, p.seat).join('/');
}

function aboutOf(p: Pending | null): string {
  if (p === null) return 'game over';
  switch (p.kind) {
    case 'place':
      return 'placement';
    case 'pick':
      return 'card choice';
    case 'plan':
      return 'planning turn';
    case 'cover':
      return 'cover fire';
    case 'keep':
      return 'cards to keep';
    case 'resolve':
      return `${p.bandit} ${p.card}`;
    case 'event':
      return `event ${p.event}`;
    case 'pickpocket':
      return 'pickpocketing';
  }
}

function dirOf(from: number, to: number): 'forward' | 'back' {
  return to < from ? 'forward' : 'back';
}

/** The phrase a player would say for an engine choice (the same vocabulary as the files). */
export function phraseOf(choice: Choice | ({ readonly kind: string } & Record<string, unknown>), state: GameState): Phrase {
  const p = state.pending;
  const c = choice as Record<string, unknown> & { kind: string };
  const mover = p !== null && (p.kind === 'resolve' || p.kind === 'pickpocket') ? state.bandits[p.bandit] : undefined;
  const showBandit = teamMode(state);
  switch (c.kind) {
    case 'play':
    case 'cover':
    case 'pick':
      return {
        verb: 'card',
        card: {
          kind: 'action',
          action: c['card'] as ActionKind,
          bandit: showBandit || c.kind === 'cover' ? (c['bandit'] as CharacterId | undefined) : undefined,
          faceDown: c['faceDown'] === true,
        },
      };
    case 'keep':
      if (c['card'] === 'bullet') return { verb: 'card', card: { kind: 'bullet', from: c['from'] as CharacterId | 'neutral' } };
      return { verb: 'card', card: { kind: 'action', action: c['card'] as ActionKind, bandit: showBandit ? (c['bandit'] as CharacterId | undefined) : undefined, faceDown: false } };
    case 'draw':
      return { verb: 'draw' };
    case 'pass':
      return { verb: 'pass' };
    case 'no-cover':
      return { verb: 'no-cover' };
    case 'keep-done':
      return { verb: 'keep-done' };
    case 'place':
      return { verb: 'place', caboose: c['caboose'] as CharacterId };
    case 'move': {
      const to = c['to'] as number | undefined;
      if (to === undefined || mover === undefined) return { verb: 'move', n: undefined, dir: undefined, to: undefined };
      if (to === mover.car) return { verb: 'move', n: 0, dir: undefined, to: undefined };
      return { verb: 'move', n: Math.abs(to - mover.car), dir: dirOf(mover.car, to), to: undefined };
    }
    case 'floor':
      return { verb: 'floor' };
    case 'marshal': {
      const to = c['to'] as number | undefined;
      if (to === undefined) return { verb: 'marshal', n: undefined, dir: undefined, to: undefined };
      // The Marshal moves exactly one car: a distance is said only for excluded options ("marshal: stay", "marshal: 2 back").
      const d = Math.abs(to - state.marshal);
      return { verb: 'marshal', n: d === 1 ? undefined : d, dir: d === 0 ? undefined : dirOf(state.marshal, to), to: undefined };
    }
    case 'fire':
      return { verb: 'fire', target: c['target'] as CharacterId | null | undefined };
    case 'rob': {
      const l = c['loot'] as { kind: 'purse' | 'jewel' | 'strongbox'; value?: number } | null | undefined;
      if (l === undefined) return { verb: 'rob', loot: undefined };
      if (l === null) return { verb: 'rob', loot: null };
      return { verb: 'rob', loot: l.kind === 'purse' ? { kind: 'purse', value: l.value } : { kind: l.kind } };
    }
    case 'punch': {
      const target = c['target'] as CharacterId | null | undefined;
      const push = c['push'] as number | null | undefined;
      const victim = typeof target === 'string' ? state.bandits[target] : undefined;
      const drop = c['drop'] as 'purse' | 'jewel' | 'strongbox' | null | undefined;
      // A puncher who may pocket the dropped loot (the engine's hook: Cheyenne, a purse) decides
      // whether to: say both ways, so that "take it" and "leave it" are two different phrases.
      const puncher = p !== null && p.kind === 'resolve' ? p.bandit : undefined;
      const mayTake = puncher !== undefined && drop !== undefined && mayTakePunchDrop(puncher, drop);
      const take = c['take'] === true ? true : mayTake ? false : undefined;
      return {
        verb: 'punch',
        target,
        drop,
        take,
        push: typeof push === 'number' && victim !== undefined ? dirOf(victim.car, push) : undefined,
      };
    }
    case 'event':
      return { verb: 'event', event: p !== null && p.kind === 'event' ? p.event : undefined };
    case 'pickpocket':
      return { verb: 'pickpocket', take: c['take'] === true };
    default:
      return { verb: 'event', event: undefined };
  }
}

export function choiceText(choice: Choice | ({ readonly kind: string } & Record<string, unknown>), state: GameState): string {
  const c = choice as Record<string, unknown> & { kind: string };
  // Exclusions may describe a family of choices ("any card face down", "a bullet card").
  if (['play', 'cover', 'pick', 'keep'].includes(c.kind)) {
    if (c['card'] === undefined) return c['faceDown'] === true ? 'any card face down' : 'any card';
    if (c['card'] === 'bullet' && c.kind !== 'keep') return 'a bullet card';
  }
  if (c.kind === 'rob' && c['loot'] === undefined && typeof c['floor'] === 'string') return `rob: loot ${c['floor'] === 'roof' ? 'on the roof' : 'inside'}`;
  return formatPhrase(phraseOf(choice, state));
}

const same = <T>(want: T | undefined, have: T | undefined): boolean => want === undefined || want === have;

type Travel = Extract<Phrase, { readonly verb: 'move' | 'marshal' }>;

/** Where a Move (the bandit resolving it) or the Marshal starts from, if known. */
function travelFrom(verb: Travel['verb'], state: GameState): number | undefined {
  if (verb === 'marshal') return state.marshal;
  const p = state.pending;
  return p !== null && (p.kind === 'resolve' || p.kind === 'pickpocket') ? state.bandits[p.bandit]?.car : undefined;
}

/**
 * Does a Move or Marshal phrase name the car `to`? `to 2` names the destination, `2 back` the
 * distance and direction, `stay` no move at all; unsaid parts match anything. The same for a
 * legal choice (`choices:`) and for an excluded option (`excluded:`).
 */
function travelMatches(want: Travel, to: number, state: GameState): boolean {
  if (want.to !== undefined) return resolveCar(want.to, state.cars.length) === to;
  const from = travelFrom(want.verb, state);
  if (from === undefined) return want.n === undefined && want.dir === undefined;
  const d = Math.abs(to - from);
  if (want.n !== undefined && want.n !== d) return false;
  return want.dir === undefined || (d !== 0 && want.dir === dirOf(from, to));
}

/** Does a phrase from a file name this engine choice? Unsaid parts match anything. */
export function matches(want: Phrase, choice: Choice, state: GameState): boolean {
  const have = phraseOf(choice, state);
  if (want.verb === 'card' && have.verb !== 'card') {
    // `resolve: fire` names the card being resolved, whatever the choice.
    return want.card.kind === 'action' && want.card.action === have.verb && same(want.card.bandit, actorOf(state) as CharacterId | undefined);
  }
  if (want.verb !== have.verb) return false;
  switch (want.verb) {
    case 'card': {
      const h = (have as typeof want).card;
      const w = want.card;
      if (w.kind === 'bullet' || h.kind === 'bullet') {
        return w.kind === 'bullet' && h.kind === 'bullet' && same(w.from, h.from);
      }
      const bandit = h.bandit ?? ((choice as { bandit?: CharacterId }).bandit);
      return w.action === h.action && same(w.bandit, bandit) && w.faceDown === h.faceDown;
    }
    case 'place':
      return want.caboose === (have as typeof want).caboose;
    case 'move':
    case 'marshal':
      return travelMatches(want, (choice as { to: number }).to, state);
    case 'fire':
      return same(want.target, (have as typeof want).target);
    case 'rob': {
      const h = (have as typeof want).loot;
      if (want.loot === undefined) return true;
      if (want.loot === null || h === null || h === undefined) return want.loot === h;
      if (want.loot.kind !== h.kind) return false;
      return want.loot.kind !== 'purse' || want.loot.value === undefined || (h.kind === 'purse' && h.value === want.loot.value);
    }
    case 'punch': {
      const h = have as typeof want;
      return same(want.target, h.target) && same(want.drop, h.drop) && same(want.push, h.push) && (want.take === undefined || want.take === (h.take === true));
    }
    case 'event':
      return same(want.event, (have as typeof want).event);
    case 'pickpocket':
      return want.take === (have as typeof want).take;
    default:
      return true;
  }
}

function offer(state: GameState): Offer {
  if (state.pending === null) return { actor: undefined, about: 'game over', choices: [], excluded: [] };
  const ex = explain(state);
  const excluded: Excluded[] = ex.excluded.map((e: Exclusion) => ({
    phrase: choiceText(e.choice, state),
    ruleId: e.rule,
    why: e.why,
    params: e.params,
    reason: e.reason,
    ...('target' in e.choice ? { target: e.choice.target } : {}),
  }));
  const p = state.pending;
  return {
    actor: actorOf(state),
    about: aboutOf(p),
    aboutKey: p.kind,
    aboutVars: p.kind === 'resolve' ? { bandit: p.bandit, card: p.card } : p.kind === 'event' ? { event: p.event } : 'bandit' in p ? { bandit: p.bandit } : {},
    choices: ex.legal.map((c) => choiceText(c, state)),
    excluded,
  };
}

// ---------------------------------------------------------------------------
// Performing a step

/** The step kind (`play:`, `resolve:`, `event:`) that answers each pending kind. */
export const STEP_KIND_FOR: Readonly<Record<Pending['kind'], CeStep['kind']>> = {
  place: 'play',
  pick: 'play',
  plan: 'play',
  cover: 'play',
  keep: 'play',
  resolve: 'resolve',
  event: 'event',
  pickpocket: 'event',
};

function perform(
  state: GameState,
  step: CeStep,
): Result<{ state: GameState; log: readonly LogEntry[]; applied: readonly string[]; choices: readonly Choice[] }, string> {
  const p = state.pending;
  const said = step.text ?? '';
  if (p === null) return { ok: false, error: `"${said}": the game is over, nothing is left to do` };
  const expectedKind = STEP_KIND_FOR[p.kind];
  if (expectedKind !== step.kind) {
    return { ok: false, error: `the game is waiting for ${describePending(state)}, so this step must be "${expectedKind}:", not "${step.kind}:"` };
  }
  const actor = actorOf(state);
  if (step.by !== undefined && !(actor ?? '').split('/').includes(step.by)) {
    return { ok: false, error: `it is ${actor ?? 'nobody'}'s choice now (${aboutOf(p)}), not ${step.by}'s` };
  }
  const want = step.action;
  if (want === undefined) return { ok: false, error: 'nothing to do' };
  const legal = legalChoices(state);
  const hits = legal.filter((c) => matches(want, c, state));
  if (hits.length === 0) {
    const ex = explain(state);
    const why = ex.excluded.filter((e) => matchesPartial(want, e, state));
    const because = why.length > 0 ? `; the rules exclude it: ${why.map((e) => `${e.reason} (${e.rule})`).join('; ')}` : '';
    return {
      ok: false,
      error: `"${said}" is not a legal choice for ${describePending(state)}${because}; legal: ${legal.map((c) => choiceText(c, state)).join(' | ') || 'none'}`,
    };
  }
  if (hits.length > 1) {
    return { ok: false, error: `"${said}" could mean ${hits.map((c) => choiceText(c, state)).join(' | ')}: say which` };
  }
  const choice = hits[0] as Choice;
  const r = apply(state, choice);
  if (!r.ok) return { ok: false, error: `the engine refused "${choiceText(choice, state)}": ${r.error.message}` };
  return { ok: true, value: { state: r.value.state, log: r.value.log, applied: [choiceText(choice, state)], choices: [choice] } };
}

function describePending(state: GameState): string {
  const p = state.pending;
  if (p === null) return 'nothing (game over)';
  const who = actorOf(state) ?? 'nobody';
  switch (p.kind) {
    case 'resolve':
      return `${p.bandit}'s ${p.card} card to be resolved`;
    case 'event':
      return `the ${p.event} event`;
    case 'pickpocket':
      return `${p.bandit} to pickpocket or not`;
    default:
      return `${who}'s ${aboutOf(p)}`;
  }
}

/** An exclusion names a partial choice; does the phrase point at it? */
function matchesPartial(want: Phrase, e: Exclusion, state: GameState): boolean {
  const have = phraseOf(e.choice, state);
  const target = 'target' in e.choice ? e.choice.target : undefined;
  if ((want.verb === 'fire' || want.verb === 'punch') && want.target !== undefined && target !== undefined) return want.target === target;
  // A Move or Marshal option is named as in `choices:` (`marshal: to 2`, `move: stay`, `move: 4 forward`).
  if ((want.verb === 'move' || want.verb === 'marshal') && e.choice.kind === want.verb) return travelMatches(want, e.choice.to, state);
  if (formatPhrase(have) === formatPhrase(want)) return true;
  // A bare phrase (`move`, `fire`) names every option of that card.
  const bare = formatPhrase(want) === want.verb || (want.verb === 'card' && want.card.kind === 'action' && want.card.bandit === undefined);
  return bare && (have.verb === want.verb || (want.verb === 'card' && want.card.kind === 'action' && have.verb === want.card.action));
}

// ---------------------------------------------------------------------------
// Checking expectations

function setText(list: readonly string[]): string {
  return list.length === 0 ? '[]' : `[${[...list].sort().join(', ')}]`;
}

function seatOfBandit(state: GameState, c: CharacterId): number {
  return state.players.findIndex((p) => p.bandits.includes(c));
}

function cardText(id: CardId, owner: CharacterId, state: GameState): string {
  if (id === 'hidden') return 'hidden';
  if (id === 'bullet.neutral') return 'neutral bullet';
  if (id.startsWith('bullet.')) return `bullet from ${id.slice(7)}`;
  const [bandit = '', action = ''] = id.split('.');
  return bandit === owner && !teamMode(state) ? action : `${bandit} ${action}`;
}

function cardRefText(c: CardRef, owner: CharacterId, state: GameState): string {
  if (c.kind === 'bullet') return formatCard(c);
  const bandit = c.bandit ?? owner;
  return bandit === owner && !teamMode(state) ? c.action : `${bandit} ${c.action}`;
}

function cardMatches(want: CardRef, have: CardId, owner: CharacterId): boolean {
  if (want.kind === 'bullet') {
    if (!have.startsWith('bullet.')) return false;
    return want.from === undefined || have === (want.from === 'neutral' ? 'bullet.neutral' : `bullet.${want.from}`);
  }
  if (want.bandit === undefined) {
    // `fire` in a hand means a Fire card of the bandit the line is about (or of its partner).
    return have.endsWith(`.${want.action}`) && !have.startsWith('bullet.') && (have.startsWith(`${owner}.`) || true);
  }
  return have === `${want.bandit}.${want.action}`;
}

function multisetMatch(want: readonly CardRef[], have: readonly CardId[], owner: CharacterId): boolean {
  if (want.length !== have.length) return false;
  const left = [...have];
  // Specific cards first so that a loose `bullet` does not take the one `bullet from tuco` needs.
  const sorted = [...want].sort((a, b) => looseness(a) - looseness(b));
  for (const w of sorted) {
    const i = left.findIndex((h) => cardMatches(w, h, owner));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function looseness(c: CardRef): number {
  if (c.kind === 'bullet') return c.from === undefined ? 2 : 0;
  return c.bandit === undefined ? 1 : 0;
}

/** Who fired the bullet cards a player holds: a character or `neutral`, one per card. */
function receivedFrom(state: GameState, seat: number): string[] {
  const p = state.players[seat];
  if (p === undefined) return [];
  return [...p.hand, ...p.deck, ...p.discard].filter((c) => c.startsWith('bullet.')).map((c) => c.slice('bullet.'.length));
}

function receivedCount(state: GameState, seat: number): number {
  const p = state.players[seat];
  if (p === undefined) return 0;
  return [...p.hand, ...p.deck, ...p.discard].filter((c) => c.startsWith('bullet.')).length;
}

function roundCardMatches(want: RoundCardRef, have: string): boolean {
  if (want === 'round') return !(STATION_CARDS as readonly string[]).includes(have);
  if (want === 'station') return (STATION_CARDS as readonly string[]).includes(have);
  return want === have;
}

function check(step: CeStep, ctx: CheckContext<GameState, LogEntry>): readonly Check[] {
  const e = step.expect;
  if (e === undefined) return [];
  const out: Check[] = [];
  const base: PathSegment[] = ['steps', step.index, 'expect'];
  const add = (path: PathSegment[], passed: boolean, expected: string, actual: string, message?: string, vars: Record<string, string> = {}): void => {
    out.push({ path: [...base, ...path], passed, expected, actual, ...(message === undefined ? {} : { message }), ...keyOf(path, vars) });
  };
  const { before, after } = ctx;
  const n = after.cars.length;

  // What was offered before the step.
  if (e.choices !== undefined) {
    const legal = before.pending === null ? [] : legalChoices(before);
    const offered = legal.map((c) => choiceText(c, before));
    const everyWantHits = e.choices.every((w) => legal.some((c) => matches(w, c, before)));
    const everyOfferHit = legal.every((c) => e.choices?.some((w) => matches(w, c, before)) ?? false);
    add(['choices'], everyWantHits && everyOfferHit && e.choices.length === legal.length, setText(e.choices.map(formatPhrase)), setText(offered), 'the choices offered differ');
  }
  if (e.targets !== undefined) {
    const legal = before.pending === null ? [] : legalChoices(before);
    const targets = [...new Set(legal.flatMap((c) => ((c.kind === 'fire' || c.kind === 'punch') && c.target !== null ? [c.target] : [])))];
    const want = [...new Set(e.targets)];
    add(['targets'], want.length === targets.length && want.every((t) => targets.includes(t)), setText(want), setText(targets), 'the legal targets differ');
  }
  if (e.excluded !== undefined) {
    const ex = before.pending === null ? [] : explain(before).excluded;
    const actual = ex.map((x) => `${choiceText(x.choice, before)} (${x.rule})`);
    e.excluded.forEach((w) => {
      const hit = ex.filter((x) => x.rule === w.rule).find((x) => {
        if (w.option.kind === 'target') return 'target' in x.choice && x.choice.target === w.option.who;
        if (w.option.kind === 'family') return choiceText(x.choice, before) === w.option.text;
        return matchesPartial(w.option.phrase, x, before);
      });
      add(['excluded', w.key], hit !== undefined && hit.rule === w.rule, `${w.key} excluded (${w.rule})`, actual.length === 0 ? 'nothing excluded' : actual.join('; '), `"${w.key}" is not excluded by ${w.rule}`, { rule: w.rule });
    });
  }
  // What the step did.
  const ids: readonly string[] = [...new Set(ctx.log.map((l) => l.rule))];
  e.log?.forEach((id, i) => add(['log', i], ids.includes(id), `${id} in the log`, setText(ids), `the log has no entry for ${id}`, { rule: id }));
  e.notInLog?.forEach((id, i) => add(['not-in-log', i], !ids.includes(id), `no ${id} in the log`, setText(ids), `the log has an entry for ${id}`, { rule: id }));

  // The position after the step.
  for (const [c, b] of e.bandits ?? []) checkBandit(after, c, b, (path, passed, expected, actual, message, vars) => add(['bandits', c, ...path], passed, expected, actual, message, vars));
  for (const [p, list, key] of e.loot ?? []) {
    const car = after.cars[resolveCar(p.car, n)];
    const have = car === undefined ? [] : car[p.floor];
    add(['loot', key], car !== undefined && lootMatches(list, have), formatLootList(list), formatLootList(have), `the loot ${p.floor === 'roof' ? 'on' : 'in'} ${key} differs`);
  }
  if (e.marshal !== undefined) {
    const want = resolveCar(e.marshal, n);
    add(['marshal'], after.marshal === want, formatCar(want, n), formatCar(after.marshal, n), 'the Marshal is elsewhere');
  }
  if (e.neutralBullets !== undefined) {
    const actual = after.neutralDeckRemoved ? 'removed' : String(after.neutralBullets);
    add(['neutral-bullets'], actual === String(e.neutralBullets), String(e.neutralBullets), actual, 'neutral bullets left differ');
  }
  if (e.roundCards !== undefined) {
    const have = [after.round.card, ...after.round.deck];
    const ok = have.length === e.roundCards.length && e.roundCards.every((w, i) => roundCardMatches(w, have[i] ?? ''));
    add(['round-cards'], ok, `[${e.roundCards.join(', ')}]`, `[${have.join(', ')}]`, 'the round cards differ');
  }
  if (e.round !== undefined) {
    const r = e.round;
    if (r.number !== undefined) add(['round', 'number'], after.round.index + 1 === r.number, String(r.number), String(after.round.index + 1), 'another round');
    if (r.card !== undefined) add(['round', 'card'], after.round.card === r.card, r.card, after.round.card, 'another round card');
    if (r.turn !== undefined) add(['round', 'turn'], after.round.turn + 1 === r.turn, String(r.turn), String(after.round.turn + 1), 'another turn');
    if (r.first !== undefined) {
      const have = banditsOfSeat(after, after.round.firstPlayer).join('/');
      add(['round', 'first'], have.split('/').includes(r.first), r.first, have, 'another first player');
    }
  }
  if (e.phase !== undefined) add(['phase'], after.phase === e.phase, e.phase, after.phase, 'another phase');
  if (e.next !== undefined) {
    const have = actorOf(after) ?? 'nobody';
    add(['next'], e.next === 'nobody' ? have === 'nobody' : have.split('/').includes(e.next), e.next, `${have}${after.pending === null ? '' : ` (${aboutOf(after.pending)})`}`, 'someone else is to choose');
  }
  if (e.pile !== undefined) {
    const have = after.pile.map((c) => `${c.bandit} ${c.card ?? 'hidden'}${c.faceDown ? ' face down' : ''}`);
    const want = e.pile.map((c) => formatCard(c));
    const ok = have.length === e.pile.length && e.pile.every((w, i) => {
      const h = after.pile[i];
      return h !== undefined && w.kind === 'action' && w.action === h.card && same(w.bandit, h.bandit) && w.faceDown === h.faceDown;
    });
    add(['pile'], ok, `[${want.join(', ')}]`, `[${have.join(', ')}]`, 'the pile differs');
  }
  if (e.score !== undefined) checkScore(after, e.score, (path, passed, expected, actual, message, vars) => add(['score', ...path], passed, expected, actual, message, vars));
  if (e.wagons !== undefined) add(['wagons'], after.cars.length - 1 === e.wagons, String(e.wagons), String(after.cars.length - 1), 'another number of wagons');
  if (e.box !== undefined) checkBox(after, e.box, (path, ...rest) => add(['box', ...path], ...rest));
  for (const [viewer, seen] of e.seenBy ?? []) checkSeen(after, viewer, seen, (path, ...rest) => add(['seen-by', viewer, ...path], ...rest));
  return out;
}

/** The box beside the locomotive: the strongbox not in the train, and what is out of play. */
function checkBox(after: GameState, b: NonNullable<ExpectYaml['box']>, add: Adder): void {
  if (b.strongboxes !== undefined) add(['strongboxes'], after.box.strongboxes === b.strongboxes, String(b.strongboxes), String(after.box.strongboxes), 'another number of strongboxes beside the locomotive');
  if (b.jewels !== undefined) add(['jewels'], after.box.jewels === b.jewels, String(b.jewels), String(after.box.jewels), 'another number of jewels out of play');
  if (typeof b.purses === 'number') add(['purses'], after.box.purses.length === b.purses, String(b.purses), String(after.box.purses.length), 'another number of purses out of play');
  else if (b.purses !== undefined) {
    const have = after.box.purses.map((v) => (v === null ? 'hidden' : String(v)));
    add(['purses'], setText(b.purses.map(String)) === setText(have), setText(b.purses.map(String)), setText(have), 'other purses out of play');
  }
}

/** `seen-by`: the same checks on the viewer's view (what its seat may see). */
function checkSeen(after: GameState, viewer: CharacterId, seen: SeenExpect, add: Adder): void {
  const seat = after.bandits[viewer]?.seat;
  if (seat === undefined) {
    add([], false, `${viewer} in the game`, 'not in the game', `${viewer} is not in this game`);
    return;
  }
  const v = view(after, seat);
  const n = v.cars.length;
  for (const [c, b] of seen.bandits ?? []) checkBandit(v, c, b, (path, ...rest) => add(['bandits', c, ...path], ...rest));
  for (const [p, list, key] of seen.loot ?? []) {
    const car = v.cars[resolveCar(p.car, n)];
    const have = car === undefined ? [] : car[p.floor];
    add(['loot', key], car !== undefined && lootMatches(list, have), formatLootList(list), formatLootList(have), `the loot ${p.floor === 'roof' ? 'on' : 'in'} ${key} differs`);
  }
}

type Adder = (path: PathSegment[], passed: boolean, expected: string, actual: string, message?: string, vars?: Record<string, string>) => void;

/**
 * Message id and values of a check, from its YAML path, so that the CLI can
 * word it in the reader's language: `bandits.tuco.at` → key `bandits.at`,
 * bandit `tuco`; `loot["2 inside"]` → key `loot`, place `2 inside`.
 */
function keyOf(path: readonly PathSegment[], vars: Record<string, string>): { key: string; vars: Record<string, string> } {
  const [head, second, third] = path;
  const out = { ...vars };
  if (head === 'bandits' && typeof second === 'string') {
    out['bandit'] = second;
    return { key: third === undefined ? 'bandits' : `bandits.${String(third)}`, vars: out };
  }
  if (head === 'loot' && typeof second === 'string') return { key: 'loot', vars: { ...out, place: second } };
  if (head === 'excluded' && typeof second === 'string') return { key: 'excluded', vars: { ...out, option: second } };
  if (head === 'score' && second === 'totals' && typeof third === 'string') return { key: 'score.totals', vars: { ...out, bandit: third } };
  if (head === 'score' || head === 'round') return { key: `${head}.${String(second)}`, vars: out };
  return { key: String(head), vars: out };
}

function checkBandit(state: GameState, c: CharacterId, b: BanditExpect, add: Adder): void {
  const have = state.bandits[c];
  const n = state.cars.length;
  if (have === undefined) {
    add([], false, `${c} in the game`, 'not in the game', `${c} is not in this game`);
    return;
  }
  const seat = seatOfBandit(state, c);
  const player = state.players[seat];
  if (b.at !== undefined) {
    const want = formatPlace(resolveCar(b.at.car, n), b.at.floor, n);
    const actual = formatPlace(have.car, have.floor, n);
    add(['at'], want === actual, want, actual, `${c} is elsewhere`);
  }
  if (b.loot !== undefined) add(['loot'], lootMatches(b.loot, have.loot), formatLootList(b.loot), formatLootList(have.loot), `${c}'s loot differs`);
  if (b.bullets !== undefined) add(['bullets'], have.bulletsLeft === b.bullets, String(b.bullets), String(have.bulletsLeft), `${c} has another number of bullets left`);
  if (typeof b.received === 'number') {
    const r = receivedCount(state, seat);
    add(['received'], r === b.received, String(b.received), String(r), `${c}'s player holds another number of bullet cards`);
  } else if (b.received !== undefined) {
    // who fired each bullet card the player holds (hand, deck and discard pile)
    const have = receivedFrom(state, seat);
    add(['received'], setText(b.received) === setText(have), setText(b.received), setText(have), `${c}'s player holds other bullet cards`);
  }
  if (player === undefined) return;
  const show = (ids: readonly CardId[]): string => `[${ids.map((id) => cardText(id, c, state)).join(', ')}]`;
  const showWant = (refs: readonly CardRef[]): string => `[${refs.map((r) => cardRefText(r, c, state)).join(', ')}]`;
  const sortedShow = (ids: readonly CardId[]): string => `[${ids.map((id) => cardText(id, c, state)).sort().join(', ')}]`;
  const sortedWant = (refs: readonly CardRef[]): string => `[${refs.map((r) => cardRefText(r, c, state)).sort().join(', ')}]`;
  if (b.hand !== undefined) add(['hand'], multisetMatch(b.hand, player.hand, c), sortedWant(b.hand), sortedShow(player.hand), `${c}'s hand differs`);
  if (b.handSize !== undefined) add(['hand-size'], player.hand.length === b.handSize, String(b.handSize), String(player.hand.length), `${c}'s hand has another size`);
  if (b.discard !== undefined) add(['discard'], multisetMatch(b.discard, player.discard, c), sortedWant(b.discard), sortedShow(player.discard), `${c}'s discard pile differs`);
  if (b.deck !== undefined) {
    const ok = b.deck.length === player.deck.length && b.deck.every((w, i) => cardMatches(w, player.deck[i] ?? 'hidden', c));
    add(['deck'], ok, showWant(b.deck), show(player.deck), `${c}'s deck differs`);
  }
  if (b.deckTop !== undefined) {
    const top = player.deck.slice(0, b.deckTop.length);
    const ok = top.length === b.deckTop.length && b.deckTop.every((w, i) => cardMatches(w, top[i] ?? 'hidden', c));
    add(['deck-top'], ok, showWant(b.deckTop), show(top), `the top of ${c}'s deck differs`);
  }
  if (b.deckSize !== undefined) add(['deck-size'], player.deck.length === b.deckSize, String(b.deckSize), String(player.deck.length), `${c}'s deck has another size`);
}

function checkScore(state: GameState, e: NonNullable<ExpectYaml['score']>, add: Adder): void {
  const s = score(state);
  const seatName = (seat: number): string => banditsOfSeat(state, seat).join('/');
  for (const [c, total] of e.totals ?? []) {
    const seat = seatOfBandit(state, c);
    const p = s.players.find((x) => x.seat === seat);
    add(['totals', c], p?.total === total, `$${total}`, p === undefined ? 'not scored' : `$${p.total} (loot $${p.loot} + Gunslinger $${p.gunslinger})`, `${c}'s total differs`);
  }
  const seatsFor = (list: readonly CharacterId[]): number[] => [...new Set(list.map((c) => seatOfBandit(state, c)))].sort();
  if (e.gunslinger !== undefined) {
    const have = s.players.filter((p) => p.gunslinger > 0).map((p) => p.seat as number).sort();
    const want = seatsFor(e.gunslinger);
    add(['gunslinger'], JSON.stringify(have) === JSON.stringify(want), setText(e.gunslinger), setText(have.map(seatName)), 'the Gunslinger award went elsewhere');
  }
  if (e.winners !== undefined) {
    const have = s.winners.map((w) => w as number).sort();
    const want = seatsFor(e.winners);
    add(['winners'], JSON.stringify(have) === JSON.stringify(want), setText(e.winners), setText(have.map(seatName)), 'another winner');
  }
  if (e.tie !== undefined) add(['tie'], s.tie === e.tie, e.tie, s.tie, 'the tie was settled otherwise');
  if (e.decidedBy !== undefined) {
    add(['decided-by'], JSON.stringify(s.decidedBy) === JSON.stringify(e.decidedBy), `[${e.decidedBy.join(', ')}]`, `[${s.decidedBy.join(', ')}]`, 'decided by other rules');
  }
}

/**
 * The steps without the assertions: what the browser's scenario player replays (it compares the
 * positions with the build's instead of shipping the checks, see src/widgets/player/model.ts).
 */
export const coltExpressPlay: GameSteps<GameState, Phrase, ExpectYaml, LogEntry> = {
  game: 'colt-express',
  offer,
  perform,
  check: () => [],
  ruleIdsOf: (log) => [...new Set(log.map((l) => l.rule))],
  narrationContext: (state) => ({ carCount: state.cars.length, seats: state.players.map((p) => p.bandits) }),
  choiceText: (choice, state) => choiceText(choice as Choice, state),
};

const withChecks = (play: typeof coltExpressPlay): typeof coltExpressPlay => ({ ...play, check });

/** The steps half of the Colt Express runtime (no zod, no yaml, no position building). */
// Marked pure so that a bundle importing only `coltExpressPlay` leaves the checks out.
export const coltExpressSteps: GameSteps<GameState, Phrase, ExpectYaml, LogEntry> = /* @__PURE__ */ withChecks(coltExpressPlay);
