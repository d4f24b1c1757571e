// Issue 21's proof that a game is one object and one line of a list: a tiny third game
// (tests/fixtures/third-game/: two positions, one choice), listed after the site's games, goes through
// the scenario runner, the CLI and the sandbox's shell and game picker, with nothing else changed.
// Each row also runs without the third game, or with a wrong expectation, so it can fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { islandStrings, rulePagesFor } from '../../src/components/island-props.ts';
import { sandboxGames } from '../../src/components/sandbox-games.ts';
import { GAMES } from '../../src/games/index.ts';
import { playerFor } from '../../src/games/players.ts';
import { tFor } from '../../src/i18n/resources.ts';
import { adaptersFor, loadScenario, runScenario } from '../../src/scenarios/index.ts';
import { ruleLinkName } from '../../src/site/rule-names.ts';
import { liteT } from '../../src/widgets/i18n.ts';
import { gameOfSearch, loaderOf } from '../../src/widgets/sandbox/GamePicker.tsx';
import { current } from '../../src/widgets/sandbox/history.ts';
import { logSentences, openedAt } from '../../src/widgets/sandbox/Sandbox.tsx';
import { game as third, ID, sandboxKit, scenarioText } from '../fixtures/third-game/game.ts';

const WITH_THIRD = [...GAMES, third];

describe('the scenario runner takes the games it is given (src/scenarios/index.ts)', () => {
  const rows: [string, readonly (typeof third | (typeof GAMES)[number])[], 'a' | 'b', boolean | 'unknown'][] = [
    // issue 21: the third game's file loads and passes with the third game listed
    ['listed: the walk passes', WITH_THIRD, 'b', true],
    // the runner checks the third game's expectation: a wrong one fails
    ['listed: a wrong place fails', WITH_THIRD, 'a', false],
    // the site's list alone does not know it: the list is what registers a game
    ['not listed: an unknown game', GAMES, 'b', 'unknown'],
  ];
  for (const [name, games, at, outcome] of rows) {
    it(name, () => {
      const loaded = loadScenario(scenarioText(at), 'walk.yaml', adaptersFor(games));
      if (outcome === 'unknown') {
        expect(loaded.ok).toBe(false);
        expect(loaded.ok ? '' : loaded.diagnostics.map((d) => d.message).join()).toContain(`"${ID}" is not a game the runner knows`);
        return;
      }
      if (!loaded.ok) return expect.fail(loaded.diagnostics.map((d) => d.message).join('; '));
      expect(runScenario(loaded.scenario, adaptersFor(games)).passed).toBe(outcome);
    });
  }
});

describe('the CLI takes the games it is given (src/cli/main.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'third-game-'));
  writeFileSync(join(dir, 'walk.yaml'), scenarioText('b'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  async function run(games: typeof WITH_THIRD | typeof GAMES, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: process.cwd(), root: process.cwd() }, games);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  it('runs the third game\'s scenario file, narrating its step with its own narrator', async () => {
    const r = await run(WITH_THIRD, 'scenarios', dir, '--verbose');
    expect(r.err).toBe('');
    expect(r.out).toContain('✓ walk-to-b');
    expect(r.out).toContain('The walker goes to b.');
    expect(r.code).toBe(0);
  });
  it('explains a position of the third game by its notation: one legal choice, then none', async () => {
    const a = await run(WITH_THIRD, 'explain', 'walk1.a');
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^\s+go$/m);
    const b = await run(WITH_THIRD, 'explain', 'walk1.b');
    expect(b.code).toBe(0);
    expect(b.out).not.toMatch(/^\s+go$/m);
  });
  it('without the third game listed, the same file and position are refused', async () => {
    expect((await run(GAMES, 'scenarios', dir)).code).toBe(1);
    expect((await run(GAMES, 'explain', 'walk1.a')).code).toBe(1);
  });
});

describe('the sandbox page takes the games it is given (sandbox-games.ts, GamePicker.tsx, Sandbox.tsx)', () => {
  it('builds the picker entry of every game listed, the third one included', async () => {
    const texts = { title: { en: 'A walk' }, caption: { en: 'From a to b.' } };
    const entries = await sandboxGames(WITH_THIRD, { lang: 'en', islandStrings, rulePagesFor, ruleName: ruleLinkName, exportTexts: texts }, tFor('en'));
    expect(entries.map((e) => e.id)).toEqual([...GAMES.map((g) => g.id), ID]);
    const mine = entries.find((e) => e.id === ID);
    expect(mine).toEqual({ id: ID, label: tFor('en')('sandbox:game.label'), notationPrefix: 'walk', props: { start: 'walk1.a' } });
  });
  it('opens a link by its notation prefix: the third game\'s link opens it, the others keep theirs', () => {
    const ce = GAMES[0];
    const cse = GAMES[1];
    if (ce === undefined || cse === undefined) return expect.fail('two games listed');
    // a position each engine writes (the end of a random game)
    const start = (g: typeof ce): string => {
      const r = g.engine.randomGame(1);
      const text = r.ok ? g.engine.makePosition(r.value.state) : '';
      expect(text, g.id).not.toBe('');
      return text;
    };
    const rows: [string, string, string | undefined][] = [
      ['?p=walk1.b', 'a third game link', ID],
      [`?p=${start(ce)}`, 'a Colt Express link', ce.id],
      [`?p=${start(cse)}`, 'a Colt Super Express link', cse.id],
      ['', 'no position: the first game', ce.id],
    ];
    for (const [search, why, id] of rows) expect(gameOfSearch(search, WITH_THIRD), why).toBe(id);
    // without the third game listed, its link opens the first game (which says what is wrong)
    expect(gameOfSearch('?p=walk1.b', GAMES)).toBe(ce.id);
  });
  it('finds a game\'s island by its folder', () => {
    const walk = async () => () => null;
    const ce = async () => () => null;
    const files = { [`../../games/${ID}/sandbox/WalkSandbox.tsx`]: walk, '../../games/colt-express/sandbox/ColtExpressSandbox.tsx': ce };
    expect(loaderOf(ID, files)).toBe(walk);
    expect(loaderOf('colt-express', files)).toBe(ce);
    expect(loaderOf('colt-super-express', files)).toBeUndefined();
    // the site's files, found by the picker's glob: one loader per listed game, none for the third
    for (const g of GAMES) expect(typeof loaderOf(g.id), g.id).toBe('function');
    expect(loaderOf(ID)).toBeUndefined();
  });
  it('the shell opens the third game at a link, replays it with its kit, and writes the same link back', async () => {
    const t = liteT({}, 'sandbox');
    const opened = await openedAt(sandboxKit, '?p=walk1.a&c=go&n=1', t);
    expect(opened.problems).toEqual([]);
    expect(sandboxKit.positionOf(current(opened.hist))).toBe('walk1.b');
    expect(logSentences(sandboxKit, opened.hist).map((s) => s.text)).toEqual(['The walker goes to b.']);
    expect(sandboxKit.searchOf(opened.hist)).toBe('?p=walk1.a&c=go&n=1');
    // a link it cannot read: its default position, with the kit's problem and the shell's fallback line
    const broken = await openedAt(sandboxKit, '?p=walk9.z', t);
    expect(sandboxKit.positionOf(current(broken.hist))).toBe('walk1.a');
    expect(broken.problems.map((p) => p.text)).toEqual(['This link holds no walk.', t('sandbox:problem.fallback')]);
  });
  it('the examples take its player from the list', async () => {
    expect((await playerFor(ID, WITH_THIRD))?.kit.game).toBe(ID);
    expect(await playerFor(ID)).toBeUndefined();
  });
});
