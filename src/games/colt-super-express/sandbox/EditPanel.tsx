// "Edit the position" for Colt Super Express: pick a bandit, then move it a wagon toward the
// locomotive or the rear, change its floor, turn it around, lay it down stunned / stand it up, put it
// out of the game or back on the train, or give it a loot card another bandit holds. The engine builds
// every edited position (edit.ts); a refusal is said in the page's language only (never the engine's
// English, not even folded).

import { useEffect, useState } from 'preact/hooks';
import type { BanditId, GameState, LootValue } from '../engine/types.ts';
import { banditName } from '../board/describe.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import type { Notice } from '../../../widgets/sandbox/kit.ts';
import { build, edited, EDITS, lootHolders, refusal, specOf, type Edit } from './edit.ts';

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
    case 'out':
      return t('sandbox:cse.out');
    case 'back':
      return t('sandbox:cse.back');
    case 'loot':
      return t('sandbox:cse.lootGive', { who: banditName(t, id) });
  }
}

const money = (t: Translate, value: LootValue): string => t('board-cse:value', { value });

/** The picked bandit's loot cards, and a card another bandit holds to give it. */
function Loot({ state, t, picked, run }: { state: GameState; t: Translate; picked: BanditId; run: (edit: Edit) => void }) {
  const held = lootHolders(specOf(state));
  const others = held.filter((l) => l.holder !== picked);
  const [card, setCard] = useState<LootValue | undefined>(others[0]?.value);
  const chosen = others.find((l) => l.value === card) ?? others[0];
  const own = held.filter((l) => l.holder === picked).map((l) => money(t, l.value));
  const who = banditName(t, picked);
  if (held.length === 0) return <p data-loot="">{t('sandbox:cse.noLootYet')}</p>;
  return (
    <>
      <p data-loot="">{t('sandbox:cse.lootHeld', { who, cards: own.length > 0 ? own.join(t('board-cse:separator')) : t('board-cse:noLoot') })}</p>
      {chosen === undefined ? null : (
        <div class="sb-form">
          <label>
            {t('sandbox:cse.lootCard')}
            <select value={String(chosen.value)} data-field="edit-loot" onChange={(e) => setCard(Number(e.currentTarget.value) as LootValue)}>
              {others.map((l) => (
                <option key={l.value} value={String(l.value)}>
                  {t('sandbox:cse.lootOption', { value: money(t, l.value), who: banditName(t, l.holder) })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="widget-button" data-edit="loot" onClick={() => run({ kind: 'loot', value: chosen.value })}>
            {t('sandbox:cse.lootGive', { who })}
          </button>
        </div>
      )}
    </>
  );
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
    if (!r.ok) return say(refusal(r.error, state, t));
    onEdited(r.state, t('sandbox:edit.done'));
  };
  const buttons: readonly Edit[] = out ? [{ kind: 'back' }] : EDITS;
  // Round 1's planning is the setup itself (issue 20: the engine refuses any other position there), so the
  // editor says so up front and offers no edit that could only be refused (a Dutch and Swedish review).
  const setupStill = state.phase === 'planning' && state.round.index === 0;

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
      {picked === undefined ? null : (
        <>
          {out ? <p>{t('sandbox:cse.outNote')}</p> : null}
          {setupStill ? <p data-edit-note="setup">{t('sandbox:cse.problem.not-setup')}</p> : null}
          <ul class="sb-choices">
            {buttons.map((edit, i) => (
              <li key={i}>
                <button type="button" class="widget-button" data-edit={edit.kind === 'move' ? `move${edit.by}` : edit.kind} disabled={setupStill} onClick={() => run(edit)}>
                  {label(edit, state, picked, t)}
                </button>
              </li>
            ))}
          </ul>
          <Loot key={`${picked}|${state.round.index}`} state={state} t={t} picked={picked} run={run} />
        </>
      )}
    </section>
  );
}
