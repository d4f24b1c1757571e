// Can the engine play this value? apply, legalChoices and explain ask stateProblem() at their
// entry (issue 8): a value that is not a game state is refused, and so is a state with hidden
// information (a view(): unknown purse values, cards, face-down pile cards, placements), which
// would otherwise be played as if "hidden" were a card. checkPosition reuses the same walks.
//
// Cost: the walk visits every card once (about a microsecond), so it runs once per state: the
// states apply() returns are vouched for (a step never hides anything), and the last two states
// found playable are remembered, the way legalChoices remembers its last two answers.
import type { ApplyError, GameState } from './types.ts';

const isObject = (x: unknown): x is { readonly [k: string]: unknown } => typeof x === 'object' && x !== null;
const isIndex = (x: unknown, below: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < below;

function arraysAt(o: { readonly [k: string]: unknown }, keys: readonly string[]): boolean {
  for (const k of keys) if (!Array.isArray(o[k])) return false;
  return true;
}

/**
 * The path of the first part of `s` that does not have the shape of a game state, or null.
 * Shape only (objects, arrays, seat numbers), not the rules: that is checkPosition.
 */
export function shapeProblem(s: unknown): string | null {
  try {
    return shapeOf(s);
  } catch {
    return 'state'; // a getter or a proxy that throws
  }
}

function shapeOf(s: unknown): string | null {
  if (!isObject(s)) return 'state';
  const cfg = s['config'];
  if (!isObject(cfg) || !isObject(cfg['options']) || !arraysAt(cfg, ['seats', 'bandits']) || !isIndex(cfg['players'], 100)) return 'config';
  const n = cfg['players'] as number;
  const players = s['players'];
  if (!Array.isArray(players) || players.length !== n) return 'players';
  for (let i = 0; i < n; i++) {
    const p: unknown = players[i];
    if (!isObject(p) || !arraysAt(p, ['hand', 'deck', 'discard', 'bandits'])) return `players[${i}]`;
  }
  const cars = s['cars'];
  if (!Array.isArray(cars)) return 'cars';
  for (let i = 0; i < cars.length; i++) {
    const c: unknown = cars[i];
    if (!isObject(c) || !arraysAt(c, ['inside', 'roof'])) return `cars[${i}]`;
  }
  const bandits = s['bandits'];
  if (!isObject(bandits)) return 'bandits';
  for (const id of cfg['bandits'] as readonly unknown[]) {
    const b = typeof id === 'string' ? bandits[id] : undefined;
    if (!isObject(b) || !Array.isArray(b['loot']) || typeof b['car'] !== 'number' || !isIndex(b['seat'], n)) return `bandits.${String(id)}`;
  }
  const box = s['box'];
  if (!isObject(box) || !Array.isArray(box['purses'])) return 'box';
  const round = s['round'];
  if (!isObject(round) || !Array.isArray(round['deck']) || typeof round['card'] !== 'string' || !isIndex(round['firstPlayer'], n)) return 'round';
  if (!Array.isArray(s['pile']) || !(s['pile'] as readonly unknown[]).every(isObject)) return 'pile';
  if (!Array.isArray(s['rng']) || typeof s['marshal'] !== 'number') return 'rng';
  return pendingShape(s['pending'], n);
}

function pendingShape(p: unknown, n: number): string | null {
  if (p === null) return null;
  if (!isObject(p) || typeof p['kind'] !== 'string' || !isIndex(p['seat'], n)) return 'pending';
  if (p['kind'] === 'keep' && !Array.isArray(p['kept'])) return 'pending.kept';
  if (p['kind'] === 'place' && !Array.isArray(p['placed'])) return 'pending.placed';
  return null;
}

/**
 * Calls `found` with the path of each part of `s` (a state of the right shape) that holds hidden
 * information; stops when `found` returns false. One call per list, not per hidden card.
 */
export function forEachHidden(s: GameState, found: (path: string) => boolean | void): void {
  const hit = (path: string): boolean => found(path) === false;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    if (p.hand.indexOf('hidden') >= 0 && hit(`players[${i}].hand`)) return;
    if (p.deck.indexOf('hidden') >= 0 && hit(`players[${i}].deck`)) return;
    if (p.discard.indexOf('hidden') >= 0 && hit(`players[${i}].discard`)) return;
  }
  for (let i = 0; i < s.cars.length; i++) {
    const c = s.cars[i]!;
    if (c.inside.some(hiddenPurse) && hit(`cars[${i}].inside`)) return;
    if (c.roof.some(hiddenPurse) && hit(`cars[${i}].roof`)) return;
  }
  for (const id of s.config.bandits) if (s.bandits[id]!.loot.some(hiddenPurse) && hit(`bandits.${id}.loot`)) return;
  if (s.box.purses.indexOf(null) >= 0 && hit('box.purses')) return;
  for (let i = 0; i < s.pile.length; i++) if (s.pile[i]!.card === null && hit(`pile[${i}].card`)) return;
  const p = s.pending;
  if (p !== null && p.kind === 'keep' && p.kept.indexOf('hidden') >= 0 && hit('pending.kept')) return;
  if (p !== null && p.kind === 'place') {
    // seats choose clockwise from the first player: the ones before the asked seat have chosen
    const n = s.config.players;
    for (let k = 0, seat = s.round.firstPlayer as number; seat !== p.seat && k < n; k++, seat = (seat + 1) % n)
      if (p.placed[seat] === null && hit(`pending.placed[${seat}]`)) return;
  }
}

function hiddenPurse(l: unknown): boolean {
  return isObject(l) && l['kind'] === 'purse' && l['value'] === null;
}

/** The first hidden information in `s` (a state of the right shape), or null. */
export function firstHidden(s: GameState): string | null {
  let first: string | null = null;
  forEachHidden(s, (path) => {
    first = path;
    return false;
  });
  return first;
}

let trusted0: unknown = null;
let trusted1: unknown = null;

/** `s` has the shape of a game state (hidden information allowed): a remembered state at once, else the walk. */
export function isShaped(s: unknown): boolean {
  return s === trusted0 || s === trusted1 || shapeProblem(s) === null;
}

/** `s` is playable (apply's result from a playable state): stateProblem(s) need not walk it again. */
export function vouch<S>(s: S): S {
  trusted1 = trusted0;
  trusted0 = s;
  return s;
}

/**
 * Why the engine cannot play `s`: code 'bad-state' (not a game state) or 'hidden-information'
 * (a view(), or a position with hidden values); null when it can. Never throws.
 */
export function stateProblem(s: unknown): ApplyError | null {
  return s === trusted0 || s === trusted1 ? null : walkedProblem(s); // small, so that it inlines at the entries
}

function walkedProblem(s: unknown): ApplyError | null {
  const shape = shapeProblem(s);
  if (shape !== null) return { code: 'bad-state', message: `${shape}: not a game state`, path: shape };
  let hidden: string | null;
  try {
    hidden = firstHidden(s as GameState);
  } catch {
    return { code: 'bad-state', message: 'state: not a game state', path: 'state' };
  }
  if (hidden !== null)
    return {
      code: 'hidden-information',
      message: `${hidden}: hidden information (a view of the game); only the full state can be played`,
      path: hidden,
    };
  vouch(s);
  return null;
}
