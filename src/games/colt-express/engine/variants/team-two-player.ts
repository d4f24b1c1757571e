// 002 REGOLE SPECIALI PER DUE GIOCATORI: each player runs a team of two bandits. Setup, scoring
// (no Gunslinger) and the placement choice live in setup.ts, score.ts and variants/two-bandits.ts;
// what changes during play is only which rule a bullet is logged with.
import type { GameState, RuleId } from '../types.ts';

/** The bullet goes on the deck of the player running the target (MODIFICHE). */
export function bulletRule(s: GameState): RuleId {
  return s.config.options.mode === 'team-two-player' ? 'variants.team-two-player.bullets' : 'actions.fire.bullet-on-deck';
}
