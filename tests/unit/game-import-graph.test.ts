// Issue 21, "Game code leaves the shared folders": a game is one folder, src/games/<game>/, and the
// seams around it are import rules, checked here for every game folder found by listing src/games/
// (not a list of names: a third game is held to the same rules the day its folder appears).
//  1. Nothing under src/games/ imports src/components/ or src/site/ (the site's pages and build code):
//     what a game needs from the site comes in as a value (the rule namer, the island strings).
//  2. A game's folder imports nothing in another game's folder.
//  3. The shared code, src/widgets/** and src/i18n/**, reaches a game folder only through the entry
//     points named in ENTRIES (the game object, the sandbox island found by name), never its files.
// Every import counts: type-only ones too (they tie the shared code to one game's types), dynamic
// `import()`, `import.meta.glob` patterns and `new URL(…, import.meta.url)` workers. Direct imports
// only: src/i18n/setup.ts reads the one list of languages, src/site/locales.mjs (issue 21, "One list
// of languages"), and games reach it through src/i18n; that is the list, not the site's pages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const GAMES_DIR = 'src/games';

/**
 * The files of a game folder that the shared code may import, relative to src/games/<game>/ (`*`:
 * any name but a slash). Each entry with the reason.
 */
const ENTRIES: readonly string[] = [
  'game.ts', // the game object (issue 21, "One object per game"): what the site knows of a game
  'sandbox/*Sandbox.tsx', // the sandbox island, found by name (src/widgets/sandbox/GamePicker.tsx, one chunk per game)
];

/** The folders under src/games/ that are games (not the shared kernel). */
function gameFolders(): string[] {
  return readdirSync(join(ROOT, GAMES_DIR), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'shared')
    .map((e) => e.name)
    .sort();
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts|mjs|js|astro)$/.test(e.name) && statSync(join(ROOT, p)).isFile() ? [p] : [];
  });
}

/** Every module a source names: imports and re-exports (type-only too), `import()`, side-effect imports, `import.meta.glob` patterns, worker URLs. */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
    /\bnew\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1] ?? '');
  // import.meta.glob([...]): every pattern of the list
  for (const m of source.matchAll(/\bimport\.meta\.glob(?:<[^>]*>)?\(\s*\[([^\]]*)\]/g)) for (const q of (m[1] ?? '').matchAll(/['"]([^'"]+)['"]/g)) out.push(q[1] ?? '');
  return out;
}

