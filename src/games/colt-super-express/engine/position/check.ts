// checkPosition: what makes a state impossible in a real game: a bandit in two places or in none,
// loot or cards not conserved, a train of the wrong length for the round, stacks that do not fit
// the phase, a pending choice nobody could be asked. Closed problem codes (types.ts ProblemCode).
// Counts are compared, never built up: every loop is bounded by the size of the state itself.
import type { BanditId, GameState, LootValue, PositionProblem, ProblemCode, Seat } from '../types.ts';
import { BANDIT_IDS, LOOT_VALUES, MAX_PLAYERS, MIN_PLAYERS, STACK_SIZE } from '../data/components.ts';
import { OPTIONS } from '../options.ts';
import { fullHand } from '../hand.ts';
import { horseMaySave, waitingForHorse } from '../out.ts';
import { onTrain } from '../train.ts';

type Add = (code: ProblemCode, message: string, path: string) => void;

function checkConfig(s: GameState, add: Add): boolean {
  const c = s.config;
  const n = c.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) add('player-count', `${String(n)} players: the components allow ${MIN_PLAYERS} to ${MAX_PLAYERS}`, 'config.players');
  if (!Array.isArray(c.bandits) || c.bandits.length !== n || s.players.length !== n) {
    add('player-count', `${String(n)} players, but ${String(c.bandits?.length)} bandits and ${s.players.length} player records`, 'config.bandits');
    return false;
  }
  c.bandits.forEach((id, i) => {
    if (!(BANDIT_IDS as readonly string[]).includes(id)) add('unknown-bandit', `"${String(id)}" is not a bandit`, `config.bandits[${i}]`);
    else if (c.bandits.indexOf(id) !== i) add('duplicate-bandit', `${id} plays twice`, `config.bandits[${i}]`);
  });
  for (const o of OPTIONS)
    if (!o.values.some((v) => v.value === c.options?.[o.name])) add('bad-option', `option ${o.name} is ${String(c.options?.[o.name])}`, `config.options.${o.name}`);
  const cars = c.cars;
  if (Array.isArray(cars) && cars.includes('hidden')) {
    add('hidden-information', 'the coupled wagons\' cards are hidden (a view() state is for display only)', 'config.cars');
    return false;
  }
  if (!Array.isArray(cars) || cars.length !== n + 1 || new Set(cars).size !== cars.length || cars.some((v) => !(LOOT_VALUES as readonly number[]).includes(v))) {
    add('bad-car-card', `the game needs ${n + 1} different wagon cards ($301 … $389)`, 'config.cars');
    return false;
  }
  return true;
}

/** Every bandit on the train stands in exactly one line; every bandit out stands in none. */
function checkPlaces(s: GameState, add: Add): void {
  const seen = new Map<string, number>();
  s.train.forEach((car, i) => {
    for (const floor of ['inside', 'roof'] as const)
      for (const id of car[floor]) {
        seen.set(id, (seen.get(id) ?? 0) + 1);
        if (!s.config.bandits.includes(id)) add('unknown-bandit', `${String(id)} stands on the train but does not play`, `train[${i}].${floor}`);
      }
  });
  for (const k of Object.keys(s.bandits)) if (!s.config.bandits.includes(k as BanditId)) add('unknown-bandit', `${k} does not play`, `bandits.${k}`);
  s.config.bandits.forEach((id, seat) => {
    const b = s.bandits[id];
    const path = `bandits.${id}`;
    if (b === undefined) return add('bandit-missing', `${id} plays but has no record`, path);
    const times = seen.get(id) ?? 0;
    if (b.seat !== seat) add('bad-seat', `${id} sits at seat ${seat}, not ${String(b.seat)}`, `${path}.seat`);
    if (b.facing !== 'forward' && b.facing !== 'back') add('bad-facing', `${id} faces "${String(b.facing)}"`, `${path}.facing`);
    if (b.out !== null && times > 0) add('out-on-train', `${id} is out of the game but stands on the train`, path);
    if (b.out === null && times === 0) add('bandit-missing', `${id} is neither on the train nor out of the game`, path);
    if (times > 1) add('bandit-twice', `${id} stands in ${times} places`, path);
    if (b.out !== null && b.stunned) add('stunned-out', `${id} is out of the game: it cannot lie stunned on the train`, `${path}.stunned`);
  });
}

