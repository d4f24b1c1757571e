// "Edit the position" for Colt Super Express: pick a bandit, then move it a wagon toward the
// locomotive or the rear, change its floor, turn it around, or lay it down stunned / stand it up.
// The engine builds every edited position (edit.ts); a refusal is said in the page's language with
// the engine's words folded for reviewers.

import { useEffect, useState } from 'preact/hooks';
import type { BanditId, GameState } from '../../../games/colt-super-express/engine/types.ts';
import { banditName } from '../../../games/colt-super-express/board/describe.ts';
import type { Translate } from '../../i18n.ts';
import type { Notice } from '../kit.ts';
import { build, edited, EDITS, specOf, type Edit } from './edit.ts';

type Props = {
  state: GameState;
  t: Translate;
  onEdited: (start: GameState, message: string) => void;
  say: (notice: Notice | string) => void;
};

function label(edit: Edit, state: GameState, id: BanditId, t: Translate): string {
  const b = state.bandits[id];
  switch (edit.kind) {
    case 'move':
      return t(edit.by < 0 ? 'sandbox:edit.forward' : 'sandbox:edit.back');
    case 'floor':
      return t(state.train.some((c) => c.roof.includes(id)) ? 'sandbox:cse.toInside' : 'sandbox:cse.toRoof');
    case 'turn':
      return t('narration-cse:card.turn');
    case 'stun':
      return t(b?.stunned ? 'sandbox:cse.standUp' : 'sandbox:cse.stun');
  }
}

export function EditPanel({ state, t, onEdited, say }: Props) {
  const onTrain = state.config.bandits.filter((id) => state.bandits[id]?.out === null);
  const [picked, setPicked] = useState<BanditId | undefined>(onTrain[0]);
  useEffect(() => {
    if (picked === undefined || !state.config.bandits.includes(picked)) setPicked(onTrain[0]);
  }, [state]);
  const out = picked !== undefined && state.bandits[picked]?.out !== null;

  const run = (edit: Edit) => {
    if (picked === undefined) return;
    const spec = edited(specOf(state), picked, edit);
    if (spec === undefined) return say(t('sandbox:cse.nothing'));
    const r = build(spec);
    if (!r.ok) return say({ text: t('sandbox:edit.rejected'), detail: r.error.message });
    onEdited(r.state, t('sandbox:edit.done'));
  };

  return (
    <section class="sb-edit" aria-label={t('sandbox:edit.label')} data-editor="cse">
      <div class="sb-form">
        <label>
          {t('sandbox:cse.who')}
          <select value={picked ?? ''} data-field="edit-bandit" onChange={(e) => setPicked(e.currentTarget.value as BanditId)}>
            {state.config.bandits.map((id) => (
              <option key={id} value={id}>
                {banditName(t, id)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {out ? (
        <p>{t('sandbox:cse.outNote')}</p>
      ) : picked === undefined ? null : (
        <ul class="sb-choices">
          {EDITS.map((edit, i) => (
            <li key={i}>
              <button type="button" class="widget-button" data-edit={edit.kind === 'move' ? `move${edit.by}` : edit.kind} onClick={() => run(edit)}>
                {label(edit, state, picked, t)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
