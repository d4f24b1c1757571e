// The rule ids. Every log entry, exclusion and score decision names one of these.
// `source` = seed file + section where the rule is stated (see /work/shared/seeds/README.md);
// `editions` = which editions have the rule. The same ids are the anchors of the rules pages.
import type { Edition, Page, RuleInfo } from './types.ts';

const BOTH = ['original', 'revised'] as const satisfies readonly Edition[];
const ORIG = ['original'] as const satisfies readonly Edition[];
const REV = ['revised'] as const satisfies readonly Edition[];

function pageOf(id: RuleId): Page {
  if (id.startsWith('setup.')) return 'rules/setup';
  if (id.startsWith('round.') || id.startsWith('planning.') || id.startsWith('turns.') || id.startsWith('stealing.'))
    return 'rules/round';
  if (id.startsWith('actions.move.') || id === 'actions.floor-change') return 'rules/move';
  if (id.startsWith('actions.marshal.') || id.startsWith('marshal.')) return 'rules/marshal';
  if (id.startsWith('actions.fire.')) return 'rules/fire';
  if (id.startsWith('actions.rob.')) return 'rules/rob';
  if (id.startsWith('actions.punch.')) return 'rules/punch';
  if (id.startsWith('characters.')) return 'rules/characters';
  if (id.startsWith('events.') || id === 'train.never-leave') return 'rules/events';
  if (id.startsWith('end.')) return 'rules/end-of-game';
  if (id.startsWith('variants.expert.')) return 'variants/expert';
  if (id.startsWith('variants.two-bandits.')) return 'variants/two-bandits';
  if (id.startsWith('variants.team-two-player.')) return 'variants/two-players-original';
  return 'editions';
}

