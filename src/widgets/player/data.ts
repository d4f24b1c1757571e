// What an example sends to the page: built once at build time (build.ts), written as one JSON script
// next to the island, read by the island (page-data.ts). Only the page's language, only what the
// island uses: the starting state, the engine choices of each step, the texts, the rules it can link to.

import type { RulePages } from '../rule-pages.ts';

/** A question in the page's language; how it is answered (see Step.answer). */
export type QuestionData = {
  readonly text: string;
  /** `possible:` the option asked about, found by the build among what the game offered (`legal`) or excluded, by index */
  readonly possible?: { readonly legal: boolean; readonly index: number };
  readonly answers?: readonly { readonly text: string; readonly right: boolean }[];
};

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
  /**
   * The engine choices each step applies, found by the build's walk: the browser replays them with
   * the engine (the scenario's own words for them need no reading there). A `check` step applies none.
   */
  readonly choices: readonly (readonly unknown[])[];
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

/** Element ids of the page's JSON scripts. */
export const stringsScriptId = (lang: string): string => `sc-strings-${lang}`;
export const dataScriptId = (lang: string, id: string): string => `sc-data-${lang}-${id}`;
