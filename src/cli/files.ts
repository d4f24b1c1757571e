// Reading scenario files from disk: Node-only, so it lives with the CLI and
// not in src/scenarios (which also runs in the browser).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { loadScenario } from '../scenarios/index.ts';
import type { Diagnostic, Scenario } from '../scenarios/index.ts';

export const SCENARIO_ROOT = 'content/scenarios';

/** YAML files under the given files or folders, sorted, as paths relative to `cwd`. */
export function findScenarioFiles(targets: readonly string[], cwd: string): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (abs: string): void => {
    let st;
    try {
      st = statSync(abs);
    } catch {
      missing.push(relative(cwd, abs) || abs);
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(abs).sort()) {
        if (name.startsWith('.')) continue;
        const child = join(abs, name);
        const cst = statSync(child);
        if (cst.isDirectory() || /\.ya?ml$/.test(name)) walk(child);
      }
    } else files.push(relative(cwd, abs).split(sep).join('/'));
  };
  for (const t of targets) walk(isAbsolute(t) ? t : join(cwd, t));
  return { files: [...new Set(files)].sort(), missing };
}

export interface Loaded {
  readonly file: string;
  readonly scenario: Scenario | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

export function loadFile(file: string, cwd: string): Loaded {
  let text: string;
  try {
    text = readFileSync(join(cwd, file), 'utf8');
  } catch (e) {
    return { file, scenario: undefined, diagnostics: [{ file, line: 0, path: '', message: `cannot read the file: ${(e as Error).message}` }] };
  }
  const r = loadScenario(text, file);
  return r.ok ? { file, scenario: r.scenario, diagnostics: [] } : { file, scenario: undefined, diagnostics: r.diagnostics };
}
