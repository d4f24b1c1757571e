// checkPosition: what makes a state impossible. A table of named checks, one per rule (the
// structure of the game, conservation of loot, cards and bullets, the flow of the round), run
// in stages: a stage runs only when the ones before found nothing, since it reads what they
// vouch for. Each problem has a code (PROBLEM_CODES), an English message and a path.
import type { CheckOptions, GameState, PositionProblem } from '../types.ts';
import type { Check, CheckContext } from './report.ts';
import { firstHidden, shapeProblem } from '../playable.ts';
import { legalChoices } from '../legal-choices.ts';
import { makePosition, parsePosition } from '../notation/index.ts';
import { checkBandits, checkMarshal, checkOptions, checkPlayerCount, checkSeats, checkTrain } from './check-structure.ts';
import { checkBox, checkBullets, checkCards, checkHidden, checkKept, checkLoot, checkOrder } from './check-conservation.ts';
import { checkPending, checkPile, checkRound, checkTurns } from './check-flow.ts';

/** The notation writes the position and reads it back: checked positions make working links. */
function checkNotation({ s, report }: CheckContext): void {
  const r = parsePosition(makePosition(s));
  if (!r.ok) report('not-canonical', `the position notation cannot write it (${r.error.message})`, r.error.path ?? 'state');
}

/** A pending choice offers at least one legal choice (else the game could not go on). */
function checkChoices({ s, report }: CheckContext): void {
  if (s.pending !== null && firstHidden(s) === null && legalChoices(s).length === 0)
    report('no-legal-choice', `${s.pending.kind} of seat ${s.pending.seat} has no legal choice`, 'pending');
}

const STAGES: readonly (readonly Check[])[] = [
  // who plays, with which options, and where: the other checks read these
  [checkOptions, checkSeats, checkBandits],
  // the rules of a position
  [checkPlayerCount, checkTrain, checkMarshal, checkHidden, checkOrder, checkBox, checkLoot, checkCards, checkBullets, checkKept, checkRound, checkPile, checkPending, checkTurns],
  // a position otherwise possible: its link reads back, and the game can go on
  [checkNotation, checkChoices],
];

/**
 * The problems that make `s` impossible; [] for a position the rules can reach. Hidden
 * information (a view()) is a problem unless `options.allowHidden`. Never throws: a value that
 * is not a game state gets one problem, 'malformed'.
 */
export function checkPosition(s: GameState, options?: CheckOptions): readonly PositionProblem[] {
  const shape = shapeProblem(s);
  if (shape !== null) return [{ code: 'malformed', message: `${shape}: not a game state`, path: shape }];
  const out: PositionProblem[] = [];
  const c: CheckContext = {
    s,
    allowHidden: options?.allowHidden === true,
    report: (code, message, path) => {
      out.push({ code, message, path });
    },
  };
  for (const stage of STAGES) {
    for (const check of stage) {
      try {
        check(c);
      } catch (e) {
        c.report('malformed', `the state is malformed (${check.name}: ${String(e)})`, 'state');
      }
    }
    if (out.length > 0) break;
  }
  return out;
}
