// @ts-check
// Mutation testing (issue 21, "Tests that say how strong they are"): `npm run mutation`.
// Not part of `npm test`: a whole run takes long on two cores. Incremental: the results of the last
// run are kept in reports/mutation/incremental.json (git-ignored), and a new run only tests the
// mutants whose code or tests changed since. README "Test strength" holds the scores. The tests
// it measures by: vitest.mutation.config.ts (the engine tests and the scenarios).
//
// What is mutated: the rule modules of both engines. Left out, and why:
// - types.ts, codes.ts: types and the closed `as const` lists the unions come from (a changed id
//   is a compile error, which Stryker does not see without its TypeScript checker);
// - rules.ts, option-sources.ts: the rule table's ids, pages and book citations (text, not rules);
// - data/: the component lists (ids, counts) that the setup tests pin;
// - index.ts: re-exports only (play.ts holds apply() and is mutated);
// - notation (notation/) and positions (position/: build.ts, check.ts), and the checks of untrusted
//   input (choice.ts: a choice's shape; playable.ts: is this value a whole, unhidden state?): reading,
//   writing and checking positions and input is not a rule of the game. Measure them on demand:
//   `npx stryker run --mutate 'src/games/colt-express/engine/notation/**/*.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  dryRunTimeoutMinutes: 30,
  coverageAnalysis: 'perTest',
  mutate: [
    'src/games/*/engine/**/*.ts',
    '!src/games/*/engine/**/types.ts',
    '!src/games/*/engine/codes.ts',
    '!src/games/*/engine/rules.ts',
    '!src/games/*/engine/option-sources.ts',
    '!src/games/*/engine/data/**',
    '!src/games/*/engine/index.ts',
    '!src/games/*/engine/notation/**',
    '!src/games/*/engine/position/**',
    '!src/games/*/engine/choice.ts',
    '!src/games/*/engine/playable.ts',
  ],
  // the sandbox copy needs the sources, tests and content (scenario tests read content/scenarios)
  ignorePatterns: ['dist', '.astro', 'test-results', 'playwright-report', 'reports', 'tests/e2e'],
  // Many test files compute their cases while vitest collects them (scenario files loaded, random
  // games played for it.each rows): the engine code they reach counts as "static", and a static
  // mutant would run every related test (minutes each). ignoreStatic runs a mutant that tests also
  // reach against those tests only, and leaves out ("Ignored") one reached only at collection.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/report.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 20_000,
};
export default config;
