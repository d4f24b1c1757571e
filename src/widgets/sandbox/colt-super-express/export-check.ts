// The Colt Super Express export, checked by the same loader and runner as every scenario file of the
// site (src/scenarios): a file that would not load, or not pass, is never offered.

import type { Choice, GameState } from '../../../games/colt-super-express/engine/types.ts';
import { formatDiagnostic, loadScenario, runScenario } from '../../../scenarios/index.ts';
import type { Hist } from '../history.ts';
import type { ExportFile, ExportTexts } from '../kit.ts';
import { exportScenario } from './export.ts';
import type { Log } from './url.ts';

export function checkedExport(h: Hist<GameState, Choice, Log>, texts: ExportTexts): ExportFile {
  const yaml = exportScenario({ start: h.start, states: h.states, choices: h.choices, logs: h.logs, texts });
  const loaded = loadScenario(yaml, 'sandbox-export.yaml');
  if (!loaded.ok) return { ok: false, problems: loaded.diagnostics.map(formatDiagnostic) };
  const report = runScenario(loaded.scenario);
  if (!report.passed) return { ok: false, problems: report.failures.map((f) => `${f.path}: ${f.message}`) };
  return { ok: true, id: loaded.scenario.id, yaml };
}
