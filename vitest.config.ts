import { defineConfig } from 'vitest/config';

// Unit, property and scenario tests. The browser tests (tests/e2e) run with Playwright against the built site.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
  },
});