/** The train is the locomotive plus the wagon cards not yet uncoupled; each uncoupled card is someone's loot. */
function checkTrainAndLoot(s: GameState, add: Add): void {
  if (s.train.some((c) => c.card === 'hidden')) {
    add('hidden-information', 'the coupled wagons\' cards are hidden (a view() state is for display only)', 'train');
    return;
  }
  const cars = s.config.cars as readonly LootValue[];
  const len = s.train.length;
  const during = cars.length + 1 - s.round.index;
  const ok = len === during || (s.phase === 'game-over' && len === during - 1);
  if (!ok || len < 1) add('train-length', `round ${s.round.index + 1} is played on ${during - 1} wagons, not ${len - 1}`, 'train');
  s.train.forEach((c, i) => {
    const want = i === 0 ? 'locomotive' : cars[i - 1];
    if (c.card !== want) add('bad-car-card', `car ${i} should be ${i === 0 ? 'the locomotive' : `the $${String(want)} wagon`}, not ${String(c.card)}`, `train[${i}].card`);
  });
  const gone = cars.slice(Math.max(0, len - 1));
  const held: number[] = [];
  for (const id of s.config.bandits) for (const v of s.bandits[id]?.loot ?? []) held.push(v);
  for (const v of held)
    if (!gone.includes(v as never) || held.indexOf(v) !== held.lastIndexOf(v)) add('loot-not-conserved', `the $${v} card is not an uncoupled wagon held once`, 'bandits');
  const unclaimed = gone.filter((v) => !held.includes(v));
  const lastUnclaimed = unclaimed.length === 1 && unclaimed[0] === gone[0] && s.phase === 'game-over' && onTrain(s).length === 0;
  if (unclaimed.length > 0 && !lastUnclaimed) add('loot-not-conserved', `uncoupled wagon card(s) ${unclaimed.map((v) => `$${v}`).join(', ')} held by nobody`, 'bandits');
}

/** Each player holds its full set of cards once, between hand, stack and revealed cards. */
function checkCards(s: GameState, add: Add): void {
  const full = fullHand(s.config.options);
  for (const p of s.players) {
    const path = `players[${p.seat}]`;
    const all = [...p.hand, ...p.stack, ...p.revealed];
    if (all.includes('hidden')) {
      add('hidden-information', `seat ${p.seat}'s cards are hidden (a view() state is for display only)`, path);
      continue;
    }
    for (const c of all) if (!full.includes(c as never)) add('expansion-card', `the ${c} card is not in this game`, path);
    const same = all.length === full.length && full.every((c) => all.includes(c));
    if (!same) add('cards-not-conserved', `seat ${p.seat} holds ${all.join(', ') || 'no cards'}; each bandit has ${full.join(', ')}`, path);
    if (p.bandit !== s.config.bandits[p.seat]) add('bad-seat', `seat ${p.seat} plays ${s.config.bandits[p.seat]}, not ${String(p.bandit)}`, `${path}.bandit`);
  }
}

export function checkPosition(s: GameState): readonly PositionProblem[] {
  const out: PositionProblem[] = [];
  const add: Add = (code, message, path) => void out.push({ code, message, path });
  try {
    if (!checkConfig(s, add)) return out;
    checkPlaces(s, add);
    checkTrainAndLoot(s, add);
    checkCards(s, add);
    if (out.length === 0) checkFlow(s, add);
  } catch (e) {
    add('bad-round', `not a game state (${String(e)})`, 'state');
  }
  return out;
}

// ---------------------------------------------------------------------------
// The round: stacks, reveals and the pending choice fit the phase

