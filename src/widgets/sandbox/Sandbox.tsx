// The sandbox (`/<lang>/sandbox/`): start from a standard setup, a scenario or a position in the
// URL; edit the position; pick the next card or an event, or play a whole round; see the legal
// choices and why the others are excluded; apply, undo, redo; read the narrated log with rule
// links; copy a link (the URL always holds the position and its history); export a scenario.
// Every rule decision is the engine's: this file only asks and shows.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ANY_PLAYER_COUNT, apply, buildPosition, createGame, explain, makePosition, parsePosition, checkPosition, ROUND_CARDS } from '../../games/colt-express/engine/index.ts';
import type { ActionKind, CharacterId, Choice, Exclusion, Floor, GameState, LogEntry, LootKind, PresetId } from '../../games/colt-express/engine/types.ts';
import type { Lang, Strings } from '../../i18n/setup.ts';
import TrainBoard, { type Marks } from '../../games/colt-express/board/TrainBoard.tsx';
import { banditName, carName, lootName, placeName } from '../../games/colt-express/board/describe.ts';
import { keys } from '../../games/colt-express/board/layout.ts';
import { choiceKey, choiceLabel, marksFor, pendingText, type RulePages } from '../choices.ts';
import { exclusionReason } from '../exclusions.ts';
import { liteT, type Translate } from '../i18n.ts';
import { narrationStrings, sentencesOf, type Sentence } from '../narration.ts';
import { RoundInfo, cardText, roundCardName } from '../RoundInfo.tsx';
import { RuleLink, SentenceList } from '../RuleLink.tsx';
import { notationVersion, readSandboxSearch, restore, writeSandboxSearch, type UrlProblem } from '../url-state.ts';
import type { ExportTexts } from './export.ts';
import { edits, specOf, toPositionSpec, type EditableSpec, type LootAt, type Place } from './spec.ts';

export type ScenarioEntry = { readonly id: string; readonly title: string; readonly search: string };

interface Props {
  lang: Lang;
  /** widgets, narration and sandbox strings of the page's language */
  strings: Strings;
  /** every scenario, to start from one (built at build time) */
  scenarios: readonly ScenarioEntry[];
  rulePages: RulePages;
  /** title and caption of an exported scenario, in the five languages */
  exportTexts: ExportTexts;
}

type Hist = {
  readonly start: GameState;
  /** states[i] = after i choices; states[0] = start */
  readonly states: readonly GameState[];
  readonly choices: readonly Choice[];
  readonly logs: readonly (readonly LogEntry[])[];
  /** choices applied (the rest can be redone) */
  readonly n: number;
};

const CHARACTERS: readonly CharacterId[] = ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'];
const ACTIONS: readonly ActionKind[] = ['move', 'floor', 'marshal', 'fire', 'rob', 'punch'];
const PRESETS_LIST: readonly PresetId[] = ['original', 'revised', 'revised-advanced'];
const MODES = ['standard', 'two-bandits', 'team-two-player'] as const;

