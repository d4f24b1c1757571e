// Every rule that differs between editions or translations is an option here.
// Presets: 'original' = Italian original 2014 (002, same edition as the Romanian 003);
// 'revised' = revised rules, first game (Italian 000, Dutch 001); 'revised-advanced' =
// revised rules with the advanced setup (Train Station cards and events).
import type { OptionInfo, Options, PresetId } from './types.ts';
import { PRESET_IDS } from './types.ts';

export const OPTIONS: readonly OptionInfo[] = [
  {
    name: 'mode',
    rule: 'options.mode',
    values: [
      { value: 'standard', source: '002/000 main rules, 3-6 players' },
      { value: 'team-two-player', source: '002/003 REGOLE SPECIALI PER DUE GIOCATORI (2 players, teams of two)' },
      { value: 'two-bandits', source: '000/001 2 BANDITI PER GIOCATORE (2-3 players)' },
    ],
    defaults: { original: 'standard', revised: 'standard', 'revised-advanced': 'standard' },
  },
  {
    name: 'roundDeck',
    rule: 'options.round-deck',
    values: [
      { value: 'four-plus-station', source: '002/003 PREPARAZIONE; 000/001 advanced setup' },
      { value: 'five', source: '000/001 PREPARAZIONE, first game' },
    ],
    defaults: { original: 'four-plus-station', revised: 'five', 'revised-advanced': 'four-plus-station' },
  },
  {
    name: 'roundEvents',
    rule: 'options.round-events',
    values: [
      { value: true, source: '002/003 GLI EVENTI; 000/001 advanced rules' },
      { value: false, source: '000/001 first game (events are part of the advanced rules)' },
    ],
    defaults: { original: true, revised: false, 'revised-advanced': true },
  },
  {
    name: 'neutralShortage',
    rule: 'options.neutral-shortage',
    values: [
      { value: 'remove-deck', source: '002 NOTA IMPORTANTE (deck then removed for good); 003 same' },
      { value: 'skip', source: '000 SCERIFFO / 001 Marshal (nobody gets one, no removal)' },
    ],
    defaults: { original: 'remove-deck', revised: 'skip', 'revised-advanced': 'skip' },
    note: '003 can be read as removing the deck only in the end-of-round case; we follow 002.',
  },
  {
    name: 'revengePurse',
    rule: 'options.revenge-purse',
    values: [
      { value: 'discard', source: '002/003 Vendetta (purse lost); 001 Wraak van de Marshal (handed in)' },
      { value: 'roof', source: '000 La Vendetta dello Sceriffo (purse put on that roof)' },
    ],
    defaults: { original: 'discard', revised: 'roof', 'revised-advanced': 'roof' },
    note: 'The two translations of the revised rules disagree: 000 roof, 001 discard.',
  },
  {
    name: 'robPick',
    rule: 'options.rob-pick',
    values: [
      { value: 'chosen', source: '002 RAPINA / 003 (a token of your choice)' },
      { value: 'blind', source: '000 FURTO / 001 Beroving (without looking at its value)' },
    ],
    defaults: { original: 'chosen', revised: 'blind', 'revised-advanced': 'blind' },
    note: 'Both values play the same in the engine: purses lie face down in both editions, so Rob names only the kind of token and the purse taken is picked at random. The option documents the wording difference only.',
  },
  {
    name: 'hostageRansom',
    rule: 'options.hostage-ransom',
    values: [
      { value: 'ransom', source: '002/003 Prendere in ostaggio il conducente ($250 ransom)' },
      { value: 'token-from-box', source: '000 Conducente in Ostaggio (a $250 purse from the tokens out of play)' },
    ],
    defaults: { original: 'ransom', revised: 'token-from-box', 'revised-advanced': 'token-from-box' },
    note: '001 only says "receives a $250 purse", without naming where it comes from.',
  },
  {
    name: 'finalTie',
    rule: 'options.final-tie',
    values: [
      { value: 'unresolved', source: '002/003/001 FINE DELLA PARTITA (silent after the bullet tie-break)' },
      { value: 'shared', source: '000 FINE DELLA PARTITA (still tied: the win is shared)' },
    ],
    defaults: { original: 'unresolved', revised: 'shared', 'revised-advanced': 'shared' },
  },
  {
    name: 'expert',
    rule: 'options.expert',
    values: [
      { value: false, source: 'main rules' },
      { value: true, source: '002 VARIANTE PER ESPERTI; 000 VARIANTE PER ESPERTI (mandatory in team-two-player)' },
    ],
    defaults: { original: false, revised: false, 'revised-advanced': false },
  },
  {
    name: 'expertKeep',
    rule: 'options.expert-keep',
    values: [
      { value: 'actions-only', source: '002 VARIANTE PER ESPERTI / 003 (all bullet cards are discarded)' },
      { value: 'any', source: '000 VARIANTE PER ESPERTI (keep any card) / 001 (keep the cards you want)' },
    ],
    defaults: { original: 'actions-only', revised: 'any', 'revised-advanced': 'any' },
  },
  {
    name: 'expertDiscardDrawnBullets',
    rule: 'options.expert-discard-drawn-bullets',
    values: [
      { value: false, source: '002 VARIANTE PER ESPERTI; 000; 001' },
      { value: true, source: '003 VARIANTA PENTRU EXPERTI (discard drawn bullet cards at the start of planning)' },
    ],
    defaults: { original: false, revised: false, 'revised-advanced': false },
  },
  {
    name: 'twoBanditGunslinger',
    rule: 'options.two-bandit-gunslinger',
    values: [
      { value: 'per-bandit', source: '000 FINE DELLA PARTITA (two bandits counted separately)' },
      {
        value: 'player-total-own-colour-penalty',
        source: '001 (player total, minus one per own-colour bullet card in the own deck)',
      },
    ],
    defaults: { original: 'per-bandit', revised: 'per-bandit', 'revised-advanced': 'per-bandit' },
    note: 'The two translations of the revised rules disagree (seeds README §3).',
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

/** Values allowed for each option (first = index 0 in the position notation). */
export function optionValues(name: keyof Options): readonly (string | boolean)[] {
  for (const o of OPTIONS) if (o.name === name) return o.values.map((v) => v.value);
  return [];
}
