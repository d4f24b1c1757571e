// Public API of the scenario runner. No Node or browser imports: callers
// read files themselves and pass the text with the file name.
export { loadScenario, formatDiagnostic, duplicateIds } from './load.ts';
export type { LoadResult } from './load.ts';
export { runScenario, walkScenario, reportOf, walkScenarioWith } from './runner.ts';
export { coverage } from './coverage.ts';
export { adapterFor, gameIds } from './registry.ts';
export type * from './types.ts';
