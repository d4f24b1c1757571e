// Which states an entry point plays: the shape of a Colt Super Express state (legalChoices and
// explain answer nothing for anything else), and no hidden card (apply refuses a view()).
import type { EngineError, GameState } from './types.ts';

/** A cheap shape check: an object with a config, players, a train and a pending choice. */
export function shapeProblem(s: unknown): EngineError | null {
  if (typeof s !== 'object' || s === null) return { code: 'bad-state', message: 'state: not a game state', path: 'state' };
  const o = s as { [k: string]: unknown };
  if (typeof o['config'] !== 'object' || !Array.isArray(o['players']) || !Array.isArray(o['train']) || !('pending' in o))
    return { code: 'bad-state', message: 'state: not a Colt Super Express game state', path: 'state' };
  return null;
}

/** A cheap shape check, and no hidden card (states from view() are for display, not for play). */
export function stateProblem(s: unknown): EngineError | null {
  const shape = shapeProblem(s);
  if (shape !== null) return shape;
  const o = s as { [k: string]: unknown };
  for (const p of o['players'] as GameState['players']) {
    if (p.hand.includes('hidden') || p.stack.includes('hidden'))
      return { code: 'bad-state', message: `state: seat ${p.seat}'s cards are hidden (a view() state cannot be played)`, path: `players[${p.seat}]` };
  }
  const train = o['train'] as readonly unknown[];
  const faceDown = train.findIndex((c) => typeof c === 'object' && c !== null && (c as { card?: unknown }).card === 'hidden');
  if (faceDown >= 0) return { code: 'bad-state', message: `state: the card of wagon ${faceDown} is hidden (a view() state cannot be played)`, path: `train[${faceDown}].card` };
  return null;
}

