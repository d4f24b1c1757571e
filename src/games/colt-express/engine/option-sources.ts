// Where each option value comes from: seed file(s) and section (seeds README), and a note where the
// books leave room for a reading. Apart from OPTIONS (options.ts) because the engine never reads them:
// the browser's copy of the engine carries the values, not their citations (the sandbox's JavaScript
// budget: tests/e2e/budget.spec.ts). The type makes a missing or extra value a compile error.
import type { Options } from './types.ts';

export type OptionSources = {
  readonly [K in keyof Options]: { readonly values: { readonly [V in `${Options[K]}`]: string }; readonly note?: string };
};

export const OPTION_SOURCES: OptionSources = {
  mode: {
    values: {
      standard: '002/000 main rules, 3-6 players',
      'team-two-player': '002/003 REGOLE SPECIALI PER DUE GIOCATORI (2 players, teams of two)',
      'two-bandits': '000/001 2 BANDITI PER GIOCATORE (2-3 players)',
    },
  },
  roundDeck: {
    values: {
      'four-plus-station': '002/003 PREPARAZIONE; 000/001 advanced setup',
      five: '000/001 PREPARAZIONE, first game',
    },
  },
  roundEvents: {
    values: {
      true: '002/003 GLI EVENTI; 000/001 advanced rules',
      false: '000/001 first game (events are part of the advanced rules)',
    },
  },
  neutralShortage: {
    values: {
      'remove-deck': '002 NOTA IMPORTANTE (deck then removed for good); 003 same',
      skip: '000 SCERIFFO / 001 Marshal (nobody gets one, no removal)',
    },
    note: '003 can be read as removing the deck only in the end-of-round case; we follow 002.',
  },
  revengePurse: {
    values: {
      discard: '002/003 Vendetta (purse lost); 001 Wraak van de Marshal (handed in)',
      roof: '000 La Vendetta dello Sceriffo (purse put on that roof)',
    },
    note: 'The two translations of the revised rules disagree: 000 roof, 001 discard.',
  },
  robPick: {
    values: {
      chosen: '002 RAPINA / 003 (a token of your choice)',
      blind: '000 FURTO / 001 Beroving (without looking at its value)',
    },
    note: 'Both values play the same in the engine: purses lie face down in both editions, so Rob names only the kind of token and the purse taken is picked at random. The option documents the wording difference only.',
  },
  hostageRansom: {
    values: {
      ransom: '002/003 Prendere in ostaggio il conducente ($250 ransom)',
      'token-from-box': '000 Conducente in Ostaggio (a $250 purse from the tokens out of play)',
    },
    note: '001 only says "receives a $250 purse", without naming where it comes from.',
  },
  finalTie: {
    values: {
      unresolved: '002/003/001 FINE DELLA PARTITA (silent after the bullet tie-break)',
      shared: '000 FINE DELLA PARTITA (still tied: the win is shared)',
    },
  },
  expert: {
    values: {
      false: 'main rules',
      true: '002 VARIANTE PER ESPERTI; 000 VARIANTE PER ESPERTI (mandatory in team-two-player)',
    },
  },
  expertKeep: {
    values: {
      'actions-only': '002 VARIANTE PER ESPERTI / 003 (all bullet cards are discarded)',
      any: '000 VARIANTE PER ESPERTI (keep any card) / 001 (keep the cards you want)',
    },
  },
  expertDiscardDrawnBullets: {
    values: {
      false: '002 VARIANTE PER ESPERTI; 000; 001',
      true: '003 VARIANTA PENTRU EXPERTI (discard drawn bullet cards at the start of planning)',
    },
  },
  twoBanditGunslinger: {
    values: {
      'per-bandit': '000 FINE DELLA PARTITA (two bandits counted separately)',
      'player-total-own-colour-penalty': '001 (player total, minus one per own-colour bullet card in the own deck)',
    },
    note: 'The two translations of the revised rules disagree (seeds README §3).',
  },
};
