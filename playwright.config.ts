import { defineConfig } from '@playwright/test';

// Browser tests run against the production build (`npm run build` first), served by `astro preview`.
// tests/e2e/run.mjs picks the browser and sets CHROMIUM_PATH; see there.
const port = Number(process.env['E2E_PORT'] ?? 4399);
const executablePath = process.env['CHROMIUM_PATH'] || undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two projects: every browser test, then the ".quiet" specs, which measure time on the main thread
  // (tests/e2e/learn-cpu.quiet.spec.ts) and so run alone once the others are done: on two cores,
  // another test's browser beside them stretched a task to 464 ms. `--project quiet --no-deps` runs
  // them by themselves (npm run perf:learn).
  projects: [
    { name: 'site', testMatch: /.*\.spec\.ts/, testIgnore: /.*\.quiet\.spec\.ts/ },
    // A whole game with no main-thread task over 50 ms at 4× CPU: a task that the machine stretched
    // (another process woke up) fails one game, so in `npm test` the game is played up to three times
    // and one clean game passes; every game's tasks are reported. `npm run perf:learn` plays it once.
    { name: 'quiet', testMatch: /.*\.quiet\.spec\.ts/, dependencies: ['site'], retries: process.env['LEARN_STRICT'] === '1' ? 0 : 2 },
  ],
  fullyParallel: true,
  // Two workers on the 2-core machines (Playwright's default, half the cores, is one: the CI run took
  // twice as long without this).
  workers: 2,
  retries: 0,
  // The JSON report lets tests/e2e/run.mjs print one plain closing line ('N passed, N failed').
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Each language's service worker stores the whole language (13 MB) on a first visit and then says so
    // in a note at the foot of the screen: in every test's fresh context that would be a download and a
    // note the test is not about. The offline spec (tests/e2e/offline.spec.ts) allows them.
    serviceWorkers: 'block',
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // Root in a container needs --no-sandbox; the rest keeps Chromium off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'ignore',
  },
});
