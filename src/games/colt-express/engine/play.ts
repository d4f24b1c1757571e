// The step functions only: a lean entry for pages that play positions but never create,
// parse or build them (widgets REQUESTS R7). Its imports do not reach setup.ts, options.ts,
// notation/, position/ or rules.ts; api.ts re-exports apply from here.
import type { ApplyError, Choice, Result, Step, GameState } from './types.ts';
import { internal } from '../../shared/result.ts';
import { ctxOf, finish } from './ctx.ts';
import { choicesOf } from './legal-choices.ts';
import { perform } from './flow.ts';
import { parseChoice, sameChoice } from './choice.ts';
import { explainIllegal } from './explain.ts';
import { stateProblem, vouch } from './playable.ts';

export { legalChoices } from './legal-choices.ts';
export { explain } from './explain.ts';
export { score } from './score.ts';
export { mayTakePunchDrop } from './hooks.ts';

export function apply(state: GameState, choice: unknown): Result<Step, ApplyError> {
  try {
    const refused = stateProblem(state); // not a state, or hidden information (a view)
    if (refused !== null) return { ok: false, error: refused };
    const pending = state.pending;
    if (pending === null) return { ok: false, error: { code: 'game-over', message: 'The game is over: no choice can be applied.' } };
    const legal = choicesOf(state);
    // fast path: a choice object taken from legalChoices(state)
    let idx = legal.indexOf(choice as Choice);
    if (idx < 0) {
      const parsed = parseChoice(choice);
      if (!parsed.ok) return parsed;
      let c = parsed.value;
      // a single-bandit player may name his own bandit: same choice
      const bandits = state.players[pending.seat]?.bandits;
      if (bandits && bandits.length === 1 && 'bandit' in c && c.bandit === bandits[0] && c.kind !== 'cover') {
        const { bandit: _b, ...rest } = c;
        void _b;
        c = rest as Choice;
      }
      for (let i = 0; i < legal.length; i++) {
        if (sameChoice(legal[i]!, c)) {
          idx = i;
          break;
        }
      }
      if (idx < 0) return { ok: false, error: explainIllegal(state, c) };
    }
    const ctx = ctxOf(state);
    perform(ctx, legal[idx]!);
    return { ok: true, value: { state: vouch(finish(ctx)), log: ctx.log } };
  } catch (e) {
    return internal(e);
  }
}
