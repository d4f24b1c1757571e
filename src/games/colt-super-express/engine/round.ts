// The start and the end of a round. 004 Fas 1: everyone takes their cards; 004 Slutet på rundan:
// the last wagon uncouples (a bandit on it is out), the bandit furthest from the locomotive takes
// its card as loot (roof before inside at the same distance), the First Player card passes left.
import type { BanditId, CarIndex, GameState, LootValue, RuleId, Seat } from './types.ts';
import { banditOf, log, setBandit, setPlayer, setTrain, type Ctx } from './ctx.ts';
import { fullHand } from './hand.ts';
import { onTrain } from './train.ts';
import { fall } from './out.ts';

/** Everyone takes all of its cards back; the first player is asked first. */
export function takeCards(ctx: Ctx): void {
  const hand = fullHand(ctx.s.config.options);
  for (const p of ctx.s.players) setPlayer(ctx, p.seat, { ...p, hand, stack: [], revealed: [] });
  ctx.s.phase = 'planning';
  log(ctx, { kind: 'round-start', rule: 'round.take-cards', data: { round: ctx.s.round.index, cards: hand.length } });
}

/** The last wagon uncouples with whoever is on it; its card goes to the bandit furthest back. */
export function uncouple(ctx: Ctx): void {
  const last = ctx.s.train.length - 1;
  const car = ctx.s.train[last]!;
  // a view's face-down card cannot be played (play.ts refuses hidden states before this)
  if (car.card === 'locomotive' || car.card === 'hidden') return;
  log(ctx, { kind: 'uncoupled', rule: 'round.uncouple', data: { car: last as CarIndex, value: car.card } });
  for (const id of [...car.roof, ...car.inside]) fall(ctx, id, 'uncoupled', 'round.uncouple');
  setTrain(ctx, ctx.s.train.slice(0, last));
  takeLoot(ctx, car.card);
}

/** Who takes the wagon card: the furthest car, the roof before inside, then the option lootTie. */
export function lootTaker(s: GameState): { bandit: BanditId; rule: RuleId } | null {
  let car = -1;
  for (let c = s.train.length - 1; c >= 0 && car < 0; c--) {
    if (s.train[c]!.roof.length + s.train[c]!.inside.length > 0) car = c;
  }
  if (car < 0) return null;
  const { roof, inside } = s.train[car]!;
  const line = roof.length > 0 ? roof : inside;
  if (line.length > 1) {
    const bandit = s.config.options.lootTie === 'rear-of-line' ? line[line.length - 1]! : firstInTurnOrder(s, line);
    return { bandit, rule: 'options.loot-tie' };
  }
  return { bandit: line[0]!, rule: roof.length > 0 && inside.length > 0 ? 'round.loot.roof' : 'round.loot' };
}

function firstInTurnOrder(s: GameState, among: readonly BanditId[]): BanditId {
  const n = s.config.players;
  for (let k = 0; k < n; k++) {
    const id = s.config.bandits[(s.round.firstPlayer + k) % n]!;
    if (among.includes(id)) return id;
  }
  return among[0]!;
}

function takeLoot(ctx: Ctx, value: LootValue): void {
  const taker = lootTaker(ctx.s);
  if (taker === null) {
    log(ctx, { kind: 'loot-unclaimed', rule: 'round.loot', data: { value } });
    return;
  }
  const b = banditOf(ctx, taker.bandit);
  setBandit(ctx, taker.bandit, { ...b, loot: [...b.loot, value].sort((x, y) => x - y) });
  log(ctx, { kind: 'loot-taken', rule: taker.rule, data: { bandit: taker.bandit, value } });
}

/** The First Player card passes left, to the next player whose bandit is still on the train. */
export function passFirstPlayer(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.config.players;
  const left = onTrain(s);
  const skipped: BanditId[] = [];
  let seat = s.round.firstPlayer as number;
  for (let k = 1; k <= n; k++) {
    seat = (s.round.firstPlayer + k) % n;
    const id = s.config.bandits[seat]!;
    if (left.includes(id)) break;
    skipped.push(id);
  }
  const bandit = s.config.bandits[seat]!;
  s.round = { index: s.round.index + 1, firstPlayer: seat as Seat, pass: 0, step: 0 };
  log(ctx, { kind: 'first-player', rule: skipped.length > 0 ? 'out.first-player' : 'round.first-player-passes', data: { seat: seat as Seat, bandit, skipped } });
}
