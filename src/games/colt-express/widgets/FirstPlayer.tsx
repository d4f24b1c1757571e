import { useEffect, useMemo, useState } from 'preact/hooks';
import { createI18n, keyedT, type Lang, type Strings } from '../../../i18n/setup.ts';
import type { CharacterId } from '../engine/types.ts';

interface Props {
  lang: Lang;
  strings: Strings;
  /** the engine's bandits (CHARACTER_IDS), passed by the page: no engine module on this page */
  bandits: readonly CharacterId[];
}

/** Setup step "pick a bandit pawn at random to find the first player": the smallest island of the site. */
export default function FirstPlayer({ lang, strings, bandits }: Props) {
  const t = useMemo(() => keyedT(createI18n(lang, strings)), [lang, strings]);
  const [drawn, setDrawn] = useState<CharacterId | null>(null);
  // Marks the element once the browser has taken it over, so tests (and readers' tools) can tell.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Math.random is fine here: this is a table aid, not the engine (whose randomness is seeded).
  const draw = () => setDrawn(bandits[Math.floor(Math.random() * bandits.length)] ?? 'ghost');
  return (
    <div class="first-player not-content" data-widget="first-player" data-hydrated={hydrated ? "true" : "false"}>
      <p class="first-player-hint">{t('widgets:firstPlayer.hint')}</p>
      <button type="button" onClick={draw}>
        {t(drawn ? 'widgets:firstPlayer.again' : 'widgets:firstPlayer.button')}
      </button>
      <output aria-live="polite">
        {drawn ? t('widgets:firstPlayer.result', { name: t(`widgets:characters.${drawn}`) }) : ''}
      </output>
    </div>
  );
}
