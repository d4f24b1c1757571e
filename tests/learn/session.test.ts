// The learn page's controller (src/learn/session.ts), with no browser: whole games against the
// computer through the same functions the page calls (the computer called synchronously here, in a
// worker on the page), take back, saving and resuming, broken saves, the rules met, the guide's
// fixed first round, the sandbox address, and the reader's seat seeing nothing hidden.
import { describe, expect, it } from 'vitest';
import {
  canTakeBack,
  derive,
  finalLines,
  guideKeys,
  mergeMet,
  newSession,
  offered,
  parseMet,
  parseSession,
  readerView,
  resume,
  sandboxSearch,
  serialise,
  skipGuide,
  takeBack,
  choose,
  turnOf,
  type Derived,
} from '../../src/learn/session.ts';
import { GUIDE_SEED, type LearnSetup } from '../../src/learn/rules.ts';
import { BANDIT_IDS } from '../../src/games/colt-super-express/engine/data/components.ts';
import { CHARACTER_IDS } from '../../src/games/colt-express/engine/types.ts';
import { view as ceView, logFor as ceLogFor } from '../../src/games/colt-express/engine/index.ts';
import type { GameState as CeState, LogEntry as CeLog, Seat as CeSeat } from '../../src/games/colt-express/engine/types.ts';
import { view as cseView } from '../../src/games/colt-super-express/engine/index.ts';
import type { GameState as CseState, Seat as CseSeat } from '../../src/games/colt-super-express/engine/types.ts';
import { readSandboxSearch } from '../../src/games/colt-express/sandbox/url.ts';
import { restoreHistory } from '../../src/games/colt-express/sandbox/restore.ts';
import { cseNotationVersion, readSearch } from '../../src/games/colt-super-express/sandbox/url.ts';
import { swapHiddenCe, scrambleLog } from '../colt-express/computer/ce-swap.ts';
import { swapHiddenCse } from '../colt-super-express/computer/cse-swap.ts';
import { CE, CSE, derived, playGame, readerStep, runComputer, type Game } from './play.ts';

type Row = { name: string; g: Game; setup: (i: number) => LearnSetup };
const GAMES: readonly Row[] = [
  {
    // issue 23: "a whole game against the computer, to the final score"; 002 PREPARAZIONE: 3 to 6 players (standard game)
    name: 'Colt Express',
    g: CE,
    setup: (i) => ({ game: 'colt-express', players: 3 + (i % 4), bandit: CHARACTER_IDS[i % 6]!, level: i % 10 === 0 ? 'regular' : 'beginner', guide: i % 7 === 0, seed: 1000 + i }),
  },
  {
    // issue 23, the same for Colt Super Express; 004: 2 to 7 players (one bandit each)
    name: 'Colt Super Express',
    g: CSE,
    setup: (i) => ({ game: 'colt-super-express', players: 2 + (i % 6), bandit: BANDIT_IDS[i % 7]!, level: i % 10 === 0 ? 'regular' : 'beginner', guide: i % 7 === 0, seed: 2000 + i }),
  },
];

describe.each(GAMES)('$name: 200 seeded games through the controller', ({ g, setup }) => {
  it('each reaches the end with a final score explained line by line, the rules met growing', () => {
    const players = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const st = setup(i);
      const d = playGame(g, st);
      players.add(st.players);
      expect(turnOf(d), `game ${i}`).toBe('over');
      const f = finalLines(d);
      expect(f, `game ${i}`).toBeDefined();
      expect(f!.lines.length, `game ${i}`).toBeGreaterThan(1);
      for (const w of f!.winners) expect(d.rules.banditsOf(d.state).flat()).toContain(w);
      // the rules met: each once, every one a rule of this game, in the order of the reader's log
      expect(new Set(d.met).size).toBe(d.met.length);
      for (const id of d.met) expect(d.rules.ruleIds).toContain(id);
      const readerOrder = [...d.startLog, ...d.steps.flatMap((s) => s.readerLog)].map((e) => d.rules.ruleOf(e));
      expect(d.met).toEqual([...new Set(readerOrder)]);
      expect(d.met.length).toBeGreaterThan(5);
    }
    expect(players.size).toBe(g.rules.players.max - g.rules.players.min + 1);
  });
});

