// Colt Express for the learn page (rules.ts): the engine's lean modules (not its index: the page
// fetches only what a game needs), the original 2014 rules, the reader at seat 0.
import { replay } from '../games/colt-express/engine/api.ts';
import { apply } from '../games/colt-express/engine/play.ts';
import { explain } from '../games/colt-express/engine/explain.ts';
import { view } from '../games/colt-express/engine/view.ts';
import { logFor } from '../games/colt-express/engine/log-for.ts';
import { score } from '../games/colt-express/engine/score.ts';
import { RULES } from '../games/colt-express/engine/rules.ts';
import { currentTurnKind, playsFaceDown } from '../games/colt-express/engine/planning/turn-kinds.ts';
import { PLAYER_COUNTS } from '../games/colt-express/engine/data/limits.ts';
import { makePosition } from '../games/colt-express/engine/notation/index.ts';
import { CHARACTER_IDS, type CharacterId, type Choice, type Exclusion, type GameState, type LogEntry, type Seat } from '../games/colt-express/engine/types.ts';
import { writeSearch } from '../games/colt-express/sandbox/url.ts';
import { seedRng, shuffleInPlace } from '../games/shared/rng.ts';
import { engineParts, type LearnRules, type LearnSetup, type ScoreLine } from './rules.ts';

const ids = (list: readonly string[]): string => list.join(',');

/** The reader's bandit first, then the others drawn from the seed. */
export function charactersFor(setup: LearnSetup): CharacterId[] {
  const mine = (CHARACTER_IDS as readonly string[]).includes(setup.bandit) ? (setup.bandit as CharacterId) : CHARACTER_IDS[0];
  const others = CHARACTER_IDS.filter((c) => c !== mine);
  shuffleInPlace(others, seedRng(setup.seed ^ 0x2545f491));
  return [mine, ...others.slice(0, setup.players - 1)];
}

function finalLines(s: GameState): ReturnType<LearnRules<GameState, Choice, LogEntry>['finalLines']> {
  if (s.pending !== null) return undefined;
  const f = score(s);
  if (f.players.length === 0) return undefined;
  const lines: ScoreLine[] = [];
  const gunRule = f.decidedBy.find((r) => r.includes('gunslinger'));
  for (const p of [...f.players].sort((a, b) => b.total - a.total || a.seat - b.seat)) {
    const params = { who: ids(p.bandits), loot: p.loot, total: p.total, fired: p.bulletsFired };
    lines.push({ key: 'score.ce.loot', params, rule: 'end.loot-total' });
    if (p.gunslinger > 0) lines.push({ key: 'score.ce.gunslinger', params: { ...params, bonus: p.gunslinger }, ...(gunRule ? { rule: gunRule } : {}) });
  }
  const winners = f.winners.flatMap((seat) => f.players[seat]?.bandits ?? []);
  if (f.tie === 'broken-by-bullets') lines.push({ key: 'score.ce.tieBullets', params: { who: ids(winners) }, rule: 'end.tie-break' });
  if (f.tie === 'unresolved' || f.tie === 'shared') lines.push({ key: 'score.ce.shared', params: { who: ids(winners) }, rule: f.decidedBy[f.decidedBy.length - 1] ?? 'end.winner' });
  else lines.push({ key: 'score.ce.winner', params: { who: ids(winners) }, rule: 'end.winner' });
  return { lines, winners, readerWon: f.winners.includes(0 as Seat) };
}

export const coltExpressRules: LearnRules<GameState, Choice, LogEntry, Exclusion> = {
  game: 'colt-express',
  players: PLAYER_COUNTS.standard,
  bandits: CHARACTER_IDS,
  ruleIds: RULES.map((r) => r.id),
  ...engineParts<GameState, Choice, LogEntry, Exclusion, Parameters<typeof replay>[0], Seat>({ replay, apply, view, logFor, explain }, (setup) => ({ seed: setup.seed, players: setup.players, preset: 'original', characters: charactersFor(setup) })),
  // A card played face down, picked or kept is not shown to the other players: why it was chosen is not said.
  // A tunnel turn's plays carry no faceDown flag (every card goes face down): the turn says it (a reader saw
  // "Belle prepares a Fire: Ghost is in her line of sight" after "Belle plays a card face down").
  hiddenQueue: (s, _seat, c) =>
    (c.kind === 'play' && (c.faceDown === true || playsFaceDown(currentTurnKind(s)))) || c.kind === 'pick' || c.kind === 'keep' ? 'never' : undefined,
  reveals: () => undefined,
  finalLines,
  guideKeys(s, seat, seen) {
    const p = s.pending;
    if (p === null || p.seat !== seat) return [];
    const keys =
      p.kind === 'plan'
        ? ['guide.ce.round', 'guide.ce.plan', ...(s.round.index > 0 ? ['guide.ce.nextRound'] : [])]
        : p.kind === 'resolve'
          ? ['guide.ce.stealing', `guide.ce.action.${p.card}`]
          : p.kind === 'event'
            ? ['guide.ce.event']
            : [];
    return keys.filter((k) => !seen.has(k));
  },
  sandboxSearch: (start, choices) => writeSearch(makePosition(start), choices, choices.length),
  banditsOf: (s) => s.config.seats,
};
