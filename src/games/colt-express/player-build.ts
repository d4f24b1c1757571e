// Build time only: what Scenario.astro needs to render a Colt Express example (the kit runs the
// scenario once at build time, with the assertions; the island entry is ScenarioIsland.tsx).
import { rulePagesFor } from '../../components/island-props.ts';
import { encodeChoices } from './widgets/choice-text.ts';
import type { PlayerBuild } from '../../widgets/player/build.ts';
import type { Choice, Exclusion, GameState, LogEntry } from './engine/types.ts';
import { coltExpressKit } from './player-kit.ts';
import { coltExpressSteps } from './scenarios/steps.ts';

export const coltExpressPlayer: PlayerBuild<GameState, Choice, Exclusion, LogEntry> = {
  kit: coltExpressKit,
  checkedSteps: coltExpressSteps,
  strings: ['sandbox:round', 'sandbox:roundCard', 'sandbox:phase', 'sandbox:turn', 'sandbox:card'],
  rulePages: (rules, lang) => rulePagesFor(rules, lang),
  encodeChoices,
};
