// buildPosition: any position of a round from a short readable description (the train's lines,
// each bandit's facing, stunned, out, loot and cards), checked by checkPosition. Never throws.
import type {
  BanditId,
  BanditSpec,
  BanditState,
  CarState,
  GameState,
  LootValue,
  Options,
  Pending,
  PlayerState,
  PositionSpec,
  ProblemCode,
  ResolvedConfig,
  Result,
  RoundState,
  Seat,
} from '../types.ts';
import { LOOT_VALUES, STACK_SIZE, isBanditId } from '../data/components.ts';
import { resolveOptions } from '../options.ts';
import { seedRng } from '../../../shared/rng.ts';
import { fullHand, sortHand } from '../hand.ts';
import { checkOut, checkPosition } from './check.ts';
import { guarded } from '../../../shared/result.ts';

type R<T> = Result<T>;
const problem = <T>(code: ProblemCode, message: string, path: string): R<T> => ({
  ok: false,
  error: { code: 'position', message: `impossible position: ${message}`, path, problems: [{ code, message, path }] },
});

function seatsOf(spec: PositionSpec): R<readonly BanditId[]> {
  const seats = spec.seats ?? (Object.keys(spec.bandits ?? {}) as BanditId[]);
  for (let i = 0; i < seats.length; i++) {
    if (!isBanditId(seats[i])) return problem('unknown-bandit', `"${String(seats[i])}" is not a bandit`, `seats[${i}]`);
    if (seats.indexOf(seats[i]!) !== i) return problem('duplicate-bandit', `${seats[i]!} plays twice`, `seats[${i}]`);
  }
  return { ok: true, value: seats };
}

/** The wagon cards: those the spec names, the others the lowest values not held as loot. */
function carsOf(spec: PositionSpec, seats: readonly BanditId[]): R<{ cars: LootValue[]; train: CarState[]; index: number }> {
  const n = seats.length;
  const wagons = spec.train.length - 1;
  if (wagons < 1 || wagons > n + 1) return problem('train-length', `${n} players play on 1 to ${n + 1} wagons, not ${wagons}`, 'train');
  // which wagon carried which held card is not said: by value, but a card held by a bandit out of the
  // game is from a wagon uncoupled before it left (the earlier it left, the older; cars end with round 1's)
  const left = (v: LootValue): number => {
    const o = spec.bandits[seats.find((id) => spec.bandits[id]?.loot?.includes(v))!]?.out;
    return o === undefined || o === false ? Infinity : o === true ? -1 : (o.round ?? -1);
  };
  const held = seats.flatMap((id) => spec.bandits[id]?.loot ?? []).sort((a, b) => left(b) - left(a) || a - b);
  const index = n + 1 - wagons;
  if (held.length !== index)
    return problem('loot-not-conserved', `${index} wagon(s) have uncoupled (${n} players, ${wagons} left): their cards must be held as loot, found ${held.length}`, 'bandits');
  const named = spec.train.map((c) => c.card).filter((c): c is LootValue => c !== undefined);
  const free = LOOT_VALUES.filter((v) => !held.includes(v) && !named.includes(v));
  const train: CarState[] = spec.train.map((c, i) => ({
    card: i === 0 ? 'locomotive' : (c.card ?? free.shift() ?? 301),
    inside: c.inside ?? [],
    roof: c.roof ?? [],
  }));
  const cars = [...train.slice(1).map((c) => c.card as LootValue), ...held];
  return { ok: true, value: { cars, train, index } };
}

function banditOf(b: BanditSpec | undefined, seat: number, index: number): BanditState {
  const out = b?.out === undefined || b.out === false ? null : { round: index, pass: 0, step: 0, how: 'walked' as const, ...(b.out === true ? {} : b.out) };
  return {
    seat: seat as Seat,
    facing: b?.facing ?? 'forward',
    stunned: b?.stunned ?? false,
    out,
    loot: (b?.loot ?? []).slice().sort((x, y) => x - y),
  };
}

function playerOf(b: BanditSpec | undefined, seat: number, bandit: BanditId, o: Options): PlayerState {
  const stack = b?.stack ?? [];
  const revealed = b?.revealed ?? [];
  const hand = fullHand(o).filter((c) => !stack.includes(c) && !revealed.includes(c));
  return { seat: seat as Seat, bandit, hand: sortHand(hand), stack, revealed };
}

