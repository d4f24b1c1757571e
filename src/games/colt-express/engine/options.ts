// Every rule that differs between editions or translations is an option here: its values (the first is
// index 0 in the position notation) and its default in each preset. Where each value comes from in the
// books: option-sources.ts.
// Presets: 'original' = Italian original 2014 (002, same edition as the Romanian 003);
// 'revised' = revised rules, first game (Italian 000, Dutch 001); 'revised-advanced' =
// revised rules with the advanced setup (Train Station cards and events).
import type { OptionInfo, Options, PresetId } from './types.ts';
import { PRESET_IDS } from './types.ts';

export const OPTIONS: readonly OptionInfo[] = [
  {
    name: 'mode',
    rule: 'options.mode',
    values: [{ value: 'standard' }, { value: 'team-two-player' }, { value: 'two-bandits' }],
    defaults: { original: 'standard', revised: 'standard', 'revised-advanced': 'standard' },
  },
  {
    name: 'roundDeck',
    rule: 'options.round-deck',
    values: [{ value: 'four-plus-station' }, { value: 'five' }],
    defaults: { original: 'four-plus-station', revised: 'five', 'revised-advanced': 'four-plus-station' },
  },
  {
    name: 'roundEvents',
    rule: 'options.round-events',
    values: [{ value: true }, { value: false }],
    defaults: { original: true, revised: false, 'revised-advanced': true },
  },
  {
    name: 'neutralShortage',
    rule: 'options.neutral-shortage',
    values: [{ value: 'remove-deck' }, { value: 'skip' }],
    defaults: { original: 'remove-deck', revised: 'skip', 'revised-advanced': 'skip' },
  },
  {
    name: 'revengePurse',
    rule: 'options.revenge-purse',
    values: [{ value: 'discard' }, { value: 'roof' }],
    defaults: { original: 'discard', revised: 'roof', 'revised-advanced': 'roof' },
  },
  {
    name: 'robPick',
    rule: 'options.rob-pick',
    values: [{ value: 'chosen' }, { value: 'blind' }],
    defaults: { original: 'chosen', revised: 'blind', 'revised-advanced': 'blind' },
  },
  {
    name: 'hostageRansom',
    rule: 'options.hostage-ransom',
    values: [{ value: 'ransom' }, { value: 'token-from-box' }],
    defaults: { original: 'ransom', revised: 'token-from-box', 'revised-advanced': 'token-from-box' },
  },
  {
    name: 'finalTie',
    rule: 'options.final-tie',
    values: [{ value: 'unresolved' }, { value: 'shared' }],
    defaults: { original: 'unresolved', revised: 'shared', 'revised-advanced': 'shared' },
  },
  {
    name: 'expert',
    rule: 'options.expert',
    values: [{ value: false }, { value: true }],
    defaults: { original: false, revised: false, 'revised-advanced': false },
  },
  {
    name: 'expertKeep',
    rule: 'options.expert-keep',
    values: [{ value: 'actions-only' }, { value: 'any' }],
    defaults: { original: 'actions-only', revised: 'any', 'revised-advanced': 'any' },
  },
  {
    name: 'expertDiscardDrawnBullets',
    rule: 'options.expert-discard-drawn-bullets',
    values: [{ value: false }, { value: true }],
    defaults: { original: false, revised: false, 'revised-advanced': false },
  },
  {
    name: 'twoBanditGunslinger',
    rule: 'options.two-bandit-gunslinger',
    values: [{ value: 'per-bandit' }, { value: 'player-total-own-colour-penalty' }],
    defaults: { original: 'per-bandit', revised: 'per-bandit', 'revised-advanced': 'per-bandit' },
  },
];

/** A preset's options: each option's default for it, read from OPTIONS (the one place that states them). */
function presetOptions(preset: PresetId): Options {
  const out: { [name: string]: string | boolean } = {};
  for (const o of OPTIONS) out[o.name] = o.defaults[preset];
  return out as Options;
}

export { PRESET_IDS };
export const PRESETS: { readonly [P in PresetId]: Options } = {
  original: /*#__PURE__*/ presetOptions('original'),
  revised: /*#__PURE__*/ presetOptions('revised'),
  'revised-advanced': /*#__PURE__*/ presetOptions('revised-advanced'),
};

export const OPTION_NAMES: readonly (keyof Options)[] = /*#__PURE__*/ OPTIONS.map((o) => o.name);
