// What a game gives the sandbox shell (Sandbox.tsx). The shell owns what every game's sandbox does
// the same way: the history (apply, undo, redo, the keyboard, the browser's Back), the URL, the
// status line, the log, "Copy link" and the export. The kit owns everything that knows the game:
// its engine, its position notation and its choices in the URL, its board, its setup form and its
// position editor, its narration and its scenario file.
//
// Colt Express: games/colt-express/sandbox/kit.tsx; Colt Super Express: games/colt-super-express/sandbox/kit.tsx. Each game has
// a folder and an island entry, loaded by the page's game picker (GamePicker.tsx).

import type { ComponentType } from 'preact';
import type { Lang } from '../../i18n/setup.ts';
import type { RulePages } from '../rule-pages.ts';
import type { Translate } from '../i18n.ts';
import type { I18nKey } from '../../i18n/keys.ts';
import type { Sentence } from '../player/kit.ts';
import type { Hist } from './history.ts';

/**
 * A message for the reader, in the page's language only: a sentence and, when there are several
 * problems, one sentence each. The engine's English (`message`) never reaches a notice (issue 19: no
 * English inside a localized page, details included; tests/unit/notice-language.test.ts).
 */
export type Notice = { readonly text: string; readonly items?: readonly string[] | undefined };

export type Applied<S, L> = { readonly ok: true; readonly state: S; readonly log: L } | { readonly ok: false; readonly notice: Notice };

/** A history read from the URL, or the problems that kept it from being read. */
export type FromUrl<S, C, L> = { readonly hist: Hist<S, C, L> | undefined; readonly problems: readonly Notice[] };

export type ExportFile = { readonly ok: true; readonly id: string; readonly yaml: string } | { readonly ok: false; readonly problems: readonly string[] };

export type LangTexts = { readonly [lang: string]: string };
/** Title and caption of an exported scenario, in every language of the site. */
export type ExportTexts = { readonly title: LangTexts; readonly caption: LangTexts };

export type StartProps<S> = {
  readonly t: Translate;
  readonly lang: Lang;
  /** a new starting position, with a message for the status line */
  readonly onStart: (start: S, message: string) => void;
};

export type StageProps<S, C> = {
  readonly state: S;
  readonly mode: 'play' | 'edit';
  readonly t: Translate;
  readonly lang: Lang;
  readonly rulePages: RulePages;
  /** apply a legal choice */
  readonly choose: (choice: C) => void;
  /** an edited position: the history starts again from it */
  readonly onEdited: (start: S, message: string) => void;
  readonly say: (notice: Notice | string) => void;
  /** the status line, shown under the board */
  readonly status: preact.ComponentChildren;
  /** Undo / Redo, shown under the choices */
  readonly controls: preact.ComponentChildren;
};

export interface SandboxKit<S, C, L> {
  /** the key of the edit mode's hint, when the game's editor works otherwise than Colt Express's */
  readonly editHint?: I18nKey;
  /** the position when the URL holds none */
  defaultStart(): S;
  /** the engine's notation of a position (the URL and `data-position`) */
  positionOf(state: S): string;
  apply(state: S, choice: C): Applied<S, L>;
  /** `?p=…&c=…&n=…` for a history */
  searchOf(h: Hist<S, C, L>): string;
  /** a history from `location.search`, checked by the engine; problems in the page's language */
  fromSearch(search: string): FromUrl<S, C, L>;
  /**
   * fetches what `fromSearch` needs to read `search`, for a kit that loads its engine's position
   * checks only when an address holds a position; the shell calls `fromSearch` once it resolves
   */
  prepare?(search: string): Promise<void>;
  /** what a choice did, in sentences with their rule ids */
  sentences(log: L, after: S): Sentence[];
  /** the applied part of the history as a scenario file, validated by the scenario loader (loaded on demand) */
  exportFile(h: Hist<S, C, L>, texts: ExportTexts): Promise<ExportFile>;
  readonly Start: ComponentType<StartProps<S>>;
  readonly Stage: ComponentType<StageProps<S, C>>;
}
