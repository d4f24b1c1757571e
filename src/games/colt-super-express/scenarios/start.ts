// Colt Super Express, the start half of the runtime: the scenario's starting position (a readable
// YAML position, the engine's notation, or a new game from the setup rules) turned into an engine
// state, plus the "what if" positions of `colt-rules explain`. The build runs this; the browser
// only needs steps.ts.

import { BANDIT_IDS, CARD_KINDS, buildPosition, createGame, makePosition, parsePosition } from '../engine/index.ts';
import { STACK_SIZE } from '../engine/data/components.ts';
import type { BanditId, BanditSpec, GameState, LootValue, PositionSpec, Result as EngineResult } from '../engine/types.ts';
import { setupIssue } from '../../../scenarios/setup-issue.ts';
import { didYouMean } from '../../../scenarios/suggest.ts';
import { resolveCar } from '../../../scenarios/places.ts';
import type { Issue, NotationError, PathSegment, Result, Scenario } from '../../../scenarios/types.ts';
import type { ExpectYaml, PositionInput, PositionYaml, SetupYaml } from './schema.ts';
import type { Phrase } from './vocab.ts';

export type Start = PositionInput | SetupYaml;
export type CseScenario = Scenario<Start, Phrase, ExpectYaml>;

/** What a bandit on the train has stacked when the file says nothing, in a revealing position. */
export const DEFAULT_STACK = ['turn', 'floor', 'move'] as const;

type Car = { card?: LootValue; inside: BanditId[]; roof: BanditId[] };

/** The train's lines from `train:` (place → bandits, front to rear). */
function trainOf(spec: PositionYaml, wagons: number, issues: Issue[]): Car[] {
  const cars: Car[] = Array.from({ length: wagons + 1 }, (_, i) => ({ ...(i > 0 && spec.cars?.[i - 1] !== undefined ? { card: spec.cars[i - 1] } : {}), inside: [], roof: [] }));
  for (const [p, names, key] of spec.train) {
    const car = resolveCar(p.car, wagons + 1);
    const target = cars[car];
    if (target === undefined) issues.push({ path: ['position', 'train', key], message: `the train has ${wagons} wagons behind the locomotive (caboose = ${wagons}), so there is no wagon ${car}` });
    else target[p.floor].push(...names);
  }
  if (spec.cars !== undefined && spec.cars.length !== wagons) issues.push({ path: ['position', 'cars'], message: `name one wagon card per wagon: ${wagons}, found ${spec.cars.length}` });
  return cars;
}

function banditsOf(spec: PositionYaml): { [B in BanditId]?: BanditSpec } {
  const revealing = spec.phase !== 'planning' && spec.bandits.some(([, b]) => b.stack !== undefined || b.revealed !== undefined);
  const out: { [B in BanditId]?: BanditSpec } = {};
  for (const [id, b] of spec.bandits) {
    const idle = revealing && b.stack === undefined && b.revealed === undefined && b.out !== true;
    out[id] = { ...b, ...(idle ? { stack: DEFAULT_STACK } : {}) };
  }
  return out;
}

/** What a file can get wrong about one bandit's cards, said on its line: a stack too big, a card twice. */
function cardIssues(spec: PositionYaml, issues: Issue[]): void {
  for (const [id, b, key] of spec.bandits) {
    const stack = b.stack ?? [];
    const all = [...(b.revealed ?? []), ...stack];
    if (stack.length > STACK_SIZE) issues.push({ path: ['position', 'bandits', key, 'stack'], message: `${id} has ${stack.length} cards stacked: a stack holds one to ${STACK_SIZE} cards` });
    else if (all.length > STACK_SIZE) issues.push({ path: ['position', 'bandits', key], message: `${id} has ${all.length} cards stacked and revealed: a round plays ${STACK_SIZE} at most` });
    const twice = all.find((c, i) => all.indexOf(c) < i);
    if (twice !== undefined) issues.push({ path: ['position', 'bandits', key], message: `${id} has the ${twice} card twice: each bandit has one card of each kind` });
  }
}

/** `next:` names a bandit of this position who can reveal a card. */
function nextIssues(sc: CseScenario, spec: PositionYaml, issues: Issue[]): void {
  if (spec.next === undefined) return;
  const b = spec.bandits.find(([id]) => id === spec.next);
  if (b === undefined) {
    issues.push({ path: ['position', 'next'], message: `${spec.next} does not play in this position (bandits: ${spec.bandits.map(([id]) => id).join(', ')})` });
    return;
  }
  const horseChance = sc.options['horse'] === true && (b[1].stack?.length ?? 0) > 0;
  if (b[1].out === true && !horseChance) issues.push({ path: ['position', 'next'], message: `${spec.next} is out of the game: a bandit out reveals no more cards (but its Horse, with the Horse expansion)` });
}

/** YAML position → engine PositionSpec. */
export function toPositionSpec(sc: CseScenario, spec: PositionYaml): Result<PositionSpec, Issue[]> {
  const issues: Issue[] = [];
  cardIssues(spec, issues);
  nextIssues(sc, spec, issues);
  if (issues.length > 0) return { ok: false, error: issues };
  const seats = spec.bandits.map(([id]) => id);
  const train = trainOf(spec, spec.wagons ?? seats.length + 1, issues);
  if (issues.length > 0) return { ok: false, error: issues };
  return {
    ok: true,
    value: {
      options: sc.options as PositionSpec['options'] & object,
      seats,
      bandits: banditsOf(spec),
      train,
      firstPlayer: spec.first ?? seats[0]!,
      ...(spec.phase === undefined ? {} : { phase: spec.phase }),
      ...(spec.next === undefined ? {} : { next: spec.next }),
      ...(spec.seed === undefined ? {} : { seed: spec.seed }),
    },
  };
}

