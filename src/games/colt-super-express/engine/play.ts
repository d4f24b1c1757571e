// The step functions only: the lean entry for pages that play positions but never create, parse or
// build them. Its imports do not reach setup.ts, options.ts, notation.ts, position.ts or rules.ts.
import type { Choice, EngineError, GameState, Result, Step } from './types.ts';
import { ctxOf } from './ctx.ts';
import { choicesOf } from './legal-choices.ts';
import { perform } from './flow.ts';
import { parseChoice, sameChoice } from './choice.ts';
import { explainIllegal } from './explain.ts';
import { guarded } from './guard.ts';

export { legalChoices } from './legal-choices.ts';
export { explain } from './explain.ts';


/** A cheap shape check, and no hidden card (states from view() are for display, not for play). */
export function stateProblem(s: unknown): EngineError | null {
  if (typeof s !== 'object' || s === null) return { code: 'bad-state', message: 'state: not a game state', path: 'state' };
  const o = s as { [k: string]: unknown };
  if (typeof o['config'] !== 'object' || !Array.isArray(o['players']) || !Array.isArray(o['train']) || !('pending' in o))
    return { code: 'bad-state', message: 'state: not a Colt Super Express game state', path: 'state' };
  for (const p of o['players'] as GameState['players']) {
    if (p.hand.includes('hidden') || p.stack.includes('hidden'))
      return { code: 'bad-state', message: `state: seat ${p.seat}'s cards are hidden (a view() state cannot be played)`, path: `players[${p.seat}]` };
  }
  const train = o['train'] as readonly unknown[];
  const faceDown = train.findIndex((c) => typeof c === 'object' && c !== null && (c as { card?: unknown }).card === 'hidden');
  if (faceDown >= 0) return { code: 'bad-state', message: `state: the card of wagon ${faceDown} is hidden (a view() state cannot be played)`, path: `train[${faceDown}].card` };
  return null;
}

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
