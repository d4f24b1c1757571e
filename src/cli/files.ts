// Reading scenario files from disk: Node-only, so it lives with the CLI and
// not in src/scenarios (which also runs in the browser).
// A scenario folder is user input: a broken link, a link loop or a named pipe
// is reported and skipped, never followed forever or read until it blocks.

import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { loadScenario, registry } from '../scenarios/index.ts';
import type { Adapters, Diagnostic, Scenario } from '../scenarios/index.ts';
import type { Strings } from './strings.ts';

export const SCENARIO_ROOT = 'content/scenarios';

/** Why an entry was not read. Each has a localized line (see `skippedLine`). */
export type EntryProblem = 'missing' | 'broken-link' | 'loop' | 'not-a-file' | 'unreadable';

export interface Skipped {
  /** As the user would type it: relative to the working folder when inside it, absolute otherwise. */
  readonly path: string;
  readonly problem: EntryProblem;
  /** The system's own words, for `unreadable`. */
  readonly detail?: string;
}

const SCENARIO_FILE = /\.ya?ml$/i;

/** `abs` as shown to the user: relative to `cwd` when it is inside it, else absolute. */
export function shownPath(abs: string, cwd: string): string {
  const rel = relative(cwd, abs);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return abs;
  return rel.split(sep).join('/');
}

function isSymlink(abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The problem behind a failed stat/open of `abs`, or undefined when the entry simply is not there. */
function problemOf(e: unknown, abs: string): { problem: EntryProblem; detail?: string } | undefined {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return { problem: 'loop' };
  if (code === 'ENOENT' || code === 'ENOTDIR') return isSymlink(abs) ? { problem: 'broken-link' } : undefined;
  // ENXIO: opening a socket. Neither it nor a device is a scenario.
  if (code === 'ENXIO') return { problem: 'not-a-file' };
  return { problem: 'unreadable', detail: (e as Error).message };
}

/**
 * Scenario files under the given files or folders, sorted, as shown paths (see `shownPath`). Folders
 * contribute their `.yaml`/`.yml` files and subfolders; a named file is taken whatever its name.
 */
export function findScenarioFiles(
  targets: readonly string[],
  cwd: string,
): { files: string[]; missing: string[]; skipped: Skipped[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const skipped: Skipped[] = [];
  const skip = (abs: string, p: { problem: EntryProblem; detail?: string }): void => {
    skipped.push({ path: shownPath(abs, cwd), ...p });
  };
  // Folders being read, by device and inode: a link back to one of them is a loop.
  const open = new Set<string>();
  const walk = (abs: string, named: boolean): void => {
    let st: Stats;
    try {
      st = statSync(abs);
    } catch (e) {
      const p = problemOf(e, abs);
      if (p !== undefined) skip(abs, p);
      else if (named) missing.push(shownPath(abs, cwd));
      return;
    }
    if (st.isDirectory()) {
      const key = `${st.dev}:${st.ino}`;
      if (open.has(key)) return skip(abs, { problem: 'loop' });
      let names: string[];
      try {
        names = readdirSync(abs);
      } catch (e) {
        return skip(abs, { problem: 'unreadable', detail: (e as Error).message });
      }
      open.add(key);
      for (const name of names.sort()) {
        if (name.startsWith('.')) continue;
        const child = join(abs, name);
        // A link is followed to see whether it is a folder; other entries count only when named like a scenario.
        if (SCENARIO_FILE.test(name) || isSymlink(child)) walk(child, false);
        else if (isDirectory(child)) walk(child, false);
      }
      open.delete(key);
    } else if (st.isFile()) {
      if (named || SCENARIO_FILE.test(abs)) files.push(shownPath(abs, cwd));
    } else if (named || SCENARIO_FILE.test(abs)) skip(abs, { problem: 'not-a-file' });
  };
  for (const t of targets) walk(resolve(cwd, t), true);
  return { files: [...new Set(files)].sort(), missing, skipped };
}

function isDirectory(abs: string): boolean {
  try {
    return lstatSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The text of a regular file. Opened without blocking and checked after opening, so a named pipe or a
 * device is refused instead of hanging the run, even one swapped in after the folder was listed.
 */
export function readRegularFile(abs: string): { ok: true; text: string } | { ok: false; problem: EntryProblem; detail?: string } {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { ok: false, ...(problemOf(e, abs) ?? { problem: 'missing' }) };
  }
  try {
    if (!fstatSync(fd).isFile()) return { ok: false, problem: 'not-a-file' };
    return { ok: true, text: readFileSync(fd, 'utf8') };
  } catch (e) {
    return { ok: false, problem: 'unreadable', detail: (e as Error).message };
  } finally {
    closeSync(fd);
  }
}

/** The localized line for an entry that was not read. */
export function skippedLine(sk: Skipped, s: Strings): string {
  if (sk.problem === 'missing') return s.t('errors.missing', { path: sk.path });
  return s.t(`skipped.${sk.problem}`, { path: sk.path, detail: sk.detail ?? '' });
}

export interface Loaded {
  readonly file: string;
  readonly scenario: Scenario | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /** Set when the file could not be read at all (then there are no diagnostics). */
  readonly skipped?: Skipped;
}

/** Loads `file` (relative to `cwd`, or absolute), a scenario of one of `games` (default: the site's). */
export function loadFile(file: string, cwd: string, games: Adapters = registry()): Loaded {
  const abs = resolve(cwd, file);
  const read = readRegularFile(abs);
  if (!read.ok) {
    const skipped: Skipped = { path: file, problem: read.problem, ...(read.detail === undefined ? {} : { detail: read.detail }) };
    return { file, scenario: undefined, diagnostics: [], skipped };
  }
  const r = loadScenario(read.text, file, games);
  return r.ok ? { file, scenario: r.scenario, diagnostics: [] } : { file, scenario: undefined, diagnostics: r.diagnostics };
}
