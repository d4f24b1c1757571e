// Issue 21, "one reasons namespace per game, shaped alike": every game folder (found by listing
// src/games/) has a narrate.ts and a reasons.ts with the same exports, so that a reader of one
// game's narrator knows the other's, and a third game copies the shape. The values differ per game
// (its own namespace, its own placeholders); the names and their kinds do not.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES = join(import.meta.dirname, '../../src/games');
const games = readdirSync(GAMES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => e.name)
  .sort();

/** A module's exports as `name: typeof value` (types are erased: the runtime shape). */
const shape = (m: Record<string, unknown>): string[] => Object.entries(m).map(([k, v]) => `${k}: ${typeof v}`).sort();

describe.each(['narrate.ts', 'reasons.ts'])('every game has %s, with the same exports', (file) => {
  it('finds at least two games', () => {
    expect(games.length).toBeGreaterThanOrEqual(2);
  });
  it.each(games)('%s', async (game) => {
    const mine = shape((await import(join(GAMES, game, file))) as Record<string, unknown>);
    const first = shape((await import(join(GAMES, games[0]!, file))) as Record<string, unknown>);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine).toEqual(first);
  });
});

describe('each game has its own reasons namespace', () => {
  it('no two games share one', async () => {
    const namespaces = await Promise.all(games.map(async (g) => ((await import(join(GAMES, g, 'reasons.ts'))) as { REASONS_NS: string }).REASONS_NS));
    expect(new Set(namespaces).size).toBe(games.length);
  });
});
