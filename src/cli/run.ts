// `colt-rules scenarios [files or folders…] [--json] [--verbose] [--lang xx]`

import { coverage, duplicateIds, formatDiagnostic, reportOf, walkScenario } from '../scenarios/index.ts';
import type { Diagnostic, Failure, Scenario, Walkthrough } from '../scenarios/index.ts';
import { adaptersFor } from '../scenarios/registry.ts';
import { GAMES, gameById, type AnyGame } from '../games/index.ts';
import { findScenarioFiles, loadFile, SCENARIO_ROOT, skippedLine } from './files.ts';
import type { Args, Io } from './main.ts';
import type { Strings } from './strings.ts';

interface JsonFailure {
  readonly line: number;
  readonly path: string;
  readonly message: string;
  readonly expected?: string;
  readonly actual?: string;
}

interface JsonScenario {
  readonly id: string | null;
  readonly file: string;
  readonly passed: boolean;
  readonly failures: readonly JsonFailure[];
}

/** A failure's message in the reader's language (the runner's English when there is no translation). */
export function failureMessage(f: Failure, s: Strings): string {
  if (f.key === 'step-failed' || f.key === undefined) return f.message;
  const key = `checks.${f.key}`;
  if (!s.has(key)) return f.message;
  const vars: Record<string, string> = { ...(f.vars ?? {}) };
  if (vars['bandit'] !== undefined) vars['bandit'] = s.narration.bandit[vars['bandit']] ?? vars['bandit'];
  return s.t(key, vars);
}

/** What the engine did in a step, in the reader's language: its game's narrator (src/games/<game>/game.ts). */
export function narrateFrameLog(walk: Walkthrough, stepIndex: number, s: Strings, games: readonly AnyGame[] = GAMES): string[] {
  const frame = walk.frames[stepIndex];
  const game = gameById(games, walk.scenario.game);
  if (frame === undefined || game === undefined) return [];
  const ctx = game.scenarios.narrationContext(frame.after);
  const strings = s.namespace(game.narrator.namespace);
  return frame.log.map((e) => game.narrator.sentence(e, strings, ctx));
}

/** `scenarios`: runs the files of these games (the CLI's: src/games/index.ts, main.ts). */
export function runScenariosCommand(args: Args, io: Io, s: Strings, list: readonly AnyGame[] = GAMES): number {
  const games = adaptersFor(list);
  const targets = args.positional.length > 0 ? args.positional : [SCENARIO_ROOT];
  const found = findScenarioFiles(targets, io.cwd);
  const skipped = [...found.skipped];
  for (const m of found.missing) io.err(s.t('errors.missing', { path: m }));
  for (const sk of found.skipped) io.err(skippedLine(sk, s));
  if (found.files.length === 0) {
    io.err(s.t('errors.noFiles', { targets: targets.join(', ') }));
    return 1;
  }
  const results: JsonScenario[] = [];
  const scenarios: Scenario[] = [];
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const file of found.files) {
    const loaded = loadFile(file, io.cwd, games);
    if (loaded.skipped !== undefined) {
      // Listed as a regular file but no longer one (or unreadable): say so and go on.
      skipped.push(loaded.skipped);
      io.err(skippedLine(loaded.skipped, s));
      continue;
    }
    if (loaded.scenario === undefined) {
      failed++;
      lines.push(s.t('run.broken', { file }));
      for (const d of loaded.diagnostics) lines.push(`    ${formatDiagnostic(d)}`);
      results.push({
        id: null,
        file,
        passed: false,
        failures: loaded.diagnostics.map((d: Diagnostic) => ({ line: d.line, path: d.path, message: d.message })),
      });
      continue;
    }
    const sc = loaded.scenario;
    scenarios.push(sc);
    const walk = walkScenario(sc, games);
    const report = reportOf(walk);
    if (report.passed) passed++;
    else failed++;
    lines.push(s.t(report.passed ? 'run.pass' : 'run.fail', { id: sc.id, file, steps: String(report.stepsTotal) }));
    const failedSteps = new Set<number>();
    for (const f of report.failures) {
      lines.push(`    ${s.t('run.at', { line: String(f.line), path: f.path })}  ${failureMessage(f, s)}`);
      if (f.expected !== undefined) lines.push(`      ${s.t('run.expected', { value: f.expected })}`);
      if (f.actual !== undefined) lines.push(`      ${s.t('run.actual', { value: f.actual })}`);
      if (f.step !== undefined) failedSteps.add(f.step);
    }
    // What the engine did in a failing step: usually enough to see who is right.
    const stepsToNarrate = args.verbose ? walk.frames.map((_, i) => i) : [...failedSteps];
    for (const i of stepsToNarrate) {
      const told = narrateFrameLog(walk, i, s, list);
      if (told.length === 0) continue;
      lines.push(`    ${s.t('run.stepLog', { n: String(i + 1), path: `steps[${i}]` })}`);
      for (const t of told) lines.push(`      ${t}`);
    }
    results.push({
      id: sc.id,
      file,
      passed: report.passed,
      failures: report.failures.map((f) => ({
        line: f.line,
        path: f.path,
        message: failureMessage(f, s),
        ...(f.expected === undefined ? {} : { expected: f.expected }),
        ...(f.actual === undefined ? {} : { actual: f.actual }),
      })),
    });
  }
  for (const d of duplicateIds(scenarios)) {
    failed++;
    lines.push(`✗ ${formatDiagnostic(d)}`);
    const r = results.find((x) => x.file === d.file);
    if (r !== undefined) results[results.indexOf(r)] = { ...r, passed: false, failures: [...r.failures, { line: d.line, path: d.path, message: d.message }] };
  }
  const { uncovered } = coverage(scenarios, undefined, games);
  if (args.json) {
    const skippedJson = skipped.map((k) => ({ file: k.path, problem: k.problem, message: skippedLine(k, s) }));
    io.out(JSON.stringify({ scenarios: results, skipped: skippedJson, uncoveredRules: uncovered }, null, 2));
    return failed > 0 ? 1 : 0;
  }
  for (const l of lines) io.out(l);
  io.out('');
  // Coverage only means something for the whole collection (a folder covers a few rules by design).
  const wholeCollection = args.positional.length === 0;
  if (uncovered.length > 0 && (wholeCollection || args.verbose)) io.out(s.t('run.uncovered', { count: String(uncovered.length), rules: uncovered.join(', ') }));
  io.out(s.t('run.summary', { passed: String(passed), failed: String(failed) }));
  return failed > 0 ? 1 : 0;
}
