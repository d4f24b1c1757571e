// Colt Super Express for the learn page (rules.ts): the engine's default options (no expansion
// cards), the reader at seat 0.
import { replay } from '../games/colt-super-express/engine/api.ts';
import { apply } from '../games/colt-super-express/engine/play.ts';
import { explain } from '../games/colt-super-express/engine/explain.ts';
import { view } from '../games/colt-super-express/engine/view.ts';
import { logFor } from '../games/colt-super-express/engine/log-for.ts';
import { score } from '../games/colt-super-express/engine/score.ts';
import { RULE_IDS } from '../games/colt-super-express/engine/rules.ts';
import { BANDIT_IDS, MAX_PLAYERS, MIN_PLAYERS } from '../games/colt-super-express/engine/data/components.ts';
import type { BanditId, Choice, Exclusion, GameState, LogEntry, Seat } from '../games/colt-super-express/engine/types.ts';
import { searchOf } from '../games/colt-super-express/sandbox/url.ts';
import { seedRng, shuffleInPlace } from '../games/shared/rng.ts';
import { engineParts, type LearnRules, type LearnSetup, type ScoreLine } from './rules.ts';

/** The reader's bandit first, then the others drawn from the seed. */
export function banditsFor(setup: LearnSetup): BanditId[] {
  const mine = (BANDIT_IDS as readonly string[]).includes(setup.bandit) ? (setup.bandit as BanditId) : BANDIT_IDS[0];
  const others = BANDIT_IDS.filter((b) => b !== mine);
  shuffleInPlace(others, seedRng(setup.seed ^ 0x2545f491));
  return [mine, ...others.slice(0, setup.players - 1)];
}

function finalLines(s: GameState): ReturnType<LearnRules<GameState, Choice, LogEntry>['finalLines']> {
  const f = score(s);
  if (!f.over || f.end === null) return undefined;
  const lines: ScoreLine[] = [];
  const onTrain = f.standings.filter((x) => x.onTrain).map((x) => x.bandit);
  lines.push({ key: `score.cse.end.${f.end}`, params: { who: onTrain.join(','), count: onTrain.length }, ...(f.decidedBy[0] ? { rule: f.decidedBy[0] } : {}) });
  if (f.end !== 'last-bandit') {
    for (const st of f.standings) {
      const params = { who: st.bandit, cards: st.lootCards, best: st.best ?? 0 };
      lines.push({ key: st.onTrain ? (st.best === null ? 'score.cse.onTrainNone' : 'score.cse.onTrain') : 'score.cse.out', params });
    }
  }
  if (f.decidedBy.includes('end.loot-value') && f.winners.length > 0) lines.push({ key: 'score.cse.byValue', params: { who: f.winners.join(',') }, rule: 'end.loot-value' });
  const last = f.decidedBy[f.decidedBy.length - 1];
  if (f.winners.length === 0) lines.push({ key: 'score.cse.noWinner', params: {}, ...(last ? { rule: last } : {}) });
  else lines.push({ key: f.winners.length > 1 ? 'score.cse.shared' : 'score.cse.winner', params: { who: f.winners.join(',') }, ...(last ? { rule: last } : {}) });
  const mine = s.config.bandits[0];
  return { lines, winners: f.winners, readerWon: mine !== undefined && f.winners.includes(mine) };
}

export const coltSuperExpressRules: LearnRules<GameState, Choice, LogEntry, Exclusion> = {
  game: 'colt-super-express',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  bandits: BANDIT_IDS,
  ruleIds: RULE_IDS,
  ...engineParts<GameState, Choice, LogEntry, Exclusion, Parameters<typeof replay>[0], Seat>({ replay, apply, view, logFor, explain }, (setup) => ({ seed: setup.seed, players: setup.players, bandits: banditsFor(setup) })),
  // A stacked card lies face down: why it was chosen is said when it is revealed (first stacked, first revealed).
  hiddenQueue: (s, seat, c) => (c.kind === 'stack' ? `stack:${seat}:${s.round.index}` : undefined),
  reveals: (s, seat, c) => (c.kind === 'reveal' ? `stack:${seat}:${s.round.index}` : undefined),
  finalLines,
  guideKeys(s, seat, seen) {
    const p = s.pending;
    if (p === null || p.seat !== seat) return [];
    const top = s.players[seat]?.stack[0];
    const keys = p.kind === 'plan' ? ['guide.cse.round', 'guide.cse.plan'] : ['guide.cse.reveal', ...(top === undefined || top === 'hidden' ? [] : [`guide.cse.card.${top}`])];
    return keys.filter((k) => !seen.has(k));
  },
  sandboxSearch: (start, choices) => searchOf({ start, choices, n: choices.length }),
  banditsOf: (s) => s.config.bandits.map((b) => [b]),
};
