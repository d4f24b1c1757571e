// Computer players' benchmark (issue 23): `npm run bench:computer -- [--json] [--games N] [--ms M] [--playouts P] [--only a,b]`.
// Node 24 strips the types. Not a test: strength and speed, seeded, one process (one core).
// Rows (the targets): Colt Express 4 players: regular vs three random, regular vs three
// beginners, beginner vs three random; Colt Super Express 3 players: regular vs two random,
// regular vs two beginners; the decision time of regular (median / p95), for each game.
// Each Colt Express computer gets its seat's view and its public log (logFor of each step, kept as a
// page would keep it). The measured seat turns round the table from game to game (game g: seat g mod players); a
// shared win counts as its share. Regular runs --playouts play-outs per decision (default 200, the
// computer's default budget), so the win rates are the same bit for bit from run to run; with
// --ms M it also stops after M milliseconds (performance.now), and then depends on the machine.
import * as ce from '../src/games/colt-express/engine/index.ts';
import * as cse from '../src/games/colt-super-express/engine/index.ts';
import { decide as ceDecide } from '../src/games/colt-express/computer/index.ts';
import { decideFor as cseDecide } from '../src/games/colt-super-express/computer/index.ts';
import { seedRng, rngInt } from '../src/games/shared/rng.ts';
import type { Budget } from '../src/games/shared/computer/search.ts';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const json = args.includes('--json');
const games = arg('games', 1000);
const ms = arg('ms', 0);
const playouts = arg('playouts', 200);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',') : null;
const budget: Budget = ms > 0 ? { playouts, ms, clock: () => performance.now() } : { playouts };

type Who = 'random' | 'beginner' | 'regular';
type Row = { id: string; game: 'colt-express' | 'colt-super-express'; players: number; hero: Who; others: Who; target: number };
const ROWS: Row[] = [
  { id: 'ce-regular-vs-random', game: 'colt-express', players: 4, hero: 'regular', others: 'random', target: 60 },
  { id: 'ce-regular-vs-beginner', game: 'colt-express', players: 4, hero: 'regular', others: 'beginner', target: 40 },
  { id: 'ce-beginner-vs-random', game: 'colt-express', players: 4, hero: 'beginner', others: 'random', target: 40 },
  { id: 'cse-regular-vs-random', game: 'colt-super-express', players: 3, hero: 'regular', others: 'random', target: 65 },
  { id: 'cse-regular-vs-beginner', game: 'colt-super-express', players: 3, hero: 'regular', others: 'beginner', target: 45 },
];

const times: { [G in Row['game']]: number[] } = { 'colt-express': [], 'colt-super-express': [] };

/** One game; returns the hero's share of the win (0, 1, or 1/k for a k-way shared win). */
function playCe(row: Row, g: number): number {
  const created = ce.createGame({ seed: 100000 + g, players: row.players });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const hero = g % row.players;
  const r = seedRng(g);
  // each seat's public log, kept step by step as a page would (logFor of each step's log)
  const seatLogs: ce.LogEntry[][] = Array.from({ length: row.players }, () => []);
  while (s.pending !== null) {
    const seat = s.pending.seat;
    const who = seat === hero ? row.hero : row.others;
    let c: ce.Choice;
    if (who === 'random') {
      const legal = ce.legalChoices(s);
      c = legal[rngInt(r, legal.length)]!;
    } else {
      const t0 = performance.now();
      const d = ceDecide(ce.view(s, seat), seat, who === 'regular' ? { level: 'regular', budget } : { level: 'beginner' }, r, seatLogs[seat]);
      if (who === 'regular' && d?.stats) times['colt-express'].push(performance.now() - t0);
      if (d === null) throw new Error('no decision');
      c = d.choice;
    }
    const st = ce.apply(s, c);
    if (!st.ok) throw new Error(st.error.message);
    s = st.value.state;
    for (let k = 0; k < row.players; k++) seatLogs[k]!.push(...ce.logFor(st.value.log, k as ce.Seat, s));
  }
  const f = ce.score(s);
  return f.winners.includes(hero as ce.Seat) ? 1 / f.winners.length : 0;
}

function playCse(row: Row, g: number): number {
  const created = cse.createGame({ seed: 200000 + g, players: row.players });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const hero = g % row.players;
  const r = seedRng(g);
  while (s.pending !== null) {
    const seat = s.pending.seat;
    const who = seat === hero ? row.hero : row.others;
    let c: cse.Choice;
    if (who === 'random') {
      const legal = cse.legalChoices(s);
      c = legal[rngInt(r, legal.length)]!;
    } else {
      const t0 = performance.now();
      const d = cseDecide(s, seat, who === 'regular' ? { level: 'regular', budget } : { level: 'beginner' }, r);
      if (who === 'regular' && d?.stats) times['colt-super-express'].push(performance.now() - t0);
      if (d === null) throw new Error('no decision');
      c = d.choice;
    }
    const st = cse.apply(s, c);
    if (!st.ok) throw new Error(st.error.message);
    s = st.value.state;
  }
  const f = cse.score(s);
  const id = s.config.bandits[hero]!;
  return f.winners.includes(id) ? 1 / f.winners.length : 0;
}

const pct = (xs: number[], p: number): number => {
  if (xs.length === 0) return 0;
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;

const out: { [k: string]: unknown } = { date: new Date().toISOString().slice(0, 10), games, budget: { ms, playouts }, rows: [] as unknown[] };
for (const row of ROWS) {
  if (only !== null && !only.includes(row.id)) continue;
  const t0 = performance.now();
  let wins = 0;
  for (let g = 0; g < games; g++) wins += row.game === 'colt-express' ? playCe(row, g) : playCse(row, g);
  const winPct = round1((100 * wins) / games);
  const r = { row: row.id, games, winPct, target: row.target, met: winPct >= row.target, seconds: round1((performance.now() - t0) / 1000) };
  (out['rows'] as unknown[]).push(r);
  if (!json) console.log(`${row.id.padEnd(26)} ${String(winPct).padStart(5)} %  (target ≥ ${row.target} %, ${games} games, ${r.seconds} s)`);
}
for (const game of ['colt-express', 'colt-super-express'] as const) {
  const xs = times[game];
  if (xs.length === 0) continue;
  const t = { decisions: xs.length, medianMs: round1(pct(xs, 0.5)), p95Ms: round1(pct(xs, 0.95)), target: { medianMs: 150, p95Ms: 400 } };
  out[`decision-${game}`] = t;
  if (!json) console.log(`decision time ${game.padEnd(19)} median ${t.medianMs} ms, p95 ${t.p95Ms} ms (${t.decisions} decisions with a choice; target ≤ 150 / ≤ 400 ms)`);
}
if (json) console.log(JSON.stringify(out));
