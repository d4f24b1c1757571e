// Build time (Sandbox.astro, tests): each game of a list as the sandbox's game picker receives it
// (GamePicker.tsx `PickerGame`): its name in the page's language, its notation's prefix, and its
// island's props, built by the game's object with what the page gives every game.
import type { AnyGame, SandboxContext } from '../games/game.ts';
import type { LocaleKey } from '../games/game.ts';
import type { PickerGame } from '../widgets/sandbox/GamePicker.tsx';

export function sandboxGames(games: readonly AnyGame[], context: SandboxContext, t: (key: LocaleKey) => string): Promise<PickerGame[]> {
  return Promise.all(
    games.map(async (g): Promise<PickerGame> => ({ id: g.id, label: t(g.labelKey), notationPrefix: g.notationPrefix, props: await g.sandbox.props(context) })),
  );
}
