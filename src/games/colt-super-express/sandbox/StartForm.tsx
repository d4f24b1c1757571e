// "Start again" for Colt Super Express: a new game with the number of players the components allow
// (the engine's limits), the bandits (ticked, or drawn by lot from the seed), the Reflex and Horse
// expansions, and the seed. The engine decides: a setup it refuses comes back as a sentence.

import { useState } from 'preact/hooks';
import { createGame } from '../engine/index.ts';
import { BANDIT_IDS, MAX_PLAYERS, MIN_PLAYERS } from '../engine/data/components.ts';
import type { BanditId, GameState } from '../engine/types.ts';
import { banditName } from '../board/describe.ts';
import type { Notice, StartProps } from '../../../widgets/sandbox/kit.ts';
import type { ScenarioEntry } from '../../../widgets/sandbox/ScenarioPicker.tsx';
import { parseSeed, StartShell } from '../../../widgets/sandbox/StartShell.tsx';

const PLAYER_COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

type Props = StartProps<GameState> & { scenarios: readonly ScenarioEntry[] };

export function StartForm({ t, lang, onStart, scenarios }: Props) {
  const [players, setPlayers] = useState(4);
  const [bandits, setBandits] = useState<readonly BanditId[]>([]);
  const [reflex, setReflex] = useState(false);
  const [horse, setHorse] = useState(false);
  const [seed, setSeed] = useState('1');
  const [message, setMessage] = useState<Notice | undefined>(undefined);

  const toggle = (id: BanditId, on: boolean) => setBandits((list) => (on ? [...list, id] : list.filter((b) => b !== id)));

  const newGame = (e: Event) => {
    e.preventDefault();
    const seedNumber = parseSeed(seed);
    if (seedNumber === undefined) return setMessage({ text: t('sandbox:start.badSeed') });
    if (bandits.length > 0 && bandits.length !== players) return setMessage({ text: t('sandbox:cse.banditCount', { players }) });
    // Ticked bandits sit in the order of the list (clockwise); none ticked: the seed draws them.
    const chosen = BANDIT_IDS.filter((b) => bandits.includes(b));
    const g = createGame({ seed: seedNumber, players, ...(chosen.length > 0 ? { bandits: chosen } : {}), options: { reflex, horse } });
    if (!g.ok) return setMessage({ text: t('errors:setup.other') });
    setMessage(undefined);
    onStart(g.value, t('sandbox:start.started'));
  };

  return (
    <StartShell t={t} lang={lang} scenarios={scenarios} players={players} playerCounts={PLAYER_COUNTS} onPlayers={setPlayers} seed={seed} onSeed={setSeed} onSubmit={newGame} message={message} game="colt-super-express">
      <fieldset class="sb-bandits">
        <legend>{t('sandbox:cse.bandits')}</legend>
        {BANDIT_IDS.map((id) => (
          <label class="sb-check" key={id}>
            <input type="checkbox" checked={bandits.includes(id)} data-bandit={id} onChange={(e) => toggle(id, e.currentTarget.checked)} />
            {banditName(t, id)}
          </label>
        ))}
      </fieldset>
      <label class="sb-check">
        <input type="checkbox" checked={reflex} data-field="reflex" onChange={(e) => setReflex(e.currentTarget.checked)} />
        {t('sandbox:cse.expansion', { card: t('narration-cse:card.reflex') })}
      </label>
      <label class="sb-check">
        <input type="checkbox" checked={horse} data-field="horse" onChange={(e) => setHorse(e.currentTarget.checked)} />
        {t('sandbox:cse.expansion', { card: t('narration-cse:card.horse') })}
      </label>
    </StartShell>
  );
}

/** "Start again", folded like Colt Express's. */
export function StartPanel(props: Props) {
  return (
    <details class="sb-start">
      <summary>{props.t('sandbox:start.title')}</summary>
      <StartForm {...props} />
    </details>
  );
}
