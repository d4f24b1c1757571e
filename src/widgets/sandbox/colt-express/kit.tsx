// Colt Express in the sandbox shell: its engine, its notation and choices in the URL (url-state.ts),
// its board and panels, its narration and its scenario export.

import { apply, checkPosition, createGame, makePosition, parsePosition } from '../../../games/colt-express/engine/index.ts';
import type { Choice, GameState, LogEntry } from '../../../games/colt-express/engine/types.ts';
import type { Strings } from '../../../i18n/setup.ts';
import type { Translate } from '../../i18n.ts';
import { narrationStrings, sentencesOf } from '../../narration.ts';
import { notationVersion, readSandboxSearch, restore, writeSandboxSearch, type UrlProblem } from '../../url-state.ts';
import { askWorker } from '../ask-worker.ts';
import { restoredHist, type Hist } from '../history.ts';
import type { ExportFile, ExportTexts, FromUrl, Notice, SandboxKit } from '../kit.ts';
import { choiceRefusal, positionNotice } from './problems.ts';
import { Stage } from './Stage.tsx';
import { StartPanel, type ScenarioEntry } from './StartPanel.tsx';

export type Log = readonly LogEntry[];
export type ColtExpressKit = SandboxKit<GameState, Choice, Log>;

function defaultStart(): GameState {
  const g = createGame({ seed: 1, players: 4, preset: 'original' });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

let version: number | undefined;
const notationNow = (): number => (version ??= notationVersion(makePosition(defaultStart())) ?? 1);

/** A problem of the URL in the page's language; the engine's English only as the folded detail. */
export function urlNotice(p: UrlProblem, t: Translate): Notice {
  const text = t(`sandbox:problem.${p.code}`, { param: p.param, index: p.index ?? '', detail: p.detail ?? '' });
  if (p.code === 'impossible' && p.found) return positionNotice(text, p.found, t);
  const detailInText = p.code === 'outdated' || p.code === 'unknown-version';
  return { text, detail: detailInText ? undefined : p.detail };
}

/** The sandbox history a `?p=…&c=…&n=…` search holds, replayed through the engine. */
export function readHistory(search: string, t: Translate): FromUrl<GameState, Choice, Log> {
  const read = readSandboxSearch(search, notationNow());
  const r = restore(read, { parsePosition, checkPosition, apply });
  const problems = r.problems.map((p) => urlNotice(p, t));
  if (r.start === undefined) return { hist: undefined, problems };
  // restore() keeps the states; the logs come from one more replay.
  const hist = restoredHist<GameState, Choice, Log>({ ...r, start: r.start }, (state, choice) => {
    const a = apply(state, choice);
    return a.ok ? a.value.log : undefined;
  });
  return { hist, problems };
}

/** The export, built and checked by the scenario loader in a worker (export-worker.ts). */
function checkInWorker(h: Hist<GameState, Choice, Log>, texts: ExportTexts): Promise<ExportFile> {
  return askWorker(new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' }), [h, texts]);
}

export function coltExpressKit(opts: { t: Translate; strings: Strings; scenarios: readonly ScenarioEntry[] }): ColtExpressKit {
  const { t, scenarios } = opts;
  const narration = narrationStrings(opts.strings);
  return {
    defaultStart,
    positionOf: makePosition,
    apply(state, choice) {
      const r = apply(state, choice);
      return r.ok ? { ok: true, state: r.value.state, log: r.value.log } : { ok: false, notice: choiceRefusal(r.error, t) };
    },
    searchOf: (h) => writeSandboxSearch(makePosition(h.start), h.choices, h.n),
    fromSearch: (search) => readHistory(search, t),
    sentences: (log, after) => sentencesOf(log, narration, after, t),
    exportFile: (h, texts) => checkInWorker(h, texts),
    Start: (props) => <StartPanel {...props} scenarios={scenarios} />,
    Stage,
  };
}
