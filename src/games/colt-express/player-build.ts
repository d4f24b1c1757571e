// Build time only: what Scenario.astro needs to render a Colt Express example (the kit runs the
// scenario once at build time, with the assertions; the island entry is ScenarioIsland.tsx).
import { encodeChoices } from './widgets/choice-text.ts';
import type { PlayerBuild } from '../../widgets/player/build.ts';
import { rulePagesOf } from '../../widgets/rule-pages.ts';
import { RULE_BY_ID } from './engine/rules.ts';
import type { Choice, Exclusion, GameState, LogEntry } from './engine/types.ts';
import { coltExpressKit } from './player-kit.ts';
import { coltExpressSteps } from './scenarios/steps.ts';

export const coltExpressPlayer: PlayerBuild<GameState, Choice, Exclusion, LogEntry> = {
  kit: coltExpressKit,
  checkedSteps: coltExpressSteps,
  strings: ['sandbox:round', 'sandbox:roundCard', 'sandbox:phase', 'sandbox:turn', 'sandbox:card'],
  // Each rule links to its paragraph on its page, named by the page's heading (the site's `name`).
  rulePages: (rules, lang, name) => rulePagesOf(rules, lang, (rule) => RULE_BY_ID[rule]?.page, name),
  encodeChoices,
};
