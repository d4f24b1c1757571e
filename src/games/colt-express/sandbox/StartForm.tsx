// "Start again", opened: a new Colt Express game (players, rules, variant, expert, seed), or one of
// the site's examples opened in the sandbox. Loaded when the reader opens it (StartPanel.tsx).

import { useState } from 'preact/hooks';
import { ANY_PLAYER_COUNT, createGame } from '../engine/index.ts';
import type { EngineError, GameState, PresetId } from '../engine/types.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import type { Notice, StartProps } from '../../../widgets/sandbox/kit.ts';
import type { ScenarioEntry } from './StartPanel.tsx';
import { parseSeed, StartShell } from '../../../widgets/sandbox/StartShell.tsx';

const PRESETS_LIST: readonly PresetId[] = ['original', 'revised', 'revised-advanced'];
const MODES = ['standard', 'two-bandits', 'team-two-player'] as const;
type Mode = (typeof MODES)[number];
type Props = StartProps<GameState> & { scenarios: readonly ScenarioEntry[] };

/** A setup createGame refuses, said with what the reader chose (never the engine's English). */
function setupRefusal(error: EngineError, t: Translate, chosen: { players: number; variant: string }): Notice {
  const text = error.path === 'players' ? t('errors:setup.players', chosen) : t('errors:setup.other');
  return { text };
}

export function StartForm(props: Props) {
  const { t, onStart } = props;
  const [players, setPlayers] = useState(4);
  const [preset, setPreset] = useState<PresetId>('original');
  const [variant, setVariant] = useState<Mode>('standard');
  const [expert, setExpert] = useState(false);
  const [seed, setSeed] = useState('1');
  const [message, setMessage] = useState<Notice | undefined>(undefined);

  const newGame = (e: Event) => {
    e.preventDefault();
    const seedNumber = parseSeed(seed);
    if (seedNumber === undefined) return setMessage({ text: t('sandbox:start.badSeed') });
    const g = createGame({ seed: seedNumber, players, preset, options: { mode: variant, expert } });
    if (!g.ok) return setMessage(setupRefusal(g.error, t, { players, variant: t(`sandbox:variant.${variant}`) }));
    setMessage(undefined);
    onStart(g.value, t('sandbox:start.started'));
  };

  return (
    <StartShell t={t} lang={props.lang} scenarios={props.scenarios} players={players} playerCounts={ANY_PLAYER_COUNT} onPlayers={setPlayers} seed={seed} onSeed={setSeed} onSubmit={newGame} message={message}>
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
        <select value={variant} onChange={(e) => setVariant(e.currentTarget.value as Mode)}>
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
    </StartShell>
  );
}
