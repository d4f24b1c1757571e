// Issue 20, "Scenario files say everything the books say": each mistake an author can make gets a
// message that names the right thing, on the right line. Each row is a small file; the line the
// message must point at is marked `# <-`. Then the refused starts (`refused:` scenarios, fixtures)
// and `colt-rules explain <a folder>`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, loadScenario, runScenario } from '../../src/scenarios/index.ts';
import { main } from '../../src/cli/main.ts';

const head = (game: 'colt-express' | 'colt-super-express', title = 'x'): string =>
  `id: probe\ngame: ${game}\nrules: [${game === 'colt-express' ? 'actions.fire.side-by-side' : 'cards.turn'}]\ntitle:\n  en: ${title}\n  it: x\n  nl: x\n  ro: x\n  sv: x\ncaption: { en: x, it: x, nl: x, ro: x, sv: x }\n`;
const cse = (body: string, title?: string): string => head('colt-super-express', title) + body;
const ce = (body: string): string => head('colt-express') + 'edition: revised\n' + body;
const duel = (tuco: string, doc: string, extra = ''): string =>
  cse(`position:\n  bandits:\n    tuco: ${tuco}\n    doc: ${doc}\n  train:\n    1 inside: [tuco]\n    2 inside: [doc]\n${extra}steps:\n  - resolve: turn\n`);
const setup = (players: string): string => cse(`setup:\n  players: ${players}\nsteps:\n  - expect: { phase: planning }\n`);

/** The 1-based line marked `# <-`. */
const marked = (text: string): number => text.split('\n').findIndex((l) => l.includes('# <-')) + 1;

