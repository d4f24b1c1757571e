// Pins engine behaviour: 300 seeded random games across modes, presets and options, recorded
// before the split of core.ts into rule modules. randomGame picks among legalChoices in their
// canonical order, so a change in what is legal, in its order, or in any effect moves the final
// position. A deliberate rule change must regenerate the file:
//   node tests/colt-express/engine/fixtures/make-replay-golden.ts
// and say in src/games/colt-express/engine/CHANGES.md why the positions moved.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePosition, replay } from '../../../src/games/colt-express/engine/index.ts';
import type { GoldenGame } from './fixtures/make-replay-golden.ts';
import { randomPlay } from './helpers.ts';

const golden: GoldenGame[] = JSON.parse(readFileSync(new URL('./fixtures/replay-golden.json', import.meta.url), 'utf8'));

describe('replay golden games', () => {
  it('has 300 recorded games', () => {
    expect(golden.length).toBe(300);
  });

  it('replay(config, choices) ends in the recorded position', () => {
    const failures: string[] = [];
    for (const g of golden) {
      const played = randomPlay(g.config.seed, g.config);
      const r = replay(g.config, played.choices);
      if (!r.ok) {
        failures.push(`${JSON.stringify(g.config)}: ${r.error.message}`);
        continue;
      }
      const position = makePosition(r.value.state);
      if (played.choices.length !== g.choices || position !== g.position)
        failures.push(`${JSON.stringify(g.config)}: ${played.choices.length} choices (recorded ${g.choices})`);
      expect(r.value.state.phase).toBe('game-over');
    }
    expect(failures).toEqual([]);
  });
});
