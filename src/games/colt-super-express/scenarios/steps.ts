// Colt Super Express, the steps half of the runtime: what the game offers, applying a step's
// phrase, and checking a step's expectations. No zod, no YAML, no position building: this is what
// the page widget ships to the browser (with the engine's lean entry, play.ts).

import { apply, explain, legalChoices } from '../engine/play.ts';
import { score } from '../engine/score.ts';
import { locate } from '../engine/train.ts';
import { view } from '../engine/view.ts';
import type { BanditId, Choice, Exclusion, GameState, LogEntry, Pending } from '../engine/types.ts';
import type { Check, CheckContext, Excluded, GameSteps, Offer, PathSegment, Result, Step } from '../../../scenarios/types.ts';
import { formatPlace, resolveCar } from '../../../scenarios/places.ts';
import type { BanditExpect, ExpectYaml } from './schema.ts';
import type { Phrase } from './vocab.ts';

type CseStep = Step<Phrase, ExpectYaml>;

// ---------------------------------------------------------------------------
// Choices as phrases

export function actorOf(state: GameState): BanditId | undefined {
  return state.pending?.bandit;
}

function aboutOf(p: Pending | null): string {
  if (p === null) return 'game over';
  return p.kind === 'plan' ? 'planning' : `${p.bandit}'s reveal`;
}

/** The next card of the pending player's stack (known to the engine, face down at the table). */
function topCard(state: GameState): string | undefined {
  const p = state.pending;
  const c = p === null ? undefined : state.players[p.seat]?.stack[0];
  return c === 'hidden' ? undefined : c;
}

/** A choice as a file says it: the card to stack, or the card revealed (`reveal` when unknown). */
export function choiceText(choice: Choice | { readonly kind: string }, state: GameState): string {
  const c = choice as { kind: string; card?: string; target?: string };
  if (c.kind === 'stack') return c.card ?? 'stack';
  if (c.kind === 'reveal' && c.target !== undefined) return c.target;
  return topCard(state) ?? 'reveal';
}

function excludedOf(e: Exclusion): Excluded {
  const target = e.choice.kind === 'reveal' ? e.choice.target : undefined;
  return {
    phrase: e.choice.kind === 'reveal' ? e.choice.target : e.choice.card,
    ruleId: e.rule,
    reason: e.reason,
    ...(target === undefined ? {} : { target }),
    why: e.why,
    params: e.params as Readonly<Record<string, string | number>>,
  };
}

function offer(state: GameState): Offer {
  const p = state.pending;
  if (p === null) return { actor: undefined, about: 'game over', choices: [], excluded: [] };
  const ex = explain(state);
  const card = topCard(state);
  return {
    actor: p.bandit,
    about: aboutOf(p),
    aboutKey: p.kind,
    aboutVars: { bandit: p.bandit, ...(p.kind === 'reveal' && card !== undefined ? { card } : {}) },
    choices: ex.legal.map((c) => choiceText(c, state)),
    excluded: ex.excluded.map(excludedOf),
  };
}

// ---------------------------------------------------------------------------
// Performing a step

/** The step kind (`play:`, `resolve:`) that answers each pending kind. */
export const STEP_KIND_FOR: Readonly<Record<Pending['kind'], CseStep['kind']>> = { plan: 'play', reveal: 'resolve' };

type Done = { state: GameState; log: readonly LogEntry[]; applied: readonly string[]; choices: readonly Choice[] };

function applyAll(state: GameState, choices: readonly Choice[], who: BanditId): Result<Done, string> {
  let s = state;
  const log: LogEntry[] = [];
  const applied: string[] = [];
  for (const c of choices) {
    if (s.pending?.bandit !== who) return { ok: false, error: `${who} has no more cards to stack now (${aboutOf(s.pending)} is asked)` };
    const text = choiceText(c, s);
    const r = apply(s, c);
    if (!r.ok) return { ok: false, error: `"${text}" is not a legal choice for ${who}: ${r.error.message}; legal: ${legalChoices(s).map((x) => choiceText(x, s)).join(' | ')}` };
    log.push(...r.value.log);
    applied.push(text);
    s = r.value.state;
  }
  return { ok: true, value: { state: s, log, applied, choices } };
}

function perform(state: GameState, step: CseStep): Result<Done, string> {
  const p = state.pending;
  const said = step.text ?? '';
  if (p === null) return { ok: false, error: `"${said}": the game is over, nothing is left to do` };
  const expected = STEP_KIND_FOR[p.kind];
  if (expected !== step.kind) return { ok: false, error: `the game is waiting for ${aboutOf(p)} (${p.bandit}), so this step must be "${expected}:", not "${step.kind}:"` };
  if (step.by !== undefined && step.by !== p.bandit) return { ok: false, error: `it is ${p.bandit}'s turn now (${aboutOf(p)}), not ${step.by}'s` };
  const want = step.action;
  if (want === undefined) return { ok: false, error: 'nothing to do' };
  if (want.verb === 'stack') return applyAll(state, want.cards.map((card) => ({ kind: 'stack', card })), p.bandit);
  const top = topCard(state);
  if (want.card !== undefined && top !== want.card) return { ok: false, error: `${p.bandit}'s next card is ${top ?? 'unknown'}, not ${want.card}` };
  return applyAll(state, [{ kind: 'reveal' }], p.bandit);
}

