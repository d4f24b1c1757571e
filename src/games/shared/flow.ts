// The game flow as data, for every game (as boardgame.io declares its phases): a game's flow.ts
// gives the table (its stages, and for each kind of pending choice its legal choices and how its
// answer is performed) and these functions walk it. A stage never calls the next stage: it
// returns 'wait' (a player is asked, or the game is over) or 'next' (the stage is over), and run()
// enters the next stage. So rule modules import nothing of each other's phase (no import cycle).
// Pure; imports nothing.

/** What a stage or the answer to a choice leaves: 'wait' = a player is asked (or the game is over), 'next' = go on. */
export type StageOutcome = 'wait' | 'next';

export type Stage<Id extends string, S, X> = {
  /** Enter the stage: ask a player ('wait') or do its work at once ('next'). */
  readonly begin: (ctx: X) => StageOutcome;
  /** The stage that follows this one. */
  readonly next: (s: S) => Id;
};

export type Answer<Id extends string, S, X, P, C> = {
  /** the stage the choice is answered in: after a 'next', the flow goes on with the stage after it */
  readonly stage: Id;
  /** the legal choices, canonical order */
  readonly choices: (s: S, p: P) => readonly C[];
  /** carry out a legal choice (already validated) */
  readonly answer: (ctx: X, p: P, choice: C) => StageOutcome;
};

/** One game's flow: its stages, and one row per kind of pending choice. */
export type Flow<Id extends string, S, X extends { readonly s: S }, P extends { readonly kind: string }, C> = {
  readonly stages: { readonly [K in Id]: Stage<Id, S, X> };
  readonly answers: { readonly [K in P['kind']]: Answer<Id, S, X, Extract<P, { readonly kind: K }>, C> };
};

function answerOf<Id extends string, S, X extends { readonly s: S }, P extends { readonly kind: string }, C>(
  flow: Flow<Id, S, X, P, C>,
  p: P,
): Answer<Id, S, X, P, C> {
  // one row per kind: the row of p.kind takes exactly this p
  return flow.answers[p.kind as P['kind']] as Answer<Id, S, X, P, C>;
}

/** Enter `stage` and go on through the table until a player is asked (or the game is over). */
export function runFlow<Id extends string, S, X extends { readonly s: S }, P extends { readonly kind: string }, C>(
  flow: Flow<Id, S, X, P, C>,
  ctx: X,
  stage: Id,
): void {
  let st = stage;
  while (flow.stages[st].begin(ctx) === 'next') st = flow.stages[st].next(ctx.s);
}

/** The legal choices of the pending choice `p`, canonical order. */
export function flowChoices<Id extends string, S, X extends { readonly s: S }, P extends { readonly kind: string }, C>(
  flow: Flow<Id, S, X, P, C>,
  s: S,
  p: P,
): readonly C[] {
  return answerOf(flow, p).choices(s, p);
}

/** Carry out a legal choice of the pending `p`, then everything automatic that follows it. */
export function performFlow<Id extends string, S, X extends { readonly s: S }, P extends { readonly kind: string }, C>(
  flow: Flow<Id, S, X, P, C>,
  ctx: X,
  p: P,
  choice: C,
): void {
  const row = answerOf(flow, p);
  if (row.answer(ctx, p, choice) === 'next') runFlow(flow, ctx, flow.stages[row.stage].next(ctx.s));
}

/** A game's flow table with the three walks bound to it (each engine's flow.ts exports these). */
export function flowOf<Id extends string, S, X extends { readonly s: S }, P extends { readonly kind: string }, C>(flow: Flow<Id, S, X, P, C>) {
  return {
    /** Enter `stage` and go on through the table until a player is asked (or the game is over). */
    run: (ctx: X, stage: Id): void => runFlow(flow, ctx, stage),
    /** The legal choices of the pending choice `p`, canonical order. */
    choices: (s: S, p: P): readonly C[] => flowChoices(flow, s, p),
    /** Carry out a legal choice of the pending `p`, then everything automatic that follows it. */
    perform: (ctx: X, p: P, choice: C): void => performFlow(flow, ctx, p, choice),
  };
}
