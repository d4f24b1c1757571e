// Colt Express in the sandbox shell: its engine, its notation and choices in the URL (url-state.ts),
// its board and panels, its narration and its scenario export.

// The engine's modules, not its index: the bundler places every module the index re-exports (the
// position builder the editor uses, the setup…) in the chunk of whoever imports the index, so the
// sandbox's first screen would carry them (its JavaScript budget: tests/e2e/budget.spec.ts).
import { apply } from '../engine/play.ts';
import { makePosition, parsePosition } from '../engine/notation/index.ts';
import type { Choice, EngineError, GameState, LogEntry, PositionProblem } from '../engine/types.ts';
import type { Strings } from '../../../i18n/setup.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { isOneOf } from '../../../i18n/keys.ts';
import { narrationStrings, sentencesOf } from '../widgets/narration.ts';
import type { UrlProblem } from '../../../widgets/url-state.ts';
import { notationVersion, readSandboxSearch, writeSearch } from './url.ts';
import { askWorker } from '../../../widgets/sandbox/ask-worker.ts';
import type { Hist } from '../../../widgets/sandbox/history.ts';
import type { ExportFile, ExportTexts, FromUrl, Notice, SandboxKit } from '../../../widgets/sandbox/kit.ts';
import { Stage } from './Stage.tsx';
import { StartPanel, type ScenarioEntry } from './StartPanel.tsx';

export type Log = readonly LogEntry[];
export type ColtExpressKit = SandboxKit<GameState, Choice, Log>;

/** A problem of the URL in the page's language (the engine's English is never shown). */
export function urlNotice(p: UrlProblem<PositionProblem>, t: Translate): Notice {
  const text = t(`sandbox:problem.${p.code}`, { param: p.param, index: p.index ?? '', detail: p.detail ?? '' });
  // prepare() fetched problems.ts, which words an impossible position, when it found one.
  if (p.code === 'impossible' && p.found && problems) return problems.positionNotice(text, p.found, t);
  return { text };
}

/** A choice `apply` refuses (the sandbox only offers legal ones: this is the safety net). */
export function choiceRefusal(error: EngineError, t: Translate): Notice {
  const known = ['illegal-choice', 'malformed-choice', 'game-over'] as const;
  return { text: t(`errors:choice.${isOneOf(error.code, known) ? error.code : 'other'}`) };
}

type Restore = typeof import('./restore.ts');
let restoreModule: Promise<Restore> | undefined;
let restorer: Restore | undefined;
let problems: typeof import('./problems.ts') | undefined;
/** The last search prepare() read, replayed once for readHistory. */
let prepared: { search: string; version: number; result: ReturnType<Restore['restoreHistory']> } | undefined;

/**
 * Fetches the engine's position checks (restore.ts) when `search` holds a position, reads it, and
 * fetches the sentences for an impossible position (problems.ts) only when it is one: a valid link
 * does not carry them (the sandbox's JavaScript budget, tests/e2e/budget.spec.ts).
 */
async function prepare(search: string, version: number): Promise<void> {
  const read = readSandboxSearch(search, version);
  if (read.p === undefined) return;
  restorer = await (restoreModule ??= import('./restore.ts'));
  const result = restorer.restoreHistory(read);
  prepared = { search, version, result };
  if (result.problems.some((p) => p.code === 'impossible')) problems ??= await import('./problems.ts');
}

/**
 * The sandbox history a `?p=…&c=…&n=…` search holds, replayed through the engine (once `prepare` has
 * fetched its checks: the shell waits for it).
 */
export function readHistory(search: string, t: Translate, version: number): FromUrl<GameState, Choice, Log> {
  const read = readSandboxSearch(search, version);
  if (read.p === undefined) return { hist: undefined, problems: read.problems.map((p) => urlNotice(p, t)) };
  if (restorer === undefined) throw new Error('readHistory before prepare');
  const r = prepared !== undefined && prepared.search === search && prepared.version === version ? prepared.result : restorer.restoreHistory(read);
  return { hist: r.hist, problems: r.problems.map((p) => urlNotice(p, t)) };
}

/** The export, built and checked by the scenario loader in a worker (export-worker.ts). */
function checkInWorker(h: Hist<GameState, Choice, Log>, texts: ExportTexts): Promise<ExportFile> {
  return askWorker(new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' }), [h, texts]);
}

/**
 * `start`: the notation of the position the sandbox opens on when the address holds none (made at
 * build time: the game's setup code stays out of the page until the reader asks for a new game).
 */
export function coltExpressKit(opts: { t: Translate; strings: Strings; scenarios: readonly ScenarioEntry[]; start: string }): ColtExpressKit {
  const { t, scenarios } = opts;
  const narration = narrationStrings(opts.strings);
  const version = notationVersion(opts.start) ?? 1;
  const defaultStart = (): GameState => {
    const r = parsePosition(opts.start);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return {
    defaultStart,
    positionOf: makePosition,
    apply(state, choice) {
      const r = apply(state, choice);
      return r.ok ? { ok: true, state: r.value.state, log: r.value.log } : { ok: false, notice: choiceRefusal(r.error, t) };
    },
    searchOf: (h) => writeSearch(makePosition(h.start), h.choices, h.n),
    prepare: (search) => prepare(search, version),
    fromSearch: (search) => readHistory(search, t, version),
    sentences: (log, after) => sentencesOf(log, narration, after, t),
    exportFile: (h, texts) => checkInWorker(h, texts),
    Start: (props) => <StartPanel {...props} scenarios={scenarios} />,
    Stage,
  };
}
