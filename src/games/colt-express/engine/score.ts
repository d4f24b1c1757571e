// End of game: loot totals, Gunslinger, winner and tie-breaks.
import type { FinalScore, GameState, PlayerScore, RuleId, Seat } from './types.ts';
import { CARD_INFO, lootValue } from './cards.ts';
import { BULLETS_PER_CHARACTER, GUNSLINGER_BONUS } from './data/loot.ts';
import { isShaped } from './playable.ts';

/** Bullet cards a player holds (hand, deck, discard): the cards "received". */
function received(s: GameState, seat: number, ownColourOnly: boolean): number {
  const p = s.players[seat]!;
  let n = 0;
  for (const arr of [p.hand, p.deck, p.discard]) {
    for (const c of arr) {
      const info = CARD_INFO[c];
      if (!info || !info.bullet) continue;
      if (ownColourOnly && (info.bandit === null || p.bandits.indexOf(info.bandit) < 0)) continue;
      n++;
    }
  }
  return n;
}

/** Never throws: a non-state gets a score with no player and no winner (issue 8). */
export function score(s: GameState): FinalScore {
  try {
    if (isShaped(s)) return scoreState(s);
  } catch {
    // a malformed state that has the shape of one
  }
  return { players: [], winners: [], decidedBy: [], tie: 'none' };
}

function scoreState(s: GameState): FinalScore {
  const n = s.config.players;
  const decidedBy: RuleId[] = ['end.loot-total'];
  const loot: number[] = [];
  const fired: number[] = [];
  const recv: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    let l = 0;
    let f = 0;
    for (const id of s.config.seats[seat]!) {
      const b = s.bandits[id];
      if (!b) continue;
      for (const x of b.loot) l += lootValue(x);
      f += BULLETS_PER_CHARACTER - b.bulletsLeft;
    }
    loot.push(l);
    fired.push(f);
    recv.push(received(s, seat, false));
  }
  const gun = gunslinger(s, fired, decidedBy);
  const players: PlayerScore[] = [];
  for (let seat = 0; seat < n; seat++) {
    players.push({
      seat: seat as Seat,
      bandits: s.config.seats[seat]!,
      loot: loot[seat]!,
      gunslinger: gun[seat]!,
      total: loot[seat]! + gun[seat]!,
      bulletsFired: fired[seat]!,
      bulletsReceived: recv[seat]!,
    });
  }
  return { players, ...winnersOf(s, players, decidedBy) };
}

/** 002 FINE DELLA PARTITA: the Gunslinger bonus of each seat (the rules that decided it go to `decidedBy`). */
function gunslinger(s: GameState, fired: readonly number[], decidedBy: RuleId[]): number[] {
  const opt = s.config.options;
  const n = s.config.players;
  // The books are silent on a game where nobody fired: we give no bonus then.
  const gun = new Array<number>(n).fill(0);
  if (opt.mode === 'team-two-player') {
    decidedBy.push('variants.team-two-player.no-gunslinger');
  } else if (opt.mode === 'two-bandits' && opt.twoBanditGunslinger === 'per-bandit') {
    // 000: the bandit who fired most wins it for its player; bandits are not added up
    let max = 0;
    for (const id of s.config.bandits) max = Math.max(max, BULLETS_PER_CHARACTER - (s.bandits[id]?.bulletsLeft ?? 6));
    if (max > 0)
      for (let seat = 0; seat < n; seat++)
        if (s.config.seats[seat]!.some((id) => BULLETS_PER_CHARACTER - (s.bandits[id]?.bulletsLeft ?? 6) === max))
          gun[seat] = GUNSLINGER_BONUS;
    decidedBy.push('variants.two-bandits.gunslinger');
  } else {
    const count = fired.slice();
    if (opt.mode === 'two-bandits') {
      // 001: player total minus one per bullet card of the player's own colours in their cards
      for (let seat = 0; seat < n; seat++) count[seat] = fired[seat]! - received(s, seat, true);
      decidedBy.push('variants.two-bandits.gunslinger');
    }
    let max = 0;
    for (const c of count) max = Math.max(max, c);
    if (max > 0) for (let seat = 0; seat < n; seat++) if (count[seat] === max) gun[seat] = GUNSLINGER_BONUS;
    decidedBy.push('end.gunslinger');
  }
  return gun;
}

/** The richest player wins; a tie goes to fewest bullet cards received, then to the finalTie option. */
function winnersOf(s: GameState, players: readonly PlayerScore[], decidedBy: RuleId[]): Omit<FinalScore, 'players'> {
  const opt = s.config.options;
  decidedBy.push('end.winner');
  let best = -1;
  for (const p of players) best = Math.max(best, p.total);
  let winners = players.filter((p) => p.total === best);
  let tie: FinalScore['tie'] = 'none';
  let note: string | undefined;
  if (winners.length > 1) {
    decidedBy.push('end.tie-break');
    let fewest = Infinity;
    for (const p of winners) fewest = Math.min(fewest, p.bulletsReceived);
    winners = winners.filter((p) => p.bulletsReceived === fewest);
    if (winners.length === 1) tie = 'broken-by-bullets';
    else {
      decidedBy.push('options.final-tie');
      if (opt.finalTie === 'shared') tie = 'shared';
      else {
        tie = 'unresolved';
        note = 'Still tied after the bullet tie-break: this edition does not say who wins.';
      }
    }
  }
  const res = { winners: winners.map((p) => p.seat), decidedBy, tie };
  return note === undefined ? res : { ...res, note };
}
