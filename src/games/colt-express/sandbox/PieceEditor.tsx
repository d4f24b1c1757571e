// The controls for the piece or floor selected on the board: add loot to a floor, put a token back,
// send the Marshal to a wagon, move a bandit, give or take bullet cards and loot.

import { useState } from 'preact/hooks';
import type { CharacterId, Floor, GameState, LootKind } from '../engine/types.ts';
import { banditName, carName, lootName } from '../board/describe.ts';
import { keys } from '../board/layout.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { bulletBack, type Edit, type Picked } from './edit-actions.ts';
import { edits, type Place } from './spec.ts';

const LOOT_KINDS = ['purse', 'jewel', 'strongbox'] as const;

const kindName = (t: Translate, k: LootKind) => lootName(t, k === 'purse' ? { kind: 'purse', value: null } : { kind: k }, false);

type Props = { t: Translate; state: GameState; picked: Picked | undefined; edit: Edit; onDone: () => void };

function FloorControls({ t, place, edit }: { t: Translate; place: Place; edit: Edit }) {
  return (
    <div class="sb-row">
      {LOOT_KINDS.map((k) => (
        <button key={k} type="button" class="widget-button" onClick={() => edit((s) => edits.addLoot(s, place, k), keys.zone(place.car, place.floor))}>
          {t('sandbox:edit.addHere', { loot: kindName(t, k) })}
        </button>
      ))}
    </div>
  );
}

function MarshalControls({ t, state, edit }: { t: Translate; state: GameState; edit: Edit }) {
  return (
    <div class="sb-row">
      {state.cars.map((_, car) => (
        <button key={car} type="button" class="widget-button" aria-pressed={state.marshal === car ? 'true' : 'false'} onClick={() => edit((s) => edits.moveMarshal(s, car), keys.marshal())}>
          {carName(t, car, state.cars.length)}
        </button>
      ))}
    </div>
  );
}

function BanditControls({ t, state, id, edit }: { t: Translate; state: GameState; id: CharacterId; edit: Edit }) {
  const [shooter, setShooter] = useState<CharacterId | 'neutral'>('neutral');
  const [lootKind, setLootKind] = useState<LootKind>('purse');
  const b = state.bandits[id];
  const n = state.cars.length;
  const other: Floor = b?.floor === 'roof' ? 'inside' : 'roof';
  const move = (car: number, floor: Floor) => edit((s) => edits.moveBandit(s, id, { car, floor }), keys.bandit(id));
  return (
    <div class="sb-edit-bandit">
      <div class="sb-row">
        <button type="button" class="widget-button" aria-disabled={!b || b.car === 0 ? 'true' : undefined} onClick={() => b && b.car > 0 && move(b.car - 1, b.floor)}>
          {t('sandbox:edit.forward')}
        </button>
        <button type="button" class="widget-button" aria-disabled={!b || b.car === n - 1 ? 'true' : undefined} onClick={() => b && b.car < n - 1 && move(b.car + 1, b.floor)}>
          {t('sandbox:edit.back')}
        </button>
        <button type="button" class="widget-button" onClick={() => b && move(b.car, other)}>
          {t('sandbox:edit.toFloor', { floor: t(other === 'roof' ? 'widgets:board.roof' : 'widgets:board.inside') })}
        </button>
      </div>
      <div class="sb-row">
        <label>
          {t('sandbox:edit.bulletFrom')}
          <select value={shooter} onChange={(e) => setShooter(e.currentTarget.value as CharacterId | 'neutral')}>
            <option value="neutral">{t('sandbox:edit.neutral')}</option>
            {state.config.bandits
              .filter((x) => x !== id)
              .map((x) => (
                <option key={x} value={x}>
                  {banditName(t, x)}
                </option>
              ))}
          </select>
        </label>
        <button type="button" class="widget-button" data-action="give-bullet" onClick={() => edit((s) => edits.giveBullet(s, shooter, id), keys.bandit(id))}>
          {t('sandbox:edit.giveBullet')}
        </button>
        <button type="button" class="widget-button" data-action="take-bullet" onClick={() => edit((s) => bulletBack(s, id), keys.bandit(id))}>
          {t('sandbox:edit.takeBullet')}
        </button>
      </div>
      <div class="sb-row">
        <label>
          {t('sandbox:edit.giveLoot')}
          <select value={lootKind} onChange={(e) => setLootKind(e.currentTarget.value as LootKind)}>
            {LOOT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(t, k)}
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

export function PieceEditor({ t, state, picked, edit, onDone }: Props) {
  switch (picked?.kind) {
    case 'zone':
      return <FloorControls t={t} place={picked.place} edit={edit} />;
    case 'loot': {
      const at = picked.at;
      return (
        <div class="sb-row">
          <button type="button" class="widget-button" onClick={() => edit((s) => edits.removeLoot(s, at)) && onDone()}>
            {t('sandbox:edit.removeLoot')}
          </button>
        </div>
      );
    }
    case 'marshal':
      return <MarshalControls t={t} state={state} edit={edit} />;
    case 'bandit':
      return <BanditControls key={picked.id} t={t} state={state} id={picked.id} edit={edit} />;
    default:
      return <p>{t('sandbox:edit.nothingSelected')}</p>;
  }
}
