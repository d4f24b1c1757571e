// Build time only (the sandbox page, through this game's object, ../game.ts): what the Colt Super
// Express sandbox island receives besides the page's language (CseSandbox.tsx's props).

import { allScenarios, startOf } from '../../../widgets/scenario-source.ts';
import type { SandboxContext } from '../../game.ts';
import { RULES } from '../engine/index.ts';
import type { GameState } from '../engine/types.ts';
import { cseRulePages } from '../player-build.ts';
import type { CseSandboxProps } from './CseSandbox.tsx';
import { searchOf } from './url.ts';

export type SandboxProps = Omit<CseSandboxProps, 'lang'>;

export function sandboxProps({ lang, islandStrings, ruleName, exportTexts }: SandboxContext): SandboxProps {
  return {
    // The shell's strings and the scenario player's words for this game, not Colt Express's.
    strings: islandStrings(
      lang,
      ['sandbox', 'board-cse', 'narration-cse', 'reasons-cse', 'widgets:scenario', 'widgets:board.status', 'widgets:board.statusNote', 'widgets:board.nothing', 'errors:choice', 'errors:setup'],
      false,
    ),
    scenarios: allScenarios('colt-super-express').flatMap((s) => {
      const started = startOf(s);
      // startOf built it with this game's adapter (s.game is this game's id).
      return started.ok ? [{ id: s.id, title: s.title[lang], search: searchOf({ start: started.state as GameState, choices: [], n: 0 }) }] : [];
    }),
    rulePages: cseRulePages(RULES.map((r) => r.id), lang, ruleName),
    exportTexts,
  };
}
