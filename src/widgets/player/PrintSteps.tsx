// The example as a handout: its questions and each step's outcome in words. Rendered at build time
// only, next to the island (no JavaScript); hidden on screen, where the panel tells the same step by
// step, and shown when the page is printed (src/styles/player.css). The questions are indexed by
// search; the outcomes and the explanation are not (they are answers).

import type { Strings } from '../../i18n/setup.ts';
import type { Translate } from '../i18n.ts';
import type { ExampleData } from './data.ts';
import type { KitExclusion, PlayerKit } from './kit.ts';
import type { Model } from './model.ts';

interface PrintProps<S, C, X extends KitExclusion, L> {
  readonly kit: PlayerKit<S, C, X, L>;
  readonly model: Model<S, C, X, L>;
  readonly data: ExampleData;
  readonly strings: Strings;
  readonly t: Translate;
}

export function PrintSteps<S, C, X extends KitExclusion, L>({ kit, model, data, strings, t }: PrintProps<S, C, X, L>) {
  return (
    <div class="sc-print" data-print-of={data.id}>
      <ul class="sc-print-steps">
        {model.steps.map((s, i) => {
          const q = data.questions[i];
          const words = kit.narrate(s.log, strings, s.after, t, kit.valuesOpen(s.after)).map((x) => x.text);
          if (q === null && words.length === 0) return null;
          return (
            <li key={i}>
              {q ? (
                <p class="sc-print-question">
                  <strong>{t('widgets:scenario.question')}</strong> {q.text}
                </p>
              ) : null}
              {words.length > 0 ? (
                <p data-pagefind-ignore="">
                  <strong>{t('widgets:scenario.printStep', { n: i + 1 })}</strong> {words.join(' ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {data.explanation ? (
        <p class="sc-print-explanation" data-pagefind-ignore="">
          <strong>{t('widgets:scenario.explanation')}</strong> {data.explanation}
        </p>
      ) : null}
    </div>
  );
}
