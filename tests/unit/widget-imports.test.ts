// The seam between the widgets and the engines (issue 8, "Seams"): widgets, boards and page
// components reach an engine or the scenario machinery only through the entries named below.
// These are the lean modules that keep pages small; a deep import (say `engine/actions/fire.ts`)
// would tie a widget to one game's internals and pull code into every page that shows it.
// Generic over src/games/*/: a second game's engine and scenario adapter are held to the same list.
//
// To add an entry: make sure it stays lean (what does it import?), then name it here with the reason.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');

/** Modules of `src/games/<game>/engine/` that widgets may import, for every game. */
const ENGINE_ENTRIES: readonly string[] = [
  'index.ts', // the public API (server-side components, and the sandbox's forms and editor, fetched on demand)
  // The sandbox's first screen takes these two alone: a module that imports the index gets every module
  // the index re-exports in its chunk (the position builder…), over the page's budget (tests/e2e/budget.spec.ts).
  'notation/index.ts', // makePosition / parsePosition
  'position/check.ts', // checkPosition (the sandbox reading a link, fetched only then)
  'play.ts', // the step functions only: apply, legalChoices, explain, score
  'types.ts', // types (erased at build)
  'choice-fields.ts', // the fields of each choice kind, no imports but types (URL encoder, choice text)
  'explain.ts', // why options are excluded (scenario player)
  'rules.ts', // the rule table: ids, titles, pages (rule links, server-side)
];
/** An engine's `data/` folder holds component tables (round cards, wagons…): lists, no game logic. */
const ENGINE_DATA = /^data\/[\w-]+\.ts$/;

/** Modules of `src/games/<game>/scenarios/` (the game's scenario adapter) that widgets may import. */
const GAME_SCENARIO_ENTRIES: readonly string[] = [
  'runtime.ts', // start + steps, without the zod schemas (scenario source, sandbox)
  'steps.ts', // running and matching steps (scenario player, sandbox export)
  'vocab.ts', // the scenario phrases (sandbox export)
];

/** Modules of the shared `src/scenarios/` that widgets may import. */
const SCENARIO_ENTRIES: readonly string[] = [
  'types.ts',
  'walk.ts', // walking a loaded scenario, without the loader
  'load.ts', // loading a scenario file given in a page (scenario source)
  'suggest.ts', // "did you mean"
  'registry.ts', // build time only: src/widgets/player/build.ts runs in Scenario.astro at build, never in a page
  'index.ts', // build time only (scenario source): the site's games, so every game (src/games/index.ts)
  'adapters.ts', // a set of adapters given by the caller: the sandbox's export check names its own game's only
  'runner.ts', // the sandbox's export check, in a Web Worker loaded only when the reader exports (with load.ts)
  'places.ts', // place words (`2 roof`, `caboose inside`) both games' files use: the Colt Super Express export writes them
];

/** The folders whose files are widgets in the sense of this test. */
function widgetFiles(): string[] {
  // a game's own widgets (src/games/<game>/widgets/, issue 21) are widgets too
  const roots = ['src/widgets', 'src/components', ...readdirSync('src/games').flatMap((g) => [`src/games/${g}/board`, `src/games/${g}/widgets`])];
  const out: string[] = [];
  const walk = (dir: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx|astro|mjs|js)$/.test(name)) out.push(p);
    }
  };
  roots.forEach(walk);
  return out.sort();
}

/** Every module specifier of a source: static imports and re-exports, dynamic imports, side-effect imports. */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /^\s*import\s*['"]([^'"]+)['"]/gm];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1] ?? '');
  return out;
}

