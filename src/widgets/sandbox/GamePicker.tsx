// The sandbox page's island: a choice of game above the sandbox, and the chosen game's sandbox, loaded
// on demand (a dynamic import each), so a Colt Express visitor never downloads the Colt Super Express
// engine and the reverse. The games come from the page (Sandbox.astro, from src/games/index.ts): each
// with its name, its notation's prefix and its island's props; each game's island is the file
// src/games/<game>/sandbox/*Sandbox.tsx, found by name (this file imports no game). A link's `p` tells
// the game by its notation's prefix (`cse1.…` opens Colt Super Express); a position no game's prefix
// names opens the first game, which says what is wrong with it. Switching game starts that game's
// default position as a new browser entry: Back returns to the other game where it was.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../i18n/setup.ts';

/** One game as the picker shows it (built at build time by Sandbox.astro). */
export type PickerGame = {
  readonly id: string;
  /** its name in the page's language */
  readonly label: string;
  /** the letters its position notation starts with, before the version (src/games/game.ts) */
  readonly notationPrefix: string;
  /** what its island takes besides `lang` */
  readonly props: object;
};

type Island = ComponentType<Record<string, unknown>>;
type Loader = () => Promise<Island>;

// One loader per game, each its own import() (a single conditional import once made the bundler
// preload Colt Express's chunks for both games), keyed by path: `../../games/<id>/sandbox/…`.
const ISLANDS = import.meta.glob<Island>('../../games/*/sandbox/*Sandbox.tsx', { import: 'default' });

/** The loader of a game's island among the files found (`../../games/<id>/sandbox/<Name>Sandbox.tsx`), by game id. */
export function loaderOf(id: string, islandFiles: Readonly<Record<string, Loader>> = ISLANDS): Loader | undefined {
  return Object.entries(islandFiles).find(([path]) => path.split('/')[3] === id)?.[1];
}

/**
 * The game a sandbox search opens: the one whose notation prefix starts the position (`p`; no game's
 * prefix starts another's: tests/unit/game-list.test.ts); else the first game (no position, or one no
 * game's prefix names).
 */
export function gameOfSearch(search: string, games: readonly Pick<PickerGame, 'id' | 'notationPrefix'>[]): string | undefined {
  let p = '';
  try {
    p = new URLSearchParams(search).get('p') ?? '';
  } catch {
    p = '';
  }
  return (games.find((g) => g.notationPrefix !== '' && p.startsWith(g.notationPrefix)) ?? games[0])?.id;
}

type Props = {
  lang: Lang;
  labels: { label: string; loading: string };
  games: readonly PickerGame[];
};

type Loaded = { game: string; Island: Island };

export default function GamePicker({ lang, labels, games }: Props) {
  const [game, setGame] = useState<string | undefined>(undefined);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);

  useEffect(() => {
    setGame(gameOfSearch(location.search, games));
    // Back or Forward across a switch of game: the entry's position says which game it is.
    const onPop = () => setGame(gameOfSearch(location.search, games));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const load = game === undefined ? undefined : loaderOf(game);
    if (game === undefined || load === undefined || loaded?.game === game) return;
    let live = true;
    void load().then((Island) => {
      if (live) setLoaded({ game, Island });
    });
    return () => {
      live = false;
    };
  }, [game]);

  const pick = (next: string) => {
    if (next === game) return;
    // The other game's position has no meaning here: the new game starts from its default position.
    history.pushState(null, '', `${location.pathname}${location.hash}`);
    setGame(next);
  };

  const Island = loaded !== undefined && loaded.game === game ? loaded.Island : undefined;
  const chosen = games.find((g) => g.id === game);
  return (
    <div class="sb-games" data-game={game}>
      <fieldset class="sb-game-picker">
        <legend>{labels.label}</legend>
        {games.map((g) => (
          <label class="sb-check" key={g.id}>
            <input type="radio" name="sandbox-game" value={g.id} checked={game === g.id} data-game-choice={g.id} onChange={() => pick(g.id)} />
            {g.label}
          </label>
        ))}
      </fieldset>
      {Island === undefined || chosen === undefined ? (
        <div class="sb not-content" data-widget="sandbox" data-hydrated="false">
          <div role="alert" class="sb-alert" />
          <p>{labels.loading}</p>
        </div>
      ) : (
        <Island key={chosen.id} lang={lang} {...chosen.props} />
      )}
    </div>
  );
}
