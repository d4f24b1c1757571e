// The sandbox's history, for any game: a starting state, the choices made from it, the state and the
// log after each one, and how many of them are applied (the rest can be redone). Pure functions over
// plain data: the hook (use-history.ts) holds one value and the browser history mirrors it.

export type Hist<S, C, L> = {
  readonly start: S;
  /** states[i] = after i choices; states[0] = start */
  readonly states: readonly S[];
  readonly choices: readonly C[];
  /** logs[i] = what choice i did */
  readonly logs: readonly L[];
  /** choices applied (the rest can be redone) */
  readonly n: number;
};

export function fresh<S, C, L>(start: S): Hist<S, C, L> {
  return { start, states: [start], choices: [], logs: [], n: 0 };
}

/** The state shown: after the applied choices. */
export function current<S, C, L>(h: Hist<S, C, L>): S {
  return h.states[h.n] as S;
}

/** A choice applied after the current state: what could be redone is dropped. */
export function pushed<S, C, L>(h: Hist<S, C, L>, choice: C, state: S, log: L): Hist<S, C, L> {
  return {
    start: h.start,
    states: [...h.states.slice(0, h.n + 1), state],
    choices: [...h.choices.slice(0, h.n), choice],
    logs: [...h.logs.slice(0, h.n), log],
    n: h.n + 1,
  };
}

/** The same history with `n` choices applied (clamped to what exists). */
export function at<S, C, L>(h: Hist<S, C, L>, n: number): Hist<S, C, L> {
  const k = Math.max(0, Math.min(h.choices.length, Math.trunc(n)));
  return k === h.n ? h : { ...h, n: k };
}

export const canUndo = <S, C, L>(h: Hist<S, C, L>): boolean => h.n > 0;
export const canRedo = <S, C, L>(h: Hist<S, C, L>): boolean => h.n < h.choices.length;

/** What was applied, for an export: the start, the states and logs up to the current one. */
export function appliedPart<S, C, L>(h: Hist<S, C, L>): Hist<S, C, L> {
  return { start: h.start, states: h.states.slice(0, h.n + 1), choices: h.choices.slice(0, h.n), logs: h.logs.slice(0, h.n), n: h.n };
}

/**
 * The history a URL restored (its states already replayed by the engine); the logs come from one more
 * replay, `logOf` giving what a choice did (undefined: the replay stops there).
 */
export function restoredHist<S, C, L>(
  r: { readonly start: S; readonly states: readonly S[]; readonly choices: readonly C[]; readonly n: number },
  logOf: (state: S, choice: C) => L | undefined,
): Hist<S, C, L> {
  const logs: L[] = [];
  for (let i = 0; i < r.choices.length; i++) {
    const log = logOf(r.states[i] as S, r.choices[i] as C);
    if (log === undefined) break;
    logs.push(log);
  }
  return { start: r.start, states: r.states, choices: r.choices, logs, n: r.n };
}
