// The learn page's boards draw only the picture the reader sees (issue 23: no main-thread task over
// 50 ms at 4× CPU). Every board draws a position twice, in a row (wide) and one car under the other
// (narrow), and CSS container queries show one (src/styles/widgets.css); the learn page draws the
// board after every move, and the hidden picture's layout, SVG and hot spots were work for nothing.
// Here, and only here (the rules pages' bundle does not carry it: their server HTML needs both):
// a ResizeObserver reports the displayed wrapper after the first layout (a wrapper with
// `display: none` has no size and no client rects) and later the other one once it is displayed (a
// phone turned, a window widened); printing, which shows the wide one, draws it first. A picture
// once drawn stays drawn.
import type { ComponentType } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { DrawnPictures, Orientation } from '../widgets/board-hot.tsx';
import type { BoardProps } from '../widgets/player/kit.ts';

const ORIENTATIONS: readonly Orientation[] = ['wide', 'narrow'];

export function useDrawnPictures(): DrawnPictures {
  const [drawn, setDrawn] = useState<readonly Orientation[]>([]);
  const stage = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = stage.current;
    if (root === null) return;
    let gone = false;
    const add = (more: readonly Orientation[]) =>
      setDrawn((had) => (more.every((o) => had.includes(o)) ? had : ORIENTATIONS.filter((o) => had.includes(o) || more.includes(o))));
    const wrappers = ORIENTATIONS.map((o) => [o, root.querySelector(`:scope > .tb-${o}`)] as const);
    // Asking for client rects here would lay the page out inside this task, on top of the board's
    // first render (the learn page's longest task at 4× CPU): the ResizeObserver's first report comes
    // after the browser's own layout (a displayed wrapper has a size), and the picture is then drawn
    // in a task of its own.
    const check = () => {
      const shown = wrappers.filter(([, el]) => el !== null && el.getClientRects().length > 0).map(([o]) => o);
      if (shown.length > 0) setTimeout(() => gone || add(shown));
    };
    const beforePrint = () => add(['wide']);
    window.addEventListener('beforeprint', beforePrint);
    // (no ResizeObserver: both pictures, as the rules pages draw them)
    const seen = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    if (seen === undefined) add(ORIENTATIONS);
    for (const [, el] of wrappers) if (el !== null) seen?.observe(el);
    return () => {
      gone = true;
      seen?.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, []);
  return { drawn: (o) => drawn.includes(o), stage };
}

/** `Board` drawn with only the picture the reader sees (the hook lives as long as this board). */
export function ShownBoard<S>({ Board, ...props }: { Board: ComponentType<BoardProps<S>> } & Omit<BoardProps<S>, 'pictures'>) {
  const pictures = useDrawnPictures();
  return <Board {...props} pictures={pictures} />;
}
