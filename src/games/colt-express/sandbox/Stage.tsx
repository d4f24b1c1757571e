// The Colt Express part of the sandbox page: the train board, the round line, and the play panel
// (legal choices glowing on the board and as buttons, excluded ones with their reasons) or the
// position editor (loaded when the reader first opens it: editor.ts).

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { explain } from '../engine/play.ts';
import type { Choice, Exclusion, GameState } from '../engine/types.ts';
import TrainBoard, { type Marks } from '../board/TrainBoard.tsx';
import { choiceKey, marksFor } from '../widgets/choices.ts';
import { exclusionReason } from '../widgets/exclusions.ts';
import { RoundInfo } from '../widgets/RoundInfo.tsx';
import type { StageProps } from '../../../widgets/sandbox/kit.ts';
import { PlayPanel } from './PlayPanel.tsx';

type Editor = typeof import('./editor.ts');
let editorModule: Promise<Editor> | undefined;
const loadEditor = (): Promise<Editor> => (editorModule ??= import('./editor.ts'));

/**
 * The editor module, fetched when the reader first switches to "Edit the position" (not before: the
 * sandbox page's first load stays within its JavaScript budget, tests/e2e/budget.spec.ts). Meanwhile
 * the panel says it is loading; the focus stays on the mode button.
 */
function useEditor(needed: boolean): Editor | undefined {
  const [editor, setEditor] = useState<Editor | undefined>(undefined);
  useEffect(() => {
    if (needed && editor === undefined) void loadEditor().then(setEditor);
  }, [needed]);
  return editor;
}

/** Keeps the keyboard focus on the piece being edited after the board re-renders. */
function useFocusAfter(root: { current: HTMLDivElement | null }) {
  const focusAfter = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = focusAfter.current;
    if (!key || !root.current) return;
    focusAfter.current = undefined;
    const target = [...root.current.querySelectorAll<HTMLButtonElement>(`.tb-hot[data-key="${key}"]`)].find((b) => b.offsetParent !== null);
    target?.focus();
  });
  return focusAfter;
}

export function Stage({ state, mode, t, lang, rulePages, choose, onEdited, say, status, controls }: StageProps<GameState, Choice>) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [filterKey, setFilterKey] = useState<string | undefined>(undefined);
  const [showPurses, setShowPurses] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter(root);
  const editor = useEditor(mode === 'edit');
  // An edit made here keeps the piece selected (the arrow keys move it on); any other change of
  // position (undo, Back, a new game) or of mode lets it go.
  const editedHere = useRef(false);
  useEffect(() => {
    if (!editedHere.current) setSelected(undefined);
    editedHere.current = false;
    setFilterKey(undefined);
  }, [state, mode]);

  const explanation = useMemo(() => (state.pending === null ? { legal: [], excluded: [] } : explain(state)), [state]);
  const reasonOf = (e: Exclusion): string => exclusionReason(e, state, t);
  const legalAt = (key: string): Choice[] => explanation.legal.filter((c) => choiceKey(c, state) === key);

  const onBoardPlay = (key: string) => {
    const legal = legalAt(key);
    if (legal.length === 1) choose(legal[0] as Choice);
    else if (legal.length > 1) {
      setFilterKey(key);
      say(t('sandbox:play.several', { count: legal.length }));
    } else {
      const ex = explanation.excluded.find((e) => choiceKey(e.choice, state) === key);
      if (ex) say(t('sandbox:play.excluded', { reason: reasonOf(ex) }));
    }
  };

  const editing = mode === 'edit' && editor !== undefined;
  const edit = editing
    ? editor.editWith({
        state,
        t,
        onEdited: (start, message, focusKey) => {
          focusAfter.current = focusKey;
          editedHere.current = true;
          onEdited(start, message);
        },
        refused: (error) => say(editor.buildRefusal(t('sandbox:edit.rejected'), error, t, state)),
      })
    : undefined;
  const board = editing && edit ? editor.boardEditing({ state, selected, select: setSelected, edit, say, t }) : undefined;
  const picked = editing && selected ? editor.parseKey(selected) : undefined;

  const marks: Marks =
    mode === 'play' ? marksFor(explanation, state, t, reasonOf) : selected ? { [selected]: { status: 'selected', note: t('sandbox:edit.selectedNote') } } : {};

  return (
    <div class="sb-stage" ref={root} data-editor={editing ? 'ready' : undefined}>
      <label class="sb-check">
        <input type="checkbox" checked={showPurses} data-action="show-purses" onChange={(e) => setShowPurses(e.currentTarget.checked)} />
        {t('sandbox:mode.showPurses')}
      </label>
      <TrainBoard
        state={state}
        t={t}
        idBase="sandbox-board"
        showPurseValues={showPurses}
        marks={marks}
        onActivate={mode === 'play' ? onBoardPlay : (board?.onActivate ?? (() => undefined))}
        editable={editing}
        onKey={(key, e) => board?.onKey(key, e) ?? false}
        textOpen={false}
      />
      {status}
      <RoundInfo state={state} t={t} />
      {mode === 'play' ? (
        <PlayPanel
          state={state}
          explanation={explanation}
          shown={filterKey ? legalAt(filterKey) : explanation.legal}
          filtered={filterKey !== undefined}
          onShowAll={() => setFilterKey(undefined)}
          choose={choose}
          reasonOf={reasonOf}
          t={t}
          lang={lang}
          rulePages={rulePages}
          controls={controls}
        />
      ) : editing && edit ? (
        <editor.EditPanel
          t={t}
          state={state}
          picked={picked}
          pickedName={picked ? editor.pickedName(picked, state, t) : ''}
          edit={edit}
          onDone={() => setSelected(undefined)}
        />
      ) : (
        <p>{t('sandbox:loading')}</p>
      )}
    </div>
  );
}