/** A game played until the reader's `n`-th decision (the reader takes the first offered choice). */
function atDecision(g: Game, st: LearnSetup, n: number): Derived {
  let d = runComputer(g, derived(g, newSession(st)));
  for (let k = 0; k < n && turnOf(d) === 'reader'; k++) d = runComputer(g, readerStep(d, () => 0));
  return d;
}

const CE_SETUP: LearnSetup = { game: 'colt-express', players: 4, bandit: 'belle', level: 'beginner', guide: true, seed: 5 };
const CSE_SETUP: LearnSetup = { game: 'colt-super-express', players: 4, bandit: 'mei', level: 'beginner', guide: true, seed: 5 };
const PAIRS: readonly [string, Game, LearnSetup][] = [
  ['Colt Express', CE, CE_SETUP],
  ['Colt Super Express', CSE, CSE_SETUP],
];

describe.each(PAIRS)('%s: take back, save, resume', (_name, g, st) => {
  it('take back drops the reader\'s last choice and the computer\'s after it', () => {
    for (const n of [1, 3, 7]) {
      const before = atDecision(g, st, n - 1);
      const after = atDecision(g, st, n);
      expect(after.session.moves.length).toBeGreaterThan(before.session.moves.length);
      const back = takeBack(after.session);
      expect(back.moves).toEqual(before.session.moves);
      expect(derived(g, back).state).toEqual(before.state);
      expect(turnOf(derived(g, back))).toBe('reader');
    }
    // nothing to take back before the reader's first choice
    const fresh = newSession(st);
    expect(canTakeBack(fresh)).toBe(false);
    expect(takeBack(fresh)).toEqual(fresh);
  });

  it('a saved game resumes where it was, with the computer\'s explanations and the guide\'s state', () => {
    const d = atDecision(g, st, 6);
    const saved = serialise(skipGuide(d.session));
    const r = resume(g.rules, saved);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toEqual(d.state);
    expect(r.value.met).toEqual(d.met);
    expect(r.value.steps.map((s) => s.said)).toEqual(d.steps.map((s) => s.said));
    expect(r.value.session.guideOff).toBe(true);
    expect(guideKeys(r.value)).toEqual([]);
  });

  it('the guide: a guided game is dealt from the fixed shuffle, each prompt shown once', () => {
    const a = derived(g, newSession({ ...st, seed: 1 }));
    const b = derived(g, newSession({ ...st, seed: 999 }));
    expect(a.session.setup.seed).toBe(GUIDE_SEED);
    expect(runComputer(g, a).state).toEqual(runComputer(g, b).state);
    // unguided games follow their seed
    expect(derived(g, newSession({ ...st, guide: false, seed: 1 })).start).not.toEqual(derived(g, newSession({ ...st, guide: false, seed: 999 })).start);
    const first = runComputer(g, a);
    const keys = guideKeys(first);
    expect(keys.length).toBeGreaterThan(0);
    const next = derived(g, choose(first, offered(first).legal[0]));
    expect(next.session.guideSeen).toEqual(keys);
    const later = runComputer(g, next);
    for (const k of guideKeys(later)) expect(keys).not.toContain(k);
  });
});

