// The computer player's side of the learn page's worker (issue 23: "It runs in a Web Worker: the page
// never freezes"). A game's worker entry (computer-ce.worker.ts, computer-cse.worker.ts) serves that
// game's computer with this: the page posts what the computer's seat may know (its view and log,
// session.ts `computerAsk`), the worker answers with the choice and the reason. The referee's state
// never reaches the worker.
import type { Ask, Answer, Decide } from './rules.ts';

export type ComputerRequest = { readonly id: number; readonly ask: Ask<unknown, unknown> };
export type ComputerReply = { readonly id: number; readonly answer: Answer<unknown> };

/** How long the level "regular" may think in the browser (play-outs, and a clock). */
export const PAGE_BUDGET = { playouts: 200, ms: 350 } as const;

type Scope = { onmessage: ((e: MessageEvent<ComputerRequest>) => void) | null; postMessage: (m: ComputerReply) => void };

export function serveComputer(decide: Decide<unknown, unknown, unknown>, scope: Scope = self as unknown as Scope): void {
  scope.onmessage = (e) => {
    const { id, ask } = e.data;
    let answer: Answer<unknown> = null;
    try {
      answer = decide(ask, { ...PAGE_BUDGET, clock: () => performance.now() });
    } catch {
      answer = null;
    }
    scope.postMessage({ id, answer });
  };
}
