// The sandbox page's island: a choice of game above the sandbox, and the chosen game's sandbox, loaded
// on demand (a dynamic import each), so a Colt Express visitor never downloads the Colt Super Express
// engine and the reverse. A link's `p` tells the game by its notation's prefix (`cse…` opens Colt Super
// Express; anything else is Colt Express's, which says what is wrong with it). Switching game starts
// that game's default position as a new browser entry: Back returns to the other game where it was.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../i18n/setup.ts';
import type { CseSandboxProps } from '../../games/colt-super-express/sandbox/CseSandbox.tsx';
import type { CeSandboxProps } from '../../games/colt-express/sandbox/ColtExpressSandbox.tsx';

export type Game = 'colt-express' | 'colt-super-express';
export const GAMES: readonly Game[] = ['colt-express', 'colt-super-express'];

/** The game a sandbox search opens: by the prefix of its position (`cse` = Colt Super Express). */
export function gameOfSearch(search: string): Game {
  let p: string | null = null;
  try {
    p = new URLSearchParams(search).get('p');
  } catch {
    p = null;
  }
  return p !== null && p.startsWith('cse') ? 'colt-super-express' : 'colt-express';
}

type Props = {
  lang: Lang;
  labels: { label: string; games: { readonly [G in Game]: string }; loading: string };
  ce: Omit<CeSandboxProps, 'lang'>;
  cse: Omit<CseSandboxProps, 'lang'>;
};

type Loaded = { game: Game; Island: ComponentType<never> };

// One loader per game, each its own import() (a single conditional import once made the bundler
// preload Colt Express's chunks for both games).
const LOADERS: { readonly [G in Game]: () => Promise<ComponentType<never>> } = {
  'colt-express': async () => (await import('../../games/colt-express/sandbox/ColtExpressSandbox.tsx')).default as ComponentType<never>,
  'colt-super-express': async () => (await import('../../games/colt-super-express/sandbox/CseSandbox.tsx')).default as ComponentType<never>,
};
const load = (game: Game): Promise<ComponentType<never>> => LOADERS[game]();

export default function GamePicker({ lang, labels, ce, cse }: Props) {
  const [game, setGame] = useState<Game | undefined>(undefined);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);

  useEffect(() => {
    setGame(gameOfSearch(location.search));
    // Back or Forward across a switch of game: the entry's position says which game it is.
    const onPop = () => setGame(gameOfSearch(location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (game === undefined || loaded?.game === game) return;
    let live = true;
    void load(game).then((Island) => {
      if (live) setLoaded({ game, Island });
    });
    return () => {
      live = false;
    };
  }, [game]);

  const pick = (next: Game) => {
    if (next === game) return;
    // The other game's position has no meaning here: the new game starts from its default position.
    history.pushState(null, '', `${location.pathname}${location.hash}`);
    setGame(next);
  };

  const Island = loaded !== undefined && loaded.game === game ? (loaded.Island as ComponentType<Record<string, unknown>>) : undefined;
  return (
    <div class="sb-games" data-game={game}>
      <fieldset class="sb-game-picker">
        <legend>{labels.label}</legend>
        {GAMES.map((g) => (
          <label class="sb-check" key={g}>
            <input type="radio" name="sandbox-game" value={g} checked={game === g} data-game-choice={g} onChange={() => pick(g)} />
            {labels.games[g]}
          </label>
        ))}
      </fieldset>
      {Island === undefined ? (
        <div class="sb not-content" data-widget="sandbox" data-hydrated="false">
          <div role="alert" class="sb-alert" />
          <p>{labels.loading}</p>
        </div>
      ) : game === 'colt-super-express' ? (
        <Island key={game} lang={lang} {...cse} />
      ) : (
        <Island key={game} lang={lang} {...ce} />
      )}
    </div>
  );
}
