// What the learn page's game view (Play.tsx) gets from a game, once the reader starts one: the
// game's rules for the controller (rules.ts), the scenario player's kit for the board and the words
// (src/widgets/player/kit.ts), the reader's cards as text, and the computer's worker. Each game's
// object (game-ce.tsx, game-cse.tsx) is its own chunk, fetched when a game of it starts.
import type { ComponentType } from 'preact';
import type { PlayerKit } from '../widgets/player/kit.ts';
import type { Translate } from '../widgets/i18n.ts';
import type { I18nKey } from '../i18n/keys.ts';
import type { AnyRules, GameId } from './rules.ts';
import type { Computer } from './ask-computer.ts';

export type LearnClient = {
  readonly game: GameId;
  readonly rules: AnyRules;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly kit: PlayerKit<any, any, any, any>;
  /** a bandit's name in the page's language */
  banditName(t: Translate, id: string): string;
  /** a seat's cards (hand, and a stack being planned) as text: the reader's from its view, anyone's after the game */
  readonly Cards: ComponentType<{ state: unknown; seat: number; t: Translate; label: I18nKey }>;
  /** a new worker running this game's computer */
  startComputer(): Computer;
};

const LOADERS: { readonly [G in GameId]: () => Promise<LearnClient> } = {
  'colt-express': async () => (await import('./game-ce.tsx')).client,
  'colt-super-express': async () => (await import('./game-cse.tsx')).client,
};
export const loadClient = (game: GameId): Promise<LearnClient> => LOADERS[game]();
