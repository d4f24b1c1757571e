// The export offered to the reader, for every game: the game writes its file (its export.ts), and the
// same loader and runner as every scenario file of the site (src/scenarios) check it first, so a file
// that would not load, or not pass, is never offered. It runs in a worker (each game's
// export-worker.ts calls `serveExportCheck`): the loader and runner share modules with the rules
// pages' player, and a lazily imported chunk would make those pages load the loader's half of them
// too. A worker is bundled on its own, and keeps the page responsive meanwhile. It knows its own
// game only (its scenario adapter), not the site's list of games (src/games/index.ts, build time).

import { adaptersOf, type Adapters, type AnyAdapter } from '../../scenarios/adapters.ts';
import { formatDiagnostic, loadScenario } from '../../scenarios/load.ts';
import { runScenario } from '../../scenarios/runner.ts';
import type { ExportInput } from './export-text.ts';
import type { Hist } from './history.ts';
import type { ExportFile, ExportTexts } from './kit.ts';

/** A game's scenario file of a history (its export.ts `exportScenario`). */
export type WriteExport<S, C, L> = (input: ExportInput<S, C, L>) => string;
/** What the sandbox sends: the applied part of its history (its logs, one list per choice). */
export type ExportHist<S, C, L> = Pick<Hist<S, C, readonly L[]>, 'start' | 'states' | 'choices' | 'logs'>;

/** The file `write` makes of the history, if the loader and the runner of these games accept it. */
export function checkedExport<S, C, L>(write: WriteExport<S, C, L>, h: ExportHist<S, C, L>, texts: ExportTexts, games: Adapters): ExportFile {
  const yaml = write({ start: h.start, states: h.states, choices: h.choices, logs: h.logs, texts });
  const loaded = loadScenario(yaml, 'sandbox-export.yaml', games);
  if (!loaded.ok) return { ok: false, problems: loaded.diagnostics.map(formatDiagnostic) };
  const report = runScenario(loaded.scenario, games);
  if (!report.passed) return { ok: false, problems: report.failures.map((f) => `${f.path}: ${f.message}`) };
  return { ok: true, id: loaded.scenario.id, yaml };
}

/** In a worker: answers each `[history, texts]` request (../ask-worker.ts) with the checked export, or what went wrong. */
export function serveExportCheck<S, C, L>(write: WriteExport<S, C, L>, adapter: AnyAdapter): void {
  const games = adaptersOf([adapter]);
  self.onmessage = (event: MessageEvent<[ExportHist<S, C, L>, ExportTexts]>) => {
    const [hist, texts] = event.data;
    let answer: ExportFile;
    try {
      answer = checkedExport(write, hist, texts, games);
    } catch (e) {
      answer = { ok: false, problems: [String(e)] };
    }
    self.postMessage(answer);
  };
}
