import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #11, a player for more than one game: the player's core (src/widgets/player/) imports no
// game; each game's island entry passes its own kit, so a page of one game loads none of another's.
const root = join(import.meta.dirname, '../../src');
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the scenario player is generic', () => {
  const core = readdirSync(join(root, 'widgets/player')).map((f) => join(root, 'widgets/player', f));
  it('its core imports no game', () => {
    expect(core.length).toBeGreaterThan(5);
    const bad = core.flatMap((f) => importsOf(f).filter((i) => i.includes('/games/') || i.includes('colt-express')).map((i) => `${f}: ${i}`));
    expect(bad).toEqual([]);
  });
  it('a game plugs in with a kit and a small island entry', () => {
    const island = join(root, 'games/colt-express/ScenarioIsland.tsx');
    expect(importsOf(island).sort()).toEqual(['../../widgets/player/Player.tsx', './player-kit.ts']);
    const kit = importsOf(join(root, 'games/colt-express/player-kit.ts'));
    // The kit reaches this game's engine and board, never another game's.
    expect(kit.filter((i) => i.includes('/games/') && !i.startsWith('./'))).toEqual([]);
  });
});
