// "Export as scenario": the sandbox's starting position and the choices made, as a scenario file
// (content/scenarios/README.md) that loads with the scenario parser and passes with the runner, so it
// can be dropped into content/scenarios/ as a regression test. Each step says its phrase (in the
// scenario vocabulary of the adapter), who acts, and the rule ids of its log; the last step also
// pins where every bandit and the Marshal end up.
//
// Loaded on demand (dynamic import) when the reader asks for an export.

import { legalChoices, makePosition, PRESETS } from '../../../games/colt-express/engine/index.ts';
import type { Choice, GameState, LogEntry, Options } from '../../../games/colt-express/engine/types.ts';
import { actorOf, matches, phraseOf, STEP_KIND_FOR } from '../../../games/colt-express/scenarios/steps.ts';
import { formatCar, formatPhrase, formatPlace, type Phrase } from '../../../games/colt-express/scenarios/vocab.ts';

import type { ExportTexts } from '../kit.ts';
import { EXPORT_LANGS, hash, q } from '../export-text.ts';

export type { ExportTexts };
export { EXPORT_LANGS };

export type ExportInput = {
  readonly start: GameState;
  /** the states after each choice: states[0] = start */
  readonly states: readonly GameState[];
  readonly choices: readonly Choice[];
  readonly logs: readonly (readonly LogEntry[])[];
  readonly texts: ExportTexts;
};

/**
 * The adapter's phrase for a choice, made unambiguous: a punch that leaves the dropped purse says
 * "leave it" when taking it was also possible (Cheyenne). See REQUESTS.md R4.
 */
function phraseFor(choice: Choice, state: GameState): string {
  const phrase = phraseOf(choice, state);
  const hits = (p: Phrase) => legalChoices(state).filter((c) => matches(p, c, state)).length;
  const text = formatPhrase(phrase);
  if (hits(phrase) > 1 && phrase.verb === 'punch' && phrase.take === undefined && hits({ ...phrase, take: false }) === 1) {
    // formatPhrase does not write `take: false`; the parser reads it as "leave it".
    const parts = text.split(', ');
    const at = parts.findIndex((x) => x.startsWith('push '));
    parts.splice(at < 0 ? parts.length : at, 0, 'leave it');
    return parts.join(', ');
  }
  return text;
}

function optionDiff(state: GameState): [string, string | boolean][] {
  const base: Options = PRESETS[state.config.preset];
  const out: [string, string | boolean][] = [];
  for (const [name, value] of Object.entries(state.config.options) as [keyof Options, string | boolean][]) {
    if (base[name] !== value) out.push([name, value]);
  }
  return out;
}

function positionsAfter(state: GameState, indent: string): string[] {
  const n = state.cars.length;
  const lines = [`${indent}bandits:`];
  for (const id of state.config.bandits) {
    const b = state.bandits[id];
    if (b) lines.push(`${indent}  ${id}: { at: ${q(formatPlace(b.car, b.floor, n))}, bullets: ${b.bulletsLeft} }`);
  }
  lines.push(`${indent}marshal: ${q(formatCar(state.marshal, n))}`);
  return lines;
}

export function exportScenario(input: ExportInput): string {
  const { start, states, choices, logs, texts } = input;
  const notation = makePosition(start);
  const rules = [...new Set(logs.flatMap((l) => l.map((e) => e.rule)))];
  const lines: string[] = [];
  lines.push('# Exported from the sandbox. To propose it as an example (CONTRIBUTING.md, "Add a scenario"):');
  lines.push('# rename the id, write the title and caption in the five languages, say where the books show it');
  lines.push('# (source), and keep the expectations that make the point.');
  lines.push(`id: sandbox-${hash(`${notation}|${JSON.stringify(choices)}`)}`);
  lines.push('game: colt-express');
  lines.push(`edition: ${start.config.preset}`);
  const diff = optionDiff(start);
  if (diff.length > 0) lines.push(`options: { ${diff.map(([k, v]) => `${k}: ${typeof v === 'string' ? q(v) : String(v)}`).join(', ')} }`);
  if (rules.length === 0) lines.push('# rules: name the rule ids this example shows (at least one).');
  lines.push(`rules: [${(rules.length > 0 ? rules : ['setup.train']).join(', ')}]`);
  lines.push('# Where a rulebook shows this example: seed file (000 … 004, see content/scenarios/README.md) and section.');
  lines.push('# source:');
  lines.push('#   - { seed: "002", section: "…" }');
  for (const field of ['title', 'caption'] as const) {
    lines.push(`${field}:`);
    for (const lang of EXPORT_LANGS) lines.push(`  ${lang}: ${q(texts[field][lang] ?? texts[field]['en'] ?? field)}`);
  }
  lines.push(`position: ${q(notation)}`);
  lines.push('steps:');
  if (choices.length === 0) {
    lines.push('  - expect:');
    lines.push(...positionsAfter(start, '      '));
    return `${lines.join('\n')}\n`;
  }
  choices.forEach((choice, i) => {
    const before = states[i] as GameState;
    const after = states[i + 1] as GameState;
    const pending = before.pending;
    const kind = pending === null ? 'play' : STEP_KIND_FOR[pending.kind];
    lines.push(`  - ${kind}: ${q(phraseFor(choice, before))}`);
    const actor = actorOf(before);
    if (actor !== undefined && !actor.includes('/')) lines.push(`    by: ${actor}`);
    const ids = [...new Set((logs[i] ?? []).map((e) => e.rule))];
    const last = i === choices.length - 1;
    if (ids.length > 0 || last) {
      lines.push('    expect:');
      if (ids.length > 0) lines.push(`      log: [${ids.join(', ')}]`);
      if (last) lines.push(...positionsAfter(after, '      '));
    }
  });
  return `${lines.join('\n')}\n`;
}