describe('broken saves: a clear error naming what and where, never a throw', () => {
  const good = serialise(newSession(CE_SETUP));
  const edit = (f: (o: Record<string, unknown>) => void): string => {
    const o = JSON.parse(good) as Record<string, unknown>;
    f(o);
    return JSON.stringify(o);
  };
  const withMove = (move: unknown) => edit((o) => (o['moves'] = [move]));
  // the seat the game asks first (the fixed shuffle picks the first player) and one it does not
  const asked = CE.rules.pendingSeat(derived(CE, newSession(CE_SETUP)).state) as number;
  const other = (asked + 1) % CE_SETUP.players;
  // [what is broken, the saved text, the error's code, its path]
  const ROWS: readonly [string, string, string, string][] = [
    ['not JSON (a cut-off save)', good.slice(0, 40), 'json', ''],
    ['a list, not a session', '[]', 'shape', ''],
    ['a save of another version', edit((o) => (o['version'] = 2)), 'version', 'version'],
    ['no setup', edit((o) => delete o['setup']), 'shape', 'setup'],
    ['an unknown game', edit((o) => ((o['setup'] as Record<string, unknown>)['game'] = 'colt-western')), 'setup', 'setup.game'],
    ['players beyond the rules (002: 3 to 6)', edit((o) => ((o['setup'] as Record<string, unknown>)['players'] = 9)), 'setup', 'setup.players'],
    ['an unknown bandit', edit((o) => ((o['setup'] as Record<string, unknown>)['bandit'] = 'mei')), 'setup', 'setup.bandit'],
    ['an unknown level', edit((o) => ((o['setup'] as Record<string, unknown>)['level'] = 'expert')), 'setup', 'setup.level'],
    ['a negative seed', edit((o) => ((o['setup'] as Record<string, unknown>)['seed'] = -1)), 'setup', 'setup.seed'],
    ['moves not a list', edit((o) => (o['moves'] = 'draw')), 'shape', 'moves'],
    ['a move with no choice', withMove({ seat: 0 }), 'shape', 'moves[0]'],
    ['a move by a seat not asked', withMove({ seat: other, choice: { kind: 'draw' } }), 'move', 'moves[0].seat'],
    ['an illegal choice', withMove({ seat: asked, choice: { kind: 'rob', loot: { kind: 'strongbox' } } }), 'move', 'moves[0].choice'],
    ['an explanation without parameters', withMove({ seat: 0, choice: { kind: 'draw' }, said: { key: 'x' } }), 'shape', 'moves[0].said'],
    ['guide prompts not a list', edit((o) => (o['guideSeen'] = 3)), 'shape', 'guideSeen'],
  ];
  it.each(ROWS)('%s', (_what, text, code, path) => {
    const r = resume(CE.rules, text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.path).toBe(path);
    expect(r.error.message.length).toBeGreaterThan(3);
  });
  it('the good save itself resumes (the rows above fail for their own reason)', () => {
    expect(resume(CE.rules, good).ok).toBe(true);
    expect(parseSession(withMove({ seat: 0, choice: { kind: 'draw' } })).ok).toBe(true);
    expect(resume(CE.rules, withMove({ seat: asked, choice: { kind: 'draw' } })).ok).toBe(true);
  });
});

describe('rules met across games (localStorage)', () => {
  it('grows during a game and merges with the earlier games, each rule once', () => {
    const early = atDecision(CE, CE_SETUP, 2).met;
    const late = atDecision(CE, CE_SETUP, 12).met;
    expect(late.length).toBeGreaterThan(early.length);
    expect(late.slice(0, early.length)).toEqual(early);
    const merged = mergeMet(['end.winner', 'no-such-rule'], late, CE.rules.ruleIds);
    expect(merged[0]).toBe('end.winner');
    expect(merged).not.toContain('no-such-rule');
    expect(new Set(merged).size).toBe(merged.length);
    expect(merged.length).toBe(new Set(['end.winner', ...late]).size);
    // a broken store reads as nothing met
    expect(parseMet('{oops')).toEqual([]);
    expect(parseMet(null)).toEqual([]);
    expect(parseMet('["a",3]')).toEqual(['a']);
  });
});

describe('Open in sandbox: the address holds the starting position and every choice so far', () => {
  it('Colt Express: the sandbox replays it to the same position', () => {
    const d = atDecision(CE, CE_SETUP, 5);
    const read = restoreHistory(readSandboxSearch(sandboxSearch(d), 1));
    expect(read.problems).toEqual([]);
    expect(read.hist?.n).toBe(d.session.moves.length);
    expect(read.hist?.states[read.hist.n]).toEqual(d.state);
  });
  it('Colt Super Express: the same', () => {
    const d = atDecision(CSE, CSE_SETUP, 5);
    const { hist, restored } = readSearch(sandboxSearch(d), cseNotationVersion(d.state as CseState));
    expect(restored.problems).toEqual([]);
    expect(hist?.states[hist.n]).toEqual(d.state);
  });
});

