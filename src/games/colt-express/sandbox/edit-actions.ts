// Editing the Colt Express position from the board: what a board key points at, selecting a piece,
// moving it with a click or the arrow keys, and asking the engine to build the edited position
// (buildPosition checks it; a refusal comes back in the reader's language). Loaded with the editor.

import { buildPosition } from '../engine/index.ts';
import type { CharacterId, EngineError, GameState, PositionProblem } from '../engine/types.ts';
import { banditName, lootName, placeName } from '../board/describe.ts';
import { keys } from '../board/layout.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { edits, specOf, toPositionSpec, type EditableSpec, type LootAt, type Place } from './spec.ts';

const CHARACTERS: readonly CharacterId[] = ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'];

/** Where a board key points, for the editor. */
export type Picked =
  | { kind: 'bandit'; id: CharacterId }
  | { kind: 'marshal' }
  | { kind: 'loot'; at: LootAt }
  | { kind: 'zone'; place: Place };

export function parseKey(key: string): Picked | undefined {
  const [head, a, b, c] = key.split(':');
  if (head === 'bandit' && a && (CHARACTERS as readonly string[]).includes(a)) return { kind: 'bandit', id: a as CharacterId };
  if (head === 'marshal') return { kind: 'marshal' };
  if (head === 'car' && (b === 'roof' || b === 'inside')) return { kind: 'zone', place: { car: Number(a), floor: b } };
  if (head === 'loot' && (b === 'roof' || b === 'inside')) return { kind: 'loot', at: { car: Number(a), floor: b, index: Number(c) } };
  return undefined;
}

export function pickedName(p: Picked, state: GameState, t: Translate): string {
  switch (p.kind) {
    case 'bandit':
      return banditName(t, p.id);
    case 'marshal':
      return t('widgets:board.marshal');
    case 'zone':
      return placeName(t, p.place.car, p.place.floor, state.cars.length);
    case 'loot': {
      const at = p.at;
      const l = 'bandit' in at ? state.bandits[at.bandit]?.loot[at.index] : state.cars[at.car]?.[at.floor][at.index];
      return l ? lootName(t, l, true) : '';
    }
  }
}

/**
 * An edit the rules forbid that the engine's position cannot even hold (the Marshal on a roof: the
 * position has only his wagon), refused by the editor itself with its reason, as the engine's refusals
 * are (errors.json `position.<code>`), never changed into another edit without a word (issue 22).
 */
export type Forbidden = { readonly forbidden: 'marshal-roof' | 'no-bullet-held'; readonly path: string };

const forbid = (forbidden: Forbidden['forbidden'], path: string): Forbidden => ({ forbidden, path });

/** The Marshal to `place`: 000 (Italian revised) "non va mai sul tetto", 001 (Dutch) "gaat nooit het dak op". */
export function marshalTo(s: EditableSpec, place: Place): EditableSpec | Forbidden {
  return place.floor === 'roof' ? forbid('marshal-roof', 'marshal') : edits.moveMarshal(s, place.car);
}

/** One bullet card back from `id`; refused when the bandit holds none (it once said "Position changed"). */
export function bulletBack(s: EditableSpec, id: CharacterId): EditableSpec | Forbidden {
  const next = edits.takeBullet(s, id);
  return JSON.stringify(next) === JSON.stringify(s) ? forbid('no-bullet-held', `bandits.${id}`) : next;
}

/** Applies a change to the position through the engine; true when the engine accepted it. */
export type Edit = (change: (s: EditableSpec) => EditableSpec | Forbidden, focusKey?: string) => boolean;

type EditCtx = {
  state: GameState;
  t: Translate;
  onEdited: (start: GameState, message: string, focusKey?: string) => void;
  /** the engine's refusal, said to the reader (problems.ts) */
  refused: (error: EngineError) => void;
};

