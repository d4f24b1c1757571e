// "Start again" › the site's examples: pick one and open its starting position in the sandbox (a link:
// the page reloads with its `?p=…`, whose prefix tells the game). The same for every game's start form.

import { useState } from 'preact/hooks';
import type { Lang } from '../../i18n/setup.ts';
import type { Translate } from '../i18n.ts';

/** An example, by its id and title in the page's language, with its sandbox search (`?p=…`), built at build time. */
export type ScenarioEntry = { readonly id: string; readonly title: string; readonly search: string };

export function ScenarioPicker({ t, lang, scenarios }: { t: Translate; lang: Lang; scenarios: readonly ScenarioEntry[] }) {
  const [scenario, setScenario] = useState(scenarios[0]?.id ?? '');
  const chosen = scenarios.find((s) => s.id === scenario);
  if (scenarios.length === 0) return null;
  return (
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
      {chosen ? (
        <a class="widget-button" href={`/${lang}/sandbox/${chosen.search}`} data-action="open-scenario">
          {t('sandbox:start.openScenario')}
        </a>
      ) : null}
    </div>
  );
}