function defaultStart(): GameState {
  const g = createGame({ seed: 1, players: 4, preset: 'original' });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function fresh(start: GameState): Hist {
  return { start, states: [start], choices: [], logs: [], n: 0 };
}

function currentVersion(state: GameState): number {
  return notationVersion(makePosition(state)) ?? 1;
}

function problemText(t: Translate, p: UrlProblem): string {
  const main = t(`sandbox:problem.${p.code}`, { param: p.param, index: p.index ?? '', detail: p.detail ?? '' });
  const detail = p.detail && p.code !== 'outdated' && p.code !== 'unknown-version' ? ` ${t('sandbox:problem.detail', { detail: p.detail })}` : '';
  return main + detail;
}

/** Where a board key points, for the editor. */
type Picked =
  | { kind: 'bandit'; id: CharacterId }
  | { kind: 'marshal' }
  | { kind: 'loot'; at: LootAt }
  | { kind: 'zone'; place: Place };

function parseKey(key: string): Picked | undefined {
  const [head, a, b, c] = key.split(':');
  if (head === 'bandit' && a && (CHARACTERS as readonly string[]).includes(a)) return { kind: 'bandit', id: a as CharacterId };
  if (head === 'marshal') return { kind: 'marshal' };
  if (head === 'car' && (b === 'roof' || b === 'inside')) return { kind: 'zone', place: { car: Number(a), floor: b } };
  if (head === 'loot' && (b === 'roof' || b === 'inside')) return { kind: 'loot', at: { car: Number(a), floor: b, index: Number(c) } };
  return undefined;
}

export default function Sandbox({ lang, strings, scenarios, rulePages, exportTexts }: Props) {
  const t = useMemo(() => liteT(strings, 'sandbox'), [strings]);
  const narration = useMemo(() => narrationStrings(strings), [strings]);
  const [hist, setHist] = useState<Hist | undefined>(undefined);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [mode, setMode] = useState<'play' | 'edit'>('play');
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [filterKey, setFilterKey] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [exported, setExported] = useState('');
  const [copyFallback, setCopyFallback] = useState('');
  const [showPurses, setShowPurses] = useState(true);
  const focusAfter = useRef<string | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  // Start: the URL's position and history, checked; else the default position.
  useEffect(() => {
    const fallback = defaultStart();
    const read = readSandboxSearch(location.search, currentVersion(fallback));
    const r = restore(read, { parsePosition, checkPosition, apply });
    const texts = r.problems.map((p) => problemText(t, p));
    if (r.start === undefined) {
      setHist(fresh(fallback));
      if (texts.length > 0) texts.push(t('sandbox:problem.fallback'));
    } else {
      const logs: LogEntry[][] = [];
      // Replay once more to keep the logs (restore only keeps states).
      let s = r.start;
      for (const c of r.choices) {
        const a = apply(s, c);
        if (!a.ok) break;
        logs.push([...a.value.log]);
        s = a.value.state;
      }
      setHist({ start: r.start, states: r.states, choices: r.choices, logs, n: r.n });
    }
    setProblems(texts);
  }, []);

  // The URL always holds the position and its history.
  useEffect(() => {
    if (!hist) return;
    const search = writeSandboxSearch(makePosition(hist.start), hist.choices, hist.n);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [hist]);

  // Keep the keyboard focus on the piece being edited after the board re-renders.
  useEffect(() => {
    const key = focusAfter.current;
    if (!key || !rootRef.current) return;
    focusAfter.current = undefined;
    const buttons = rootRef.current.querySelectorAll<HTMLButtonElement>(`.tb-hot[data-key="${key}"]`);
    for (const b of buttons) {
      if (b.offsetParent !== null) {
        b.focus();
        break;
      }
    }
  });

  if (!hist) {
    return (
      <div class="sb not-content" data-widget="sandbox" data-hydrated="false">
        <div role="alert" class="sb-alert" />
        <p>{t('sandbox:loading')}</p>
      </div>
    );
  }

  const state = hist.states[hist.n] as GameState;
  const explanation = state.pending === null ? { legal: [], excluded: [] } : explain(state);
  const reasonOf = (e: Exclusion): string => exclusionReason(e, state, t);
  const n = state.cars.length;

  const startFrom = (start: GameState, message?: string) => {
    setHist(fresh(start));
    setSelected(undefined);
    setFilterKey(undefined);
    setExported('');
    setStatus(message ?? '');
  };

  const choose = (choice: Choice) => {
    const r = apply(state, choice);
    if (!r.ok) {
      setStatus(t('sandbox:play.refused', { detail: r.error.message }));
      return;
    }
    const choices = [...hist.choices.slice(0, hist.n), choice];
    const states = [...hist.states.slice(0, hist.n + 1), r.value.state];
    const logs = [...hist.logs.slice(0, hist.n), [...r.value.log]];
    setHist({ start: hist.start, states, choices, logs, n: hist.n + 1 });
    setFilterKey(undefined);
    setExported('');
    setStatus(sentencesOf(r.value.log, narration, r.value.state, t).map((s) => s.text).join(' '));
  };

  const undo = () => {
    if (hist.n === 0) return;
    setHist({ ...hist, n: hist.n - 1 });
    setFilterKey(undefined);
    setStatus(t('sandbox:play.undone'));
  };
  const redo = () => {
    if (hist.n >= hist.choices.length) return;
    setHist({ ...hist, n: hist.n + 1 });
    setFilterKey(undefined);
    setStatus(t('sandbox:play.redone'));
  };

  /** Applies an edit to the current position through the engine; the history starts again from it. */
  const edit = (change: (s: EditableSpec) => EditableSpec, focusKey?: string) => {
    const spec = change(specOf(state));
    const r = buildPosition(toPositionSpec(spec));
    if (!r.ok) {
      const detail = r.error.problems?.map((p) => p.message).join('; ') ?? r.error.message;
      setStatus(t('sandbox:edit.rejected', { detail }));
      return false;
    }
    focusAfter.current = focusKey;
    startFrom(r.value, t('sandbox:edit.done'));
    return true;
  };

  // ------------------------------------------------------------- board

  const legalByKey = (key: string): Choice[] => explanation.legal.filter((c) => choiceKey(c as unknown as { kind: string }, state) === key);

  const onBoardPlay = (key: string) => {
    const legal = legalByKey(key);
    if (legal.length === 1) choose(legal[0] as Choice);
    else if (legal.length > 1) {
      setFilterKey(key);
      setStatus(t('sandbox:play.several', { count: legal.length }));
    } else {
      const ex = explanation.excluded.find((e) => choiceKey(e.choice, state) === key);
      if (ex) setStatus(t('sandbox:play.excluded', { reason: reasonOf(ex) }));
    }
  };

  const pickedName = (p: Picked): string => {
    switch (p.kind) {
      case 'bandit':
        return banditName(t, p.id);
      case 'marshal':
        return t('widgets:board.marshal');
      case 'zone':
        return placeName(t, p.place.car, p.place.floor, n);
      case 'loot': {
        const at = p.at;
        const l = 'bandit' in at ? state.bandits[at.bandit]?.loot[at.index] : state.cars[at.car]?.[at.floor][at.index];
        return l ? lootName(t, l, true) : '';
      }
    }
  };

  const moveSelectedTo = (place: Place): boolean => {
    const p = selected ? parseKey(selected) : undefined;
    if (!p) return false;
    if (p.kind === 'bandit') return edit((s) => edits.moveBandit(s, p.id, place), keys.bandit(p.id));
    if (p.kind === 'marshal') return edit((s) => edits.moveMarshal(s, place.car), keys.marshal());
    if (p.kind === 'loot') {
      const ok = edit((s) => edits.moveLoot(s, p.at, place), keys.zone(place.car, place.floor));
      if (ok) setSelected(undefined);
      return ok;
    }
    return false;
  };

  const onBoardEdit = (key: string) => {
    const target = parseKey(key);
    if (!target) return;
    const current = selected ? parseKey(selected) : undefined;
    if (selected === key) {
      setSelected(undefined);
      setStatus(t('sandbox:edit.unselected'));
      return;
    }
    if (current && current.kind !== 'zone' && target.kind === 'zone') {
      moveSelectedTo(target.place);
      return;
    }
    if (current && current.kind === 'loot' && target.kind === 'bandit') {
      const ok = edit((s) => edits.moveLoot(s, current.at, { bandit: target.id }), keys.bandit(target.id));
      if (ok) setSelected(undefined);
      return;
    }
    setSelected(key);
    setStatus(t('sandbox:edit.selected', { what: pickedName(target) }));
  };

  /** Arrow keys move the selected bandit or Marshal: ←/→ one car, ↑ roof, ↓ inside. */
  const onBoardKey = (key: string, e: KeyboardEvent): boolean => {
    if (mode !== 'edit' || key !== selected) return false;
    const p = parseKey(key);
    if (!p) return false;
    if (e.key === 'Escape') {
      setSelected(undefined);
      return true;
    }
    if (p.kind === 'loot' && (e.key === 'Delete' || e.key === 'Backspace')) {
      if (edit((s) => edits.removeLoot(s, p.at))) setSelected(undefined);
      return true;
    }
    const here: Place | undefined =
      p.kind === 'bandit'
        ? state.bandits[p.id] && { car: state.bandits[p.id]!.car, floor: state.bandits[p.id]!.floor }
        : p.kind === 'marshal'
          ? { car: state.marshal, floor: 'inside' }
          : undefined;
    if (!here) return false;
    let to: Place | undefined;
    if (e.key === 'ArrowLeft' && here.car > 0) to = { car: here.car - 1, floor: here.floor };
    else if (e.key === 'ArrowRight' && here.car < n - 1) to = { car: here.car + 1, floor: here.floor };
    else if (e.key === 'ArrowUp' && p.kind === 'bandit') to = { car: here.car, floor: 'roof' };
    else if (e.key === 'ArrowDown' && p.kind === 'bandit') to = { car: here.car, floor: 'inside' };
    if (!to) return e.key.startsWith('Arrow');
    moveSelectedTo(to);
    return true;
  };

  const marks: Marks =
    mode === 'play'
      ? marksFor(explanation, state, t, reasonOf)
      : selected
        ? { [selected]: { status: 'selected', note: t('sandbox:edit.selectedNote') } }
        : {};

  // ------------------------------------------------------------- panels

  const shownChoices = filterKey ? legalByKey(filterKey) : [...explanation.legal];
  const player = state.pending ? state.players[state.pending.seat] : undefined;
  const historySentences: Sentence[] = [];
  hist.logs.slice(0, hist.n).forEach((log, i) => historySentences.push(...sentencesOf(log, narration, hist.states[i + 1] as GameState, t)));
  const shownHistory = historySentences.slice(-40);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setStatus(t('widgets:scenario.copied'));
      setCopyFallback('');
    } catch {
      setStatus(t('widgets:scenario.copyManual'));
      setCopyFallback(location.href);
    }
  };

  const doExport = async () => {
    const mod = await import('./export.ts');
    setExported(
      mod.exportScenario({
        start: hist.start,
        states: hist.states.slice(0, hist.n + 1),
        choices: hist.choices.slice(0, hist.n),
        logs: hist.logs.slice(0, hist.n),
        texts: exportTexts,
      }),
    );
    setStatus(t('sandbox:export.done'));
  };

  const pickedNow = selected ? parseKey(selected) : undefined;

  return (
    <div
      class="sb not-content"
      ref={rootRef}
      data-widget="sandbox"
      data-hydrated="true"
      data-position={makePosition(state)}
      data-start={makePosition(hist.start)}
      data-applied={String(hist.n)}
      data-mode={mode}
    >
      <div role="alert" class="sb-alert">
        {problems.length > 0 ? (
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <StartPanel t={t} scenarios={scenarios} lang={lang} onStart={startFrom} />

      <div class="sb-modes" role="group" aria-label={t('sandbox:mode.label')}>
        <button type="button" class="widget-button" aria-pressed={mode === 'play' ? 'true' : 'false'} data-action="mode-play" onClick={() => { setMode('play'); setSelected(undefined); }}>
          {t('sandbox:mode.play')}
        </button>
        <button type="button" class="widget-button" aria-pressed={mode === 'edit' ? 'true' : 'false'} data-action="mode-edit" onClick={() => { setMode('edit'); setFilterKey(undefined); }}>
          {t('sandbox:mode.edit')}
        </button>
      </div>
      <p class="sb-hint">{t(mode === 'play' ? 'sandbox:mode.playHint' : 'sandbox:mode.editHint')}</p>
      <label class="sb-check">
        <input type="checkbox" checked={showPurses} data-action="show-purses" onChange={(e) => setShowPurses(e.currentTarget.checked)} />
        {t('sandbox:mode.showPurses')}
      </label>

      <TrainBoard
        state={state}
        t={t}
        idBase="sandbox-board"
        showPurseValues={showPurses}
        marks={marks}
        onActivate={mode === 'play' ? onBoardPlay : onBoardEdit}
        editable={mode === 'edit'}
        onKey={onBoardKey}
        textOpen={false}
      />

      <p class="sb-status" role="status" data-sandbox-status="">
        {status}
      </p>

      <RoundInfo state={state} t={t} />

      {mode === 'play' ? (
        <section class="sb-play" aria-label={t('sandbox:play.label')}>
          <p class="sc-status">{t('widgets:scenario.next', { what: pendingText(state, t) })}</p>
          {player && state.phase === 'planning' ? (
            <p class="sb-hand">
              {t('sandbox:play.hand', {
                who: player.bandits.map((b) => banditName(t, b)).join(' / '),
                cards: player.hand.map((c) => cardText(t, c, player.bandits.length === 1 ? player.bandits[0] : undefined)).join(t('widgets:board.separator')) || t('widgets:board.nothing'),
              })}
            </p>
          ) : null}
          {shownChoices.length > 0 ? (
            <>
              <p class="sc-offer-title">{t('widgets:scenario.offered')}</p>
              <ul class="sb-choices">
                {shownChoices.map((c, i) => (
                  <li key={i}>
                    <button type="button" class="widget-button" data-choice={JSON.stringify(c)} onClick={() => choose(c)}>
                      {choiceLabel(c as unknown as { kind: string }, state, t)}
                    </button>
                  </li>
                ))}
              </ul>
              {filterKey ? (
                <button type="button" class="widget-button" onClick={() => setFilterKey(undefined)}>
                  {t('sandbox:play.showAll')}
                </button>
              ) : null}
            </>
          ) : null}
          {explanation.excluded.length > 0 ? (
            <>
              <p class="sc-offer-title">{t('widgets:scenario.excluded')}</p>
              <ul class="sc-choices sc-excluded">
                {explanation.excluded.map((e, i) => (
                  <li key={i}>
                    {choiceLabel(e.choice, state, t)} <span class="sc-reason">{t('widgets:scenario.because', { reason: reasonOf(e) })}</span>{' '}
                    <RuleLink lang={lang} rule={e.rule} t={t} pages={rulePages} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div class="sc-controls">
            <button type="button" class="widget-button" data-action="undo" aria-disabled={hist.n === 0 ? 'true' : undefined} onClick={undo}>
              {t('sandbox:play.undo')}
            </button>
            <button
              type="button"
              class="widget-button"
              data-action="redo"
              aria-disabled={hist.n >= hist.choices.length ? 'true' : undefined}
              onClick={redo}
            >
              {t('sandbox:play.redo')}
            </button>
            <span class="sc-progress">{t('sandbox:play.count', { n: hist.n, total: hist.choices.length })}</span>
          </div>
        </section>
      ) : (
        <EditPanel
          t={t}
          state={state}
          picked={pickedNow}
          pickedName={pickedNow ? pickedName(pickedNow) : ''}
          edit={edit}
          onDone={() => setSelected(undefined)}
        />
      )}

      <section class="sb-log" aria-label={t('sandbox:log.label')}>
        <p class="sc-offer-title">{t('sandbox:log.title')}</p>
        {historySentences.length === 0 ? <p>{t('sandbox:log.empty')}</p> : null}
        {historySentences.length > shownHistory.length ? <p>{t('sandbox:log.earlier', { count: historySentences.length - shownHistory.length })}</p> : null}
        <SentenceList list={shownHistory} lang={lang} t={t} pages={rulePages} />
      </section>

      <div class="sc-links">
        <button type="button" class="widget-button" data-action="copy" onClick={() => void copyLink()}>
          {t('widgets:scenario.copyLink')}
        </button>
        <button type="button" class="widget-button" data-action="export" onClick={() => void doExport()}>
          {t('sandbox:export.button')}
        </button>
        {copyFallback ? (
          <input class="sc-copy-field" type="text" readOnly value={copyFallback} aria-label={t('widgets:scenario.copyLink')} onFocus={(e) => e.currentTarget.select()} />
        ) : null}
      </div>
      {exported ? (
        <div class="sb-export">
          <label for="sandbox-export">{t('sandbox:export.label')}</label>
          <textarea id="sandbox-export" readOnly rows={12} value={exported} data-export="" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="widget-button" onClick={() => void navigator.clipboard?.writeText(exported).then(() => setStatus(t('sandbox:export.copied')), () => setStatus(t('widgets:scenario.copyManual')))}>
            {t('sandbox:export.copy')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function StartPanel({ t, scenarios, lang, onStart }: { t: Translate; scenarios: readonly ScenarioEntry[]; lang: Lang; onStart: (s: GameState, message?: string) => void }) {
  const [players, setPlayers] = useState(4);
  const [preset, setPreset] = useState<PresetId>('original');
  const [variant, setVariant] = useState<(typeof MODES)[number]>('standard');
  const [expert, setExpert] = useState(false);
  const [seed, setSeed] = useState('1');
  const [scenario, setScenario] = useState(scenarios[0]?.id ?? '');
  const [message, setMessage] = useState('');

  const newGame = (e: Event) => {
    e.preventDefault();
    const seedNumber = Number.parseInt(seed, 10);
    if (!Number.isSafeInteger(seedNumber) || seedNumber < 0) {
      setMessage(t('sandbox:start.badSeed'));
      return;
    }
    const g = createGame({ seed: seedNumber, players, preset, options: { mode: variant, expert } });
    if (!g.ok) {
      setMessage(t('sandbox:start.refused', { detail: g.error.message }));
      return;
    }
    setMessage('');
    onStart(g.value, t('sandbox:start.started'));
  };

  const scenarioHref = scenarios.find((s) => s.id === scenario);

  return (
    <details class="sb-start">
      <summary>{t('sandbox:start.title')}</summary>
      <form class="sb-form" onSubmit={newGame}>
        <label>
          {t('sandbox:start.players')}
          <select value={String(players)} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
            {ANY_PLAYER_COUNT.map((p) => (
              <option key={p} value={String(p)}>
                {String(p)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sandbox:start.edition')}
          <select value={preset} onChange={(e) => setPreset(e.currentTarget.value as PresetId)}>
            {PRESETS_LIST.map((p) => (
              <option key={p} value={p}>
                {t(`sandbox:preset.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sandbox:start.variant')}
          <select value={variant} onChange={(e) => setVariant(e.currentTarget.value as (typeof MODES)[number])}>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {t(`sandbox:variant.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label class="sb-check">
          <input type="checkbox" checked={expert} onChange={(e) => setExpert(e.currentTarget.checked)} />
          {t('sandbox:start.expert')}
        </label>
        <label>
          {t('sandbox:start.seed')}
          <input type="number" min="0" step="1" inputMode="numeric" value={seed} onInput={(e) => setSeed(e.currentTarget.value)} />
        </label>
        <button type="submit" class="widget-button" data-action="new-game">
          {t('sandbox:start.new')}
        </button>
      </form>
      {scenarios.length > 0 ? (
        <div class="sb-form">
          <label>
            {t('sandbox:start.scenario')}
            <select value={scenario} onChange={(e) => setScenario(e.currentTarget.value)}>
              {scenarios.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          {scenarioHref ? (
            <a class="widget-button" href={`/${lang}/sandbox/${scenarioHref.search}`} data-action="open-scenario">
              {t('sandbox:start.openScenario')}
            </a>
          ) : null}
        </div>
      ) : null}
      <p class="sb-message" role="status">
        {message}
      </p>
    </details>
  );
}

function EditPanel({
  t,
  state,
  picked,
  pickedName,
  edit,
  onDone,
}: {
  t: Translate;
  state: GameState;
  picked: Picked | undefined;
  pickedName: string;
  edit: (change: (s: EditableSpec) => EditableSpec, focusKey?: string) => boolean;
  onDone: () => void;
}) {
  const bandits = state.config.bandits;
  const [chosenBandit, setNextBandit] = useState<CharacterId>(bandits[0] ?? 'ghost');
  // A new game may not have the bandit chosen before.
  const nextBandit = bandits.includes(chosenBandit) ? chosenBandit : (bandits[0] ?? 'ghost');
  const [nextCard, setNextCard] = useState<ActionKind>('fire');
  const [eventCard, setEventCard] = useState(ROUND_CARDS.find((c) => c.event !== null)?.id ?? 'braking');
  const [roundCard, setRoundCard] = useState(ROUND_CARDS[0]?.id ?? 'tunnel');
  const [shooter, setShooter] = useState<CharacterId | 'neutral'>('neutral');
  const [lootKind, setLootKind] = useState<LootKind>('purse');
  const n = state.cars.length;

  const floorControls = (place: Place) => (
    <div class="sb-row">
      {(['purse', 'jewel', 'strongbox'] as const).map((k) => (
        <button key={k} type="button" class="widget-button" onClick={() => edit((s) => edits.addLoot(s, place, k), keys.zone(place.car, place.floor))}>
          {t('sandbox:edit.addHere', { loot: lootName(t, k === 'purse' ? { kind: 'purse', value: null } : { kind: k }, false) })}
        </button>
      ))}
    </div>
  );

  let selectedPanel = <p>{t('sandbox:edit.nothingSelected')}</p>;
  if (picked?.kind === 'zone') selectedPanel = floorControls(picked.place);
  if (picked?.kind === 'loot') {
    const at = picked.at;
    selectedPanel = (
      <div class="sb-row">
        <button type="button" class="widget-button" onClick={() => { if (edit((s) => edits.removeLoot(s, at))) onDone(); }}>
          {t('sandbox:edit.removeLoot')}
        </button>
      </div>
    );
  }
  if (picked?.kind === 'marshal') {
    selectedPanel = (
      <div class="sb-row">
        {state.cars.map((_, car) => (
          <button key={car} type="button" class="widget-button" aria-pressed={state.marshal === car ? 'true' : 'false'} onClick={() => edit((s) => edits.moveMarshal(s, car), keys.marshal())}>
            {carName(t, car, n)}
          </button>
        ))}
      </div>
    );
  }
  if (picked?.kind === 'bandit') {
    const id = picked.id;
    const b = state.bandits[id];
    const other: Floor = b?.floor === 'roof' ? 'inside' : 'roof';
    selectedPanel = (
      <div class="sb-edit-bandit">
        <div class="sb-row">
          <button type="button" class="widget-button" aria-disabled={!b || b.car === 0 ? 'true' : undefined} onClick={() => b && b.car > 0 && edit((s) => edits.moveBandit(s, id, { car: b.car - 1, floor: b.floor }), keys.bandit(id))}>
            {t('sandbox:edit.forward')}
          </button>
          <button type="button" class="widget-button" aria-disabled={!b || b.car === n - 1 ? 'true' : undefined} onClick={() => b && b.car < n - 1 && edit((s) => edits.moveBandit(s, id, { car: b.car + 1, floor: b.floor }), keys.bandit(id))}>
            {t('sandbox:edit.back')}
          </button>
          <button type="button" class="widget-button" onClick={() => b && edit((s) => edits.moveBandit(s, id, { car: b.car, floor: other }), keys.bandit(id))}>
            {t('sandbox:edit.toFloor', { floor: t(other === 'roof' ? 'widgets:board.roof' : 'widgets:board.inside') })}
          </button>
        </div>
        <div class="sb-row">
          <label>
            {t('sandbox:edit.bulletFrom')}
            <select value={shooter} onChange={(e) => setShooter(e.currentTarget.value as CharacterId | 'neutral')}>
              <option value="neutral">{t('sandbox:edit.neutral')}</option>
              {bandits.filter((x) => x !== id).map((x) => (
                <option key={x} value={x}>
                  {banditName(t, x)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="widget-button" onClick={() => edit((s) => edits.giveBullet(s, shooter, id), keys.bandit(id))}>
            {t('sandbox:edit.giveBullet')}
          </button>
          <button type="button" class="widget-button" onClick={() => edit((s) => edits.takeBullet(s, id), keys.bandit(id))}>
            {t('sandbox:edit.takeBullet')}
          </button>
        </div>
        <div class="sb-row">
          <label>
            {t('sandbox:edit.giveLoot')}
            <select value={lootKind} onChange={(e) => setLootKind(e.currentTarget.value as LootKind)}>
              {(['purse', 'jewel', 'strongbox'] as const).map((k) => (
                <option key={k} value={k}>
                  {lootName(t, k === 'purse' ? { kind: 'purse', value: null } : { kind: k }, false)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="widget-button" onClick={() => edit((s) => edits.addLoot(s, { bandit: id }, lootKind), keys.bandit(id))}>
            {t('sandbox:edit.add')}
          </button>
          {(b?.loot ?? []).map((l, i) => (
            <button key={i} type="button" class="widget-button" onClick={() => edit((s) => edits.removeLoot(s, { bandit: id, index: i }), keys.bandit(id))}>
              {t('sandbox:edit.removeCarried', { loot: lootName(t, l, true) })}
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <section class="sb-edit" aria-label={t('sandbox:edit.label')}>
      <p class="sc-offer-title">{picked ? t('sandbox:edit.selected', { what: pickedName }) : t('sandbox:edit.title')}</p>
      {selectedPanel}
      <fieldset class="sb-fieldset">
        <legend>{t('sandbox:edit.nextTitle')}</legend>
        <label>
          {t('sandbox:edit.bandit')}
          <select value={nextBandit} onChange={(e) => setNextBandit(e.currentTarget.value as CharacterId)}>
            {bandits.map((x) => (
              <option key={x} value={x}>
                {banditName(t, x)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sandbox:edit.card')}
          <select value={nextCard} onChange={(e) => setNextCard(e.currentTarget.value as ActionKind)}>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`widgets:cards.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="widget-button" data-action="set-next" onClick={() => edit((s) => edits.nextCard(s, nextBandit, nextCard))}>
          {t('sandbox:edit.setNext')}
        </button>
      </fieldset>
      <fieldset class="sb-fieldset">
        <legend>{t('sandbox:edit.eventTitle')}</legend>
        <label>
          {t('sandbox:edit.roundCard')}
          <select value={eventCard} onChange={(e) => setEventCard(e.currentTarget.value as typeof eventCard)}>
            {ROUND_CARDS.filter((c) => c.event !== null).map((c) => (
              <option key={c.id} value={c.id}>
                {roundCardName(t, c.id)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="widget-button" data-action="set-event" onClick={() => edit((s) => edits.event(s, eventCard))}>
          {t('sandbox:edit.setEvent')}
        </button>
      </fieldset>
      <fieldset class="sb-fieldset">
        <legend>{t('sandbox:edit.roundTitle')}</legend>
        <label>
          {t('sandbox:edit.roundCard')}
          <select value={roundCard} onChange={(e) => setRoundCard(e.currentTarget.value as typeof roundCard)}>
            {ROUND_CARDS.map((c) => (
              <option key={c.id} value={c.id}>
                {roundCardName(t, c.id)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="widget-button" data-action="start-round" onClick={() => edit((s) => edits.round(s, roundCard))}>
          {t('sandbox:edit.startRound')}
        </button>
      </fieldset>
    </section>
  );
}