/** Why importing `target` (a path from the project root) from a widget breaks the seam, or undefined. */
export function seamProblem(target: string): string | undefined {
  const p = target.split(sep).join('/');
  const engine = /^src\/games\/([^/]+)\/engine\/(.+)$/.exec(p);
  if (engine !== null) {
    const inner = engine[2] ?? '';
    if (ENGINE_ENTRIES.includes(inner) || ENGINE_DATA.test(inner)) return undefined;
    return `deep import into the ${engine[1]} engine: ${inner} (allowed: ${ENGINE_ENTRIES.join(', ')}, data/*.ts)`;
  }
  const adapter = /^src\/games\/([^/]+)\/scenarios\/(.+)$/.exec(p);
  if (adapter !== null) {
    const inner = adapter[2] ?? '';
    if (GAME_SCENARIO_ENTRIES.includes(inner)) return undefined;
    return `deep import into the ${adapter[1]} scenario adapter: ${inner} (allowed: ${GAME_SCENARIO_ENTRIES.join(', ')})`;
  }
  const shared = /^src\/scenarios\/(.+)$/.exec(p);
  if (shared !== null) {
    const inner = shared[1] ?? '';
    if (SCENARIO_ENTRIES.includes(inner)) return undefined;
    return `deep import into src/scenarios: ${inner} (allowed: ${SCENARIO_ENTRIES.join(', ')})`;
  }
  return undefined;
}

/** The seam problems of one widget file, as `file: problem`. */
function problemsOf(file: string, source: string): string[] {
  const out: string[] = [];
  for (const spec of specifiers(source)) {
    if (!spec.startsWith('.')) continue;
    const target = relative(ROOT, resolve(dirname(resolve(file)), spec));
    const problem = seamProblem(target);
    if (problem !== undefined) out.push(`${file}: ${problem}`);
  }
  return out;
}

describe('widgets reach engines only through their lean entries', () => {
  const files = widgetFiles();

  it('finds the widgets, boards and components', () => {
    expect(files.some((f) => f.startsWith('src/widgets/'))).toBe(true);
    expect(files.some((f) => /^src\/games\/[^/]+\/board\//.test(f))).toBe(true);
    expect(files.some((f) => f.startsWith('src/components/'))).toBe(true);
  });

  it('names entries that exist in every engine that has them', () => {
    // The list must not rot: each named entry exists in at least one game's engine or adapter.
    const games = readdirSync('src/games');
    const exists = (p: string): boolean => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    };
    for (const e of ENGINE_ENTRIES) expect(games.some((g) => exists(`src/games/${g}/engine/${e}`)), e).toBe(true);
    for (const e of GAME_SCENARIO_ENTRIES) expect(games.some((g) => exists(`src/games/${g}/scenarios/${e}`)), e).toBe(true);
    for (const e of SCENARIO_ENTRIES) expect(exists(`src/scenarios/${e}`), e).toBe(true);
  });

  it('has no deep import into an engine or the scenario machinery', () => {
    const problems = files.flatMap((f) => problemsOf(f, readFileSync(f, 'utf8')));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // The check itself: rows a widget might write, each with the verdict.
  const rows: [string, string, boolean][] = [
    ['src/widgets/X.tsx', "import { fireTargets } from '../games/colt-express/engine/actions/fire.ts';", false],
    ['src/widgets/X.tsx', "import type { Hooks } from '../games/colt-express/engine/hooks.ts';", false],
    ['src/games/colt-super-express/board/B.tsx', "import { x } from '../engine/setup.ts';", false],
    ['src/games/colt-super-express/board/B.tsx', "import type { GameState } from '../engine/types.ts';", true],
    ['src/widgets/X.tsx', "const m = await import('../games/colt-express/engine/setup.ts');", false],
    ['src/widgets/X.tsx', "import { buildPosition } from '../games/colt-express/engine/position/build.ts';", false],
    ['src/widgets/X.tsx', "export { parseYaml } from '../scenarios/yaml-source.ts';", false],
    ['src/widgets/X.tsx', "import { schema } from '../games/colt-express/scenarios/schema.ts';", false],
    ['src/widgets/X.tsx', "import { apply } from '../games/colt-express/engine/play.ts';", true],
    ['src/widgets/X.tsx', "import { ROUND_CARDS } from '../games/colt-express/engine/data/round-cards.ts';", true],
    ['src/components/C.astro', "---\nimport { RULES } from '../games/colt-express/engine/rules.ts';\n---", true],
    ['src/widgets/X.tsx', "import { h } from 'preact';", true],
  ];
  for (const [file, source, ok] of rows) {
    it(`${ok ? 'accepts' : 'refuses'} ${source.replace(/\s+/g, ' ').trim()} in ${file}`, () => {
      expect(problemsOf(file, source).length === 0).toBe(ok);
    });
  }
});
