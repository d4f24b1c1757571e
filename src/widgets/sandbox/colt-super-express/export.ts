// "Export as scenario" for Colt Super Express: the sandbox's starting position (the engine's notation)
// and the choices made, as a scenario file of this game (content/scenarios/README.md) that loads with
// the scenario loader and passes with the runner. A player's cards stacked one after another are one
// `play:` step ("fire, move, turn"); each reveal is a `resolve:` step naming the card; each step
// expects the rule ids of its log, and the last one pins where every bandit ends up.

import { makePosition } from '../../../games/colt-super-express/engine/index.ts';
import type { CardKind, Choice, GameState, LogEntry } from '../../../games/colt-super-express/engine/types.ts';
import { formatPlace } from '../../../scenarios/places.ts';
import type { ExportTexts } from '../kit.ts';
import { EXPORT_LANGS, hash, q } from '../export-text.ts';

export type ExportInput = {
  readonly start: GameState;
  /** states[0] = start; states[i + 1] = after choices[i] */
  readonly states: readonly GameState[];
  readonly choices: readonly Choice[];
  readonly logs: readonly (readonly LogEntry[])[];
  readonly texts: ExportTexts;
};

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
  const { start, choices, logs, texts } = input;
  const notation = makePosition(start);
  const rules = [...new Set(logs.flatMap((l) => l.map((e) => e.rule)))];
  const lines: string[] = [];
  lines.push('# Exported from the sandbox. To propose it as an example (CONTRIBUTING.md, "Add a scenario"):');
  lines.push('# rename the id, write the title and caption in the five languages, say where the book shows it');
  lines.push('# (source), and keep the expectations that make the point.');
  lines.push(`id: sandbox-${hash(`${notation}|${JSON.stringify(choices)}`)}`);
  lines.push('game: colt-super-express');
  if (rules.length === 0) lines.push('# rules: name the rule ids this example shows (at least one).');
  lines.push(`rules: [${(rules.length > 0 ? rules : ['position.line']).join(', ')}]`);
  lines.push('# Where the book shows this example (seed 004, see content/scenarios/README.md) and its section.');
  lines.push('# source:');
  lines.push('#   - { seed: "004", section: "…" }');
  for (const field of ['title', 'caption'] as const) {
    lines.push(`${field}:`);
    for (const lang of EXPORT_LANGS) lines.push(`  ${lang}: ${q(texts[field][lang] ?? texts[field]['en'] ?? field)}`);
  }
  lines.push(`position: ${q(notation)}`);
  lines.push('steps:');
  const steps = stepsOf(input);
  if (steps.length === 0) {
    lines.push('  - expect:');
    lines.push(...banditsAfter(start, '      '));
    return `${lines.join('\n')}\n`;
  }
  steps.forEach((step, i) => {
    lines.push(`  - ${step.kind}: ${q(step.text)}`);
    if (step.by !== '') lines.push(`    by: ${step.by}`);
    const ids = [...new Set(step.rules)];
    const last = i === steps.length - 1;
    if (ids.length > 0 || last) {
      lines.push('    expect:');
      if (ids.length > 0) lines.push(`      log: [${ids.join(', ')}]`);
      if (last) lines.push(...banditsAfter(step.after, '      '));
    }
  });
  return `${lines.join('\n')}\n`;
}
