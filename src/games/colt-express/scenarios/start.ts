// Colt Express, the start half of the runtime: the scenario's starting
// position (a readable YAML position, the engine's notation, or a new game
// from the setup rules) turned into an engine state, plus the "what if"
// positions of `colt-rules explain`. The build runs this; the browser only
// needs steps.ts.

import { ACTION_KINDS, buildPosition, CHARACTER_IDS, checkPosition, createGame, makePosition, parsePosition, ROUND_CARDS as ROUND_CARD_INFO } from '../engine/index.ts';
import type {
  ActionKind,
  BanditSpec,
  CardId,
  CharacterId,
  GameConfig,
  GameState,
  LootSpec,
  PositionSpec,
  PresetId,
  Result as EngineResult,
} from '../engine/types.ts';
import { setupIssue } from '../../../scenarios/setup-issue.ts';
import { didYouMean } from '../../../scenarios/suggest.ts';
import type { Issue, NotationError, PathSegment, Result, Scenario } from '../../../scenarios/types.ts';
import type { ExpectYaml, PositionInput, PositionYaml, SetupYaml } from './schema.ts';
import { resolveCar } from './vocab.ts';
import { wagonsFor } from '../engine/data/limits.ts';
import { turnsFor } from '../engine/data/round-cards.ts';
import type { CardRef, LootRef, Phrase } from './vocab.ts';

export type Start = PositionInput | SetupYaml;
export type CeScenario = Scenario<Start, Phrase, ExpectYaml>;

// ---------------------------------------------------------------------------
// Starting the scenario

function lootSpec(l: LootRef): LootSpec {
  // a hidden purse in a position is a purse whose value does not matter
  if (l.kind === 'purse') return l.value === undefined || l.value === null ? 'purse' : l.value;
  return l.kind;
}

function cardSpec(c: CardRef, owner: CharacterId): Result<CardId, string> {
  if (c.kind === 'bullet') {
    if (c.from === undefined) return { ok: false, error: 'say whose bullet it is: "bullet from tuco" or "neutral bullet"' };
    return { ok: true, value: c.from === 'neutral' ? 'bullet.neutral' : `bullet.${c.from}` };
  }
  return { ok: true, value: `${c.bandit ?? owner}.${c.action}` };
}

/** Seats as the position gives them: one character per seat, or teams. */
function seatsOf(spec: PositionYaml): readonly (readonly CharacterId[])[] {
  if (spec.teams !== undefined) return spec.teams;
  return spec.bandits.map(([c]) => [c]);
}

function seatOf(seats: readonly (readonly CharacterId[])[], c: CharacterId): number {
  return seats.findIndex((s) => s.includes(c));
}

function turnKindsOf(card: string | undefined, players: number): readonly string[] {
  const info = ROUND_CARD_INFO.find((r) => r.id === card);
  if (info === undefined) return [];
  return turnsFor(info, players);
}

