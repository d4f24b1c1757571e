// The Colt Super Express sandbox URL (`?p=<cse notation>&c=<choices>&n=<applied>`): choices ↔ text,
// history round trips through the engine, hostile values, and the game a link opens.
import { describe, expect, it } from 'vitest';
import { createGame, legalChoices, makePosition } from '../../../src/games/colt-super-express/engine/index.ts';
import { apply } from '../../../src/games/colt-super-express/engine/play.ts';
import type { Choice, GameConfig, GameState } from '../../../src/games/colt-super-express/engine/types.ts';
import { cseNotationVersion, decodeChoice, encodeChoice, readSearch, searchOf } from '../../../src/games/colt-super-express/sandbox/url.ts';
import { GAMES } from '../../../src/games/index.ts';
import { gameOfSearch } from '../../../src/widgets/sandbox/GamePicker.tsx';
import { cseKit } from '../../../src/games/colt-super-express/sandbox/kit.tsx';
import type { Translate } from '../../../src/widgets/i18n.ts';

function game(config: Partial<GameConfig> = {}): GameState {
  const g = createGame({ seed: 7, players: 4, ...config });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const VERSION = cseNotationVersion(game());

/** `steps` choices from `start`, each the (i mod count)-th legal one, with the states they lead through. */
function playOut(start: GameState, steps: number) {
  const states = [start];
  const choices: Choice[] = [];
  for (let i = 0; i < steps; i++) {
    const s = states[states.length - 1] as GameState;
    if (s.pending === null) break;
    const legal = legalChoices(s);
    const c = legal[i % legal.length] as Choice;
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    choices.push(c);
  }
  return { states, choices };
}

describe('CSE choices as URL text', () => {
  const rows: [string, string, Choice | undefined][] = [
    // engine README: the two choice kinds, {kind:'stack', card} and {kind:'reveal'}
    ['a stacked card', 'stack.fire', { kind: 'stack', card: 'fire' }],
    ['an expansion card (004 Reflex)', 'stack.reflex', { kind: 'stack', card: 'reflex' }],
    ['a reveal', 'reveal', { kind: 'reveal' }],
    // malformed: the engine's parseChoice refuses them, the URL reader says "bad-history"
    ['stack without a card', 'stack', undefined],
    ['an unknown card', 'stack.punch', undefined],
    ['a reveal with a field', 'reveal.fire', undefined],
    ['one field too many', 'stack.fire.x', undefined],
    ['a Colt Express choice', 'move.3', undefined],
    ['a prototype key', '__proto__', undefined],
  ];
  for (const [name, text, choice] of rows) {
    it(`${name}: "${text}"`, () => {
      expect(decodeChoice(text)).toEqual(choice);
      if (choice !== undefined) expect(encodeChoice(choice)).toBe(text);
    });
  }
});

describe('CSE sandbox history round trip', () => {
  const rows: [string, Partial<GameConfig>, number, number | undefined][] = [
    // a new game: only the position (004 Förberedelser)
    ['3 players, no choice yet', { players: 3 }, 0, undefined],
    // planning: stacked cards (004 Fas 1), all applied
    ['3 players, two cards stacked', { players: 3 }, 2, undefined],
    // a whole round: planning and every reveal (004 Fas 2), then the uncoupling
    ['4 players, a round and more', { players: 4 }, 30, undefined],
    // undone choices stay in the URL so that Redo survives a reload (issue 10: undo/redo)
    ['5 players, 12 choices, 7 applied', { players: 5 }, 12, 7],
    // both expansions: five or six cards per hand (004 Reflex, Häst)
    ['7 players with Reflex and Horse', { players: 7, options: { reflex: true, horse: true } }, 40, 20],
  ];
  for (const [name, config, steps, applied] of rows) {
    it(name, () => {
      const start = game(config);
      const { states, choices } = playOut(start, steps);
      const n = applied ?? choices.length;
      const search = searchOf({ start, choices, n });
      expect(search.startsWith('?p=cse')).toBe(true);
      const { hist, restored } = readSearch(search, VERSION);
      expect(restored.problems).toEqual([]);
      expect(hist).toBeDefined();
      expect(makePosition(hist!.start)).toBe(makePosition(start));
      expect(hist!.choices).toEqual(choices);
      expect(hist!.n).toBe(n);
      expect(makePosition(hist!.states[n] as GameState)).toBe(makePosition(states[n] as GameState));
      // every replayed choice has its log (the sandbox narrates the applied part)
      expect(hist!.logs).toHaveLength(choices.length);
      // canonical: the same history writes the same link
      expect(searchOf(hist!)).toBe(search);
    });
  }
});

describe('CSE sandbox URL problems', () => {
  const p = makePosition(game({ players: 3 }));
  const rows: [string, string, string, number | undefined][] = [
    // a Colt Express position is not this game's notation (the page picks the game by prefix)
    ['a Colt Express position', '?p=ce1.abc', 'not-a-position', undefined],
    ['a later notation', '?p=cse9.abc', 'unknown-version', undefined],
    ['an older notation', '?p=cse0.abc', 'outdated', undefined],
    ['a cut position', `?p=${p.slice(0, 20)}`, 'damaged', undefined],
    ['a choice that does not read', `?p=${p}&c=stack.fire~zap`, 'bad-history', 2],
    // 004 Fas 1: a card already stacked cannot be stacked again
    ['an illegal choice', `?p=${p}&c=stack.fire~stack.fire~stack.fire`, 'illegal-history', 2],
    ['a history without a position', '?c=reveal', 'history-without-position', undefined],
    ['a wrong count', `?p=${p}&c=stack.fire&n=5`, 'bad-count', undefined],
  ];
  for (const [name, search, code, index] of rows) {
    it(`${name} → ${code}`, () => {
      const { restored } = readSearch(search, VERSION);
      expect(restored.problems.map((x) => x.code)).toContain(code);
      if (index !== undefined) expect(restored.problems.find((x) => x.code === code)?.index).toBe(index);
    });
  }
});

describe('the game a sandbox link opens', () => {
  const rows: [string, string, string][] = [
    // issue 10: "URL state with the notation's prefix telling the game"
    ['a CSE position', `?p=${makePosition(game())}`, 'colt-super-express'],
    ['a Colt Express position', '?p=ce1.4-abc', 'colt-express'],
    ['no position: the first game', '', 'colt-express'],
    ['garbage: Colt Express says what is wrong', '?p=%E0%A4%A', 'colt-express'],
  ];
  for (const [name, search, expected] of rows) it(name, () => expect(gameOfSearch(search, GAMES)).toBe(expected));
});

describe('a URL problem reads in the page language; the engine English stays folded', () => {
  const t = (key: string, vars?: Record<string, unknown>) => `«${key}${vars?.['index'] ? ` ${String(vars['index'])}` : ''}»`;
  const p = makePosition(game({ players: 3 }));
  // a 3-player position whose first player holds a loot card before any wagon uncoupled (004: loot comes from uncoupled wagons)
  const impossible = p.replace(/\.f_b_f\./, '.f_b5_f.');
  const rows: [string, string, string][] = [
    ['an impossible position', `?p=${impossible}`, '«sandbox:problem.impossible»'],
    ['an illegal choice', `?p=${p}&c=reveal`, '«sandbox:problem.illegal-history 1»'],
    ['a later notation', '?p=cse9.abc', '«sandbox:problem.unknown-version»'],
  ];
  for (const [name, search, text] of rows) {
    it(name, () => {
      const kit = cseKit({ t: t as Translate, strings: {} });
      const notices = kit.fromSearch(search).problems;
      expect(notices.map((n) => n.text)).toEqual([text]);
      // nothing but the localized sentence is shown unfolded
      expect(notices.every((n) => n.items === undefined)).toBe(true);
    });
  }
});
