// Build time only (the sandbox page, through this game's object, ../game.ts): what the Colt Express
// sandbox island receives besides the page's language (Sandbox.tsx's props).

import { stringsFor } from '../../../i18n/resources.ts';
import { allScenarios } from '../../../widgets/scenario-source.ts';
import { buildModel, sandboxSearch, startState, toPlainScenario } from '../widgets/scenario-model.ts';
import type { SandboxContext } from '../../game.ts';
import { createGame, makePosition, RULES } from '../engine/index.ts';
import type { CeSandboxProps } from './ColtExpressSandbox.tsx';

export type SandboxProps = Omit<CeSandboxProps, 'lang'>;

export function sandboxProps({ lang, islandStrings, rulePagesFor, exportTexts }: SandboxContext): SandboxProps {
  // The engine's refusals are said in the page's language: errors.json's `position`, `choice`, `setup`.
  const strings = { ...islandStrings(lang, ['sandbox']), ...stringsFor(lang, ['errors']) };
  const scenarios = allScenarios('colt-express').flatMap((s) => {
    const started = startState(s);
    if (!started.ok) return [];
    const plain = toPlainScenario(s, lang);
    const search = sandboxSearch(buildModel(plain, started.state), 0, makePosition(started.state));
    return search === undefined ? [] : [{ id: s.id, title: s.title[lang], search }];
  });
  // The position the sandbox opens on without a link, as its notation: the browser reads it and does
  // not need the game's setup code for it.
  const first = createGame({ seed: 1, players: 4, preset: 'original' });
  if (!first.ok) throw new Error(first.error.message);
  return { strings, scenarios, rulePages: rulePagesFor(RULES.map((r) => r.id), lang), exportTexts, start: makePosition(first.value) };
}