/** The project path a specifier of `file` names (`src/site/x.ts`), or undefined for a package. Globs keep their `*`. */
export function targetOf(file: string, spec: string): string | undefined {
  if (spec.startsWith('~/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('/')) return spec.slice(1);
  if (!spec.startsWith('.')) return undefined;
  return relative(ROOT, resolve(ROOT, dirname(file), spec)).split(sep).join('/');
}

const globRe = (glob: string): RegExp => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** What is wrong with `file` importing `target`, or undefined. `games` are the game folders. */
export function problemOf(file: string, target: string, games: readonly string[]): string | undefined {
  const fromGames = file.startsWith(`${GAMES_DIR}/`);
  if (fromGames && /^src\/(components|site)\//.test(target)) return `${file} → ${target}: a game imports the site (rule 1)`;
  const into = new RegExp(`^${GAMES_DIR}/([^/]+)/(.+)$`).exec(target);
  if (into === null) return undefined;
  const [, game = '', inner = ''] = into;
  if (game !== '*' && !games.includes(game)) return undefined; // src/games/shared/, src/games/game.ts…
  const own = new RegExp(`^${GAMES_DIR}/([^/]+)/`).exec(file)?.[1];
  if (own !== undefined && games.includes(own)) {
    return game === own ? undefined : `${file} → ${target}: a game imports another game's folder (rule 2)`;
  }
  if (/^src\/(widgets|i18n)\//.test(file)) {
    // a glob names files by pattern: it must be one of the entries as written
    const allowed = inner.includes('*') ? ENTRIES.includes(inner) : ENTRIES.some((e) => globRe(e).test(inner));
    return allowed ? undefined : `${file} → ${target}: the shared code reaches into a game folder (rule 3; entries: ${ENTRIES.join(', ')})`;
  }
  return undefined;
}

function problemsIn(files: readonly string[], games: readonly string[]): string[] {
  return files.flatMap((file) =>
    specifiers(readFileSync(join(ROOT, file), 'utf8')).flatMap((spec) => {
      const target = targetOf(file, spec);
      const p = target === undefined ? undefined : problemOf(file, target, games);
      return p === undefined ? [] : [p];
    }),
  );
}

describe('game import graph', () => {
  const games = gameFolders();

  // The checker itself, on made-up sources: each row a file, a source, and what must be found.
  const rows: readonly [why: string, file: string, source: string, found: readonly string[]][] = [
    // the bug issue 21 names: player-build.ts imported src/components/island-props.ts
    ['a game importing a component', 'src/games/colt-express/player-build.ts', "import { rulePagesFor } from '../../components/island-props.ts';", ['src/games/colt-express/player-build.ts → src/components/island-props.ts: a game imports the site (rule 1)']],
    // and Colt Super Express's imported src/site/rule-names.ts; a type-only import counts too
    ['a game importing site code (type only)', 'src/games/colt-super-express/x.ts', "import type { A } from '../../site/rule-names.ts';", ['src/games/colt-super-express/x.ts → src/site/rule-names.ts: a game imports the site (rule 1)']],
    ['the shared kernel importing the site', 'src/games/shared/x.ts', "const m = await import('../../site/lang.ts');", ['src/games/shared/x.ts → src/site/lang.ts: a game imports the site (rule 1)']],
    ['a game reaching into another game', 'src/games/colt-super-express/sandbox/X.tsx', "import type { RulePages } from '../../colt-express/widgets/choices.ts';", ['src/games/colt-super-express/sandbox/X.tsx → src/games/colt-express/widgets/choices.ts: a game imports another game\'s folder (rule 2)']],
    ['a game using the shared widgets and kernel: fine', 'src/games/colt-express/player-kit.ts', "import { liteT } from '../../widgets/i18n.ts';\nimport { frozen } from '../shared/frozen.ts';\nimport x from './board/TrainBoard.tsx';", []],
    // issue 21: the Colt Express widgets that lived in src/widgets/ imported the engine directly
    ['a shared widget importing a game file', 'src/widgets/X.ts', "import type { GameState } from '../games/colt-express/engine/types.ts';", ['src/widgets/X.ts → src/games/colt-express/engine/types.ts: the shared code reaches into a game folder (rule 3; entries: game.ts, sandbox/*Sandbox.tsx)']],
    ['shared i18n importing a game file', 'src/i18n/x.ts', "import type { BanditId } from '../games/colt-super-express/engine/types.ts';", ['src/i18n/x.ts → src/games/colt-super-express/engine/types.ts: the shared code reaches into a game folder (rule 3; entries: game.ts, sandbox/*Sandbox.tsx)']],
    ['a glob into every game, not an entry', 'src/widgets/sandbox/X.tsx', "const all = import.meta.glob('../../games/*/sandbox/*.ts');", ['src/widgets/sandbox/X.tsx → src/games/*/sandbox/*.ts: the shared code reaches into a game folder (rule 3; entries: game.ts, sandbox/*Sandbox.tsx)']],
    ['the entries: the island glob, the game object, the game list', 'src/widgets/sandbox/X.tsx', "const I = import.meta.glob<X>('../../games/*/sandbox/*Sandbox.tsx', { import: 'default' });\nimport type { Game } from '../../games/colt-express/game.ts';\nimport { GAMES } from '../../games/index.ts';", []],
    ['a worker URL into a game', 'src/widgets/sandbox/X.ts', "new Worker(new URL('../../games/colt-express/sandbox/export-worker.ts', import.meta.url));", ['src/widgets/sandbox/X.ts → src/games/colt-express/sandbox/export-worker.ts: the shared code reaches into a game folder (rule 3; entries: game.ts, sandbox/*Sandbox.tsx)']],
    ['a page component may import a game (it is the site)', 'src/components/X.astro', "import FirstPlayer from '../games/colt-express/widgets/FirstPlayer.tsx';", []],
  ];
  it.each(rows)('finds %s', (_why, file, source, found) => {
    const problems = specifiers(source).flatMap((spec) => {
      const target = targetOf(file, spec);
      const p = target === undefined ? undefined : problemOf(file, target, ['colt-express', 'colt-super-express']);
      return p === undefined ? [] : [p];
    });
    expect(problems).toEqual(found);
  });

  it('finds the game folders by listing src/games/, and each has files', () => {
    expect(games).toEqual(expect.arrayContaining(['colt-express', 'colt-super-express']));
    for (const g of games) expect(sourceFiles(`${GAMES_DIR}/${g}`).length, g).toBeGreaterThan(10);
  });

  it('names entries a game folder has', () => {
    // The list must not rot: each entry matches a file in at least one game folder.
    for (const e of ENTRIES) expect(games.some((g) => sourceFiles(`${GAMES_DIR}/${g}`).some((f) => globRe(e).test(f.slice(`${GAMES_DIR}/${g}/`.length)))), e).toBe(true);
  });

  it.each(gameFolders())('%s imports neither src/components/ nor src/site/, nor another game', (game) => {
    expect(problemsIn(sourceFiles(`${GAMES_DIR}/${game}`), games)).toEqual([]);
  });

  it('the shared kernel and the game list import neither src/components/ nor src/site/', () => {
    const files = [...sourceFiles(`${GAMES_DIR}/shared`), ...readdirSync(join(ROOT, GAMES_DIR)).filter((f) => /\.(ts|tsx)$/.test(f)).map((f) => `${GAMES_DIR}/${f}`)];
    expect(files.length).toBeGreaterThan(3);
    expect(problemsIn(files, games)).toEqual([]);
  });

  it('src/widgets/** and src/i18n/** reach a game only through its entry points', () => {
    const files = [...sourceFiles('src/widgets'), ...sourceFiles('src/i18n')];
    expect(files.length).toBeGreaterThan(30);
    expect(problemsIn(files, games)).toEqual([]);
  });
});