// ---------------------------------------------------------------------------
// Checking expectations

type Adder = (path: PathSegment[], passed: boolean, expected: string, actual: string, message?: string, vars?: Record<string, string>) => void;

const setText = (list: readonly string[]): string => (list.length === 0 ? '[]' : `[${[...list].sort().join(', ')}]`);
const listText = (list: readonly string[]): string => `[${list.join(', ')}]`;
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Message id and values from the YAML path, so that the CLI can word a check in another language. */
function keyOf(path: readonly PathSegment[], vars: Record<string, string>): { key: string; vars: Record<string, string> } {
  const [head, second, third] = path;
  if (head === 'bandits' && typeof second === 'string') return { key: third === undefined ? 'bandits' : `bandits.${String(third)}`, vars: { ...vars, bandit: second } };
  if ((head === 'excluded' || head === 'lines') && typeof second === 'string') return { key: String(head), vars: { ...vars, option: second } };
  if (head === 'score' || head === 'round') return { key: `${head}.${String(second)}`, vars };
  return { key: String(head), vars };
}

function hitOf(log: readonly LogEntry[]): string {
  const hits = log.flatMap((e) => (e.kind === 'hit' ? [e.data.target] : []));
  return hits.length === 0 ? 'nobody' : hits.join(', ');
}

function checkOffer(e: ExpectYaml, before: GameState, log: readonly LogEntry[], add: Adder): void {
  if (e.choices !== undefined) {
    const have = legalChoices(before).map((c) => (c.kind === 'stack' ? c.card : 'reveal'));
    add(['choices'], sameSet(e.choices, have), setText(e.choices), setText(have), 'the choices offered differ');
  }
  if (e.hit !== undefined) add(['hit'], hitOf(log) === e.hit, e.hit, hitOf(log), 'another bandit was hit');
  if (e.excluded === undefined) return;
  const ex = before.pending === null ? [] : explain(before).excluded;
  const actual = ex.map((x) => `${x.choice.kind === 'reveal' ? x.choice.target : x.choice.card} (${x.rule}: ${x.why})`);
  for (const w of e.excluded) {
    const hit = ex.find((x) => x.rule === w.rule && (w.option.kind === 'target' ? x.choice.kind === 'reveal' && x.choice.target === w.option.who : x.choice.kind === 'stack' && x.choice.card === w.option.card));
    add(['excluded', w.key], hit !== undefined, `${w.key} excluded (${w.rule})`, actual.length === 0 ? 'nothing excluded' : actual.join('; '), `"${w.key}" is not excluded by ${w.rule}`, { rule: w.rule });
  }
}

function checkBandit(state: GameState, id: BanditId, b: BanditExpect, add: Adder): void {
  const have = state.bandits[id];
  if (have === undefined) return add([], false, `${id} in the game`, 'not in the game', `${id} does not play here`);
  const n = state.train.length;
  const at = locate(state, id);
  const where = at === null ? 'out' : formatPlace(at.car, at.floor, n);
  if (b.at !== undefined) {
    const want = formatPlace(resolveCar(b.at.car, n), b.at.floor, n);
    add(['at'], want === where, want, where, `${id} is elsewhere`);
  }
  if (b.inLine !== undefined) add(['in-line'], at !== null && at.place + 1 === b.inLine, String(b.inLine), at === null ? 'out' : String(at.place + 1), `${id} stands elsewhere in the line`);
  if (b.facing !== undefined) add(['facing'], have.facing === b.facing, b.facing, have.facing, `${id} faces the other way`);
  if (b.stunned !== undefined) add(['stunned'], have.stunned === b.stunned, String(b.stunned), String(have.stunned), b.stunned ? `${id} is standing` : `${id} lies stunned`);
  if (typeof b.out === 'boolean') add(['out'], (have.out !== null) === b.out, String(b.out), String(have.out !== null), b.out ? `${id} is still on the train` : `${id} is out of the game`);
  else if (b.out !== undefined) add(['out'], have.out?.how === b.out, b.out, have.out === null ? 'on the train' : have.out.how, have.out === null ? `${id} is still on the train` : `${id} left the train otherwise`);
  if (b.loot !== undefined) add(['loot'], sameSet(b.loot.map(String), have.loot.map(String)), setText(b.loot.map(String)), setText(have.loot.map(String)), `${id}'s loot differs`);
  const p = state.players[have.seat]!;
  if (b.hand !== undefined) add(['hand'], sameSet(b.hand, p.hand), setText(b.hand), setText(p.hand), `${id}'s hand differs`);
  if (b.stack !== undefined) add(['stack'], listText(b.stack) === listText(p.stack), listText(b.stack), listText(p.stack), `${id}'s stack differs`);
  if (b.revealed !== undefined) add(['revealed'], listText(b.revealed) === listText(p.revealed), listText(b.revealed), listText(p.revealed), `${id}'s revealed cards differ`);
}