/** The phase and the pending choice the described stacks lead to. */
function flowOf(spec: PositionSpec, cfg: ResolvedConfig, s: Omit<GameState, 'phase' | 'pending' | 'round'>, first: Seat, index: number): { phase: GameState['phase']; pending: Pending | null; round: RoundState } {
  const n = cfg.players;
  const inGame = (seat: number): boolean => s.bandits[cfg.bandits[seat]!]!.out === null;
  const order = Array.from({ length: n }, (_, k) => (first + k) % n);
  const allStacked = order.every((seat) => !inGame(seat) || s.players[seat]!.stack.length + s.players[seat]!.revealed.length === STACK_SIZE);
  const phase = spec.phase ?? (allStacked ? 'revealing' : 'planning');
  const round: RoundState = { index, firstPlayer: first, pass: 0, step: 0 };
  if (phase === 'planning') {
    const seat = order.find((x) => inGame(x) && s.players[x]!.stack.length < STACK_SIZE) ?? first;
    return { phase, round, pending: { kind: 'plan', seat: seat as Seat, bandit: cfg.bandits[seat]! } };
  }
  const at = spec.next === undefined ? null : cfg.bandits.indexOf(spec.next);
  for (let i = 0; i < STACK_SIZE * n; i++) {
    const pass = Math.floor(i / n);
    const seat = order[i % n]!;
    const pl = s.players[seat]!;
    if ((at === null || at === seat) && pl.stack.length === STACK_SIZE - pass && (at === null || pl.revealed.length === pass))
      return { phase, round: { ...round, pass, step: i % n }, pending: { kind: 'reveal', seat: seat as Seat, bandit: cfg.bandits[seat]! } };
  }
  return { phase, round, pending: { kind: 'reveal', seat: first, bandit: cfg.bandits[first]! } };
}

function build(spec: PositionSpec): R<GameState> {
  const options = resolveOptions(spec.options);
  if (!options.ok) return options;
  const seats = seatsOf(spec);
  if (!seats.ok) return seats;
  const n = seats.value.length;
  if (!Array.isArray(spec.train)) return problem('train-length', 'the train is a list of cars from the locomotive back', 'train');
  const t = carsOf(spec, seats.value);
  if (!t.ok) return t;
  const seed = Number.isFinite(spec.seed) ? Math.floor(spec.seed!) >>> 0 : 0;
  const config: ResolvedConfig = { seed, players: n, bandits: seats.value, options: options.value, cars: t.value.cars };
  const bandits: { [B in BanditId]?: BanditState } = {};
  seats.value.forEach((id, seat) => (bandits[id] = banditOf(spec.bandits[id], seat, t.value.index)));
  const players = seats.value.map((id, seat) => playerOf(spec.bandits[id], seat, id, options.value));
  const fp = spec.firstPlayer ?? 0;
  const first = typeof fp === 'number' ? fp : seats.value.indexOf(fp);
  if (!Number.isInteger(first) || first < 0 || first >= n) return problem('bad-round', `the first player ${String(fp)} does not play`, 'firstPlayer');
  const base = { config, rng: seedRng(seed), train: t.value.train, bandits, players };
  const s: GameState = { ...base, ...flowOf(spec, config, base, first as Seat, t.value.index) };
  for (const id of seats.value) bandits[id] = whenOut(s, id, spec.bandits[id]?.out);
  return { ok: true, value: s };
}

/**
 * The time a bandit left the train when the spec leaves it open: the latest the position allows
 * (checkOut: this round before now, else an earlier round), keeping whatever the spec says.
 */
function whenOut(s: GameState, id: BanditId, given: BanditSpec['out']): BanditState {
  const b = s.bandits[id]!;
  if (b.out === null || (typeof given === 'object' && given.round !== undefined && given.pass !== undefined && given.step !== undefined && given.how !== undefined)) return b;
  const n = s.config.players;
  for (let round = s.round.index; round >= 0; round--)
    for (let t = 4 * n - 1; t >= 0; t--)
      for (const how of ['walked', 'shot', 'uncoupled'] as const) {
        const out = { round, pass: Math.floor(t / n), step: t % n, how, ...(given === true ? {} : given) };
        const bandits = { ...s.bandits, [id]: { ...b, out } };
        let fits = true;
        checkOut({ ...s, bandits }, id, () => (fits = false));
        if (fits) return bandits[id]!;
      }
  return b;
}

export function buildPosition(spec: PositionSpec): Result<GameState> {
  return guarded(() => {
    if (typeof spec !== 'object' || spec === null) return problem('bad-round', 'expected a position description', 'spec');
    const r = build(spec);
    if (!r.ok) return r;
    const problems = checkPosition(r.value);
    if (problems.length > 0)
      return { ok: false, error: { code: 'position', message: `impossible position: ${problems.map((p) => p.message).join('; ')}`, path: problems[0]!.path, problems } };
    return r;
  });
}
