// What the scenario player needs from a game: its engine's move, its picture, and how its choices,
// exclusions and log entries read in the page's language. The player core (this folder) knows no
// game; each game passes its kit from a small island entry (src/games/<game>/ScenarioIsland.tsx),
// so a page of one game loads none of the other game's code.

import type { ComponentType } from 'preact';
import type { Strings } from '../../i18n/setup.ts';
import type { Translate } from '../i18n.ts';

/** How a spot on the board is marked (`option`: a possible answer, nothing said about it): board-hot.tsx. */
export type { MarkStatus, Marks } from '../board-hot.tsx';
import type { DrawnPictures, Marks } from '../board-hot.tsx';

/** A sentence of narration with the rule it comes from. */
export type Sentence = { readonly text: string; readonly rule: string };

/** An option the rules exclude, as the game's `explain` gives it. */
export type KitExclusion = { readonly rule: string; readonly choice: unknown };

export type Explanation<C, X extends KitExclusion> = { readonly legal: readonly C[]; readonly excluded: readonly X[] };

export interface BoardProps<S> {
  state: S;
  /** values hidden during play (purses) may be drawn */
  valuesOpen: boolean;
  t: Translate;
  idBase: string;
  marks?: Marks;
  onActivate?: (key: string) => void;
  textOpen?: boolean;
  /**
   * Which pictures (wide, narrow) to draw, when not both: the learn page draws only the one the reader
   * sees (src/learn/drawn-pictures.tsx); rules pages and the sandbox draw both (their server HTML needs both).
   */
  pictures?: DrawnPictures;
}

export interface PlayerKit<S = unknown, C = unknown, X extends KitExclusion = KitExclusion, L = unknown> {
  readonly game: string;
  /**
   * The engine's own move: the browser replays the choices the build found for each step (model.ts
   * `replayModel`) and compares the positions with the build's, so it ships neither the scenario
   * vocabulary nor the checks (the build has them: build.ts `PlayerBuild.checkedSteps`).
   */
  apply(state: S, choice: C): { readonly ok: true; readonly state: S; readonly log: readonly L[] } | { readonly ok: false; readonly message: string };
  /** Legal choices and excluded options when someone decides; undefined when nobody does. */
  explain(state: S): Explanation<C, X> | undefined;
  /** Whether values hidden during play (purses) may be shown and named in this state. */
  valuesOpen(state: S): boolean;
  readonly Board: ComponentType<BoardProps<S>>;
  /** One line about the round (optional). */
  readonly Info?: ComponentType<{ state: S; t: Translate }>;
  /** The board spot a choice (or excluded option) points at. */
  choiceKey(choice: C | X['choice'], state: S): string | undefined;
  choiceLabel(choice: C | X['choice'], state: S, t: Translate): string;
  /** A board spot as a short answer ("Tuco", "Wagon 2, roof"). */
  keyLabel(key: string, state: S, t: Translate): string;
  sameChoice(a: C, b: C): boolean;
  exclusionReason(e: X, state: S, t: Translate): string;
  /** Board marks for a revealed decision: legal spots glow, excluded ones say why. */
  marksFor(ex: Explanation<C, X>, state: S, t: Translate, reasonOf: (e: X) => string): Marks;
  /** Who is to choose what ("Tuco's Fire card is resolved"). */
  pendingText(state: S, t: Translate): string;
  /** A step's log as sentences; `valuesOpen` false hides values the players could not see. */
  narrate(log: readonly L[], strings: Strings, state: S, t: Translate, valuesOpen: boolean): readonly Sentence[];
}