const TABLE = [
  ['setup.train', '002 PREPARAZIONE (train: locomotive + one wagon per player); 000 PREPARAZIONE', BOTH],
  ['setup.loot', '002 PREPARAZIONE (loot printed on each wagon floor, purses face down at random)', BOTH],
  ['setup.marshal-strongbox', '002 PREPARAZIONE (Marshal and one strongbox in the locomotive, second strongbox aside)', BOTH],
  ['setup.starting-purse', '002 PREPARAZIONE (a $250 purse per player, face down)', BOTH],
  ['setup.round-deck', '002 PREPARAZIONE (4 round cards + 1 Train Station at the bottom); 000 PREPARAZIONE (5 cards, first game)', BOTH],
  ['setup.first-player', '002 PRIMO GIOCATORE', BOTH],
  ['setup.bandit-placement', '002 COLLOCARE I BANDITI (odd seats in the caboose, even seats in the next car)', BOTH],
  ['setup.neutral-bullets', '002 PREPARAZIONE (13 neutral bullet cards beside the locomotive)', BOTH],
  ['round.start-draw', '002 INIZIO DI UN ROUND (shuffle, draw 6)', BOTH],
  ['round.end-reshuffle', '002 CONCLUSIONE DEL ROUND (every card back, whole deck shuffled)', BOTH],
  ['round.first-player-rotates', '002 CONCLUSIONE DEL ROUND (player on the left becomes first player)', BOTH],
  ['planning.turn', '002 FASE 1: PIANIFICAZIONE (clockwise from the first player)', BOTH],
  ['planning.play-card', '002 FASE 1: PIANIFICAZIONE (play one action card face up on the common pile)', BOTH],
  ['planning.draw-three', '002 FASE 1: PIANIFICAZIONE (or draw 3 cards)', BOTH],
  ['planning.return-unplayed', '002 FASE 1: PIANIFICAZIONE (unplayed cards back on top of the deck)', BOTH],
  ['turns.standard', '002 LE CARTE ROUND (standard turn: face up)', BOTH],
  ['turns.tunnel', '002 LE CARTE ROUND › Tunnel (face down)', BOTH],
  ['turns.speeding-up', '002 LE CARTE ROUND › Accelerazione (two turns in a row)', BOTH],
  ['turns.switching', '002 LE CARTE ROUND › Inversione (counter-clockwise from the first player)', BOTH],
  ['stealing.order', '002 FASE 2: FURTO (pile turned over, resolved in the order played)', BOTH],
  ['stealing.mandatory', '002 FASE 2: FURTO (actions are mandatory if still possible)', BOTH],
  ['actions.move.inside', '002 LE CARTE AZIONE › MOVIMENTO (inside: one car forward or back, locomotive included)', BOTH],
  ['actions.move.roof', '002 LE CARTE AZIONE › MOVIMENTO (roof: 1 to 3 cars)', BOTH],
  ['actions.move.must-move', '002 LE CARTE AZIONE › MOVIMENTO (the bandit cannot stay where he is)', BOTH],
  ['actions.floor-change', '002 LE CARTE AZIONE › CAMBIARE PIANO', BOTH],
  ['actions.marshal.move', '002 LE CARTE AZIONE › SCERIFFO (one car either way, inside only)', BOTH],
  ['actions.fire.not-same-position', '002 LE CARTE AZIONE › FUOCO (not a bandit at your own position)', BOTH],
  ['actions.fire.inside-adjacent', '002 LE CARTE AZIONE › FUOCO (inside: only bandits inside an adjacent car)', BOTH],
  ['actions.fire.roof-line-of-sight', '002 LE CARTE AZIONE › FUOCO (roof: any roof in line of sight, nobody between)', BOTH],
  ['actions.fire.side-by-side', '002 LE CARTE AZIONE › FUOCO (bandits on one roof stand side by side, shooter chooses)', BOTH],
  ['actions.fire.no-target', '002 LE CARTE AZIONE › FUOCO (no target: bullet kept, no effect)', BOTH],
  ['actions.fire.no-bullets', '002 LE CARTE AZIONE › FUOCO (no bullet cards left: no effect)', BOTH],
  ['actions.fire.bullet-on-deck', '002 LE CARTE AZIONE › FUOCO (bullet card on top of the target\'s deck)', BOTH],
  ['actions.rob.same-floor', '002 LE CARTE AZIONE › RAPINA (one token at your car and floor); 000 FURTO (without looking)', BOTH],
  ['actions.rob.nothing', '002 LE CARTE AZIONE › RAPINA (no token: no effect)', BOTH],
  ['actions.punch.same-position', '002 LE CARTE AZIONE › PUGNO (target at your car and floor)', BOTH],
  ['actions.punch.drop-loot', '002 LE CARTE AZIONE › PUGNO (target drops a token chosen by the puncher, purse unseen)', BOTH],
  ['actions.punch.push-direction', '002 LE CARTE AZIONE › PUGNO (pushed to an adjacent car, same floor; only back from the locomotive, only forward from the caboose)', BOTH],
  ['actions.punch.no-target', '002 LE CARTE AZIONE › PUGNO (nobody to punch: no effect)', BOTH],
  ['marshal.flee-to-roof', '002 LO SCERIFFO (bandits meeting the Marshal flee to the roof)', BOTH],
  ['marshal.neutral-bullet', '002 LO SCERIFFO (each fleeing bandit takes a neutral bullet on his deck)', BOTH],
  ['marshal.bullets-run-out', '002 NOTA IMPORTANTE (too few neutral bullets: nobody gets one); 000 SCERIFFO', BOTH],
  ['train.never-leave', '002 NOTA IMPORTANTE (no bandit ever leaves the train)', BOTH],
  ['characters.ghost', '002 I BANDITI › GHOST', BOTH],
  ['characters.belle', '002 I BANDITI › BELLE', BOTH],
  ['characters.cheyenne', '002 I BANDITI › CHEYENNE', BOTH],
  ['characters.tuco', '002 I BANDITI › TUCO', BOTH],
  ['characters.django', '002 I BANDITI › DJANGO', BOTH],
  ['characters.doc', '002 I BANDITI › DOC', BOTH],
  ['events.angry-marshal', '002 GLI EVENTI › Sceriffo infuriato', BOTH],
  ['events.swivel-arm', '002 GLI EVENTI › Montacarichi', BOTH],
  ['events.braking', '002 GLI EVENTI › Frenata; 000 EVENTI › Frenata (locomotive roof stays)', BOTH],
  ['events.take-it-all', '002 GLI EVENTI › Prendi tutto!', BOTH],
  ['events.passengers-rebellion', '002 GLI EVENTI › Ribellione dei passeggeri', BOTH],
  ['events.pickpocketing', '002 GLI EVENTI › Borseggiare', BOTH],
  ['events.marshals-revenge', '002 GLI EVENTI › Vendetta dello Sceriffo', BOTH],
  ['events.hostage-conductor', '002 GLI EVENTI › Prendere in ostaggio il conducente', BOTH],
  ['end.loot-total', '002 FINE DELLA PARTITA (sum of the loot tokens)', BOTH],
  ['end.gunslinger', '002 FINE DELLA PARTITA (Pistolero: $1000 to whoever fired most, ties all get it)', BOTH],
  ['end.winner', '002 FINE DELLA PARTITA (richest player wins)', BOTH],
  ['end.tie-break', '002 FINE DELLA PARTITA (tie: fewest bullet cards received); 000 (still tied: shared win)', BOTH],
  ['variants.expert.keep-cards', '002 VARIANTE PER ESPERTI (keep chosen cards at the end of planning); 000 VARIANTE PER ESPERTI (any card)', BOTH],
  ['variants.expert.discard-pile', '002 VARIANTE PER ESPERTI (resolved cards face up on the discard pile; bullets on top of the draw deck)', BOTH],
  ['variants.expert.refill', '002 VARIANTE PER ESPERTI (round start: draw up to six)', BOTH],
  ['variants.expert.reshuffle', '002 VARIANTE PER ESPERTI (empty draw deck: shuffle the discard pile)', BOTH],
  ['variants.expert.discard-drawn-bullets', '003 VARIANTA PENTRU EXPERTI (start of planning: discard the bullet cards drawn)', ORIG],
  ['variants.two-bandits.setup', '000 REGOLE SPECIALI: 2 BANDITI (2-4 round cards, 3 wagons for 2 players, 4 for 3; 11-card deck)', REV],
  ['variants.two-bandits.placement', '000 REGOLE SPECIALI: 2 BANDITI (hidden choice, left hand to the caboose)', REV],
  ['variants.two-bandits.card-choice', '000 REGOLE SPECIALI: 2 BANDITI (pick one card before shuffling, then draw 6)', REV],
  ['variants.two-bandits.cover-fire', '000 REGOLA DEL FUOCO DI COPERTURA; 001 Dekkingsregel', REV],
  ['variants.two-bandits.characters', '000 CHIARIMENTI SUI PERSONAGGI (Ghost either bandit; Doc 7 + 1)', REV],
  ['variants.two-bandits.gunslinger', '000 FINE DELLA PARTITA (bandits counted separately); 001 (player total minus own-colour bullets)', REV],
  ['variants.two-bandits.pairing', '000 REGOLE SPECIALI: 2 BANDITI (Ghost, Doc, Belle paired at random with Tuco, Cheyenne, Django)', REV],
  ['variants.team-two-player.setup', '002 REGOLE SPECIALI PER DUE GIOCATORI › PREPARAZIONE (locomotive + 4 wagons, two characters, 11 cards)', ORIG],
  ['variants.team-two-player.bullets', '002 REGOLE SPECIALI PER DUE GIOCATORI › MODIFICHE (bullet on the controlling player\'s deck)', ORIG],
  ['variants.team-two-player.expert', '002 REGOLE SPECIALI PER DUE GIOCATORI › MODIFICHE (played with the expert variant)', ORIG],
  ['variants.team-two-player.no-gunslinger', '002 REGOLE SPECIALI PER DUE GIOCATORI › MODIFICHE (no Gunslinger)', ORIG],
  ['variants.team-two-player.placement', '002 REGOLE SPECIALI PER DUE GIOCATORI › PREPARAZIONE (one pawn of each team in each of the two rear cars)', ORIG],
  ['options.mode', 'seeds README §2 (two-player rules differ by edition)', BOTH],
  ['options.round-deck', 'seeds README §1; 002 PREPARAZIONE; 000 PREPARAZIONE', BOTH],
  ['options.round-events', '000 PREPARAZIONE (first game without events) / REGOLE AVANZATE', BOTH],
  ['options.neutral-shortage', 'seeds README §5; 002 NOTA IMPORTANTE; 000 SCERIFFO', BOTH],
  ['options.revenge-purse', 'seeds README §4; 002/003 Vendetta; 000 Vendetta; 001 Wraak van de Marshal', BOTH],
  ['options.rob-pick', 'seeds README §9; 002 RAPINA; 000 FURTO; 001 Beroving', BOTH],
  ['options.hostage-ransom', '002 Prendere in ostaggio; 000 Conducente in Ostaggio (token from the box)', BOTH],
  ['options.final-tie', 'seeds README §6; 000 FINE DELLA PARTITA (shared win)', BOTH],
  ['options.expert', '002 VARIANTE PER ESPERTI; 000 VARIANTE PER ESPERTI', BOTH],
  ['options.expert-keep', '002 VARIANTE PER ESPERTI (discard all bullets); 000/001 (keep any card)', BOTH],
  ['options.expert-discard-drawn-bullets', 'seeds README §7; 003 VARIANTA PENTRU EXPERTI', ORIG],
  ['options.two-bandit-gunslinger', 'seeds README §3; 000 vs 001 end of game (two bandits)', REV],
] as const satisfies readonly (readonly [string, string, readonly Edition[]])[];

/** A rule id: the first column of the table above. */
export type RuleId = (typeof TABLE)[number][0];

// /*#__PURE__*/ (also on inner calls: a bundler keeps the arguments of a dropped call):
// computed tables are dropped when unused (widgets REQUESTS R3).
export const RULES: readonly RuleInfo[] = /*#__PURE__*/ TABLE.map(([id, source, editions]) => ({
  id,
  page: pageOf(id),
  source,
  editions,
}));

export const RULE_BY_ID: { readonly [id: string]: RuleInfo } = /*#__PURE__*/ Object.fromEntries(/*#__PURE__*/ RULES.map((r) => [r.id, r]));
