// Colt Super Express in the sandbox shell: its engine, its notation and choices in the URL (url.ts),
// its board and choices (Stage.tsx, with the scenario player's words), its setup form and its
// narration, its position editor (edit.ts) and its scenario export (checked in a worker).

import { createGame, makePosition } from '../engine/index.ts';
import { apply } from '../engine/play.ts';
import type { Choice, EngineError, GameState } from '../engine/types.ts';
import { coltSuperExpressKit as words } from '../player-kit.ts';
import type { Strings } from '../../../i18n/setup.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { isOneOf } from '../../../i18n/keys.ts';
import type { UrlProblem } from '../../../widgets/url-state.ts';
import { askWorker } from '../../../widgets/sandbox/ask-worker.ts';
import type { Notice, SandboxKit } from '../../../widgets/sandbox/kit.ts';
import { Stage } from './Stage.tsx';
import { StartPanel } from './StartForm.tsx';
import type { ScenarioEntry } from '../../../widgets/sandbox/ScenarioPicker.tsx';
import { cseNotationVersion, readSearch, searchOf, type Log } from './url.ts';

export type CseKit = SandboxKit<GameState, Choice, Log>;

export function defaultStart(): GameState {
  const g = createGame({ seed: 1, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/**
 * A problem of the URL in the page's language (the shell's sentences). What the engine found wrong
 * with an impossible position is its English, so the reader is not shown it.
 */
export function urlNotice(p: UrlProblem<{ code: string; message: string; path: string }>, t: Translate): Notice {
  const text = t(`sandbox:problem.${p.code}`, { param: p.param, index: p.index ?? '', detail: p.detail ?? '' });
  return { text };
}

/** A choice `apply` refuses (only legal ones are offered: this is the safety net). */
function choiceRefusal(error: EngineError, t: Translate): Notice {
  const known = ['illegal-choice', 'malformed-choice', 'game-over'] as const;
  return { text: t(`errors:choice.${isOneOf(error.code, known) ? error.code : 'other'}`) };
}

let version: number | undefined;

export function cseKit(opts: { t: Translate; strings: Strings; scenarios?: readonly ScenarioEntry[] }): CseKit {
  const { t, strings } = opts;
  const scenarios = opts.scenarios ?? [];
  return {
    editHint: 'sandbox:cse.editHint',
    defaultStart,
    positionOf: makePosition,
    apply(state, choice) {
      const r = apply(state, choice);
      return r.ok ? { ok: true, state: r.value.state, log: r.value.log } : { ok: false, notice: choiceRefusal(r.error, t) };
    },
    searchOf,
    fromSearch(search) {
      version ??= cseNotationVersion(defaultStart());
      const { hist, restored } = readSearch(search, version);
      return { hist, problems: restored.problems.map((p) => urlNotice(p, t)) };
    },
    sentences: (log, after) => [...words.narrate(log, strings, after, t, true)],
    exportFile: (h, texts) => askWorker(new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' }), [h, texts]),
    Start: (props) => <StartPanel {...props} scenarios={scenarios} />,
    Stage,
  };
}