export function editWith({ state, t, onEdited, refused }: EditCtx): Edit {
  return (change, focusKey) => {
    const next = change(specOf(state));
    if ('forbidden' in next) {
      // Worded like the engine's problems (problems.ts picks errors.json `position.<code>`, the bandit from the path).
      const problem = { code: next.forbidden, path: next.path, message: next.forbidden } as unknown as PositionProblem;
      refused({ code: 'position', message: next.forbidden, problems: [problem] });
      return false;
    }
    const r = buildPosition(toPositionSpec(next));
    if (!r.ok) {
      refused(r.error);
      return false;
    }
    onEdited(r.value, t('sandbox:edit.done'), focusKey);
    return true;
  };
}

type BoardCtx = {
  state: GameState;
  selected: string | undefined;
  select: (key: string | undefined) => void;
  edit: Edit;
  say: (text: string) => void;
  t: Translate;
};

/** Where the arrow keys send the selected bandit or the Marshal: ←/→ one wagon, ↑ roof (refused for the Marshal), ↓ inside. */
export function arrowTarget(p: Picked, state: GameState, key: string): Place | undefined {
  const b = p.kind === 'bandit' ? state.bandits[p.id] : undefined;
  const here: Place | undefined = b ? { car: b.car, floor: b.floor } : p.kind === 'marshal' ? { car: state.marshal, floor: 'inside' } : undefined;
  if (!here) return undefined;
  const last = state.cars.length - 1;
  if (key === 'ArrowLeft' && here.car > 0) return { car: here.car - 1, floor: here.floor };
  if (key === 'ArrowRight' && here.car < last) return { car: here.car + 1, floor: here.floor };
  if (key === 'ArrowUp') return { car: here.car, floor: 'roof' };
  if (key === 'ArrowDown' && p.kind === 'bandit') return { car: here.car, floor: 'inside' };
  return undefined;
}

/** Click and keyboard handlers of the board in edit mode. */
export function boardEditing({ state, selected, select, edit, say, t }: BoardCtx) {
  const moveSelectedTo = (place: Place): boolean => {
    const p = selected ? parseKey(selected) : undefined;
    if (p?.kind === 'bandit') return edit((s) => edits.moveBandit(s, p.id, place), keys.bandit(p.id));
    if (p?.kind === 'marshal') return edit((s) => marshalTo(s, place), keys.marshal());
    if (p?.kind === 'loot' && edit((s) => edits.moveLoot(s, p.at, place), keys.zone(place.car, place.floor))) {
      select(undefined);
      return true;
    }
    return false;
  };

  const onActivate = (key: string) => {
    const target = parseKey(key);
    if (!target) return;
    const current = selected ? parseKey(selected) : undefined;
    if (selected === key) {
      select(undefined);
      say(t('sandbox:edit.unselected'));
    } else if (current && current.kind !== 'zone' && target.kind === 'zone') moveSelectedTo(target.place);
    else if (current?.kind === 'loot' && target.kind === 'bandit') {
      if (edit((s) => edits.moveLoot(s, current.at, { bandit: target.id }), keys.bandit(target.id))) select(undefined);
    } else {
      select(key);
      say(t('sandbox:edit.selected', { what: pickedName(target, state, t) }));
    }
  };

  const onKey = (key: string, e: KeyboardEvent): boolean => {
    const p = key === selected ? parseKey(key) : undefined;
    if (!p) return false;
    if (e.key === 'Escape') {
      select(undefined);
      return true;
    }
    if (p.kind === 'loot' && (e.key === 'Delete' || e.key === 'Backspace')) {
      if (edit((s) => edits.removeLoot(s, p.at))) select(undefined);
      return true;
    }
    if (p.kind !== 'bandit' && p.kind !== 'marshal') return false;
    const to = arrowTarget(p, state, e.key);
    if (!to) return e.key.startsWith('Arrow');
    moveSelectedTo(to);
    return true;
  };

  return { onActivate, onKey };
}
