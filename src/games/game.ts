// What one game is (issue 21, "One object per game"; boardgame.io's `Game` is the model): each game
// exports one object from src/games/<game>/game.ts, checked against its own types with
// `satisfies Game<its types>`, and src/games/index.ts lists them. Every place that names games
// derives from that list: the scenario registry (src/scenarios/registry.ts), the players
// (src/games/players.ts), the examples (src/components/Scenario.astro), the sandbox page
// (src/components/Sandbox.astro, src/widgets/sandbox/GamePicker.tsx) and the CLI (src/cli/).
//
// Build time and Node only. A page's script never imports a game object (it holds every part of the
// game: its engine, its scenario loader, its build-time player and sandbox data). Node runs the CLI
// from it too, without Vite: the parts that need Vite (the player's board components, the site's
// strings and scenario files) are loaded when asked for (`player()`, `sandbox.props()`), so the
// object itself imports only plain TypeScript. What the browser runs is reached by file name
// instead, one chunk per game, loaded when needed:
//   src/games/<game>/Scenario.astro          the example's island, with its hydration (Scenario.astro)
//   src/games/<game>/sandbox/*Sandbox.tsx    the sandbox island (GamePicker.tsx, a lazy import each)
// tests/unit/game-list.test.ts checks that those files and this list name the same games.

import type { tFor } from '../i18n/resources.ts';
import type { Lang, Strings } from '../i18n/setup.ts';
import type { GameAdapter, GameNarration } from '../scenarios/types.ts';
import type { RuleNamer, RulePages } from '../widgets/rule-pages.ts';
import type { PlayerBuild } from '../widgets/player/build.ts';
import type { PlayerProps } from '../widgets/player/Player.tsx';
import type { KitExclusion } from '../widgets/player/kit.ts';
import type { ExportTexts } from '../widgets/sandbox/kit.ts';
import type { Engine, EngineTypes } from './shared/engine.ts';

/** A key of the site's strings, as the site's translate function takes it. */
export type LocaleKey = Parameters<ReturnType<typeof tFor>>[0];

/** The types one game speaks in: its engine's, and those of its scenario files and sandbox island. */
export type GameTypes = EngineTypes & {
  /** an excluded option as the scenario player shows it (its engine's explanation entries) */
  readonly exclusion: KitExclusion;
  /** a scenario's start as its adapter reads it (`position:` or `setup:`) */
  readonly start: unknown;
  /** a scenario step's phrase as its adapter reads it */
  readonly phrase: unknown;
  /** a scenario step's `expect:` as its adapter reads it */
  readonly expect: unknown;
  /** what its sandbox island takes besides the page's language (built at build time) */
  readonly sandboxProps: object;
};

/** A game's GameTypes from its engine's types and the types of its scenario files and sandbox island. */
export type GameTypesOf<E extends EngineTypes, Exclusion extends KitExclusion, Start, Phrase, Expect, SandboxProps extends object> = E & {
  readonly exclusion: Exclusion;
  readonly start: Start;
  readonly phrase: Phrase;
  readonly expect: Expect;
  readonly sandboxProps: SandboxProps;
};

/**
 * What the sandbox page gives every game to build its island's props: the page's language, the
 * site's way to pick an island's strings and to name rules and their pages, the exported scenario's
 * title and caption. (A game never imports the site's components: these come in as values.)
 */
export type SandboxContext = {
  readonly lang: Lang;
  /** this language's strings for an island: the Colt Express ones every island shares (unless `shared` is false) and `extra` */
  readonly islandStrings: (lang: Lang, extra: readonly string[], shared?: boolean) => Strings;
  /** rule id → its page and name in `lang` (the Colt Express rules pages) */
  readonly rulePagesFor: (rules: Iterable<string>, lang?: Lang) => RulePages;
  /** a rule's name on its page in `lang` (the site's src/site/rule-names.ts): a game names its own rules with it */
  readonly ruleName: RuleNamer;
  readonly exportTexts: ExportTexts;
};

/**
 * What src/components/Scenario.astro gives each game's Scenario.astro: the example island's props,
 * and whether it is the page's first example (hydrated at load; the others when the browser is idle).
 * The wrapper itself stays one per game: Astro hydrates a component only where an .astro file imports
 * it by name.
 */
export type ScenarioIslandProps = PlayerProps & { readonly first: boolean };

/** One game: its id and everything the site, the scenario runner and the CLI know of it. */
export interface Game<T extends GameTypes> {
  /** `game:` in scenario files, the sandbox's choice of game, and the folder src/games/<id>/ */
  readonly id: string;
  /**
   * The letters its position notation starts with, before the version (`ce` for `ce1.…`, `cse` for
   * `cse1.…`): a sandbox link's `p` names its game by them.
   */
  readonly notationPrefix: string;
  /** its name in the sandbox's choice of game, as a key of the site's strings (`ns:path`) */
  readonly labelKey: LocaleKey;
  /** the locale namespaces (locales/<lang>/<ns>.json) that hold its words */
  readonly namespaces: readonly string[];
  /** the rules engine: the shared Engine type's entry points and closed lists */
  readonly engine: Engine<T>;
  /** every rule id, with the rules page that explains it */
  readonly rules: readonly { readonly id: string; readonly page: string }[];
  /** the option table: each option's name and values */
  readonly options: readonly { readonly name: string }[];
  /** reads and runs its scenario files (src/scenarios) */
  readonly scenarios: GameAdapter<T['state'], T['start'], T['phrase'], T['expect'], T['log']>;
  /** its log in sentences, its exclusions' reasons and its bandits' names, from its locale namespaces */
  readonly narrator: GameNarration<T['log']>;
  /** what an example on a rules page needs at build time (its island: src/games/<id>/Scenario.astro) */
  readonly player: () => Promise<PlayerBuild<T['state'], T['choice'], T['exclusion'], T['log']>>;
  /** the sandbox page's data for its island (the island: src/games/<id>/sandbox/*Sandbox.tsx) */
  readonly sandbox: { readonly props: (context: SandboxContext) => Promise<T['sandboxProps']> };
}

/**
 * Any game, for lists of games of different types. TypeScript has no existential types: the list
 * erases each game's own types here, in this one place (as `AnyEngine` does for engines); each game
 * is checked against its own types where it is written (`satisfies Game<…>` in its game.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any>;

/** The game with this id in a list, if any. */
export function gameById(games: readonly AnyGame[], id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