/** YAML position → engine PositionSpec. Problems are issues under `position`. */
export function toPositionSpec(sc: CeScenario, spec: PositionYaml): Result<PositionSpec, Issue[]> {
  const issues: Issue[] = [];
  const at = (...p: PathSegment[]): PathSegment[] => ['position', ...p];
  const seats = seatsOf(spec);
  // Default train length per mode, as the setup rules give it (the engine's wagonsFor).
  const mode = sc.options['mode'];
  const defaultWagons = wagonsFor(mode === 'team-two-player' || mode === 'two-bandits' ? mode : 'standard', seats.length);
  const carCount = (spec.wagons ?? defaultWagons) + 1;
  const inTrain = (car: number, path: PathSegment[]): number => {
    if (car > carCount - 1) {
      issues.push({ path, message: `the train has ${carCount - 1} wagons behind the locomotive (caboose = ${carCount - 1}), so there is no wagon ${car}` });
    }
    return car;
  };
  const cars = Array.from({ length: carCount }, () => ({ inside: [] as LootSpec[], roof: [] as LootSpec[] }));
  for (const [p, list, key] of spec.loot ?? []) {
    const car = inTrain(resolveCar(p.car, carCount), at('loot', key));
    const target = cars[car];
    if (target !== undefined) target[p.floor].push(...list.map(lootSpec));
  }
  const bandits: Partial<Record<CharacterId, BanditSpec>> = {};
  for (const [c, b] of spec.bandits) {
    const car = inTrain(resolveCar(b.at.car, carCount), at('bandits', c, 'at'));
    const cardsOf = (list: readonly CardRef[] | undefined, field: string): CardId[] | undefined => {
      if (list === undefined) return undefined;
      const out: CardId[] = [];
      list.forEach((x, i) => {
        const r = cardSpec(x, c);
        if (r.ok) out.push(r.value);
        else issues.push({ path: at('bandits', c, field, i), message: r.error });
      });
      return out;
    };
    const hand = cardsOf(b.hand, 'hand');
    const deck = cardsOf(b.deck, 'deck');
    const discard = cardsOf(b.discard, 'discard');
    bandits[c] = {
      car,
      floor: b.at.floor,
      loot: (b.loot ?? []).map(lootSpec),
      ...(b.bullets === undefined ? {} : { bulletsLeft: b.bullets }),
      ...(hand === undefined ? {} : { hand }),
      ...(deck === undefined ? {} : { deck }),
      ...(discard === undefined ? {} : { discard }),
      ...(b.received === undefined ? {} : { received: b.received }),
    };
  }
  if (spec.teams !== undefined) {
    const inTeams = spec.teams.flat();
    for (const [c] of spec.bandits) {
      if (!inTeams.includes(c)) issues.push({ path: at('bandits', c), message: `${c} is in no team of "teams"` });
    }
    for (const c of inTeams) {
      if (!spec.bandits.some(([b]) => b === c)) issues.push({ path: at('teams'), message: `${c} is in a team but has no place under "bandits"` });
    }
  }
  const round = spec.round;
  let firstSeat = 0;
  if (round?.first !== undefined) {
    firstSeat = seatOf(seats, round.first);
    if (firstSeat < 0) issues.push({ path: at('round', 'first'), message: `${round.first} is not in this position` });
  }
  let step: number | undefined;
  if (round?.next !== undefined) {
    const s = seatOf(seats, round.next);
    if (s < 0) issues.push({ path: at('round', 'next'), message: `${round.next} is not in this position` });
    else {
      const kinds = turnKindsOf(round.card, seats.length);
      const kind = kinds[(round.turn ?? 1) - 1];
      const n = seats.length;
      step = kind === 'switching' ? (firstSeat - s + n) % n : (s - firstSeat + n) % n;
    }
  }
  const pile: { bandit: CharacterId; card: ActionKind; faceDown?: boolean }[] = [];
  (spec.pile ?? []).forEach((c, i) => {
    if (c.kind !== 'action' || c.bandit === undefined) {
      issues.push({ path: at('pile', i), message: 'a card on the pile names its bandit and action, e.g. "doc move" or "ghost fire face down"' });
      return;
    }
    pile.push({ bandit: c.bandit, card: c.action, ...(c.faceDown ? { faceDown: true } : {}) });
  });
  const marshal = spec.marshal === undefined ? undefined : inTrain(resolveCar(spec.marshal, carCount), at('marshal'));
  if (issues.length > 0) return { ok: false, error: issues };
  const out: PositionSpec = {
    preset: (sc.edition ?? 'original') as PresetId,
    options: sc.options as PositionSpec['options'] & object,
    ...(spec.teams === undefined ? { characters: spec.bandits.map(([c]) => c) } : { teams: spec.teams }),
    carCount,
    cars,
    bandits,
    ...(marshal === undefined ? {} : { marshal }),
    ...(spec.neutralBullets === undefined
      ? {}
      : spec.neutralBullets === 'removed'
        ? { neutralBullets: 0, neutralDeckRemoved: true }
        : { neutralBullets: spec.neutralBullets }),
    ...(round === undefined
      ? {}
      : {
          round: {
            ...(round.number === undefined ? {} : { index: round.number - 1 }),
            ...(round.card === undefined ? {} : { card: round.card }),
            ...(round.deck === undefined ? {} : { deck: round.deck }),
            ...(round.turn === undefined ? {} : { turn: round.turn - 1 }),
            ...(step === undefined ? {} : { step }),
            ...(round.second === true ? { sub: 1 } : {}),
            firstPlayer: firstSeat,
          },
        }),
    ...(spec.phase === undefined ? {} : { phase: spec.phase }),
    ...(spec.pile === undefined ? {} : { pile }),
    ...(spec.seed === undefined ? {} : { seed: spec.seed }),
  };
  return { ok: true, value: out };
}

/** Engine problem paths (`bandits.tuco.car`, `cars[2].inside`) → YAML paths. */
function problemPath(enginePath: string | undefined): PathSegment[] {
  if (enginePath === undefined || enginePath === '') return ['position'];
  const m = /^bandits\.(\w+)(?:\.(\w+))?/.exec(enginePath);
  if (m !== null) {
    const field = m[2] === 'car' || m[2] === 'floor' ? 'at' : m[2] === 'bulletsLeft' ? 'bullets' : m[2];
    return field === undefined ? ['position', 'bandits', m[1] ?? ''] : ['position', 'bandits', m[1] ?? '', field];
  }
  if (enginePath.startsWith('cars')) return ['position', 'loot'];
  if (enginePath.startsWith('marshal')) return ['position', 'marshal'];
  if (enginePath.startsWith('neutral')) return ['position', 'neutral-bullets'];
  if (enginePath.startsWith('round')) return ['position', 'round'];
  if (enginePath.startsWith('pile')) return ['position', 'pile'];
  if (enginePath.startsWith('players')) return ['position', 'bandits'];
  return ['position'];
}

