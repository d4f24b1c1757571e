// The learn page's island (`<Learn />`, src/components/Learn.astro): the setup form (game, bandit,
// players, the computer's level, the guide), the saved game to resume, and the rules met so far
// (kept in this browser across games). Light on purpose: the game itself (Play.tsx, the controller,
// the game's engine, board and words) is fetched only when the reader starts or resumes one, and the
// computer's worker then too.
//
// Test hooks (tests/e2e/learn.spec.ts): the root carries `data-learn` and
// `data-learn-state="setup|playing|over"`; the game buttons `data-learn-game`, the start button
// `data-learn-start`, every choice a `<button data-choice>`, the score `data-learn-score`, the rules
// met `data-learn-met` with `data-learn-met-count`.

import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lang, Strings } from '../i18n/setup.ts';
import type { RulePages } from '../widgets/rule-pages.ts';
import { liteT } from '../widgets/i18n.ts';
import { RuleLink } from '../widgets/RuleLink.tsx';
import { loadClient, type LearnClient } from './client.ts';
import { GAME_IDS, LEVELS, type GameId, type LearnSetup, type Level } from './rules.ts';
import type { LearnError } from './session.ts';
import { SAVE_KEY, metKey, read, write } from './storage.ts';

export type GameInfo = {
  readonly label: string;
  readonly bandits: readonly { readonly id: string; readonly name: string }[];
  readonly players: { readonly min: number; readonly max: number };
  /** how many rules the game has (the "of M") */
  readonly rules: number;
  /** the players preselected */
  readonly defaultPlayers: number;
};

export type LearnProps = {
  lang: Lang;
  strings: Strings;
  games: { readonly [G in GameId]: GameInfo };
  rulePages: { readonly [G in GameId]: RulePages };
  notes: { readonly [rule: string]: string };
  /** the sandbox page's path, `/<lang>/sandbox/` */
  sandbox: string;
};

