// What an example sends to the page: built once at build time (build.ts), written as one JSON script
// next to the island, read by the island (page-data.ts). Only the page's language, only what the
// island uses: the starting state, the steps the walk needs, the texts, the rules it can link to.

import type { Scenario, Step } from '../../scenarios/types.ts';
import type { RulePages } from '../rule-pages.ts';

/** A question in the page's language; how it is answered (see Step.answer). */
export type QuestionData = {
  readonly text: string;
  readonly possible?: string;
  readonly answers?: readonly { readonly text: string; readonly right: boolean }[];
};

/** What walking a step needs (no texts: those are in `questions` and `notes`). */
export type WalkStep = Pick<Step, 'index' | 'kind' | 'text' | 'action' | 'by' | 'expect'>;

export interface ExampleData {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly caption: string;
  /** What the example shows, once its questions are answered ('' when it has none). */
  readonly explanation: string;
  /** The rules the scenario illustrates (a legal answer links to them). */
  readonly rules: readonly string[];
  /** Name and page of every rule the example can link to. */
  readonly rulePages: RulePages;
  readonly steps: readonly WalkStep[];
  readonly questions: readonly (QuestionData | null)[];
  readonly notes: readonly string[];
  /** The starting state, built by the engine at build time (plain JSON). */
  readonly start: unknown;
  /** What the build found running the scenario with its assertions (see model.ts `verdictOf`). */
  readonly check: BuildCheck;
  /** "Open in sandbox": `?p=<start>&c=<choices>`, and `n` = choices applied before each step. */
  readonly sandbox: { readonly p: string; readonly c: string; readonly n: readonly number[] } | undefined;
  /** The rules page the example is on (links come back to it). */
  readonly pagePath: string;
}

export interface BuildCheck {
  readonly passed: boolean;
  readonly failures: readonly { readonly path: string; readonly message: string; readonly expected?: string | undefined; readonly actual?: string | undefined }[];
  /** fingerprint of each position the steps reached (fingerprint.ts) */
  readonly prints: readonly string[];
}

/** The scenario the walk runs (texts and line numbers are not needed in the browser). */
export function walkable(d: ExampleData): Scenario {
  const none = { en: '', it: '', nl: '', ro: '', sv: '' };
  return {
    file: '',
    id: d.id,
    game: d.game,
    edition: undefined,
    options: {},
    rules: d.rules,
    source: [],
    title: none,
    caption: none,
    explanation: undefined,
    start: { kind: 'position', value: null },
    steps: d.steps.map((s) => ({ ...s, line: 0, ask: undefined, answer: undefined, note: undefined })),
    lineOf: () => 0,
  };
}

/** Element ids of the page's JSON scripts. */
export const stringsScriptId = (lang: string): string => `sc-strings-${lang}`;
export const dataScriptId = (lang: string, id: string): string => `sc-data-${lang}-${id}`;
