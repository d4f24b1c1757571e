// What every game's scenario export writes with (colt-express/export.ts, colt-super-express/export.ts):
// the YAML scalars, the file's id, and the file itself around the game's own parts. A game turns its
// history into steps (its phrases, who acts, the rule ids of the log) and says how to pin where
// everything ends up; the head (comments, id, rules, source stub, the title and caption in every
// language, the position) and the steps' layout are the same for every game.

import type { ExportTexts } from './kit.ts';
import { LOCALE_CODES } from '../../site/locales.mjs';

/** A scenario's title and caption are written in every language of the site (src/site/locales.mjs). */
export const EXPORT_LANGS = LOCALE_CODES;

/** A YAML double-quoted scalar (JSON string syntax is valid YAML). */
export const q = (s: string): string => JSON.stringify(s);

/** A short stable id part for an exported history (FNV-1a, base 36). */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** A game's export input: the history's applied part (states[0] = start; states[i + 1] = after choices[i]) and the texts. */
export type ExportInput<S, C, L> = {
  readonly start: S;
  readonly states: readonly S[];
  readonly choices: readonly C[];
  readonly logs: readonly (readonly L[])[];
  readonly texts: ExportTexts;
};

/** One scenario step: `<kind>: "<text>"`, `by:` (when one bandit acts), the rule ids its log shows, the state after it. */
export type ExportStep<S> = { readonly kind: string; readonly text: string; readonly by: string | undefined; readonly rules: readonly string[]; readonly after: S };

export type ScenarioFile<S> = {
  readonly game: string;
  /** the start in the engine's notation */
  readonly notation: string;
  /** the choices made (with the notation, they name the file) */
  readonly choices: readonly unknown[];
  /** the game's settings lines after `game:` (edition, options) */
  readonly settings: readonly string[];
  /** "the books show" / "the book shows" (the game's sources) */
  readonly books: string;
  /** the comment over the `source:` stub (which seed files show this game), and the seed the stub names */
  readonly sourceHint: string;
  readonly seed: string;
  /** the rule listed when the history shows none (the file needs one) */
  readonly fallbackRule: string;
  readonly texts: ExportTexts;
  readonly start: S;
  readonly steps: readonly ExportStep<S>[];
  /** the `expect:` lines that pin where everything stands in `state` */
  pin(state: S, indent: string): string[];
};

/** The scenario file (content/scenarios/README.md) of a game's history. */
export function scenarioFile<S>(f: ScenarioFile<S>): string {
  const rules = [...new Set(f.steps.flatMap((s) => s.rules))];
  const lines: string[] = [];
  lines.push('# Exported from the sandbox. To propose it as an example (CONTRIBUTING.md, "Add a scenario"):');
  lines.push(`# rename the id, write the title and caption in the five languages, say where ${f.books} it`);
  lines.push('# (source), and keep the expectations that make the point.');
  lines.push(`id: sandbox-${hash(`${f.notation}|${JSON.stringify(f.choices)}`)}`);
  lines.push(`game: ${f.game}`);
  lines.push(...f.settings);
  if (rules.length === 0) lines.push('# rules: name the rule ids this example shows (at least one).');
  lines.push(`rules: [${(rules.length > 0 ? rules : [f.fallbackRule]).join(', ')}]`);
  lines.push(`# ${f.sourceHint}`);
  lines.push('# source:');
  lines.push(`#   - { seed: "${f.seed}", section: "…" }`);
  for (const field of ['title', 'caption'] as const) {
    lines.push(`${field}:`);
    for (const lang of EXPORT_LANGS) lines.push(`  ${lang}: ${q(f.texts[field][lang] ?? f.texts[field]['en'] ?? field)}`);
  }
  lines.push(`position: ${q(f.notation)}`);
  lines.push('steps:');
  if (f.steps.length === 0) {
    lines.push('  - expect:');
    lines.push(...f.pin(f.start, '      '));
  }
  f.steps.forEach((step, i) => {
    lines.push(`  - ${step.kind}: ${q(step.text)}`);
    if (step.by !== undefined && step.by !== '') lines.push(`    by: ${step.by}`);
    const ids = [...new Set(step.rules)];
    const last = i === f.steps.length - 1;
    if (ids.length > 0 || last) {
      lines.push('    expect:');
      if (ids.length > 0) lines.push(`      log: [${ids.join(', ')}]`);
      if (last) lines.push(...f.pin(step.after, '      '));
    }
  });
  return `${lines.join('\n')}\n`;
}
