// play.ts, the lean entry of the step functions (widgets REQUESTS R7): same functions as
// index.ts, and the last step of a game played through it names the winners (the game-over hook
// is set there). The winners are written by hand from each position, not read from score().
import { describe, expect, it } from 'vitest';
import { apply, explain, legalChoices, score } from '../../../src/games/colt-express/engine/play.ts';
import * as full from '../../../src/games/colt-express/engine/index.ts';
import type { BanditSpec, CharacterId, Choice, GameState } from '../../../src/games/colt-express/engine/index.ts';
import { pos } from './helpers.ts';

type Bs = { [C in CharacterId]?: BanditSpec };

/** The last round (index 4, no round card left) with one card left to resolve: its action ends the game. */
const lastAction = (bandits: Bs, pile: { bandit: CharacterId; card: 'fire' | 'floor' }): GameState =>
  pos({ preset: 'revised', carCount: 4, marshal: 0, bandits, round: { index: 4, card: 'tunnel', deck: [] }, pile: [pile] });

describe('play.ts lean entry', () => {
  it('exports the same step functions as index.ts', () => {
    expect(apply).toBe(full.apply);
    expect(legalChoices).toBe(full.legalChoices);
    expect(explain).toBe(full.explain);
    expect(score).toBe(full.score);
  });
  // seats follow the key order of `bandits`: ghost 0, doc 1, tuco 2
  const rows: [string, Bs, Parameters<typeof lastAction>[1], Choice, number[]][] = [
    // 000/002 FINE DELLA PARTITA: the Gunslinger (most bullets fired) gets $1000; the richest wins.
    // Doc fires his first bullet: Doc $500 + $1000, Ghost $500, Tuco $0.
    ['the Gunslinger bonus decides', { ghost: { car: 1, loot: [500] }, doc: { car: 2, loot: [500] }, tuco: { car: 3 } },
      { bandit: 'doc', card: 'fire' }, { kind: 'fire', target: 'tuco' }, [1]],
    // 000/002 FINE DELLA PARTITA: a tie goes to whoever received fewer bullet cards.
    // Tuco hits Ghost: Ghost $1000 (strongbox) with one bullet card, Tuco $0 + $1000 with none.
    ['a tie goes to fewer bullet cards', { ghost: { car: 2, loot: ['strongbox'] }, doc: { car: 1, loot: [500] }, tuco: { car: 3 } },
      { bandit: 'tuco', card: 'fire' }, { kind: 'fire', target: 'ghost' }, [2]],
    // 000 FINE DELLA PARTITA: still tied after the bullet cards, the tied players share the win
    // (the revised preset). Ghost and Doc fired one bullet each at Tuco: both Gunslingers (ties all
    // get it, 002/000), $500 + $1000 each, no bullet card received.
    ['still tied: a shared win', { ghost: { car: 1, loot: [500], bulletsLeft: 5 }, doc: { car: 2, loot: [500], bulletsLeft: 5 }, tuco: { car: 3, received: ['ghost', 'doc'] } },
      { bandit: 'doc', card: 'floor' }, { kind: 'floor' }, [0, 1]],
  ];
  it.each(rows)('%s', (_n, bandits, card, choice, winners) => {
    const s = lastAction(bandits, card);
    expect(legalChoices(s)).toContainEqual(choice);
    const r = apply(s, choice);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.pending).toBeNull();
    expect(r.value.log.at(-1)).toMatchObject({ rule: 'end.winner', kind: 'game-over', data: { winners } });
    expect(score(r.value.state).winners).toEqual(winners);
  });
});
