import { defineConfig } from 'vitest/config';

// The tests a mutation run (stryker.config.mjs, `npm run mutation`) measures the rule modules by:
// the engine tests of both games and the executable scenarios. Left out: the site's unit tests
// (pages, widgets, locales: they reach the engine only to draw or word it) and the CLI test (it
// runs the engine in a child process, where Stryker sees no coverage).
export default defineConfig({
  test: {
    include: [
      'tests/colt-express/engine/**/*.test.ts',
      'tests/colt-super-express/engine/**/*.test.ts',
      'tests/colt-super-express/scenarios/**/*.test.ts',
      'tests/scenarios/scenarios.test.ts',
      'tests/scenarios/robustness.test.ts',
    ],
    testTimeout: 60_000,
  },
});