/** Who has a turn at order position k of pass `pass` (in turn order from the first player). */
function seatAt(s: GameState, k: number): Seat {
  return ((s.round.firstPlayer + k) % s.config.players) as Seat;
}

function checkPlanning(s: GameState, add: Add): void {
  const p = s.pending;
  if (p === null || p.kind !== 'plan' || s.round.pass !== 0 || s.round.step !== 0) return add('bad-pending', 'planning asks a player to stack a card', 'pending');
  let asked = false;
  for (let k = 0; k < s.config.players; k++) {
    const seat = seatAt(s, k);
    const pl = s.players[seat]!;
    const inGame = s.bandits[pl.bandit]!.out === null;
    const want = !inGame || asked ? 0 : seat === p.seat ? -1 : STACK_SIZE;
    if (pl.revealed.length > 0) add('stack-size', `${pl.bandit} has revealed cards during planning`, `players[${seat}].revealed`);
    if (seat === p.seat) {
      asked = true;
      if (!inGame || pl.stack.length >= STACK_SIZE) add('bad-pending', `${pl.bandit} cannot be asked to stack a card`, 'pending');
    } else if (pl.stack.length !== want) add('stack-size', `${pl.bandit} should have ${want} stacked cards now, not ${pl.stack.length}`, `players[${seat}].stack`);
  }
}

function checkRevealing(s: GameState, add: Add): void {
  const p = s.pending;
  const { pass, step } = s.round;
  if (p === null || p.kind !== 'reveal' || p.seat !== seatAt(s, step) || s.players[p.seat]!.stack.length !== STACK_SIZE - pass)
    return add('bad-pending', `pass ${pass + 1}, turn ${step + 1}: the pending reveal does not match`, 'pending');
  for (let k = 0; k < s.config.players; k++) {
    const seat = seatAt(s, k);
    const pl = s.players[seat]!;
    const b = s.bandits[pl.bandit]!;
    const done = pass + (k < step ? 1 : 0);
    const path = `players[${seat}]`;
    if (b.out === null && (pl.revealed.length !== done || pl.stack.length !== STACK_SIZE - done))
      add('stack-size', `${pl.bandit} should have revealed ${done} card(s) and have ${STACK_SIZE - done} stacked`, path);
    if (pl.stack.length + pl.revealed.length > STACK_SIZE) add('stack-size', `${pl.bandit} has more than ${STACK_SIZE} chosen cards`, path);
  }
}

/** Cards seat `seat` has revealed this round once turn (pass, step) is over (inclusive) or about to come. */
function turnsBy(s: GameState, seat: number, pass: number, step: number, inclusive: boolean): number {
  const k = (seat - s.round.firstPlayer + s.config.players) % s.config.players;
  return pass + (k < step || (inclusive && k === step) ? 1 : 0);
}

/**
 * A bandit out of the game left at a time the game has reached (004 Gå: its own Move, at its own
 * turn; Skjut: another's shot; Slutet på rundan: an uncoupling, once the round is revealed), holds only
 * the wagon cards uncoupled before it left, and has revealed the cards it had when it left (plus, with
 * the Horse expansion, the one card of its chance: 004 Häst). Exported: buildPosition picks a time that fits.
 */
