// The sandbox shell (`/<lang>/sandbox/`), the same for every game: it starts from the URL's position
// and history (or the game's default position), and holds the history (apply, undo, redo by button,
// by Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y and by the browser's Back), the mode (play or edit), the status
// line, the log, "Copy link" and the export. Everything that knows the game comes from its kit
// (kit.ts): the board and choices, the setup form, the position editor, the notation, the narration.
// Every rule decision is the engine's: the shell only asks the kit and shows.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../i18n/setup.ts';
import type { RulePages } from '../rule-pages.ts';
import type { Translate } from '../i18n.ts';
import type { I18nKey } from '../../i18n/keys.ts';
import type { Sentence } from '../player/kit.ts';
import { HistoryControls } from './HistoryControls.tsx';
import { appliedPart, current, fresh, type Hist } from './history.ts';
import type { ExportTexts, Notice, SandboxKit } from './kit.ts';
import { LogPanel } from './LogPanel.tsx';
import { ProblemAlert, StatusLine } from './NoticeView.tsx';
import { SharePanel } from './SharePanel.tsx';
import { useSandboxHistory, type Moved } from './use-history.ts';
import { useUndoKeys } from './use-undo-keys.ts';

export type ShellProps<S, C, L> = {
  kit: SandboxKit<S, C, L>;
  lang: Lang;
  t: Translate;
  rulePages: RulePages;
  exportTexts: ExportTexts;
};

/** The log of the applied choices, in sentences (the kit's narration). */
export function logSentences<S, C, L>(kit: SandboxKit<S, C, L>, h: Hist<S, C, L>): Sentence[] {
  return h.logs.slice(0, h.n).flatMap((log, i) => kit.sentences(log, h.states[i + 1] as S));
}

/**
 * Where the sandbox opens for an address: the history its search holds, checked by the kit (its
 * engine), else the kit's default position; and the problems that kept the search from being read,
 * in the page's language.
 */
export async function openedAt<S, C, L>(kit: SandboxKit<S, C, L>, search: string, t: Translate): Promise<{ hist: Hist<S, C, L>; problems: readonly Notice[] }> {
  await (kit.prepare?.(search) ?? Promise.resolve());
  const read = kit.fromSearch(search);
  const problems = [...read.problems];
  if (read.hist === undefined && problems.length > 0) problems.push({ text: t('sandbox:problem.fallback') });
  return { hist: read.hist ?? fresh<S, C, L>(kit.defaultStart()), problems };
}

export function SandboxShell<S, C, L>({ kit, lang, t, rulePages, exportTexts }: ShellProps<S, C, L>) {
  const [problems, setProblems] = useState<readonly Notice[]>([]);
  const [mode, setMode] = useState<'play' | 'edit'>('play');
  const [status, setStatus] = useState<Notice | undefined>(undefined);
  const say = (notice: Notice | string) => setStatus(typeof notice === 'string' ? { text: notice } : notice);
  const moved: Record<Moved, I18nKey> = { undo: 'sandbox:play.undone', redo: 'sandbox:play.redone', back: 'sandbox:play.back' };
  const h = useSandboxHistory(kit, (what) => say(t(moved[what])));
  useUndoKeys(
    () => void h.undo(),
    () => void h.redo(),
  );

  // Opened from a link that holds a position ("Open in sandbox", a shared link): the reader came for
  // that position, so the sandbox scrolls into view once it is drawn (on a phone it sits below the
  // page's introduction). Not on a plain visit, and not when the address names an anchor.
  const root = useRef<HTMLDivElement>(null);
  const cameForPosition = useRef(false);

  // Start: the URL's position and history, checked by the engine; else the default position.
  useEffect(() => {
    let live = true;
    const search = location.search;
    cameForPosition.current = new URLSearchParams(search).has('p') && location.hash === '';
    void openedAt(kit, search, t).then((opened) => {
      if (!live) return;
      setProblems(opened.problems);
      h.load(opened.hist);
    });
    return () => {
      live = false;
    };
  }, []);

  const hist = h.hist;
  const sentences = useMemo(() => (hist ? logSentences(kit, hist) : []), [hist]);
  useEffect(() => {
    if (hist === undefined || !cameForPosition.current) return;
    cameForPosition.current = false;
    root.current?.scrollIntoView({ block: 'start' });
  }, [hist]);

  if (!hist) {
    return (
      <div class="sb not-content" data-widget="sandbox" data-hydrated="false">
        <div role="alert" class="sb-alert" />
        <p>{t('sandbox:loading')}</p>
      </div>
    );
  }

  const state = current(hist);
  const choose = (choice: C) => {
    const r = kit.apply(state, choice);
    if (!r.ok) return say(r.notice);
    h.apply(choice, r.state, r.log);
    say(
      kit
        .sentences(r.log, r.state)
        .map((s) => s.text)
        .join(' '),
    );
  };
  const restart = (start: S, message: string) => {
    h.restart(start);
    say(message);
  };
  const Start = kit.Start;
  const Stage = kit.Stage;

  return (
    <div
      ref={root}
      class="sb not-content"
      data-widget="sandbox"
      data-hydrated="true"
      data-position={kit.positionOf(state)}
      data-start={kit.positionOf(hist.start)}
      data-applied={String(hist.n)}
      data-mode={mode}
    >
      <ProblemAlert problems={problems} t={t} />
      <Start t={t} lang={lang} onStart={restart} />
      <div class="sb-modes" role="group" aria-label={t('sandbox:mode.label')}>
        <button type="button" class="widget-button" aria-pressed={mode === 'play' ? 'true' : 'false'} data-action="mode-play" onClick={() => setMode('play')}>
          {t('sandbox:mode.play')}
        </button>
        <button type="button" class="widget-button" aria-pressed={mode === 'edit' ? 'true' : 'false'} data-action="mode-edit" onClick={() => setMode('edit')}>
          {t('sandbox:mode.edit')}
        </button>
      </div>
      <p class="sb-hint">{t(mode === 'play' ? 'sandbox:mode.playHint' : (kit.editHint ?? 'sandbox:mode.editHint'))}</p>
      <Stage
        state={state}
        mode={mode}
        t={t}
        lang={lang}
        rulePages={rulePages}
        choose={choose}
        onEdited={restart}
        say={say}
        status={<StatusLine notice={status} t={t} />}
        controls={
          <HistoryControls
            t={t}
            canUndo={h.canUndo}
            canRedo={h.canRedo}
            applied={hist.n}
            total={hist.choices.length}
            onUndo={() => void h.undo()}
            onRedo={() => void h.redo()}
          />
        }
      />
      <LogPanel sentences={sentences} lang={lang} t={t} rulePages={rulePages} />
      <SharePanel t={t} say={say} makeFile={() => kit.exportFile(appliedPart(hist), exportTexts)} version={kit.searchOf(hist)} />
    </div>
  );
}