function readMet(game: GameId): string[] {
  try {
    const v: unknown = JSON.parse(read(metKey(game)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
/** The game a saved text is of, without reading the rest (the controller checks it when resumed). */
function savedGame(text: string | null): { game: GameId; moves: number } | undefined {
  if (text === null) return undefined;
  try {
    const o = JSON.parse(text) as { setup?: { game?: unknown }; moves?: unknown };
    const game = GAME_IDS.find((g) => g === o.setup?.game);
    return game === undefined ? undefined : { game, moves: Array.isArray(o.moves) ? o.moves.length : 0 };
  } catch {
    return undefined;
  }
}

type PlayProps = typeof import('./Play.tsx') extends { default: ComponentType<infer P> } ? P : never;
type Running = { client: LearnClient; Play: ComponentType<PlayProps>; start: PlayProps['start'] };

export default function LearnApp({ lang, strings, games, rulePages, notes, sandbox }: LearnProps) {
  const t = useMemo(() => liteT(strings, 'learn'), [strings]);
  const [game, setGame] = useState<GameId>('colt-express');
  const info = games[game];
  const [bandit, setBandit] = useState<string>(info.bandits[0]?.id ?? '');
  const [players, setPlayers] = useState<number>(info.defaultPlayers);
  const [level, setLevel] = useState<Level>('beginner');
  const [guide, setGuide] = useState(true);
  const [state, setState] = useState<'setup' | 'playing' | 'over'>('setup');
  const [running, setRunning] = useState<Running | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState<{ game: GameId; moves: number; text: string } | undefined>(undefined);
  const [met, setMet] = useState<readonly string[]>([]);

  useEffect(() => {
    const text = read(SAVE_KEY);
    const s = savedGame(text);
    if (s !== undefined && text !== null) setSaved({ ...s, text });
    else if (text !== null) {
      // a save that is not one: said once, then let go
      setProblem(t('learn:setup.broken.json'));
      write(SAVE_KEY, null);
    }
  }, []);
  useEffect(() => setMet(readMet(game)), [game]);

  /**
   * Once the reader sets a game up, its code is fetched (and compiled) ahead of the start: nothing
   * before the reader touches the form (the page's budget), and no long task when the game starts.
   */
  const warm = (g: GameId) => {
    void loadClient(g).catch(() => undefined);
    void import('./Play.tsx').catch(() => undefined);
  };
  const pickGame = (g: GameId) => {
    warm(g);
    setGame(g);
    setBandit(games[g].bandits[0]?.id ?? '');
    setPlayers(games[g].defaultPlayers);
  };

  const launch = async (g: GameId, start: (client: LearnClient) => PlayProps['start']) => {
    setLoading(true);
    setProblem(undefined);
    const [client, mod] = await Promise.all([loadClient(g), import('./Play.tsx')]);
    setGame(g);
    setMet(readMet(g));
    setRunning({ client, Play: mod.default as ComponentType<PlayProps>, start: start(client) });
    setLoading(false);
    setState('playing');
  };
  const startNew = () => {
    const setup: LearnSetup = { game, players, bandit, level, guide, seed: (Date.now() % 1_000_000) + 1 };
    void launch(game, () => ({ setup }));
  };
  const resumeSaved = () => {
    if (saved === undefined) return;
    void launch(saved.game, () => ({ saved: saved.text }));
  };
  const quit = (p?: LearnError) => {
    setRunning(undefined);
    setState('setup');
    const text = read(SAVE_KEY);
    const s = savedGame(text);
    setSaved(s !== undefined && text !== null ? { ...s, text } : undefined);
    if (p !== undefined) setProblem(t(`learn:setup.broken.${p.code}`));
  };
  const onMet = (list: readonly string[]) => {
    setMet(list);
    if (running) write(metKey(running.client.game), JSON.stringify(list));
  };

  const pages = rulePages[running?.client.game ?? game];
  const total = games[running?.client.game ?? game].rules;

  return (
    <div class="ln not-content" data-learn="" data-learn-state={state} data-learn-game-now={running?.client.game ?? game}>
      {problem ? (
        <p class="ln-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {running === undefined ? (
        <form
          class="ln-setup"
          onPointerDown={() => warm(game)}
          onFocusCapture={() => warm(game)}
          onSubmit={(e) => {
            e.preventDefault();
            startNew();
          }}
        >
          <fieldset class="ln-games">
            <legend>{t('learn:setup.game')}</legend>
            {GAME_IDS.map((g) => (
              <button type="button" key={g} class="widget-button" data-learn-game={g} aria-pressed={g === game ? 'true' : 'false'} onClick={() => pickGame(g)}>
                {games[g].label}
              </button>
            ))}
          </fieldset>
          <div class="ln-fields">
            <label>
              {t('learn:setup.bandit')}
              <select value={bandit} data-learn-bandit="" onChange={(e) => setBandit(e.currentTarget.value)}>
                {info.bandits.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('learn:setup.players')}
              <select value={String(players)} data-learn-players="" onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
                {Array.from({ length: info.players.max - info.players.min + 1 }, (_, i) => info.players.min + i).map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset class="ln-levels">
            <legend>{t('learn:setup.level')}</legend>
            {LEVELS.map((l) => (
              <label key={l} class="sb-check">
                <input type="radio" name="learn-level" value={l} checked={level === l} data-learn-level={l} onChange={() => setLevel(l)} />
                {t(`computer:levels.${l}`)}
              </label>
            ))}
            <p class="ln-hint">{t(`learn:setup.levelHint.${level}`)}</p>
          </fieldset>
          <label class="sb-check">
            <input type="checkbox" checked={guide} data-learn-guide-on="" onChange={(e) => setGuide(e.currentTarget.checked)} />
            {t('learn:setup.guide')}
          </label>
          <div class="ln-controls">
            <button type="submit" class="widget-button ln-start" data-learn-start="" disabled={loading}>
              {t('learn:setup.start')}
            </button>
            {saved !== undefined ? (
              <button type="button" class="widget-button" data-learn-resume="" disabled={loading} onClick={resumeSaved}>
                {t('learn:setup.resume', { game: games[saved.game].label, moves: saved.moves })}
              </button>
            ) : null}
          </div>
          {loading ? <p aria-live="polite">{t('learn:setup.loading')}</p> : null}
        </form>
      ) : (
        <running.Play
          client={running.client}
          start={running.start}
          t={t}
          lang={lang}
          strings={strings}
          rulePages={pages}
          notes={notes}
          sandbox={sandbox}
          metBefore={met}
          onMet={onMet}
          onState={setState}
          onQuit={quit}
        />
      )}
      <section class="ln-met" data-learn-met="" data-learn-met-count={String(met.length)} aria-labelledby="ln-met-title">
        <h2 id="ln-met-title" class="ln-h">
          {t('learn:met.title', { count: met.length, total })}
        </h2>
        {met.length === 0 ? (
          <p>{t('learn:met.none')}</p>
        ) : (
          <details>
            <summary>{t('learn:met.show')}</summary>
            <ul>
              {met.map((id) => (
                <li key={id}>
                  <RuleLink lang={lang} rule={id} t={t} pages={pages} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
    </div>
  );
}
