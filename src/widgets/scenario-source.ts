// Build time only (Vite, used by src/components/Scenario.astro): every scenario file's text, loaded
// once, looked up by id. Never imported by an island, so neither the YAML parser nor zod reach the browser.

import { formatDiagnostic, loadScenario } from '../scenarios/index.ts';
import type { Scenario, SourceRef } from '../scenarios/types.ts';
import type { Translate } from './i18n.ts';
import { didYouMean } from '../scenarios/suggest.ts';
import { adapterFor, gameIds } from '../scenarios/registry.ts';

const files = import.meta.glob<string>('/content/scenarios/**/*.yaml', { query: '?raw', import: 'default', eager: true });

type Entry = { readonly file: string; readonly result: ReturnType<typeof loadScenario> };
let cache: Map<string, Entry> | undefined;
let broken: Entry[] = [];

function index(): Map<string, Entry> {
  if (cache) return cache;
  cache = new Map();
  broken = [];
  for (const [path, text] of Object.entries(files)) {
    const file = path.replace(/^\//, '');
    const result = loadScenario(text, file);
    if (result.ok) cache.set(result.scenario.id, { file, result });
    else {
      // A broken file still answers for its id when the id can be read, so the page names the real problem.
      const m = /^id:\s*["']?([a-z0-9-]+)["']?\s*$/m.exec(text);
      if (m?.[1]) cache.set(m[1], { file, result });
      else broken.push({ file, result });
    }
  }
  return cache;
}

export type Found = { ok: true; scenario: Scenario; file: string } | { ok: false; message: string };

export function findScenario(id: string): Found {
  const all = index();
  const entry = all.get(id);
  if (entry === undefined) {
    const known = [...all.keys()].sort();
    return {
      ok: false,
      message: `no scenario has the id "${id}"${didYouMean(id, known)} (content/scenarios/ holds: ${known.join(', ') || 'none'})`,
    };
  }
  if (!entry.result.ok) {
    return { ok: false, message: `the scenario file ${entry.file} is broken:\n${entry.result.diagnostics.map(formatDiagnostic).join('\n')}` };
  }
  return { ok: true, scenario: entry.result.scenario, file: entry.file };
}

/** The text of a scenario file as found by `findScenario` (its `file`), for the "Source" view. */
export function scenarioFileText(file: string): string | undefined {
  return files[`/${file}`];
}

export function scenarioIds(): string[] {
  return [...index().keys()].sort();
}

/** Every scenario that loads, sorted by id (the sandbox lists them); `game` keeps one game's only. */
export function allScenarios(game?: string): Scenario[] {
  return [...index().values()]
    .map((e) => e.result)
    .filter((r): r is Extract<typeof r, { ok: true }> => r.ok)
    .map((r) => r.scenario)
    .filter((sc) => game === undefined || sc.game === game)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Any game's starting state, built by its engine through the registry (build time). */
export function startOf(scenario: Scenario): { ok: true; game: string; state: unknown } | { ok: false; message: string } {
  const adapter = adapterFor(scenario.game);
  if (adapter === undefined) return { ok: false, message: `${scenario.id}: no game "${scenario.game}" (known: ${gameIds().join(', ')})` };
  const r = adapter.start(scenario);
  return r.ok ? { ok: true, game: scenario.game, state: r.value } : { ok: false, message: r.error.map((i) => i.message).join('; ') };
}

/**
 * What a scenario's Source view says of the books it cites, in the reader's language: each book by its
 * name and the section as printed there; a reading of ours (`seed: ours`) as one sentence, without its
 * section (an engine option and the file that lists it, for reviewers: the scenario file shows them).
 */
export function citedBooks(source: readonly SourceRef[], t: Translate): string {
  const books = source.flatMap(({ seed, section }) => (seed === 'ours' ? [] : [t('examples:source.book', { book: t(`examples:books.${seed}`), section })]));
  const ours = source.some((s) => s.seed === 'ours');
  const fromBooks = books.length > 0 ? `${t('examples:source.books')} ${books.join('; ')}.` : ours ? '' : t('examples:source.noBook');
  return [fromBooks, ours ? t('examples:source.ours') : ''].filter((x) => x !== '').join(' ');
}
