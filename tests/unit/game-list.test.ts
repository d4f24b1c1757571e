// The list of games (src/games/index.ts) and what derives from it (issue 21, "One object per game"):
// - the files found by name (Scenario.astro's and GamePicker.tsx's import.meta.glob) and the list
//   name the same games, each in its own folder src/games/<id>/;
// - each game's notation prefix starts its engine's positions and no other game's, and its label
//   is a string of every language;
// - the registries name no game and cast no game's types away (`as unknown as`);
// - no page script reaches a game object: an island's imports never lead to src/games/index.ts, a
//   game.ts, the players or the registry (they hold every part of every game, build time only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { tFor } from '../../src/i18n/resources.ts';
import { LOCALE_CODES } from '../../src/site/locales.mjs';
import { gameOfSearch } from '../../src/widgets/sandbox/GamePicker.tsx';

const ROOT = resolve('.');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const ids = GAMES.map((g) => g.id);
const folders = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'shared').map((d) => d.name);

describe('the games found by file name are the games of the list', () => {
  const rows: [string, string, (id: string) => number][] = [
    // the example's island wrapper: Scenario.astro's glob
    ['src/components/Scenario.astro', "import.meta.glob<AstroComponentFactory>('../games/*/Scenario.astro'", (id) => (existsSync(`src/games/${id}/Scenario.astro`) ? 1 : 0)],
    // the sandbox island: GamePicker.tsx's glob, one file per game
    ['src/widgets/sandbox/GamePicker.tsx', "import.meta.glob<Island>('../../games/*/sandbox/*Sandbox.tsx'", (id) => (existsSync(`src/games/${id}/sandbox`) ? readdirSync(`src/games/${id}/sandbox`).filter((f) => f.endsWith('Sandbox.tsx')).length : 0)],
    // the game object itself
    ['src/games/index.ts', "from './", (id) => (existsSync(`src/games/${id}/game.ts`) ? 1 : 0)],
  ];
  for (const [file, pattern, count] of rows) {
    it(`${file}: one file per listed game, none for a folder the list does not name`, () => {
      expect(read(file)).toContain(pattern);
      expect(Object.fromEntries(folders.map((f) => [f, count(f)]))).toEqual(Object.fromEntries(folders.map((f) => [f, ids.includes(f) ? 1 : 0])));
    });
  }
  it('no game\'s notation prefix starts another\'s (a link names one game)', () => {
    const clashes = GAMES.flatMap((a) => GAMES.filter((b) => a !== b && b.notationPrefix.startsWith(a.notationPrefix)).map((b) => `${a.id}/${b.id}`));
    expect(GAMES.every((g) => g.notationPrefix !== '')).toBe(true);
    expect(clashes).toEqual([]);
  });
  it('every listed game has its folder, and its id is the folder name', () => {
    expect(ids.filter((id) => !folders.includes(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('each game of the list', () => {
  for (const g of GAMES) {
    it(`${g.id}: its positions start with its notation prefix and open it in the sandbox`, () => {
      const r = g.engine.randomGame(7);
      if (!r.ok) return expect.fail(r.error.message);
      const text: string = g.engine.makePosition(r.value.state);
      expect(text.startsWith(g.notationPrefix)).toBe(true);
      expect(GAMES.filter((o) => o !== g && text.startsWith(o.notationPrefix) && o.notationPrefix.length >= g.notationPrefix.length).map((o) => o.id)).toEqual([]);
      expect(gameOfSearch(`?p=${encodeURIComponent(text)}`, GAMES)).toBe(g.id);
    });
    it(`${g.id}: its label in the game picker is a string of every language`, () => {
      for (const lang of LOCALE_CODES) {
        const label = tFor(lang)(g.labelKey);
        expect(label, lang).not.toBe(g.labelKey);
        expect(label.trim(), lang).not.toBe('');
      }
    });
    it(`${g.id}: its rule table is its scenario adapter's rule ids`, () => {
      expect(g.rules.map((r) => r.id)).toEqual([...g.scenarios.ruleIds()]);
      expect(g.scenarios.game).toBe(g.id);
    });
  }
});

describe('the registries derive from the list', () => {
  const registries = [
    'src/games/index.ts',
    'src/games/game.ts',
    'src/games/players.ts',
    'src/scenarios/registry.ts',
    'src/scenarios/adapters.ts',
    'src/components/Scenario.astro',
    'src/components/Sandbox.astro',
    'src/components/sandbox-games.ts',
    'src/widgets/sandbox/GamePicker.tsx',
    'src/cli/main.ts',
    'src/cli/run.ts',
    'src/cli/explain.ts',
    'src/cli/files.ts',
    ...ids.map((id) => `src/games/${id}/game.ts`),
  ];
  for (const file of registries) {
    it(`${file}: no "as unknown as"${file.endsWith('/game.ts') && file !== 'src/games/game.ts' ? '' : ', no game named'}`, () => {
      const code = read(file).replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(code).not.toMatch(/\bas\s+unknown\s+as\b/);
      // a game's own game.ts names itself; no other registry names a game or its notation
      if (/src\/games\/[^/]+\/game\.ts$/.test(file)) return;
      const named = GAMES.flatMap((g) => [`'${g.id}'`, `"${g.id}"`, `'${g.notationPrefix}'`, `"${g.notationPrefix}"`]).filter((w) => code.includes(w));
      expect(named).toEqual([]);
    });
  }
});

describe('the CLI reaches the games only through the list', () => {
  // src/cli/*: no import of a game's folder, types included (the narrators, the adapters and the
  // notation come from each game's object in src/games/index.ts). One known exception, to remove:
  // the CLI's own words for `explain`'s headings ("Ghost's Fire card", the what-if line) and a failed
  // check's bandit still read Colt Express's `narration` namespace (strings.ts `narration`).
  const KNOWN: Readonly<Record<string, readonly string[]>> = { 'src/cli/strings.ts': ['src/games/colt-express/narrate.ts'] };
  for (const file of readdirSync('src/cli').filter((f) => f.endsWith('.ts')).map((f) => `src/cli/${f}`)) {
    it(file, () => {
      const specs = [...read(file).matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => relative(ROOT, resolve(dirname(file), m[1] ?? '')));
      expect(specs.length).toBeGreaterThan(0);
      expect(specs.filter((s) => /^src\/games\/[^/]+\//.test(s))).toEqual(KNOWN[file] ?? []);
    });
  }
});

/** The modules a module loads in the browser: static imports and import(), not `import type`. */
function runtimeImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const specs = [
    ...[...src.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? ''),
    ...[...src.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? ''),
  ];
  return specs.filter((s) => s.startsWith('.')).map((s) => relative(ROOT, resolve(dirname(file), s)));
}

function closure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const f = todo.pop() as string;
    if (seen.has(f) || !existsSync(f) || !/\.(ts|tsx|mjs|js)$/.test(f)) continue;
    seen.add(f);
    todo.push(...runtimeImports(f));
  }
  return seen;
}

describe('no page script reaches a game object', () => {
  const islands = [
    'src/widgets/sandbox/GamePicker.tsx',
    ...ids.flatMap((id) => [
      `src/games/${id}/ScenarioIsland.tsx`,
      `src/games/${id}/sandbox/export-worker.ts`,
      ...readdirSync(`src/games/${id}/sandbox`).filter((f) => f.endsWith('Sandbox.tsx')).map((f) => `src/games/${id}/sandbox/${f}`),
    ]),
  ];
  const buildTimeOnly = (f: string) => /^src\/games\/(index|game|players)\.ts$|^src\/games\/[^/]+\/game\.ts$|^src\/scenarios\/(registry|index)\.ts$/.test(f);
  for (const entry of islands) {
    it(`${entry}: none of src/games/index.ts, game.ts, players.ts, src/scenarios/registry.ts or index.ts`, () => {
      const reached = closure([entry]);
      expect(reached.has(entry)).toBe(true);
      expect([...reached].filter(buildTimeOnly)).toEqual([]);
    });
  }
  it('the import reader sees what it must (a build-time module reaches the list)', () => {
    expect([...closure(['src/games/players.ts'])].filter(buildTimeOnly)).toEqual(expect.arrayContaining(['src/games/index.ts', 'src/games/players.ts']));
  });
});