describe('the reader sees what the reader\'s seat sees: a swap of every hidden card and value changes nothing shown', () => {
  // issue 23: "The reader sees what their seat sees and nothing more"; the swaps of tests/computer/*-swap.ts
  it.each([1, 2, 4, 8, 13, 21])('Colt Express, reader decision %i', (n) => {
    const d = atDecision(CE, { ...CE_SETUP, guide: false, seed: 40 + n }, n);
    const s = d.state as CeState;
    const t = swapHiddenCe(s, 0 as CeSeat, 17 + n);
    expect(t).not.toEqual(s);
    const swapped: Derived = { ...d, state: t };
    expect(readerView(swapped)).toEqual(readerView(d));
    expect(readerView(d)).toEqual(ceView(s, 0 as CeSeat));
    expect(JSON.stringify(offered(swapped))).toBe(JSON.stringify(offered(d)));
    expect(guideKeys(swapped)).toEqual(guideKeys(d));
    // the reader's log (setup and every step) reads the same from a log with the hidden parts changed
    const mine = [...d.startLog, ...d.steps.flatMap((x) => x.readerLog)];
    expect(ceLogFor(scrambleLog(d.log as CeLog[], 0 as CeSeat, s), 0 as CeSeat, s)).toEqual(mine);
  });
  it.each([1, 2, 4, 6, 9])('Colt Super Express, reader decision %i', (n) => {
    const d = atDecision(CSE, { ...CSE_SETUP, guide: false, seed: 40 + n }, n);
    if (turnOf(d) !== 'reader') return expect(turnOf(d)).toBe('over');
    const s = d.state as CseState;
    const t = swapHiddenCse(s, 0 as CseSeat, 23 + n);
    const swapped: Derived = { ...d, state: t };
    expect(readerView(swapped)).toEqual(readerView(d));
    expect(readerView(d)).toEqual(cseView(s, 0 as CseSeat));
    expect(JSON.stringify(offered(swapped))).toBe(JSON.stringify(offered(d)));
    expect(guideKeys(swapped)).toEqual(guideKeys(d));
  });
  // A reader's screenshot (Italian, tunnel turn): "Belle gioca una carta a faccia in giù. Belle prepara il Fuoco…".
  it.each([5, 11, 17])('Colt Express: no reason is said for a computer\'s card that went face down (seed %i)', (seed) => {
    const d = atDecision(CE, { ...CE_SETUP, guide: false, seed }, 40);
    const down = d.steps.filter((s) => {
      if (s.seat === 0 || (s.choice as { kind: string }).kind !== 'play') return false;
      const pile = (s.after as CeState).pile;
      return pile.length > 0 && pile[pile.length - 1]!.faceDown;
    });
    expect(down.length).toBeGreaterThan(0);
    expect(down.filter((s) => s.said !== undefined).map((s) => JSON.stringify(s.said))).toEqual([]);
  });
  it('a computer\'s reason for a card stacked face down is said only when the card is revealed', () => {
    const d = atDecision(CSE, { ...CSE_SETUP, guide: false }, 9);
    const stacks = d.steps.filter((s) => s.seat !== 0 && (s.choice as { kind: string }).kind === 'stack');
    expect(stacks.length).toBeGreaterThan(0);
    for (const s of stacks) expect(s.said).toBeUndefined();
    expect(d.steps.some((s) => s.seat !== 0 && (s.choice as { kind: string }).kind === 'reveal' && s.said !== undefined)).toBe(true);
  });
});

describe('derive never throws on a session of the other game', () => {
  it('a Colt Super Express save read as Colt Express is a setup error', () => {
    const r = derive(CE.rules, newSession(CSE_SETUP));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('setup.game');
  });
});
