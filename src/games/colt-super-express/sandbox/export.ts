// "Export as scenario" for Colt Super Express: the sandbox's starting position (the engine's notation)
// and the choices made, as a scenario file of this game (content/scenarios/README.md) that loads with
// the scenario loader and passes with the runner. A player's cards stacked one after another are one
// `play:` step ("fire, move, turn"); each reveal is a `resolve:` step naming the card; each step
// expects the rule ids of its log, and the last one pins where every bandit ends up. The file's layout
// is every game's (../export-text.ts).

import { makePosition } from '../engine/index.ts';
import type { CardKind, Choice, GameState, LogEntry } from '../engine/types.ts';
import { formatPlace } from '../../../scenarios/places.ts';
import { q, scenarioFile, type ExportInput as Input } from '../../../widgets/sandbox/export-text.ts';

export type ExportInput = Input<GameState, Choice, LogEntry>;

type Step = { kind: 'play' | 'resolve'; text: string; by: string; rules: string[]; after: GameState };

/** The history as scenario steps: consecutive cards stacked by the same bandit make one `play:`. */
function stepsOf({ states, choices, logs }: ExportInput): Step[] {
  const steps: Step[] = [];
  choices.forEach((choice, i) => {
    const before = states[i] as GameState;
    const after = states[i + 1] as GameState;
    const by = before.pending?.bandit ?? '';
    const rules = (logs[i] ?? []).map((e) => e.rule);
    const last = steps[steps.length - 1];
    if (choice.kind === 'stack' && last?.kind === 'play' && last.by === by && last.text.split(', ').length < 3) {
      last.text = `${last.text}, ${choice.card}`;
      last.rules.push(...rules);
      last.after = after;
      return;
    }
    const top = before.pending === null ? undefined : before.players[before.pending.seat]?.stack[0];
    const text = choice.kind === 'stack' ? choice.card : top === undefined || top === 'hidden' ? 'reveal' : (top satisfies CardKind);
    steps.push({ kind: choice.kind === 'stack' ? 'play' : 'resolve', text, by, rules, after });
  });
  return steps;
}

function banditsAfter(state: GameState, indent: string): string[] {
  const lines = [`${indent}bandits:`];
  const n = state.train.length;
  for (const id of state.config.bandits) {
    const b = state.bandits[id];
    if (b === undefined) continue;
    if (b.out !== null) {
      lines.push(`${indent}  ${id}: { out: true }`);
      continue;
    }
    const car = state.train.findIndex((c) => c.inside.includes(id) || c.roof.includes(id));
    const floor = state.train[car]?.roof.includes(id) ? 'roof' : 'inside';
    lines.push(`${indent}  ${id}: { at: ${q(formatPlace(car, floor, n))}, facing: ${b.facing}, stunned: ${String(b.stunned)} }`);
  }
  return lines;
}

export function exportScenario(input: ExportInput): string {
  return scenarioFile({
    game: 'colt-super-express',
    notation: makePosition(input.start),
    choices: input.choices,
    settings: [],
    books: 'the book shows',
    sourceHint: 'Where the book shows this example (seed 004, see content/scenarios/README.md) and its section.',
    seed: '004',
    fallbackRule: 'position.line',
    texts: input.texts,
    start: input.start,
    steps: stepsOf(input),
    pin: banditsAfter,
  });
}
