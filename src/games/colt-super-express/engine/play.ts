// The step functions only: the lean entry for pages that play positions but never create, parse or
// build them. Its imports do not reach setup.ts, options.ts, notation/, position/ or rules.ts.
import type { Choice, GameState, Result, Step } from './types.ts';
import { ctxOf } from './ctx.ts';
import { choicesOf } from './legal-choices.ts';
import { perform } from './flow.ts';
import { parseChoice, sameChoice } from './choice.ts';
import { explainIllegal } from './explain.ts';
import { guarded } from '../../shared/result.ts';
import { stateProblem } from './playable.ts';

export { legalChoices } from './legal-choices.ts';
export { explain } from './explain.ts';


export function apply(state: GameState, choice: unknown): Result<Step> {
  return guarded(() => {
    const problem = stateProblem(state);
    if (problem !== null) return { ok: false, error: problem };
    if (state.pending === null) return { ok: false, error: { code: 'game-over', message: 'The game is over: no choice can be applied.' } };
    const legal = choicesOf(state);
    let idx = legal.indexOf(choice as Choice);
    if (idx < 0) {
      const parsed = parseChoice(choice);
      if (!parsed.ok) return parsed;
      idx = legal.findIndex((c) => sameChoice(c, parsed.value));
      if (idx < 0) return { ok: false, error: explainIllegal(state, parsed.value) };
    }
    const ctx = ctxOf(state);
    perform(ctx, legal[idx]!);
    return { ok: true, value: { state: ctx.s, log: ctx.log } };
  });
}
