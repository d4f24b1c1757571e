// The frame of every game's "Start again" form: the number of players, the game's own fields (its
// StartForm.tsx, with what its engine refuses), then the seed and the new-game button, the site's
// examples to open, and the message line. Said once here so that the games' forms look and read alike.

import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/setup.ts';
import type { Translate } from '../i18n.ts';
import type { Notice } from './kit.ts';
import { NoticeBody } from './NoticeView.tsx';
import { ScenarioPicker, type ScenarioEntry } from './ScenarioPicker.tsx';

export type StartShellProps = {
  readonly t: Translate;
  readonly lang: Lang;
  readonly scenarios: readonly ScenarioEntry[];
  /** the number of players chosen, among the counts the game's components allow */
  readonly players: number;
  readonly playerCounts: readonly number[];
  readonly onPlayers: (players: number) => void;
  readonly seed: string;
  readonly onSeed: (seed: string) => void;
  readonly onSubmit: (e: Event) => void;
  readonly message: Notice | undefined;
  /** the form's `data-game`, where a game's tests look for it */
  readonly game?: string;
  /** the game's own fields, between the players and the seed */
  readonly children: ComponentChildren;
};

/** The seed the reader typed, as a whole number ≥ 0; undefined when it is not one. */
export function parseSeed(seed: string): number | undefined {
  const n = Number.parseInt(seed, 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export function StartShell({ t, lang, scenarios, players, playerCounts, onPlayers, seed, onSeed, onSubmit, message, game, children }: StartShellProps) {
  return (
    <>
      <form class="sb-form" onSubmit={onSubmit} data-game={game}>
        <label>
          {t('sandbox:start.players')}
          <select value={String(players)} data-field="players" onChange={(e) => onPlayers(Number(e.currentTarget.value))}>
            {playerCounts.map((p) => (
              <option key={p} value={String(p)}>
                {String(p)}
              </option>
            ))}
          </select>
        </label>
        {children}
        <label>
          {t('sandbox:start.seed')}
          <input type="number" min="0" step="1" inputMode="numeric" value={seed} onInput={(e) => onSeed(e.currentTarget.value)} />
        </label>
        <button type="submit" class="widget-button" data-action="new-game">
          {t('sandbox:start.new')}
        </button>
      </form>
      <ScenarioPicker t={t} lang={lang} scenarios={scenarios} />
      <div class="sb-message" role="status" data-start-message="">
        {message ? <NoticeBody notice={message} t={t} /> : null}
      </div>
    </>
  );
}
