// The sandbox's history as a hook, mirrored in the browser's history so that Back undoes within the
// sandbox before it leaves the page.
//
// Every game's sandbox URL is `?p=<position>&c=<choices>&n=<applied>` (url-state.ts for Colt Express).
// Each applied choice pushes a browser entry ("step": the entry behind it is the same line with one
// choice less); each edit or new game pushes one too ("edit": the entry behind it is the position
// before). Undo and Redo walk those entries when they can (history.back/forward), so the buttons, the
// keys and the browser's arrows stay one history; otherwise they rewrite the current entry. Whatever
// moves the browser, `popstate` reads the URL back: an entry on the same line (same start, its
// choices a prefix of the line's) only changes `n` and keeps what can be redone; another line is read
// again through the engine.

import { useEffect, useRef, useState } from 'preact/hooks';
import { at, fresh, pushed, type Hist } from './history.ts';
import type { SandboxKit } from './kit.ts';

export type EntryKind = 'step' | 'edit' | 'other';
type EntryState = { readonly sandbox: EntryKind };

/** Choices of a search as written (`c`, `~`-separated). */
function choicesIn(search: string): string[] {
  const c = new URLSearchParams(search).get('c');
  return c ? c.split('~') : [];
}

/**
 * Where `search` stands on the line `line` (a search with the whole history): the number of choices
 * it applies when it starts from the same position and its choices begin that line's, else undefined.
 * Entries pushed earlier hold only the choices made so far, so Back lands on a prefix.
 */
export function placeOnLine(line: string, search: string): number | undefined {
  if (new URLSearchParams(line).get('p') !== new URLSearchParams(search).get('p')) return undefined;
  const all = choicesIn(line);
  const mine = choicesIn(search);
  if (mine.length > all.length || mine.some((c, i) => c !== all[i])) return undefined;
  return appliedIn(search, mine.length);
}

/** The number of applied choices a search says (all of them when it says nothing). */
export function appliedIn(search: string, total: number): number {
  const raw = new URLSearchParams(search).get('n');
  return raw !== null && /^[0-9]{1,4}$/.test(raw) ? Math.min(Number(raw), total) : total;
}

function entryKind(): EntryKind {
  const s = history.state as Partial<EntryState> | null;
  return s?.sandbox === 'step' || s?.sandbox === 'edit' ? s.sandbox : 'other';
}

export type Moved = 'undo' | 'redo' | 'back';

export function useSandboxHistory<S, C, L>(kit: SandboxKit<S, C, L>, onMoved: (what: Moved) => void) {
  const [hist, setHist] = useState<Hist<S, C, L> | undefined>(undefined);
  const [kind, setKind] = useState<EntryKind>('other');
  // `pops` counts the Back/Forward moves, so that a history still being read for an older one is dropped.
  const ref = useRef({ hist, kind, forward: 0, onMoved, pops: 0 });
  ref.current.hist = hist;
  ref.current.kind = kind;
  ref.current.onMoved = onMoved;

  const write = (h: Hist<S, C, L>, k: EntryKind, how: 'push' | 'replace') => {
    const url = `${location.pathname}${kit.searchOf(h)}${location.hash}`;
    const data: EntryState = { sandbox: k };
    if (how === 'push') history.pushState(data, '', url);
    else history.replaceState(data, '', url);
    ref.current.forward = 0;
    ref.current.hist = h;
    ref.current.kind = k;
    setKind(k);
    setHist(h);
  };

  useEffect(() => {
    const onPop = () => {
      const r = ref.current;
      const h = r.hist;
      if (!h) return;
      const search = location.search;
      const k = entryKind();
      const pop = ++r.pops;
      const settle = (next: Hist<S, C, L>) => {
        r.hist = next;
        r.kind = k;
        setKind(k);
        setHist(next);
        r.onMoved(next.n < h.n && next.start === h.start ? 'undo' : next.n > h.n && next.start === h.start ? 'redo' : 'back');
      };
      const place = placeOnLine(kit.searchOf({ ...h, n: h.choices.length }), search);
      if (place !== undefined) {
        const next = at(h, place);
        // The entry keeps the whole line, so that Redo and "Copy link" still know the undone choices.
        history.replaceState({ sandbox: k } satisfies EntryState, '', `${location.pathname}${kit.searchOf(next)}${location.hash}`);
        if (next.n === h.n - 1) r.forward++;
        else if (next.n === h.n + 1) r.forward = Math.max(0, r.forward - 1);
        else r.forward = 0;
        settle(next);
      } else {
        r.forward = 0;
        // Another line: read again through the engine (which a kit may fetch first).
        void (kit.prepare?.(search) ?? Promise.resolve()).then(() => {
          if (r.pops === pop) settle(kit.fromSearch(search).hist ?? fresh(kit.defaultStart()));
        });
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [kit]);

  return {
    hist,
    /** the history read from the URL when the page opens (the current entry is rewritten, not pushed) */
    load(h: Hist<S, C, L>) {
      write(h, entryKind(), 'replace');
    },
    apply(choice: C, state: S, log: L) {
      const h = ref.current.hist;
      if (h) write(pushed(h, choice, state, log), 'step', 'push');
    },
    /** an edited position or a new game: a new line, one Back away from the old one */
    restart(start: S) {
      write(fresh<S, C, L>(start), 'edit', 'push');
    },
    canUndo: hist !== undefined && (hist.n > 0 || kind === 'edit'),
    canRedo: hist !== undefined && hist.n < hist.choices.length,
    /** Undoes the last applied choice, or else the last edit; false when there is nothing to undo. */
    undo(): boolean {
      const { hist: h, kind: k } = ref.current;
      if (!h) return false;
      if (h.n > 0 && k !== 'step') {
        write(at(h, h.n - 1), k === 'edit' ? 'edit' : 'other', 'replace');
        ref.current.onMoved('undo');
      } else if (h.n > 0 || k === 'edit') history.back(); // popstate says what moved
      else return false;
      return true;
    },
    redo(): boolean {
      const { hist: h, kind: k, forward } = ref.current;
      if (!h || h.n >= h.choices.length) return false;
      if (forward > 0) history.forward();
      else {
        write(at(h, h.n + 1), k === 'edit' ? 'edit' : 'other', 'replace');
        ref.current.onMoved('redo');
      }
      return true;
    },
  };
}
