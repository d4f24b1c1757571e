// Engine benchmark: `node scripts/bench.ts` (Node 24 strips the types); `--json` prints one JSON object.
// gamesPerSecond: complete random 4-player games (setup to scoring), every choice validated by apply().
import { createGame, legalChoices, apply, score } from '../src/games/colt-express/engine/index.ts';
import type { GameState } from '../src/games/colt-express/engine/index.ts';
import * as cse from '../src/games/colt-super-express/engine/index.ts';

const json = process.argv.includes('--json');

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function playGame(seed: number, timings?: number[]): number {
  const g = createGame({ seed, players: 4 });
  if (!g.ok) throw new Error(g.error.message);
  let s: GameState = g.value;
  const r = rng(seed);
  let n = 0;
  while (s.pending !== null) {
    let legal;
    if (timings) {
      const t0 = performance.now();
      legal = legalChoices(s);
      timings.push(performance.now() - t0);
    } else legal = legalChoices(s);
    const c = legal[Math.floor(r() * legal.length)]!;
    const res = apply(s, c);
    if (!res.ok) throw new Error(res.error.message);
    s = res.value.state;
    n++;
  }
  score(s);
  return n;
}

const gc = (globalThis as { gc?: () => void }).gc;
// warm up
for (let i = 0; i < 2000; i++) playGame(1_000_000 + i);

let choices = 0;
const N = 20000;
const t0 = performance.now();
for (let i = 0; i < N; i++) choices += playGame(i);
const dt = (performance.now() - t0) / 1000;

// legalChoices latency on fresh (uncached) states
const timings: number[] = [];
for (let i = 0; i < 300; i++) playGame(5_000_000 + i, timings);
timings.sort((a, b) => a - b);
const q = (p: number): number => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]! * 1000;

function heapAfter(games: number): number {
  for (let i = 0; i < games; i++) playGame(9_000_000 + i);
  gc?.();
  return process.memoryUsage().heapUsed / 1048576;
}
const heap10k = heapAfter(10_000);
const heap100k = heapAfter(90_000);

// Colt Super Express: complete random 4-player games with both expansions, every choice validated by apply().
function playCse(seed: number, timings?: number[]): number {
  const g = cse.createGame({ seed, players: 4, options: { reflex: true, horse: true } });
  if (!g.ok) throw new Error(g.error.message);
  let s: cse.GameState = g.value;
  const r = rng(seed);
  let n = 0;
  while (s.pending !== null) {
    const t0 = timings ? performance.now() : 0;
    const legal = cse.legalChoices(s);
    if (timings) timings.push(performance.now() - t0);
    const res = cse.apply(s, legal[Math.floor(r() * legal.length)]!);
    if (!res.ok) throw new Error(res.error.message);
    s = res.value.state;
    n++;
  }
  cse.score(s);
  return n;
}
for (let i = 0; i < 2000; i++) playCse(1_000_000 + i);
const cseN = 20000;
const ct0 = performance.now();
for (let i = 0; i < cseN; i++) playCse(i);
const cdt = (performance.now() - ct0) / 1000;
const cseTimings: number[] = [];
for (let i = 0; i < 2000; i++) playCse(5_000_000 + i, cseTimings);
cseTimings.sort((a, b) => a - b);
const cseP99 = cseTimings[Math.min(cseTimings.length - 1, Math.floor(0.99 * cseTimings.length))]! * 1000;

const out = {
  games: N,
  gamesPerSecond: Math.round(N / dt),
  choicesPerSecond: Math.round(choices / dt),
  choicesPerGame: +(choices / N).toFixed(1),
  legalChoicesMedianUs: +q(0.5).toFixed(2),
  legalChoicesP99Us: +q(0.99).toFixed(2),
  heapMBAfter10k: +heap10k.toFixed(1),
  heapMBAfter100k: +heap100k.toFixed(1),
  gcExposed: gc !== undefined,
  cseGamesPerSecond: Math.round(cseN / cdt),
  cseLegalChoicesP99Us: +cseP99.toFixed(2),
};
if (json) console.log(JSON.stringify(out));
else for (const [k, v] of Object.entries(out)) console.log(`${k.padEnd(22)} ${v}`);
