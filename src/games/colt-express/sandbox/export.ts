// "Export as scenario": the sandbox's starting position and the choices made, as a scenario file
// (content/scenarios/README.md) that loads with the scenario parser and passes with the runner, so it
// can be dropped into content/scenarios/ as a regression test. Each step says its phrase (in the
// scenario vocabulary of the adapter), who acts, and the rule ids of its log; the last step also
// pins where every bandit and the Marshal end up. The file's layout is every game's (../export-text.ts).
//
// Runs in the export worker (../export-check.ts) when the reader asks for an export.

import { legalChoices, makePosition, PRESETS } from '../engine/index.ts';
import type { Choice, GameState, LogEntry, Options } from '../engine/types.ts';
import { actorOf, matches, phraseOf, STEP_KIND_FOR } from '../scenarios/steps.ts';
import { formatCar, formatPhrase, formatPlace, type Phrase } from '../scenarios/vocab.ts';

import type { ExportTexts } from '../../../widgets/sandbox/kit.ts';
import { EXPORT_LANGS, q, scenarioFile, type ExportInput as Input, type ExportStep } from '../../../widgets/sandbox/export-text.ts';

export type { ExportTexts };
export { EXPORT_LANGS };

export type ExportInput = Input<GameState, Choice, LogEntry>;

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
  const diff = optionDiff(start);
  const steps = choices.map((choice, i): ExportStep<GameState> => {
    const before = states[i] as GameState;
    const pending = before.pending;
    const actor = actorOf(before);
    return {
      kind: pending === null ? 'play' : STEP_KIND_FOR[pending.kind],
      text: phraseFor(choice, before),
      by: actor !== undefined && !actor.includes('/') ? actor : undefined,
      rules: (logs[i] ?? []).map((e) => e.rule),
      after: states[i + 1] as GameState,
    };
  });
  return scenarioFile({
    game: 'colt-express',
    notation: makePosition(start),
    choices,
    settings: [
      `edition: ${start.config.preset}`,
      ...(diff.length > 0 ? [`options: { ${diff.map(([k, v]) => `${k}: ${typeof v === 'string' ? q(v) : String(v)}`).join(', ')} }`] : []),
    ],
    books: 'the books show',
    sourceHint: 'Where a rulebook shows this example: seed file (000 … 004, see content/scenarios/README.md) and section.',
    seed: '002',
    fallbackRule: 'setup.train',
    texts,
    start,
    steps,
    pin: positionsAfter,
  });
}
