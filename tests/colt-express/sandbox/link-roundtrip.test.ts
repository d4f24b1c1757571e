// Issue 8, defect 2f: the sandbox accepted "Add strongbox" twice; the box count went negative and
// the link it wrote could not be read back, so a reload lost the reader's work. Every edit goes
// through buildPosition (and so checkPosition); this property pins that every position the
// sandbox editor accepts reads back from its own link, equal, with no problem.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, buildPosition, checkPosition, createGame, legalChoices, makePosition, parsePosition } from '../../../src/games/colt-express/engine/index.ts';
import type { ActionKind, CharacterId, GameConfig, GameState, LootKind, RoundCardId } from '../../../src/games/colt-express/engine/types.ts';
import { edits, specOf, toPositionSpec, type EditableSpec } from '../../../src/games/colt-express/sandbox/spec.ts';
import { restore } from '../../../src/widgets/url-state.ts';
import { looksLikeState, notationVersion, readSandboxSearch, writeSearch } from '../../../src/games/colt-express/sandbox/url.ts';

const engine = { parsePosition, checkPosition, apply, looksLikeState };
const VERSION = notationVersion(makePosition(start({}, 0))) ?? 1;

function start(config: Partial<GameConfig>, moves: number): GameState {
  const g = createGame({ seed: 21, players: 4, ...config } as GameConfig);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (let i = 0; i < moves && s.pending !== null; i++) {
    const legal = legalChoices(s);
    const r = apply(s, legal[(i * 7) % legal.length]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}
const starts = [start({}, 12), start({ players: 5, preset: 'revised' }, 40), start({ players: 3, options: { expert: true } }, 30), start({ players: 2, options: { mode: 'two-bandits' } }, 25)];

/** One editor action, as the sandbox's buttons call it (k picks the bandit, car, token…). */
type Edit = (s: EditableSpec, state: GameState, k: number) => EditableSpec;
const pick = <T>(xs: readonly T[], k: number): T => xs[k % xs.length]!;
const ACTIONS: ActionKind[] = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'];
const EVENT_CARDS: RoundCardId[] = ['angry-marshal', 'braking', 'take-it-all', 'pickpocketing', 'hostage-conductor'];
const EDITS: Edit[] = [
  (s, st, k) => edits.moveBandit(s, pick(st.config.bandits, k), { car: k % st.cars.length, floor: k % 2 ? 'roof' : 'inside' }),
  (s, st, k) => edits.moveMarshal(s, k % st.cars.length),
  (s, st, k) => edits.addLoot(s, k % 3 ? { car: k % st.cars.length, floor: 'roof' } : { bandit: pick(st.config.bandits, k) }, pick<LootKind>(['strongbox', 'jewel', 'purse'], k)),
  (s, st, k) => edits.removeLoot(s, { car: k % st.cars.length, floor: 'inside', index: 0 }),
  (s, st, k) => edits.moveLoot(s, { car: k % st.cars.length, floor: 'inside', index: 0 }, { bandit: pick(st.config.bandits, k + 1) }),
  (s, st, k) => edits.giveBullet(s, k % 4 === 0 ? 'neutral' : pick(st.config.bandits, k), pick(st.config.bandits, k + 1)),
  (s, st, k) => edits.takeBullet(s, pick(st.config.bandits, k)),
  (s, st, k) => edits.nextCard(s, pick(st.config.bandits, k) as CharacterId, pick(ACTIONS, k)),
  (s, _st, k) => edits.event(s, pick(EVENT_CARDS, k)),
  (s, _st, k) => edits.round(s, pick<RoundCardId>(['tunnel', 'bridge', 'braking'], k)),
];

describe('sandbox editor: an accepted position reads back from its link (issue 8, defect 2f)', () => {
  it('"Add strongbox" beyond the two of the game is refused', () => {
    let spec = specOf(starts[0]!);
    let accepted = 0;
    for (let i = 0; i < 4; i++) {
      spec = edits.addLoot(spec, { car: 1, floor: 'roof' }, 'strongbox');
      const r = buildPosition(toPositionSpec(spec));
      if (r.ok) accepted++;
      else expect(r.error.problems?.map((p) => p.code)).toEqual(['loot-not-conserved']);
    }
    expect(accepted + starts[0]!.box.strongboxes).toBeLessThanOrEqual(2);
  });

  it('every position accepted after a run of edits reads back from its own link', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat({ max: starts.length - 1 }), fc.array(fc.tuple(fc.nat({ max: EDITS.length - 1 }), fc.nat({ max: 60 })), { minLength: 1, maxLength: 6 }), (which, run) => {
        let state = starts[which]!;
        for (const [e, k] of run) {
          const r = buildPosition(toPositionSpec(EDITS[e]!(specOf(state), state, k)));
          if (!r.ok) continue; // refused: the sandbox keeps the position it had
          state = r.value;
          accepted++;
          const link = writeSearch(makePosition(state), [], 0);
          const back = restore(readSandboxSearch(link, VERSION), engine);
          expect(back.problems).toEqual([]);
          expect(back.start).toEqual(state);
        }
      }),
      { numRuns: 150 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
