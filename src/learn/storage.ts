// What the learn page keeps in this browser (localStorage): the game in progress and, per game, the
// rules met so far. Storage may be refused (private mode, full): then nothing is kept, and nothing breaks.
import type { GameId } from './rules.ts';

export const SAVE_KEY = 'colt-learn.save.v1';
export const metKey = (game: GameId): string => `colt-learn.met.${game}`;

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. */
export function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // nothing is kept
  }
}
