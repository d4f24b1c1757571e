// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac), anywhere on the sandbox page, except
// while the reader types in a text field, where the keys belong to the field.

import { useEffect, useRef } from 'preact/hooks';

type KeyLike = {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
};

type TargetLike = { readonly tagName?: string; readonly isContentEditable?: boolean; readonly type?: string };

/** Fields whose own undo the keys must reach: text inputs, text areas, editable content. */
export function typesText(target: EventTarget | null): boolean {
  const el = target as TargetLike | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag !== 'INPUT') return false;
  const type = (el.type ?? 'text').toLowerCase();
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

export function undoKeyOf(e: KeyLike): 'undo' | 'redo' | undefined {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || typesText(e.target)) return undefined;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return undefined;
}

export function useUndoKeys(undo: () => void, redo: () => void): void {
  const latest = useRef({ undo, redo });
  latest.current = { undo, redo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const what = undoKeyOf(e);
      if (!what) return;
      e.preventDefault();
      latest.current[what]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