/** Engine problem paths (`bandits.tuco.out`, `train[2].inside`, `players[1]`) → YAML paths. */
function problemPath(enginePath: string | undefined, seats: readonly string[]): PathSegment[] {
  const path = enginePath ?? '';
  const b = /^bandits\.(\w+)/.exec(path);
  if (b !== null) return ['position', 'bandits', b[1]!];
  const p = /^players\[(\d+)\]/.exec(path);
  if (p !== null && seats[Number(p[1])] !== undefined) return ['position', 'bandits', seats[Number(p[1])]!];
  if (path.startsWith('train') || path.startsWith('config.cars')) return ['position', 'train'];
  if (path.startsWith('firstPlayer') || path.startsWith('round')) return ['position', 'first'];
  if (path.startsWith('pending')) return ['position', 'next'];
  return ['position'];
}

function engineIssues(r: EngineResult<unknown> & { ok: false }, where: 'position' | 'setup', seats: readonly string[], next?: string): Issue[] {
  const problems = r.error.problems ?? [];
  const code = r.error.code;
  const at = (p: string | undefined): PathSegment[] => (where === 'setup' ? ['setup'] : problemPath(p, seats));
  if (problems.length > 0) {
    // with `next:` written, stacks that do not fit the turn order are the `next:` line's doing (issue 20)
    const byNext = (p: { readonly code: string }): boolean => next !== undefined && (p.code === 'stack-size' || p.code === 'bad-pending');
    return problems.map((p) =>
      byNext(p)
        ? { path: ['position', 'next'], message: `impossible position: next: ${next!} does not fit the stacks: ${p.message}`, code }
        : { path: at(p.path), message: `impossible position: ${p.message}`, code },
    );
  }
  if (where === 'setup') return [setupIssue(r.error, seats)];
  return [{ path: at(r.error.path), message: `the engine refuses this ${where}: ${r.error.message}`, code }];
}

export function start(sc: CseScenario): Result<GameState, readonly Issue[]> {
  if (sc.start.kind === 'setup') {
    const s = sc.start.value as SetupYaml;
    const first = s.first === undefined ? undefined : s.players.indexOf(s.first);
    if (first === -1) return { ok: false, error: [{ path: ['setup', 'first'], message: `${s.first!} does not play in this setup` }] };
    const r = createGame({ seed: s.seed, players: s.players.length, bandits: s.players, options: sc.options, ...(first === undefined ? {} : { firstPlayer: first }), ...(s.cars === undefined ? {} : { cars: s.cars }) });
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: engineIssues(r, 'setup', s.players) };
  }
  const input = sc.start.value as PositionInput;
  if (input.kind === 'notation') {
    const r = parsePosition(input.text);
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: [{ path: ['position'], message: `not a valid position: ${r.error.message}`, code: r.error.code }] };
  }
  const spec = toPositionSpec(sc, input.spec);
  if (!spec.ok) return spec;
  const r = buildPosition(spec.value);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: engineIssues(r, 'position', spec.value.seats ?? [], input.spec.next) };
}

/** The same position with `bandit`'s `card` as the next card revealed (`colt-rules explain --bandit X --card Y`). */
export function whatIf(state: GameState, who: string, cardName: string): Result<GameState, string> {
  const id = BANDIT_IDS.find((b) => b === who.toLowerCase());
  if (id === undefined) return { ok: false, error: `"${who}" is not a bandit${didYouMean(who.toLowerCase(), BANDIT_IDS)}` };
  const b = state.bandits[id];
  if (b === undefined) return { ok: false, error: `${id} is not in this game (here: ${state.config.bandits.join(', ')})` };
  if (b.out !== null) return { ok: false, error: `${id} is out of the game` };
  const card = CARD_KINDS.find((c) => c === cardName.toLowerCase());
  if (card === undefined) return { ok: false, error: `"${cardName}" is not a card${didYouMean(cardName.toLowerCase(), CARD_KINDS)}` };
  const p = state.players[b.seat]!;
  const stack = [card, ...p.stack.filter((c) => c !== card)];
  return {
    ok: true,
    value: {
      ...state,
      phase: 'revealing',
      players: state.players.map((x) => (x.seat === b.seat ? { ...x, stack, hand: x.hand.filter((c) => c !== card) } : x)),
      pending: { kind: 'reveal', seat: b.seat, bandit: id },
    },
  };
}

export function notation(state: GameState): string {
  return makePosition(state);
}

/** Notation → state; the engine's parsePosition already refuses impossible positions (its `problems`). */
export function fromNotation(text: string): Result<GameState, NotationError> {
  const r = parsePosition(text.trim());
  if (r.ok) return { ok: true, value: r.value };
  const problems = r.error.problems;
  return problems === undefined || problems.length === 0
    ? { ok: false, error: { kind: 'unreadable', message: r.error.message } }
    : { ok: false, error: { kind: 'impossible', problems: problems.map((p) => ({ message: p.message, path: p.path })) } };
}