const rows: [string, string, string, RegExp][] = [
  // today silently accepted: a next: naming a bandit not in the game
  ['next: a bandit not in the game', duel('{ facing: back, stack: [turn, fire, move] }', '{ facing: forward, stack: [turn, fire, move] }', '  next: belle # <-\n'), 'position.next', /^belle does not play in this position \(bandits: tuco, doc\)$/],
  // … or out of the game (no Horse)
  ['next: a bandit out of the game', cse(`position:\n  bandits:\n    tuco: { facing: back, stack: [turn, fire, move] }\n    doc: { facing: forward, stack: [turn, fire, move] }\n    belle: { out: true }\n  train:\n    1 inside: [tuco]\n    2 inside: [doc]\n  next: belle # <-\nsteps:\n  - resolve: turn\n`), 'position.next', /^belle is out of the game/],
  // today it blamed the other bandits' places: one stack of 4 says the stack is too big
  ['a stack of four cards', duel('{ facing: back, stack: [turn, fire, move, floor] } # <-', '{ facing: forward, stack: [turn, fire, move] }'), 'position.bandits.tuco.stack', /^tuco has 4 cards stacked: a stack holds one to 3 cards$/],
  // today "seat 0 holds …": a card twice names the bandit
  ['a card twice in a stack', duel('{ facing: back, stack: [turn, turn, move] } # <-', '{ facing: forward, stack: [turn, fire, move] }'), 'position.bandits.tuco', /^tuco has the turn card twice/],
  // a next: that does not fit the stacks blames the next: line
  ['next: not fitting the stacks', duel('{ facing: back, stack: [turn, fire, move] }', '{ facing: forward, stack: [fire, move], revealed: [turn] }', '  next: doc # <-\n'), 'position.next', /^impossible position: next: doc does not fit the stacks: /],
  // players: [tuco, doc, tuco] says "tuco twice", on its line (both games)
  ['the same bandit twice (Colt Super Express)', setup('[tuco, doc, tuco] # <-'), 'setup.players[2]', /^tuco twice in players: each bandit plays once$/],
  ['the same character twice (Colt Express)', ce('setup:\n  players: [tuco, doc, tuco] # <-\nsteps:\n  - expect: { phase: planning }\n'), 'setup.players[2]', /^tuco twice in players: each bandit plays once$/],
  // edition: original in Colt Super Express names the accepted value
  ['an edition Colt Super Express does not have', cse('edition: original # <-\nsetup:\n  players: [tuco, doc]\nsteps:\n  - expect: { phase: planning }\n'), 'edition', /^"original" is not an edition of Colt Super Express: it has one, "base"/],
  // a __proto__: key is refused like any unknown field (top level and nested)
  ['__proto__ at the top', cse('__proto__: { x: 1 } # <-\nsetup:\n  players: [tuco, doc]\nsteps:\n  - expect: { phase: planning }\n'), '__proto__', /^unknown field "__proto__"/],
  ['__proto__ in a step', cse('setup:\n  players: [tuco, doc]\nsteps:\n  - expect: { phase: planning }\n    __proto__: 3 # <-\n'), 'steps[0].__proto__', /^unknown field "__proto__"/],
  // titles over a sensible length, and control characters in any text
  ['a title of 300 characters', cse('setup:\n  players: [tuco, doc]\nsteps:\n  - expect: { phase: planning }\n', `${'x'.repeat(300)} # <-`), 'title', /^the English \(en\) text is 300 characters long: at most 120$/],
  ['a control character in a title', cse('setup:\n  players: [tuco, doc]\nsteps:\n  - expect: { phase: planning }\n', '"a\\u0007b" # <-'), 'title', /^the English \(en\) text has a control character \(U\+0007/],
  ['a right-to-left override in a title', cse('setup:\n  players: [tuco, doc]\nsteps:\n  - expect: { phase: planning }\n', '"a\\u202eb" # <-'), 'title', /control character \(U\+202E/],
  // a bad how in out:
  ['out: a way nobody leaves', cse('setup:\n  players: [tuco, doc]\nsteps:\n  - expect:\n      bandits:\n        tuco: { out: flew } # <-\n'), 'steps[0].expect.bandits.tuco.out', /^expected true, false, or how the bandit left the train: walked .*, got "flew"$/],
  // refused: without a code
  ['refused: without a code', ce('setup:\n  players: [tuco, doc, belle]\nrefused: { message: x } # <-\n'), 'refused.code', /^is missing$/],
];

describe('clear errors for scenario authors (issue 20)', () => {
  it.each(rows)('%s', (_name, text, path, message) => {
    const r = loadScenario(text, 'p.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const d = r.diagnostics.find((x) => x.path === path);
    expect(d, r.diagnostics.map(formatDiagnostic).join('\n')).toBeDefined();
    expect(d!.message).toMatch(message);
    expect(d!.line).toBe(marked(text));
  });

  // today `round: { number: 2 }` failed with "round.first: expected a bandit, got nothing"
  it.each([
    ['Colt Super Express', cse('setup:\n  players: [tuco, doc]\nsteps:\n  - expect: { round: { number: 1 } }\n')],
    ['Colt Express', ce('setup:\n  players: [tuco, doc, belle]\nsteps:\n  - expect: { round: { number: 1 } }\n')],
  ])('round: { number } alone (%s)', (_g, text) => {
    const r = loadScenario(text, 'p.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    expect(runScenario(r.scenario).passed).toBe(true);
    const wrong = loadScenario(text.replace('number: 1', 'number: 2'), 'p.yaml');
    if (!wrong.ok) throw new Error('loads');
    expect(runScenario(wrong.scenario).failures.map((f) => f.path)).toEqual(['steps[0].expect.round.number']);
  });
});

describe('a refused start is a scenario (issue 20)', () => {
  const fixture = (name: string) => {
    const file = `tests/fixtures/scenarios/${name}`;
    const r = loadScenario(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    return runScenario(r.scenario);
  };
  it.each([
    // 002/000 PREPARAZIONE: 3 to 6 players (2 in the two-player variants)
    ['refused-seven-players.yaml'],
    // one figure per character
    ['refused-same-character.yaml'],
    ['cse-refused-same-bandit.yaml'],
  ])('%s passes: the engine refuses it as said', (name) => {
    const r = fixture(name);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
  });
  it('fails, on the refused: line, when the engine accepts the start', () => {
    const r = fixture('refused-but-accepted.yaml');
    expect(r.passed).toBe(false);
    expect(r.failures).toMatchObject([{ path: 'refused', line: 10, message: 'the engine accepts this start; expected it to be refused with code bad-config' }]);
  });
  it('fails when the engine refuses it with another message', () => {
    const text = readFileSync('tests/fixtures/scenarios/refused-seven-players.yaml', 'utf8').replace('"3 to 6 players"', '"twice"');
    const r = loadScenario(text, 'x.yaml');
    if (!r.ok) throw new Error('loads');
    const report = runScenario(r.scenario);
    expect(report.passed).toBe(false);
    expect(report.failures[0]!.message).toMatch(/^the engine refuses it otherwise \(expected code bad-config saying "twice"\): bad-config: .*3 to 6 players/);
  });
  it('has no steps', () => {
    const text = `${readFileSync('tests/fixtures/scenarios/refused-seven-players.yaml', 'utf8')}steps:\n  - expect: { phase: planning }\n`;
    const r = loadScenario(text, 'x.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map(formatDiagnostic)).toContain('x.yaml:14 steps: a scenario whose start is "refused" has no steps: the game never starts');
  });
});

describe('colt-rules explain <a folder>', () => {
  it.each([
    ['en', 'content/scenarios/fire is a folder: explain takes one scenario file or a position notation. To run every scenario in the folder: colt-rules scenarios content/scenarios/fire'],
    ['it', 'content/scenarios/fire è una cartella: explain vuole un solo file di scenario o una notazione di posizione. Per eseguire tutti gli scenari della cartella: colt-rules scenarios content/scenarios/fire'],
  ])('says it is a folder (%s)', async (lang, said) => {
    const err: string[] = [];
    const code = await main(['explain', 'content/scenarios/fire', '--lang', lang], { out: () => undefined, err: (l) => err.push(l), cwd: process.cwd(), root: process.cwd() });
    expect(code).toBe(2);
    expect(err.join('\n')).toBe(said);
  });
});
