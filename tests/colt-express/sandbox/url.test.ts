// The sandbox URL (`?p=…&c=…&n=…`): choices ↔ text, history round trips, and hostile values.
import { describe, expect, it } from 'vitest';
import { apply, checkPosition, createGame, legalChoices, makePosition, parsePosition, randomGame } from '../../../src/games/colt-express/engine/index.ts';
import type { CarIndex, Choice, GameConfig, GameState } from '../../../src/games/colt-express/engine/types.ts';
import { LIMITS, restore } from '../../../src/widgets/url-state.ts';
import {
  decodeChoice,
  decodeChoices,
  encodeChoice,
  encodeChoices,
  looksLikeState,
  notationVersion,
  readSandboxSearch,
  writeSearch,
} from '../../../src/games/colt-express/sandbox/url.ts';

const engine = { parsePosition, checkPosition, apply, looksLikeState };

function game(config: Partial<GameConfig> = {}): GameState {
  const g = createGame({ seed: 7, players: 4, ...config });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A played-out history: the states and the choices that lead through them. */
function playOut(start: GameState, steps: number, pick = (legal: readonly Choice[], i: number) => legal[i % legal.length] as Choice) {
  const states = [start];
  const choices: Choice[] = [];
  for (let i = 0; i < steps; i++) {
    const s = states[states.length - 1] as GameState;
    if (s.pending === null) break;
    const c = pick(legalChoices(s), i);
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    choices.push(c);
  }
  return { states, choices };
}

const VERSION = notationVersion(makePosition(game())) ?? 1;

describe('choices ↔ URL text', () => {
  const configs: Partial<GameConfig>[] = [
    { players: 4 },
    { players: 6, preset: 'revised-advanced' },
    { players: 3, options: { mode: 'two-bandits' }, preset: 'revised' },
    { players: 2, options: { mode: 'team-two-player', expert: true } },
    { players: 5, options: { expert: true, expertKeep: 'any' } },
  ];
  for (const config of configs) {
    it(`every choice of random games round-trips (${JSON.stringify(config)})`, () => {
      for (const seed of [1, 2, 3]) {
        const r = randomGame(seed, config);
        if (!r.ok) throw new Error(r.error.message);
        const g = r.value;
        expect(g.choices.length).toBeGreaterThan(10);
        for (const c of g.choices) {
          const text = encodeChoice(c);
          expect(text).toMatch(/^[a-z0-9.-]+$/);
          expect(decodeChoice(text)).toEqual(c);
        }
        expect(decodeChoices(encodeChoices(g.choices))).toEqual({ ok: true, value: g.choices });
      }
    });
  }

  it('is compact', () => {
    expect(encodeChoice({ kind: 'fire', target: 'tuco' })).toBe('fire.tuco');
    expect(encodeChoice({ kind: 'play', card: 'move', faceDown: true })).toBe('play.move..t');
    expect(encodeChoice({ kind: 'punch', target: 'doc', drop: 'jewel', push: 2 as CarIndex })).toBe('punch.doc.jewel.2');
    expect(encodeChoice({ kind: 'rob', loot: { kind: 'purse' } })).toBe('rob.p');
  });

  it('rejects malformed choices', () => {
    for (const bad of ['', 'fly.away', 'fire', 'fire.tuco.doc', 'fire.mei', 'move', 'move.x', 'move.123', 'rob', 'rob.q',
      'play', 'play.dance', 'play.move..x', 'punch.doc.gold', 'pickpocket', 'pickpocket.maybe', 'keep.bullet.x', 'place',
      '__proto__', 'constructor.x', 'toString']) {
      expect(decodeChoice(bad), bad).toBeUndefined();
    }
  });
});

describe('reading ?p=…&c=…&n=…', () => {
  const start = game();
  const { states, choices } = playOut(start, 12);
  const p = makePosition(start);

  it('round-trips position and history, including the undone tail', () => {
    const search = writeSearch(p, choices, 9);
    const read = readSandboxSearch(search, VERSION);
    expect(read.problems).toEqual([]);
    expect(read.p).toBe(p);
    expect(read.n).toBe(9);
    const r = restore(read, engine);
    expect(r.problems).toEqual([]);
    expect(r.choices).toEqual(choices);
    expect(r.n).toBe(9);
    expect(r.states.map((s) => makePosition(s))).toEqual(states.map((s) => makePosition(s)));
  });

  it('applies every choice when n is missing', () => {
    const read = readSandboxSearch(writeSearch(p, choices, choices.length), VERSION);
    expect(read.n).toBe(choices.length);
  });

  it('no parameters: the default position, no problem', () => {
    const read = readSandboxSearch('', VERSION);
    expect(read).toEqual({ p: undefined, choices: [], n: 0, problems: [] });
    expect(restore(read, engine).start).toBeUndefined();
  });

  const cases: [string, string, string][] = [
    ['script tag', `?p=${encodeURIComponent('<script>alert(1)</script>')}`, 'bad-characters'],
    ['javascript: URL', `?p=${encodeURIComponent('javascript:alert(document.cookie)')}`, 'bad-characters'],
    ['HTML entity soup', '?p=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'bad-characters'],
    ['very long value', `?p=ce${VERSION}.${'A'.repeat(LIMITS.position + 10)}`, 'too-long'],
    ['very long query', `?p=${'A'.repeat(100_000)}`, 'too-long'],
    ['not the notation', '?p=hello-world', 'not-a-position'],
    ['older notation', '?p=ce0.eyJjb25maWciOnt9fQ', 'outdated'],
    ['unknown notation', `?p=ce${VERSION + 7}.abc`, 'unknown-version'],
    ['history without position', '?c=fire.tuco', 'history-without-position'],
  ];
  for (const [name, search, code] of cases) {
    it(`rejects a ${name} with "${code}" and starts from the default position`, () => {
      const read = readSandboxSearch(search, VERSION);
      expect(read.problems.map((x) => x.code)).toEqual([code]);
      const r = restore(read, engine);
      expect(r.start).toBeUndefined();
    });
  }

  it('reports a truncated position as damaged', () => {
    for (const cut of [10, p.length / 2, p.length - 3]) {
      const r = restore(readSandboxSearch(`?p=${p.slice(0, Math.floor(cut))}`, VERSION), engine);
      expect(r.start).toBeUndefined();
      expect(r.problems.map((x) => x.code)).toContain(r.problems[0]?.code === 'impossible' ? 'impossible' : 'damaged');
    }
  });

  it('never throws on random bytes in the notation alphabet', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~';
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    for (let i = 0; i < 300; i++) {
      const chars = [...p];
      for (let k = 0; k < 1 + Math.floor(rand() * 6); k++) chars[Math.floor(rand() * chars.length)] = alphabet[Math.floor(rand() * alphabet.length)] as string;
      const r = restore(readSandboxSearch(`?p=${chars.join('')}`, VERSION), engine);
      if (r.start === undefined) expect(r.problems.length).toBeGreaterThan(0);
    }
  });

  it('keeps the position and stops the history at an unreadable or illegal choice', () => {
    const good = encodeChoices(choices.slice(0, 3));
    const unreadable = readSandboxSearch(`?p=${p}&c=${good}~zap.1`, VERSION);
    expect(unreadable.problems).toEqual([{ code: 'bad-history', param: 'c', index: 4 }]);
    const illegal = restore(readSandboxSearch(`?p=${p}&c=${good}~move.3~move.3`, VERSION), engine);
    expect(illegal.start).toBeDefined();
    expect(illegal.choices).toEqual(choices.slice(0, 3));
    expect(illegal.problems.map((x) => [x.code, x.index])).toEqual([['illegal-history', 4]]);
  });

  it('rejects a wrong count', () => {
    for (const n of ['-1', '99', 'x', '1e3']) {
      const read = readSandboxSearch(`?p=${p}&c=${encodeChoices(choices.slice(0, 2))}&n=${n}`, VERSION);
      expect(read.problems.map((x) => x.code)).toEqual(['bad-count']);
      expect(read.n).toBe(2);
    }
  });

  it('a position the engine finds impossible is reported, not used', () => {
    const bad = { ...start, marshal: start.bandits[start.config.bandits[0]!]!.car, bandits: { ...start.bandits } };
    const id = start.config.bandits[0]!;
    bad.bandits[id] = { ...start.bandits[id]!, floor: 'inside' };
    const notation = makePosition(bad as GameState);
    const r = restore(readSandboxSearch(`?p=${notation}`, VERSION), engine);
    expect(r.start).toBeUndefined();
    expect(r.problems.map((x) => x.code)).toEqual(['impossible']);
  });
});