export function checkOut(s: GameState, id: BanditId, add: Add): void {
  const b = s.bandits[id]!;
  const o = b.out;
  if (o === null) return;
  const { index, pass, step, firstPlayer } = s.round;
  const n = s.config.players;
  const path = `bandits.${id}.out`;
  const now = o.round === index;
  const own = (b.seat - firstPlayer + n) % n;
  const over = s.phase === 'game-over';
  const later = o.round > index || (now && (o.pass === 3 ? !over : o.pass * n + o.step > pass * n + step - (over ? 0 : 1)));
  if (later) add('out-time', `${id} left the train in round ${o.round + 1}${o.pass < 3 ? `, card ${o.pass + 1}, turn ${o.step + 1}` : ' at the uncoupling'}: the game has not got there`, path);
  else if ((o.how === 'uncoupled') !== (o.pass === 3) || (o.pass === 3 && o.step > 0) || (now && o.pass < 3 && (o.how === 'walked') !== (o.step === own)))
    add('out-time', `${id} cannot have ${o.how === 'walked' ? 'walked off at another player\'s turn' : o.how === 'shot' ? 'been shot off at its own turn' : 'fallen with a wagon'} then`, path);
  else if (o.round < index && id === s.config.bandits[firstPlayer]) add('out-time', `${id} holds the First Player card but left the train in an earlier round`, path);
  const late = b.loot.filter((v) => n - s.config.cars.indexOf(v) >= o.round);
  if (late.length > 0) add('out-loot', `${id} left the train in round ${o.round + 1} but holds the card of a wagon uncoupled once it had left ($${late.join(', $')})`, `bandits.${id}.loot`);
  if (s.phase !== 'revealing') return;
  const p = s.players[b.seat]!;
  const base = now ? turnsBy(s, b.seat, o.pass, o.step, true) : 0;
  const chance = now && base < STACK_SIZE && horseMaySave(s, o.how);
  const waiting = chance && turnsBy(s, b.seat, pass, step, false) === base;
  const want = base + (chance && !waiting ? 1 : 0);
  if (p.revealed.length !== want || p.stack.length !== (waiting ? STACK_SIZE - base : 0))
    add('out-cards', `${id} left the train with ${base} card(s) revealed${chance ? ' and a Horse chance' : ''}: it has ${want} revealed and ${waiting ? STACK_SIZE - base : 0} stacked now, not ${p.revealed.length} and ${p.stack.length}`, `players[${b.seat}]`);
}

/** Round 1's planning is the setup (004 Förberedelser): each bandit alone inside its wagon, standing, facing as placed. */
function checkSetup(s: GameState, add: Add): void {
  if (s.round.index > 0 || s.phase !== 'planning') return;
  const n = s.config.players;
  s.config.bandits.forEach((id, seat) => {
    const k = (seat - s.round.firstPlayer + n) % n;
    const facing = k < Math.ceil(n / 2) ? 'forward' : 'back';
    const b = s.bandits[id]!;
    if (s.train[n - k]?.inside[0] !== id || b.stunned || b.facing !== facing)
      add('not-setup', `round 1 is planned from the setup: ${id} stands inside wagon ${n - k}, facing ${facing}, not stunned`, `bandits.${id}`);
  });
}

function checkFlow(s: GameState, add: Add): void {
  const left = onTrain(s).length;
  const waiting = waitingForHorse(s).length > 0 && s.config.options.lastBandit === 'after-horse';
  if (s.phase === 'game-over') {
    if (s.pending !== null) add('bad-pending', 'the game is over: nobody is asked', 'pending');
    if (left >= 2 && s.train.length > 1) add('game-over-state', `the game is over but ${left} bandits are still on the wagons`, 'phase');
    for (const id of s.config.bandits) checkOut(s, id, add);
    return;
  }
  if (left < 2 && !(waiting && s.phase === 'revealing')) add('game-over-state', `${left} bandit(s) left on the train: the game is over`, 'phase');
  for (const id of s.config.bandits) checkOut(s, id, add);
  if (s.train.length < 2) add('train-length', 'only the locomotive is left: the game is over', 'train');
  const first = s.config.bandits[s.round.firstPlayer];
  if (first === undefined || (s.phase === 'planning' && s.bandits[first]!.out !== null)) add('bad-round', 'the first player\'s bandit is out of the game', 'round.firstPlayer');
  checkSetup(s, add);
  if (s.phase === 'planning') checkPlanning(s, add);
  else if (s.phase === 'revealing') checkRevealing(s, add);
  else add('bad-pending', `unknown phase "${String(s.phase)}"`, 'phase');
}