function checkScore(state: GameState, e: NonNullable<ExpectYaml['score']>, add: Adder): void {
  const s = score(state);
  if (e.winners !== undefined) add(['winners'], sameSet(e.winners, s.winners), setText(e.winners), setText(s.winners), 'another winner');
  if (e.end !== undefined) add(['end'], s.end === e.end, e.end, String(s.end), 'the game ended otherwise');
  if (e.tie !== undefined) add(['tie'], s.tie === e.tie, e.tie, s.tie, 'the tie was settled otherwise');
  if (e.decidedBy !== undefined) add(['decided-by'], listText(e.decidedBy) === listText(s.decidedBy), listText(e.decidedBy), listText(s.decidedBy), 'decided by other rules');
}

function checkAfter(e: ExpectYaml, after: GameState, add: Adder): void {
  const n = after.train.length;
  for (const [id, b] of e.bandits ?? []) checkBandit(after, id, b, (path, ...rest) => add(['bandits', id, ...path], ...rest));
  for (const [p, want, key] of e.lines ?? []) {
    const car = after.train[resolveCar(p.car, n)];
    const have = car === undefined ? [] : car[p.floor];
    add(['lines', key], listText(want) === listText(have), listText(want), car === undefined ? 'no such wagon' : listText(have), `the line ${p.floor === 'roof' ? 'on' : 'in'} ${key} differs`);
  }
  if (e.wagons !== undefined) add(['wagons'], n - 1 === e.wagons, String(e.wagons), String(n - 1), 'another number of wagons');
  if (e.phase !== undefined) add(['phase'], after.phase === e.phase, e.phase, after.phase, 'another phase');
  if (e.next !== undefined) {
    const have = actorOf(after) ?? 'nobody';
    add(['next'], have === e.next, e.next, `${have}${after.pending === null ? '' : ` (${aboutOf(after.pending)})`}`, 'someone else is to choose');
  }
  if (e.round?.number !== undefined) add(['round', 'number'], after.round.index + 1 === e.round.number, String(e.round.number), String(after.round.index + 1), 'another round');
  if (e.round?.first !== undefined) {
    const first = after.config.bandits[after.round.firstPlayer]!;
    add(['round', 'first'], first === e.round.first, e.round.first, first, 'another first player');
  }
  if (e.score !== undefined) checkScore(after, e.score, (path, ...rest) => add(['score', ...path], ...rest));
  for (const [viewer, seen, key] of e.seenBy ?? []) {
    const seat = after.bandits[viewer]?.seat;
    if (seat === undefined) {
      add(['seen-by', key], false, `${viewer} in the game`, 'not in the game', `${viewer} does not play here`);
      continue;
    }
    const v = view(after, seat);
    for (const [id, b, bk] of seen.bandits ?? []) checkBandit(v, id, b, (path, ...rest) => add(['seen-by', key, 'bandits', bk, ...path], ...rest));
  }
}

function check(step: CseStep, ctx: CheckContext<GameState, LogEntry>): readonly Check[] {
  const e = step.expect;
  if (e === undefined) return [];
  const out: Check[] = [];
  const base: PathSegment[] = ['steps', step.index, 'expect'];
  const add: Adder = (path, passed, expected, actual, message, vars = {}) => {
    out.push({ path: [...base, ...path], passed, expected, actual, ...(message === undefined ? {} : { message }), ...keyOf(path, vars) });
  };
  checkOffer(e, ctx.before, ctx.log, add);
  const ids = [...new Set(ctx.log.map((l) => l.rule as string))];
  e.log?.forEach((id, i) => add(['log', i], ids.includes(id), `${id} in the log`, setText(ids), `the log has no entry for ${id}`, { rule: id }));
  e.notInLog?.forEach((id, i) => add(['not-in-log', i], !ids.includes(id), `no ${id} in the log`, setText(ids), `the log has an entry for ${id}`, { rule: id }));
  checkAfter(e, ctx.after, add);
  return out;
}

/** The steps half of the Colt Super Express runtime (no zod, no yaml, no position building). */
export const coltSuperExpressSteps: GameSteps<GameState, Phrase, ExpectYaml, LogEntry> = {
  game: 'colt-super-express',
  offer,
  perform,
  check,
  ruleIdsOf: (log) => [...new Set(log.map((l) => l.rule))],
  narrationContext: (state) => ({ carCount: state.train.length, seats: state.players.map((p) => [p.bandit]) }),
  choiceText: (choice, state) => choiceText(choice as Choice, state),
};