function engineIssues(r: EngineResult<unknown> & { ok: false }, where: 'position' | 'setup', players?: readonly string[]): Issue[] {
  const problems = r.error.problems ?? [];
  const code = r.error.code;
  if (problems.length > 0) {
    return problems.map((p) => ({
      path: where === 'position' ? problemPath(p.path) : ['setup'],
      message: `impossible position: ${p.message}`,
      code,
    }));
  }
  if (where === 'setup') return [setupIssue(r.error, players)];
  return [{ path: problemPath(r.error.path), message: `the engine refuses this ${where}: ${r.error.message}`, code }];
}

function toConfig(sc: CeScenario, s: SetupYaml): Result<GameConfig, Issue[]> {
  const seats: readonly (readonly CharacterId[])[] = s.teams ?? (s.players ?? []).map((c) => [c]);
  let firstPlayer: number | undefined;
  if (s.first !== undefined) {
    firstPlayer = seatOf(seats, s.first);
    if (firstPlayer < 0) return { ok: false, error: [{ path: ['setup', 'first'], message: `${s.first} does not play in this setup` }] };
  }
  return {
    ok: true,
    value: {
      seed: s.seed,
      preset: (sc.edition ?? 'original') as PresetId,
      options: sc.options as GameConfig['options'] & object,
      players: seats.length,
      ...(s.teams === undefined ? { characters: s.players ?? [] } : { teams: s.teams }),
      ...(s.wagons === undefined ? {} : { wagons: s.wagons }),
      ...(s.roundCards === undefined ? {} : { roundCards: s.roundCards }),
      ...(firstPlayer === undefined ? {} : { firstPlayer }),
    },
  };
}

export function start(sc: CeScenario): Result<GameState, readonly Issue[]> {
  if (sc.start.kind === 'setup') {
    const cfg = toConfig(sc, sc.start.value as SetupYaml);
    if (!cfg.ok) return cfg;
    const r = createGame(cfg.value);
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: engineIssues(r, 'setup', (sc.start.value as SetupYaml).players) };
  }
  const input = sc.start.value as PositionInput;
  if (input.kind === 'notation') {
    // The notation is one string: every problem points at `position`, naming the engine's path inside it.
    const r = fromNotation(input.text);
    if (r.ok) return r;
    const e = r.error;
    return {
      ok: false,
      error:
        e.kind === 'unreadable'
          ? [{ path: ['position'], message: `not a valid position: ${e.message}`, code: 'parse' }]
          : e.problems.map((p) => ({ path: ['position'], message: `impossible position: ${p.message}${p.path === '' ? '' : ` (at ${p.path})`}`, code: 'position' })),
    };
  }
  const spec = toPositionSpec(sc, input.spec);
  if (!spec.ok) return spec;
  const r = buildPosition(spec.value);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: engineIssues(r, 'position') };
}

/**
 * The same position, but with `bandit`'s `card` as the next card to resolve
 * (and nothing after it): what `colt-rules explain --bandit X --card Y` shows.
 */
export function whatIf(state: GameState, bandit: string, cardName: string): Result<GameState, string> {
  const who = CHARACTER_IDS.find((c) => c === bandit.toLowerCase());
  if (who === undefined) return { ok: false, error: `"${bandit}" is not a character${didYouMean(bandit.toLowerCase(), CHARACTER_IDS)}` };
  const b = state.bandits[who];
  if (b === undefined) return { ok: false, error: `${who} is not in this game (here: ${Object.keys(state.bandits).join(', ')})` };
  const a = ACTION_KINDS.find((x) => x === cardName.toLowerCase());
  if (a === undefined) return { ok: false, error: `"${cardName}" is not an action card${didYouMean(cardName.toLowerCase(), ACTION_KINDS)}` };
  return {
    ok: true,
    value: {
      ...state,
      phase: 'stealing',
      pile: [{ bandit: who, card: a, faceDown: false }],
      pending: { kind: 'resolve', seat: b.seat, bandit: who, card: a },
    },
  };
}


export function notation(state: GameState): string {
  return makePosition(state);
}

/** Notation → state, refused when it does not read or when `checkPosition` finds the position impossible. */
export function fromNotation(text: string): Result<GameState, NotationError> {
  const r = parsePosition(text.trim());
  if (!r.ok) return { ok: false, error: { kind: 'unreadable', message: r.error.message } };
  const problems = checkPosition(r.value);
  if (problems.length > 0) return { ok: false, error: { kind: 'impossible', problems: problems.map((p) => ({ message: p.message, path: p.path })) } };
  return { ok: true, value: r.value };
}
