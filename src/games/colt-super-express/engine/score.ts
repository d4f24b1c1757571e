// The end of the game and the score. 004 Spelet tar slut: as soon as one bandit is left on the
// train it wins; when the last wagon uncouples with several in the locomotive, the most loot
// cards wins, a tie going to the highest-valued loot card. Ours: options finalTie and allOut.
import type { BanditId, EndKind, FinalScore, GameState, OutState, RuleId, Standing } from './types.ts';
import { onTrain } from './train.ts';

export function standings(s: GameState): Standing[] {
  return s.config.bandits.map((id) => {
    const b = s.bandits[id]!;
    return {
      seat: b.seat,
      bandit: id,
      onTrain: b.out === null,
      lootCards: b.loot.length,
      best: b.loot.length > 0 ? b.loot[b.loot.length - 1]! : null,
      loot: b.loot,
    };
  });
}

/** How the game ended (derived from who is left), null while it goes on. */
export function endKind(s: GameState): EndKind | null {
  if (s.phase !== 'game-over') return null;
  const left = onTrain(s).length;
  return left === 1 ? 'last-bandit' : left === 0 ? 'all-out' : 'locomotive';
}

type Ranked = { winners: BanditId[]; tie: FinalScore['tie']; decidedBy: RuleId[] };

/** Most loot cards, then the highest-valued card, then the option finalTie. */
export function rankByLoot(s: GameState, candidates: readonly BanditId[]): Ranked {
  const count = (id: BanditId): number => s.bandits[id]!.loot.length;
  const best = (id: BanditId): number => s.bandits[id]!.loot[count(id) - 1] ?? 0;
  const most = Math.max(...candidates.map(count));
  const byCount = candidates.filter((id) => count(id) === most);
  if (byCount.length === 1) return { winners: byCount, tie: 'none', decidedBy: ['end.locomotive'] };
  const top = Math.max(...byCount.map(best));
  const byValue = byCount.filter((id) => best(id) === top);
  if (byValue.length === 1) return { winners: byValue, tie: 'none', decidedBy: ['end.locomotive', 'end.loot-value'] };
  return { winners: byValue, tie: s.config.options.finalTie, decidedBy: ['end.locomotive', 'end.loot-value', 'options.final-tie'] };
}

function later(a: OutState, b: OutState): number {
  return a.round - b.round || a.pass - b.pass || a.step - b.step;
}

/** Nobody left: the last to leave win (ranked by loot if several), or nobody (option allOut). */
function allOut(s: GameState): Ranked {
  if (s.config.options.allOut === 'no-winner') return { winners: [], tie: 'none', decidedBy: ['options.all-out'] };
  let last: OutState | null = null;
  for (const id of s.config.bandits) {
    const o = s.bandits[id]!.out;
    if (o !== null && (last === null || later(o, last) > 0)) last = o;
  }
  const lastOut = s.config.bandits.filter((id) => {
    const o = s.bandits[id]!.out;
    return o !== null && last !== null && later(o, last) === 0;
  });
  if (lastOut.length <= 1) return { winners: lastOut, tie: 'none', decidedBy: ['options.all-out'] };
  const r = rankByLoot(s, lastOut);
  return { ...r, decidedBy: ['options.all-out', ...r.decidedBy] };
}

function ranked(s: GameState, end: EndKind): Ranked {
  if (end === 'last-bandit') return { winners: onTrain(s), tie: 'none', decidedBy: ['end.last-bandit'] };
  if (end === 'all-out') return allOut(s);
  return rankByLoot(s, onTrain(s));
}

const EMPTY: FinalScore = { over: false, end: null, winners: [], tie: 'none', decidedBy: [], standings: [] };

/** The result of a finished game; while it goes on, `over: false` and the standings so far. Never throws. */
export function score(s: GameState): FinalScore {
  try {
    const end = endKind(s);
    if (end === null) return { ...EMPTY, standings: standings(s) };
    return { over: true, end, ...ranked(s, end), standings: standings(s) };
  } catch {
    return EMPTY;
  }
}
